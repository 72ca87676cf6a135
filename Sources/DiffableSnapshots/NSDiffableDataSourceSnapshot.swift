import CollectionDiagnostics

/// The state of a list's data at one point in time: ordered, uniquely identified sections, each holding ordered,
/// uniquely identified items.
///
/// This is UIKit's `NSDiffableDataSourceSnapshot` with the same members, defaults and rules:
///
/// - Section identifiers are unique among sections; item identifiers are unique across the **whole** snapshot
///   (not per section). The two namespaces are independent.
/// - `indexOfItem(_:)` is a global index into the flattened items (section 0's items, then section 1's, …).
/// - `deleteAllItems()` removes the sections too.
/// - Appending or inserting an item that is already present moves it into place and reports a warning.
/// - Reload and reconfigure marks follow the identifier, survive later moves and deletes, and are not part of
///   equality.
///
/// Misuse that UIKit raises an exception for (duplicate identifiers, unknown destinations, reloading what is
/// absent, appending items before any section exists) is rejected: the snapshot stays exactly as it was and the
/// call is reported through `Diagnostics.report(_:)` with UIKit's exception text. Under the default debug policy
/// that stops the process, as UIKit does.
///
/// ## Differences from UIKit
/// - The struct is `Equatable` (UIKit's Swift overlay only inherits `-isEqual:` from the Objective-C class);
///   equality compares sections, section boundaries and item order, never marks.
/// - `sectionIdentifiers` and `itemIdentifiers` return the stored arrays (copy-on-write) instead of building new
///   ones, so they are O(1).
/// - `description` lists the sections and items; there is no generation UUID or object address.
/// - Additions: `withoutMarks` (the state a data source keeps after applying) and a debug-only
///   `_checkInvariants()`.
///
/// ## Storage
/// Items are stored flat in display order, with per-section start offsets (prefix sums). Each item maps to its
/// section *slot* (a number that stays fixed while sections are inserted, deleted or moved) and its offset within
/// that section. Section edits therefore never touch item entries, and item edits rewrite only the entries of the
/// items that follow the edit point in the same section. Every lookup is a hash plus two array reads.
public struct NSDiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable,
    ItemIdentifierType: Hashable & Sendable
>: Sendable {
    @usableFromInline typealias Section = SectionIdentifierType
    @usableFromInline typealias Item = ItemIdentifierType

    /// Where an item lives: its section's slot and its offset inside that section.
    ///
    /// Packed into one word (32 bits each) so that the item map's values are half the size, which makes building
    /// and looking up measurably cheaper. A section holds at most 2³² − 1 items.
    @usableFromInline
    struct ItemLocation: Hashable, Sendable {
        @usableFromInline var packed: UInt64

        @inlinable
        init(sectionSlot: Int, offset: Int) {
            packed = UInt64(truncatingIfNeeded: sectionSlot) << 32 | UInt64(UInt32(offset))
        }

        @inlinable
        var sectionSlot: Int { Int(truncatingIfNeeded: packed >> 32) }

        @inlinable
        var offset: Int {
            get { Int(truncatingIfNeeded: packed & 0xFFFF_FFFF) }
            set { packed = packed & ~0xFFFF_FFFF | UInt64(UInt32(newValue)) }
        }
    }

    /// Section identifiers in display order.
    @usableFromInline var orderedSections: [Section] = []
    /// Section identifier → slot. Slots are reused after a section is deleted.
    @usableFromInline var sectionSlotByIdentifier: [Section: Int] = [:]
    /// Display index → slot.
    @usableFromInline var slotBySectionIndex: [Int] = []
    /// Slot → display index, or -1 for a free slot.
    @usableFromInline var sectionIndexBySlot: [Int] = []
    /// Slots freed by deleted sections, handed out again before new ones are created.
    @usableFromInline var freeSectionSlots: [Int] = []
    /// `sectionStarts[s]` is the global index of section `s`'s first item; the last entry is the item count.
    @usableFromInline var sectionStarts: [Int] = [0]
    /// All item identifiers, flattened in display order.
    @usableFromInline var orderedItems: [Item] = []
    /// Item identifier → location.
    @usableFromInline var itemLocations: [Item: ItemLocation] = [:]

    @usableFromInline var reloadedItemMarks = OrderedMarks<Item>()
    @usableFromInline var reconfiguredItemMarks = OrderedMarks<Item>()
    @usableFromInline var reloadedSectionMarks = OrderedMarks<Section>()

    /// Creates an empty snapshot.
    @inlinable
    public init() {}
}

// MARK: - Queries

extension NSDiffableDataSourceSnapshot {
    /// The number of items in all sections. O(1).
    @inlinable public var numberOfItems: Int { orderedItems.count }

    /// The number of sections. O(1).
    @inlinable public var numberOfSections: Int { orderedSections.count }

    /// The section identifiers in display order.
    ///
    /// O(1): the stored array is returned (copy-on-write); UIKit builds a new array on every call.
    @inlinable public var sectionIdentifiers: [SectionIdentifierType] { orderedSections }

    /// All item identifiers, section by section, in display order.
    ///
    /// O(1): the stored array is returned (copy-on-write); UIKit builds a new array on every call.
    @inlinable public var itemIdentifiers: [ItemIdentifierType] { orderedItems }

    /// The number of items in the section.
    ///
    /// An unknown section is misuse (UIKit raises "Section identifier was not found…"): it is reported and the
    /// answer is 0. O(1).
    @inlinable
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        guard let index = indexOfSection(identifier) else {
            reportMissingSection("numberOfItems(inSection:)")
            return 0
        }
        return sectionStarts[index + 1] - sectionStarts[index]
    }

    /// The identifiers of the section's items in display order.
    ///
    /// An unknown section is misuse (UIKit raises "Section identifier was not found…"): it is reported and the
    /// answer is empty. O(k) for a section of k items (the slice is copied).
    @inlinable
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let index = indexOfSection(identifier) else {
            reportMissingSection("itemIdentifiers(inSection:)")
            return []
        }
        return Array(orderedItems[itemRange(ofSectionAt: index)])
    }

    /// The identifier of the section that holds the item, or `nil` if the item is not in the snapshot. O(1).
    @inlinable
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        guard let location = itemLocations[identifier] else { return nil }
        return orderedSections[sectionIndexBySlot[location.sectionSlot]]
    }

    /// The item's index among all items of the snapshot (not within its section), or `nil` if it is absent.
    ///
    /// As in UIKit the index is global: the first item of section 1 has the index `numberOfItems` of section 0.
    /// O(1).
    @inlinable
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let location = itemLocations[identifier] else { return nil }
        return globalIndex(of: location)
    }

    /// The section's index, or `nil` if it is absent. O(1).
    @inlinable
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        guard let slot = sectionSlotByIdentifier[identifier] else { return nil }
        return sectionIndexBySlot[slot]
    }
}

// MARK: - Internal geometry

extension NSDiffableDataSourceSnapshot {
    /// Global indices of the items of the section at `index`.
    @inlinable
    func itemRange(ofSectionAt index: Int) -> Range<Int> {
        sectionStarts[index]..<sectionStarts[index + 1]
    }

    @inlinable
    func globalIndex(of location: ItemLocation) -> Int {
        sectionStarts[sectionIndexBySlot[location.sectionSlot]] + location.offset
    }

    @usableFromInline
    func reportMissingSection(_ operation: String) {
        rejectCall(operation, DiffableMessages.sectionNotFound)
    }

    /// The section index and in-section offset of an item, or `nil` if it is absent. O(1).
    @inlinable
    func indexPath(ofItem identifier: Item) -> (section: Int, item: Int)? {
        guard let location = itemLocations[identifier] else { return nil }
        return (sectionIndexBySlot[location.sectionSlot], location.offset)
    }
}

// MARK: - Equality and description

extension NSDiffableDataSourceSnapshot: Equatable {
    /// Two snapshots are equal when they have the same sections in the same order, holding the same items in the
    /// same order. Reload and reconfigure marks are ignored, as in UIKit. O(n).
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.orderedSections == rhs.orderedSections
            && lhs.sectionStarts == rhs.sectionStarts
            && lhs.orderedItems == rhs.orderedItems
    }
}

extension NSDiffableDataSourceSnapshot: CustomStringConvertible {
    /// A summary line with the section and item counts, then one line per section: `[section: {item item …}]`.
    public var description: String {
        let counts = (0..<orderedSections.count).map { sectionStarts[$0 + 1] - sectionStarts[$0] }
        var lines = [
            "<NSDiffableDataSourceSnapshot: numberOfSections:\(numberOfSections) numberOfItems:\(numberOfItems); sectionCounts=\(counts)>"
        ]
        for (index, section) in orderedSections.enumerated() {
            let items = orderedItems[itemRange(ofSectionAt: index)].map { "\($0)" }.joined(separator: " ")
            lines.append("[\(section): {\(items)}]")
        }
        return lines.joined(separator: "\n")
    }
}
