import CollectionDiagnostics

/// The texts UIKit uses when it rejects a snapshot call (spec diffable.md §3.1, §4.2), so that a diagnostic reads
/// the same as the exception an app developer would search for.
///
/// Where UIKit prints an object address (`<_UIDiffableDataSourceUpdate 0x…>`) the address is left out: it carries
/// no information and would make messages impossible to compare in tests.
@usableFromInline
enum DiffableMessages {
    @usableFromInline static let noSections = "There are currently no sections in the data source. Please add a section first."

    @usableFromInline static let sectionNotFound =
        "Section identifier was not found. You can verify the section exists by calling the indexOfSectionIdentifier API (which has O(1) performance)"

    @usableFromInline static func invalidParameter(_ condition: String) -> String {
        "Invalid parameter not satisfying: \(condition)"
    }

    @usableFromInline static func itemsNotUnique<Item>(_ duplicates: [Item]) -> String {
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(setDescription(duplicates))"
    }

    @usableFromInline static func sectionsNotUnique<Section>(_ duplicates: [Section]) -> String {
        "Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(setDescription(duplicates))"
    }

    @usableFromInline static func sectionsAlreadyExist<Section>(_ existing: [Section]) -> String {
        if existing.count == 1 {
            return "Diffable data source detected an attempt to insert or append 1 section identifier that already exists in the snapshot. Identifiers in a snapshot must be unique. Section identifier that already exists: \(existing[0])"
        }
        return "Diffable data source detected an attempt to insert or append \(existing.count) section identifiers that already exist in the snapshot. Identifiers in a snapshot must be unique. Section identifiers that already exist: \(arrayDescription(existing))"
    }

    /// The warning UIKit logs when inserted items are already in the snapshot and get moved into place.
    @usableFromInline static func itemsAlreadyExist<Item>(_ existing: [Item]) -> String {
        let breakpoint = "Set a symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in the debugger."
        if existing.count == 1 {
            return "Diffable data source detected an attempt to insert or append 1 item identifier that already exists in the snapshot. The existing item identifier will be moved into place instead, but this operation will be more expensive. For best performance, inserted item identifiers should always be unique. \(breakpoint) Item identifier that already exists: \(existing[0])"
        }
        return "Diffable data source detected an attempt to insert or append \(existing.count) item identifiers that already exist in the snapshot. The existing item identifiers will be moved into place instead, but this operation will be more expensive. For best performance, inserted item identifiers should always be unique. \(breakpoint) Item identifiers that already exist: \(arrayDescription(existing))"
    }

    @usableFromInline static func sectionDestinationInInsertedList<Section>(_ destination: Section, inserted: [Section]) -> String {
        "Invalid update: destination for section operation [\(destination)] is in the inserted section list for update: \(updateDescription(action: "INS", destination: destination, identifiers: inserted))"
    }

    @usableFromInline static func itemDestinationInInsertedList<Item>(_ destination: Item, inserted: [Item]) -> String {
        "Invalid update: destination for insertion operation [\(destination)] is in the insertion identifier list for update: \(updateDescription(action: "INS", destination: destination, identifiers: inserted))."
    }

    @usableFromInline static func sectionMovedOntoItself<Section>(_ section: Section) -> String {
        "Invalid update: destination for section move is the same as the source [\(section)] for update: \(updateDescription(action: "MOV", destination: section, identifiers: [section]))."
    }

    @usableFromInline static func itemMovedOntoItself<Item>(_ item: Item) -> String {
        "Invalid update: destination for item move is the same as the source [\(item)] for update: \(updateDescription(action: "MOV", destination: item, identifiers: [item]))."
    }

    @usableFromInline static func reloadOfMissingSection<Section>(_ section: Section) -> String {
        "Attempted to reload section identifier that does not exist in the snapshot: \(section)"
    }

    @usableFromInline static func reloadOfMissingItem<Item>(_ item: Item) -> String {
        "Attempted to reload item identifier that does not exist in the snapshot: \(item)"
    }

    @usableFromInline static func reconfigureOfMissingItem<Item>(_ item: Item) -> String {
        "Attempted to reconfigure item identifier that does not exist in the snapshot: \(item)"
    }

    // MARK: Section snapshots (spec §4.2)

    @usableFromInline static func sectionSnapshotItemsNotUnique<Item>(_ duplicates: [Item]) -> String {
        "Identifiers in a section snapshot must be unique. Duplicate item identifiers: \(setDescription(duplicates))"
    }

    @usableFromInline static func missingParent<Item>(_ parent: Item) -> String {
        "Parent item identifier does not exist in section snapshot: \(parent)"
    }

    @usableFromInline static func missingChild<Item>(_ child: Item) -> String {
        "Child item identifier does not exist in section snapshot: \(child)"
    }

    @usableFromInline static func missingItem<Item>(_ item: Item) -> String {
        "Item identifier does not exist in section snapshot: \(item)"
    }

    @usableFromInline static func missingInsertBeforeItem<Item>(_ item: Item) -> String {
        "Item identifier to insert before does not exist in section snapshot: \(item)"
    }

    @usableFromInline static func missingInsertAfterItem<Item>(_ item: Item) -> String {
        "Item identifier to insert after does not exist in section snapshot: \(item)"
    }

    @usableFromInline static func failedToFindItem<Item>(_ item: Item) -> String {
        "Failed to find index of item \(item)"
    }

    // MARK: Formatting

    /// Foundation's `NSSet` description, which UIKit interpolates for duplicate lists: `{(\n    a,\n    b\n)}`.
    @usableFromInline static func setDescription<Element>(_ elements: [Element]) -> String {
        "{" + arrayDescription(elements) + "}"
    }

    /// Foundation's `NSArray` description: `(\n    a,\n    b\n)`.
    @usableFromInline static func arrayDescription<Element>(_ elements: [Element]) -> String {
        guard !elements.isEmpty else { return "(\n)" }
        return "(\n" + elements.map { "    \($0)" }.joined(separator: ",\n") + "\n)"
    }

    static func updateDescription<Identifier, Destination>(
        action: String, destination: Destination, identifiers: [Identifier]
    ) -> String {
        let list = identifiers.map { "\($0)" }.joined(separator: ",")
        return "<_UIDiffableDataSourceUpdate - action: \(action); destinationIdentifier:\(destination); destIsSection: 0; identifiers: [\(list)]>"
    }
}

/// Reports a rejected call; the caller returns with its state untouched.
@usableFromInline @inline(never)
func rejectCall(_ operation: String, _ message: String) {
    Diagnostics.report(.error(operation, message))
}

/// Reports a call that went ahead with a caveat UIKit logs.
@usableFromInline @inline(never)
func warnAboutCall(_ operation: String, _ message: String) {
    Diagnostics.report(.warning(operation, message))
}

extension Sequence where Element: Hashable {
    /// The values that occur more than once, each listed once, in the order of their second occurrence;
    /// empty when all elements are distinct. O(n) hashing.
    @inlinable
    func repeatedElements() -> [Element] {
        var seen = Set<Element>()
        var reported = Set<Element>()
        var repeated: [Element] = []
        for element in self where !seen.insert(element).inserted {
            if reported.insert(element).inserted { repeated.append(element) }
        }
        return repeated
    }
}
