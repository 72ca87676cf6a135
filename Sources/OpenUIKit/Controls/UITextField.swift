import Foundation

/// Told about, and asked about, what a person does in a text field (UIKit: `UITextFieldDelegate`). Every method is
/// optional: the defaults allow everything and do nothing.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Asked before the field takes the keyboard; `false` keeps it from doing so.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// The field took the keyboard.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Asked before the field gives up the keyboard; `false` keeps it.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// The field gave up the keyboard.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Asked before a person's edit replaces the characters in `range` (UTF-16 offsets into the current text) with
    /// `string`; `false` keeps the text as it was.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// Asked before the clear button empties the field; `false` keeps the text.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// The person pressed Return; answering `true` ends editing (`.editingDidEndOnExit`, then the keyboard goes).
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// Returns `true`: the field may take the keyboard.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing, so delegates implement only the calls they need.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Returns `true`: the field may give up the keyboard.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing, so delegates implement only the calls they need.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Returns `true`: every edit is allowed.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        true
    }
    /// Returns `true`: the clear button may empty the field.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// Returns `true`: Return ends editing.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// The kind of keyboard a text input asks for (UIKit: `UIKeyboardType`, same raw values).
public enum UIKeyboardType: Int, Sendable, Hashable {
    /// The keyboard of the current input method.
    case `default` = 0
    /// Letters, digits and punctuation that URLs and addresses use.
    case asciiCapable = 1
    /// Digits and punctuation.
    case numbersAndPunctuation = 2
    /// For typing URLs.
    case URL = 3
    /// Digits only.
    case numberPad = 4
    /// A telephone keypad.
    case phonePad = 5
    /// A telephone keypad with letters for names.
    case namePhonePad = 6
    /// For typing email addresses.
    case emailAddress = 7
    /// Digits and a decimal separator.
    case decimalPad = 8
    /// For Twitter handles and hashtags.
    case twitter = 9
    /// For typing web search terms.
    case webSearch = 10
    /// Digits only, ASCII.
    case asciiCapableNumberPad = 11
}

/// What the Return key is labelled (UIKit: `UIReturnKeyType`, same raw values).
public enum UIReturnKeyType: Int, Sendable, Hashable {
    /// "return".
    case `default` = 0
    /// "Go".
    case go = 1
    /// "Google".
    case google = 2
    /// "Join".
    case join = 3
    /// "Next".
    case next = 4
    /// "Route".
    case route = 5
    /// "Search".
    case search = 6
    /// "Send".
    case send = 7
    /// "Yahoo".
    case yahoo = 8
    /// "Done".
    case done = 9
    /// "Emergency Call".
    case emergencyCall = 10
    /// "Continue".
    case `continue` = 11
}

/// When typed text gets capital letters (UIKit: `UITextAutocapitalizationType`, same raw values).
public enum UITextAutocapitalizationType: Int, Sendable, Hashable {
    /// Never.
    case none = 0
    /// The first letter of each word.
    case words = 1
    /// The first letter of each sentence (the default).
    case sentences = 2
    /// Every letter.
    case allCharacters = 3
}

/// Whether typed text is corrected (UIKit: `UITextAutocorrectionType`, same raw values).
public enum UITextAutocorrectionType: Int, Sendable, Hashable {
    /// As the input method decides.
    case `default` = 0
    /// Never corrected.
    case no = 1
    /// Corrected.
    case yes = 2
}

/// What a text input holds, so the system can offer to fill it (UIKit: `UITextContentType`). Each constant's raw
/// value is its name.
public struct UITextContentType: RawRepresentable, Sendable, Hashable {
    /// The string naming the kind of content.
    public let rawValue: String

    /// The content type named `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A person's full name.
    public static let name = UITextContentType(rawValue: "name")
    /// A given name.
    public static let givenName = UITextContentType(rawValue: "givenName")
    /// A family name.
    public static let familyName = UITextContentType(rawValue: "familyName")
    /// A nickname.
    public static let nickname = UITextContentType(rawValue: "nickname")
    /// An organization's name.
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    /// A URL.
    public static let URL = UITextContentType(rawValue: "URL")
    /// A street address in one line.
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    /// An account's user name.
    public static let username = UITextContentType(rawValue: "username")
    /// An account's current password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password being chosen.
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    /// A one-time code sent by text message or email.
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    /// A credit card number.
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
}

/// A one-line field a person types text in (UIKit: `UITextField`).
///
/// As in UIKit, a person's edits go through the delegate: `textField(_:shouldChangeCharactersIn:replacementString:)`
/// may refuse one, which leaves the text as it was; an accepted edit sends `.editingChanged`. Taking the keyboard
/// sends `.editingDidBegin`, giving it up `.editingDidEnd`; Return asks `textFieldShouldReturn(_:)`, and `true` sends
/// `.editingDidEndOnExit` and gives the keyboard up. Setting `text` in code tells nobody. Hosts report a person's
/// typing with `hostDidChangeText(_:)`, Return with `hostDidPressReturn()`, the clear button with `hostDidClear()`,
/// and the keyboard's arrival and departure with `becomeFirstResponder()` and `resignFirstResponder()`.
@preconcurrency @MainActor
open class UITextField: UIControl {
    /// How the field's edge is drawn (UIKit: `UITextField.BorderStyle`).
    public enum BorderStyle: Int, Sendable, Hashable {
        /// No border (the default).
        case none = 0
        /// A thin rectangle.
        case line = 1
        /// A bevelled rectangle.
        case bezel = 2
        /// A rounded rectangle on a light fill, the usual look.
        case roundedRect = 3
    }

    /// When an overlay such as the clear button shows (UIKit: `UITextField.ViewMode`).
    public enum ViewMode: Int, Sendable, Hashable {
        /// Never (the clear button's default).
        case never = 0
        /// Only while the field is being edited, and not empty.
        case whileEditing = 1
        /// Only while the field is not being edited, and not empty.
        case unlessEditing = 2
        /// Whenever the field is not empty.
        case always = 3
    }

    /// The space above and below the text in a rounded-rect field: 34 points tall with the 17-point system font. [L]
    static let roundedRectPadding: CGFloat = 6.5
    /// The space above and below the text inside a line or bezel border. [L]
    static let borderedPadding: CGFloat = 2

    /// An empty field at `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Text fields are not decoded from archives here; this initializer always fails (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The text in the field; `""` when empty (setting `nil` empties it). Setting it tells nobody, as in UIKit.
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue ?? ""
            invalidateIntrinsicContentSize()
        }
    }

    private var storedText = ""

    /// The text as an attributed string in the field's font and colour. Headless, attributes are not drawn: setting
    /// it sets `text` to its characters.
    open var attributedText: NSAttributedString? {
        get { NSAttributedString(string: storedText) }
        set { text = newValue?.string }
    }

    /// The grey text shown while the field is empty.
    open var placeholder: String?

    /// The text's font; the 17-point system font (the body size) by default. Setting `nil` restores it.
    open var font: UIFont? {
        get { storedFont }
        set {
            storedFont = newValue ?? Self.defaultFont
            invalidateIntrinsicContentSize()
        }
    }

    /// The default font: the system font at 17 points.
    static let defaultFont = UIFont.systemFont(ofSize: 17)

    private var storedFont = defaultFont

    /// The text's colour; the label colour by default.
    open var textColor: UIColor? = .label

    /// Where the text sits between the field's edges; `.natural` by default.
    open var textAlignment: NSTextAlignment = .natural

    /// How the field's edge is drawn; `.none` by default.
    open var borderStyle: BorderStyle = .none {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// When the clear button shows; `.never` by default.
    open var clearButtonMode: ViewMode = .never

    /// Whether editing begins with the text cleared. Stored; `false` by default.
    open var clearsOnBeginEditing = false

    /// The keyboard the field asks for; `.default`.
    open var keyboardType: UIKeyboardType = .default
    /// The Return key's label; `.default`.
    open var returnKeyType: UIReturnKeyType = .default
    /// Whether the text is hidden as it is typed (a password); `false` by default.
    open var isSecureTextEntry = false
    /// When typed letters are capitalised; `.sentences` by default.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether typed text is corrected; `.default`.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// What the field holds, for the system to offer to fill; `nil` by default.
    open var textContentType: UITextContentType?

    /// The name screen readers announce; `nil` for the placeholder. (UIKit has it on every object.)
    open var accessibilityLabel: String?

    /// Told about, and asked about, what the person does in the field; held weakly.
    open weak var delegate: (any UITextFieldDelegate)?

    /// Whether the field has the keyboard.
    public private(set) var isFirstResponder = false

    /// Whether the field is being edited: it has the keyboard.
    open var isEditing: Bool { isFirstResponder }

    /// Whether the clear button shows now, as `clearButtonMode` says: never for an empty field.
    open var showsClearButton: Bool {
        guard !storedText.isEmpty else { return false }
        switch clearButtonMode {
        case .never: return false
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        case .always: return true
        }
    }

    /// The field's height for its font and border, with no width of its own: a line of text, plus 6.5 points above
    /// and below in a rounded rectangle (34 points with the default font), 2 inside a line or bezel border. [L]
    open override var intrinsicContentSize: CGSize {
        let line = storedFont.lineHeight.rounded(.up)
        let padding: CGFloat =
            switch borderStyle {
            case .none: 0
            case .line, .bezel: Self.borderedPadding
            case .roundedRect: Self.roundedRectPadding
            }
        return CGSize(width: UIView.noIntrinsicMetric, height: line + 2 * padding)
    }

    /// `size`'s width at the field's own height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: intrinsicContentSize.height)
    }

    /// Gives the field the keyboard, unless it is disabled or the delegate declines: the delegate hears
    /// `textFieldDidBeginEditing(_:)`, then `.editingDidBegin` is sent. Returns whether the field has the keyboard.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard isEnabled, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        isFirstResponder = true
        if clearsOnBeginEditing { storedText = "" }
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        return true
    }

    /// Takes the keyboard away, unless the delegate declines: the delegate hears `textFieldDidEndEditing(_:)`, then
    /// `.editingDidEnd` is sent. Returns whether the field gave it up (`true` when it did not have it).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        resign(force: false)
    }

    /// Gives up the keyboard, asking the delegate first unless `force`.
    func resign(force: Bool) -> Bool {
        guard isFirstResponder else { return true }
        guard force || delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        isFirstResponder = false
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        return true
    }

    // MARK: What the host reports

    /// How many edits hosts have reported, accepted or not: a host that sees its own count answered knows the text
    /// drawn is the field's answer to all of them. Headless addition.
    public private(set) var hostEditCount = 0

    /// A person changed the text to `newText` (a keystroke, a paste, a deletion): the field takes the keyboard if it
    /// had not; the delegate is asked about the change as one replacement of the differing middle; if allowed, the
    /// text changes and `.editingChanged` is sent. A disabled field ignores it. Headless addition.
    public func hostDidChangeText(_ newText: String) {
        hostEditCount += 1
        guard isEnabled, isUserInteractionEnabled, becomeFirstResponder(), newText != storedText else { return }
        let (range, replacement) = Self.replacement(from: storedText, to: newText)
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) ?? true else { return }
        text = newText
        sendActions(for: .editingChanged)
    }

    /// A person pressed Return: the delegate's `textFieldShouldReturn(_:)` decides; `true` sends
    /// `.editingDidEndOnExit` and gives up the keyboard. Headless addition.
    public func hostDidPressReturn() {
        guard isEnabled, isUserInteractionEnabled, isFirstResponder else { return }
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        sendActions(for: .editingDidEndOnExit)
        resignFirstResponder()
    }

    /// A person pressed the clear button: unless it is hidden or the delegate's `textFieldShouldClear(_:)` declines,
    /// the field takes the keyboard, empties and sends `.editingChanged`. Headless addition.
    public func hostDidClear() {
        hostEditCount += 1
        guard isEnabled, isUserInteractionEnabled, showsClearButton else { return }
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        becomeFirstResponder()
        text = ""
        sendActions(for: .editingChanged)
    }

    /// The edit that turns `old` into `new`, as UIKit reports it: the UTF-16 range of `old` between their common
    /// start and common end, and what replaces it.
    static func replacement(from old: String, to new: String) -> (NSRange, String) {
        let oldUnits = Array(old.utf16)
        let newUnits = Array(new.utf16)
        var prefix = 0
        while prefix < oldUnits.count, prefix < newUnits.count, oldUnits[prefix] == newUnits[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < oldUnits.count - prefix, suffix < newUnits.count - prefix,
            oldUnits[oldUnits.count - 1 - suffix] == newUnits[newUnits.count - 1 - suffix]
        {
            suffix += 1
        }
        let replaced = Array(newUnits[prefix..<(newUnits.count - suffix)])
        let string = String(decoding: replaced, as: UTF16.self)
        return (NSRange(location: prefix, length: oldUnits.count - prefix - suffix), string)
    }
}
