/// The position of an item: a section index and the item's index within that section.
///
/// The snapshot module's own, Foundation-free index path (Foundation's `IndexPath` on Linux has no `section` and
/// `item` accessors). Ordered by section, then item — the order UIKit's batch updates use.
public struct SnapshotIndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The index of the section.
    public var section: Int
    /// The index of the item within its section.
    public var item: Int

    /// Creates an index path; the argument order follows UIKit's `IndexPath(item:section:)`.
    public init(item: Int, section: Int) {
        self.section = section
        self.item = item
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    /// `[section, item]`, as Foundation prints an index path.
    public var description: String { "[\(section), \(item)]" }
}
