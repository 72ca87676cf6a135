import Foundation

/// How a list draws the separators above and below a row (UIKit: `UIListSeparatorConfiguration`, iOS 14.5).
public struct UIListSeparatorConfiguration: Hashable, Sendable {
    /// Whether a separator shows.
    public enum Visibility: Int, Sendable, Hashable {
        /// As the list's appearance decides: bottom separators show, except under the last row of inset
        /// styles; top separators do not.
        case automatic
        /// The separator shows.
        case visible
        /// The separator does not show.
        case hidden
    }

    /// Insets that mean "as the list decides": separators start at the row's content (its layout margin).
    public static let automaticInsets = NSDirectionalEdgeInsets(
        top: -.greatestFiniteMagnitude, leading: -.greatestFiniteMagnitude,
        bottom: -.greatestFiniteMagnitude, trailing: -.greatestFiniteMagnitude)

    /// Whether a separator shows above the row; sidebars hide it.
    public var topSeparatorVisibility: Visibility = .automatic
    /// Whether a separator shows below the row; sidebars hide it.
    public var bottomSeparatorVisibility: Visibility = .automatic
    /// Leading and trailing insets of the top separator from the row's edges.
    public var topSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
    /// Leading and trailing insets of the bottom separator from the row's edges.
    public var bottomSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
    /// The colour separators are drawn in.
    public var color: UIColor = .separator
    /// The separator colour for rows selected in multiple selection. Stored, not drawn: separators use `color`.
    public var multipleSelectionColor: UIColor = .separator
    /// An effect separators are drawn with, such as a vibrancy over a blur; `nil`, the default, for none. Kept, not
    /// drawn: separators are drawn in `color`.
    public var visualEffect: UIVisualEffect?

    /// The separators of a list with `listAppearance`.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {
        if listAppearance == .sidebar || listAppearance == .sidebarPlain {
            topSeparatorVisibility = .hidden
            bottomSeparatorVisibility = .hidden
        }
    }
}
