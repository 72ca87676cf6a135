/// What an interactive reorder changed across the whole list, handed to the data source's reordering handlers
/// (UIKit's `NSDiffableDataSourceTransaction`, iOS 14).
///
/// Pure data. UIKit's documented ways to update a backing store from it are
/// `backingStore = backingStore.applying(transaction.difference)!` and
/// `backingStore = transaction.finalSnapshot.itemIdentifiers`; both work here.
///
/// UIKit exposes no initializer; the package-level ones are for the data source that builds transactions.
public struct NSDiffableDataSourceTransaction<
    SectionIdentifierType: Hashable & Sendable,
    ItemIdentifierType: Hashable & Sendable
>: Sendable {
    /// The snapshot before the reorder.
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The snapshot after the reorder.
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The change of the flattened item identifiers (`initialSnapshot.itemIdentifiers` →
    /// `finalSnapshot.itemIdentifiers`); moves are removal/insertion pairs linked by `associatedWith`.
    public let difference: CollectionDifference<ItemIdentifierType>
    /// One transaction per section the reorder touched.
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

    /// A transaction from all of its parts.
    package init(
        initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        difference: CollectionDifference<ItemIdentifierType>,
        sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]
    ) {
        self.initialSnapshot = initialSnapshot
        self.finalSnapshot = finalSnapshot
        self.difference = difference
        self.sectionTransactions = sectionTransactions
    }

    /// A transaction whose `difference` is computed from the two snapshots' flattened items, with the fewest
    /// moves. O(n log n).
    package init(
        initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]
    ) {
        self.init(
            initialSnapshot: initialSnapshot,
            finalSnapshot: finalSnapshot,
            difference: UniqueElementDifference.difference(
                from: initialSnapshot.itemIdentifiers, to: finalSnapshot.itemIdentifiers
            ),
            sectionTransactions: sectionTransactions
        )
    }
}
