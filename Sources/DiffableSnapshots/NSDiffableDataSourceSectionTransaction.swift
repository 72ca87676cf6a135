/// What an interactive reorder changed in one section (UIKit's `NSDiffableDataSourceSectionTransaction`, iOS 14).
///
/// Pure data; UIKit exposes no initializer, the package-level ones are for the data source that builds
/// transactions.
public struct NSDiffableDataSourceSectionTransaction<
    SectionIdentifierType: Hashable & Sendable,
    ItemIdentifierType: Hashable & Sendable
>: Sendable {
    /// The section the transaction describes.
    public let sectionIdentifier: SectionIdentifierType
    /// The section's snapshot before the reorder.
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The section's snapshot after the reorder.
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The change of the section's items (`initialSnapshot.items` → `finalSnapshot.items`).
    public let difference: CollectionDifference<ItemIdentifierType>

    /// A section transaction from all of its parts.
    package init(
        sectionIdentifier: SectionIdentifierType,
        initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
        finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
        difference: CollectionDifference<ItemIdentifierType>
    ) {
        self.sectionIdentifier = sectionIdentifier
        self.initialSnapshot = initialSnapshot
        self.finalSnapshot = finalSnapshot
        self.difference = difference
    }

    /// A section transaction whose `difference` is computed from the two section snapshots' items, with the
    /// fewest moves. O(n log n).
    package init(
        sectionIdentifier: SectionIdentifierType,
        initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
        finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    ) {
        self.init(
            sectionIdentifier: sectionIdentifier,
            initialSnapshot: initialSnapshot,
            finalSnapshot: finalSnapshot,
            difference: UniqueElementDifference.difference(from: initialSnapshot.items, to: finalSnapshot.items)
        )
    }
}
