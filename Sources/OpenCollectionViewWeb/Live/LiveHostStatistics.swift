import Foundation
import OpenCollectionView

/// What a host holds at a moment, as its statistics address answers it
/// (`LiveHost.Configuration.statisticsPath`): `{"connected":…,"waiting":…,"windows":…,"views":…,
/// "viewControllers":…,"residentBytes":…,"releasingMemory":…}`. Sessions whose pages have gone away and whose grace
/// period has passed leave no window, view or view controller behind, so the object counts return to what they were
/// before; `releasingMemory` is true from then until the memory they held has been handed back to the system, when
/// `residentBytes` says what the process keeps.
struct LiveHostStatistics {
    var sessions: (connected: Int, waiting: Int)
    var objects: LiveObjectCounts
    var releasingMemory = false

    var json: String {
        let resident = Self.residentBytes.map(String.init) ?? "null"
        return "{\"connected\":\(sessions.connected),\"waiting\":\(sessions.waiting),\"windows\":\(objects.windows),"
            + "\"views\":\(objects.views),\"viewControllers\":\(objects.viewControllers),\"residentBytes\":\(resident),"
            + "\"releasingMemory\":\(releasingMemory)}"
    }

    /// The process's resident memory, from `/proc/self/statm` (Linux); `nil` where there is none.
    static var residentBytes: Int? {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
