import Foundation

/// Where lines break and how text that does not fit is cut (UIKit: `NSLineBreakMode`, same raw values).
///
/// The wrapping modes break lines and drop whatever does not fit in the allowed number of lines; the
/// clipping and truncating modes wrap by words too, then cut the last allowed line, the truncating modes
/// marking the cut with an ellipsis ("…"). `HeadlessTextMeasurer` documents the exact rule.
public enum NSLineBreakMode: Int, Sendable, Hashable {
    /// Break between words; a word longer than a line breaks between characters.
    case byWordWrapping = 0
    /// Break between any two characters.
    case byCharWrapping = 1
    /// Cut the last line at the edge, without an ellipsis.
    case byClipping = 2
    /// End the last line with the text's end, after an ellipsis ("…ing").
    case byTruncatingHead = 3
    /// End the last line with an ellipsis ("Somethi…"). A label's default.
    case byTruncatingTail = 4
    /// Put the ellipsis in the middle of the last line ("Som…ing").
    case byTruncatingMiddle = 5
}
