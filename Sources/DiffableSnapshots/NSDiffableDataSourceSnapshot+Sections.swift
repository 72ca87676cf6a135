/// Section edits. Each validates in UIKit's order (argument uniqueness and destination-in-list checks first, then
/// lookups) and, on misuse, reports UIKit's exception text and leaves the snapshot unchanged.
extension NSDiffableDataSourceSnapshot {
    /// Adds sections, in argument order, after the last section.
    ///
    /// Rejected (snapshot unchanged): an identifier repeated in `identifiers` ("Fatal: supplied section
    /// identifiers are not unique…") or already in the snapshot ("…section identifier that already exists…").
    ///
    /// Complexity: O(k) for k new sections.
    @inlinable
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        let operation = "appendSections(_:)"
        guard validateNewSections(identifiers, operation: operation) else { return }
        insertNewSections(identifiers, at: orderedSections.count)
    }

    /// Inserts sections, in argument order, immediately before `toIdentifier`.
    ///
    /// Rejected (snapshot unchanged): repeated or already present identifiers (as `appendSections(_:)`), a
    /// destination that is itself in `identifiers`, or an unknown destination ("Invalid parameter not satisfying:
    /// insertIndex != NSNotFound").
    ///
    /// Complexity: O(S + k); items are not touched.
    @inlinable
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        insertSections(identifiers, nextTo: toIdentifier, after: false, operation: "insertSections(_:beforeSection:)")
    }

    /// Inserts sections, in argument order, immediately after `toIdentifier`.
    ///
    /// Rejected exactly as `insertSections(_:beforeSection:)`.
    ///
    /// Complexity: O(S + k); items are not touched.
    @inlinable
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        insertSections(identifiers, nextTo: toIdentifier, after: true, operation: "insertSections(_:afterSection:)")
    }

    /// Deletes the sections and all of their items. Identifiers that are not in the snapshot are ignored, as in
    /// UIKit. Reload marks are kept (spec §3.3).
    ///
    /// Rejected (snapshot unchanged): an identifier repeated in `identifiers`.
    ///
    /// Complexity: O(S + N): the flat item array is compacted and the deleted items are un-hashed; surviving items'
    /// entries stay valid.
    @inlinable
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let repeated = identifiers.repeatedElements()
        guard repeated.isEmpty else {
            rejectCall("deleteSections(_:)", DiffableMessages.sectionsNotUnique(repeated))
            return
        }
        let indices = identifiers.compactMap { indexOfSection($0) }.sorted()
        removeSections(atSortedIndices: indices)
    }

    /// Moves a section so that it sits immediately before `toIdentifier`; nothing changes if it already does.
    ///
    /// Rejected (snapshot unchanged): `identifier == toIdentifier` ("Invalid update: destination for section move
    /// is the same as the source…"), an unknown source ("…fromSection != NSNotFound") or destination
    /// ("…toSection != NSNotFound").
    ///
    /// Complexity: O(S + m), m = items between the two positions.
    @inlinable
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, nextTo: toIdentifier, after: false, operation: "moveSection(_:beforeSection:)")
    }

    /// Moves a section so that it sits immediately after `toIdentifier`; nothing changes if it already does.
    ///
    /// Rejected exactly as `moveSection(_:beforeSection:)`.
    ///
    /// Complexity: O(S + m), m = items between the two positions.
    @inlinable
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, nextTo: toIdentifier, after: true, operation: "moveSection(_:afterSection:)")
    }

    // MARK: Shared validation

    @inlinable
    mutating func insertSections(
        _ identifiers: [Section], nextTo destination: Section, after: Bool, operation: String
    ) {
        let repeated = identifiers.repeatedElements()
        guard repeated.isEmpty else {
            rejectCall(operation, DiffableMessages.sectionsNotUnique(repeated))
            return
        }
        guard !identifiers.contains(destination) else {
            rejectCall(operation, DiffableMessages.sectionDestinationInInsertedList(destination, inserted: identifiers))
            return
        }
        guard let destinationIndex = indexOfSection(destination) else {
            rejectCall(operation, DiffableMessages.invalidParameter("insertIndex != NSNotFound"))
            return
        }
        guard validateNewSections(identifiers, operation: operation, argumentsKnownDistinct: true) else { return }
        insertNewSections(identifiers, at: after ? destinationIndex + 1 : destinationIndex)
    }

    /// Reports repeated or already present section identifiers; true when the identifiers may be inserted.
    @inlinable
    func validateNewSections(
        _ identifiers: [Section], operation: String, argumentsKnownDistinct: Bool = false
    ) -> Bool {
        if !argumentsKnownDistinct {
            let repeated = identifiers.repeatedElements()
            guard repeated.isEmpty else {
                rejectCall(operation, DiffableMessages.sectionsNotUnique(repeated))
                return false
            }
        }
        let existing = identifiers.filter { sectionSlotByIdentifier[$0] != nil }
        guard existing.isEmpty else {
            rejectCall(operation, DiffableMessages.sectionsAlreadyExist(existing))
            return false
        }
        return true
    }

    @inlinable
    mutating func moveSection(_ section: Section, nextTo destination: Section, after: Bool, operation: String) {
        guard section != destination else {
            rejectCall(operation, DiffableMessages.sectionMovedOntoItself(section))
            return
        }
        guard let source = indexOfSection(section) else {
            rejectCall(operation, DiffableMessages.invalidParameter("fromSection != NSNotFound"))
            return
        }
        guard let target = indexOfSection(destination) else {
            rejectCall(operation, DiffableMessages.invalidParameter("toSection != NSNotFound"))
            return
        }
        // Remove-then-insert: once the source is gone, the destination shifts down by one if it was after it.
        let targetAfterRemoval = target > source ? target - 1 : target
        moveSection(at: source, to: after ? targetAfterRemoval + 1 : targetAfterRemoval)
    }
}
