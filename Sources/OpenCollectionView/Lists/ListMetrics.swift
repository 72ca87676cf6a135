import Foundation

/// Every number lists use, in one place (spec §11.2). Values marked [L] are best guesses at UIKit's
/// iPhone metrics before iOS 26 and are meant to be changed here when better ones are known.
enum ListMetrics {
    /// The estimated height of a row, and of a one-line default cell.
    static let rowEstimate: CGFloat = 44
    /// The estimate a row's group starts from; it shrinks to its one row.
    static let rowGroupEstimate: CGFloat = 1000

    /// Space above the first section of a grouped or inset-grouped list that has no header.
    static let groupedFirstSectionTopPadding: CGFloat = 35
    /// Space above any other header-less grouped section and below any footer-less one, floored to the
    /// pixel grid: two of them make the 35-pt gap between sections. [L: 17.333 or 17.667 at @3]
    static let groupedSectionPadding: CGFloat = 17.5
    /// Space below the last section of a grouped or inset-grouped list that has no footer.
    static let groupedLastSectionBottomPadding: CGFloat = 20

    /// Estimated header and footer heights.
    static let plainHeaderEstimate: CGFloat = 28
    static let groupedHeaderEstimate: CGFloat = 17.5
    /// Space above each header of a plain list when `headerTopPadding` is `nil` (automatic). [L]
    static let plainAutomaticHeaderTopPadding: CGFloat = 22

    /// Where separators start inside a row: the cell's layout margin. [M]
    static let separatorLeadingInset: CGFloat = 16
    static let sidebarSeparatorLeadingInset: CGFloat = 8

    /// Where the separators of `appearance`'s rows start with automatic insets, before their cells report where
    /// their text starts.
    static func automaticSeparatorLeadingInset(for appearance: UICollectionLayoutListConfiguration.Appearance) -> CGFloat {
        appearance == .sidebar || appearance == .sidebarPlain ? sidebarSeparatorLeadingInset : separatorLeadingInset
    }

    /// The side layout margins of sidebar rows (other rows take the collection view's). [M]
    static let sidebarCellMargin: CGFloat = 8

    /// Draw order of list elements (spec §7.6). [M]
    static let cellZIndex = 10
    static let separatorZIndex = 100
    static let headerZIndex = 200
    static let pinnedHeaderZIndex = 210

    /// The corner radius of the outer corners of an inset-grouped section's rows. [M]
    static let insetGroupedCornerRadius: CGFloat = 10

    /// Whether `kind` is one of the list separators' kinds.
    static func isSeparatorKind(_ kind: String) -> Bool {
        kind == bottomSeparatorKind || kind == topSeparatorKind
    }

    /// The element kinds of list separators.
    static let bottomSeparatorKind = "UICollectionViewListLayoutElementKindBottomSeparator"
    static let topSeparatorKind = "UICollectionViewListLayoutElementKindTopSeparator"
}

extension UICollectionLayoutListConfiguration.Appearance {
    /// Whether rows are inset from the sides with rounded section corners.
    var isInset: Bool { self == .insetGrouped || self == .sidebar }
    var isGrouped: Bool { self == .grouped || self == .insetGrouped }
    /// Plain lists pin their headers and span them across the whole width (spec §11.1).
    var isPlainStyle: Bool { self == .plain || self == .sidebarPlain }
}
