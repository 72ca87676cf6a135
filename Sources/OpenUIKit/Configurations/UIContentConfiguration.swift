import Foundation

/// A description of a view's content that can make the view showing it (UIKit: `UIContentConfiguration`).
///
/// Configurations are values: change one and assign it to a cell's `contentConfiguration` to see the change.
/// `updated(for:)` gives the configuration for a state (selected, editing, …); cells that update their
/// configurations automatically call it whenever their state changes.
///
/// Only making the view is bound to the main actor, so configurations can be built anywhere.
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    @MainActor func makeContentView() -> any UIView & UIContentView
    /// This configuration styled for `state`.
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration (UIKit: `UIContentView`).
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    /// The configuration shown; setting it updates the view.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` by taking it as its `configuration`, rather than being
    /// replaced by the configuration's own view. The default: whether it is of the current configuration's type.
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// Whether `configuration` has the same type as the configuration the view shows now.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}
