// The engine is pure Swift values: built for a server it takes its geometry from Foundation, and built with Embedded
// Swift (for WebAssembly, where there is no Foundation: the live page solves layouts itself) it takes it from here.
// Only what the engine uses is here, with Foundation's names and meaning, so that one set of files builds both ways.
#if hasFeature(Embedded)

/// A coordinate or length: a `Double`, as Foundation's `CGFloat` is on 64-bit platforms.
public typealias CGFloat = Double

/// A point.
public struct CGPoint: Hashable, Sendable {
    /// The horizontal coordinate.
    public var x: CGFloat
    /// The vertical coordinate.
    public var y: CGFloat

    /// The point at `x`, `y`.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = CGPoint(x: 0, y: 0)
}

/// A width and a height.
public struct CGSize: Hashable, Sendable {
    /// The width.
    public var width: CGFloat
    /// The height.
    public var height: CGFloat

    /// A size of `width` by `height`.
    public init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }

    /// No size.
    public static let zero = CGSize(width: 0, height: 0)
}

/// A rectangle: an origin and a size.
public struct CGRect: Hashable, Sendable {
    /// The top-left corner.
    public var origin: CGPoint
    /// The width and height.
    public var size: CGSize

    /// The rectangle at `origin` of `size`.
    public init(origin: CGPoint, size: CGSize) {
        self.origin = origin
        self.size = size
    }

    /// The rectangle at `x`, `y` of `width` by `height`.
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = CGRect(origin: .zero, size: .zero)

    /// The left edge.
    public var minX: CGFloat { origin.x }
    /// The top edge.
    public var minY: CGFloat { origin.y }
    /// The right edge.
    public var maxX: CGFloat { origin.x + size.width }
    /// The bottom edge.
    public var maxY: CGFloat { origin.y + size.height }
    /// The width.
    public var width: CGFloat { size.width }
    /// The height.
    public var height: CGFloat { size.height }
}

/// The path to an element: its section and item (or a layout-level element's one index).
public struct IndexPath: Hashable, Comparable, Sendable {
    private var indexes: [Int]

    /// A path of one index.
    public init(index: Int) {
        indexes = [index]
    }

    /// A path of `indexes`.
    public init(indexes: [Int]) {
        self.indexes = indexes
    }

    /// The path to `item` of `section`.
    public init(item: Int, section: Int) {
        indexes = [section, item]
    }

    /// How many indexes the path has.
    public var count: Int { indexes.count }
    /// The first index: the section.
    public var section: Int { indexes[0] }
    /// The second index: the item.
    public var item: Int { indexes[1] }

    /// The index at `position`.
    public subscript(position: Int) -> Int { indexes[position] }

    /// Adds `index` at the end of the path.
    public mutating func append(_ index: Int) {
        indexes.append(index)
    }

    /// Whether `lhs` comes before `rhs`, index by index.
    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        lhs.indexes.lexicographicallyPrecedes(rhs.indexes)
    }
}

#endif
