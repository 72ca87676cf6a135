import CollectionDiagnostics
import DiffableSnapshots

/// A deliberately naive model of UIKit's snapshot rules — arrays of arrays, linear searches — to check the real
/// snapshot against. Each operation returns the diagnostics UIKit's behaviour implies (operation and severity).
struct SnapshotReferenceModel: Equatable {
    struct Section: Equatable {
        var identifier: Int
        var items: [Int]
    }

    var sections: [Section] = []
    var reloadedItems: [Int] = []
    var reconfiguredItems: [Int] = []
    var reloadedSections: [Int] = []

    var allItems: [Int] { sections.flatMap(\.items) }

    /// A diagnostic reduced to what the model predicts.
    struct Outcome: Equatable, CustomStringConvertible {
        var severity: Diagnostic.Severity
        var operation: String
        var description: String { "\(severity) in \(operation)" }
    }

    mutating func apply(_ operation: SnapshotOperation) -> [Outcome] {
        let name = operation.name
        func error() -> [Outcome] { [Outcome(severity: .error, operation: name)] }
        func hasRepeats(_ values: [Int]) -> Bool { Set(values).count != values.count }
        func sectionIndex(_ identifier: Int) -> Int? { sections.firstIndex { $0.identifier == identifier } }
        func itemPath(_ item: Int) -> (section: Int, item: Int)? {
            for (s, section) in sections.enumerated() {
                if let i = section.items.firstIndex(of: item) { return (s, i) }
            }
            return nil
        }
        func removeItems(_ items: [Int]) {
            for s in sections.indices { sections[s].items.removeAll { items.contains($0) } }
        }
        func markUnion(_ list: inout [Int], _ values: [Int]) {
            for value in values where !list.contains(value) { list.append(value) }
        }

        switch operation {
        case .appendSections(let ids):
            if hasRepeats(ids) || ids.contains(where: { sectionIndex($0) != nil }) { return error() }
            sections += ids.map { Section(identifier: $0, items: []) }
        case .insertSections(let ids, let destination, let after):
            if hasRepeats(ids) || ids.contains(destination) { return error() }
            guard let index = sectionIndex(destination) else { return error() }
            if ids.contains(where: { sectionIndex($0) != nil }) { return error() }
            sections.insert(contentsOf: ids.map { Section(identifier: $0, items: []) }, at: after ? index + 1 : index)
        case .deleteSections(let ids):
            if hasRepeats(ids) { return error() }
            sections.removeAll { ids.contains($0.identifier) }
        case .moveSection(let section, let destination, let after):
            if section == destination { return error() }
            guard let source = sectionIndex(section), sectionIndex(destination) != nil else { return error() }
            let moved = sections.remove(at: source)
            let target = sectionIndex(destination)!
            sections.insert(moved, at: after ? target + 1 : target)
        case .reloadSections(let ids):
            if hasRepeats(ids) || ids.contains(where: { sectionIndex($0) == nil }) { return error() }
            markUnion(&reloadedSections, ids)
        case .appendItems(let ids, let section):
            if sections.isEmpty || hasRepeats(ids) { return error() }
            var target = sections.count - 1
            if let section {
                guard let index = sectionIndex(section) else { return error() }
                target = index
            }
            if ids.isEmpty { return [] }
            let existing = ids.filter { itemPath($0) != nil }
            removeItems(existing)
            sections[target].items += ids
            return existing.isEmpty ? [] : [Outcome(severity: .warning, operation: name)]
        case .insertItems(let ids, let destination, let after):
            if hasRepeats(ids) || ids.contains(destination) || itemPath(destination) == nil { return error() }
            let existing = ids.filter { itemPath($0) != nil }
            removeItems(existing)
            let path = itemPath(destination)!
            sections[path.section].items.insert(contentsOf: ids, at: after ? path.item + 1 : path.item)
            return existing.isEmpty ? [] : [Outcome(severity: .warning, operation: name)]
        case .deleteItems(let ids):
            if hasRepeats(ids) { return error() }
            removeItems(ids)
        case .deleteAllItems:
            sections = []
        case .moveItem(let item, let destination, let after):
            if item == destination || itemPath(item) == nil || itemPath(destination) == nil { return error() }
            removeItems([item])
            let path = itemPath(destination)!
            sections[path.section].items.insert(item, at: after ? path.item + 1 : path.item)
        case .reloadItems(let ids):
            if hasRepeats(ids) || ids.contains(where: { itemPath($0) == nil }) { return error() }
            markUnion(&reloadedItems, ids)
        case .reconfigureItems(let ids):
            if hasRepeats(ids) || ids.contains(where: { itemPath($0) == nil }) { return error() }
            markUnion(&reconfiguredItems, ids)
        }
        return []
    }
}

/// One call on a snapshot with small integer identifiers (sections and items each drawn from a few values, so
/// that repeats, unknown identifiers and existing identifiers are all common).
enum SnapshotOperation: Sendable, CustomStringConvertible {
    case appendSections([Int])
    case insertSections([Int], Int, after: Bool)
    case deleteSections([Int])
    case moveSection(Int, Int, after: Bool)
    case reloadSections([Int])
    case appendItems([Int], toSection: Int?)
    case insertItems([Int], Int, after: Bool)
    case deleteItems([Int])
    case deleteAllItems
    case moveItem(Int, Int, after: Bool)
    case reloadItems([Int])
    case reconfigureItems([Int])

    var name: String {
        switch self {
        case .appendSections: "appendSections(_:)"
        case .insertSections(_, _, let after): after ? "insertSections(_:afterSection:)" : "insertSections(_:beforeSection:)"
        case .deleteSections: "deleteSections(_:)"
        case .moveSection(_, _, let after): after ? "moveSection(_:afterSection:)" : "moveSection(_:beforeSection:)"
        case .reloadSections: "reloadSections(_:)"
        case .appendItems: "appendItems(_:toSection:)"
        case .insertItems(_, _, let after): after ? "insertItems(_:afterItem:)" : "insertItems(_:beforeItem:)"
        case .deleteItems: "deleteItems(_:)"
        case .deleteAllItems: "deleteAllItems()"
        case .moveItem(_, _, let after): after ? "moveItem(_:afterItem:)" : "moveItem(_:beforeItem:)"
        case .reloadItems: "reloadItems(_:)"
        case .reconfigureItems: "reconfigureItems(_:)"
        }
    }

    var description: String {
        switch self {
        case .appendSections(let ids): "appendSections(\(ids))"
        case .insertSections(let ids, let d, let after): "insertSections(\(ids), \(after ? "after" : "before"): \(d))"
        case .deleteSections(let ids): "deleteSections(\(ids))"
        case .moveSection(let s, let d, let after): "moveSection(\(s), \(after ? "after" : "before"): \(d))"
        case .reloadSections(let ids): "reloadSections(\(ids))"
        case .appendItems(let ids, let s): "appendItems(\(ids), toSection: \(s.map(String.init) ?? "nil"))"
        case .insertItems(let ids, let d, let after): "insertItems(\(ids), \(after ? "after" : "before"): \(d))"
        case .deleteItems(let ids): "deleteItems(\(ids))"
        case .deleteAllItems: "deleteAllItems()"
        case .moveItem(let i, let d, let after): "moveItem(\(i), \(after ? "after" : "before"): \(d))"
        case .reloadItems(let ids): "reloadItems(\(ids))"
        case .reconfigureItems(let ids): "reconfigureItems(\(ids))"
        }
    }

    /// Performs the call on a real snapshot.
    func perform(on snapshot: inout NSDiffableDataSourceSnapshot<Int, Int>) {
        switch self {
        case .appendSections(let ids): snapshot.appendSections(ids)
        case .insertSections(let ids, let d, let after):
            after ? snapshot.insertSections(ids, afterSection: d) : snapshot.insertSections(ids, beforeSection: d)
        case .deleteSections(let ids): snapshot.deleteSections(ids)
        case .moveSection(let s, let d, let after):
            after ? snapshot.moveSection(s, afterSection: d) : snapshot.moveSection(s, beforeSection: d)
        case .reloadSections(let ids): snapshot.reloadSections(ids)
        case .appendItems(let ids, let s): snapshot.appendItems(ids, toSection: s)
        case .insertItems(let ids, let d, let after):
            after ? snapshot.insertItems(ids, afterItem: d) : snapshot.insertItems(ids, beforeItem: d)
        case .deleteItems(let ids): snapshot.deleteItems(ids)
        case .deleteAllItems: snapshot.deleteAllItems()
        case .moveItem(let i, let d, let after):
            after ? snapshot.moveItem(i, afterItem: d) : snapshot.moveItem(i, beforeItem: d)
        case .reloadItems(let ids): snapshot.reloadItems(ids)
        case .reconfigureItems(let ids): snapshot.reconfigureItems(ids)
        }
    }

    /// Draws a random call. Building calls (appends) are the most frequent so that snapshots grow.
    static func random(using rng: inout some RandomNumberGenerator) -> SnapshotOperation {
        func section() -> Int { Int.random(in: 0..<6, using: &rng) }
        func item() -> Int { Int.random(in: 0..<12, using: &rng) }
        func sections() -> [Int] { (0..<Int.random(in: 0...3, using: &rng)).map { _ in section() } }
        func items() -> [Int] { (0..<Int.random(in: 0...4, using: &rng)).map { _ in item() } }
        let after = Bool.random(using: &rng)
        switch Int.random(in: 0..<20, using: &rng) {
        case 0..<3: return .appendSections(sections())
        case 3: return .insertSections(sections(), section(), after: after)
        case 4: return .deleteSections(sections())
        case 5: return .moveSection(section(), section(), after: after)
        case 6: return .reloadSections(sections())
        case 7..<11: return .appendItems(items(), toSection: Bool.random(using: &rng) ? nil : section())
        case 11..<13: return .insertItems(items(), item(), after: after)
        case 13..<15: return .deleteItems(items())
        case 15: return Int.random(in: 0..<3, using: &rng) == 0 ? .deleteAllItems : .deleteItems([item()])
        case 16..<18: return .moveItem(item(), item(), after: after)
        case 18: return .reloadItems(items())
        default: return .reconfigureItems(items())
        }
    }
}
