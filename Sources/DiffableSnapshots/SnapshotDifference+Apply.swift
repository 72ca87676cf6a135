extension SnapshotDifference {
    /// Applies the batch to a sectioned list model step by step, in the order a collection view performs a batch
    /// update, so that a model that matched the old snapshot matches the new one afterwards.
    ///
    /// Steps:
    /// 1. The values of moved items and moved sections are picked up at their sources.
    /// 2. Item deletes and move sources are removed, highest index first, using old index paths.
    /// 3. Section deletes and move sources are removed, highest index first, using old indices.
    /// 4. Section inserts (from `sectionValue`) and moved sections are inserted, lowest index first, at new
    ///    indices.
    /// 5. Item inserts (from `itemValue`) and moved items are inserted, lowest index path first, at new index
    ///    paths.
    /// 6. Reloaded sections are replaced by `sectionValue`, reloaded and reconfigured items by `itemValue`, at
    ///    new positions.
    ///
    /// The model must have the old snapshot's shape; an index outside it stops the process.
    ///
    /// - Parameters:
    ///   - sections: The model: one value per section, in order.
    ///   - items: Where a section value keeps its items.
    ///   - sectionValue: The section at a new index, complete with its items — used for inserted and reloaded
    ///     sections.
    ///   - itemValue: The item at a new index path — used for inserted, reloaded and reconfigured items.
    /// - Complexity: O(S + N + changes · log(changes)).
    public func apply<Section, Item>(
        to sections: inout [Section],
        items: WritableKeyPath<Section, [Item]>,
        sectionValue: (_ newIndex: Int) -> Section,
        itemValue: (_ newIndexPath: SnapshotIndexPath) -> Item
    ) {
        let movingItems = movedItems.map { sections[$0.source.section][keyPath: items][$0.source.item] }

        var removedItemsBySection: [Int: RangeSet<Int>] = [:]
        for path in deletedItems + movedItems.map(\.source) {
            removedItemsBySection[path.section, default: RangeSet()].insert(path.item, within: sections[path.section][keyPath: items])
        }
        for (section, removed) in removedItemsBySection {
            sections[section][keyPath: items].removeSubranges(removed)
        }

        let movingSections = movedSections.map { sections[$0.source] }
        var removedSections = RangeSet<Int>()
        for index in deletedSections + movedSections.map(\.source) {
            removedSections.insert(index, within: sections)
        }
        sections.removeSubranges(removedSections)

        var arrivingSections = insertedSections.map { ($0, sectionValue($0)) }
        arrivingSections += zip(movedSections.map(\.destination), movingSections)
        arrivingSections.sort { $0.0 < $1.0 }
        for (index, value) in arrivingSections {
            sections.insert(value, at: index)
        }

        var arrivingItems = insertedItems.map { ($0, itemValue($0)) }
        arrivingItems += zip(movedItems.map(\.destination), movingItems)
        arrivingItems.sort { $0.0 < $1.0 }
        var start = 0
        while start < arrivingItems.count {
            let section = arrivingItems[start].0.section
            var end = start
            while end < arrivingItems.count && arrivingItems[end].0.section == section { end += 1 }
            sections[section][keyPath: items] = Self.merging(
                arrivingItems[start..<end], into: sections[section][keyPath: items]
            )
            start = end
        }

        for index in reloadedSections {
            sections[index] = sectionValue(index)
        }
        for path in reloadedItems + reconfiguredItems {
            sections[path.section][keyPath: items][path.item] = itemValue(path)
        }
    }

    /// Applies the batch to a model that is simply an array of item arrays; see
    /// ``apply(to:items:sectionValue:itemValue:)``.
    public func apply<Item>(
        to sections: inout [[Item]],
        sectionValue: (_ newIndex: Int) -> [Item],
        itemValue: (_ newIndexPath: SnapshotIndexPath) -> Item
    ) {
        apply(to: &sections, items: \.self, sectionValue: sectionValue, itemValue: itemValue)
    }

    /// Inserts values at ascending final positions in one pass: each arrival takes its index, the existing
    /// elements fill the gaps in order.
    private static func merging<Item>(
        _ arrivals: ArraySlice<(SnapshotIndexPath, Item)>, into existing: [Item]
    ) -> [Item] {
        var result: [Item] = []
        result.reserveCapacity(existing.count + arrivals.count)
        var nextExisting = existing.startIndex
        for (path, value) in arrivals {
            precondition(path.item <= result.count + (existing.count - nextExisting), "insert beyond the section's end")
            while result.count < path.item {
                result.append(existing[nextExisting])
                nextExisting += 1
            }
            result.append(value)
        }
        result.append(contentsOf: existing[nextExisting...])
        return result
    }
}
