#if !hasFeature(Embedded)
import Foundation
#endif

/// One element of a solved layout as a query hands it out (UIKit: `UICollectionViewLayoutAttributes`).
public struct LayoutElement: Sendable, Hashable {
    /// What kind of view shows the element.
    public enum Category: Sendable, Hashable {
        /// A cell showing an item.
        case cell
        /// A supplementary view, such as a header, footer or badge.
        case supplementaryView
        /// A decoration view, such as a section background or a list separator.
        case decorationView
    }

    /// Whether the element is a cell, a supplementary view or a decoration view.
    public var category: Category
    /// The supplementary or decoration kind; `nil` for cells.
    public var elementKind: String?
    /// `[section, item]` for cells, section and group elements.
    public var indexPath: IndexPath
    /// The frame in content coordinates, each component rounded to the pixel grid (spec §9).
    public var frame: CGRect
    /// The element's draw order; higher draws above.
    public var zIndex: Int
    /// The axes along which the element's size is estimated: self-sizing asks its view for a size there.
    public var estimatedAxes: EstimatedAxes

    /// An element of `category` at `frame`; `elementKind` is `nil` for cells.
    public init(
        category: Category, elementKind: String? = nil, indexPath: IndexPath, frame: CGRect, zIndex: Int,
        estimatedAxes: EstimatedAxes = []
    ) {
        self.category = category
        self.elementKind = elementKind
        self.indexPath = indexPath
        self.frame = frame
        self.zIndex = zIndex
        self.estimatedAxes = estimatedAxes
    }

    /// A cell at `item` of `section`.
    @inlinable public static func cell(
        section: Int, item: Int, frame: CGRect, zIndex: Int, estimatedAxes: EstimatedAxes
    ) -> LayoutElement {
        LayoutElement(category: .cell, indexPath: IndexPath(section: section, item: item), frame: frame, zIndex: zIndex,
                      estimatedAxes: estimatedAxes)
    }
}

extension IndexPath {
    /// `[section, item]`, built without the temporary array `IndexPath(indexes:)` allocates; rect queries
    /// make one per element.
    @inlinable init(section: Int, item: Int) {
        self.init(index: section)
        append(item)
    }
}
