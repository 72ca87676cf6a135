/// How a render tree made for a host that keeps what it was sent follows the one before
/// (`UICollectionView.renderTree(continuing:keepingHostViews:)`): a tree that continues an earlier one leaves out the
/// cells that tree held and that are shown now as they were then, so that drawing a scroll costs what comes into view
/// rather than the whole screen.
package struct RenderContinuity: Sendable, Hashable {
    /// Names the tree among those its collection view made: a later tree may continue it.
    package let number: UInt64
    /// The tree this one continues, when it does: its `elements` then hold, of the cells, only those the collection
    /// view placed anew since that tree (come into view, or given other states); every other cell that tree held is
    /// shown as it was — the same item at the same index path, frame, attributes, states and views — but for those in
    /// `cellsGone`. Supplementary and decoration views are all held, as in any tree.
    package let continues: UInt64?
    /// The identities of the cells the continued tree held that are no longer shown.
    package let cellsGone: [String]

    package init(number: UInt64, continues: UInt64? = nil, cellsGone: [String] = []) {
        self.number = number
        self.continues = continues
        self.cellsGone = cellsGone
    }
}
