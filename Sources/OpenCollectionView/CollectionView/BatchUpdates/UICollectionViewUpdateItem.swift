import Foundation

/// One change of a batch update, as a layout hears of it (UIKit: `UICollectionViewUpdateItem`): the collection view
/// hands the layout one per inserted, deleted, moved and reloaded section and item in
/// `UICollectionViewLayout.prepare(forCollectionViewUpdates:)`, after preparing it for the new data and before asking
/// it where appearing and disappearing elements come from and go to.
///
/// A section's update names the section with an index path whose item is `NSNotFound`, as UIKit's do
/// (`IndexPath(item: NSNotFound, section: 2)`). Positions before the update are in the layout before the batch;
/// positions after, in the layout after it.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: CustomStringConvertible {
    /// What happened to the section or item (UIKit: `UICollectionViewUpdateItem.Action`).
    public enum Action: Int, Sendable, Hashable {
        /// It appeared.
        case insert
        /// It disappeared.
        case delete
        /// It was replaced by a new one at the same place (a new cell).
        case reload
        /// It kept its identity and changed place.
        case move
        /// Nothing happened to it.
        case none
    }

    private var before: IndexPath?
    private var after: IndexPath?
    private var action = Action.none

    /// The section's or item's index path before the update; `nil` for an insert.
    open var indexPathBeforeUpdate: IndexPath? { before }
    /// The section's or item's index path after the update; `nil` for a delete.
    open var indexPathAfterUpdate: IndexPath? { after }
    /// What happened to it.
    open var updateAction: Action { action }

    /// An update item with no index paths and no action, as UIKit's `NSObject` initializer makes one: what a layout's
    /// tests subclass, overriding the properties, to hand their layout updates of their own.
    public init() {}

    convenience init(action: Action, before: IndexPath?, after: IndexPath?) {
        self.init()
        self.action = action
        self.before = before
        self.after = after
    }

    nonisolated public var description: String {
        MainActor.assumeIsolated {
            func written(_ indexPath: IndexPath?) -> String {
                guard let indexPath else { return "(null)" }
                return indexPath.count == 2 && indexPath.item == NSNotFound ? "section \(indexPath.section)" : "\(indexPath)"
            }
            return "<UICollectionViewUpdateItem: \(updateAction) \(written(indexPathBeforeUpdate)) -> "
                + "\(written(indexPathAfterUpdate))>"
        }
    }
}

extension CollectionViewBatchUpdate {
    /// The batch as UIKit tells layouts of it: sections first (deletes, inserts, moves, reloads), then items (deletes,
    /// inserts, moves, reloads). Reconfigured items are not changes of the layout, and are not listed.
    @MainActor var updateItems: [UICollectionViewUpdateItem] {
        func section(_ index: Int?) -> IndexPath? { index.map { IndexPath(item: NSNotFound, section: $0) } }
        func action(_ action: Action) -> UICollectionViewUpdateItem.Action? {
            switch action {
            case .insert: .insert
            case .delete: .delete
            case .move: .move
            case .reload: .reload
            case .reconfigure: nil
            }
        }
        var items: [UICollectionViewUpdateItem] = []
        for update in sectionUpdates {
            guard let action = action(update.action) else { continue }
            items.append(UICollectionViewUpdateItem(
                action: action, before: section(update.sectionBeforeUpdate), after: section(update.sectionAfterUpdate)))
        }
        for update in itemUpdates {
            guard let action = action(update.action) else { continue }
            items.append(UICollectionViewUpdateItem(
                action: action, before: update.indexPathBeforeUpdate, after: update.indexPathAfterUpdate))
        }
        return items
    }
}
