import Foundation

/// Where an interrupted animation stopped (UIKit: `UIViewAnimatingPosition`, same raw values).
public enum UIViewAnimatingPosition: Int, Sendable, Hashable {
    /// At the end values.
    case end = 0
    /// At the start values.
    case start = 1
    /// Somewhere between.
    case current = 2
}
