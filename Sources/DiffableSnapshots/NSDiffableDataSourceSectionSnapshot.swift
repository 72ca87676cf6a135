/// The items of one section as a forest — items with child items, each expandable — for outlines and expandable
/// lists (UIKit's `NSDiffableDataSourceSectionSnapshot`, iOS 14).
///
/// - `items` lists every item depth-first, a parent before its children; `rootItems` the top-level ones.
/// - `visibleItems` are the items all of whose ancestors are expanded (roots are always visible). An item's own
///   expanded flag does not affect its visibility, and a collapsed grand-parent hides the whole subtree even when
///   the parent in between is expanded.
/// - Identifiers are unique within the section snapshot (uniqueness across sections is the data source's job).
///
/// Misuse UIKit raises an exception for (duplicates, unknown parents or anchors, deleting or querying an unknown
/// item) is rejected with UIKit's text through `Diagnostics.report(_:)`; the snapshot stays as it was.
///
/// ## Differences from UIKit
/// - `Equatable` compares the tree shape and the expanded items (as the Objective-C `-isEqual:` does).
/// - `replace(childrenOf:using:)` refuses identifiers that would then appear twice; UIKit does not check and can
///   corrupt its tree.
/// - After a reported query misuse the answers are `false` (`isExpanded`, `isVisible`), `0` (`level(of:)`),
///   `nil` (`parent(of:)`) and an empty snapshot (`snapshot(of:includingParent:)`).
///
/// ## Storage
/// The items in depth-first order with a parallel array of levels (which fully describes the forest), an
/// identifier → position map and the set of expanded items. Structural edits are O(N) (positions after the
/// edit point are re-hashed); `contains`, `index(of:)`, `level(of:)`, `isExpanded` are O(1).
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    @usableFromInline typealias Item = ItemIdentifierType

    /// All items, depth-first (pre-order).
    @usableFromInline var orderedItems: [Item] = []
    /// `levels[i]` is the depth of `orderedItems[i]`; 0 for roots.
    @usableFromInline var levels: [Int] = []
    /// Item → index in `orderedItems`.
    @usableFromInline var positions: [Item: Int] = [:]
    /// The items whose children are shown.
    @usableFromInline var expandedSet: Set<Item> = []

    /// Creates an empty section snapshot.
    @inlinable
    public init() {}

    /// Creates a copy of another section snapshot, with its expansion state.
    @inlinable
    public init(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        self = snapshot
    }
}

// MARK: - Queries

extension NSDiffableDataSourceSectionSnapshot {
    /// Every item, depth-first: each parent is followed by its children's subtrees, in order. O(1).
    @inlinable
    public var items: [ItemIdentifierType] { orderedItems }

    /// The top-level items, in order. O(N).
    @inlinable
    public var rootItems: [ItemIdentifierType] {
        orderedItems.indices.filter { levels[$0] == 0 }.map { orderedItems[$0] }
    }

    /// Whether some item has children. O(N) at worst, stopping at the first child.
    package var hasNestedItems: Bool {
        levels.contains { $0 > 0 }
    }

    /// The items whose ancestors are all expanded, in `items` order. O(N).
    @inlinable
    public var visibleItems: [ItemIdentifierType] {
        var visible: [Item] = []
        visible.reserveCapacity(orderedItems.count)
        var hiddenBelowLevel = Int.max
        for (index, item) in orderedItems.enumerated() {
            let level = levels[index]
            if level > hiddenBelowLevel { continue }
            hiddenBelowLevel = expandedSet.contains(item) ? Int.max : level
            visible.append(item)
        }
        return visible
    }

    /// The expanded items, in `items` order (iOS 18.1; UIKit does not document an order): every item `expand(_:)`
    /// expanded and nothing collapsed since, with children or not, visible or not. O(N).
    @inlinable
    public var expandedItems: [ItemIdentifierType] {
        guard !expandedSet.isEmpty else { return [] }
        return orderedItems.filter { expandedSet.contains($0) }
    }

    /// Whether the item is in the section snapshot. O(1).
    @inlinable
    public func contains(_ item: ItemIdentifierType) -> Bool {
        positions[item] != nil
    }

    /// The item's position in `items` (all items, not only visible ones), or `nil` if it is absent. O(1).
    @inlinable
    public func index(of item: ItemIdentifierType) -> Int? {
        positions[item]
    }

    /// The item's depth: 0 for a root item. O(1).
    ///
    /// An unknown item is reported ("Item identifier does not exist in section snapshot: …") and answers 0.
    @inlinable
    public func level(of item: ItemIdentifierType) -> Int {
        guard let index = positions[item] else {
            rejectCall("level(of:)", DiffableMessages.missingItem(item))
            return 0
        }
        return levels[index]
    }

    /// Whether the item is expanded. O(1).
    ///
    /// An unknown item is reported ("Item identifier does not exist in section snapshot: …") and answers false.
    @inlinable
    public func isExpanded(_ item: ItemIdentifierType) -> Bool {
        guard positions[item] != nil else {
            rejectCall("isExpanded(_:)", DiffableMessages.missingItem(item))
            return false
        }
        return expandedSet.contains(item)
    }

    /// Whether every ancestor of the item is expanded. O(d), d = distance back to the item's root.
    ///
    /// An unknown item is reported ("Item identifier does not exist in section snapshot: …") and answers false.
    @inlinable
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard let index = positions[item] else {
            rejectCall("isVisible(_:)", DiffableMessages.missingItem(item))
            return false
        }
        var ancestor = parentIndex(of: index)
        while let current = ancestor {
            if !expandedSet.contains(orderedItems[current]) { return false }
            ancestor = parentIndex(of: current)
        }
        return true
    }

    /// The item's parent, or `nil` for a root item. O(d), d = distance back to the parent.
    ///
    /// An unknown item is reported ("Child item identifier does not exist in section snapshot: …") and answers
    /// nil.
    @inlinable
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? {
        guard let index = positions[child] else {
            rejectCall("parent(of:)", DiffableMessages.missingChild(child))
            return nil
        }
        return parentIndex(of: index).map { orderedItems[$0] }
    }

    /// A new section snapshot of the parent's descendants, with their expansion state: the parent's children
    /// become roots, or, with `includingParent`, the parent is the single root. O(N).
    ///
    /// An unknown parent is reported ("Parent item identifier does not exist in section snapshot: …") and the
    /// answer is empty.
    @inlinable
    public func snapshot(
        of parent: ItemIdentifierType, includingParent: Bool = false
    ) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        guard let index = positions[parent] else {
            rejectCall("snapshot(of:includingParent:)", DiffableMessages.missingParent(parent))
            return Self()
        }
        let range = (includingParent ? index : index + 1)..<subtreeEnd(of: index)
        let baseLevel = includingParent ? levels[index] : levels[index] + 1
        var result = Self()
        result.appendBlock(
            Array(orderedItems[range]), levels: levels[range].map { $0 - baseLevel },
            expanded: orderedItems[range].filter { expandedSet.contains($0) }
        )
        return result
    }

    /// One line per item in `items` order: two spaces per level, `+` for expanded or `-` for collapsed, `*` for
    /// visible or a space for hidden, then the identifier; wrapped in `<NSDiffableDataSourceSectionSnapshot:` …
    /// `>`. O(N).
    public func visualDescription() -> String {
        let visible = Set(visibleItems)
        var lines = ["<NSDiffableDataSourceSectionSnapshot:"]
        for (index, item) in orderedItems.enumerated() {
            let indent = String(repeating: "  ", count: levels[index])
            let expansion = expandedSet.contains(item) ? "+" : "-"
            let visibility = visible.contains(item) ? "*" : " "
            lines.append("\(indent)\(expansion)\(visibility) \(item)")
        }
        lines.append(">")
        return lines.joined(separator: "\n")
    }
}

// MARK: - Tree geometry

extension NSDiffableDataSourceSectionSnapshot {
    /// One past the last descendant of the item at `index`. O(size of the subtree).
    @inlinable
    func subtreeEnd(of index: Int) -> Int {
        let level = levels[index]
        var end = index + 1
        while end < levels.count && levels[end] > level { end += 1 }
        return end
    }

    /// The position of the parent of the item at `index`, or nil for a root. O(distance to the parent).
    @inlinable
    func parentIndex(of index: Int) -> Int? {
        let parentLevel = levels[index] - 1
        guard parentLevel >= 0 else { return nil }
        var candidate = index - 1
        while levels[candidate] != parentLevel { candidate -= 1 }
        return candidate
    }
}

extension NSDiffableDataSourceSectionSnapshot: Equatable {
    /// Equal when both hold the same forest (same items, order and nesting) and the same expanded items. O(N).
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.orderedItems == rhs.orderedItems && lhs.levels == rhs.levels && lhs.expandedSet == rhs.expandedSet
    }
}

extension NSDiffableDataSourceSectionSnapshot: CustomStringConvertible {
    /// The same text as ``visualDescription()``.
    public var description: String { visualDescription() }
}
