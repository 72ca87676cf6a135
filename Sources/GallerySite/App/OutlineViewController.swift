import OpenCollectionView

/// The sample's main menu ("Modern Collection Views"): a sidebar outline of the examples in their groups, every group
/// collapsed at first. A tap on a group row expands or collapses it; a tap on an example pushes its view controller.
/// After the sample's five groups, "Beyond the Sample" holds what UIKit lacks and a real app's screen.
final class OutlineViewController: UIViewController {
    enum Section {
        case main
    }

    var dataSource: UICollectionViewDiffableDataSource<Section, OutlineItem>! = nil
    var outlineCollectionView: UICollectionView! = nil
    /// Groups of screens other modules make, after the gallery's own.
    private let screenGroups: [MenuScreenGroup]
    /// The addresses of the screens of `screenGroups` this menu pushed, by view controller.
    private var pushedScreenPaths: [ObjectIdentifier: String] = [:]

    /// The menu, with `screenGroups` after the gallery's own groups.
    init(screenGroups: [MenuScreenGroup] = []) {
        self.screenGroups = screenGroups
        super.init(nibName: nil, bundle: nil)
        // Set before the view loads: a screen pushed on the menu names its way back by it while the menu, not yet
        // shown, has made none of its rows.
        navigationItem.title = "Modern Collection Views"
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// The address of `viewController` when it is a screen this menu pushed from `screenGroups`.
    func path(ofPushed viewController: UIViewController) -> String? {
        pushedScreenPaths[ObjectIdentifier(viewController)]
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        configureCollectionView()
        configureDataSource()
    }

    /// A bar button that shows every screen of the window right to left, or back left to right (the page's address
    /// can also ask for it: `?rtl=1`). Its title names the direction it switches to.
    private func showLayoutDirectionButton() {
        let rightToLeft = view.traitCollection.layoutDirection == .rightToLeft
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: rightToLeft ? "Left to Right" : "Right to Left",
            primaryAction: UIAction { [weak self] _ in
                guard let self, let window = view.window else { return }
                let isRightToLeft = window.traitCollection.layoutDirection == .rightToLeft
                window.traitOverrides.layoutDirection = isRightToLeft ? .leftToRight : .rightToLeft
                showLayoutDirectionButton()
            })
    }

    /// In the window by now, the view has the window's traits.
    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        showLayoutDirectionButton()
    }

    /// The menu, group by group: the gallery's, then `screenGroups`.
    private(set) lazy var menuItems: [OutlineItem] = OutlineViewController.makeMenuItems() + screenGroups.map { group in
        OutlineItem(title: group.title, subitems: group.screens.map(OutlineItem.init(screen:)))
    }

    static func makeMenuItems() -> [OutlineItem] {
        [
            OutlineItem(title: "Compositional Layout", subitems: [
                OutlineItem(title: "Getting Started", subitems: [
                    OutlineItem(title: "Grid", viewController: GridViewController.self),
                    OutlineItem(title: "Inset Items Grid", viewController: InsetItemsGridViewController.self),
                    OutlineItem(title: "Two-Column Grid", viewController: TwoColumnViewController.self),
                    OutlineItem(title: "Per-Section Layout", subitems: [
                        OutlineItem(title: "Distinct Sections", viewController: DistinctSectionsViewController.self),
                        OutlineItem(title: "Adaptive Sections", viewController: AdaptiveSectionsViewController.self),
                    ]),
                ]),
                OutlineItem(title: "Advanced Layouts", subitems: [
                    OutlineItem(title: "Supplementary Views", subitems: [
                        OutlineItem(title: "Item Badges", viewController: ItemBadgeSupplementaryViewController.self),
                        OutlineItem(title: "Section Headers/Footers", viewController: SectionHeadersFootersViewController.self),
                        OutlineItem(title: "Pinned Section Headers", viewController: PinnedSectionHeaderFooterViewController.self),
                    ]),
                    OutlineItem(title: "Section Background Decoration", viewController: SectionDecorationViewController.self),
                    OutlineItem(title: "Nested Groups", viewController: NestedGroupsViewController.self),
                    OutlineItem(title: "Orthogonal Sections", subitems: [
                        OutlineItem(title: "Orthogonal Sections", viewController: OrthogonalScrollingViewController.self),
                        OutlineItem(title: "Orthogonal Section Behaviors", viewController: OrthogonalScrollBehaviorViewController.self),
                    ]),
                ]),
                OutlineItem(title: "Conference App", subitems: [
                    OutlineItem(title: "Videos", viewController: ConferenceVideoSessionsViewController.self),
                    OutlineItem(title: "News", viewController: ConferenceNewsFeedViewController.self),
                ]),
            ]),
            OutlineItem(title: "Diffable Data Source", subitems: [
                OutlineItem(title: "Mountains Search", viewController: MountainsViewController.self),
                OutlineItem(title: "Settings: Wi-Fi", viewController: WiFiSettingsViewController.self),
                OutlineItem(title: "Insertion Sort Visualization", viewController: InsertionSortViewController.self),
                OutlineItem(title: "UITableView: Editing", viewController: TableViewEditingViewController.self),
            ]),
            OutlineItem(title: "Lists", subitems: [
                OutlineItem(title: "Simple List", viewController: SimpleListViewController.self),
                OutlineItem(title: "Reorderable List", viewController: ReorderableListViewController.self),
                OutlineItem(title: "List Appearances", viewController: ListAppearancesViewController.self),
                OutlineItem(title: "List with Custom Cells", viewController: CustomCellListViewController.self),
            ]),
            OutlineItem(title: "Outlines", subitems: [
                OutlineItem(title: "Emoji Explorer", viewController: EmojiExplorerViewController.self),
                OutlineItem(title: "Emoji Explorer - List", viewController: EmojiExplorerListViewController.self),
            ]),
            OutlineItem(title: "Cell Configurations", subitems: [
                OutlineItem(title: "Custom Configurations", viewController: CustomConfigurationViewController.self),
            ]),
            OutlineItem(title: "Beyond the Sample", subitems: [
                OutlineItem(title: "Million-Item Grid", viewController: MillionItemGridViewController.self),
                OutlineItem(title: "Million-Row List", viewController: MillionRowListViewController.self),
                OutlineItem(title: "Waterfall", viewController: WaterfallViewController.self),
                OutlineItem(title: "Card Carousel", viewController: CarouselViewController.self),
                OutlineItem(title: "Pinned Headers in Rows", viewController: PinnedRowHeadersViewController.self),
                OutlineItem(title: "Catcher Feed", viewController: CatcherMainPageViewController.self),
                OutlineItem(title: "Tab Bar", viewController: TabBarExampleViewController.self),
                OutlineItem(title: "Flow Layout Tags", viewController: FlowTagsViewController.self),
                OutlineItem(title: "Layer Animations", viewController: AnimationsViewController.self),
                OutlineItem(title: "Controls", viewController: ControlsViewController.self),
                OutlineItem(title: "Photos", viewController: PhotosViewController.self),
                OutlineItem(title: "Feed", viewController: FeedTabsViewController.self),
            ]),
        ]
    }

    private func configureCollectionView() {
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: generateLayout())
        view.addSubview(collectionView)
        collectionView.autoresizingMask = [.flexibleHeight, .flexibleWidth]
        collectionView.backgroundColor = .systemGroupedBackground
        outlineCollectionView = collectionView
        collectionView.delegate = self
    }

    private func configureDataSource() {
        let containerCellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, OutlineItem> { cell, _, menuItem in
            var contentConfiguration = cell.defaultContentConfiguration()
            contentConfiguration.text = menuItem.title
            contentConfiguration.textProperties.font = .preferredFont(forTextStyle: .headline)
            cell.contentConfiguration = contentConfiguration

            let disclosureOptions = UICellAccessory.OutlineDisclosureOptions(style: .header)
            cell.accessories = [.outlineDisclosure(options: disclosureOptions)]
            cell.backgroundConfiguration = UIBackgroundConfiguration.clear()
        }
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, OutlineItem> { cell, _, menuItem in
            var contentConfiguration = cell.defaultContentConfiguration()
            contentConfiguration.text = menuItem.title
            cell.contentConfiguration = contentConfiguration
            cell.backgroundConfiguration = UIBackgroundConfiguration.clear()
        }
        dataSource = UICollectionViewDiffableDataSource<Section, OutlineItem>(collectionView: outlineCollectionView) {
            collectionView, indexPath, item in
            // Groups are containers; examples are plain rows.
            if item.subitems.isEmpty {
                return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
            } else {
                return collectionView.dequeueConfiguredReusableCell(using: containerCellRegistration, for: indexPath, item: item)
            }
        }
        let snapshot = initialSnapshot()
        dataSource.apply(snapshot, to: .main, animatingDifferences: false)
    }

    private func generateLayout() -> UICollectionViewLayout {
        let listConfiguration = UICollectionLayoutListConfiguration(appearance: .sidebar)
        return UICollectionViewCompositionalLayout.list(using: listConfiguration)
    }

    private func initialSnapshot() -> NSDiffableDataSourceSectionSnapshot<OutlineItem> {
        var snapshot = NSDiffableDataSourceSectionSnapshot<OutlineItem>()
        func addItems(_ menuItems: [OutlineItem], to parent: OutlineItem?) {
            snapshot.append(menuItems, to: parent)
            for menuItem in menuItems where !menuItem.subitems.isEmpty {
                addItems(menuItem.subitems, to: menuItem)
            }
        }
        addItems(menuItems, to: nil)
        return snapshot
    }

    /// The example row of `viewControllerType`'s screen, or `nil`.
    func item(opening viewControllerType: UIViewController.Type) -> OutlineItem? {
        func find(in items: [OutlineItem]) -> OutlineItem? {
            for item in items {
                if item.outlineViewController == viewControllerType { return item }
                if let found = find(in: item.subitems) { return found }
            }
            return nil
        }
        return find(in: menuItems)
    }
}

extension OutlineViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let menuItem = dataSource.itemIdentifier(for: indexPath) else { return }
        collectionView.deselectItem(at: indexPath, animated: true)
        if let viewController = menuItem.outlineViewController {
            navigationController?.pushViewController(viewController.init(), animated: true)
        } else if let screen = menuItem.screen {
            let viewController = screen.make()
            pushedScreenPaths[ObjectIdentifier(viewController)] = screen.path
            navigationController?.pushViewController(viewController, animated: true)
        }
    }
}
