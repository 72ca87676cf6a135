import Foundation

/// A view that shows read-only text (UIKit: `UILabel`), headless: it holds the text and its styling and
/// sizes itself by measuring the text with the current `TextMeasurer` (`TextMeasurement.current`); hosts
/// draw it.
///
/// Defaults are UIKit's: the 17-point system font, `.label` colour, natural alignment, one line, truncation
/// at the tail, user interaction off. Sizes are rounded up to the display's pixel grid (a third of a point
/// on the headless screen), as UIKit rounds text.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The font of a label that was not given one.
    static let defaultFont = UIFont.systemFont(ofSize: UIFont.labelFontSize)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
    }

    /// Labels are not decoded from archives here; this initializer always fails (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Content

    /// The text; `nil` (nothing) by default.
    open var text: String? {
        didSet {
            // Plain text has none of an attributed text's lines.
            isUnderlined = false
            isStruckThrough = false
            guard text != oldValue else { return }
            invalidateIntrinsicContentSize()
        }
    }

    /// The text as an attributed string: the label's text with its font, colour, paragraph style and lines as
    /// attributes. Setting one takes its characters, and the attributes that cover all of them: `.font`,
    /// `.foregroundColor`, `.paragraphStyle`'s alignment and line breaking, `.underlineStyle` and
    /// `.strikethroughStyle` (drawn as single lines). Headless labels draw one style per text: an attribute over part
    /// of the string is not drawn.
    open var attributedText: NSAttributedString? {
        get {
            guard let text else { return nil }
            let paragraph = NSMutableParagraphStyle()
            paragraph.alignment = textAlignment
            paragraph.lineBreakMode = lineBreakMode
            var attributes: [NSAttributedString.Key: Any] = [.font: font as Any, .foregroundColor: textColor as Any, .paragraphStyle: paragraph]
            if isUnderlined { attributes[.underlineStyle] = NSUnderlineStyle.single.rawValue }
            if isStruckThrough { attributes[.strikethroughStyle] = NSUnderlineStyle.single.rawValue }
            return NSAttributedString(string: text, attributes: attributes)
        }
        set {
            text = newValue?.string
            if let newValue { applyWholeAttributes(of: newValue) }
        }
    }

    /// Whether the text is underlined, from an attributed text's `.underlineStyle`.
    private(set) var isUnderlined = false
    /// Whether the text is struck through, from an attributed text's `.strikethroughStyle`.
    private(set) var isStruckThrough = false

    /// Takes the attributes that cover all of `string` (`WholeTextAttributes`) as the label's font, colour,
    /// alignment, line breaking and lines; the text stays as it is.
    package func applyWholeAttributes(of string: NSAttributedString) {
        let attributes = WholeTextAttributes(string)
        if let font = attributes.font { self.font = font }
        if let color = attributes.foregroundColor { textColor = color }
        if let paragraph = attributes.paragraphStyle {
            textAlignment = paragraph.alignment
            lineBreakMode = paragraph.lineBreakMode
        }
        isUnderlined = attributes.isUnderlined
        isStruckThrough = attributes.isStruckThrough
    }

    private var assignedFont = UILabel.defaultFont

    /// The font; setting `nil` restores the 17-point system font.
    ///
    /// With `adjustsFontForContentSizeCategory`, a font that follows Dynamic Type (from
    /// `preferredFont(forTextStyle:)` or `UIFontMetrics`) is resized for the label's content size category
    /// when set and whenever the label's traits change.
    open var font: UIFont! {
        get { assignedFont }
        set {
            hasAssignedFont = true
            let font = adjustedForContentSizeCategory(newValue ?? Self.defaultFont)
            guard font != assignedFont else { return }
            assignedFont = font
            invalidateIntrinsicContentSize()
        }
    }

    private var assignedTextColor = UIColor.label

    /// The text's colour; setting `nil` restores `.label`.
    open var textColor: UIColor! {
        get { assignedTextColor }
        set {
            hasAssignedTextColor = true
            assignedTextColor = newValue ?? .label
        }
    }

    /// Whether the app set `font` / `textColor` (a table cell's legacy labels pass only what the app set on to the
    /// configuration of the cell's style).
    package private(set) var hasAssignedFont = false
    package private(set) var hasAssignedTextColor = false

    /// Where lines sit between the edges; `.natural` by default. Does not change the label's size.
    open var textAlignment: NSTextAlignment = .natural

    /// The most lines the text may take; 0 for as many as it needs. 1 by default. Negative values count as 0.
    open var numberOfLines = 1 {
        didSet {
            guard numberOfLines != oldValue else { return }
            invalidateIntrinsicContentSize()
        }
    }

    /// How lines break and how text that does not fit is cut; `.byTruncatingTail` by default.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet {
            guard lineBreakMode != oldValue else { return }
            invalidateIntrinsicContentSize()
        }
    }

    /// Whether the font follows the content size category of the label's traits (see `font`). `false` by
    /// default; turning it on resizes the current font at once.
    open var adjustsFontForContentSizeCategory = false {
        didSet {
            guard adjustsFontForContentSizeCategory, !oldValue else { return }
            font = assignedFont
        }
    }

    /// Whether one-line text that is too wide is drawn in a smaller font, down to `minimumScaleFactor`
    /// (see `fittedFont`). `false` by default. Does not change the label's intrinsic size, as in UIKit.
    open var adjustsFontSizeToFitWidth = false

    /// The smallest fraction of the font's size that `adjustsFontSizeToFitWidth` may shrink to; 0 (UIKit's
    /// default) means the font never shrinks.
    open var minimumScaleFactor: CGFloat = 0

    /// Whether letters may be drawn tighter before the text is truncated. Stored for hosts; headless
    /// measurement does not tighten.
    open var allowsDefaultTighteningForTruncation = false

    /// The width at which a multi-line label wraps when asked for its intrinsic size; 0 (the default) to wrap
    /// at the label's current width instead.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet {
            guard preferredMaxLayoutWidth != oldValue else { return }
            invalidateIntrinsicContentSize()
        }
    }

    /// Whether the text is drawn in its normal colours; hosts dim disabled labels. `true` by default.
    open var isEnabled = true

    /// Whether the text is drawn in `highlightedTextColor`. `false` by default.
    open var isHighlighted = false

    /// The text's colour while highlighted; `nil` (keep `textColor`) by default.
    open var highlightedTextColor: UIColor?

    /// The colour the text is drawn in now: `highlightedTextColor` while highlighted (when set), else
    /// `textColor`. Headless addition for hosts.
    public var displayedTextColor: UIColor {
        if isHighlighted, let highlightedTextColor { return highlightedTextColor }
        return assignedTextColor
    }

    // MARK: Measuring

    /// The rectangle the text takes inside `bounds`, wrapping at its width, in at most `numberOfLines` lines
    /// (0 for no limit): the text's measured size rounded up to the pixel grid, at `bounds.origin`, no wider
    /// than `bounds`. Override points for custom text insets go here, as in UIKit.
    ///
    /// Cost: one measurement, O(length of the text) with the headless measurer.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let size = roundedUp(measure(maximumWidth: bounds.width, numberOfLines: numberOfLines).size)
        return CGRect(origin: bounds.origin, size: CGSize(width: min(size.width, max(bounds.width, 0)), height: size.height))
    }

    /// The text's size: on one line for one-line labels; otherwise wrapped at `preferredMaxLayoutWidth`, or
    /// at the current width when that is 0 (UIKit uses the width of the last layout pass), or not wrapped
    /// when both are 0. An empty label is 0 × 0.
    open override var intrinsicContentSize: CGSize {
        var width = CGFloat.greatestFiniteMagnitude
        if numberOfLines != 1 {
            if preferredMaxLayoutWidth > 0 {
                width = preferredMaxLayoutWidth
            } else if bounds.width > 0 {
                width = bounds.width
            }
        }
        return textSize(maximumWidth: width)
    }

    /// The text wrapped at `width` for multi-line labels, so that constraints give wrapping labels their height.
    open override func intrinsicContentSize(forWidth width: CGFloat) -> CGSize {
        guard numberOfLines != 1, preferredMaxLayoutWidth <= 0, width > 0 else { return intrinsicContentSize }
        return textSize(maximumWidth: width)
    }

    /// The first line's baseline: the font's ascender plus half the space its line height adds, below the top.
    open override var firstBaselineOffsetFromTop: CGFloat? {
        guard let text, !text.isEmpty else { return nil }
        let font = assignedFont
        return font.ascender + (font.lineHeight - font.ascender + font.descender) / 2
    }

    /// The last line's baseline: the font's descender plus half the space its line height adds, above the bottom.
    open override var lastBaselineOffsetFromBottom: CGFloat {
        guard let text, !text.isEmpty else { return 0 }
        let font = assignedFont
        return -font.descender + (font.lineHeight - font.ascender + font.descender) / 2
    }

    /// The text's size when it wraps at `size.width` (no wrapping when that is 0 or less), in at most
    /// `numberOfLines` lines. The height of `size` is ignored, as in UIKit.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        textSize(maximumWidth: size.width > 0 ? size.width : .greatestFiniteMagnitude)
    }

    /// How the text breaks into lines in the current bounds, as the host should draw it. Headless addition.
    public var measuredText: MeasuredText {
        measure(maximumWidth: bounds.width > 0 ? bounds.width : .greatestFiniteMagnitude, numberOfLines: numberOfLines)
    }

    /// The font the text is drawn with in the current bounds: `font`, unless `adjustsFontSizeToFitWidth` is on,
    /// the label has one line and `minimumScaleFactor` is above 0, and the text is wider than the bounds —
    /// then `font` scaled down in proportion to fit, but not below `minimumScaleFactor` of its size. Headless
    /// addition for hosts.
    public var fittedFont: UIFont {
        guard adjustsFontSizeToFitWidth, numberOfLines == 1, minimumScaleFactor > 0, bounds.width > 0 else {
            return assignedFont
        }
        let width = measure(maximumWidth: .greatestFiniteMagnitude, numberOfLines: 1).size.width
        guard width > bounds.width else { return assignedFont }
        let scale = max(min(minimumScaleFactor, 1), bounds.width / width)
        return assignedFont.withSize(assignedFont.pointSize * scale)
    }

    private func textSize(maximumWidth: CGFloat) -> CGSize {
        textRect(
            forBounds: CGRect(x: 0, y: 0, width: maximumWidth, height: .greatestFiniteMagnitude),
            limitedToNumberOfLines: numberOfLines
        ).size
    }

    func measure(maximumWidth: CGFloat, numberOfLines: Int) -> MeasuredText {
        guard let text, !text.isEmpty else { return .empty }
        let request = TextMeasurementRequest(
            text: text, font: assignedFont, maximumWidth: maximumWidth, numberOfLines: max(numberOfLines, 0),
            lineBreakMode: lineBreakMode
        )
        // Layout asks for the same measurement several times per pass (fitting, layout, drawing); a label keeps the
        // answers of the measurer in use for its last two requests (see `TextMeasurer`), and asks the measurer only
        // for what no label of the process had answered (`SharedTextMeasurements`).
        let measurer = TextMeasurement.current
        let source: TextMeasurementSource
        if TextMeasurement.taskMeasurer == nil {
            source = .process(generation: TextMeasurement.processMeasurerGeneration)
        } else if type(of: measurer) is AnyObject.Type {
            source = .object(measurer as AnyObject)
        } else {
            return measurer.measure(request)
        }
        if measurementSource != source {
            measurementSource = source
            newestMeasurement = nil
            olderMeasurement = nil
        }
        if let newest = newestMeasurement, newest.answers(request) { return newest.result }
        if let older = olderMeasurement?.measurement, older.answers(request) {
            olderMeasurement = newestMeasurement.map(MeasurementBox.init)
            newestMeasurement = older
            return older.result
        }
        let measured = SharedTextMeasurements.measurement(of: request, by: measurer, from: source)
        // The newest is kept as the older only when it measured the same text in the same font (at another width, as
        // a pass asks): one of other text is what a reused cell's label showed before, and would never answer again.
        let newestStaysUseful = newestMeasurement.map { $0.request.text == text && $0.request.font == request.font } ?? false
        olderMeasurement = newestStaysUseful ? newestMeasurement.map(MeasurementBox.init) : nil
        newestMeasurement = Measurement(request: request, result: measured)
        return measured
    }

    /// Whether the label keeps a second measurement, out of line (`measure(maximumWidth:numberOfLines:)`).
    var keepsOlderMeasurement: Bool { olderMeasurement != nil }

    /// A label's older measurement, out of line.
    private final class MeasurementBox {
        let measurement: Measurement

        init(_ measurement: Measurement) {
            self.measurement = measurement
        }
    }

    /// A measurement a label keeps.
    private struct Measurement {
        var request: TextMeasurementRequest
        var result: MeasuredText

        /// Whether `result` is also the answer to `other`: the same request, or the same text, font, line limit and
        /// line breaking at another width that the text fits as it broke — it took one line uncut, or broke only
        /// where the text does when the width was unlimited, and `other` is at least as wide as its widest line. So
        /// the natural width a label reports to Auto Layout and the width it is then given share one measurement.
        func answers(_ other: TextMeasurementRequest) -> Bool {
            guard request.maximumWidth != other.maximumWidth else { return request == other }
            guard !result.isTruncated, result.lineCount <= 1 || request.isWidthUnlimited,
                other.maximumWidth >= result.size.width
            else { return false }
            return request.text == other.text && request.font == other.font
                && request.numberOfLines == other.numberOfLines && request.lineBreakMode == other.lineBreakMode
        }
    }

    /// The label's last two measurements, newest first, and the measurer that answered them. Kept in the label
    /// rather than in a dictionary: a pass asks for one or two widths, and a dictionary of them costs several
    /// hundred bytes a label. The older is out of line: a label whose text fits on a line answers every width it is
    /// asked for from one measurement (`Measurement.answers(_:)`), and most labels of a page never keep a second (nor
    /// does one whose text changed since: a reused cell's).
    private var newestMeasurement: Measurement?
    private var olderMeasurement: MeasurementBox?
    /// The measurer that answered the measurements the label keeps.
    private var measurementSource: TextMeasurementSource?

    /// `size` rounded up to whole pixels of the label's display.
    private func roundedUp(_ size: CGSize) -> CGSize {
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : HeadlessScreen.displayScale
        func round(_ length: CGFloat) -> CGFloat {
            guard length.isFinite else { return length }
            // The small allowance keeps lengths already on the grid (66.0000000001 / 3) where they are.
            return (length * scale - 1e-7).rounded(.up) / scale
        }
        return CGSize(width: round(size.width), height: round(size.height))
    }

    // MARK: Dynamic Type

    private func adjustedForContentSizeCategory(_ font: UIFont) -> UIFont {
        guard adjustsFontForContentSizeCategory else { return font }
        let category = fontSizeCategory ?? traitCollection.preferredContentSizeCategory
        fontSizeCategory = category
        return font.adjusted(for: category)
    }

    /// The text size fonts were last adjusted for, until the traits change: a cell configured again for each row
    /// it shows sets the same font every time, and finding the traits walks up the hierarchy.
    private var fontSizeCategory: UIContentSizeCategory?

    open override func traitsDidChange() {
        super.traitsDidChange()
        fontSizeCategory = nil
        if adjustsFontForContentSizeCategory { font = assignedFont }
    }

    // MARK: Baselines

    /// The distance from the top of a label of `size` to its first and last baselines, with its text wrapped
    /// at `size.width`: lines are stacked from the text's top, each `font.lineHeight` tall with its baseline
    /// `font.ascender` below the line's top, and the text is centred vertically in the label, as UIKit draws it.
    func baselines(in size: CGSize) -> (first: CGFloat, last: CGFloat) {
        let text = measure(maximumWidth: size.width > 0 ? size.width : .greatestFiniteMagnitude, numberOfLines: numberOfLines)
        let lines = CGFloat(max(text.lineCount, 1))
        let top = (size.height - lines * assignedFont.lineHeight) / 2
        return (top + assignedFont.ascender, top + (lines - 1) * assignedFont.lineHeight + assignedFont.ascender)
    }
}
