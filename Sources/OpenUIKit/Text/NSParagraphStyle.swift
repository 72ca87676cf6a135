import Foundation

/// How a paragraph of attributed text is laid out (UIKit: `NSParagraphStyle`, whose values are read-only; set them on
/// an `NSMutableParagraphStyle`). Labels draw its `alignment` and `lineBreakMode` when it covers the whole text; the
/// spacing and indents are kept, not drawn.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
    /// Every value, so that copies and comparisons take them all.
    struct Values: Hashable {
        var alignment: NSTextAlignment = .natural
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
    }

    var values = Values()

    /// The style with UIKit's defaults: natural alignment, word wrapping, no spacing or indents.
    public class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// Where lines sit between the edges.
    public var alignment: NSTextAlignment { values.alignment }
    /// How lines break and how text that does not fit is cut.
    public var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    /// Extra space between lines, in points.
    public var lineSpacing: CGFloat { values.lineSpacing }
    /// Extra space after the paragraph, in points.
    public var paragraphSpacing: CGFloat { values.paragraphSpacing }
    /// Extra space before the paragraph, in points.
    public var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    /// The first line's indent from the leading edge, in points.
    public var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    /// The other lines' indent from the leading edge, in points.
    public var headIndent: CGFloat { values.headIndent }
    /// The lines' trailing edge: from the leading edge when positive, from the trailing edge when not.
    public var tailIndent: CGFloat { values.tailIndent }
    /// The least height of a line, in points; 0 for none.
    public var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// The most height of a line, in points; 0 for none.
    public var maximumLineHeight: CGFloat { values.maximumLineHeight }
    /// A multiple of the font's line height; 0 for the font's own.
    public var lineHeightMultiple: CGFloat { values.lineHeightMultiple }

    public override init() {}

    /// An immutable style with the same values.
    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.values = values
        return copy
    }

    /// An `NSMutableParagraphStyle` with the same values.
    public func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.values = values
        return copy
    }

    /// Styles with the same values are equal, mutable or not.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? NSParagraphStyle)?.values == values
    }

    open override var hash: Int { values.hashValue }
}

/// A paragraph style whose values can be set (UIKit: `NSMutableParagraphStyle`).
open class NSMutableParagraphStyle: NSParagraphStyle {
    public override var alignment: NSTextAlignment {
        get { values.alignment }
        set { values.alignment = newValue }
    }
    public override var lineBreakMode: NSLineBreakMode {
        get { values.lineBreakMode }
        set { values.lineBreakMode = newValue }
    }
    public override var lineSpacing: CGFloat {
        get { values.lineSpacing }
        set { values.lineSpacing = newValue }
    }
    public override var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing }
        set { values.paragraphSpacing = newValue }
    }
    public override var paragraphSpacingBefore: CGFloat {
        get { values.paragraphSpacingBefore }
        set { values.paragraphSpacingBefore = newValue }
    }
    public override var firstLineHeadIndent: CGFloat {
        get { values.firstLineHeadIndent }
        set { values.firstLineHeadIndent = newValue }
    }
    public override var headIndent: CGFloat {
        get { values.headIndent }
        set { values.headIndent = newValue }
    }
    public override var tailIndent: CGFloat {
        get { values.tailIndent }
        set { values.tailIndent = newValue }
    }
    public override var minimumLineHeight: CGFloat {
        get { values.minimumLineHeight }
        set { values.minimumLineHeight = newValue }
    }
    public override var maximumLineHeight: CGFloat {
        get { values.maximumLineHeight }
        set { values.maximumLineHeight = newValue }
    }
    public override var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple }
        set { values.lineHeightMultiple = newValue }
    }
}
