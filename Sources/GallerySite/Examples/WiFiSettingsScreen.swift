import OpenCollectionView

/// The sample's `WiFiSettingsViewController`, rebuilt as an inset-grouped list collection view: the sample uses a
/// `UITableView(style: .insetGrouped)` with a table diffable data source, which OpenCollectionView does not provide.
///
/// The configuration section holds the "Wi-Fi" row, whose switch is a `.customView` accessory, and — while Wi-Fi
/// is on — the current network, marked with a leading checkmark; the networks section lists the networks found,
/// sorted by name. Network rows show the table's detail disclosure button as `.detail()` (ⓘ) and
/// `.disclosureIndicator()`. The switch's action updates the list as the sample's `updateUI()` does.
@MainActor
final class WiFiSettingsScreen: GalleryScreen {
    enum Section: CaseIterable, Hashable, Sendable {
        case config, networks
    }

    enum ItemType: Hashable, Sendable {
        case wifiEnabled, currentNetwork, availableNetwork
    }

    /// A row. Network rows keep their network's identity across updates, as the sample's reuse the network's UUID.
    struct Item: Hashable, Sendable, CustomStringConvertible {
        let title: String
        let type: ItemType
        let identifier: String

        var description: String { identifier }
    }

    let collectionView: UICollectionView
    private var dataSource: UICollectionViewDiffableDataSource<Section, Item>!
    /// The switch of the "Wi-Fi" row.
    let wifiSwitch = UISwitch()
    private(set) var wifiEnabled = true
    /// The networks the last scan found (every network: the state after the sample's first scan).
    private(set) var availableNetworks = WiFiNetworkCatalog.allNetworkNames

    private let configurationItems = [
        Item(title: "Wi-Fi", type: .wifiEnabled, identifier: "config wifi-enabled"),
        Item(title: WiFiNetworkCatalog.currentNetworkName, type: .currentNetwork, identifier: "config current-network"),
    ]

    /// The screen laid out in `viewport`, Wi-Fi on.
    init(viewport: Viewport) {
        collectionView = UICollectionView(frame: CGRect(origin: .zero, size: viewport.size), collectionViewLayout: Self.createLayout())
        collectionView.traitOverrides.displayScale = viewport.displayScale
        wifiSwitch.isOn = wifiEnabled
        wifiSwitch.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            wifiEnabled = wifiSwitch.isOn
            updateUI()
        }, for: .valueChanged)
        configureDataSource()
        updateUI(animated: false)
        // On screen: laid out, so that a person can act on what it shows.
        collectionView.layoutIfNeeded()
    }

    static func createLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { [weak self] cell, _, item in
            guard let self else { return }
            var content = cell.defaultContentConfiguration()
            content.text = item.title
            cell.contentConfiguration = content
            switch item.type {
            case .wifiEnabled:
                cell.accessories = [.customView(configuration: .init(
                    customView: wifiSwitch, placement: .trailing(), maintainsFixedSize: true))]
            case .currentNetwork:
                let checkmark = UIImageView(image: UIImage(systemName: "checkmark"))
                cell.accessories = [
                    .customView(configuration: .init(customView: checkmark, placement: .leading(), maintainsFixedSize: true)),
                    .detail(), .disclosureIndicator(),
                ]
            case .availableNetwork:
                cell.accessories = [.detail(), .disclosureIndicator()]
            }
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }
    }

    /// The sample's `updateUI()`: the configuration rows for the switch's state and, while Wi-Fi is on, the
    /// networks sorted by name.
    func updateUI(animated: Bool = true) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections([.config])
        snapshot.appendItems(wifiEnabled ? configurationItems : [configurationItems[0]], toSection: .config)
        if wifiEnabled {
            let sortedNetworks = availableNetworks.sorted { $0 < $1 }
            snapshot.appendSections([.networks])
            snapshot.appendItems(
                sortedNetworks.map { Item(title: $0, type: .availableNetwork, identifier: "network \($0)") }, toSection: .networks)
        }
        dataSource.apply(snapshot, animatingDifferences: animated)
    }
}
