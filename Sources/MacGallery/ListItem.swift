import Cocoa

/// A row of the List example: its number at the leading edge, on the selected control colour while selected (or
/// while a click would select it).
final class ListItem: NSCollectionViewItem {
    static let reuseIdentifier = NSUserInterfaceItemIdentifier("list-item-reuse-identifier")

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
        guard isViewLoaded else { return }
        // A plain view draws nothing of its own (unlike Grid's box), so the row's selection lives on its layer.
        let showsSelected = highlightState == .forSelection || (isSelected && highlightState != .forDeselection)
        view.layer?.backgroundColor = showsSelected ? NSColor.selectedControlColor.cgColor : NSColor.clear.cgColor
    }
}
