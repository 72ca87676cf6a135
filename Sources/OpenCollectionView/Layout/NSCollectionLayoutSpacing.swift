import CompositionalLayoutEngine
import Foundation

/// Space between elements (UIKit: `NSCollectionLayoutSpacing`).
@MainActor
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
    public var isFlexibleSpacing: Bool { value.isFlexible }
    public var isFixedSpacing: Bool { !value.isFlexible }
}

/// Space outside an element's four edges (UIKit: `NSCollectionLayoutEdgeSpacing`).
@MainActor
public final class NSCollectionLayoutEdgeSpacing {
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?

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
