/// Reload and reconfigure marks (spec §3.3). Marks are identifier-based: they are validated when made, follow the
/// identifier through later moves, are not cleared by later deletes, and never take part in equality.
extension NSDiffableDataSourceSnapshot {
    /// Marks items for reload: when the snapshot is applied, their cells are replaced by new ones.
    ///
    /// Rejected (snapshot unchanged): an identifier repeated in `identifiers`, or one that is not in the
    /// snapshot ("Attempted to reload item identifier that does not exist in the snapshot: …").
    ///
    /// Complexity: O(k).
    @inlinable
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        let operation = "reloadItems(_:)"
        guard validateMarkedItems(identifiers, operation: operation, missing: DiffableMessages.reloadOfMissingItem)
        else { return }
        reloadedItemMarks.mark(identifiers)
    }

    /// Marks items for reconfigure (iOS 15): when the snapshot is applied, their existing cells are configured
    /// again in place.
    ///
    /// Rejected (snapshot unchanged): an identifier repeated in `identifiers`, or one that is not in the
    /// snapshot ("Attempted to reconfigure item identifier that does not exist in the snapshot: …").
    ///
    /// Complexity: O(k).
    @inlinable
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        let operation = "reconfigureItems(_:)"
        guard validateMarkedItems(identifiers, operation: operation, missing: DiffableMessages.reconfigureOfMissingItem)
        else { return }
        reconfiguredItemMarks.mark(identifiers)
    }

    /// Marks sections for reload: when the snapshot is applied, the whole section is reloaded.
    ///
    /// Rejected (snapshot unchanged): an identifier repeated in `identifiers`, or one that is not in the
    /// snapshot ("Attempted to reload section identifier that does not exist in the snapshot: …").
    ///
    /// Complexity: O(k).
    @inlinable
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        let operation = "reloadSections(_:)"
        let repeated = identifiers.repeatedElements()
        guard repeated.isEmpty else {
            rejectCall(operation, DiffableMessages.sectionsNotUnique(repeated))
            return
        }
        if let missing = identifiers.first(where: { sectionSlotByIdentifier[$0] == nil }) {
            rejectCall(operation, DiffableMessages.reloadOfMissingSection(missing))
            return
        }
        reloadedSectionMarks.mark(identifiers)
    }

    /// The items marked with `reloadItems(_:)`, in first-marked order, without repeats (iOS 15).
    ///
    /// As in UIKit this may name items deleted after they were marked; a data source ignores those. O(1).
    @inlinable
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItemMarks.identifiers }

    /// The items marked with `reconfigureItems(_:)`, in first-marked order, without repeats (iOS 15).
    ///
    /// As in UIKit this may name items deleted after they were marked; a data source ignores those. O(1).
    @inlinable
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItemMarks.identifiers }

    /// The sections marked with `reloadSections(_:)`, in first-marked order, without repeats (iOS 15).
    ///
    /// As in UIKit this may name sections deleted after they were marked; a data source ignores those. O(1).
    @inlinable
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSectionMarks.identifiers }

    /// A copy of the snapshot without any marks — what a data source keeps after applying it
    /// (`dataSource.snapshot()` returns the current state without marks, spec §3.3). O(1).
    ///
    /// Not in UIKit, which does this inside the data source.
    @inlinable
    public var withoutMarks: Self {
        var copy = self
        copy.reloadedItemMarks = OrderedMarks()
        copy.reconfiguredItemMarks = OrderedMarks()
        copy.reloadedSectionMarks = OrderedMarks()
        return copy
    }

    @inlinable
    func validateMarkedItems(
        _ identifiers: [Item], operation: String, missing: (Item) -> String
    ) -> Bool {
        let repeated = identifiers.repeatedElements()
        guard repeated.isEmpty else {
            rejectCall(operation, DiffableMessages.itemsNotUnique(repeated))
            return false
        }
        if let absent = identifiers.first(where: { itemLocations[$0] == nil }) {
            rejectCall(operation, missing(absent))
            return false
        }
        return true
    }
}
