import Foundation

/// An item or group laid out in a container: the size of its slot and the cells it holds.
///
/// A section's group is solved once into a `SolvedElement` and then repeated for every run of items
/// (spec §5.3), so its cost does not depend on how many items the section has.
public struct SolvedElement: Sendable, Hashable {
    /// The size of the element's slot (its layout frame, before item content insets).
    public var size: CGSize
    /// The cells in layout order, with frames relative to the slot's origin.
    public var items: [SolvedItem]

    public init(size: CGSize, items: [SolvedItem]) {
        self.size = size
        self.items = items
    }
}

/// One cell of a solved element.
public struct SolvedItem: Sendable, Hashable {
    /// The cell frame (the slot inset by the item's content insets), relative to the enclosing slot.
    public var frame: CGRect
    public var zIndex: Int

    public init(frame: CGRect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }
}
