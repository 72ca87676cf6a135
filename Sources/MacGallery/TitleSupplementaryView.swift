import Cocoa

/// A section's header or footer: its title on a light grey box outlined in black, 10 points in from each edge. One
/// xib serves both kinds; the data source says which section and kind the title names.
final class TitleSupplementaryView: NSBox, NSCollectionViewElement {
    static let reuseIdentifier = NSUserInterfaceItemIdentifier("title-supplementary-reuse-identifier")

    weak var label: NSTextField!

    /// A recycled header may come back as another section's; its old title must not show before the new one is set.
    func prepareForReuse() {
        label.stringValue = ""
    }
}
