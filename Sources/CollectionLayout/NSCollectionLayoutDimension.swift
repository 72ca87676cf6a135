import CollectionDiagnostics
import CompositionalLayoutEngine
import Foundation

/// How one side of an element's size is determined (UIKit and AppKit: `NSCollectionLayoutDimension`).
///
/// A dimension must be finite and greater than zero. UIKit logs a non-positive value and raises for a
/// non-finite one; here both are reported as errors under the diagnostics policy (with UIKit's message),
/// and a section that uses such a dimension lays out nothing.
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension: CustomStringConvertible {
    let value: LayoutDimension

    init(_ value: LayoutDimension, operation: String) {
        self.value = value
        if !value.isValid {
            Diagnostics.report(.error(operation, LayoutError.invalidDimensionMessage(value)))
        }
    }

    /// A fraction of the containing element's width (after its content insets), floored to the pixel grid.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalWidth(fractionalWidth), operation: "NSCollectionLayoutDimension.fractionalWidth(_:)")
    }

    /// A fraction of the containing element's height (after its content insets), floored to the pixel grid.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalHeight(fractionalHeight), operation: "NSCollectionLayoutDimension.fractionalHeight(_:)")
    }

    /// A fixed number of points.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.absolute(absoluteDimension), operation: "NSCollectionLayoutDimension.absolute(_:)")
    }

    /// A starting size that self-sizing replaces with the element's measured size.
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.estimated(estimatedDimension), operation: "NSCollectionLayoutDimension.estimated(_:)")
    }

    /// An estimate that grows to the largest sibling in the parent group (iOS 17).
    public static func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(
            .uniformAcrossSiblings(estimate: estimatedDimension),
            operation: "NSCollectionLayoutDimension.uniformAcrossSiblings(estimate:)"
        )
    }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool {
        if case .fractionalWidth = value { return true }
        return false
    }

    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool {
        if case .fractionalHeight = value { return true }
        return false
    }

    /// Whether the dimension is a fixed number of points.
    public var isAbsolute: Bool {
        if case .absolute = value { return true }
        return false
    }

    /// True for estimated dimensions and, as in UIKit, for `uniformAcrossSiblings`.
    public var isEstimated: Bool { value.isEstimated }

    /// Whether the dimension is an estimate that grows to the largest sibling in the parent group.
    public var isUniformAcrossSiblings: Bool {
        if case .uniformAcrossSiblings = value { return true }
        return false
    }

    /// The points or fraction the dimension carries.
    public var dimension: CGFloat { value.value }

    nonisolated public var description: String {
        MainActor.assumeIsolated { "\(value.kindName)(\(value.value))" }
    }
}

/// The width and height of an element (UIKit and AppKit: `NSCollectionLayoutSize`).
@preconcurrency @MainActor
public final class NSCollectionLayoutSize {
    /// How the element's width is determined.
    public let widthDimension: NSCollectionLayoutDimension
    /// How the element's height is determined.
    public let heightDimension: NSCollectionLayoutDimension

    /// A size made of the given width and height dimensions.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }

    var spec: LayoutSize { LayoutSize(width: widthDimension.value, height: heightDimension.value) }
}
