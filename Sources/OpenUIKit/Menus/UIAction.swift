import Foundation

/// The closure a `UIAction` runs, given the action (whose `sender` is the control that sent it).
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// Something a control or a menu does, as a closure with a title and image (UIKit: `UIAction`).
///
/// Linux has no Objective-C selectors, so target–action (`addTarget(_:action:for:)`) is not available;
/// controls run `UIAction`s instead (`UIControl.addAction(_:for:)`), as UIKit code written for iOS 14 and
/// later does. As a menu element, an action shows its `state` as a checkmark; a pop-up menu turns the chosen
/// action on and the others off.
@preconcurrency @MainActor
public final class UIAction: UIMenuElement {
    /// A name that tells actions apart; a control keeps one action per identifier.
    public typealias Identifier = MenuElementIdentifier<UIAction>

    // A menu's title and image are fixed once made; an action's can change after it is made, as in UIKit.
    public override var title: String {
        get { super.title }
        set { super.title = newValue }
    }

    public override var subtitle: String? {
        get { super.subtitle }
        set { super.subtitle = newValue }
    }

    public override var image: UIImage? {
        get { super.image }
        set { super.image = newValue }
    }

    /// A longer description of what the action does, which UIKit shows where shortcuts are listed; kept
    /// but not shown by anything here.
    public var discoverabilityTitle: String?
    /// How menus present the action: disabled, destructive, hidden, or leaving the menu open when chosen.
    public var attributes: Attributes
    /// Whether a menu shows the action checked; a pop-up menu turns it on when a person chooses the action.
    public var state: State
    /// The action's identifier: the one given, or a unique one made for it.
    public let identifier: Identifier
    let handler: UIActionHandler

    /// The control sending the action — or the cell whose pop-up menu it was chosen from — while its handler
    /// runs; `nil` otherwise.
    public internal(set) var sender: Any?

    /// An action that runs `handler` when chosen or sent; without an `identifier` it gets a unique one.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
        handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier ?? .unique()
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Runs the handler with `sender` set for its duration.
    package func perform(sender: Any?) {
        let previous = self.sender
        self.sender = sender
        defer { self.sender = previous }
        handler(self)
    }
}
