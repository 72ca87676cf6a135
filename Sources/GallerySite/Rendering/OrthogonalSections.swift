internal import CompositionalLayoutEngine
import OpenCollectionView

/// The orthogonally scrolling sections of a compositional layout and what belongs to their rows: the cells and
/// the supplementary views that scroll with them, not the section's own boundary items and backgrounds.
@MainActor
struct OrthogonalSections {
    private var lengths: [Int: CGFloat] = [:]
    private var behaviorNames: [Int: String] = [:]
    private var sectionLevelKinds: [Int: Set<String>] = [:]

    init(_ collectionView: UICollectionView) {
        guard let solution = (collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout)?.solution,
            solution.configuration.scrollDirection == .vertical
        else { return }
        for section in solution.sections {
            guard let row = section.row else { continue }
            lengths[section.index] = row.contentLength
            behaviorNames[section.index] = Self.name(of: row.behavior)
            sectionLevelKinds[section.index] = Set(section.boundaryItems.filter { !$0.scrollsWithRow }.map(\.elementKind))
                .union(section.decorations.map(\.elementKind))
        }
    }

    /// The orthogonal sections, in order.
    var sections: [Int] { lengths.keys.sorted() }

    func length(ofSection section: Int) -> CGFloat { lengths[section] ?? 0 }

    func behaviorName(ofSection section: Int) -> String { behaviorNames[section] ?? "none" }

    /// Whether `element` rides its section's row.
    func isInRow(_ element: RenderElement) -> Bool {
        guard element.indexPath.count == 2, let kinds = sectionLevelKinds[element.indexPath.section] else { return false }
        switch element.category {
        case .cell: return true
        case .supplementaryView(let kind), .decorationView(let kind): return !kinds.contains(kind)
        }
    }

    private static func name(of behavior: OrthogonalScrollingBehavior) -> String {
        switch behavior {
        case .none: "none"
        case .continuous: "continuous"
        case .continuousGroupLeadingBoundary: "continuousGroupLeadingBoundary"
        case .paging: "paging"
        case .groupPaging: "groupPaging"
        case .groupPagingCentered: "groupPagingCentered"
        }
    }
}
