import CompositionalLayoutEngine
import Foundation

/// Space between elements (UIKit and AppKit: `NSCollectionLayoutSpacing`).
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing {
    let value: LayoutSpacing

    init(_ value: LayoutSpacing) {
        self.value = value
    }

    /// At least `flexibleSpacing` points; leftover room in the group is shared among flexible spacings.
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(.flexible(flexibleSpacing))
    }

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(.fixed(fixedSpacing))
    }

    /// The fixed amount, or the minimum of a flexible spacing.
    public var spacing: CGFloat { value.value }
    /// Whether the spacing may grow to share out leftover room in the group.
    public var isFlexible: Bool { value.isFlexible }
    /// Whether the spacing is exactly `spacing` points.
    public var isFixed: Bool { !value.isFlexible }
}

/// Space outside an element's four edges (UIKit and AppKit: `NSCollectionLayoutEdgeSpacing`).
@preconcurrency @MainActor
public final class NSCollectionLayoutEdgeSpacing {
    /// Space before the element's leading edge, or `nil` for none.
    public let leading: NSCollectionLayoutSpacing?
    /// Space above the element's top edge, or `nil` for none.
    public let top: NSCollectionLayoutSpacing?
    /// Space after the element's trailing edge, or `nil` for none.
    public let trailing: NSCollectionLayoutSpacing?
    /// Space below the element's bottom edge, or `nil` for none.
    public let bottom: NSCollectionLayoutSpacing?

    /// Edge spacing with the given space on each edge; pass `nil` to leave an edge without spacing.
    public init(
        leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
        trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    var spec: LayoutEdgeSpacing {
        LayoutEdgeSpacing(leading: leading?.value, top: top?.value, trailing: trailing?.value, bottom: bottom?.value)
    }
}
