import Foundation

/// A configuration state the system presets (backgrounds, list content) know how to read: UIKit's own states adopt
/// it, an app's custom `UIConfigurationState` does not and styles as normal.
///
/// The seam between the configurations every view uses and the cell states that live with the collection view:
/// `UICellConfigurationState` adopts it in `OpenCollectionView`, where it knows the list its cell is shown in.
package protocol SystemStyledState: UIConfigurationState {
    /// Whether the state shows as selected, highlighted or disabled.
    var styleFlags: ConfigurationStyleFlags { get }
    /// The fixed background preset an element playing `role` takes in the list the state's view is shown in;
    /// `nil` outside lists (the presets that follow their list then keep the look they have).
    func listBackgroundPreset(for role: ListElementRole) -> UIBackgroundConfiguration.Preset?
}

extension SystemStyledState {
    package func listBackgroundPreset(for role: ListElementRole) -> UIBackgroundConfiguration.Preset? { nil }
}

/// What an element is in its list section; a preset that follows its list takes the look of its role there.
package enum ListElementRole: Hashable, Sendable {
    /// A row.
    case row
    /// The section's first row standing for its header (`headerMode = .firstItemInSection`).
    case headerRow
    /// A supplementary section header (`headerMode = .supplementary`).
    case header
    /// A supplementary section footer.
    case footer
}

/// What the system styles read from a configuration state: whether it shows as selected, highlighted and disabled.
/// A state the system does not know reads as normal.
package struct ConfigurationStyleFlags {
    package var isSelected = false
    package var isHighlighted = false
    package var isDisabled = false

    package init(isSelected: Bool = false, isHighlighted: Bool = false, isDisabled: Bool = false) {
        (self.isSelected, self.isHighlighted, self.isDisabled) = (isSelected, isHighlighted, isDisabled)
    }

    package init(_ state: (any UIConfigurationState)?) {
        self = (state as? any SystemStyledState)?.styleFlags ?? ConfigurationStyleFlags()
    }
}

extension UIViewConfigurationState: SystemStyledState {
    package var styleFlags: ConfigurationStyleFlags {
        ConfigurationStyleFlags(isSelected: isSelected, isHighlighted: isHighlighted, isDisabled: isDisabled)
    }
}
