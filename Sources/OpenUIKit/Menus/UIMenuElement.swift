import Foundation

/// Something a menu shows: an action or a submenu (UIKit: `UIMenuElement`).
///
/// Apps make elements through the subclasses, `UIAction` and `UIMenu`. Elements are objects shared between the
/// menus that hold them: when a person chooses an action of a pop-up menu, its `state` changes in place, so every
/// menu holding it shows the new state.
@preconcurrency @MainActor
public class UIMenuElement {
    /// Whether an element shows a checkmark (UIKit: `UIMenuElement.State`, same raw values).
    public enum State: Int, Sendable, Hashable {
        /// No checkmark.
        case off = 0
        /// A checkmark: the element is chosen.
        case on = 1
        /// A dash: the element is partly on, as a choice that covers several items some of which are on.
        case mixed = 2
    }

    /// How an element is presented (UIKit: `UIMenuElement.Attributes`, same bits).
    public struct Attributes: OptionSet, Sendable, Hashable {
        /// The attribute bits, with UIKit's values.
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Shown dimmed; a person cannot choose it.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in red: choosing it destroys something.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown at all.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it leaves the menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// The text a menu shows for the element.
    public internal(set) var title: String
    /// A second line under the title.
    public internal(set) var subtitle: String?
    /// The image shown with the title, usually an SF Symbol.
    public internal(set) var image: UIImage?

    init(title: String, subtitle: String?, image: UIImage?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
}

/// The identifier of an action or a menu (UIKit: `UIAction.Identifier`, `UIMenu.Identifier`): a string, typed by
/// the kind of element it names so that an action's identifier cannot name a menu.
public struct MenuElementIdentifier<Element: UIMenuElement>: RawRepresentable, Sendable, Hashable {
    /// The identifier's string.
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The identifier `rawValue`, without the argument label.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// An identifier no other element has, for elements made without one.
    static func unique() -> Self {
        Self(rawValue: "com.opencollectionview.\(Element.self).\(UUID().uuidString)")
    }
}
