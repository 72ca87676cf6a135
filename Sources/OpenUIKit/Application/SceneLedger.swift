import Synchronization

/// What a host reads of one scene without walking its windows: how many of the views made while it was in charge are
/// alive (`UIWindowScene.liveViewCount`), and a count that grows whenever something its host draws of those windows may
/// have changed (`UIWindowScene.hostChangeMark`). A view made while a scene is in charge keeps its scene's ledger, takes
/// itself off it when it goes, and notes its changes in it; view controllers and bar items keep the ledger of the scene
/// they were made in too, so that a timer's changes outside every scene still count for their own page.
final class SceneLedger: Sendable {
    private let liveViews = Atomic<Int>(0)
    private let hostChanges = Atomic<Int>(0)
    /// Changes noted where no scene was in charge, to objects of no scene (a `DispatchQueue` timer that renames a bar
    /// button): any scene's windows may show them, so they count for every scene.
    private static let hostChangesOutsideEveryScene = Atomic<Int>(0)

    var liveViewCount: Int { liveViews.load(ordering: .relaxed) }

    func viewMade() {
        liveViews.wrappingAdd(1, ordering: .relaxed)
    }

    func viewGone() {
        liveViews.wrappingSubtract(1, ordering: .relaxed)
    }

    /// Whether the host watching the scene's changes (`HostChangeList`) holds a notice of them it has not taken yet, or
    /// nobody watches: either way a change only counts, at the cost of loading this flag.
    private let hostHasNotice = Atomic<Bool>(true)
    /// Where the scene's changes are told, and the scene's identity as the host knows it.
    private let watcher = Mutex<(list: HostChangeList, scene: ObjectIdentifier)?>(nil)

    /// Notes that something a host draws may have changed, in `ledger`'s scene, or in every scene when `nil`.
    static func noteHostChange(in ledger: SceneLedger?) {
        if let ledger {
            ledger.hostChanges.wrappingAdd(1, ordering: .relaxed)
            // The first change since the host last took the scene's notice tells it; the others only count.
            guard !ledger.hostHasNotice.load(ordering: .relaxed),
                !ledger.hostHasNotice.exchange(true, ordering: .acquiringAndReleasing),
                let (list, scene) = ledger.watcher.withLock({ $0 })
            else { return }
            list.note(scene, ledger: ledger)
        } else {
            hostChangesOutsideEveryScene.wrappingAdd(1, ordering: .relaxed)
        }
    }

    /// Tells `list` of the scene `scene`'s changes from now on, starting with a notice now (`nil`: nobody is told).
    func watch(in list: HostChangeList?, scene: ObjectIdentifier) {
        watcher.withLock { $0 = list.map { ($0, scene) } }
        // The host is told now, as of a change, so that it looks at the scene once.
        hostHasNotice.store(true, ordering: .releasing)
        list?.note(scene, ledger: self)
    }

    /// The host took the scene's notice: the next change tells it again.
    func hostTookNotice() {
        hostHasNotice.store(false, ordering: .releasing)
    }

    /// The changes noted outside every scene so far.
    static var changesOutsideEveryScene: Int { hostChangesOutsideEveryScene.load(ordering: .relaxed) }

    var hostChangeMark: HostChangeMark {
        HostChangeMark(
            inScene: hostChanges.load(ordering: .relaxed),
            outsideEveryScene: Self.hostChangesOutsideEveryScene.load(ordering: .relaxed))
    }
}

/// Where a scene's changes stood at one moment (`UIWindowScene.hostChangeMark`): two marks are equal only if nothing a
/// host draws of the scene's windows changed between them. Headless addition, for hosts.
public struct HostChangeMark: Equatable, Sendable {
    /// The changes noted in the scene.
    package let inScene: Int
    /// The changes noted outside every scene, to objects of none.
    package let outsideEveryScene: Int
}

extension UIWindowScene {
    /// How many views made while this scene was in charge (`run(_:)`, or laying out one of its windows) are alive:
    /// those of its windows, those its collection views keep for reuse, and any its app holds elsewhere. O(1), where
    /// counting a window's views (`UIWindow.hostViewCount`) walks them. Headless addition, for hosts.
    public var liveViewCount: Int { ledger.liveViewCount }

    /// A value that stays the same for as long as nothing `UIWindow.hostChangeSignature` covers changes in the scene's
    /// windows — their size and traits, the screens shown and their bars, the views hosts drive (a collection view's
    /// layout, updates and state), the scroll positions — so that a host looking for an app's changes of its own
    /// skips a page whose mark did not move, without walking its windows. A different mark says only that something
    /// may have changed: the signature says whether it did. Changes made outside every scene to objects of none move
    /// every scene's mark. O(1). Headless addition, for hosts.
    public var hostChangeMark: HostChangeMark { ledger.hostChangeMark }

    /// Tells `list` of this scene's changes from now on (`nil`: stops): the scene is in `list` now, and again after
    /// each time a host takes it there (`HostChangeList.take()`) at the first change noted since — what moves
    /// `hostChangeMark`. Headless addition, for hosts that draw many scenes and look at only those that changed.
    public func noteHostChanges(in list: HostChangeList?) {
        ledger.watch(in: list, scene: ObjectIdentifier(self))
    }
}

/// Notes that something a host draws of the scene in charge's windows may have changed (`UIWindowScene.hostChangeMark`):
/// what an object made outside every scene, with no view to ask, falls back on. Views call `UIView.noteHostChange()`.
@MainActor
func noteHostChangeInSceneInCharge() {
    SceneLedger.noteHostChange(in: UIWindowScene.inCharge?.ledger)
}
