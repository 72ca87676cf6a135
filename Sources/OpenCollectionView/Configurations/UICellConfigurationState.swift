import Foundation

/// The state of a cell that configurations react to (UIKit: `UICellConfigurationState`): the view states plus
/// editing, expansion, swiping, reordering and drag and drop.
///
/// The cell computes it from itself and its collection view (`UICollectionViewCell.configurationState`);
/// subclasses override that property to add custom states under `UIConfigurationStateCustomKey`s.
public struct UICellConfigurationState: UIConfigurationState, Hashable, CustomStringConvertible {
    /// The part of a drag session a cell takes part in (UIKit: `UICellConfigurationDragState`).
    public enum DragState: Int, Sendable, Hashable {
        /// The cell is not part of a drag.
        case none
        /// The cell is being picked up as a drag starts.
        case lifting
        /// The cell is being carried by a drag in progress.
        case dragging
    }

    /// The part of a drop session a cell takes part in (UIKit: `UICellConfigurationDropState`).
    public enum DropState: Int, Sendable, Hashable {
        /// No drop session is active over the collection view.
        case none
        /// A drop session is active but would not drop onto this cell.
        case notTargeted
        /// A drop session would drop onto this cell.
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
    /// The cell's part in a drag session: a collection view cell's follows `UICollectionViewCell.dragStateDidChange(_:)`.
    public var cellDragState = DragState.none
    /// The cell's part in a drop session; the collection view does not set it (a drop target shows highlighted
    /// instead), so it stays `.none` unless set.
    public var cellDropState = DropState.none

    /// The appearance of the list section the cell is shown in; `nil` outside lists. What UIKit reads from the
    /// `listEnvironment` trait.
    var listAppearance: UICollectionLayoutListConfiguration.Appearance?

    /// A state with `traitCollection`, every flag off and no custom states.
    public init(traitCollection: UITraitCollection) {
        viewState = UIViewConfigurationState(traitCollection: traitCollection)
    }

    /// The traits of the cell the state belongs to.
    public var traitCollection: UITraitCollection {
        get { viewState.traitCollection }
        set { viewState.traitCollection = newValue }
    }

    /// Whether the cell shows as disabled; list content styles then draw its texts grey.
    public var isDisabled: Bool {
        get { viewState.isDisabled }
        set { viewState.isDisabled = newValue }
    }

    /// Whether the cell is highlighted, as while a touch is down on it.
    public var isHighlighted: Bool {
        get { viewState.isHighlighted }
        set { viewState.isHighlighted = newValue }
    }

    /// Whether the cell is selected.
    public var isSelected: Bool {
        get { viewState.isSelected }
        set { viewState.isSelected = newValue }
    }

    /// Whether the cell has focus; the cell itself never sets it.
    public var isFocused: Bool {
        get { viewState.isFocused }
        set { viewState.isFocused = newValue }
    }

    /// Whether the view is a header or footer pinned to the visible bounds.
    public var isPinned: Bool {
        get { viewState.isPinned }
        set { viewState.isPinned = newValue }
    }

    /// The app's own state stored under `key`; `nil` when none is.
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
