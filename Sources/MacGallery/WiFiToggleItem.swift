import Cocoa

/// The first row of the Wi-Fi Settings window: a check box that turns Wi-Fi on and off.
///
/// The xib sends the check box's action to the item, which has no say over the window's content: it hands the new
/// state to `toggleHandler`, which the window controller sets when it makes the row.
final class WiFiToggleItem: NSCollectionViewItem {
    static let reuseIdentifier = NSUserInterfaceItemIdentifier("wifi-toggle-item-reuse-identifier")

    weak var checkBox: NSButton!
    /// Told whether the check box is on after each click.
    var toggleHandler: ((Bool) -> Void)?

    @IBAction func toggleWiFi(_ sender: Any) {
        toggleHandler?(checkBox.state == .on)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        toggleHandler = nil
    }
}
