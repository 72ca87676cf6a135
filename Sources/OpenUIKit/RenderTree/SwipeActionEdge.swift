import Foundation

/// Which edge of a row a swipe reveals actions at.
public enum SwipeActionEdge: Sendable, Hashable {
    /// A swipe towards the trailing side reveals the leading actions.
    case leading
    /// A swipe towards the leading side reveals the trailing actions.
    case trailing
}
