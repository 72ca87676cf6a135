import Foundation
import OpenCollectionView
import OpenCollectionViewSnapshotTesting
import SnapshotTesting
import Testing

/// A page of a collection view with a border of its own, as an app would write it: a list of sixty rows inset from the
/// screen's edges inside a thick border. Its reference is the page a browser shows (`Tests/Browser/test_borders.py`
/// opens it, scrolls the list and looks at the border's edges).
@MainActor
@Suite struct CollectionViewBorderPageTests {
    final class BorderedListViewController: UIViewController {
        private var dataSource: UICollectionViewDiffableDataSource<Int, Int>?

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
            let collectionView = UICollectionView(frame: view.bounds.insetBy(dx: 24, dy: 120), collectionViewLayout: layout)
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            collectionView.layer.borderWidth = 4
            collectionView.layer.borderColor = UIColor.systemRed.cgColor
            view.addSubview(collectionView)
            let row = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = "Row \(item)"
                cell.contentConfiguration = content
            }
            let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { view, indexPath, item in
                view.dequeueConfiguredReusableCell(using: row, for: indexPath, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<60))
            dataSource.apply(snapshot, animatingDifferences: false)
            self.dataSource = dataSource
        }
    }

    @Test func aBorderedCollectionViewAsAPage() {
        assertSnapshot(of: BorderedListViewController(), as: .page(on: .iPhone15))
    }
}
