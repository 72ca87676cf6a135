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

/// A group repeated for a section's items, with insets and spacing (UIKit: `NSCollectionLayoutSection`).
@MainActor
public final class NSCollectionLayoutSection {
    /// The group repeated for the section's items.
    public let group: NSCollectionLayoutGroup

    /// Space around the section's content, measured from `contentInsetsReference`.
    public var contentInsets: NSDirectionalEdgeInsets = .zero

    /// Space between consecutive groups.
    public var interGroupSpacing: CGFloat = 0

    /// The boundary `contentInsets` are measured from; `.automatic` follows the layout configuration.
    public var contentInsetsReference: UIContentInsetsReference = .automatic

    /// Whether boundary supplementary items are inset like the content. `true` by default.
    public var supplementariesFollowContentInsets = true

    /// A section that repeats `group` for its items.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }

    func compile(in context: LayoutCompilationContext) -> SectionSpec {
        guard case .group(let groupSpec) = group.compile(in: context) else {
            preconditionFailure("a group always compiles to a group spec")
        }
        return SectionSpec(
            group: groupSpec,
            contentInsets: contentInsets.layoutInsets,
            contentInsetsReference: contentInsetsReference.spec,
            interGroupSpacing: interGroupSpacing,
            supplementariesFollowContentInsets: supplementariesFollowContentInsets
        )
    }
}
