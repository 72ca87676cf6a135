import Foundation

/// A screen size the gallery lays each example out for.
public struct Viewport: Sendable, Hashable {
    /// A short lowercase name, used in the page's `data-viewport` attributes.
    public let name: String
    /// What the page calls it.
    public let label: String
    /// The collection view's size in points.
    public let size: CGSize
    /// Pixels per point; frames are snapped to this grid.
    public let displayScale: CGFloat

    /// A viewport of `size` points at `displayScale`.
    public init(name: String, label: String, size: CGSize, displayScale: CGFloat) {
        self.name = name
        self.label = label
        self.size = size
        self.displayScale = displayScale
    }

    /// A current iPhone in portrait: 390 × 844 pt at 3×.
    public static let phone = Viewport(
        name: "phone", label: "iPhone", size: CGSize(width: 390, height: 844), displayScale: 3)
    /// A desktop browser window: 1280 × 800 pt at 2×, wide enough for Adaptive Sections' wide mode.
    public static let desktop = Viewport(
        name: "desktop", label: "Desktop", size: CGSize(width: 1280, height: 800), displayScale: 2)

    /// The viewports every example page shows, in page order.
    public static let gallery: [Viewport] = [.phone, .desktop]
}
