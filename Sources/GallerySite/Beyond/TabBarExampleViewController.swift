import OpenCollectionView

/// Beyond the Sample › Tab Bar: three tabs as an app has them — a grid, favourites with a badge and a button that adds
/// one, settings — under the menu's navigation bar, whose title follows the selected tab. A tab's screen loads when it
/// is first shown.
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
        favorites.addButtonTitle = "Add Favorite"
        favorites.candidates = ["Makalu", "Cho Oyu", "Dhaulagiri", "Manaslu"]

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

/// A tab's plain list of rows, and optionally a button below it that adds the next of `candidates`, counted in the
/// tab's badge.
final class TabListViewController: UIViewController {
    private var rows: [String]
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    /// The title of the button that adds a row; no button when `nil`.
    var addButtonTitle: String?
    /// The rows the button adds, in order.
    var candidates: [String] = []

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
        showRows(animated: false)
        if let addButtonTitle { addButton(titled: addButtonTitle, over: collectionView) }
    }

    private func showRows(animated: Bool) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(rows)
        dataSource.apply(snapshot, animatingDifferences: animated)
    }

    /// A filled button along the bottom of the safe area (above the tab bar), which the list's content clears.
    private func addButton(titled title: String, over collectionView: UICollectionView) {
        var configuration = UIButton.Configuration.filled()
        configuration.title = title
        configuration.image = UIImage(systemName: "plus.circle.fill")
        configuration.imagePadding = 6
        configuration.cornerStyle = .capsule
        let button = UIButton(configuration: configuration, primaryAction: UIAction { [unowned self] action in
            guard let sender = action.sender as? UIButton, !candidates.isEmpty else { return }
            rows.append(candidates.removeFirst())
            showRows(animated: true)
            tabBarItem.badgeValue = "\(rows.count)"
            sender.isEnabled = !candidates.isEmpty
        })
        button.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(button)
        NSLayoutConstraint.activate([
            button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            button.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
        ])
        collectionView.contentInset.bottom = 80
    }
}
