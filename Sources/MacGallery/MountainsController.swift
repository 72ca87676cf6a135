import Foundation
import SampleData

/// A mountain of the sample's list. A class on the Mac, as the Mac target declares it: each parsed mountain is its
/// own object, identified by a UUID, so that it stays the same item whatever the filter — which is what lets a
/// filter animate as moves, deletes and inserts.
final class Mountain: Hashable, Sendable {
    let name: String
    /// Its height in metres.
    let height: Int
    private let identifier = UUID()

    init(name: String, height: Int) {
        self.name = name
        self.height = height
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
    }

    static func == (lhs: Mountain, rhs: Mountain) -> Bool {
        lhs.identifier == rhs.identifier
    }
}

/// The sample's mountains and the search over them, for the Mountains Search window.
struct MountainsController: Sendable {
    /// Every mountain, in the list's order.
    let mountains: [Mountain]

    /// The mountains of `rawData`: one a line, its name, a comma, its height in metres.
    init(rawData: String = MountainsData.rawData) {
        mountains = rawData.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: ",", maxSplits: 1)
            guard let name = fields.first?.trimmingCharacters(in: .whitespaces), !name.isEmpty else { return nil }
            let height = fields.count > 1 ? Int(fields[1].trimmingCharacters(in: .whitespaces)) ?? 0 : 0
            return Mountain(name: name, height: height)
        }
    }

    /// The mountains whose names contain `filter`, ignoring case as the sample does (both sides lowercased), sorted
    /// by name with Swift's `<` — code-point order, so capitals come before small letters and accented letters after
    /// `z`; every mountain for `nil` or an empty filter.
    func filteredMountains(with filter: String?) -> [Mountain] {
        let lowercasedFilter = filter?.lowercased() ?? ""
        let matching = lowercasedFilter.isEmpty
            ? mountains : mountains.filter { $0.name.lowercased().contains(lowercasedFilter) }
        return matching.sorted { $0.name < $1.name }
    }
}
