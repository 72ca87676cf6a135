import CompositionalLayoutEngine
import Foundation

/// Which boundary content insets are measured from (UIKit: `UIContentInsetsReference`).
public enum UIContentInsetsReference: Int, Sendable, Hashable {
    /// A section follows the layout configuration; the configuration means `.none`.
    case automatic = 0
    /// The collection view's edges.
    case none = 1
    /// The safe area (none on a headless collection view unless a subclass provides one).
    case safeArea = 2
    /// The collection view's layout margins.
    case layoutMargins = 3
    /// The readable-content guide.
    case readableContent = 4

    /// The reference the engine's `reference` names.
    init(_ reference: ContentInsetsReference) {
        switch reference {
        case .automatic: self = .automatic
        case .none: self = .none
        case .safeArea: self = .safeArea
        case .layoutMargins: self = .layoutMargins
        case .readableContent: self = .readableContent
        }
    }

    var spec: ContentInsetsReference {
        switch self {
        case .automatic: return .automatic
        case .none: return .none
        case .safeArea: return .safeArea
        case .layoutMargins: return .layoutMargins
        case .readableContent: return .readableContent
        }
    }
}
