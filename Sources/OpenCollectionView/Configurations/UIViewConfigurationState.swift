import Foundation

/// The state of a view that configurations react to: traits, and whether it is disabled, highlighted,
/// selected or focused (UIKit: `UIViewConfigurationState`).
public struct UIViewConfigurationState: UIConfigurationState, Hashable, CustomStringConvertible {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    /// Whether the view is a header or footer pinned to the visible bounds.
    public var isPinned = false
    private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

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
