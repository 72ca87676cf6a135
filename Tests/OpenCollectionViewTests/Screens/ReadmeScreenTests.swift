import Foundation
import OpenCollectionView
import Testing

/// The README's screen, as written there: it compiles with `import OpenCollectionView` alone and does what the README
/// says.
@MainActor
@Suite struct ReadmeScreenTests {
    final class MountainsViewController: UIViewController, UISearchBarDelegate {
        var dataSource: UICollectionViewDiffableDataSource<Int, String>!

        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.title = "Mountains"
            let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(collectionView)
            let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
                var content = cell.defaultContentConfiguration()
                content.text = name
                cell.contentConfiguration = content
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, name in
                collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: name)
            }
            navigationItem.rightBarButtonItem = editButtonItem
            show(filter: "")
        }

        func show(filter: String) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["Everest", "K2", "Lhotse"].filter { filter.isEmpty || $0.contains(filter) })
            dataSource.apply(snapshot)
        }
    }

    @Test func theReadmeScreenShowsItsBarAndListAndEdits() throws {
        let screen = MountainsViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UINavigationController(rootViewController: screen)
        window.makeKeyAndVisible()
        let tree = window.renderTree()
        let bar = try #require(tree.screens[0].navigationBar)
        #expect(bar.title == "Mountains")
        #expect(bar.rightItems.map(\.title) == ["Edit"])
        #expect(tree.screens[0].content.children.first?.children.first?.viewClass == "UICollectionView")
        window.handle(.tapBarButton(bar.rightItems[0].identity))
        #expect(screen.isEditing)
        #expect(window.renderTree().screens[0].navigationBar?.rightItems.map(\.title) == ["Done"])
    }
}
