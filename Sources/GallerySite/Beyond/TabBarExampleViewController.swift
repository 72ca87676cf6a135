import OpenCollectionView

/// Beyond the Sample › Tab Bar: three tabs as an app has them — a grid, favourites with a badge, settings — under the
/// menu's navigation bar, whose title follows the selected tab. A tab's screen loads when it is first shown.
final class TabBarExampleViewController: UITabBarController, UITabBarControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self

        let library = GridViewController()
        library.title = "Library"
        library.tabBarItem = UITabBarItem(title: "Library", image: UIImage(systemName: "book"), tag: 0)

        let favorites = TabListViewController(rows: ["Everest", "K2", "Lhotse"])
        favorites.title = "Favorites"
        favorites.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
        favorites.tabBarItem.badgeValue = "3"

        let settings = TabListViewController(rows: ["Notifications", "Privacy", "Storage", "About"])
        settings.title = "Settings"
        settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 2)

        viewControllers = [library, favorites, settings]
        navigationItem.title = library.title
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        navigationItem.title = viewController.title
    }
}

/// A tab's plain list of rows.
final class TabListViewController: UIViewController {
    private let rows: [String]
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    init(rows: [String]) {
        self.rows = rows
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let collectionView = UICollectionView(
            frame: view.bounds,
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, row in
            var content = cell.defaultContentConfiguration()
            content.text = row
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, row in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: row)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(rows)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
