import Foundation

/// How a list section looks and behaves (UIKit: `UICollectionLayoutListConfiguration`).
///
/// Lists are compositional layout sections: one self-sizing row per group (estimated 44 pt), separators
/// as decoration elements a host can draw, headers and footers as boundary items. Metrics follow UIKit's
/// iPhone values (see `ListMetrics`).
@MainActor
public struct UICollectionLayoutListConfiguration {
    /// The overall style (UIKit: `UICollectionLayoutListConfiguration.Appearance`).
    public enum Appearance: Int, Sendable, Hashable, CaseIterable {
        case plain = 0
        case grouped = 1
        case insetGrouped = 2
        case sidebar = 3
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
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary
    }

    /// Changes the separators of one row: its index path and the configuration the list would use.
    public typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

    /// The swipe actions for the row at an index path, or `nil` for none.
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

    public let appearance: Appearance
    /// Whether rows show separators. `true` except for sidebar appearances.
    public var showsSeparators: Bool
    public var separatorConfiguration: UIListSeparatorConfiguration
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// The list's background; `nil` means the appearance's default (system background for plain lists,
    /// grouped background otherwise). Hosts paint it behind the collection view's content.
    public var backgroundColor: UIColor?
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    /// Space above each supplementary header; `nil` is the appearance's default (22 pt for plain lists, 0 otherwise).
    public var headerTopPadding: CGFloat?
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

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
