import OpenCollectionView

/// How assistive technologies see a collection view: a grid of rows (each item a row with one cell, so that a
/// virtualized item still says "57 of 1,000,000"), or a tree grid for outlines, whose rows have levels and expand.
enum CollectionRole: Sendable {
    case grid
    case treegrid

    /// The role of a collection view showing `tree`.
    init(_ tree: RenderTree) {
        self = tree.isOutline ? .treegrid : .grid
    }

    var name: String {
        switch self {
        case .grid: "grid"
        case .treegrid: "treegrid"
        }
    }

    /// The attributes of a cell's box: its row role, place, selection and, in outlines, level and expansion.
    func attributes(for element: RenderElement, state: RenderCellState, position: Int?) -> String {
        var attributes = " role=\"row\""
        if let position { attributes += " aria-rowindex=\"\(position)\"" }
        attributes += " aria-selected=\"\(state.isSelected)\""
        if self == .treegrid {
            attributes += " aria-level=\"\(state.outlineLevel + 1)\""
            if element.view.containsAccessory("outlineDisclosure") { attributes += " aria-expanded=\"\(state.isExpanded)\"" }
        }
        return attributes
    }
}

extension RenderNode {
    /// Whether the node or one of its subviews is an accessory of `kind`.
    func containsAccessory(_ kind: String) -> Bool {
        if case .accessory(let accessoryKind, _, _, _) = content, accessoryKind == kind { return true }
        return children.contains { $0.containsAccessory(kind) }
    }
}
