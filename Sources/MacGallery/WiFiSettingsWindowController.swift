import Cocoa
import SampleData

/// Wi-Fi Settings: a check box that turns Wi-Fi on and off, the network the Mac is on (with a check mark), then the
/// networks in range by name. Turning Wi-Fi off takes away the current network and the networks section, animated;
/// turning it on brings them back.
///
/// Rows are items of a collection view rather than a table's, 19 points tall and 5 apart, as the Mac target lays
/// them out. The networks are the sample's, all of them: the sample's scans, which add and remove networks at
/// random every two seconds, are left out so that the window shows the same rows every time.
final class WiFiSettingsWindowController: NSWindowController {
    /// The Wi-Fi check box with the network joined, then the networks in range.
    enum Section { case config, networks }

    /// What a row shows: the check box, the network joined, or a network in range.
    enum ItemType: Sendable { case wifiEnabled, currentNetwork, availableNetwork }

    /// One row. Each is made once and kept, so a row that leaves with Wi-Fi and comes back is the same item, which
    /// the diff then shows as an insertion of the very rows it deleted.
    struct Item: Hashable, Sendable {
        let title: String
        let type: ItemType
        private let identifier = UUID()

        init(title: String, type: ItemType) {
            self.title = title
            self.type = type
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(identifier)
        }

        static func == (lhs: Item, rhs: Item) -> Bool {
            lhs.identifier == rhs.identifier
        }
    }

    weak var collectionView: NSCollectionView!
    private var dataSource: NSCollectionViewDiffableDataSource<Section, Item>!
    private(set) var wifiEnabled = true

    private let wifiEnabledItem = Item(title: "Wi-Fi Enabled", type: .wifiEnabled)
    private let currentNetworkItem = Item(title: WiFiNetworkCatalog.currentNetworkName, type: .currentNetwork)
    private let networkItems = WiFiNetworkCatalog.sortedNetworkNames.map { Item(title: $0, type: .availableNetwork) }

    override func windowDidLoad() {
        super.windowDidLoad()
        configureHierarchy()
        configureDataSource()
        updateUI(animated: false)
    }

    /// Turns Wi-Fi on or off, as the check box says.
    func setWiFiEnabled(_ enabled: Bool) {
        guard enabled != wifiEnabled else { return }
        wifiEnabled = enabled
        updateUI(animated: true)
    }

    /// Shows the rows Wi-Fi's state calls for.
    private func updateUI(animated: Bool) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections([.config])
        snapshot.appendItems(wifiEnabled ? [wifiEnabledItem, currentNetworkItem] : [wifiEnabledItem], toSection: .config)
        if wifiEnabled {
            snapshot.appendSections([.networks])
            snapshot.appendItems(networkItems, toSection: .networks)
        }
        dataSource.apply(snapshot, animatingDifferences: animated)
    }

    private func createLayout() -> NSCollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(19))
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: rowSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: row)
        section.interGroupSpacing = 5
        section.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 10, bottom: 2, trailing: 10)
        return NSCollectionViewCompositionalLayout(section: section)
    }

    private func configureHierarchy() {
        collectionView.register(
            NSNib(nibNamed: "WiFiToggleItem", bundle: nil), forItemWithIdentifier: WiFiToggleItem.reuseIdentifier)
        collectionView.register(
            NSNib(nibNamed: "WiFiNetworkItem", bundle: nil), forItemWithIdentifier: WiFiNetworkItem.reuseIdentifier)
        collectionView.collectionViewLayout = createLayout()
    }

    private func configureDataSource() {
        // The data source owns this closure and the controller owns the data source: a strong self would be a cycle.
        dataSource = NSCollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) {
            [weak self] collectionView, indexPath, row in
            switch row.type {
            case .wifiEnabled:
                let item = collectionView.makeItem(withIdentifier: WiFiToggleItem.reuseIdentifier, for: indexPath)
                if let toggle = item as? WiFiToggleItem {
                    toggle.checkBox.title = row.title
                    toggle.checkBox.state = self?.wifiEnabled == false ? .off : .on
                    toggle.toggleHandler = { [weak self] isOn in self?.setWiFiEnabled(isOn) }
                }
                return item
            case .currentNetwork, .availableNetwork:
                let item = collectionView.makeItem(withIdentifier: WiFiNetworkItem.reuseIdentifier, for: indexPath)
                item.textField?.stringValue = row.title
                (item as? WiFiNetworkItem)?.isCurrentNetwork = row.type == .currentNetwork
                return item
            }
        }
    }
}
