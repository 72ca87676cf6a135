#if !hasFeature(Embedded)
import Foundation
#endif

/// Something the solver had to reject or work around. Errors leave the section concerned empty; the
/// rest of the layout is solved as usual.
public enum LayoutIssue: Sendable, Hashable {
    /// The section's definition could not be solved; it lays out nothing.
    case sectionFailed(section: Int, LayoutError)
    /// The data source gave a section items but the section provider returned no definition for it.
    case missingSectionDefinition(section: Int, itemCount: Int)
    /// The section's group holds no items (a custom group whose provider returned no frames), so the
    /// section's items are not laid out.
    case itemsNotPlaced(section: Int, itemCount: Int)
    /// Flexible edge spacing on a section's group along the section's axis has no effect.
    case flexibleEdgeSpacingIgnored(section: Int)
    /// The layout's own boundary items could not be solved; the layout has none.
    case layoutBoundaryItemsFailed(LayoutError)

    /// Errors rejected part of the layout; warnings did not.
    public var isError: Bool {
        switch self {
        case .sectionFailed, .missingSectionDefinition, .itemsNotPlaced, .layoutBoundaryItemsFailed: return true
        case .flexibleEdgeSpacingIgnored: return false
        }
    }

    /// The section concerned; `nil` for the layout's own boundary items.
    public var section: Int? {
        switch self {
        case .sectionFailed(let section, _), .missingSectionDefinition(let section, _),
            .itemsNotPlaced(let section, _), .flexibleEdgeSpacingIgnored(let section):
            return section
        case .layoutBoundaryItemsFailed:
            return nil
        }
    }

    /// What happened, in UIKit's words where UIKit has them.
    public var message: String {
        switch self {
        case .sectionFailed(let section, let error):
            return "section \(section) lays out nothing: \(error.message)"
        case .missingSectionDefinition(let section, let itemCount):
            return "Invalid section definition. Please specify a valid section definition when content is to be "
                + "rendered for a section. This is a client error. (section \(section) has \(itemCount) items)"
        case .itemsNotPlaced(let section, let itemCount):
            return "section \(section): its group holds no items, so its \(itemCount) items are not laid out."
        case .layoutBoundaryItemsFailed(let error):
            return "the layout's boundary supplementary items are left out: \(error.message)"
        case .flexibleEdgeSpacingIgnored(let section):
            return "A NSCollectionLayoutGroup has specified flexible edge spacing along primary layout axis; "
                + "flexible spacing will be ignored but any required spacing will be applied. (section \(section))"
        }
    }
}
