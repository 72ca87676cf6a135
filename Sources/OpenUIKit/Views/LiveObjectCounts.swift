import Synchronization

/// How many windows, views and view controllers exist right now, process-wide: what a server checks for leaks after
/// its sessions have gone (every count returns to what it was before they came). Headless addition; UIKit has no such
/// counts (Instruments finds leaks there).
///
/// Each count is one atomic add in an initializer and one in `deinit`, so keeping them costs nothing a layout notices.
public struct LiveObjectCounts: Sendable, Hashable, CustomStringConvertible {
    /// Windows (`UIWindow` and subclasses), also counted among `views`.
    public var windows: Int
    /// Views of every kind: cells, labels, collection views, windows…
    public var views: Int
    /// View controllers of every kind.
    public var viewControllers: Int

    /// The counts at this moment.
    public static var current: LiveObjectCounts {
        LiveObjectCounts(
            windows: windowCount.load(ordering: .relaxed), views: viewCount.load(ordering: .relaxed),
            viewControllers: viewControllerCount.load(ordering: .relaxed))
    }

    public var description: String {
        "\(windows) windows, \(views) views, \(viewControllers) view controllers"
    }

    static let windowCount = Atomic<Int>(0)
    static let viewCount = Atomic<Int>(0)
    static let viewControllerCount = Atomic<Int>(0)

    static func add(_ count: borrowing Atomic<Int>) {
        count.wrappingAdd(1, ordering: .relaxed)
    }

    static func remove(_ count: borrowing Atomic<Int>) {
        count.wrappingSubtract(1, ordering: .relaxed)
    }
}
