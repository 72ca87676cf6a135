import Foundation

/// How a list section looks and behaves (UIKit: `UICollectionLayoutListConfiguration`).
///
/// Lists are compositional layout sections: one self-sizing row per group (estimated 44 pt), separators
/// as decoration elements a host can draw, headers and footers as boundary items. Metrics follow UIKit's
/// iPhone values (see `ListMetrics`).
@preconcurrency @MainActor
public struct UICollectionLayoutListConfiguration {
    /// The overall style (UIKit: `UICollectionLayoutListConfiguration.Appearance`).
    public enum Appearance: Int, Sendable, Hashable, CaseIterable {
        /// Full-width rows on the system background, with pinned section headers.
        case plain = 0
        /// Full-width rows in sections separated by space, on the grouped background.
        case grouped = 1
        /// Grouped sections inset from the sides by the layout margins, with rounded corners.
        case insetGrouped = 2
        /// A sidebar: inset rows without separators, in the sidebar cell styles.
        case sidebar = 3
        /// A sidebar with full-width rows and pinned headers, like a plain list in sidebar styles.
        case sidebarPlain = 4
    }

    /// Where section headers come from.
    public enum HeaderMode: Int, Sendable, Hashable {
        /// No headers.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary
        /// The section's first item is its header (styled by its cell, e.g. with an outline disclosure).
        case firstItemInSection
    }

    /// Where section footers come from.
    public enum FooterMode: Int, Sendable, Hashable {
        /// No footers.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary
    }

    /// Which elements hug their content rather than fill the list's width (UIKit:
    /// `UICollectionLayoutListConfiguration.ContentHuggingElements`, iOS 18).
    public struct ContentHuggingElements: OptionSet, Hashable, Sendable {
        /// The elements as bits: 1 for supplementary headers.
        public let rawValue: Int

        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// Supplementary headers are as wide as their content, not as the list.
        public static let supplementaryHeader = ContentHuggingElements(rawValue: 1 << 0)
    }

    /// Changes the separators of one row: its index path and the configuration the list would use.
    public typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

    /// The swipe actions for the row at an index path, or `nil` for none.
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

    /// The style the list was created with; it sets the defaults of the other properties and the row styling.
    public let appearance: Appearance
    /// Whether rows show separators. `true` except for sidebar appearances.
    public var showsSeparators: Bool
    /// How separators look and show for every row, unless `itemSeparatorHandler` changes them for a row.
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Adjusts the separator configuration row by row; `nil` uses `separatorConfiguration` for every row.
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// The list's background; `nil` means the appearance's default (system background for plain lists,
    /// grouped background otherwise). Hosts paint it behind the collection view's content.
    public var backgroundColor: UIColor?
    /// Where section headers come from. Default `.none`.
    public var headerMode: HeaderMode = .none
    /// Where section footers come from. Default `.none`.
    public var footerMode: FooterMode = .none
    /// Space above each supplementary header; `nil` is the appearance's default (22 pt for plain lists, 0 otherwise).
    public var headerTopPadding: CGFloat?
    /// The elements that hug their content (iOS 18); `[]` by default, as on iPhone and iPad (visionOS's default is
    /// `.supplementaryHeader`). Kept, not applied: headers fill the list's width.
    public var contentHuggingElements: ContentHuggingElements = []
    /// The actions revealed by swiping a row towards the trailing side; `nil` allows no such swipe.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions revealed by swiping a row towards the leading side; `nil` allows no such swipe.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// A configuration with the defaults of `appearance`: separators except in sidebars, no headers or footers.
    public init(appearance: Appearance) {
        self.appearance = appearance
        showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// The background the list shows when `backgroundColor` is `nil`.
    public var resolvedBackgroundColor: UIColor {
        backgroundColor ?? (appearance == .plain ? .systemBackground : .systemGroupedBackground)
    }
}
