import CollectionDiagnostics
import CompositionalLayoutEngine
import Foundation

/// The smallest piece of a compositional layout: one cell (UIKit and AppKit: `NSCollectionLayoutItem`).
///
/// Items describe; they compute nothing. The layout reads them (and the groups and sections that hold
/// them) each time it prepares, so later changes to an item take effect at the next layout pass.
@preconcurrency @MainActor
public class NSCollectionLayoutItem {
    /// The width and height the item asks for, resolved against its container when the layout prepares.
    public let layoutSize: NSCollectionLayoutSize

    /// Insets applied inside the item's slot after layout.
    ///
    /// Ignored along estimated axes: setting a non-zero inset on such an axis reports UIKit's warning.
    public var contentInsets: NSDirectionalEdgeInsets = .zero {
        didSet { warnAboutInsetsAlongEstimatedAxes() }
    }

    /// Space outside the item's slot, taking part in how its group fits and arranges subitems.
    public var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    /// Views anchored to the item's cell, such as badges.
    public package(set) var supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []

    /// The cell's draw order; UIKit keeps it private (list cells draw at 10).
    package var cellZIndex = 0

    init(size: NSCollectionLayoutSize) {
        layoutSize = size
    }

    /// An item of the given size.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(size: layoutSize)
    }

    /// An item of the given size with views anchored to its cell.
    public convenience init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.init(size: layoutSize)
        self.supplementaryItems = supplementaryItems
    }

    /// The engine's description of this item.
    package func compile(in context: LayoutCompilationContext) -> LayoutElementSpec {
        .item(ItemSpec(size: layoutSize.spec, contentInsets: contentInsets.layoutInsets, edgeSpacing: edgeSpacingSpec,
                       supplementaries: supplementaryItems.map(\.supplementarySpec), zIndex: cellZIndex))
    }

    package var edgeSpacingSpec: LayoutEdgeSpacing { edgeSpacing?.spec ?? .none }

    private func warnAboutInsetsAlongEstimatedAxes() {
        let estimatedWidth = layoutSize.widthDimension.isEstimated
        let estimatedHeight = layoutSize.heightDimension.isEstimated
        let insetsAcrossWidth = contentInsets.leading != 0 || contentInsets.trailing != 0
        let insetsAcrossHeight = contentInsets.top != 0 || contentInsets.bottom != 0
        guard (estimatedWidth && insetsAcrossWidth) || (estimatedHeight && insetsAcrossHeight) else { return }
        Diagnostics.report(.warning(
            "NSCollectionLayoutItem.contentInsets",
            "Attempting to add contentInsets to an item's dimension along an estimated axis. Insets along any "
                + "estimated axes will be ignored. Use the item's edgeSpacing or the containing group's "
                + "interItemSpacing instead. Item: \(layoutSize.widthDimension) x \(layoutSize.heightDimension), "
                + "contentInsets \(contentInsets)"
        ))
    }
}

/// What compiling the description into engine specs needs from the layout.
package struct LayoutCompilationContext {
    /// The environment a custom group's item provider is handed for a container: the face's own environment
    /// (UIKit's carries the layout's traits), which its `custom(layoutSize:itemProvider:)` casts back.
    package let environment: @MainActor (LayoutContainer) -> AnyObject

    package init(environment: @escaping @MainActor (LayoutContainer) -> AnyObject) {
        self.environment = environment
    }
}
