import Foundation

/// A cell that stands where content will go while the content is still coming (UIKit: `UICollectionViewPlaceholder`):
/// the collection view shows it at `insertionIndexPath` as an item of its own until it is committed or deleted.
@preconcurrency @MainActor
open class UICollectionViewPlaceholder {
    /// Where the placeholder is inserted.
    public let insertionIndexPath: IndexPath
    /// The registered cell to show.
    public let reuseIdentifier: String
    /// Configures the placeholder's cell when it is made, and again on `setNeedsCellUpdate()`.
    open var cellUpdateHandler: ((UICollectionViewCell) -> Void)?

    /// A placeholder showing a cell of `reuseIdentifier` at `insertionIndexPath`.
    public init(insertionIndexPath: IndexPath, reuseIdentifier: String) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
    }
}

/// A placeholder for dropped content (UIKit: `UICollectionViewDropPlaceholder`), handed to
/// `UICollectionViewDropCoordinator.drop(_:to:)`.
@preconcurrency @MainActor
open class UICollectionViewDropPlaceholder: UICollectionViewPlaceholder {
    /// How the dropped item's preview is shaped over the placeholder's cell. Kept: hosts draw no drop preview.
    open var previewParametersProvider: ((UICollectionViewCell) -> UIDragPreviewParameters?)?
}

/// A placeholder inserted for a drop, to be replaced by the dropped content or removed (UIKit:
/// `UICollectionViewDropPlaceholderContext`).
@preconcurrency @MainActor
public protocol UICollectionViewDropPlaceholderContext: UIDragAnimating {
    /// The dropped item the placeholder stands for.
    var dragItem: UIDragItem { get }
    /// Replaces the placeholder with the content: `dataSourceUpdates` puts the content into the data source at the
    /// index path it is given (the placeholder's place now), then the item there is shown from the data source.
    /// Returns `false` when the placeholder is already gone.
    @discardableResult
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
    /// Removes the placeholder (the content did not come). Returns `false` when it is already gone.
    @discardableResult
    func deletePlaceholder() -> Bool
    /// Asks the placeholder's `cellUpdateHandler` to configure its cell again (progress, say).
    func setNeedsCellUpdate()
}

/// A placeholder the collection view shows, where it is now.
final class ActiveDropPlaceholder {
    let placeholder: UICollectionViewPlaceholder
    var indexPath: IndexPath

    init(_ placeholder: UICollectionViewPlaceholder, at indexPath: IndexPath) {
        self.placeholder = placeholder
        self.indexPath = indexPath
    }
}

extension UICollectionView {
    /// The placeholder shown at `indexPath`, if any.
    func dropPlaceholder(at indexPath: IndexPath) -> ActiveDropPlaceholder? {
        dropPlaceholders.first { $0.indexPath == indexPath }
    }

    /// The index path the data source knows the item at `indexPath` by: the placeholders before it in its section do
    /// not count.
    func dataSourceIndexPath(for indexPath: IndexPath) -> IndexPath {
        let before = dropPlaceholders.count { $0.indexPath.section == indexPath.section && $0.indexPath.item < indexPath.item }
        return before == 0 ? indexPath : IndexPath(item: indexPath.item - before, section: indexPath.section)
    }

    /// A placeholder's cell: dequeued for its reuse identifier and configured by its handler.
    func placeholderCell(for active: ActiveDropPlaceholder) -> UICollectionViewCell {
        let cell = dequeueReusableCell(withReuseIdentifier: active.placeholder.reuseIdentifier, for: active.indexPath)
        active.placeholder.cellUpdateHandler?(cell)
        return cell
    }

    /// Inserts `placeholder` as an item (clamped to its section's items), animated as an insert.
    func insert(_ placeholder: UICollectionViewPlaceholder) -> ActiveDropPlaceholder? {
        let requested = placeholder.insertionIndexPath
        let counts = itemCounts
        guard requested.count == 2, counts.indices.contains(requested.section) else { return nil }
        let indexPath = IndexPath(item: min(max(requested.item, 0), counts[requested.section]), section: requested.section)
        let active = ActiveDropPlaceholder(placeholder, at: indexPath)
        performBatchUpdates { [self] in
            for other in dropPlaceholders where other.indexPath.section == indexPath.section && other.indexPath.item >= indexPath.item {
                other.indexPath.item += 1
            }
            dropPlaceholders.append(active)
            insertItems(at: [indexPath])
        }
        return active
    }

    /// Takes `active` away: its item is deleted, or, with `dataSourceUpdates`, becomes the data source's item there.
    func remove(_ active: ActiveDropPlaceholder, dataSourceUpdates: ((IndexPath) -> Void)?) -> Bool {
        guard let index = dropPlaceholders.firstIndex(where: { $0 === active }) else { return false }
        let indexPath = active.indexPath
        performBatchUpdates { [self] in
            dropPlaceholders.remove(at: index)
            if let dataSourceUpdates {
                dataSourceUpdates(dataSourceIndexPath(for: indexPath))
                reloadItems(at: [indexPath])
            } else {
                for other in dropPlaceholders where other.indexPath.section == indexPath.section && other.indexPath.item > indexPath.item {
                    other.indexPath.item -= 1
                }
                deleteItems(at: [indexPath])
            }
        }
        return true
    }

    /// Configures the cell of `active` again, when it is shown.
    func updateCell(of active: ActiveDropPlaceholder) {
        guard dropPlaceholders.contains(where: { $0 === active }), let cell = visibleCellsByIndexPath[active.indexPath] else { return }
        active.placeholder.cellUpdateHandler?(cell)
        setNeedsLayout()
    }
}

/// The context of a placeholder a drop inserted; what is added to its animation runs when the drop ends.
final class CollectionViewDropPlaceholderContext: UICollectionViewDropPlaceholderContext {
    let dragItem: UIDragItem
    @LifetimeReference private var collectionView: UICollectionView?
    private let active: ActiveDropPlaceholder?
    private let animation: DropAnimation

    init(dragItem: UIDragItem, collectionView: UICollectionView?, active: ActiveDropPlaceholder?, animation: DropAnimation) {
        self.dragItem = dragItem
        self.collectionView = collectionView
        self.active = active
        self.animation = animation
    }

    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard let active, let collectionView else { return false }
        return withoutActuallyEscaping(dataSourceUpdates) { collectionView.remove(active, dataSourceUpdates: $0) }
    }

    func deletePlaceholder() -> Bool {
        guard let active, let collectionView else { return false }
        return collectionView.remove(active, dataSourceUpdates: nil)
    }

    func setNeedsCellUpdate() {
        guard let active else { return }
        collectionView?.updateCell(of: active)
    }

    func addAnimations(_ animations: @escaping () -> Void) {
        animation.addAnimations(animations)
    }

    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        animation.addCompletion(completion)
    }
}
