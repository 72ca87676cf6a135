import SampleData

/// A mountain of the sample's list (spec sample-gallery.md §3.15).
///
/// The sample gives each parsed mountain a fresh UUID and compares mountains by it; here the identifier is the
/// mountain's line in the list, so pages are the same on every run. Either way a mountain keeps its identity
/// whatever the filter, which is what lets a filter animate as moves, deletes and inserts.
public struct Mountain: Hashable, Sendable, CustomStringConvertible {
    /// The mountain's name.
    public let name: String
    /// Its height in metres.
    public let height: Int
    /// Its line in the list, from 0.
    public let identifier: Int

    public static func == (lhs: Mountain, rhs: Mountain) -> Bool {
        lhs.identifier == rhs.identifier
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
    }

    /// The mountain's line and name ("4 Makalu"): what render trees name its cell by.
    public var description: String { "\(identifier) \(name)" }
}

/// The sample's `MountainsController`: the 387 mountains and the search over them.
public enum MountainCatalog {
    /// Every mountain, in the list's order.
    public static let all: [Mountain] = MountainsData.rawData.split(separator: "\n").enumerated().map { line, text in
        let fields = text.split(separator: ",", maxSplits: 1)
        return Mountain(name: String(fields[0]), height: Int(fields[1]) ?? 0, identifier: line)
    }

    /// The mountains whose names contain `filter`, ignoring case (`lowercased()` on both sides, as the sample
    /// does), sorted by name with Swift's `<`; all of them for a `nil` or empty filter. O(N) per search: the names
    /// are sorted and lowercased once, since a search runs on every keystroke.
    public static func filteredMountains(with filter: String?) -> [Mountain] {
        let lowercasedFilter = filter?.lowercased() ?? ""
        guard !lowercasedFilter.isEmpty else { return byName.map(\.mountain) }
        return byName.compactMap { entry in
            entry.lowercasedName.firstRange(of: lowercasedFilter) == nil ? nil : entry.mountain
        }
    }

    /// Every mountain sorted by name, with its name lowercased.
    private static let byName: [(mountain: Mountain, lowercasedName: String)] =
        all.sorted { $0.name < $1.name }.map { ($0, $0.name.lowercased()) }
}
