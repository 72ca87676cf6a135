#if !hasFeature(Embedded)
import Foundation
#endif

/// Why part of a layout could not be solved. The part lays out nothing; the rest of the layout stands.
///
/// ``message`` is UIKit's text for the same failure where UIKit has one.
public enum LayoutError: Error, Sendable, Hashable {
    /// A dimension that cannot produce a frame: zero, negative, NaN or infinite.
    case invalidDimension(LayoutDimension)
    /// A group whose content insets leave no room, or whose size is zero.
    case noRoom(contentInsets: LayoutInsets, size: CGSize)
    /// A group too small, given spacing and sizes, for even one of its subitems.
    case cannotFitSingleItem(effectiveSize: CGSize)
    /// A group that cycles through its subitems without ever running out of room (all of them zero-sized).
    case subitemsTakeNoRoom(effectiveSize: CGSize)
    /// A horizontal or vertical group created without subitems.
    case noSubitems
    /// A group asked to hold a count of subitems below 1.
    case invalidCount(Int)
    /// A computed frame that is not finite or has a negative size.
    case invalidFrame(CGRect)
    /// Two boundary supplementary items of one section (or of the layout) with the same element kind.
    case duplicateSupplementaryKind(String)
    /// A boundary supplementary item whose alignment names no edge.
    case invalidBoundaryAlignment(elementKind: String)

    /// A description of the failure for a log, in UIKit's words where UIKit reports the same failure.
    public var message: String {
        switch self {
        case .invalidDimension(let dimension):
            return Self.invalidDimensionMessage(dimension)
        case .noRoom(let insets, let size):
            return "There is no room for this NSCollectionLayoutGroup to fit into its parent group or section, "
                + "or it has no room for any subitems itself. Inspect the parent and ensure the contentInsets "
                + "(\(insets.uikitDescription)) do not result in a negative effectiveContentSize when applied to "
                + "size: \(size.uikitDescription)."
        case .cannotFitSingleItem(let size):
            return "NSCollectionLayoutItem created with invalid combination of spacing and size specified. "
                + "This group cannot fit even a single item. Inspect the spacing and size of the items in this "
                + "group and ensure that they fit into the group when its effective size is \(size.uikitDescription)."
        case .subitemsTakeNoRoom(let size):
            return "The subitems of this NSCollectionLayoutGroup take no room along its axis, so the group would "
                + "hold infinitely many. Give them a size and spacing that fit into its effective size "
                + "\(size.uikitDescription)."
        case .noSubitems:
            return "At least 1 subitem is required for a group."
        case .invalidCount(let count):
            return "Invalid count (\(count)) for a group: count must be >= 1."
        case .invalidFrame(let frame):
            return "UICollectionViewCompositionalLayout: Invalid frame generated: \(frame.uikitDescription)."
        case .duplicateSupplementaryKind(let kind):
            return "Duplicate supplementary item kinds are not allowed in a section or layout. Duplicate kind: \(kind)"
        case .invalidBoundaryAlignment(let kind):
            return "Invalid alignment for a NSCollectionLayoutBoundarySupplementaryItem of kind \(kind): the alignment "
                + "must name an edge (.top, .bottom, .leading, .trailing or a corner), not .none."
        }
    }

    /// UIKit's message for a dimension that cannot produce a frame (UIKit logs the non-positive case and
    /// raises for the non-finite one; we reject both).
    public static func invalidDimensionMessage(_ dimension: LayoutDimension) -> String {
        let kind = dimension.kindName
        let value = dimension.value
        if !value.isFinite {
            switch dimension {
            case .fractionalWidth, .fractionalHeight:
                return "Invalid \(kind): \(value.uikitDescription). The fraction must be a finite value."
            default:
                return "Invalid \(kind) dimension: \(value.uikitDescription). The dimension must be a finite value."
            }
        }
        return "Invalid \(kind) dimension, must be > 0.0. NOTE: This will be a hard-assert soon, "
            + "please update your call site. (value: \(value.uikitDescription))"
    }
}

extension CGFloat {
    /// The number as UIKit's `%g` prints it: `390`, `116.667`, `nan`, `inf`.
    var uikitDescription: String {
        if isNaN { return "nan" }
        if isInfinite { return self < 0 ? "-inf" : "inf" }
        #if hasFeature(Embedded)
        // The page's copy of the engine never shows a message, and Embedded Swift has no `String(format:)`: whole
        // numbers print as they are, others to three decimals.
        let thousandths = Int((Double(self) * 1_000).rounded())
        let whole = String(thousandths / 1_000)
        let rest = Swift.abs(thousandths % 1_000)
        guard rest != 0 else { return whole }
        let digits = String(rest)
        return (thousandths < 0 && thousandths > -1_000 ? "-" : "") + whole + "." + String(repeating: "0", count: 3 - digits.count) + digits
        #else
        return String(format: "%g", Double(self))
        #endif
    }
}

extension CGSize {
    /// The size as `NSStringFromCGSize` prints it: `{390, 844}`.
    var uikitDescription: String { "{\(width.uikitDescription), \(height.uikitDescription)}" }
}

extension CGRect {
    /// The rectangle as `NSStringFromCGRect` prints it: `{{0, 0}, {390, 844}}`.
    var uikitDescription: String {
        "{{\(origin.x.uikitDescription), \(origin.y.uikitDescription)}, \(size.uikitDescription)}"
    }
}

extension LayoutInsets {
    /// The insets as `NSStringFromDirectionalEdgeInsets` prints them: `{top, leading, bottom, trailing}`.
    var uikitDescription: String {
        "{\(top.uikitDescription), \(leading.uikitDescription), \(bottom.uikitDescription), \(trailing.uikitDescription)}"
    }
}
