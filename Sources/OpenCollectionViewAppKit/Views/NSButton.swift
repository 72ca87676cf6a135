import Foundation
internal import OpenUIKit

/// AppKit's button: a push button that sends its action to its target when clicked, or a check box or radio button
/// whose `state` a click changes first.
///
/// Differences from AppKit: a push button is drawn as UIKit's system button (its title in the accent colour), a
/// check box or radio button as its title after a mark, in the label colour, at the frame's leading edge; bezel styles
/// are kept, not drawn.
@preconcurrency @MainActor
open class NSButton: NSControl {
    /// What the button does when clicked.
    public enum ButtonType: UInt, Sendable, Hashable {
        /// Highlights while pressed; sends its action (a push button).
        case momentaryLight = 0
        /// Alternates between on and off.
        case pushOnPushOff = 1
        /// Alternates between on and off, showing its state.
        case toggle = 2
        /// A check box.
        case `switch` = 3
        /// A radio button.
        case radio = 4
        /// Sends its action; shows nothing but its highlight (a push button).
        case momentaryPushIn = 7
    }

    /// How the button's bezel looks (kept, not drawn).
    public enum BezelStyle: UInt, Sendable, Hashable {
        /// The standard push button.
        case push = 1
        /// A square bezel that grows with the button.
        case flexiblePush = 2
        /// A disclosure triangle.
        case disclosure = 5
        /// A button of an inline list.
        case inline = 15
    }

    override class func makeBacking() -> UIView {
        UIButton(type: .system)
    }

    private var button: UIButton { backing as! UIButton }

    public override init(frame frameRect: NSRect) {
        super.init(frame: frameRect)
        listenForClicks()
    }

    /// A button decoded from an archive (a nib): a push button until the nib gives it its values.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        listenForClicks()
    }

    /// A push button titled `title` that sends `action` to `target`.
    public convenience init(title: String, target: AnyObject?, action: Selector?) {
        self.init(frame: NSRect(x: 0, y: 0, width: 80, height: 32))
        self.title = title
        self.target = target
        self.action = action
    }

    /// A check box titled `title` that sends `action` to `target` when it changes.
    public convenience init(checkboxWithTitle title: String, target: AnyObject?, action: Selector?) {
        self.init(title: title, target: target, action: action)
        setButtonType(.switch)
    }

    private func listenForClicks() {
        button.addAction(UIAction { [weak self] _ in self?.performClick(nil) }, for: .primaryActionTriggered)
    }

    /// The button's title.
    open var title: String = "" {
        didSet { showTitle() }
    }

    /// How the button's bezel looks.
    open var bezelStyle = BezelStyle.push

    /// Whether the button draws its bezel.
    open var isBordered = true

    /// What the button does when clicked; a momentary push button unless set.
    private(set) var buttonType = ButtonType.momentaryPushIn

    /// Makes the button a push button, a check box, a radio button or an on-off button.
    open func setButtonType(_ type: ButtonType) {
        buttonType = type
        showTitle()
    }

    /// Whether the button is on, off or mixed (a check box's or an on-off button's).
    open var state = NSControl.StateValue.off {
        didSet { showTitle() }
    }

    private func showTitle() {
        let mark: String = switch buttonType {
        case .switch: state == .on ? "☑ " : state == .mixed ? "⊟ " : "☐ "
        case .radio: state == .on ? "◉ " : "○ "
        default: ""
        }
        button.setTitle(mark + title, for: .normal)
        // A check box or radio button reads as text with its mark, in the label colour, at its frame's leading edge.
        let isMark = buttonType == .switch || buttonType == .radio
        button.setTitleColor(isMark ? NSColor.labelColor.uiColor : nil, for: .normal)
        button.titleLabel?.font = NSFont.systemFont(ofSize: NSFont.systemFontSize).uiFont
        placeBacking()
    }

    /// A check box or radio button is as wide as its title (at most its frame), at the frame's leading edge.
    override func placeBacking() {
        super.placeBacking()
        guard buttonType == .switch || buttonType == .radio else { return }
        backing.frame.size.width = min(backing.frame.width, button.intrinsicContentSize.width)
    }

    /// Clicks the button: a check box, radio or on-off button changes its state, then the action goes to the
    /// target.
    open func performClick(_ sender: Any?) {
        guard isEnabled else { return }
        switch buttonType {
        case .switch, .pushOnPushOff, .toggle: state = state == .on ? .off : .on
        case .radio: state = .on
        case .momentaryLight, .momentaryPushIn: break
        }
        if action != nil { sendAction(action, to: target) }
    }
}

extension NSControl {
    /// A control's state: on, off or mixed.
    public struct StateValue: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int

        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// On: checked, selected.
        public static let on = StateValue(rawValue: 1)
        /// Off: unchecked.
        public static let off = StateValue(rawValue: 0)
        /// Mixed: some of what the control stands for is on.
        public static let mixed = StateValue(rawValue: -1)
    }
}
