import OpenCollectionView

/// Orthogonal Sections › Orthogonal Section Behaviors (spec §3.12): one section per orthogonal scrolling
/// behavior, in the sample's order, each under a title naming it; the `.none` section lays its groups out
/// vertically at full width.
public struct OrthogonalSectionBehaviorsExample: GalleryExample {
    public let menuTitle = "Orthogonal Section Behaviors"
    public let navigationTitle = "Orthogonal Section Behaviors"
    public let slug = "orthogonal-section-behaviors"
    public let backgroundColor = GalleryColor.systemBackground
    /// Six sections of 18 items (six groups each), numbered 0–107.
    public let itemIdentifiers: [[Int]] = SectionKind.allCases.map { kind in
        Array(kind.rawValue * 18..<kind.rawValue * 18 + 18)
    }

    /// The headers' element kind, as the sample names it.
    public static let headerElementKind = "header-element-kind"

    /// The sections, by index: one per scrolling behavior, named like it.
    enum SectionKind: Int, CaseIterable {
        case continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered, none

        /// The behavior of the same name.
        var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior {
            switch self {
            case .none: return .none
            case .continuous: return .continuous
            case .continuousGroupLeadingBoundary: return .continuousGroupLeadingBoundary
            case .paging: return .paging
            case .groupPaging: return .groupPaging
            case .groupPagingCentered: return .groupPagingCentered
            }
        }
    }

    /// The example as the sample shows it.
    public init() {}

    public func makeLayout() -> UICollectionViewCompositionalLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        return UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, _ in
            guard let sectionKind = SectionKind(rawValue: sectionIndex) else { return nil }
            // Scrolling rows peek the next group; the `.none` section stacks full-width groups instead.
            let orthogonallyScrolls = sectionKind.orthogonalScrollingBehavior != .none
            let containerGroupFractionalWidth: CGFloat = orthogonallyScrolls ? 0.85 : 1.0
            let section = NSCollectionLayoutSection(
                group: NestedGroupLayout.group(containerWidth: .fractionalWidth(containerGroupFractionalWidth)))
            section.orthogonalScrollingBehavior = sectionKind.orthogonalScrollingBehavior

            let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)),
                elementKind: Self.headerElementKind, alignment: .top)
            section.boundarySupplementaryItems = [sectionHeader]
            return section
        }, configuration: configuration)
    }

    public func cellContent(for itemIdentifier: Int, at indexPath: IndexPath) -> CellContent {
        CellContent(text: "\(indexPath.section), \(indexPath.item)", design: .textCell(cornerRadius: 8))
    }

    /// The section's title: "." and the behavior's name, as the sample writes `String(describing: kind)`.
    public func supplementaryContent(ofKind elementKind: String, at indexPath: IndexPath) -> SupplementaryContent? {
        guard elementKind == Self.headerElementKind, let kind = SectionKind(rawValue: indexPath.section) else { return nil }
        return SupplementaryContent(text: "." + String(describing: kind), design: .titleSupplementaryView(isBoxed: false))
    }

    public var pageNote: String? {
        "Each scrolling row is drawn at rest (row offset 0; .groupPagingCentered rests with its first group centred) "
            + "and scrolls sideways in the page, without the behaviors' snapping. Headers keep their estimated 44 pt."
    }
}
