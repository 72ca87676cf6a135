/// Brings a kept section tree in line with the items a whole-snapshot apply gave its section (spec diffable.md §5.6:
/// UIKit's section-snapshot "rebaser").
///
/// The items the section shows after the apply are the truth for what is visible and in which order. The tree
/// keeps its shape where it still fits:
/// - an item already in the tree goes under its nearest ancestor that is shown, expanded and still open on the path
///   of the item shown before it, or becomes a root;
/// - a new item becomes a sibling of the item shown before it (a root when it comes first);
/// - items hidden under a collapsed item travel with it, unless the apply shows them somewhere; items hidden under an
///   item that is no longer shown are dropped with it;
/// - expansion state is kept for every item that remains.
///
/// The result's `visibleItems` equal the section's items. Complexity: O(N + H) for N shown and H hidden items when
/// anything changed; one comparison pass when nothing did.
enum SectionSnapshotRebase {
    static func rebase<Item>(
        _ tree: NSDiffableDataSourceSectionSnapshot<Item>, onto visibleItems: some Collection<Item>,
        isInSnapshot: (Item) -> Bool
    ) -> NSDiffableDataSourceSectionSnapshot<Item> {
        if tree.visibleItems.elementsEqual(visibleItems) { return tree }

        let items = tree.items
        var levels: [Int] = []
        var parents: [Int] = []
        levels.reserveCapacity(items.count)
        parents.reserveCapacity(items.count)
        var ancestors: [Int] = []
        for (index, item) in items.enumerated() {
            let level = tree.level(of: item)
            ancestors.removeLast(ancestors.count - level)
            levels.append(level)
            parents.append(ancestors.last ?? -1)
            ancestors.append(index)
        }

        var placements: [(item: Item, parent: Item?)] = []
        placements.reserveCapacity(items.count)
        var expanded: [Item] = []
        // The shown items on the path to the last one placed, with whether each is expanded.
        var path: [(item: Item, isExpanded: Bool)] = []
        var depthOnPath: [Item: Int] = [:]
        func truncatePath(to count: Int) {
            while path.count > count { depthOnPath[path.removeLast().item] = nil }
        }

        for item in visibleItems {
            let index = tree.index(of: item)
            let parent: Item?
            if let index {
                var ancestor = parents[index]
                var chosenDepth: Int?
                while ancestor >= 0 {
                    if let depth = depthOnPath[items[ancestor]], path[depth].isExpanded {
                        chosenDepth = depth
                        break
                    }
                    ancestor = parents[ancestor]
                }
                truncatePath(to: chosenDepth.map { $0 + 1 } ?? 0)
                parent = path.last?.item
            } else {
                truncatePath(to: max(path.count - 1, 0))
                parent = path.last?.item
            }
            placements.append((item, parent))
            let isExpanded = index != nil && tree.isExpanded(item)
            if isExpanded { expanded.append(item) }
            depthOnPath[item] = path.count
            path.append((item, isExpanded))

            // A collapsed item carries its hidden descendants, minus those the apply shows elsewhere.
            guard let index, !isExpanded else { continue }
            var descendant = index + 1
            while descendant < items.count && levels[descendant] > levels[index] {
                if isInSnapshot(items[descendant]) {
                    descendant = subtreeEnd(of: descendant, levels: levels)
                    continue
                }
                placements.append((items[descendant], items[parents[descendant]]))
                if tree.isExpanded(items[descendant]) { expanded.append(items[descendant]) }
                descendant += 1
            }
        }

        var result = NSDiffableDataSourceSectionSnapshot<Item>()
        var start = 0
        while start < placements.count {
            let parent = placements[start].parent
            var end = start + 1
            while end < placements.count && placements[end].parent == parent { end += 1 }
            result.append(placements[start..<end].map(\.item), to: parent)
            start = end
        }
        result.expand(expanded)
        return result
    }

    private static func subtreeEnd(of index: Int, levels: [Int]) -> Int {
        var end = index + 1
        while end < levels.count && levels[end] > levels[index] { end += 1 }
        return end
    }
}
