import Foundation
internal import OpenCollectionView

/// AppKit's diffable data source: the collection view shows the snapshot last applied, and applying a new one
/// inserts, deletes and moves exactly the items that changed, animated or not. The item provider configures an item
/// made with `makeItem(withIdentifier:for:)` for each identifier.
///
/// It works as UIKit's `UICollectionViewDiffableDataSource` does, on the same snapshots and with the same diff.
@preconcurrency @MainActor
open class NSCollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable,
    ItemIdentifierType: Hashable & Sendable
>: NSCollectionViewDataSource, DiffableDataSourceFeeding {
    /// Makes and configures the item for an identifier.
    public typealias ItemProvider =
        (_ collectionView: NSCollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType)
        -> NSCollectionViewItem?

    /// Makes and configures the supplementary view of a kind at an index path.
    public typealias SupplementaryViewProvider =
        (_ collectionView: NSCollectionView, _ elementKind: String, _ indexPath: IndexPath)
        -> (NSView & NSCollectionViewElement)?

    /// The UIKit data source that feeds the collection view's backing.
    private let diffable: UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>
    private weak var collectionView: NSCollectionView?

    /// Makes the supplementary views (headers, footers, badges) with
    /// `makeSupplementaryView(ofKind:withIdentifier:for:)`; without one, the layout's supplementary items show nothing.
    public var supplementaryViewProvider: SupplementaryViewProvider? {
        didSet {
            guard let supplementaryViewProvider else {
                diffable.supplementaryViewProvider = nil
                return
            }
            diffable.supplementaryViewProvider = { [weak collectionView] _, kind, indexPath in
                guard let collectionView, let view = supplementaryViewProvider(collectionView, kind, indexPath) else {
                    return nil
                }
                return collectionView.hostView(forSupplementary: view)
            }
        }
    }

    /// A data source for `collectionView` (it becomes its `dataSource`) whose items `itemProvider` makes.
    public init(collectionView: NSCollectionView, itemProvider: @escaping ItemProvider) {
        diffable = UICollectionViewDiffableDataSource(collectionView: collectionView.collection) {
            [weak collectionView] _, indexPath, identifier in
            guard let collectionView, let item = itemProvider(collectionView, indexPath, identifier) else { return nil }
            return collectionView.hostCell(for: item)
        }
        self.collectionView = collectionView
        collectionView.dataSource = self
    }

    /// Shows `snapshot`: the items that changed are inserted, deleted and moved (animated when
    /// `animatingDifferences`), then `completion` runs.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        diffable.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// The snapshot the collection view shows.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        diffable.snapshot()
    }

    /// The identifier of the item at `indexPath`.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        diffable.itemIdentifier(for: indexPath)
    }

    /// The index path of the item `identifier`.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        diffable.indexPath(for: itemIdentifier)
    }

    /// The identifier of the section at `index`.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        let sections = diffable.snapshot().sectionIdentifiers
        return sections.indices.contains(index) ? sections[index] : nil
    }

    /// The index of the section `identifier`.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        diffable.snapshot().indexOfSection(sectionIdentifier)
    }

    // MARK: NSCollectionViewDataSource

    /// The number of sections in the snapshot the collection view shows.
    public func numberOfSections(in collectionView: NSCollectionView) -> Int {
        diffable.snapshot().numberOfSections
    }

    /// The number of items the shown snapshot has in `section`; 0 for a section it does not have.
    public func collectionView(_ collectionView: NSCollectionView, numberOfItemsInSection section: Int) -> Int {
        guard let identifier = sectionIdentifier(for: section) else { return 0 }
        return diffable.snapshot().numberOfItems(inSection: identifier)
    }

    /// The item at `indexPath`: the one shown there, else the one the item provider makes (an empty item when it
    /// makes none).
    public func collectionView(
        _ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath
    ) -> NSCollectionViewItem {
        if let item = collectionView.item(at: indexPath) { return item }
        let host = diffable.collectionView(collectionView.collection, cellForItemAt: indexPath)
        return (host as? ItemHostCell)?.item ?? NSCollectionViewItem(nibName: nil, bundle: nil)
    }
}
