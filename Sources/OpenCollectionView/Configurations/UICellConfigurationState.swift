import Foundation

/// The state of a cell that configurations react to (UIKit: `UICellConfigurationState`): the view states plus
/// editing, expansion, swiping, reordering and drag and drop.
///
/// The cell computes it from itself and its collection view (`UICollectionViewCell.configurationState`);
/// subclasses override that property to add custom states under `UIConfigurationStateCustomKey`s.
public struct UICellConfigurationState: UIConfigurationState, Hashable, CustomStringConvertible {
    /// The part of a drag session a cell takes part in (UIKit: `UICellConfigurationDragState`).
    public enum DragState: Int, Sendable, Hashable {
        case none
        case lifting
        case dragging
    }

    /// The part of a drop session a cell takes part in (UIKit: `UICellConfigurationDropState`).
    public enum DropState: Int, Sendable, Hashable {
        case none
        case notTargeted
        case targeted
    }

    private var viewState: UIViewConfigurationState
    /// Whether the collection view is editing.
    public var isEditing = false
    /// Whether the cell's item shows its children (outline parents).
    public var isExpanded = false
    /// Whether the cell shows its swipe actions.
    public var isSwiped = false
    /// Whether the cell is being moved by an interactive reorder.
    public var isReordering = false
    public var cellDragState = DragState.none
    public var cellDropState = DropState.none

    public init(traitCollection: UITraitCollection) {
        viewState = UIViewConfigurationState(traitCollection: traitCollection)
    }

    public var traitCollection: UITraitCollection {
        get { viewState.traitCollection }
        set { viewState.traitCollection = newValue }
    }

    public var isDisabled: Bool {
        get { viewState.isDisabled }
        set { viewState.isDisabled = newValue }
    }

    public var isHighlighted: Bool {
        get { viewState.isHighlighted }
        set { viewState.isHighlighted = newValue }
    }

    public var isSelected: Bool {
        get { viewState.isSelected }
        set { viewState.isSelected = newValue }
    }

    public var isFocused: Bool {
        get { viewState.isFocused }
        set { viewState.isFocused = newValue }
    }

    public var isPinned: Bool {
        get { viewState.isPinned }
        set { viewState.isPinned = newValue }
    }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { viewState[key] }
        set { viewState[key] = newValue }
    }

    public var description: String {
        let flags = [("editing", isEditing), ("expanded", isExpanded), ("swiped", isSwiped),
                     ("reordering", isReordering)].filter(\.1).map(\.0)
        let view = String(viewState.description.dropFirst("UIViewConfigurationState(".count).dropLast())
        let all = (view == "normal" ? [] : [view]) + flags
        return "UICellConfigurationState(\(all.isEmpty ? "normal" : all.joined(separator: ", ")))"
    }
}
