import Cocoa

/// The item most examples show: a rounded box filled cornflower blue with its number centred, drawn in the
/// selected control colour while selected (or while a click would select it).
final class TextItem: NSCollectionViewItem {
    static let reuseIdentifier = NSUserInterfaceItemIdentifier("text-item-reuse-identifier")

    override var isSelected: Bool {
        didSet { updateSelectionHighlighting() }
    }

    override var highlightState: HighlightState {
        didSet { updateSelectionHighlighting() }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        updateSelectionHighlighting()
    }

    private func updateSelectionHighlighting() {
        guard isViewLoaded, let box = view as? NSBox else { return }
        let showsSelected = highlightState == .forSelection || (isSelected && highlightState != .forDeselection)
        box.fillColor = showsSelected ? .selectedControlColor : .cornflowerBlue
        textField?.textColor = showsSelected ? .selectedControlTextColor : .labelColor
    }
}

extension NSColor {
    /// The sample's tile colour on the Mac: Display P3 (85, 151, 244).
    static let cornflowerBlue = NSColor(displayP3Red: 85 / 255, green: 151 / 255, blue: 244 / 255, alpha: 1)
}
