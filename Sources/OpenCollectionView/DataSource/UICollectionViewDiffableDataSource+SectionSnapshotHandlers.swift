import CollectionDiagnostics
import Foundation

extension UICollectionViewDiffableDataSource {
    /// What the data source asks before and while an outline item expands or collapses (UIKit:
    /// `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`, iOS 14). Every handler is optional.
    ///
    /// Order when an item expands: `shouldExpandItem` (nil allows) → `willExpandItem` →
    /// `snapshotForExpandingParent` (nil keeps the current children) → the section snapshot with the item expanded
    /// is applied. When it collapses: `shouldCollapseItem` (nil allows) → `willCollapseItem` → apply.
    public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
        /// Whether the item may expand.
        public var shouldExpandItem: ((Item) -> Bool)?
        /// Called just before the item expands.
        public var willExpandItem: ((Item) -> Void)?
        /// Whether the item may collapse.
        public var shouldCollapseItem: ((Item) -> Bool)?
        /// Called just before the item collapses.
        public var willCollapseItem: ((Item) -> Void)?
        /// The children to show under an expanding parent, given its current children — lets an app load children
        /// only when they are first shown.
        public var snapshotForExpandingParent:
            ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?

        /// Handlers that allow everything and change nothing.
        public init() {}
    }

    /// Expands `item` as a tap on its outline disclosure does (spec diffable.md §5.7): asks the section snapshot
    /// handlers, then applies the item's section snapshot with the item expanded (animated). Nothing happens when
    /// the item is already expanded or a handler refuses; an item the collection view does not show is reported.
    package func expand(_ item: ItemIdentifierType) {
        changeExpansion(of: item, toExpanded: true)
    }

    /// Collapses `item` as a tap on its outline disclosure does; see `expand(_:)`.
    package func collapse(_ item: ItemIdentifierType) {
        changeExpansion(of: item, toExpanded: false)
    }

    private func changeExpansion(of item: ItemIdentifierType, toExpanded expanding: Bool) {
        guard let section = appliedSnapshot.sectionIdentifier(containingItem: item) else {
            Diagnostics.report(.error(expanding ? "expand(_:)" : "collapse(_:)", DiffableDataSourceMessages.itemNotInSnapshot(item)))
            return
        }
        var tree = sectionSnapshot(for: section)
        guard tree.isExpanded(item) != expanding else { return }
        let handlers = sectionSnapshotHandlers
        if expanding {
            if let shouldExpandItem = handlers.shouldExpandItem, !shouldExpandItem(item) { return }
            handlers.willExpandItem?(item)
            tree.expand([item])
            if let snapshotForExpandingParent = handlers.snapshotForExpandingParent {
                tree.replace(childrenOf: item, using: snapshotForExpandingParent(item, tree.snapshot(of: item)))
            }
        } else {
            if let shouldCollapseItem = handlers.shouldCollapseItem, !shouldCollapseItem(item) { return }
            handlers.willCollapseItem?(item)
            tree.collapse([item])
        }
        applySectionSnapshot(tree, to: section, animatingDifferences: true)
    }
}

/// What an outline disclosure needs from its collection view's data source, without naming the data source's
/// identifier types: the collection view only knows it as `any UICollectionViewDataSource`.
@MainActor
package protocol OutlineExpansionDataSource: AnyObject {
    /// Whether the item at `indexPath` is expanded; false when there is no item there.
    func isItemExpanded(at indexPath: IndexPath) -> Bool
    /// How deep in its section snapshot the item at `indexPath` is (0 for root items and items of flat sections).
    func outlineLevel(at indexPath: IndexPath) -> Int
    /// Expands the item at `indexPath` with the section snapshot handlers' consent.
    func expandItem(at indexPath: IndexPath)
    /// Collapses the item at `indexPath` with the section snapshot handlers' consent.
    func collapseItem(at indexPath: IndexPath)
    /// Whether some item has children: a section snapshot nests items.
    var hasNestedItems: Bool { get }
}

extension UICollectionViewDiffableDataSource: OutlineExpansionDataSource {
    package var hasNestedItems: Bool {
        sectionTrees.values.contains { $0.hasNestedItems }
    }

    package func isItemExpanded(at indexPath: IndexPath) -> Bool {
        // Asked for every cell of every layout pass and drawing: a data source without section snapshots answers at once.
        guard !sectionTrees.isEmpty, let item = itemIdentifier(for: indexPath),
            let section = sectionIdentifier(for: indexPath[0])
        else { return false }
        return sectionTrees[section]?.isExpanded(item) ?? false
    }

    package func outlineLevel(at indexPath: IndexPath) -> Int {
        guard !sectionTrees.isEmpty, let item = itemIdentifier(for: indexPath),
            let section = sectionIdentifier(for: indexPath[0]), let tree = sectionTrees[section], tree.contains(item)
        else { return 0 }
        return tree.level(of: item)
    }

    package func expandItem(at indexPath: IndexPath) {
        guard let item = itemIdentifier(for: indexPath) else { return }
        expand(item)
    }

    package func collapseItem(at indexPath: IndexPath) {
        guard let item = itemIdentifier(for: indexPath) else { return }
        collapse(item)
    }
}
