import OpenCollectionView

/// Beyond the Sample › Pinned Headers in Rows: sideways-scrolling rows whose leading title tile is pinned, so it stays
/// at the screen's leading edge while the row's tiles scroll under it. UIKit ignores pinning in orthogonal sections;
/// OpenCollectionView pins leading and trailing boundary items to the row's visible part.
final class PinnedRowHeadersViewController: UIViewController, UICollectionViewDelegate {
    static let rowTitleElementKind = "row-title-element-kind"
    static let rowTitles = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

    var dataSource: UICollectionViewDiffableDataSource<Int, Int>! = nil
    var collectionView: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Pinned Headers in Rows"
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.delegate = self
        view.addSubview(collectionView)
        configureDataSource()
    }

    private func createLayout() -> UICollectionViewLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 16
        return UICollectionViewCompositionalLayout(sectionProvider: { _, _ in
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(110), heightDimension: .absolute(110)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 8
            section.orthogonalScrollingBehavior = .continuous
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 8)
            let title = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(120), heightDimension: .absolute(110)),
                elementKind: Self.rowTitleElementKind, alignment: .leading)
            title.pinToVisibleBounds = true
            title.zIndex = 2
            section.boundarySupplementaryItems = [title]
            return section
        }, configuration: configuration)
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<TextCell, Int> { cell, indexPath, _ in
            cell.label.text = "\(indexPath.item + 1)"
            cell.label.textAlignment = .center
            cell.label.font = UIFont.preferredFont(forTextStyle: .title1)
            cell.contentView.backgroundColor = .cornflowerBlue
            cell.contentView.layer.borderColor = UIColor.black.cgColor
            cell.contentView.layer.borderWidth = 1
            cell.contentView.layer.cornerRadius = 8
        }
        let titleRegistration = UICollectionView.SupplementaryRegistration<TitleSupplementaryView>(
            elementKind: Self.rowTitleElementKind
        ) { view, _, indexPath in
            view.label.text = Self.rowTitles[indexPath.section % Self.rowTitles.count]
            view.label.font = UIFont.preferredFont(forTextStyle: .subheadline)
            view.label.numberOfLines = 2
            view.backgroundColor = .secondarySystemBackground
            view.layer.cornerRadius = 8
            view.layer.borderColor = UIColor.separator.cgColor
            view.layer.borderWidth = 1
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, identifier in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: identifier)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: titleRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        for section in Self.rowTitles.indices {
            snapshot.appendSections([section])
            snapshot.appendItems(Array(section * 20..<section * 20 + 20))
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}
