import Foundation

/// A screen size the static gallery draws each example at.
public struct Viewport: Sendable, Hashable {
    /// The frame's `data-viewport` attribute: lowercase letters, digits and hyphens.
    public let name: String
    /// What the page calls the device.
    public let label: String
    /// The window's size in points.
    public let size: CGSize
    /// Pixels per point.
    public let displayScale: CGFloat

    public init(name: String, label: String, size: CGSize, displayScale: CGFloat) {
        self.name = name
        self.label = label
        self.size = size
        self.displayScale = displayScale
    }

    /// An iPhone 14 in portrait.
    public static let phone = Viewport(name: "phone", label: "iPhone", size: CGSize(width: 390, height: 844), displayScale: 3)
    /// A laptop's browser window.
    public static let desktop = Viewport(name: "desktop", label: "Desktop", size: CGSize(width: 1280, height: 800), displayScale: 2)

    /// The viewports of the static gallery, in page order.
    public static let gallery: [Viewport] = [.phone, .desktop]
}
