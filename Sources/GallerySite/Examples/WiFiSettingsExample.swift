import OpenCollectionView

/// Diffable Data Source › Settings: Wi-Fi (spec sample-gallery.md §3.16, navigation title "Wi-Fi"): a switch row
/// and the current network, then the networks in range sorted by name, in an inset-grouped list.
///
/// The sample's screen is a `UITableView`, which OpenCollectionView does not provide: the page builds the same
/// screen as an inset-grouped list collection view (`WiFiSettingsScreen`) and draws its render tree — with Wi-Fi
/// on and every network found (the state after the sample's first scan), in each viewport; then on the phone after
/// a person turned the switch off (`UISwitch.hostDidToggle()`): the current network and the networks section go.
public struct WiFiSettingsExample: RenderTreeExample {
    public let menuTitle = "Settings: Wi-Fi"
    public let navigationTitle = "Wi-Fi"
    public let slug = "settings-wi-fi"
    public let backgroundColor = GalleryColor.systemGroupedBackground

    /// The frame showing the list with Wi-Fi off.
    public static let wifiOffFrameName = "phone-wifi-off"

    /// The two configuration rows, then the 17 networks.
    public var itemIdentifiers: [[Int]] {
        [[0, 1], Array(2..<19)]
    }

    /// The example as the sample shows it.
    public init() {}

    public func makeLayout() -> UICollectionViewCompositionalLayout {
        WiFiSettingsScreen.createLayout()
    }

    public var pageNote: String? {
        "The sample's screen is a UITableView (inset grouped), which OpenCollectionView does not provide; this page "
            + "builds the same screen with an inset-grouped list collection view: the switch is a custom-view accessory, "
            + "the table's detail disclosure button is a detail (info) and a disclosure indicator accessory, and the current "
            + "network has a leading checkmark. The sample rescans every 2 seconds, dropping and adding networks at "
            + "random; the page shows every network, the state after its first scan."
    }

    public func renderTreeFrames(viewports: [Viewport]) -> [RenderTreeFrame] {
        var frames = firstFrames(of: WiFiSettingsScreen.self, in: viewports)
        let phone = viewports.first { $0 == .phone } ?? .phone
        let screen = WiFiSettingsScreen(viewport: phone)
        screen.wifiSwitch.hostDidToggle()
        frames.append(withExtendedLifetime(screen) {
            RenderTreeFrame(
                capturing: screen.collectionView, in: phone, name: Self.wifiOffFrameName, state: "After turning Wi-Fi off",
                background: backgroundColor)
        })
        return frames
    }
}
