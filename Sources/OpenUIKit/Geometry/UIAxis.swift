import Foundation

/// A set of axes (UIKit: `UIAxis`).
public struct UIAxis: OptionSet, Sendable, Hashable {
    /// The axes as bits: 1 for horizontal, 2 for vertical.
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The horizontal axis (x).
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    /// The vertical axis (y).
    public static let vertical = UIAxis(rawValue: 1 << 1)
    /// Both axes.
    public static let both: UIAxis = [.horizontal, .vertical]
}
