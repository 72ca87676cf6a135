import Foundation

/// A deterministic estimate of how tall wrapped text is, for cells whose height is their text's (self-sizing
/// rows such as Conference News).
///
/// The gallery lays pages out on a server without font metrics, so it assumes every character, spaces
/// included, is `averageGlyphWidthRatio` times the point size wide — about the average advance of the system
/// font in running English text. It wraps each paragraph (explicit line breaks end paragraphs) greedily at
/// spaces, breaks words longer than a line, and counts the lines at the style's line height. A browser wraps
/// with the real glyph widths, so a drawn paragraph may take a line more or fewer than estimated.
public enum TextHeightEstimate {
    /// The assumed width of one character, as a fraction of the font's point size.
    public static let averageGlyphWidthRatio = 0.5

    /// How many characters fit on one line `width` points wide in `font`: at least one.
    public static func charactersPerLine(font: GalleryFont, width: CGFloat) -> Int {
        let glyphWidth = font.pointSize * averageGlyphWidthRatio
        guard glyphWidth > 0, width.isFinite else { return 1 }
        return max(1, Int((Double(width) / glyphWidth).rounded(.down)))
    }

    /// The number of lines `text` wraps to in `font` on lines `width` points wide; 0 for empty text.
    public static func lineCount(of text: String, font: GalleryFont, width: CGFloat) -> Int {
        guard !text.isEmpty else { return 0 }
        let capacity = charactersPerLine(font: font, width: width)
        var lines = 0
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            // An empty paragraph (two line breaks in a row) still takes a line.
            lines += 1
            var used = 0
            for word in paragraph.split(separator: " ") {
                let length = word.count
                if used > 0, used + 1 + length <= capacity {
                    used += 1 + length
                    continue
                }
                if used > 0 { lines += 1 }
                // A word longer than a line fills whole lines and continues on the next.
                lines += (length - 1) / capacity
                used = length - (length - 1) / capacity * capacity
            }
        }
        return lines
    }

    /// The height of `text` in `font` wrapped to `width` points: its line count times the font's line height.
    public static func height(of text: String, font: GalleryFont, width: CGFloat) -> CGFloat {
        CGFloat(lineCount(of: text, font: font, width: width)) * CGFloat(font.lineHeight)
    }
}
