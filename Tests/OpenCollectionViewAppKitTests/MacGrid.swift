// The Mac target's Grid, written as a Mac file is: `import Cocoa`, a window controller and an item from their xibs.
// The one change such a file needs on Linux: its `@IBOutlet` attributes dropped (the NibOutlets plugin connects them).
import Cocoa

/// An item from `AppKitTextItem.xib`: a filled, rounded box with a centred text field, drawing its selection as the Mac
/// target's text item does.
final class TextItem: NSCollectionViewItem {
    static let identifier = NSUserInterfaceItemIdentifier("text-item")

    override var isSelected: Bool {
        didSet { showSelection() }
    }

    override var highlightState: HighlightState {
        didSet { showSelection() }
    }

    private func showSelection() {
        guard isViewLoaded, let box = view as? NSBox else { return }
        let shown = highlightState == .forSelection || (isSelected && highlightState != .forDeselection)
        box.fillColor = shown ? .selectedControlColor : NSColor(displayP3Red: 0.333, green: 0.592, blue: 0.957, alpha: 1)
    }
}

/// The Mac Grid as the Mac target writes its window controllers: the window and its collection view come from
/// `AppKitGridWindow.xib`, reached through an outlet (its `@IBOutlet` attribute dropped: the NibOutlets plugin
/// connects it), and set up in `windowDidLoad()`.
final class GridWindowController: NSWindowController {
    enum Section { case main }

    weak var collectionView: NSCollectionView!
    private(set) var dataSource: NSCollectionViewDiffableDataSource<Section, Int>!

    override func windowDidLoad() {
        super.windowDidLoad()
        collectionView.register(NSNib(nibNamed: "AppKitTextItem", bundle: nil), forItemWithIdentifier: TextItem.identifier)
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2)),
            subitems: [item])
        collectionView.collectionViewLayout = NSCollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        dataSource = NSCollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, number in
            let item = collectionView.makeItem(withIdentifier: TextItem.identifier, for: indexPath)
            item.textField?.stringValue = "\(number)"
            return item
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(0..<94))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
