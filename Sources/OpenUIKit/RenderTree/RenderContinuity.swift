/// How a render tree made for a host that keeps what it was sent follows the one before
/// (`UICollectionView.renderTree(continuing:keepingHostViews:)`): a tree that continues an earlier one leaves out the
/// elements that tree held and that are shown now as they were then, so that drawing a scroll costs what comes into
/// view rather than the whole screen.
package struct RenderContinuity: Sendable, Hashable {
    /// Names the tree among those its collection view made: a later tree may continue it.
    package let number: UInt64
    /// The tree this one continues, when it does: its `elements` then hold only those the collection view placed
    /// anew since that tree (come into view, given other attributes or, cells, other states); every other element that
    /// tree held is shown as it was — the same item or element at the same index path, frame, attributes, states and
    /// views — but for those in `gone`.
    package let continues: UInt64?
    /// The identities of the elements that left since the continued tree and are not shown (some may have come and
    /// gone since, unknown to its host).
    package let gone: [String]

    package init(number: UInt64, continues: UInt64? = nil, gone: [String] = []) {
        self.number = number
        self.continues = continues
        self.gone = gone
    }
}
