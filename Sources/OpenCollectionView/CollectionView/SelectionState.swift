import Foundation

/// A collection view's selection settings, selected and highlighted items, and editing mode.
struct SelectionState {
    var allowsSelection = true
    var allowsMultipleSelection = false
    var allowsSelectionDuringEditing = false
    var allowsMultipleSelectionDuringEditing = false
    var isEditing = false
    var selected: Set<IndexPath> = []
    /// The item a touch is on, highlighted while the touch lasts.
    var touched: IndexPath?
    var touchHighlighted = false

    /// Whether items may be selected in the current mode.
    var selectionIsAllowed: Bool {
        isEditing ? allowsSelectionDuringEditing : allowsSelection
    }

    /// Whether several items may be selected at once in the current mode.
    var multipleSelectionIsAllowed: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }
}
