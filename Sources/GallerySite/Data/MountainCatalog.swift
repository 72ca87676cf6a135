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
        let asciiFilter = asciiBytes(of: lowercasedFilter)
        return byName.compactMap { entry in
            let contains = if let asciiFilter, let asciiName = entry.asciiName {
                contains(asciiFilter, in: asciiName)
            } else {
                entry.lowercasedName.firstRange(of: lowercasedFilter) != nil
            }
            return contains ? entry.mountain : nil
        }
    }

    /// Whether `needle` occurs in `haystack`. For ASCII text, where bytes are characters, this is what searching the
    /// strings answers, at a fraction of the cost of comparing them character by character.
    private static func contains(_ needle: [UInt8], in haystack: [UInt8]) -> Bool {
        guard needle.count <= haystack.count else { return false }
        return haystack.withUnsafeBufferPointer { name in
            needle.withUnsafeBufferPointer { filter in
                (0...(name.count - filter.count)).contains { start in
                    name[start] == filter[0] && (1..<filter.count).allSatisfy { name[start + $0] == filter[$0] }
                }
            }
        }
    }

    /// Every mountain sorted by name, with its name lowercased, and its bytes when the name is ASCII.
    private static let byName: [(mountain: Mountain, lowercasedName: String, asciiName: [UInt8]?)] =
        all.sorted { $0.name < $1.name }.map { mountain in
            let lowercased = mountain.name.lowercased()
            return (mountain, lowercased, asciiBytes(of: lowercased))
        }

    /// The bytes of `text` when it is ASCII (each byte a character), else `nil`.
    private static func asciiBytes(of text: String) -> [UInt8]? {
        text.utf8.allSatisfy { $0 < 0x80 } ? Array(text.utf8) : nil
    }
}
