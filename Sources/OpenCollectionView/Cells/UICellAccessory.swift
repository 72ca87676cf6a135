import Foundation

/// A system or custom view at the leading or trailing edge of a list cell (UIKit: `UICellAccessory`).
///
/// System accessories have fixed edges and a fixed order (`CellAccessoryMetrics.order`); custom views go where
/// their `Placement` says. Each accessory shows always, only while editing or only while not editing
/// (`DisplayedState`); a list cell lays out the ones its editing state shows.
@preconcurrency @MainActor
public struct UICellAccessory {
    /// When an accessory shows (UIKit: `UICellAccessory.DisplayedState`).
    public enum DisplayedState: Int, Sendable, Hashable {
        /// Shown whether or not the list is editing.
        case always
        /// Shown only while the list is editing.
        case whenEditing
        /// Shown only while the list is not editing.
        case whenNotEditing

        /// Whether an accessory in this state shows while the cell's editing is `isEditing`.
        public func isDisplayed(whenEditing isEditing: Bool) -> Bool {
            switch self {
            case .always: true
            case .whenEditing: isEditing
            case .whenNotEditing: !isEditing
            }
        }
    }

    /// The width an accessory takes in the layout (UIKit: `UICellAccessory.LayoutDimension`).
    public enum LayoutDimension: Sendable, Hashable {
        /// The accessory's own width.
        case actual
        /// The system's standard width for the accessory's kind, so that accessories of different widths line
        /// up their content.
        case standard
        /// A width in points.
        case custom(CGFloat)
    }

    /// Runs when the user taps an accessory that acts (delete, insert, outline disclosure, detail).
    public typealias ActionHandler = () -> Void

    /// Runs after a person chose an element of a pop-up menu that changed its selection, given the menu with the
    /// new states.
    public typealias MenuSelectedElementDidChangeHandler = (UIMenu) -> Void

    /// Where a custom view goes (UIKit: `UICellAccessory.Placement`).
    public enum Placement {
        /// Returns the index, among the accessories already on the edge in leading-to-trailing order, at which the
        /// custom view goes.
        public typealias Position = @MainActor ([UICellAccessory]) -> Int

        /// On the leading edge; by default innermost (next to the content).
        case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
        /// On the trailing edge; by default innermost (next to the content).
        case trailing(displayed: DisplayedState = .always, at: Position = { _ in 0 })

        /// The position just after the first accessory of `accessory`'s kind, or at the end when there is none.
        public static func position(after accessory: UICellAccessory) -> Position {
            { accessories in
                accessories.firstIndex { $0.kind.sameKind(as: accessory.kind) }.map { $0 + 1 } ?? accessories.count
            }
        }

        /// The position just before the first accessory of `accessory`'s kind, or at the start when there is none.
        public static func position(before accessory: UICellAccessory) -> Position {
            { accessories in accessories.firstIndex { $0.kind.sameKind(as: accessory.kind) } ?? 0 }
        }
    }

    /// The options every system accessory has: hidden (but laid out), reserved width and tint.
    public struct DisclosureIndicatorOptions {
        /// Whether the accessory is invisible but keeps its space; `nil` means visible.
        public var isHidden: Bool?
        /// The width the accessory's slot takes; `nil` means the standard width for its kind.
        public var reservedLayoutWidth: LayoutDimension?
        /// The colour to draw the accessory in; `nil` uses the kind's default, then the cell's tint.
        public var tintColor: UIColor?
        /// Options with the given overrides; each one left `nil` keeps the accessory's default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// Options of a checkmark accessory: the common hidden, width and tint settings.
    public typealias CheckmarkOptions = DisclosureIndicatorOptions

    /// Options of delete, insert and multiselect accessories: the common ones and a background colour.
    public struct FilledOptions {
        /// Whether the accessory is invisible but keeps its space; `nil` means visible.
        public var isHidden: Bool?
        /// The width the accessory's slot takes; `nil` means the standard width for its kind.
        public var reservedLayoutWidth: LayoutDimension?
        /// The colour of the symbol; `nil` uses the kind's default.
        public var tintColor: UIColor?
        /// The colour the circle is filled with; `nil` uses the kind's default.
        public var backgroundColor: UIColor?
        /// Options with the given overrides; each one left `nil` keeps the accessory's default.
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            backgroundColor: UIColor? = nil
        ) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Options of a delete accessory, including its fill colour.
    public typealias DeleteOptions = FilledOptions
    /// Options of an insert accessory, including its fill colour.
    public typealias InsertOptions = FilledOptions
    /// Options of a multiselect accessory, including the fill of its selected circle.
    public typealias MultiselectOptions = FilledOptions
    /// Options of a detail (info button) accessory: the common hidden, width and tint settings.
    public typealias DetailOptions = DisclosureIndicatorOptions
    /// Options of a pop-up menu accessory: the common hidden, width and tint settings.
    public typealias PopUpMenuOptions = DisclosureIndicatorOptions

    /// Options of the reorder control.
    public struct ReorderOptions {
        /// Whether the control is invisible but keeps its space; `nil` means visible.
        public var isHidden: Bool?
        /// The width the control's slot takes; `nil` means the standard width.
        public var reservedLayoutWidth: LayoutDimension?
        /// The colour of the grab handle; `nil` uses the default.
        public var tintColor: UIColor?
        /// Whether a vertical separator sets the control apart from the content. Default `true`.
        public var showsVerticalSeparator: Bool
        /// Options with the given overrides; the separator shows unless `showsVerticalSeparator` is `false`.
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            showsVerticalSeparator: Bool = true
        ) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }

    /// Options of the outline disclosure.
    public struct OutlineDisclosureOptions {
        /// How an outline disclosure reacts to taps (UIKit: `UICellAccessory.OutlineDisclosureOptions.Style`).
        public enum Style: Int, Sendable, Hashable {
            /// `.header` for a cell whose list shows it as a section header (`headerMode = .firstItemInSection`), else
            /// `.cell`.
            case automatic
            /// A tap anywhere on the cell toggles expansion; the cell is not selectable.
            case header
            /// Only a tap on the accessory toggles expansion.
            case cell
        }

        /// Whether a tap anywhere on the cell or only on the chevron toggles expansion. Default `.automatic`.
        public var style: Style
        /// Whether the chevron is invisible but keeps its space; `nil` means visible.
        public var isHidden: Bool?
        /// The width the chevron's slot takes; `nil` means the standard width.
        public var reservedLayoutWidth: LayoutDimension?
        /// The colour of the chevron; `nil` uses the default.
        public var tintColor: UIColor?
        /// Options with the given overrides; a `nil` style is `.automatic`.
        public init(
            style: Style? = nil, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil
        ) {
            self.style = style ?? .automatic
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// Options of a text label accessory.
    public struct LabelOptions {
        /// Whether the text is invisible but keeps its space; `nil` means visible.
        public var isHidden: Bool?
        /// The width the label's slot takes; `nil` means the text's own width.
        public var reservedLayoutWidth: LayoutDimension?
        /// The colour of the text; `nil` uses the default.
        public var tintColor: UIColor?
        /// The label's font; `nil` is the body style.
        public var font: UIFont?
        /// Whether the text's font should follow the content size category (default `true`); the accessory built
        /// from these options keeps only the text and font, so this option is not used.
        public var adjustsFontForContentSizeCategory: Bool
        /// Options with the given overrides; a `nil` font is the body style.
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, font: UIFont? = nil,
            adjustsFontForContentSizeCategory: Bool = true
        ) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.font = font
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }

    /// A custom view as an accessory (UIKit: `UICellAccessory.CustomViewConfiguration`).
    public struct CustomViewConfiguration {
        /// The app's view to place at the cell's edge.
        public var customView: UIView
        /// The edge the view goes on, when it shows, and where among that edge's accessories.
        public var placement: Placement
        /// Whether the view is hidden but keeps its space; `nil` means visible.
        public var isHidden: Bool?
        /// The width the view's slot takes; `nil` means the view's own width.
        public var reservedLayoutWidth: LayoutDimension?
        /// A tint to give the view when it is placed; `nil` leaves the view's tint alone.
        public var tintColor: UIColor?
        /// Whether the view keeps its own size instead of being fitted to the cell's height.
        public var maintainsFixedSize: Bool?
        /// A configuration placing `customView` as `placement` says; options left `nil` keep their defaults.
        public init(
            customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
            tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil
        ) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }
    }

    /// The type of an accessory (UIKit: `UICellAccessory.AccessoryType`): which system accessory it is, or the view of a
    /// custom one.
    public enum AccessoryType: Hashable {
        /// A chevron showing that the row leads somewhere.
        case disclosureIndicator
        /// The chevron that expands or collapses an outline item.
        case outlineDisclosure
        /// A checkmark.
        case checkmark
        /// The minus button that deletes the row.
        case delete
        /// The plus button that inserts a row.
        case insert
        /// The grab handle for reordering.
        case reorder
        /// The selection circle of multiple selection.
        case multiselect
        /// A short text.
        case label
        /// An app's own view, which it carries.
        case customView(UIView)
        /// The info button.
        case detail
        /// The chevrons that present a menu.
        case popUpMenu

        /// Equal when of the same case; custom views are equal when they are the same view.
        public static func == (lhs: Self, rhs: Self) -> Bool {
            switch (lhs, rhs) {
            case (.customView(let left), .customView(let right)): left === right
            case (.customView, _), (_, .customView): false
            default: lhs.caseName == rhs.caseName
            }
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(caseName)
            if case .customView(let view) = self { hasher.combine(ObjectIdentifier(view)) }
        }

        /// The case's name, as the render tree names accessories (`"outlineDisclosure"`, …).
        var caseName: String {
            switch self {
            case .disclosureIndicator: "disclosureIndicator"
            case .outlineDisclosure: "outlineDisclosure"
            case .checkmark: "checkmark"
            case .delete: "delete"
            case .insert: "insert"
            case .reorder: "reorder"
            case .multiselect: "multiselect"
            case .label: "label"
            case .customView: "customView"
            case .detail: "detail"
            case .popUpMenu: "popUpMenu"
            }
        }
    }

    /// What an accessory is, with what its kind carries: the details `accessoryType` leaves out.
    enum Kind {
        /// A trailing chevron showing that the row leads somewhere.
        case disclosureIndicator
        /// A checkmark marking the row as chosen.
        case checkmark
        /// The leading minus button that deletes the row.
        case delete
        /// The leading plus button that inserts a row.
        case insert
        /// The grab handle for reordering, optionally set apart by a vertical separator.
        case reorder(showsVerticalSeparator: Bool)
        /// The selection circle shown for multiple selection.
        case multiselect
        /// The chevron that expands or collapses an outline item, with how it reacts to taps.
        case outlineDisclosure(style: OutlineDisclosureOptions.Style)
        /// A short text in the given font (`nil` is the body style).
        case label(text: String, font: UIFont?)
        /// The info button.
        case detail
        /// The up-and-down chevrons that present the given menu.
        case popUpMenu(UIMenu)
        /// An app-provided view, and whether it keeps its own size.
        case customView(UIView, maintainsFixedSize: Bool)

        /// Whether two kinds are the same kind, whatever their details.
        func sameKind(as other: Kind) -> Bool {
            systemOrder == other.systemOrder
        }

        /// The accessory's rank in UIKit's fixed order on its edge (`CellAccessoryMetrics.order`).
        var systemOrder: Int {
            CellAccessoryMetrics.order.firstIndex { $0 == name } ?? CellAccessoryMetrics.order.count
        }

        /// The kind's name, as the render tree gives it: its `AccessoryType` case's name.
        var name: String { accessoryType.caseName }

        /// The kind without its details.
        var accessoryType: AccessoryType {
            switch self {
            case .disclosureIndicator: .disclosureIndicator
            case .checkmark: .checkmark
            case .delete: .delete
            case .insert: .insert
            case .reorder: .reorder
            case .multiselect: .multiselect
            case .outlineDisclosure: .outlineDisclosure
            case .label: .label
            case .detail: .detail
            case .popUpMenu: .popUpMenu
            case .customView(let view, _): .customView(view)
            }
        }
    }

    /// What the accessory is, with its details (the outline disclosure's style, the label's text, the menu, …).
    let kind: Kind

    /// The type of the accessory: which system accessory it is, or the custom view it shows.
    public var accessoryType: AccessoryType { kind.accessoryType }
    /// When it shows.
    public let displayedState: DisplayedState
    /// Whether it is hidden while still taking its place.
    public let isHidden: Bool
    /// The width of the slot the accessory takes on its edge; it is never narrower than the accessory itself.
    public let reservedLayoutWidth: LayoutDimension
    /// Its tint; `nil` uses the kind's default (`CellAccessoryMetrics.defaultTint`).
    public let tintColor: UIColor?
    /// The fill of delete, insert and multiselect accessories; `nil` uses the kind's default.
    public let backgroundColor: UIColor?
    /// Whether it sits on the leading edge.
    public let isLeading: Bool
    /// Where a custom view goes among the system accessories of its edge.
    let position: Placement.Position?
    /// Runs when the user taps the accessory.
    public let actionHandler: ActionHandler?
    /// Runs when a choice in a pop-up menu accessory's menu changed its selection.
    let selectedElementDidChangeHandler: MenuSelectedElementDidChangeHandler?

    private init(
        _ kind: Kind, displayed: DisplayedState, isHidden: Bool?, reservedLayoutWidth: LayoutDimension?, tintColor: UIColor?,
        backgroundColor: UIColor? = nil, isLeading: Bool, position: Placement.Position? = nil, actionHandler: ActionHandler? = nil,
        selectedElementDidChangeHandler: MenuSelectedElementDidChangeHandler? = nil
    ) {
        self.kind = kind
        displayedState = displayed
        self.isHidden = isHidden ?? false
        self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
        self.tintColor = tintColor
        self.backgroundColor = backgroundColor
        self.isLeading = isLeading
        self.position = position
        self.actionHandler = actionHandler
        self.selectedElementDidChangeHandler = selectedElementDidChangeHandler
    }

    /// A chevron pointing to the trailing side: the row leads somewhere.
    public static func disclosureIndicator(
        displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()
    ) -> UICellAccessory {
        UICellAccessory(.disclosureIndicator, displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor, isLeading: false)
    }

    /// A checkmark: the row is the chosen one.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> UICellAccessory {
        UICellAccessory(.checkmark, displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor, isLeading: false)
    }

    /// A red minus in a circle on the leading edge; tapping it runs `actionHandler`, or, without one, reveals the
    /// row's trailing swipe actions, as UIKit does.
    public static func delete(
        displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(), actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.delete, displayed: displayed, isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth,
                        tintColor: options.tintColor, backgroundColor: options.backgroundColor, isLeading: true,
                        actionHandler: actionHandler)
    }

    /// A green plus in a circle on the leading edge; tapping it runs `actionHandler`.
    public static func insert(
        displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(), actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.insert, displayed: displayed, isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth,
                        tintColor: options.tintColor, backgroundColor: options.backgroundColor, isLeading: true,
                        actionHandler: actionHandler)
    }

    /// The grab handle that starts an interactive reorder on the trailing edge.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> UICellAccessory {
        UICellAccessory(.reorder(showsVerticalSeparator: options.showsVerticalSeparator), displayed: displayed,
                        isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth,
                        tintColor: options.tintColor, isLeading: false)
    }

    /// The selection circle of multiple selection on the leading edge, filled while the cell is selected.
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init()) -> UICellAccessory {
        UICellAccessory(.multiselect, displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor,
                        backgroundColor: options.backgroundColor, isLeading: true)
    }

    /// The chevron of an outline parent, pointing down while expanded; tapping it expands or collapses the item's
    /// children through the diffable data source, or runs `actionHandler` when given.
    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(), actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.outlineDisclosure(style: options.style), displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor, isLeading: false,
                        actionHandler: actionHandler)
    }

    /// A short text on the trailing edge, such as a count.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()) -> UICellAccessory {
        UICellAccessory(.label(text: text, font: options.font), displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth ?? .actual, tintColor: options.tintColor,
                        isLeading: false)
    }

    /// An info button on the trailing edge; tapping it runs `actionHandler`.
    public static func detail(
        displayed: DisplayedState = .always, options: DetailOptions = .init(), actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.detail, displayed: displayed, isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth,
                        tintColor: options.tintColor, isLeading: false, actionHandler: actionHandler)
    }

    /// Up and down chevrons on the trailing edge: tapping anywhere in the cell presents `menu` instead of selecting
    /// the row. The menu is a single-selection one whatever its options: choosing an action runs its handler, turns
    /// it on and every other action off, then calls `selectedElementDidChangeHandler` with the menu — unless the
    /// chosen action was already the only one on.
    public static func popUpMenu(
        _ menu: UIMenu, displayed: DisplayedState = .always, options: PopUpMenuOptions = PopUpMenuOptions(),
        selectedElementDidChangeHandler: MenuSelectedElementDidChangeHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.popUpMenu(menu), displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor, isLeading: false,
                        selectedElementDidChangeHandler: selectedElementDidChangeHandler)
    }

    /// An app's own view as an accessory.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let displayed: DisplayedState
        let isLeading: Bool
        let position: Placement.Position
        switch configuration.placement {
        case .leading(let state, let at):
            (displayed, isLeading, position) = (state, true, at)
        case .trailing(let state, let at):
            (displayed, isLeading, position) = (state, false, at)
        }
        return UICellAccessory(
            .customView(configuration.customView, maintainsFixedSize: configuration.maintainsFixedSize ?? false),
            displayed: displayed, isHidden: configuration.isHidden,
            reservedLayoutWidth: configuration.reservedLayoutWidth ?? .actual, tintColor: configuration.tintColor,
            isLeading: isLeading, position: position)
    }
}
