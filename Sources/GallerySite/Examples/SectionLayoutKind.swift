import OpenCollectionView

/// The three sections the Per-Section Layout examples stack, in order: a list, a five-column grid and
/// a three-column grid (spec §3.4–§3.5). The raw value is the section index.
enum SectionLayoutKind: Int, CaseIterable {
    case list
    case grid5
    case grid3

    /// The items of each section: ten consecutive numbers, 0–9, 10–19 and 20–29.
    static var itemIdentifiers: [[Int]] {
        allCases.map { kind in Array(kind.rawValue * 10..<kind.rawValue * 10 + 10) }
    }

    /// The columns of the section in Distinct Sections.
    var columnCount: Int {
        switch self {
        case .list: return 1
        case .grid5: return 5
        case .grid3: return 3
        }
    }

    /// The columns of the section in Adaptive Sections: twice as many in a container wider than 800 pt.
    func columnCount(forEffectiveContentWidth width: CGFloat) -> Int {
        let wideMode = width > 800
        switch self {
        case .list: return wideMode ? 2 : 1
        case .grid5: return wideMode ? 10 : 5
        case .grid3: return wideMode ? 6 : 3
        }
    }

    /// How the section's cells look: list rows, rounded tiles in the five-column grid, square-cornered
    /// tiles in the three-column grid.
    var cellDesign: CellDesign {
        switch self {
        case .list: return .listCell
        case .grid5: return .textCell(cornerRadius: 8)
        case .grid3: return .textCell(cornerRadius: 0)
        }
    }
}
