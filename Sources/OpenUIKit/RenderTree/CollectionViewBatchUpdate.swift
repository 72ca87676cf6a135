import Foundation

/// What one batch update of a collection view changed: every section and item update with its position before
/// and after the batch, and whether UIKit would have animated it.
///
/// A headless collection view records its last successful batch in `UICollectionView.lastBatchUpdate` so that a
/// host can animate the change it draws next (cells that moved glide, deleted ones fade out, inserted ones fade
/// in). Not a UIKit type: UIKit hands the same information to layouts as `UICollectionViewUpdateItem` objects.
///
/// Positions follow UIKit's batch rules: "before" positions are in the layout before the batch, "after" positions
/// in the layout after it. Updates are listed deletes, inserts, moves, reloads, reconfigures; within each kind in
/// ascending order of the position that names them.
public struct CollectionViewBatchUpdate: Hashable, Sendable {
    /// What happened to a section or an item.
    public enum Action: String, Hashable, Sendable {
        /// It appeared; it has only an "after" position.
        case insert
        /// It disappeared; it has only a "before" position.
        case delete
        /// It kept its identity (and its cell) and changed position.
        case move
        /// It was replaced: a new cell (or new cells, for a section) shows it.
        case reload
        /// Its existing cell was configured again in place.
        case reconfigure
    }

    /// One section update. Sections are named by index.
    public struct SectionUpdate: Hashable, Sendable {
        /// What happened to the section.
        public let action: Action
        /// The section's index before the batch; `nil` for an insert.
        public let sectionBeforeUpdate: Int?
        /// The section's index after the batch; `nil` for a delete.
        public let sectionAfterUpdate: Int?

        /// A section update of `action` between the two indexes.
        public init(action: Action, sectionBeforeUpdate: Int?, sectionAfterUpdate: Int?) {
            self.action = action
            self.sectionBeforeUpdate = sectionBeforeUpdate
            self.sectionAfterUpdate = sectionAfterUpdate
        }
    }

    /// One item update. Items that move only because of updates around them are not listed.
    public struct ItemUpdate: Hashable, Sendable {
        /// What happened to the item.
        public let action: Action
        /// The item's index path before the batch; `nil` for an insert.
        public let indexPathBeforeUpdate: IndexPath?
        /// The item's index path after the batch; `nil` for a delete.
        public let indexPathAfterUpdate: IndexPath?

        /// An item update of `action` between the two index paths.
        public init(action: Action, indexPathBeforeUpdate: IndexPath?, indexPathAfterUpdate: IndexPath?) {
            self.action = action
            self.indexPathBeforeUpdate = indexPathBeforeUpdate
            self.indexPathAfterUpdate = indexPathAfterUpdate
        }
    }

    /// The section updates: deletes, inserts, moves, reloads.
    public let sectionUpdates: [SectionUpdate]
    /// The item updates: deletes, inserts, moves, reloads, reconfigures.
    public let itemUpdates: [ItemUpdate]
    /// Whether UIKit would animate the batch: `UIView.areAnimationsEnabled` when the batch began. A diffable data
    /// source applying with `animatingDifferences: false` turns it off.
    public let animated: Bool
    /// The item count of each section before the batch.
    public let numberOfItemsBeforeUpdate: [Int]
    /// The item count of each section after the batch.
    public let numberOfItemsAfterUpdate: [Int]
    /// Where elements shown after the batch appear from, where the layout says so
    /// (`initialLayoutAttributesForAppearingItem(at:)` and its supplementary and decoration forms): a host animates
    /// each from these attributes to where the element is. Elements the layout says nothing of are not listed (an
    /// inserted one fades in, a moved one glides from where it was).
    public var appearingAttributes: [ElementAnimationAttributes] = []
    /// Where elements shown before the batch go as they disappear, where the layout says so
    /// (`finalLayoutAttributesForDisappearingItem(at:)` and its forms), named by their index paths before the batch.
    public var disappearingAttributes: [ElementAnimationAttributes] = []

    /// Where and how an element is drawn at one end of an animation: what a layout's initial or final attributes say.
    public struct ElementAnimationAttributes: Hashable, Sendable {
        /// Whether the element is a cell, a supplementary view or a decoration view, and of which kind.
        public let category: RenderElement.Category
        /// The element's index path (after the batch for an appearing element, before it for a disappearing one).
        public let indexPath: IndexPath
        /// The element's rectangle in the content.
        public let frame: CGRect
        /// Its opacity.
        public let alpha: CGFloat
        /// Its affine transform.
        public let transform: CGAffineTransform
        /// Its place among overlapping elements.
        public let zIndex: Int

        /// The end of an animation of the element `category` at `indexPath`, drawn in `frame` with `alpha`,
        /// `transform` and `zIndex`.
        public init(
            category: RenderElement.Category, indexPath: IndexPath, frame: CGRect, alpha: CGFloat,
            transform: CGAffineTransform, zIndex: Int
        ) {
            self.category = category
            self.indexPath = indexPath
            self.frame = frame
            self.alpha = alpha
            self.transform = transform
            self.zIndex = zIndex
        }
    }

    /// A batch record with the given updates, animation flag and per-section item counts.
    public init(
        sectionUpdates: [SectionUpdate], itemUpdates: [ItemUpdate], animated: Bool,
        numberOfItemsBeforeUpdate: [Int], numberOfItemsAfterUpdate: [Int]
    ) {
        self.sectionUpdates = sectionUpdates
        self.itemUpdates = itemUpdates
        self.animated = animated
        self.numberOfItemsBeforeUpdate = numberOfItemsBeforeUpdate
        self.numberOfItemsAfterUpdate = numberOfItemsAfterUpdate
    }

    /// The item updates with `action`, in the batch's order.
    public func itemUpdates(_ action: Action) -> [ItemUpdate] {
        itemUpdates.filter { $0.action == action }
    }

    /// The section updates with `action`, in the batch's order.
    public func sectionUpdates(_ action: Action) -> [SectionUpdate] {
        sectionUpdates.filter { $0.action == action }
    }
}
