import Foundation

/// How lines of text sit between a label's edges (UIKit: `NSTextAlignment`, with iOS's raw values).
///
/// Foundation on Linux has no text-system types, so this one lives here. Alignment does not change a
/// label's size, only where hosts draw each line.
public enum NSTextAlignment: Int, Sendable, Hashable {
    /// Flush with the left edge.
    case left = 0
    /// Centred between the edges.
    case center = 1
    /// Flush with the right edge.
    case right = 2
    /// Every line but the last stretched to both edges.
    case justified = 3
    /// Flush with the leading edge of the writing direction: left for left-to-right text. The default.
    case natural = 4
}
