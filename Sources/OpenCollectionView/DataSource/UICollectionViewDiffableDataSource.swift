import CollectionDiagnostics
import Foundation

/// A collection view data source driven by snapshots (UIKit: `UICollectionViewDiffableDataSource`).
///
/// Apply a snapshot of section and item identifiers; the data source computes the difference from what the
/// collection view shows and performs it as one batch update, so cells move, appear and disappear instead of the
/// whole view reloading. The cell provider turns an item identifier into a cell.
///
/// ```swift
/// let dataSource = UICollectionViewDiffableDataSource<Section, Mountain>(collectionView: collectionView) {
///     collectionView, indexPath, mountain in
///     let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
///     cell.tag = mountain.height
///     return cell
/// }
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Mountain>()
/// snapshot.appendSections([.main])
/// snapshot.appendItems(mountains)
/// dataSource.apply(snapshot, animatingDifferences: true)
/// ```
///
/// ## Isolation
/// One rule, enforced by the type system: **the data source lives on the main actor** — creating it, applying
/// snapshots and reading its state are main-actor calls, as in the iOS 18 SDK. Snapshots, section snapshots and
/// `SnapshotDifference` are `Sendable` values with no isolation, so building and diffing them can happen anywhere
/// (a background task can prepare the next snapshot); only `apply` crosses to the main actor. This removes UIKit's
/// "apply consistently on the main queue or consistently off it" rule and its deadlock.
///
/// ## Differences from UIKit
/// - Headless collection views do not animate: an apply takes effect at once, and `completion` runs before `apply`
///   returns. `animatingDifferences` still decides what UIKit would animate, which the collection view records for
///   hosts in `lastBatchUpdate.animated`; `false` performs the same diff without animation (iOS 15 behaviour).
/// - Misuse that UIKit raises an exception for (a nil cell, a missing supplementary view provider, a section snapshot
///   whose items are already in other sections, a reentrant apply) is reported through `Diagnostics` with UIKit's
///   text where it is known; the call is refused and the applied state stays as it was.
/// - `apply(_:animatingDifferences:completion:)` and its `async` form are `final` and inlined into the caller, so that
///   the diff is compiled for the app's identifier types (about twice as fast as running it generically); the other
///   members are `open` as in UIKit. The provider and handler closures are not `@Sendable`: the data source calls
///   them on the main actor, and closures written in main-actor code may capture main-actor state.
/// - Not an `NSObject` subclass.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable,
    ItemIdentifierType: Hashable & Sendable
>: UICollectionViewDataSource {
    /// Returns the configured cell for an item, dequeued from the collection view. Returning `nil` is misuse.
    ///
    /// The data source calls it on the main actor. It is not `@Sendable`, so a closure written in main-actor code
    /// runs on the main actor and may capture mutable state.
    public typealias CellProvider =
        (_ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType)
        -> UICollectionViewCell?
    /// Returns the configured supplementary view of a kind at an index path. Returning `nil` is misuse.
    public typealias SupplementaryViewProvider =
        (_ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath)
        -> UICollectionReusableView?

    typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    typealias SectionSnapshot = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>

    /// Supplies headers, footers and other supplementary views; required as soon as the layout has any.
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// What to do when an outline item is about to expand or collapse (iOS 14).
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// Which items can be reordered interactively, and what to do around a reorder (iOS 14).
    public var reorderingHandlers = ReorderingHandlers()

    let cellProvider: CellProvider
    /// The collection view the data source feeds. Weak, as the collection view holds its data source weakly too:
    /// the app keeps both (`LifetimeReference`).
    @LifetimeReference private(set) var collectionView: UICollectionView?

    /// The snapshot the collection view shows, without reload/reconfigure marks.
    @usableFromInline private(set) var appliedSnapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// `sectionStarts[s]` is the global index of section `s`'s first item in `appliedSnapshot`; the last entry is the
    /// item count. Kept so that index-path lookups are O(1).
    private(set) var sectionStarts: [Int] = [0]
    /// The trees (with expansion state) of the sections last filled through a section snapshot.
    private(set) var sectionTrees: [SectionIdentifierType: SectionSnapshot] = [:]
    /// False until the first apply, which reloads the collection view instead of diffing.
    var hasAppliedSnapshot = false
    /// True while an apply runs; a second apply from inside it is refused.
    var isApplying = false
    /// The item an interactive reorder picked up, between begin and commit or cancel.
    var reorderSource: IndexPath?
    /// A data source that answers the collection view for this one (a table view's bridge): applies update the
    /// collection view while it is the collection view's data source, as they do while this one is.
    weak var feedingProxy: AnyObject?
    /// The number each item shown in a render tree was given, in the order they were first shown
    /// (ItemIdentityDescribing.swift).
    var renderOrdinals: [ItemIdentifierType: Int] = [:]
    /// The number the next item shown gets: numbers are never given twice, even after old ones are forgotten.
    var nextRenderOrdinal = 1

    /// A data source for `collectionView` that makes cells with `cellProvider`. It sets itself as the collection
    /// view's `dataSource` (which holds it weakly: keep a reference).
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// Applies `snapshot`: the first apply reloads the collection view; later ones diff against the applied snapshot
    /// and perform the difference as batch updates (structure first, then reloads and reconfigures). An identical
    /// snapshot without reload/reconfigure marks performs no batch at all. `completion` runs when the apply is done.
    ///
    /// `animatingDifferences: false` performs the same batch without animation (iOS 15 behaviour); use
    /// `applySnapshotUsingReloadData(_:completion:)` to reload instead.
    ///
    /// Complexity: the diff (`SnapshotDifference.init(from:to:)`, about O(S + N)) plus the batch update.
    ///
    /// Unlike UIKit's, this method is `final` rather than `open`: it is inlined into the caller so that the diff is
    /// compiled for the app's own identifier types instead of running generically.
    @inlinable
    public final func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        let difference = SnapshotDifference(from: appliedSnapshot, to: snapshot)
        guard applySnapshot(
            snapshot, difference: difference, animatingDifferences: animatingDifferences,
            operation: "apply(_:animatingDifferences:completion:)")
        else { return }
        completion?()
    }

    /// Applies `snapshot` as `apply(_:animatingDifferences:completion:)` does and returns when it is done (iOS 15).
    /// `final` and inlined into the caller, as that method is.
    @inlinable
    public final func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true
    ) async {
        let difference = SnapshotDifference(from: appliedSnapshot, to: snapshot)
        applySnapshot(
            snapshot, difference: difference, animatingDifferences: animatingDifferences,
            operation: "apply(_:animatingDifferences:)")
    }

    /// Makes `snapshot` current without diffing: the collection view reloads all of its data (iOS 15). The next
    /// apply diffs against this snapshot.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
    ) {
        guard reloadSnapshot(snapshot, operation: "applySnapshotUsingReloadData(_:completion:)") else { return }
        completion?()
    }

    /// Makes `snapshot` current without diffing, as `applySnapshotUsingReloadData(_:completion:)` does (iOS 15).
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) async {
        reloadSnapshot(snapshot, operation: "applySnapshotUsingReloadData(_:)")
    }

    /// A copy of the applied snapshot, without reload or reconfigure marks. Sections filled from section snapshots
    /// hold their visible items. O(1) (copy-on-write).
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        appliedSnapshot
    }

    /// Makes `section` show `snapshot`'s visible items and keeps the whole tree with its expansion state (iOS 14).
    /// A section the data source does not have is appended after the others. The change is performed like an
    /// apply.
    ///
    /// Refused (state unchanged): items of `snapshot` that are already in other sections (item identifiers are
    /// unique across the whole data source).
    open func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        guard applySectionSnapshot(snapshot, to: section, animatingDifferences: animatingDifferences) else { return }
        completion?()
    }

    /// Applies `snapshot` to `section` as `apply(_:to:animatingDifferences:completion:)` does and returns when it is
    /// done (iOS 15).
    open func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true
    ) async {
        applySectionSnapshot(snapshot, to: section, animatingDifferences: animatingDifferences)
    }

    /// The section's snapshot: the tree last applied to it with its expansion state, or its items as root items
    /// when it was filled by a whole snapshot; empty for an unknown section (iOS 14).
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        sectionSnapshot(for: section)
    }

    // MARK: Lookups (applied state)

    /// The item at `indexPath`, or `nil` when the applied snapshot has none there. O(1).
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2 else { return nil }
        let section = indexPath[0]
        let item = indexPath[1]
        guard section >= 0, section < appliedSnapshot.numberOfSections, item >= 0,
            item < sectionStarts[section + 1] - sectionStarts[section]
        else { return nil }
        return appliedSnapshot.itemIdentifiers[sectionStarts[section] + item]
    }

    /// Where the item is, or `nil` when the applied snapshot does not contain it. O(1).
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        guard let global = appliedSnapshot.indexOfItem(itemIdentifier),
            let section = appliedSnapshot.sectionIdentifier(containingItem: itemIdentifier),
            let sectionIndex = appliedSnapshot.indexOfSection(section)
        else { return nil }
        return IndexPath(item: global - sectionStarts[sectionIndex], section: sectionIndex)
    }

    /// The identifier of the section at `index`, or `nil` out of range (iOS 15). O(1).
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        let sections = appliedSnapshot.sectionIdentifiers
        return sections.indices.contains(index) ? sections[index] : nil
    }

    /// The index of the section, or `nil` when the applied snapshot does not contain it (iOS 15). O(1).
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        appliedSnapshot.indexOfSection(sectionIdentifier)
    }

    // MARK: UICollectionViewDataSource

    /// The number of sections in the applied snapshot.
    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        appliedSnapshot.numberOfSections
    }

    /// The item count of the section at `section`; a section past the end is reported (UIKit raises) and has 0.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        guard section >= 0, section < appliedSnapshot.numberOfSections else {
            Diagnostics.report(.error(
                "collectionView(_:numberOfItemsInSection:)",
                DiffableDataSourceMessages.sectionOutOfRange(section, numberOfSections: appliedSnapshot.numberOfSections)))
            return 0
        }
        return sectionStarts[section + 1] - sectionStarts[section]
    }

    /// The cell the cell provider makes for the item at `indexPath`. A `nil` cell, or an index path without an
    /// item, is reported (UIKit raises) and answered with an empty cell.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let operation = "collectionView(_:cellForItemAt:)"
        guard let item = itemIdentifier(for: indexPath) else {
            Diagnostics.report(.error(
                operation, DiffableDataSourceMessages.noItem(at: indexPath, numberOfSections: appliedSnapshot.numberOfSections)))
            return Self.placeholderCell()
        }
        guard let cell = cellProvider(collectionView, indexPath, item) else {
            Diagnostics.report(.error(operation, DiffableDataSourceMessages.nilCell(at: indexPath, item: item)))
            return Self.placeholderCell()
        }
        return cell
    }

    /// The view the supplementary view provider makes. A missing provider or a `nil` view is reported (UIKit
    /// raises) and answered with an empty view.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let operation = "collectionView(_:viewForSupplementaryElementOfKind:at:)"
        guard let supplementaryViewProvider else {
            Diagnostics.report(.error(operation, DiffableDataSourceMessages.missingSupplementaryViewProvider(kind: kind, at: indexPath)))
            return Self.placeholderView()
        }
        guard let view = supplementaryViewProvider(collectionView, kind, indexPath) else {
            Diagnostics.report(.error(operation, DiffableDataSourceMessages.nilSupplementaryView(kind: kind, at: indexPath)))
            return Self.placeholderView()
        }
        return view
    }

    /// Whether `reorderingHandlers.canReorderItem` allows the item at `indexPath` to move; `false` without a handler.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let item = itemIdentifier(for: indexPath), let canReorderItem = reorderingHandlers.canReorderItem else {
            return false
        }
        return canReorderItem(item)
    }

    /// Records an interactive move the collection view has already shown: the data source updates its snapshot
    /// (and section snapshots) and calls the reordering handlers with the transaction.
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        reorderItem(at: sourceIndexPath, to: destinationIndexPath, operation: "collectionView(_:moveItemAt:to:)")
    }

    /// The titles of the collection view's index; none unless a subclass gives them.
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

    /// The item an index title leads to; by default the first item of the section at `index` (the last section for an
    /// index past the end).
    open func collectionView(
        _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath {
        IndexPath(item: 0, section: max(0, min(index, appliedSnapshot.numberOfSections - 1)))
    }

    // MARK: Internal state

    /// Makes `snapshot` (without marks) and `trees` the applied state.
    func commit(_ snapshot: Snapshot, trees: [SectionIdentifierType: SectionSnapshot]) {
        appliedSnapshot = snapshot.withoutMarks
        sectionTrees = trees
        var starts = [0]
        starts.reserveCapacity(snapshot.numberOfSections + 1)
        for section in snapshot.sectionIdentifiers {
            starts.append(starts[starts.count - 1] + snapshot.numberOfItems(inSection: section))
        }
        sectionStarts = starts
    }

    /// The items of the applied section at `index`, without copying the snapshot's storage.
    func appliedItems(inSectionAt index: Int) -> ArraySlice<ItemIdentifierType> {
        appliedSnapshot.itemIdentifiers[sectionStarts[index]..<sectionStarts[index + 1]]
    }

    private static func placeholderCell() -> UICollectionViewCell {
        let cell = UICollectionViewCell(frame: .zero)
        cell.reuseIdentifier = "UICollectionViewDiffableDataSource.placeholder"
        return cell
    }

    private static func placeholderView() -> UICollectionReusableView {
        let view = UICollectionReusableView(frame: .zero)
        view.reuseIdentifier = "UICollectionViewDiffableDataSource.placeholder"
        return view
    }
}
