import Foundation
internal import OpenUIKit

/// AppKit's text field, as a label: text in a font and colour, aligned and truncated as AppKit's labels are.
///
/// Differences from AppKit: of text fields, only a search field (`NSSearchField`) edits yet; a field's text is
/// centred vertically in its frame, as UIKit's labels draw it (AppKit draws from the top: the same for a
/// field as tall as its text, as Interface Builder makes labels).
@preconcurrency @MainActor
open class NSTextField: NSControl {
    override class func makeBacking() -> UIView {
        let label = UILabel(frame: .zero)
        label.font = NSFont.systemFont(ofSize: NSFont.systemFontSize).uiFont
        label.textColor = NSColor.labelColor.uiColor
        return label
    }

    /// The UIKit view that shows the text: a label, or a text field for a field a person types in (a search field).
    private var label: UILabel? { backing as? UILabel }
    private var field: UITextField? { backing as? UITextField }

    /// A field at `frameRect`: editable, bordered and drawing its background, as AppKit makes one.
    public override init(frame frameRect: NSRect) {
        super.init(frame: frameRect)
        isEditable = true
        isSelectable = true
        isBordered = true
        drawsBackground = true
    }

    /// A field decoded from an archive (a nib): at the zero rectangle, not editable or selectable, with no
    /// border or background, until the nib gives it its frame and settings.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A label reading `stringValue`: one line, not editable or selectable, no border or background.
    public convenience init(labelWithString stringValue: String) {
        self.init(frame: .zero)
        isEditable = false
        isSelectable = false
        isBordered = false
        drawsBackground = false
        self.stringValue = stringValue
        frame.size = intrinsicContentSize
    }

    /// A label reading `stringValue` that wraps onto as many lines as it needs.
    public convenience init(wrappingLabelWithString stringValue: String) {
        self.init(labelWithString: stringValue)
        maximumNumberOfLines = 0
        lineBreakMode = .byWordWrapping
        isSelectable = true
    }

    /// The text the field shows.
    open var stringValue: String {
        get { (label?.text ?? field?.text) ?? "" }
        set {
            label?.text = newValue
            field?.text = newValue
            needsLayout = true
        }
    }

    /// The text's font; the system font at 13 points unless set.
    open var font: NSFont? {
        get { (label?.font ?? field?.font).map(NSFont.init) }
        set {
            let font = (newValue ?? .systemFont(ofSize: NSFont.systemFontSize)).uiFont
            label?.font = font
            field?.font = font
        }
    }

    /// The text's colour; `labelColor` unless set.
    open var textColor: NSColor? {
        didSet {
            label?.textColor = (textColor ?? .labelColor).uiColor
            field?.textColor = (textColor ?? .labelColor).uiColor
        }
    }

    /// The background drawn when `drawsBackground`.
    open var backgroundColor: NSColor? {
        didSet { drawBackground() }
    }

    /// Whether the field fills its frame with `backgroundColor`.
    open var drawsBackground = false {
        didSet { drawBackground() }
    }

    private func drawBackground() {
        backing.backgroundColor = drawsBackground ? (backgroundColor ?? .textBackgroundColor).uiColor : nil
    }

    /// Whether the field draws a border.
    open var isBordered = false {
        didSet {
            backing.layer.borderWidth = isBordered ? 1 : 0
            backing.layer.borderColor = NSColor.separatorColor.cgColor
        }
    }

    /// Whether the field draws a bezel (drawn as its border here).
    open var isBezeled: Bool {
        get { isBordered }
        set { isBordered = newValue }
    }

    /// Whether a person may edit the text (only a search field edits yet).
    open var isEditable = false

    /// What the field tells as a person edits it.
    open weak var delegate: (any NSTextFieldDelegate)?

    /// Whether a person may select the text.
    open var isSelectable = false

    /// The text's alignment.
    open var alignment: NSTextAlignment {
        get { label?.textAlignment ?? field?.textAlignment ?? .natural }
        set {
            label?.textAlignment = newValue
            field?.textAlignment = newValue
        }
    }

    /// How the text is cut when it does not fit.
    open var lineBreakMode: NSLineBreakMode {
        get { label?.lineBreakMode ?? .byClipping }
        set { label?.lineBreakMode = newValue }
    }

    /// The most lines the text takes; 0 for as many as it needs.
    open var maximumNumberOfLines: Int {
        get { label?.numberOfLines ?? 1 }
        set { label?.numberOfLines = newValue }
    }

    /// The text shown while the field is empty (shown by fields a person types in).
    open var placeholderString: String? {
        didSet { field?.placeholder = placeholderString }
    }

    /// The size the text needs, on one line (or wrapped at `preferredMaxLayoutWidth`).
    open var intrinsicContentSize: NSSize { backing.intrinsicContentSize }

    /// The width a wrapping label wraps at for its intrinsic size; 0 for none.
    open var preferredMaxLayoutWidth: CGFloat {
        get { label?.preferredMaxLayoutWidth ?? 0 }
        set { label?.preferredMaxLayoutWidth = newValue }
    }
}
