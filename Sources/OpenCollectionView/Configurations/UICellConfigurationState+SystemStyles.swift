import Foundation

extension UICellConfigurationState: SystemStyledState {
    /// A cell's selection while editing shows as a checkmark, not as selection.
    package var styleFlags: ConfigurationStyleFlags {
        ConfigurationStyleFlags(
            isSelected: isSelected && !isEditing, isHighlighted: isHighlighted, isDisabled: isDisabled)
    }

    package func listBackgroundPreset(for role: ListElementRole) -> UIBackgroundConfiguration.Preset? {
        listAppearance.map { ListBackgroundMetrics.preset(for: $0, role: role) }
    }
}

extension ListBackgroundMetrics {
    /// The fixed preset of a list of `appearance` for an element playing `role` in it: the background a list cell gets
    /// there by default (`UICollectionViewListCell.defaultBackgroundConfiguration()`).
    static func preset(
        for appearance: UICollectionLayoutListConfiguration.Appearance, role: ListElementRole
    ) -> UIBackgroundConfiguration.Preset {
        switch (appearance, role) {
        case (.sidebar, .header), (.sidebarPlain, .header), (.sidebar, .headerRow), (.sidebarPlain, .headerRow):
            .listSidebarHeader
        case (.plain, _):
            plainListPreset(for: role)
        case (.sidebarPlain, .footer):
            .listPlainHeaderFooter
        case (_, .header), (_, .footer):
            .listGroupedHeaderFooter
        case (.grouped, _), (.insetGrouped, _):
            .listGroupedCell
        case (.sidebar, _), (.sidebarPlain, _):
            .listSidebarCell
        }
    }
}
