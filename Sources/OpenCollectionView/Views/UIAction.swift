import Foundation

/// The closure a `UIAction` runs, given the action (whose `sender` is the control that sent it).
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// Something a control does, as a closure with a title and image (UIKit: `UIAction`).
///
/// Linux has no Objective-C selectors, so target–action (`addTarget(_:action:for:)`) is not available;
/// controls run `UIAction`s instead (`UIControl.addAction(_:for:)`), as UIKit code written for iOS 14 and
/// later does. Unlike UIKit, the action is not a menu element: the attribute and state types are nested here
/// (`UIAction.Attributes`, `UIAction.State`) rather than in `UIMenuElement`.
@MainActor
public final class UIAction {
    /// A name that tells actions apart; a control keeps one action per identifier.
    public struct Identifier: RawRepresentable, Sendable, Hashable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }
    }

    /// How an action is presented (UIKit: `UIMenuElement.Attributes`, same bits).
    public struct Attributes: OptionSet, Sendable, Hashable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an action shows a checkmark (UIKit: `UIMenuElement.State`, same raw values).
    public enum State: Int, Sendable, Hashable {
        case off = 0
        case on = 1
        case mixed = 2
    }

    public var title: String
    public var subtitle: String?
    public var image: UIImage?
    public var discoverabilityTitle: String?
    public var attributes: Attributes
    public var state: State
    /// The action's identifier: the one given, or a unique one made for it.
    public let identifier: Identifier
    let handler: UIActionHandler

    /// The control sending the action while its handler runs; `nil` otherwise.
    public internal(set) var sender: Any?

    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
        handler: @escaping UIActionHandler
    ) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.identifier = identifier ?? Identifier(rawValue: "com.opencollectionview.action.\(UUID().uuidString)")
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
    }

    /// Runs the handler with `sender` set for its duration.
    func perform(sender: Any?) {
        let previous = self.sender
        self.sender = sender
        defer { self.sender = previous }
        handler(self)
    }
}
