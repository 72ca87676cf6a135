import Foundation

// The IndexPath vocabulary of collection views, UIKit's and AppKit's. Foundation on Linux has none of it.
extension IndexPath {
    /// An index path for `item` in `section`.
    public init(item: Int, section: Int) {
        // Appending to a one-index path stores the pair inline; `init(indexes:)` would allocate an array first.
        self.init(index: section)
        append(item)
    }

    /// The first index. Traps, as in UIKit, on an index path with fewer than two indexes.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The second index. Traps, as in UIKit, on an index path with fewer than two indexes.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}

extension IndexPath {
    /// Whether the index path comes before `other` in Foundation's order (`<`: index by index, a shorter path first
    /// where one is the other's start), comparing the paths of two indexes — a section and an item — as two numbers.
    /// Foundation's comparison walks both paths with an iterator, which made sorting a screen's elements by index
    /// path a visible part of a layout pass. Headless addition.
    package func isOrdered(before other: IndexPath) -> Bool {
        guard count == 2, other.count == 2 else { return self < other }
        let (section, otherSection) = (self[0], other[0])
        return section != otherSection ? section < otherSection : self[1] < other[1]
    }

    /// The indexes in decimal, joined by `separator` ("3-0", "0.12"): how hosts name an element's place. Written
    /// index by index rather than by joining an array of the indexes' texts, as every element drawn names its place.
    /// Headless addition.
    package func text(joinedBy separator: String) -> String {
        var text = ""
        for (position, index) in enumerated() {
            if position > 0 { text += separator }
            text += String(index)
        }
        return text
    }
}
