import Cocoa

/// A mountain of the Mountains Search window: its name at the leading edge of a box outlined in grey.
final class LabelItem: NSCollectionViewItem {
    static let reuseIdentifier = NSUserInterfaceItemIdentifier("label-item-reuse-identifier")
}
