import Synchronization

/// The scenes whose windows may have changed since a host last looked (`UIWindowScene.noteHostChanges(in:)`): what
/// a host drawing many scenes looks at after the app's own changes (a timer, a search answered late) instead of
/// visiting every scene on a timer, which costs most with the most scenes open and nothing changing. A scene is in
/// the list once however many changes it noted, until the host takes it. Headless addition, for hosts.
///
/// Changes made outside every scene to objects of none (`UIWindowScene.hostChangeMark`) may show in any scene: the
/// list says whether any came since it was last taken, rather than naming every scene.
public final class HostChangeList: Sendable {
    private struct State {
        var scenes: [(scene: ObjectIdentifier, ledger: SceneLedger)] = []
        var changesOutsideEveryScene = SceneLedger.changesOutsideEveryScene
    }

    private let state = Mutex(State())

    /// An empty list, which scenes join with `UIWindowScene.noteHostChanges(in:)`.
    public init() {}

    /// Notes that the scene `scene`, whose ledger is `ledger`, changed.
    func note(_ scene: ObjectIdentifier, ledger: SceneLedger) {
        state.withLock { $0.scenes.append((scene, ledger)) }
    }

    /// The scenes that noted a change since the last take, by identity (`ObjectIdentifier` of the `UIWindowScene`),
    /// each once; and whether something outside every scene changed since. Each scene taken tells the list again at
    /// its next change. O(scenes taken).
    public func take() -> (scenes: [ObjectIdentifier], outsideEveryScene: Bool) {
        let outside = SceneLedger.changesOutsideEveryScene
        let (taken, outsideChanged) = state.withLock { state in
            defer {
                state.scenes.removeAll(keepingCapacity: true)
                state.changesOutsideEveryScene = outside
            }
            return (state.scenes, state.changesOutsideEveryScene != outside)
        }
        // Told before the host looks at them: a change from now on comes back in the next take.
        for (_, ledger) in taken { ledger.hostTookNotice() }
        return (taken.map(\.scene), outsideChanged)
    }
}
