import Foundation
import OpenCollectionView
import SampleData

/// Diffable Data Source › Settings: Wi-Fi ("Wi-Fi"): an inset-grouped table — a "Wi-Fi" row with a switch, the
/// current network while Wi-Fi is on, then the networks the last scan found, sorted by name. Turning the switch off
/// removes the current network and the networks section, animated; scans add and remove networks every two seconds.
final class WiFiSettingsViewController: UIViewController {
    enum Section: CaseIterable {
        case config, networks
    }

    enum ItemType {
        case wifiEnabled, currentNetwork, availableNetwork
    }

    struct Item: Hashable {
        let title: String
        let type: ItemType
        let network: WiFiController.Network?

        init(title: String, type: ItemType) {
            self.title = title
            self.type = type
            self.network = nil
            self.identifier = UUID()
        }

        init(network: WiFiController.Network) {
            self.title = network.name
            self.type = .availableNetwork
            self.network = network
            self.identifier = network.identifier
        }

        var isConfig: Bool { type != .availableNetwork }
        var isNetwork: Bool { type == .availableNetwork }

        private let identifier: UUID

        func hash(into hasher: inout Hasher) {
            hasher.combine(identifier)
        }

        static func == (lhs: Item, rhs: Item) -> Bool {
            lhs.identifier == rhs.identifier
        }
    }

    static let reuseIdentifier = "reuse-identifier"

    var wifiController: WiFiController! = nil
    var tableView: UITableView! = nil
    var dataSource: UITableViewDiffableDataSource<Section, Item>! = nil
    var currentSnapshot: NSDiffableDataSourceSnapshot<Section, Item>! = nil

    lazy var configurationItems: [Item] = [
        Item(title: "Wi-Fi", type: .wifiEnabled),
        Item(title: WiFiNetworkCatalog.currentNetworkName, type: .currentNetwork),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Wi-Fi"
        configureTableView()
        configureDataSource()
        updateUI(animated: false)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        wifiController.scanForNetworks = true
    }

    /// Scanning stops while the screen is not shown (the sample's never does).
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        wifiController.scanForNetworks = false
    }

    private func configureDataSource() {
        wifiController = WiFiController { [weak self] _ in
            self?.updateUI()
        }
        dataSource = UITableViewDiffableDataSource<Section, Item>(tableView: tableView) { [weak self] tableView, indexPath, item in
            guard let self, let wifiController else { return nil }
            let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: indexPath)
            var content = cell.defaultContentConfiguration()
            // The network rows and the current network offer details; the first row holds the switch.
            if item.isNetwork {
                content.text = item.title
                cell.accessoryType = .detailDisclosureButton
                cell.accessoryView = nil
            } else if item.isConfig {
                content.text = item.title
                if item.type == .wifiEnabled {
                    let enableWifiSwitch = UISwitch()
                    enableWifiSwitch.isOn = wifiController.wifiEnabled
                    enableWifiSwitch.addAction(UIAction { [weak self] action in
                        guard let self, let toggle = action.sender as? UISwitch else { return }
                        self.wifiController.wifiEnabled = toggle.isOn
                        self.updateUI()
                    }, for: .touchUpInside)
                    cell.accessoryView = enableWifiSwitch
                } else {
                    cell.accessoryView = nil
                    cell.accessoryType = .detailDisclosureButton
                }
            }
            cell.contentConfiguration = content
            return cell
        }
        dataSource.defaultRowAnimation = .fade
    }

    /// The configuration rows for the switch's state and, while Wi-Fi is on, the networks sorted by name.
    func updateUI(animated: Bool = true) {
        guard let controller = wifiController else { return }
        let configItems = configurationItems.filter { !($0.type == .currentNetwork && !controller.wifiEnabled) }

        currentSnapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        currentSnapshot.appendSections([.config])
        currentSnapshot.appendItems(configItems, toSection: .config)
        if controller.wifiEnabled {
            let sortedNetworks = controller.availableNetworks.sorted { $0.name < $1.name }
            let networkItems = sortedNetworks.map { Item(network: $0) }
            currentSnapshot.appendSections([.networks])
            currentSnapshot.appendItems(networkItems, toSection: .networks)
        }
        dataSource.apply(currentSnapshot, animatingDifferences: animated)
    }

    private func configureTableView() {
        tableView = UITableView(frame: .zero, style: .insetGrouped)
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.reuseIdentifier)
    }
}
