import Foundation

/// How a `UICollectionViewListCell` with a default content configuration looks in one list: whether it is
/// the section's header row, its accessory, and its background.
public struct ListCellStyle: Sendable, Hashable {
    /// The accessory on the trailing side of a row.
    public enum Accessory: Sendable, Hashable {
        /// No accessory.
        case none
        /// `.disclosureIndicator()`: a small grey chevron pointing to the trailing side.
        case disclosureIndicator
        /// `.outlineDisclosure()` on a header row: a tinted chevron, pointing down while the section is
        /// expanded and to the trailing side while it is collapsed.
        case outlineDisclosure(isExpanded: Bool)
    }

    /// The background the list's appearance gives the row (UIKit's default background configuration).
    public enum Background: Sendable, Hashable {
        /// No fill: the list's background shows through (plain and sidebar lists).
        case clear
        /// A white row of a grouped list, square-cornered.
        case grouped
        /// A white row of an inset-grouped list: the section's first row rounds its top corners and its
        /// last row its bottom corners, 10 pt.
        case insetGrouped(roundsTop: Bool, roundsBottom: Bool)
    }

    /// The corner radius of an inset-grouped section's first and last rows.
    public static let insetGroupedCornerRadius: CGFloat = 10

    /// Whether the row is its section's header (`headerMode = .firstItemInSection`), set in a heavier style.
    public let isHeader: Bool
    /// The row's accessory.
    public let accessory: Accessory
    /// The row's background.
    public let background: Background
    /// The style of the row's text.
    public let font: GalleryFont

    /// A row drawn with `font`, `accessory` and `background`; `isHeader` marks a section's header row.
    public init(isHeader: Bool, accessory: Accessory, background: Background, font: GalleryFont) {
        self.isHeader = isHeader
        self.accessory = accessory
        self.background = background
        self.font = font
    }
}
