import Foundation

/// The state a view is in, from which configurations compute how it looks (UIKit: `UIConfigurationState`).
///
/// UIKit's two states, `UIViewConfigurationState` and `UICellConfigurationState`, conform. Apps add their own
/// state under `UIConfigurationStateCustomKey`s, through the subscript.
public protocol UIConfigurationState {
    /// A state with `traitCollection` and every flag off.
    init(traitCollection: UITraitCollection)
    /// The traits of the view the state belongs to.
    var traitCollection: UITraitCollection { get set }
    /// The app's own state stored under `key`; `nil` when none is.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The key of a custom value in a configuration state (UIKit: `UIConfigurationStateCustomKey`).
///
/// Pick reverse-DNS names, as UIKit recommends, so that keys of different modules never collide:
/// `UIConfigurationStateCustomKey("com.example.ItemListCell.item")`.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    /// The key's name, which identifies it.
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The key named `rawValue`.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }
}
