import Synchronization

/// How many of the views made while one scene was in charge are alive: what a host bounds a person's page by without
/// walking its windows (`UIWindowScene.liveViewCount`). A view made while a scene is in charge keeps its scene's tally
/// and takes itself off it when it goes.
final class LiveViewTally: Sendable {
    private let count = Atomic<Int>(0)

    var value: Int { count.load(ordering: .relaxed) }

    func add() {
        count.wrappingAdd(1, ordering: .relaxed)
    }

    func remove() {
        count.wrappingSubtract(1, ordering: .relaxed)
    }
}

extension UIWindowScene {
    /// How many views made while this scene was in charge (`run(_:)`, or laying out one of its windows) are alive:
    /// those of its windows, those its collection views keep for reuse, and any its app holds elsewhere. O(1), where
    /// counting a window's views (`UIWindow.hostViewCount`) walks them. Headless addition, for hosts.
    public var liveViewCount: Int { viewTally.value }
}
