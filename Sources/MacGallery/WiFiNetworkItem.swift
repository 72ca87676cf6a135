import Cocoa

/// A network row of the Wi-Fi Settings window: the network's name, after a check mark when it is the network the
/// Mac is on.
final class WiFiNetworkItem: NSCollectionViewItem {
    static let reuseIdentifier = NSUserInterfaceItemIdentifier("wifi-network-item-reuse-identifier")

    /// Whether the row shows the check mark of the network joined.
    var isCurrentNetwork = false {
        didSet { imageView?.isHidden = !isCurrentNetwork }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        imageView?.isHidden = !isCurrentNetwork
    }
}
