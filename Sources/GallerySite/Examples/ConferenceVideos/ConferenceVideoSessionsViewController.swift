import OpenCollectionView

/// Compositional Layout › Conference App › Videos ("Conference Videos"): a titled row per video collection, each
/// video a 250 pt card — a placeholder thumbnail over its title and category — 85% of the width on a phone, two and
/// a bit across on wider screens, scrolling sideways.
final class ConferenceVideoSessionsViewController: UIViewController {
    typealias VideoCollection = ConferenceVideoCatalog.Collection
    typealias Video = ConferenceVideoCatalog.Video

    static let titleElementKind = "title-element-kind"

    var collectionView: UICollectionView! = nil
    var dataSource: UICollectionViewDiffableDataSource<VideoCollection, Video>! = nil
    var currentSnapshot: NSDiffableDataSourceSnapshot<VideoCollection, Video>! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Conference Videos"
        configureHierarchy()
        configureDataSource()
    }

    private func createLayout() -> UICollectionViewLayout {
        let sectionProvider = { (_: Int, layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
            let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
            let item = NSCollectionLayoutItem(layoutSize: itemSize)

            // Wider than 500 pt, two cards and part of a third show; narrower, one and a peek of the next.
            let groupFractionalWidth = layoutEnvironment.container.effectiveContentSize.width > 500 ? CGFloat(0.425) : CGFloat(0.85)
            let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(groupFractionalWidth), heightDimension: .absolute(250))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuous
            section.interGroupSpacing = 20
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)

            let titleSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
            let titleSupplementary = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: titleSize, elementKind: Self.titleElementKind, alignment: .top)
            section.boundarySupplementaryItems = [titleSupplementary]
            return section
        }
        let config = UICollectionViewCompositionalLayoutConfiguration()
        config.interSectionSpacing = 20
        return UICollectionViewCompositionalLayout(sectionProvider: sectionProvider, configuration: config)
    }

    private func configureHierarchy() {
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: createLayout())
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<ConferenceVideoCell, Video> { cell, _, video in
            cell.titleLabel.text = video.title
            cell.categoryLabel.text = video.category
        }
        dataSource = UICollectionViewDiffableDataSource<VideoCollection, Video>(collectionView: collectionView) {
            collectionView, indexPath, video in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: video)
        }
        let supplementaryRegistration = UICollectionView.SupplementaryRegistration<TitleSupplementaryView>(
            elementKind: Self.titleElementKind
        ) { [weak self] supplementaryView, _, indexPath in
            guard let self, let snapshot = currentSnapshot else { return }
            let videoCategory = snapshot.sectionIdentifiers[indexPath.section]
            supplementaryView.label.text = videoCategory.title
        }
        dataSource.supplementaryViewProvider = { view, _, index in
            view.dequeueConfiguredReusableSupplementary(using: supplementaryRegistration, for: index)
        }

        currentSnapshot = NSDiffableDataSourceSnapshot<VideoCollection, Video>()
        for collection in ConferenceVideoCatalog.collections {
            currentSnapshot.appendSections([collection])
            currentSnapshot.appendItems(collection.videos)
        }
        dataSource.apply(currentSnapshot, animatingDifferences: false)
    }
}
