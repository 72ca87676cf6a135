import CollectionDiagnostics
import DiffableSnapshots

/// A plain recursive tree with the section snapshot's rules, written as directly as possible, to check
/// `NSDiffableDataSourceSectionSnapshot` against.
struct SectionSnapshotReferenceModel: Equatable {
    struct Node: Equatable {
        var item: Int
        var children: [Node] = []

        var flattened: [Int] { [item] + children.flatMap(\.flattened) }
    }

    var roots: [Node] = []
    var expanded: Set<Int> = []

    var items: [Int] { roots.flatMap(\.flattened) }

    /// (item, level, parent) depth-first.
    var outline: [(item: Int, level: Int, parent: Int?)] {
        func walk(_ nodes: [Node], level: Int, parent: Int?) -> [(item: Int, level: Int, parent: Int?)] {
            nodes.flatMap { [($0.item, level, parent)] + walk($0.children, level: level + 1, parent: $0.item) }
        }
        return walk(roots, level: 0, parent: nil)
    }

    var visibleItems: [Int] {
        func walk(_ nodes: [Node]) -> [Int] {
            nodes.flatMap { [$0.item] + (expanded.contains($0.item) ? walk($0.children) : []) }
        }
        return walk(roots)
    }

    /// The sibling list holding `item` and its index there, as a key path from the roots.
    func location(of item: Int) -> (path: [Int], index: Int)? {
        func search(_ nodes: [Node], path: [Int]) -> (path: [Int], index: Int)? {
            for (index, node) in nodes.enumerated() {
                if node.item == item { return (path, index) }
                if let found = search(node.children, path: path + [index]) { return found }
            }
            return nil
        }
        return search(roots, path: [])
    }

    func node(at path: [Int], index: Int) -> Node {
        siblings(at: path)[index]
    }

    func siblings(at path: [Int]) -> [Node] {
        var nodes = roots
        for step in path { nodes = nodes[step].children }
        return nodes
    }

    mutating func modifySiblings(at path: [Int], _ change: (inout [Node]) -> Void) {
        func descend(_ nodes: inout [Node], _ remaining: ArraySlice<Int>) {
            guard let step = remaining.first else { return change(&nodes) }
            descend(&nodes[step].children, remaining.dropFirst())
        }
        descend(&roots, path[...])
    }

    /// Applies an operation; returns the (severity, operation) pairs UIKit's rules imply.
    mutating func apply(_ operation: SectionSnapshotOperation) -> [SnapshotReferenceModel.Outcome] {
        let error = [SnapshotReferenceModel.Outcome(severity: .error, operation: operation.name)]
        let present = Set(items)
        func clashes(_ new: [Int]) -> Bool { Set(new).count != new.count || new.contains(where: present.contains) }
        switch operation {
        case .append(let new, let parent):
            if let parent {
                guard let place = location(of: parent) else { return error }
                if clashes(new) { return error }
                modifySiblings(at: place.path) { $0[place.index].children += new.map { Node(item: $0) } }
            } else {
                if clashes(new) { return error }
                roots += new.map { Node(item: $0) }
            }
        case .insert(let new, let anchor, let after):
            guard let place = location(of: anchor) else { return error }
            if clashes(new) { return error }
            modifySiblings(at: place.path) { $0.insert(contentsOf: new.map { Node(item: $0) }, at: after ? place.index + 1 : place.index) }
        case .insertForest(let forest, let anchor, let after):
            guard let place = location(of: anchor) else { return error }
            if clashes(forest.items) { return error }
            modifySiblings(at: place.path) { $0.insert(contentsOf: forest.roots, at: after ? place.index + 1 : place.index) }
            expanded.formUnion(forest.expanded)
        case .delete(let doomed):
            if doomed.contains(where: { !present.contains($0) }) { return error }
            for item in doomed {
                guard let place = location(of: item) else { continue }
                let removed = node(at: place.path, index: place.index).flattened
                modifySiblings(at: place.path) { $0.remove(at: place.index) }
                expanded.subtract(removed)
            }
        case .expand(let targets):
            expanded.formUnion(targets.filter(present.contains))
        case .collapse(let targets):
            expanded.subtract(targets)
        case .replace(let parent, let forest):
            guard let place = location(of: parent) else { return error }
            let descendants = node(at: place.path, index: place.index).flattened.dropFirst()
            if forest.items.contains(where: { present.contains($0) && !descendants.contains($0) }) { return error }
            modifySiblings(at: place.path) { $0[place.index].children = forest.roots }
            expanded.subtract(descendants)
            expanded.formUnion(forest.expanded)
        case .deleteAll:
            self = Self()
        }
        return []
    }
}

/// One call on a section snapshot of small integer items.
enum SectionSnapshotOperation: Sendable, CustomStringConvertible {
    /// A forest to insert or to replace children with, described as appends so that both representations can be
    /// built from it.
    struct Forest: Sendable, CustomStringConvertible {
        /// (item, index of its parent among the earlier entries, or nil for a root).
        var entries: [(item: Int, parent: Int?)]
        var expandedItems: [Int]

        var items: [Int] { entries.map(\.item) }
        var expanded: Set<Int> { Set(expandedItems) }
        var roots: [SectionSnapshotReferenceModel.Node] {
            func children(of parent: Int?) -> [SectionSnapshotReferenceModel.Node] {
                entries.indices.filter { entries[$0].parent == parent }
                    .map { SectionSnapshotReferenceModel.Node(item: entries[$0].item, children: children(of: $0)) }
            }
            return children(of: nil)
        }
        var snapshot: NSDiffableDataSourceSectionSnapshot<Int> {
            var snapshot = NSDiffableDataSourceSectionSnapshot<Int>()
            for (item, parent) in entries {
                snapshot.append([item], to: parent.map { entries[$0].item })
            }
            snapshot.expand(expandedItems)
            return snapshot
        }
        var description: String { "\(entries.map { "\($0.item)<\($0.parent.map(String.init) ?? "root")" }) expanded \(expandedItems)" }
    }

    case append([Int], to: Int?)
    case insert([Int], Int, after: Bool)
    case insertForest(Forest, Int, after: Bool)
    case delete([Int])
    case expand([Int])
    case collapse([Int])
    case replace(childrenOf: Int, Forest)
    case deleteAll

    var name: String {
        switch self {
        case .append: "append(_:to:)"
        case .insert(_, _, let after), .insertForest(_, _, let after): after ? "insert(_:after:)" : "insert(_:before:)"
        case .delete: "delete(_:)"
        case .expand: "expand(_:)"
        case .collapse: "collapse(_:)"
        case .replace: "replace(childrenOf:using:)"
        case .deleteAll: "deleteAll()"
        }
    }

    var description: String {
        switch self {
        case .append(let items, let parent): "append(\(items), to: \(parent.map(String.init) ?? "nil"))"
        case .insert(let items, let anchor, let after): "insert(\(items), \(after ? "after" : "before"): \(anchor))"
        case .insertForest(let forest, let anchor, let after): "insert(forest \(forest), \(after ? "after" : "before"): \(anchor))"
        case .delete(let items): "delete(\(items))"
        case .expand(let items): "expand(\(items))"
        case .collapse(let items): "collapse(\(items))"
        case .replace(let parent, let forest): "replace(childrenOf: \(parent), using: \(forest))"
        case .deleteAll: "deleteAll()"
        }
    }

    func perform(on snapshot: inout NSDiffableDataSourceSectionSnapshot<Int>) {
        switch self {
        case .append(let items, let parent): snapshot.append(items, to: parent)
        case .insert(let items, let anchor, let after):
            after ? snapshot.insert(items, after: anchor) : snapshot.insert(items, before: anchor)
        case .insertForest(let forest, let anchor, let after):
            after ? snapshot.insert(forest.snapshot, after: anchor) : snapshot.insert(forest.snapshot, before: anchor)
        case .delete(let items): snapshot.delete(items)
        case .expand(let items): snapshot.expand(items)
        case .collapse(let items): snapshot.collapse(items)
        case .replace(let parent, let forest): snapshot.replace(childrenOf: parent, using: forest.snapshot)
        case .deleteAll: snapshot.deleteAll()
        }
    }

    /// Items 0..<10 in the tree; forests use 8..<13 so they sometimes clash with it.
    static func random(using rng: inout some RandomNumberGenerator) -> SectionSnapshotOperation {
        func item() -> Int { Int.random(in: 0..<10, using: &rng) }
        func items() -> [Int] { (0..<Int.random(in: 0...3, using: &rng)).map { _ in item() } }
        func forest() -> Forest {
            var entries: [(item: Int, parent: Int?)] = []
            for candidate in (8..<13).shuffled(using: &rng).prefix(Int.random(in: 0...3, using: &rng)) {
                let parent = entries.isEmpty || Bool.random(using: &rng) ? nil : Int.random(in: 0..<entries.count, using: &rng)
                entries.append((candidate, parent))
            }
            let expanded = entries.map(\.item).filter { _ in Bool.random(using: &rng) }
            return Forest(entries: entries, expandedItems: expanded)
        }
        let after = Bool.random(using: &rng)
        switch Int.random(in: 0..<16, using: &rng) {
        case 0..<5: return .append(items(), to: Bool.random(using: &rng) ? nil : item())
        case 5..<7: return .insert(items(), item(), after: after)
        case 7: return .insertForest(forest(), item(), after: after)
        case 8..<10: return .delete(Bool.random(using: &rng) ? [item()] : items())
        case 10..<12: return .expand(items())
        case 12: return .collapse(items())
        case 13..<15: return .replace(childrenOf: item(), forest())
        default: return .deleteAll
        }
    }
}
