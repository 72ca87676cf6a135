import Foundation

/// The colours and corner radii of UIKit's background presets, in one place.
///
/// Light-mode values. The selected and highlighted fills are UIKit's grey for list rows (`systemGray4`) and,
/// in sidebars, the tint colour (a `nil` colour resolves to the view's tint) — [L]: observed behaviour, not
/// documented by Apple; change them here.
package enum ListBackgroundMetrics {
    /// The rounding of sidebar rows' selection backgrounds.
    static let sidebarCornerRadius: CGFloat = 10
    /// The fill of a selected or highlighted list row.
    static let selectedRowColor = UIColor.systemGray4
    /// The fill of a highlighted sidebar row and of a selected row of a sidebar shown beside other content.
    static let sidebarHighlightColor = UIColor.systemGray5

    /// The fixed preset of a plain list for an element playing `role` in it: the look a preset that follows its list
    /// has until it is updated for a list's state.
    package static func plainListPreset(for role: ListElementRole) -> UIBackgroundConfiguration.Preset {
        switch role {
        case .header, .footer: .listPlainHeaderFooter
        case .row, .headerRow: .listPlainCell
        }
    }

    package static func cornerRadius(for preset: UIBackgroundConfiguration.Preset) -> CGFloat {
        switch preset {
        case .listSidebarCell, .listAccompaniedSidebarCell: sidebarCornerRadius
        default: 0
        }
    }

    /// The fill of `preset` in `state` (`nil`: the normal state). `nil` means the view's tint colour.
    package static func backgroundColor(
        for preset: UIBackgroundConfiguration.Preset, state: (any UIConfigurationState)?
    ) -> UIColor? {
        let flags = ConfigurationStyleFlags(state)
        let (selected, highlighted) = (flags.isSelected, flags.isHighlighted)
        switch preset {
        case .clear, .listGroupedHeaderFooter, .listSidebarHeader:
            return .clear
        case .listCell, .listHeader, .listFooter:
            // Never a look: a preset that follows its list draws as the fixed preset it took.
            return nil
        case .listPlainHeaderFooter:
            return .systemBackground
        case .listPlainCell:
            return selected || highlighted ? selectedRowColor : .systemBackground
        case .listGroupedCell:
            return selected || highlighted ? selectedRowColor : .secondarySystemGroupedBackground
        case .listSidebarCell:
            if selected { return nil }
            return highlighted ? sidebarHighlightColor : .clear
        case .listAccompaniedSidebarCell:
            return selected || highlighted ? sidebarHighlightColor : .clear
        }
    }
}
