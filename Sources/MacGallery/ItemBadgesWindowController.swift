import Cocoa

/// Item Badges: 100 numbered tiles, four to a row, each wearing a badge on its top-trailing corner that shows how
/// many of something the tile has — hidden when it has none.
///
/// The badge is a supplementary item of the tile's layout item, anchored to the tile's top-trailing corner and
/// pushed out by 30% of its own size, so that it straddles the corner. The sample draws each count at random every
/// time the window opens; here the counts come from a seeded generator, so the window looks the same every time.
final class ItemBadgesWindowController: NSWindowController {
    static let badgeElementKind = "badge-element-kind"
    static let badgeCountSeed: UInt64 = 0xBAD6_E5

    /// The window's one section.
    enum Section { case main }

    /// One tile: its title and its badge's count. Identified apart from its values, as the sample's model is, so that
    /// two tiles of the same title and count are still two items.
    struct Model: Hashable, Sendable {
        let title: String
        let badgeCount: Int
        private let identifier = UUID()

        init(title: String, badgeCount: Int) {
            self.title = title
            self.badgeCount = badgeCount
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(identifier)
        }

        static func == (lhs: Model, rhs: Model) -> Bool {
            lhs.identifier == rhs.identifier
        }
    }

    weak var collectionView: NSCollectionView!
    private(set) var dataSource: NSCollectionViewDiffableDataSource<Section, Model>!

    override func windowDidLoad() {
        super.windowDidLoad()
        configureHierarchy()
        configureDataSource()
    }

    private func createLayout() -> NSCollectionViewLayout {
        let badgeAnchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        let badgeSize = NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20))
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: badgeSize, elementKind: Self.badgeElementKind, containerAnchor: badgeAnchor)
        // Narrower than a quarter, as the Mac target has it: four tiles still fit a row, with room left over.
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.22), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize, supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        // The insets leave room for the badges of the first row and the last column, which stick out of their tiles.
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        return NSCollectionViewCompositionalLayout(section: section)
    }

    private func configureHierarchy() {
        collectionView.register(NSNib(nibNamed: "TextItem", bundle: nil), forItemWithIdentifier: TextItem.reuseIdentifier)
        collectionView.register(
            NSNib(nibNamed: "BadgeView", bundle: nil), forSupplementaryViewOfKind: Self.badgeElementKind,
            withIdentifier: BadgeView.reuseIdentifier)
        collectionView.collectionViewLayout = createLayout()
    }

    private func configureDataSource() {
        dataSource = NSCollectionViewDiffableDataSource<Section, Model>(collectionView: collectionView) {
            collectionView, indexPath, model in
            let item = collectionView.makeItem(withIdentifier: TextItem.reuseIdentifier, for: indexPath)
            item.textField?.stringValue = model.title
            return item
        }
        // The data source owns this closure and the controller owns the data source: a strong self would be a cycle.
        dataSource.supplementaryViewProvider = { [weak self] collectionView, kind, indexPath in
            guard let model = self?.dataSource.itemIdentifier(for: indexPath) else { return nil }
            let view = collectionView.makeSupplementaryView(
                ofKind: kind, withIdentifier: BadgeView.reuseIdentifier, for: indexPath)
            guard let badge = view as? BadgeView else { return nil }
            badge.label.stringValue = "\(model.badgeCount)"
            badge.isHidden = model.badgeCount == 0
            return badge
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Model>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Self.makeModels())
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// The 100 tiles, "0" to "99", each with a count of 0, 1 or 2.
    static func makeModels() -> [Model] {
        var generator = SeededRandomGenerator(seed: badgeCountSeed)
        return (0..<100).map { Model(title: "\($0)", badgeCount: Int.random(in: 0..<3, using: &generator)) }
    }
}
