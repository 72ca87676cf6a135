import Foundation
import Synchronization

/// The image files a live host can serve, by name (`ImageFile.fileName`), filled as images are drawn: the process's
/// pages draw an image's `<img>` and register its bytes in one step, so whatever a page shows, the host holds.
///
/// Bounded: it holds at most `byteBudget` bytes of images, forgetting the least recently drawn or served first when a
/// new one would go over (a file larger than the whole budget is not held at all). A page whose image was forgotten
/// gets it again when the image is drawn again; until then its address answers 404. The process-wide `shared` registry
/// holds 64 MiB. Safe from any thread.
public final class ImageRegistry: Sendable {
    /// The registry live hosts serve from and drawings register in: 64 MiB.
    public static let shared = ImageRegistry(byteBudget: 64 << 20)

    /// The most bytes of images held at once.
    public let byteBudget: Int

    private struct Entry {
        var file: ImageFile
        var lastUse: UInt64
    }

    private struct State {
        var entries: [String: Entry] = [:]
        var byteCount = 0
        var clock: UInt64 = 0
    }

    private let state = Mutex(State())

    /// An empty registry holding at most `byteBudget` bytes.
    public init(byteBudget: Int) {
        self.byteBudget = max(0, byteBudget)
    }

    /// Holds `file` (or marks it used, when held), forgetting the least recently used files while the total is over
    /// the budget. A file larger than the budget is not held.
    public func register(_ file: ImageFile) {
        guard file.byteCount <= byteBudget else { return }
        state.withLock { state in
            state.clock += 1
            if state.entries[file.fileName] != nil {
                state.entries[file.fileName]?.lastUse = state.clock
                return
            }
            state.entries[file.fileName] = Entry(file: file, lastUse: state.clock)
            state.byteCount += file.byteCount
            while state.byteCount > byteBudget,
                let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key
            {
                state.byteCount -= state.entries.removeValue(forKey: oldest)?.file.byteCount ?? 0
            }
        }
    }

    /// The file named `fileName` (`<hash>.<ext>`), marked used; `nil` when it is not held.
    public func file(named fileName: String) -> ImageFile? {
        state.withLock { state in
            guard state.entries[fileName] != nil else { return nil }
            state.clock += 1
            state.entries[fileName]?.lastUse = state.clock
            return state.entries[fileName]?.file
        }
    }

    /// How many bytes of images are held.
    public var byteCount: Int { state.withLock(\.byteCount) }
    /// How many files are held.
    public var count: Int { state.withLock(\.entries.count) }
}
