/// The element kinds of list separators, which list sections place as decoration elements.
///
/// OpenCollectionView's list layout names them as UIKit does internally and does not publish the names (UIKit
/// draws separators with private views, and so no app registers a class for them); the gallery draws them, so it
/// names them here. A page test checks that list pages draw separators, which fails if the names drift.
enum ListSeparatorKind {
    /// The separator along a row's bottom edge.
    static let bottom = "UICollectionViewListLayoutElementKindBottomSeparator"
    /// The separator along a row's top edge.
    static let top = "UICollectionViewListLayoutElementKindTopSeparator"

    /// Whether `kind` is one of the list separator kinds.
    static func isListSeparator(_ kind: String) -> Bool {
        kind == bottom || kind == top
    }
}
