import Foundation

/// The state of a view that configurations react to: traits, and whether it is disabled, highlighted,
/// selected or focused (UIKit: `UIViewConfigurationState`).
public struct UIViewConfigurationState: UIConfigurationState, Hashable, CustomStringConvertible {
    /// The traits of the view the state belongs to.
    public var traitCollection: UITraitCollection
    /// Whether the view is disabled.
    public var isDisabled = false
    /// Whether the view is highlighted, as while a touch is down on it.
    public var isHighlighted = false
    /// Whether the view is selected.
    public var isSelected = false
    /// Whether the view has focus.
    public var isFocused = false
    /// Whether the view is a header or footer pinned to the visible bounds.
    public var isPinned = false
    private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state with `traitCollection`, every flag off and no custom states.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// The app's own state stored under `key`; `nil` when none is.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }

    public var description: String {
        var flags = [("disabled", isDisabled), ("highlighted", isHighlighted), ("selected", isSelected),
                     ("focused", isFocused), ("pinned", isPinned)].filter(\.1).map(\.0)
        flags += customStates.keys.map(\.rawValue).sorted()
        return "UIViewConfigurationState(\(flags.isEmpty ? "normal" : flags.joined(separator: ", ")))"
    }
}
