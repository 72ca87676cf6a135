import Cocoa

/// The badge of an Item Badges tile: a small green circle, outlined in black, showing the tile's count centred.
/// It is a supplementary view, made from its own xib and recycled as the tiles scroll.
final class BadgeView: NSBox, NSCollectionViewElement {
    static let reuseIdentifier = NSUserInterfaceItemIdentifier("badge-reuse-identifier")

    weak var label: NSTextField!

    /// A recycled badge may have been hidden for a count of zero; the count it shows next decides again.
    func prepareForReuse() {
        label.stringValue = ""
        isHidden = false
    }
}
