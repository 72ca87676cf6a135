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
