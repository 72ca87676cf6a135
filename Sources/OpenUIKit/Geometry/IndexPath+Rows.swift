import Foundation

// UIKit's table-view names for an index path's second index.
extension IndexPath {
    /// An index path for `row` in `section`.
    public init(row: Int, section: Int) {
        self.init(item: row, section: section)
    }

    /// The second index, as table views name it.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
