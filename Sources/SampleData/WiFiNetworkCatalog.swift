/// The sample's `WiFiController` data (spec sample-gallery.md §4.2): the networks its scans find and the one
/// the device is on.
public enum WiFiNetworkCatalog {
    /// The network the device is joined to, shown in the configuration section.
    public static let currentNetworkName = "breeno-net"

    /// The 17 networks of `WiFiController.allNetworks`, in the sample's order.
    public static let allNetworkNames = [
        "AirSpace1", "Living Room", "Courage", "Nacho WiFi", "FBI Surveillance Van", "Peacock-Swagger",
        "GingerGymnist", "Second Floor", "Evergreen", "__hidden_in_plain__sight__", "MarketingDropBox",
        "HamiltonVille", "404NotFound", "SNAGVille", "Overland101", "TheRoomWiFi", "PrivateSpace",
    ]

    /// The networks as the screen lists them: sorted by name with Swift's `<` (digits, then capitals, then the
    /// underscore), as the sample sorts them.
    public static var sortedNetworkNames: [String] {
        allNetworkNames.sorted { $0 < $1 }
    }
}
