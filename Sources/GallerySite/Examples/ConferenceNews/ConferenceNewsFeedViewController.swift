import OpenCollectionView

/// Compositional Layout › Conference App › News ("Conference News Feed"): five self-sizing news rows, estimated
/// at 100 pt — title, date and body above a separator, which the last row hides.
final class ConferenceNewsFeedViewController: UIViewController {
    typealias NewsFeedItem = ConferenceNewsCatalog.Item

    enum Section {
        case main
    }

    var dataSource: UICollectionViewDiffableDataSource<Section, NewsFeedItem>! = nil
    var collectionView: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Conference News Feed"
        configureHierarchy()
        configureDataSource()
    }

    private func createLayout() -> UICollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(100))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(100))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: 1)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        return UICollectionViewCompositionalLayout(section: section)
    }

    private func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<ConferenceNewsFeedCell, NewsFeedItem> { [weak self] cell, indexPath, newsItem in
            guard let self else { return }
            cell.titleLabel.text = newsItem.title
            cell.bodyLabel.text = newsItem.body
            cell.dateLabel.text = newsItem.shortDate
            cell.showsSeparator = indexPath.item != dataSource.snapshot().numberOfItems - 1
        }
        dataSource = UICollectionViewDiffableDataSource<Section, NewsFeedItem>(collectionView: collectionView) {
            collectionView, indexPath, identifier in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: identifier)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, NewsFeedItem>()
        snapshot.appendSections([.main])
        snapshot.appendItems(ConferenceNewsCatalog.items)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
