import OpenCollectionView

/// Cell Configurations › Custom Configurations: 300 symbol tiles (twelve symbols, 25 times each, shuffled) in
/// self-sizing `CustomConfigurationCell`s, justified across each row at least 10 pt apart. A tap selects a tile:
/// blue with a white symbol; while pressed, a pale blue.
///
/// The sample shuffles once per launch; here a generator with a fixed seed shuffles, so the screen is the same on
/// every run.
final class CustomConfigurationViewController: UIViewController {
    enum Section: Hashable {
        case main
    }

    struct Item: Hashable {
        let image: UIImage?

        init(imageName: String) {
            self.image = UIImage(systemName: imageName)
        }

        private let identifier = UUID()

        /// The twelve symbols, 25 times each, shuffled.
        static let all: [Item] = {
            let names = [
                "trash", "folder", "paperplane", "book", "tag", "camera", "pin", "lock.shield", "cube.box", "gift",
                "eyeglasses", "lightbulb",
            ]
            var generator = SplitMix64(seed: shuffleSeed)
            return (0..<25).flatMap { _ in names.map { Item(imageName: $0) } }.shuffled(using: &generator)
        }()

        /// The seed of the shuffle.
        static let shuffleSeed: UInt64 = 0x5EED_0325
    }

    private var dataSource: UICollectionViewDiffableDataSource<Section, Item>!
    private var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Custom Configurations"
        configureHierarchy()
        configureDataSource()
    }

    private func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
    }

    private func createLayout() -> UICollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .estimated(44), heightDimension: .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        group.interItemSpacing = .flexible(10)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        return UICollectionViewCompositionalLayout(section: section)
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<CustomConfigurationCell, Item> { cell, _, item in
            cell.image = item.image
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Item.all)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
