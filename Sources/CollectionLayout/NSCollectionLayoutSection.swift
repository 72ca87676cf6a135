import CompositionalLayoutEngine
import Foundation

/// A group repeated for a section's items, with insets and spacing (UIKit and AppKit: `NSCollectionLayoutSection`).
@preconcurrency @MainActor
public final class NSCollectionLayoutSection {
    /// The group repeated for the section's items (UIKit keeps it private).
    package let group: NSCollectionLayoutGroup

    /// Space around the section's content, measured from the content insets reference (UIKit's
    /// `contentInsetsReference`).
    public var contentInsets: NSDirectionalEdgeInsets = .zero

    /// Space between consecutive groups.
    public var interGroupSpacing: CGFloat = 0

    /// The boundary `contentInsets` are measured from, in the engine's terms: a face names it (UIKit's
    /// `contentInsetsReference`). `.automatic` follows the layout configuration.
    package var insetsReference = ContentInsetsReference.automatic

    /// The boundary the insets of boundary supplementary items are measured from, as the face set it (UIKit's
    /// `supplementaryContentInsetsReference`); kept, not applied.
    package var supplementaryInsetsReference = ContentInsetsReference.automatic

    /// Whether boundary supplementary items are inset like the content. `true` by default.
    public var supplementariesFollowContentInsets = true

    /// Headers, footers and other items on the section's edges.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// Views behind the section, such as a background.
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []

    /// How the section's groups scroll across the layout's axis, in the engine's terms: a face names it (UIKit's
    /// `orthogonalScrollingBehavior`).
    package var orthogonalScrolling = OrthogonalScrollingBehavior.none

    /// The settings only one face has (UIKit's list configuration, its orthogonal scrolling properties, its
    /// visible-items handler), kept for it by key.
    package var faceValues = FaceValues()

    /// The waterfall the section was made from with `waterfall(columnCount:columnSpacing:itemSpacing:estimatedHeight:)`.
    package var waterfall: WaterfallSpec?

    /// A section that repeats `group` for its items.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }

    package func compile(in context: LayoutCompilationContext) -> SectionSpec {
        guard case .group(let groupSpec) = group.compile(in: context) else {
            preconditionFailure("a group always compiles to a group spec")
        }
        var spec = SectionSpec(
            group: groupSpec,
            contentInsets: contentInsets.layoutInsets,
            contentInsetsReference: insetsReference,
            interGroupSpacing: interGroupSpacing,
            supplementariesFollowContentInsets: supplementariesFollowContentInsets,
            boundaryItems: boundarySupplementaryItems.map(\.boundarySpec),
            decorations: decorationItems.map(\.decorationSpec),
            orthogonalScrolling: orthogonalScrolling
        )
        spec.waterfall = waterfall
        return spec
    }
}
