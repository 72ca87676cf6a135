/// How important a constraint is, from 1 to 1000 (UIKit: `UILayoutPriority`).
///
/// Constraints at `required` (1000) must hold; the solver meets lower ones as well as it can, higher
/// priorities first: no amount of error at one priority is traded for any error at a higher one. As in
/// UIKit there is no integer-literal conformance; write `UILayoutPriority(999)` or `.required - 1`.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public var rawValue: Float

    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    /// Makes a priority from a number, such as `UILayoutPriority(999)`.
    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    /// A constraint that must hold.
    public static let required = UILayoutPriority(1000)
    /// The priority with which a button resists compressing its content.
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority at which a window's scene may be resized by a drag.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority at which a window's scene prefers to keep its size.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// The priority of a drag that cannot resize the window's scene.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// The priority at which a button hugs its content.
    public static let defaultLow = UILayoutPriority(250)
    /// The priority at which a view wants the size `systemLayoutSizeFitting(_:)` is given.
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }

    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }

    public var description: String {
        rawValue == rawValue.rounded() && abs(rawValue) < 1e9 ? String(Int(rawValue)) : String(rawValue)
    }

    /// Whether the solver must satisfy constraints at this priority (1000 or more).
    var isRequired: Bool { rawValue >= Self.required.rawValue }
}
