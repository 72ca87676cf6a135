import Foundation

/// What a collection view shows, for a host to draw: every visible element with its view tree, independent of
/// any renderer (UIKit has no such value; OpenCollectionView's hosts — a static page, a browser — draw from it).
///
/// Built by `UICollectionView.renderTree()` after a layout pass. Elements are in drawing order (zIndex, then
/// cells before supplementary views before decorations, then index path). Coordinates: element frames are in
/// the collection view's content; node frames are in their parent node's coordinates.
public struct RenderTree: Sendable, Hashable {
    /// The visible part of the content (`bounds`: the content offset and the view's size).
    public var visibleRect: CGRect
    public var contentSize: CGSize
    /// The space the view keeps around its content (`adjustedContentInset`: a bar above it, for one): the content
    /// scrolls from `-contentInset.top` to `contentSize.height + contentInset.bottom - visibleRect.height`.
    public var contentInset: UIEdgeInsets
    /// The collection view's background colour; a list's (its appearance's) when the view has none of its own.
    public var backgroundColor: UIColor?
    /// How many items each section has, so that hosts can tell assistive technologies an item's place among all of
    /// them, visible or not.
    public var itemCounts: [Int]
    /// Whether items nest (a section snapshot with children): hosts present the collection view as a tree.
    public var isOutline: Bool
    public var elements: [RenderElement]
    /// The sections whose rows scroll across the layout's axis, in section order.
    public var orthogonalSections: [RenderOrthogonalSection]
    /// The swiped row's action buttons, when a row is swiped.
    public var swipe: RenderSwipe?
    /// The pop-up menu a cell presents, drawn over everything else.
    public var presentedMenu: RenderMenu?
    /// The last batch update and its number (which grows by one per update), so that a host animates each once.
    public var lastUpdate: CollectionViewBatchUpdate?
    public var updateNumber: Int
    /// The last change of editing mode, selection or expansion and its number (which grows by one per change), so
    /// that a host animates each once.
    public var lastStateChange: CollectionViewStateChange?
    public var stateChangeNumber: Int
}

/// One visible element: a cell, supplementary view or decoration view.
public struct RenderElement: Sendable, Hashable {
    /// What the element is.
    public enum Category: Sendable, Hashable {
        case cell
        case supplementaryView(kind: String)
        case decorationView(kind: String)
    }

    public var category: Category
    public var indexPath: IndexPath
    /// A stable name for the element across updates: the item's identifier (as text) for cells of a diffable data
    /// source, else the category and index path. Hosts match elements of consecutive trees by it.
    public var identity: String
    public var frame: CGRect
    public var zIndex: Int
    public var alpha: CGFloat
    public var transform: CGAffineTransform
    public var isHidden: Bool
    /// The orthogonal section whose row the element rides (its cells and their supplementary items, not the
    /// section's own headers and backgrounds); `nil` for elements that scroll with the content only. The element's
    /// frame is where the row's current offset puts it.
    public var orthogonalSection: Int?
    /// How a pinned header or footer moves while the content scrolls; `nil` for elements that do not pin.
    public var pinning: RenderPinning?
    /// Selection, highlighting, editing, expansion, swiping and reordering of cells.
    public var state: RenderCellState?
    /// The element's view, its background and its subviews.
    public var view: RenderNode
}

/// How a pinned header or footer moves while the content scrolls, so that a host keeps it glued to the visible
/// bounds on every frame of a scroll without asking again: along the layout's axis, it sits at its resting origin,
/// pushed by the visible edge (minus the content insets) but kept within its section.
public struct RenderPinning: Sendable, Hashable {
    /// Whether the item pins to the visible start (a header) rather than the visible end (a footer).
    public var pinsToStart: Bool
    /// Whether the layout's axis is vertical (origins are y values) rather than horizontal.
    public var isVertical: Bool
    /// The item's unpinned origin along the axis, in content coordinates.
    public var restingOrigin: CGFloat
    /// The item's length along the axis.
    public var length: CGFloat
    /// The stretch of content the item stays within.
    public var lowerBound: CGFloat
    public var upperBound: CGFloat

    public init(
        pinsToStart: Bool, isVertical: Bool, restingOrigin: CGFloat, length: CGFloat, lowerBound: CGFloat, upperBound: CGFloat
    ) {
        self.pinsToStart = pinsToStart
        self.isVertical = isVertical
        self.restingOrigin = restingOrigin
        self.length = length
        self.lowerBound = lowerBound
        self.upperBound = upperBound
    }

    /// The item's origin along the axis when the visible bounds, less the content insets, run from `start` to `end`.
    public func origin(visibleStart start: CGFloat, visibleEnd end: CGFloat) -> CGFloat {
        pinsToStart ? min(max(restingOrigin, start), upperBound - length) : max(min(restingOrigin, end - length), lowerBound)
    }
}

/// An orthogonally scrolling section's row.
public struct RenderOrthogonalSection: Sendable, Hashable {
    public var section: Int
    /// How the row scrolls and where it comes to rest.
    public var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// The section's frame in the content: the band the row's elements ride in.
    public var frame: CGRect
    /// The row's visible length (the collection view's width).
    public var viewportLength: CGFloat
    /// The row's length across the layout's axis: its insets and every group.
    public var contentLength: CGFloat
    /// How far the row is scrolled: 0 shows its start.
    public var offset: CGFloat
    /// Where the row rests with its first group at the leading side (centred for `.groupPagingCentered`), how far
    /// apart consecutive groups' resting offsets are, and how many groups there are: the row's snap points.
    public var firstGroupOffset: CGFloat
    public var groupStride: CGFloat
    public var groupCount: Int
}

/// The state of a cell that changes how hosts draw and animate it.
public struct RenderCellState: Sendable, Hashable {
    public var isSelected: Bool
    public var isHighlighted: Bool
    public var isEditing: Bool
    public var isExpanded: Bool
    public var isSwiped: Bool
    public var isReordering: Bool
    /// How deep the item is in its section's outline: 0 for root items and items of flat sections.
    public var outlineLevel: Int

    public init(
        isSelected: Bool = false, isHighlighted: Bool = false, isEditing: Bool = false, isExpanded: Bool = false,
        isSwiped: Bool = false, isReordering: Bool = false, outlineLevel: Int = 0
    ) {
        self.isSelected = isSelected
        self.isHighlighted = isHighlighted
        self.isEditing = isEditing
        self.isExpanded = isExpanded
        self.isSwiped = isSwiped
        self.isReordering = isReordering
        self.outlineLevel = outlineLevel
    }
}

/// One view of an element's view tree.
public struct RenderNode: Sendable, Hashable {
    /// What a node draws besides its background and border.
    public enum Content: Sendable, Hashable {
        /// Nothing of its own.
        case none
        /// A label's text, laid out in lines.
        case text(RenderText)
        /// An image or SF Symbol.
        case image(RenderImage)
        /// A system accessory of a list cell: its kind, its symbol (or text) and colour.
        case accessory(kind: String, symbolName: String?, text: String?, color: UIColor)
        /// A switch.
        case toggle(isOn: Bool, onTintColor: UIColor?)
        /// A background from a background configuration.
        case background
        /// A collection view (or a table view): what it shows, virtualized, in its own coordinates. Its cells are
        /// in the tree, not in the node's children.
        indirect case collectionView(RenderTree)
        /// A search field.
        case searchField(RenderSearchField)
    }

    /// The view's class name, for debugging and for hosts that style by class.
    public var viewClass: String
    public var frame: CGRect
    public var backgroundColor: UIColor?
    public var alpha: CGFloat
    public var isHidden: Bool
    public var clipsToBounds: Bool
    public var cornerRadius: CGFloat
    /// The corners `cornerRadius` rounds.
    public var maskedCorners: CACornerMask
    public var borderWidth: CGFloat
    public var borderColor: UIColor?
    public var content: Content
    public var children: [RenderNode]
    /// The name a host addresses the view by in `HostEvent`s — set for the views a person acts on (collection and
    /// table views, search bars, controls), `nil` for the others. Stable for the life of the view.
    public var identity: String? = nil
}

/// A search field as drawn.
public struct RenderSearchField: Sendable, Hashable {
    public var text: String
    /// The grey text shown while `text` is empty.
    public var placeholder: String?
    /// Whether the field has the keyboard.
    public var isFocused: Bool
    public var showsCancelButton: Bool

    public init(text: String, placeholder: String?, isFocused: Bool, showsCancelButton: Bool) {
        self.text = text
        self.placeholder = placeholder
        self.isFocused = isFocused
        self.showsCancelButton = showsCancelButton
    }
}

/// A label's text as drawn.
public struct RenderText: Sendable, Hashable {
    public var text: String
    /// The lines the text breaks into (truncated lines end with an ellipsis).
    public var lines: [String]
    public var font: UIFont
    public var color: UIColor
    public var alignment: NSTextAlignment
}

/// An image as drawn.
public struct RenderImage: Sendable, Hashable {
    /// The SF Symbol's name, for symbols.
    public var systemName: String?
    /// The asset's name, for named images.
    public var name: String?
    /// The tint of symbols and template images.
    public var tintColor: UIColor?
}

/// The action buttons of a swiped row.
public struct RenderSwipe: Sendable, Hashable {
    public struct Button: Sendable, Hashable {
        public var title: String?
        public var imageSystemName: String?
        public var backgroundColor: UIColor
        /// In the collection view's content.
        public var frame: CGRect
    }

    public var indexPath: IndexPath
    public var edge: SwipeActionEdge
    public var revealedWidth: CGFloat
    public var isOpen: Bool
    public var buttons: [Button]
}

/// A presented pop-up menu.
public struct RenderMenu: Sendable, Hashable {
    /// One row of the menu.
    public struct Element: Sendable, Hashable {
        public var title: String
        public var subtitle: String?
        /// The SF Symbol shown with the title.
        public var imageSystemName: String?
        /// A checkmark for `.on`, a dash for `.mixed`.
        public var state: UIMenuElement.State
        /// Dimmed for `.disabled`, red for `.destructive`.
        public var attributes: UIMenuElement.Attributes
        /// Whether choosing the row opens a submenu (drawn with a chevron) rather than acting.
        public var isSubmenu: Bool
    }

    /// The title of the menu shown (a submenu's when one is open); empty for none.
    public var title: String
    public var elements: [Element]
    /// The item whose cell presented the menu, and its identity (`RenderElement.identity`).
    public var indexPath: IndexPath
    public var identity: String
    /// The cell's frame in the collection view's content, which the menu is anchored to.
    public var sourceFrame: CGRect
}
