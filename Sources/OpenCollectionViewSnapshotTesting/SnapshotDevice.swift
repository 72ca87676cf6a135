import OpenCollectionView

/// The screen a snapshot is taken on: its size in points, its display scale, its appearance and layout direction, as
/// swift-snapshot-testing's `ViewImageConfig` names devices for UIKit. Size classes follow from the width as on a
/// device (compact below 600 pt wide). Portrait; make a landscape one with `SnapshotDevice(name:size:scale:)`.
public struct SnapshotDevice: Sendable, Hashable {
    /// The device's name, for people reading a test.
    public var name: String
    /// The screen's size in points.
    public var size: CGSize
    /// The display scale: points to pixels.
    public var scale: CGFloat
    /// Light or dark appearance.
    public var userInterfaceStyle: UIUserInterfaceStyle
    /// Left to right, or right to left as in Arabic and Hebrew.
    public var layoutDirection: UITraitEnvironmentLayoutDirection

    /// A device of `size` points at `scale`, in `userInterfaceStyle` and `layoutDirection`.
    public init(
        name: String, size: CGSize, scale: CGFloat, userInterfaceStyle: UIUserInterfaceStyle = .light,
        layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight
    ) {
        self.name = name
        self.size = size
        self.scale = scale
        self.userInterfaceStyle = userInterfaceStyle
        self.layoutDirection = layoutDirection
    }

    /// iPhone 15 and 15 Pro: 393 × 852 pt at 3×.
    public static let iPhone15 = SnapshotDevice(name: "iPhone 15", size: CGSize(width: 393, height: 852), scale: 3)
    /// iPhone 15 Pro Max: 430 × 932 pt at 3×.
    public static let iPhone15ProMax = SnapshotDevice(
        name: "iPhone 15 Pro Max", size: CGSize(width: 430, height: 932), scale: 3)
    /// iPhone SE (3rd generation): 375 × 667 pt at 2×.
    public static let iPhoneSE = SnapshotDevice(name: "iPhone SE", size: CGSize(width: 375, height: 667), scale: 2)
    /// iPad Pro 11-inch: 834 × 1194 pt at 2×.
    public static let iPadPro11 = SnapshotDevice(name: "iPad Pro 11", size: CGSize(width: 834, height: 1194), scale: 2)

    /// The same device in dark appearance.
    public var dark: SnapshotDevice {
        var device = self
        device.userInterfaceStyle = .dark
        return device
    }

    /// The same device laid out right to left, as for an app localised into Arabic or Hebrew.
    public var rightToLeft: SnapshotDevice {
        var device = self
        device.layoutDirection = .rightToLeft
        return device
    }
}
