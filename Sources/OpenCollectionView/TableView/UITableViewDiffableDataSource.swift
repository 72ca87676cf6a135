import CollectionDiagnostics
import Foundation

/// A table view data source driven by snapshots (UIKit: `UITableViewDiffableDataSource`).
///
/// The snapshots, the diff and the updates are the collection views' (`UICollectionViewDiffableDataSource`, which
/// this data source keeps for the table's list): apply a snapshot and rows move, appear and disappear as one update.
/// Subclass it to give sections titles and to let rows be edited and moved, as UIKit apps do:
///
/// ```swift
/// final class DataSource: UITableViewDiffableDataSource<Section, Mountain> {
///     override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Visited" }
///     override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
///     override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
///                             forRowAt indexPath: IndexPath) { … apply a snapshot without the row … }
/// }
/// ```
///
/// ## Moving rows
/// When a person drops a dragged row, the table asks `tableView(_:moveRowAt:to:)` while the snapshot still has the
/// row where it was. The default moves the row in the snapshot. An override that applies a snapshot of its own (with
/// the row moved) replaces that: the table then shows the move the override applied.
///
/// ## Differences from UIKit
/// `apply` is `final`, like the collection view's; `defaultRowAnimation` is stored (hosts animate every update alike).
/// Not an `NSObject`.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable,
    ItemIdentifierType: Hashable & Sendable
>: UITableViewDataSource {
    /// Returns the configured cell for an item, dequeued from the table view. Returning `nil` is misuse.
    public typealias CellProvider =
        (_ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UITableViewCell?

    /// The snapshots and updates, kept by a collection view data source feeding the table's list.
    let storage: UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>
    private let cellProvider: CellProvider

    /// How rows appear and disappear in updates. Stored: hosts animate every update alike.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// A data source for `tableView` that makes cells with `cellProvider`. It sets itself as the table view's
    /// `dataSource` (which holds it weakly: keep a reference).
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        storage = UICollectionViewDiffableDataSource(collectionView: tableView.listView) { _, _, _ in nil }
        storage.feedingProxy = tableView.bridge
        tableView.dataSource = self
        tableView.listView.dataSource = tableView.bridge
    }

    // MARK: Snapshots

    /// Applies `snapshot`: the first apply reloads the table; later ones perform the difference as one update.
    public final func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        storage.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// Applies `snapshot` as `apply(_:animatingDifferences:completion:)` does and returns when it is done (iOS 15).
    public final func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true
    ) async {
        await storage.apply(snapshot, animatingDifferences: animatingDifferences)
    }

    /// Applies `snapshot` by reloading the table, without computing a difference.
    public final func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
    ) {
        storage.applySnapshotUsingReloadData(snapshot, completion: completion)
    }

    /// Applies `snapshot` by reloading the table, as `applySnapshotUsingReloadData(_:completion:)` does, and returns
    /// when it is done (iOS 15).
    public final func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) async {
        await storage.applySnapshotUsingReloadData(snapshot)
    }

    /// The snapshot the table shows.
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        storage.snapshot()
    }

    /// The item of the row at `indexPath`, or `nil` when the applied snapshot has none there. O(1).
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        storage.itemIdentifier(for: indexPath)
    }

    /// The row of the item, or `nil` when the applied snapshot does not contain it. O(1).
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        storage.indexPath(for: itemIdentifier)
    }

    /// The identifier of the section at `index`, or `nil` out of range (iOS 15). O(1).
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        storage.sectionIdentifier(for: index)
    }

    /// The index of the section, or `nil` when the applied snapshot does not contain it (iOS 15). O(1).
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        storage.index(for: sectionIdentifier)
    }

    // MARK: UITableViewDataSource

    /// The number of sections in the applied snapshot.
    open func numberOfSections(in tableView: UITableView) -> Int {
        storage.numberOfSections(in: tableView.listView)
    }

    /// The item count of the section in the applied snapshot; a section past the end is reported (UIKit raises)
    /// and has 0.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        storage.collectionView(tableView.listView, numberOfItemsInSection: section)
    }

    /// The cell the cell provider makes for the row's item; a `nil` cell or a row without an item is reported (UIKit
    /// raises) and answered with an empty cell.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let operation = "tableView(_:cellForRowAt:)"
        guard let item = itemIdentifier(for: indexPath) else {
            Diagnostics.report(.error(
                operation, DiffableDataSourceMessages.noItem(at: indexPath, numberOfSections: snapshot().numberOfSections)))
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        guard let cell = cellProvider(tableView, indexPath, item) else {
            Diagnostics.report(.error(operation, DiffableDataSourceMessages.nilCell(at: indexPath, item: item)))
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }

    /// `nil`, so sections have no header title; override it to give them one.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// `nil`, so sections have no footer title; override it to give them one.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// `false`, as UIKit's: override it (with `commit`) to let rows be deleted.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// `false`, as UIKit's: override it to show reorder controls while editing.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// Does nothing: override it to apply a snapshot without (or with) the row.
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}

    /// Moves the row's item in the snapshot to where it was dropped (see "Moving rows").
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        storage.reorderItem(at: sourceIndexPath, to: destinationIndexPath, operation: "tableView(_:moveRowAt:to:)")
    }

}

extension UITableViewDiffableDataSource: ItemIdentityDescribing {
    /// Rows are named as the collection view's diffable data source names items.
    func identityDescription(at indexPath: IndexPath) -> String? {
        storage.identityDescription(at: indexPath)
    }

    func forgetIdentities(keepingItemsAt shown: [IndexPath]) {
        storage.forgetIdentities(keepingItemsAt: shown)
    }
}
