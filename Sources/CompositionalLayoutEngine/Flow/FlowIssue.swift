#if !hasFeature(Embedded)
import Foundation
#endif

/// Something a flow layout worked around. Each is reported once per section and solution, when the line that shows it
/// is first built (for a long section of per-item sizes, that may be during a query).
public enum FlowIssue: Sendable, Hashable {
    /// An item longer across the scroll axis than its section's lines: it gets a line of its own, at the line's start.
    /// `axis` is the scroll axis, `length` the item's length across it and `available` the lines' length.
    case itemTooLong(section: Int, item: Int, length: CGFloat, available: CGFloat, axis: LayoutAxis)
    /// An item size that is negative or not finite: the item is laid out at zero size.
    case invalidItemSize(section: Int, item: Int, size: CGSize)

    /// The section concerned.
    public var section: Int {
        switch self {
        case .itemTooLong(let section, _, _, _, _), .invalidItemSize(let section, _, _): return section
        }
    }

    /// Errors rejected a value; warnings laid it out as UIKit does, with UIKit's log message.
    public var isError: Bool {
        switch self {
        case .itemTooLong: return false
        case .invalidItemSize: return true
        }
    }

    /// What happened, in UIKit's words where UIKit logs the same thing.
    public var message: String {
        switch self {
        case .itemTooLong(let section, let item, let length, let available, let axis):
            let (dimension, side, edges) = axis == .vertical
                ? ("width", "width", "left and right") : ("height", "height", "top and bottom")
            return "The behavior of the UICollectionViewFlowLayout is not defined because: the item \(dimension) must be "
                + "less than the \(side) of the UICollectionView minus the section insets \(edges) values, minus the "
                + "content insets \(edges) values. (section \(section), item \(item): \(length.uikitDescription) where "
                + "\(available.uikitDescription) is available)"
        case .invalidItemSize(let section, let item, let size):
            return "Negative or non-finite item sizes are not supported in the flow layout: item \(item) of section "
                + "\(section) is \(size.uikitDescription); it is laid out at zero size."
        }
    }
}
