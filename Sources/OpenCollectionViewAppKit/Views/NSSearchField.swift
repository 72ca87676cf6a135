import Foundation
internal import OpenUIKit

/// What a control tells its delegate as a person edits its text.
@preconcurrency @MainActor
public protocol NSControlTextEditingDelegate: AnyObject {
    /// The text changed; the notification's `object` is the control.
    func controlTextDidChange(_ obj: Notification)
    /// Editing began.
    func controlTextDidBeginEditing(_ obj: Notification)
    /// Editing ended.
    func controlTextDidEndEditing(_ obj: Notification)
}

extension NSControlTextEditingDelegate {
    /// Nothing by default.
    public func controlTextDidChange(_ obj: Notification) {}
    /// Nothing by default.
    public func controlTextDidBeginEditing(_ obj: Notification) {}
    /// Nothing by default.
    public func controlTextDidEndEditing(_ obj: Notification) {}
}

/// What a text field tells its delegate.
@preconcurrency @MainActor
public protocol NSTextFieldDelegate: NSControlTextEditingDelegate {}

/// What a search field tells its delegate: its text's changes, and when a search starts and ends.
@preconcurrency @MainActor
public protocol NSSearchFieldDelegate: NSTextFieldDelegate {
    /// The field's text stopped being empty.
    func searchFieldDidStartSearching(_ sender: NSSearchField)
    /// The field's text became empty.
    func searchFieldDidEndSearching(_ sender: NSSearchField)
}

extension NSSearchFieldDelegate {
    /// Nothing by default.
    public func searchFieldDidStartSearching(_ sender: NSSearchField) {}
    /// Nothing by default.
    public func searchFieldDidEndSearching(_ sender: NSSearchField) {}
}

extension NSControl {
    /// Posted as a control's text changes.
    public static let textDidChangeNotification = Notification.Name("NSControlTextDidChangeNotification")
    /// Posted when editing of a control's text begins.
    public static let textDidBeginEditingNotification = Notification.Name("NSControlTextDidBeginEditingNotification")
    /// Posted when editing of a control's text ends.
    public static let textDidEndEditingNotification = Notification.Name("NSControlTextDidEndEditingNotification")
}

/// AppKit's search field: a rounded field a person types a search into. Each change tells the delegate
/// (`controlTextDidChange(_:)`) and sends the action, as a search field that searches as one types does.
@preconcurrency @MainActor
open class NSSearchField: NSTextField {
    override class func makeBacking() -> UIView {
        let field = UITextField(frame: .zero)
        field.borderStyle = .roundedRect
        field.clearButtonMode = .whileEditing
        field.font = NSFont.systemFont(ofSize: NSFont.systemFontSize).uiFont
        field.placeholder = "Search"
        return field
    }

    public override init(frame frameRect: NSRect) {
        super.init(frame: frameRect)
        listenForEdits()
    }

    /// A search field decoded from an archive (a nib): empty until the nib gives it its values.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isEditable = true
        isSelectable = true
        listenForEdits()
    }

    private var textField: UITextField { backing as! UITextField }

    private func listenForEdits() {
        textField.addAction(UIAction { [weak self] _ in self?.textDidChange() }, for: .editingChanged)
    }

    /// What the search field tells as a person types.
    open var searchFieldDelegate: (any NSSearchFieldDelegate)? {
        delegate as? any NSSearchFieldDelegate
    }

    private var wasSearching = false

    /// The text changed: the delegate hears of it (and of a search starting or ending), then the action goes.
    private func textDidChange() {
        delegate?.controlTextDidChange(Notification(name: NSControl.textDidChangeNotification, object: self))
        let searching = !stringValue.isEmpty
        if searching != wasSearching {
            wasSearching = searching
            if searching { searchFieldDelegate?.searchFieldDidStartSearching(self) } else {
                searchFieldDelegate?.searchFieldDidEndSearching(self)
            }
        }
        if action != nil { sendAction(action, to: target) }
    }

    /// Gives the field `text`, as a person typing it would: the delegate and the target hear of it as they do of
    /// typing.
    package func type(_ text: String) {
        textField.text = text
        textDidChange()
    }
}
