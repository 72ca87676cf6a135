import Foundation

/// A view that sends actions when a person interacts with it (UIKit: `UIControl`).
///
/// Headless, nobody touches the screen: hosts report interactions through the subclasses' host methods
/// (`UISwitch.hostDidToggle()`, `UISegmentedControl.hostDidSelectSegment(_:)`, `UIPageControl.hostDidSetPage(_:)`,
/// `UITextField.hostDidChangeText(_:)`, `UISlider.hostDidSetValue(_:)`, `UIStepper.hostDidIncrement()`,
/// `UIRefreshControl.hostDidPullToRefresh()`), which change the control and
/// send its events, and code may send events itself with `sendActions(for:)`. Actions are `UIAction`s;
/// selector-based target–action does not exist on Linux.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// What a control is doing, for drawing (UIKit: `UIControl.State`, same bits).
    public struct State: OptionSet, Sendable, Hashable {
        /// The state bits, with UIKit's values.
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// No flags: enabled, not selected, not highlighted.
        public static let normal: State = []
        /// A touch is down on the control (`isHighlighted`).
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control does not respond to people (`isEnabled` is `false`).
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected (`isSelected`).
        public static let selected = State(rawValue: 1 << 2)
        /// The control has input focus; `state` never includes it here, as nothing tracks focus.
        public static let focused = State(rawValue: 1 << 3)
        /// Bits an app may use for states of its own.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits kept for the framework's own use.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// What can happen to a control (UIKit: `UIControl.Event`, same bits).
    public struct Event: OptionSet, Sendable, Hashable {
        /// The event bits, with UIKit's values.
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// A finger touched down on the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A finger touched down again in quick succession, as in a double tap.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger down on the control moved while inside its bounds.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger down on the control moved while outside its bounds.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A dragging finger moved from outside the control into its bounds.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A dragging finger moved from inside the control out of its bounds.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A finger lifted inside the control: an ordinary tap. `UISwitch.hostDidToggle()` sends it.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifted outside the control's bounds, so the tap does not count.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system interrupted a touch on the control.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed: a switch flipped, a segment or page chosen, a slider moved, a stepper
        /// stepped, or a refresh control started refreshing.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control did its main job (a switch toggled, a refresh started); `init(frame:primaryAction:)`
        /// runs its action on it.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// The control is about to show its menu.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Text editing began in the control: a `UITextField` took the keyboard.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The control's text changed during editing: a person's accepted edit, or the clear button.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Text editing ended in the control: a `UITextField` gave up the keyboard.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Text editing ended because the person pressed Return (and the delegate's `textFieldShouldReturn(_:)` agreed).
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event, `touchDown` through `touchCancel`.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every text-editing event, `editingDidBegin` through `editingDidEndOnExit`.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Bits an app may use for events of its own.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Bits kept for the framework's own events.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event, reserved bits included.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// One action and the events it answers.
    private struct Registration {
        var action: UIAction
        var events: Event
    }

    private var registrations: [Registration] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A control that runs `primaryAction` on `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Controls are not decoded from archives here; this initializer always fails (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Whether the control responds to people; hosts ignore interactions with disabled controls. `true` by default.
    open var isEnabled = true
    /// Whether the control is selected. `false` by default.
    open var isSelected = false
    /// Whether a touch is down on the control. `false` by default.
    open var isHighlighted = false

    /// The control's state from `isEnabled`, `isSelected` and `isHighlighted`.
    open var state: State {
        var state: State = .normal
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    /// The events some action answers.
    public var allControlEvents: Event {
        registrations.reduce([]) { $0.union($1.events) }
    }

    /// Runs `action` whenever one of `controlEvents` is sent. An action with the identifier of one already
    /// added replaces it and answers the events of both, as a control keeps one action per identifier.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let index = registrations.firstIndex(where: { $0.action.identifier == action.identifier }) {
            registrations[index].action = action
            registrations[index].events.formUnion(controlEvents)
        } else {
            registrations.append(Registration(action: action, events: controlEvents))
        }
    }

    /// Stops running `action` for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops running the action with `actionIdentifier` for `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        for index in registrations.indices where registrations[index].action.identifier == actionIdentifier {
            registrations[index].events.subtract(controlEvents)
        }
        registrations.removeAll { $0.events.isEmpty }
    }

    /// Runs, in the order they were added, the actions that answer any of `controlEvents`, each once.
    /// Like UIKit's, it sends even when the control is disabled: the check belongs to whoever reports the
    /// interaction.
    open func sendActions(for controlEvents: Event) {
        // Handlers may add or remove actions; run those registered when the events were sent.
        let actions = registrations.filter { !$0.events.isDisjoint(with: controlEvents) }.map(\.action)
        for action in actions { sendAction(action) }
    }

    /// Runs `action` with this control as its `sender`.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }
}
