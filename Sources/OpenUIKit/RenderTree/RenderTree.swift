import CompositionalLayoutEngine
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
    /// The size of the whole scrollable content, visible or not (the view's `contentSize`).
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
    /// The visible cells, supplementary views and decoration views, in drawing order.
    public var elements: [RenderElement]
    /// The sections whose rows scroll across the layout's axis, in section order.
    public var orthogonalSections: [RenderOrthogonalSection]
    /// The swiped row's action buttons, when a row is swiped.
    public var swipe: RenderSwipe?
    /// The pop-up menu a cell presents, drawn over everything else.
    public var presentedMenu: RenderMenu?
    /// The last batch update and its number (which grows by one per update), so that a host animates each once.
    public var lastUpdate: CollectionViewBatchUpdate?
    /// The number of `lastUpdate`; a host that has seen this number has already animated that update.
    public var updateNumber: Int
    /// The last change of editing mode, selection or expansion and its number (which grows by one per change), so
    /// that a host animates each once.
    public var lastStateChange: CollectionViewStateChange?
    /// The number of `lastStateChange`; a host that has seen this number has already animated that change.
    public var stateChangeNumber: Int
    /// Whether the collection view lays out right to left (its `effectiveUserInterfaceLayoutDirection`): frames are
    /// already mirrored, and orthogonal rows start at the right edge and scroll leftwards (their offsets still count
    /// from the row's start).
    public var isRightToLeft: Bool = false
    /// The layout as a host solves it elsewhere, with what self-sizing measured: a browser page runs this engine too
    /// and places what scrolls into view before it asks. `nil` for a layout that cannot travel: neither compositional
    /// nor flow, a compositional layout with a custom group or a waterfall (whose definitions run app code), a flow
    /// layout subclass, or a flow layout of more than 20,000 items sized one by one by its delegate.
    public var layout: RenderLayout? = nil
    /// Whether a person can drag the items (a drag delegate with `dragInteractionEnabled`): hosts lift a cell on a long
    /// press, or on a press that moves with a mouse, and report `CollectionViewEvent.liftItem`.
    public var dragsItems: Bool = false
    /// Whether the view has an enabled refresh control: hosts let a person pull the content down to refresh
    /// (`CollectionViewEvent.pullToRefresh`).
    public var isRefreshable: Bool = false
    /// Whether the refresh control is refreshing: hosts show its spinner above the content.
    public var isRefreshing: Bool = false
    /// Whether a person's pull started the refresh under way: hosts keep room for the spinner above the content until
    /// it ends, as UIKit keeps the control in view; a refresh the app began itself makes none.
    public var isRefreshingFromPull: Bool = false
    /// The collection view's `backgroundView`, drawn above `backgroundColor` and below every element. Its frame is in
    /// the visible rect's coordinates (its origin is zero: it covers the view and does not scroll with the content);
    /// `nil` when the view has none.
    public var backgroundView: RenderNode? = nil
    /// Where the last fling comes to rest, when a host must move the content there itself: a layout that snaps,
    /// paging, the delegate or a deceleration rate chose another place than a fling at the normal rate reaches
    /// (`UIScrollView.hostEndDragging(velocity:)`). `nil` before any.
    public var restingOffset: CGPoint? = nil
    /// The number of `restingOffset` (it grows by one per fling that has one); a host that has seen this number has
    /// already moved the content there.
    public var restingNumber: Int = 0
    /// The data source's `indexTitles(for:)`: hosts draw them as an index along the trailing edge, and a person's
    /// choice of one is `CollectionViewEvent.tapIndexTitle`. Empty when it gives none.
    public var indexTitles: [String] = []
    /// For a host that keeps what it was sent (`UICollectionView.renderTree(continuing:keepingHostViews:)`): the
    /// tree's number, and whether it holds only what changed since an earlier tree. `nil` in trees made for anyone
    /// else, whose `elements` are always every element shown.
    package var continuity: RenderContinuity? = nil

    /// Every property given; those with a default may be left out.
    package init(
        visibleRect: CGRect, contentSize: CGSize, contentInset: UIEdgeInsets, backgroundColor: UIColor? = nil,
        itemCounts: [Int], isOutline: Bool, elements: [RenderElement], orthogonalSections: [RenderOrthogonalSection],
        swipe: RenderSwipe? = nil, presentedMenu: RenderMenu? = nil, lastUpdate: CollectionViewBatchUpdate? = nil,
        updateNumber: Int, lastStateChange: CollectionViewStateChange? = nil, stateChangeNumber: Int,
        isRightToLeft: Bool = false, layout: RenderLayout? = nil, dragsItems: Bool = false,
        isRefreshable: Bool = false, isRefreshing: Bool = false, isRefreshingFromPull: Bool = false,
        backgroundView: RenderNode? = nil, restingOffset: CGPoint? = nil, restingNumber: Int = 0,
        indexTitles: [String] = []
    ) {
        self.visibleRect = visibleRect
        self.contentSize = contentSize
        self.contentInset = contentInset
        self.backgroundColor = backgroundColor
        self.itemCounts = itemCounts
        self.isOutline = isOutline
        self.elements = elements
        self.orthogonalSections = orthogonalSections
        self.swipe = swipe
        self.presentedMenu = presentedMenu
        self.lastUpdate = lastUpdate
        self.updateNumber = updateNumber
        self.lastStateChange = lastStateChange
        self.stateChangeNumber = stateChangeNumber
        self.isRightToLeft = isRightToLeft
        self.layout = layout
        self.dragsItems = dragsItems
        self.isRefreshable = isRefreshable
        self.isRefreshing = isRefreshing
        self.isRefreshingFromPull = isRefreshingFromPull
        self.backgroundView = backgroundView
        self.restingOffset = restingOffset
        self.restingNumber = restingNumber
        self.indexTitles = indexTitles
    }
}

/// A collection view's layout as numbers, for a host that solves it elsewhere (`LayoutDescription`).
public struct RenderLayout: Sendable, Hashable {
    /// The prepared layout's description.
    public var description: LayoutDescription
    /// What self-sizing measured since, in the order it was measured (it grows).
    public var measurements: [LayoutDescription.Measurement]
    /// Changes whenever `measurements` starts again rather than grows.
    public var measurementGeneration: Int

    /// A layout `description` with `measurements` of generation `measurementGeneration`.
    public init(description: LayoutDescription, measurements: [LayoutDescription.Measurement], measurementGeneration: Int) {
        self.description = description
        self.measurements = measurements
        self.measurementGeneration = measurementGeneration
    }
}

/// One visible element: a cell, supplementary view or decoration view.
public struct RenderElement: Sendable, Hashable {
    /// What the element is.
    public enum Category: Sendable, Hashable {
        /// A cell showing one item.
        case cell
        /// A supplementary view of `kind`, such as a header, footer or badge.
        case supplementaryView(kind: String)
        /// A decoration view of `kind`, such as a section background or a list separator.
        case decorationView(kind: String)
    }

    /// Whether the element is a cell, a supplementary view or a decoration view, and its kind.
    public var category: Category
    /// The element's index path in the collection view.
    public var indexPath: IndexPath
    /// A stable name for the element across updates: the item's identifier (as text) for cells of a diffable data
    /// source, else the category and index path. Hosts match elements of consecutive trees by it.
    public var identity: String
    /// The element's frame in the collection view's content, from its layout attributes.
    public var frame: CGRect
    /// The element's draw order among the elements; higher values draw on top.
    public var zIndex: Int
    /// The element's opacity from its layout attributes, from 0 (invisible) to 1.
    public var alpha: CGFloat
    /// The transform from the element's layout attributes, applied around its centre.
    public var transform: CGAffineTransform
    /// Whether the layout attributes hide the element; it keeps its place but is not drawn.
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
    /// Set when the host said it still has the element's view as it last drew it
    /// (`UICollectionView.renderTree(continuing:keepingHostViews:)`): `view` is then `RenderNode.keptByHost` with the
    /// current size, and only the other properties are current.
    package var keepsHostView = false

    /// Every property given; those with a default may be left out.
    package init(
        category: Category, indexPath: IndexPath, identity: String, frame: CGRect, zIndex: Int, alpha: CGFloat,
        transform: CGAffineTransform, isHidden: Bool, orthogonalSection: Int? = nil, pinning: RenderPinning? = nil,
        state: RenderCellState? = nil, view: RenderNode
    ) {
        self.category = category
        self.indexPath = indexPath
        self.identity = identity
        self.frame = frame
        self.zIndex = zIndex
        self.alpha = alpha
        self.transform = transform
        self.isHidden = isHidden
        self.orthogonalSection = orthogonalSection
        self.pinning = pinning
        self.state = state
        self.view = view
    }

    /// Hashes how the element is drawn apart from its view's tree, which hosts digest on their own: every property
    /// but `view` and `keepsHostView`, and of where the element is only its view's size (moving it does not change
    /// how it is drawn) — neither its frame's origin nor its index path, which a host compares on its own (an item
    /// that moved in the data draws the same, and its page needs only its new index path). Property by property, so
    /// that a host comparing every element of every answer does not copy each one to blank what it leaves out;
    /// `RenderElementDigestTests` fails when a property is added and not here.
    package func hashDrawing(into hasher: inout Hasher) {
        hasher.combine(category)
        hasher.combine(identity)
        hasher.combine(view.frame.size.width)
        hasher.combine(view.frame.size.height)
        hasher.combine(zIndex)
        hasher.combine(alpha)
        hasher.combine(transform)
        hasher.combine(isHidden)
        hasher.combine(orthogonalSection)
        hasher.combine(pinning)
        hasher.combine(state)
    }
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
    /// The end of the stretch of content the item stays within, along the axis.
    public var upperBound: CGFloat

    /// A pinning description from its parts.
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
    /// The index of the section the row belongs to.
    public var section: Int
    /// How the row scrolls and where it comes to rest.
    public var behavior: OrthogonalScrollingBehavior
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
    /// The distance between the resting offsets of consecutive groups.
    public var groupStride: CGFloat
    /// How many groups the row holds, and so how many snap points it has.
    public var groupCount: Int

    /// Every property given; those with a default may be left out.
    package init(
        section: Int, behavior: OrthogonalScrollingBehavior, frame: CGRect, viewportLength: CGFloat,
        contentLength: CGFloat, offset: CGFloat, firstGroupOffset: CGFloat, groupStride: CGFloat, groupCount: Int
    ) {
        self.section = section
        self.behavior = behavior
        self.frame = frame
        self.viewportLength = viewportLength
        self.contentLength = contentLength
        self.offset = offset
        self.firstGroupOffset = firstGroupOffset
        self.groupStride = groupStride
        self.groupCount = groupCount
    }
}

/// The state of a cell that changes how hosts draw and animate it.
public struct RenderCellState: Sendable, Hashable {
    /// Whether the cell's item is selected.
    public var isSelected: Bool
    /// Whether the cell is highlighted, as while a finger is down on it.
    public var isHighlighted: Bool
    /// Whether the collection view is editing.
    public var isEditing: Bool
    /// Whether the cell's item shows its children (an expanded outline parent).
    public var isExpanded: Bool
    /// Whether the cell's row shows its swipe actions.
    public var isSwiped: Bool
    /// Whether the cell is being moved by an interactive reorder.
    public var isReordering: Bool
    /// How deep the item is in its section's outline: 0 for root items and items of flat sections.
    public var outlineLevel: Int

    /// A cell state; every flag defaults to `false` and the outline level to 0.
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
    /// The view of an element whose view the host kept (`RenderElement.keepsHostView`): nothing but a frame.
    package static let keptByHost = RenderNode(
        viewClass: "", frame: .zero, backgroundColor: nil, alpha: 1, isHidden: false, clipsToBounds: false, cornerRadius: 0,
        maskedCorners: [], borderWidth: 0, borderColor: nil, content: .none, children: [])

    /// What a node draws besides its background and border.
    ///
    /// Cases whose values are large are kept out of line (`indirect`): every node holds a content, and a node is copied
    /// into every render tree and kept for every element a page was sent; inline, the largest case set every node's size.
    public enum Content: Sendable, Hashable {
        /// Nothing of its own.
        case none
        /// A label's text, laid out in lines.
        case text(RenderText)
        /// An image or SF Symbol.
        indirect case image(RenderImage)
        /// A system accessory of a list cell: its kind, its symbol (or text) and colour.
        indirect case accessory(kind: String, symbolName: String?, text: String?, color: UIColor)
        /// A switch.
        case toggle(isOn: Bool, onTintColor: UIColor?)
        /// A button: its title and image are its children. Hosts make the node pressable and report a press with
        /// `HostEvent.tapButton` and a long press with `HostEvent.longPressButton`; `menu` says which shows its menu.
        case button(isEnabled: Bool, menu: RenderButtonMenu)
        /// A spinner (`UIActivityIndicatorView`) `diameter` points across (its style's), centred in the node, in
        /// `color`, turning while `isAnimating`.
        case activityIndicator(isAnimating: Bool, color: UIColor, diameter: CGFloat)
        /// A progress bar: `progress` (0…1) of the track filled in `tint`, the rest in `track`.
        case progress(Float, tint: UIColor, track: UIColor)
        /// A page control's dots. Hosts report a chosen page with `HostEvent.setPage`.
        indirect case pageControl(RenderPageControl)
        /// A segmented control's segments, drawn by the host (the node has no children). Hosts report a chosen
        /// segment with `HostEvent.selectSegment`.
        indirect case segmentedControl(RenderSegmentedControl)
        /// A text field (`UITextField`), drawn by the host with its text. Hosts report typing, Return, the clear
        /// button and the keyboard's arrival and departure with `HostEvent.searchText`, `.pressSearch`, `.clearText`,
        /// `.beginSearch` and `.endEditing`.
        indirect case textField(RenderTextField)
        /// A slider (`UISlider`). Hosts report a moved thumb with `HostEvent.setSliderValue`.
        indirect case slider(RenderSlider)
        /// A stepper's − and + buttons (`UIStepper`). Hosts report presses with `HostEvent.stepStepper`.
        indirect case stepper(RenderStepper)
        /// A background from a background configuration.
        case background
        /// A collection view (or a table view): what it shows, virtualized, in its own coordinates. Its cells are
        /// in the tree, not in the node's children.
        indirect case collectionView(RenderTree)
        /// A search field.
        indirect case searchField(RenderSearchField)
        /// A handle a person drags to resize what it belongs to (`HostResizeHandle`), drawn by the host. Hosts report
        /// its drags with `HostEvent.dragResizeHandle(_:_:)`.
        case resizeHandle

        /// The image, when the node draws one.
        public var image: RenderImage? {
            if case .image(let image) = self { image } else { nil }
        }

        /// The collection view's tree, when the node is a collection view.
        public var collectionView: RenderTree? {
            if case .collectionView(let tree) = self { tree } else { nil }
        }

        /// The search field, when the node is one.
        public var searchField: RenderSearchField? {
            if case .searchField(let field) = self { field } else { nil }
        }
    }

    /// The view's class name, for debugging and for hosts that style by class.
    public var viewClass: String
    /// The view's frame in its parent node's coordinates.
    public var frame: CGRect
    /// The colour filling the view's bounds, or `nil` for none.
    public var backgroundColor: UIColor?
    /// The view's opacity, from 0 (invisible) to 1; it applies to the children too.
    public var alpha: CGFloat
    /// Whether the view, and so its children, is left undrawn.
    public var isHidden: Bool
    /// Whether children are cut off at the view's bounds.
    public var clipsToBounds: Bool
    /// The radius of the view's rounded corners, from its layer; 0 for square corners.
    public var cornerRadius: CGFloat
    /// The corners `cornerRadius` rounds.
    public var maskedCorners: CACornerMask
    /// The width of the view's border, from its layer; 0 for none.
    public var borderWidth: CGFloat
    /// The colour of the border, or `nil` for none.
    public var borderColor: UIColor?
    /// What the view draws of its own, over its background and under its children.
    public var content: Content
    /// The view's subviews, back to front.
    public var children: [RenderNode]
    /// The name a host addresses the view by in `HostEvent`s — set for the views a person acts on (collection and
    /// table views, search bars, controls), `nil` for the others. Stable for the life of the view.
    public var identity: String? = nil
    /// The gradient the view's own layer draws instead of its background (a view whose `layerClass` is
    /// `CAGradientLayer`).
    public var gradient: RenderGradient? {
        get { layerEffects?.effects.gradient }
        set { updateLayerEffects { $0.gradient = newValue } }
    }
    /// The shape the view's own layer draws over its background (a view whose `layerClass` is `CAShapeLayer`).
    public var shape: RenderShape? {
        get { layerEffects?.effects.shape }
        set { updateLayerEffects { $0.shape = newValue } }
    }
    /// The sublayers the app added to the view's layer, back to front.
    public var layers: [RenderLayer] {
        get { layerEffects?.effects.layers ?? [] }
        set { updateLayerEffects { $0.layers = newValue } }
    }
    /// The shape that cuts the view's drawing (its layer's `mask`), or `nil`.
    public var mask: RenderMask? {
        get { layerEffects?.effects.mask }
        set { updateLayerEffects { $0.mask = newValue } }
    }
    /// The animations running on the view's own layer, in the order they were added.
    public var animations: [RenderAnimation] {
        get { layerEffects?.effects.animations ?? [] }
        set { updateLayerEffects { $0.animations = newValue } }
    }

    /// What few views' layers have — a gradient, a shape, sublayers, a mask, animations — kept out of line, `nil` for
    /// none: a node is copied into every render tree and kept for every element a page was sent, and inline these
    /// took half of its size (480 bytes).
    private var layerEffects: LayerEffectsBox?

    private mutating func updateLayerEffects(_ change: (inout LayerEffects) -> Void) {
        var effects = layerEffects?.effects ?? LayerEffects()
        change(&effects)
        layerEffects = LayerEffectsBox.holding(effects)
    }

    package init(
        viewClass: String, frame: CGRect, backgroundColor: UIColor?, alpha: CGFloat, isHidden: Bool, clipsToBounds: Bool,
        cornerRadius: CGFloat, maskedCorners: CACornerMask, borderWidth: CGFloat, borderColor: UIColor?, content: Content,
        children: [RenderNode], identity: String? = nil, gradient: RenderGradient? = nil, shape: RenderShape? = nil,
        layers: [RenderLayer] = [], mask: RenderMask? = nil, animations: [RenderAnimation] = []
    ) {
        self.viewClass = viewClass
        self.frame = frame
        self.backgroundColor = backgroundColor
        self.alpha = alpha
        self.isHidden = isHidden
        self.clipsToBounds = clipsToBounds
        self.cornerRadius = cornerRadius
        self.maskedCorners = maskedCorners
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.content = content
        self.children = children
        self.identity = identity
        layerEffects = LayerEffectsBox.holding(
            LayerEffects(gradient: gradient, shape: shape, layers: layers, mask: mask, animations: animations))
    }
}

/// A render node's layer effects, out of line.
private struct LayerEffects: Sendable, Hashable {
    var gradient: RenderGradient?
    var shape: RenderShape?
    var layers: [RenderLayer] = []
    var mask: RenderMask?
    var animations: [RenderAnimation] = []

    /// Whether there are no effects: checked field by field, without building an empty value to compare with.
    var isEmpty: Bool {
        gradient == nil && shape == nil && layers.isEmpty && mask == nil && animations.isEmpty
    }
}

/// An immutable box of layer effects, equal and hashed by what it holds: a node that changes them gets a new box, so
/// copies of a node never share a change.
private final class LayerEffectsBox: Sendable, Hashable {
    let effects: LayerEffects

    private init(_ effects: LayerEffects) {
        self.effects = effects
    }

    /// A box of `effects`, or `nil` for none: most nodes carry no box at all.
    static func holding(_ effects: LayerEffects) -> LayerEffectsBox? {
        effects.isEmpty ? nil : LayerEffectsBox(effects)
    }

    static func == (lhs: LayerEffectsBox, rhs: LayerEffectsBox) -> Bool {
        lhs === rhs || lhs.effects == rhs.effects
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(effects)
    }
}

/// What a layer's mask lets show: the inside of `path` placed at `frame`'s origin, or all of `frame` when there is no
/// path (a mask that is not a shape layer).
public struct RenderMask: Sendable, Hashable {
    /// The mask layer's frame in the masked view's coordinates.
    public var frame: CGRect
    /// The mask's shape in its own coordinates; `nil` for the whole frame.
    public var path: CGPath?
    /// Which regions of the path count as inside.
    public var fillRule: CAShapeLayerFillRule
}

/// A path as a shape layer draws it (`CAShapeLayer`), in its layer's coordinates.
public struct RenderShape: Sendable, Hashable {
    /// The shape.
    public var path: CGPath
    /// The colour inside, or `nil` for none.
    public var fillColor: UIColor?
    /// Which regions count as inside.
    public var fillRule: CAShapeLayerFillRule
    /// The outline's colour, or `nil` for none.
    public var strokeColor: UIColor?
    /// The outline's width.
    public var lineWidth: CGFloat
    /// How open ends look.
    public var lineCap: CAShapeLayerLineCap
    /// How corners look.
    public var lineJoin: CAShapeLayerLineJoin
    /// Dash and gap lengths, empty for a solid outline.
    public var dashPattern: [CGFloat]
    /// Where the dash pattern starts.
    public var dashPhase: CGFloat
    /// The drawn part of the outline, as fractions of the path's length (0…1).
    public var strokeStart: CGFloat
    /// Where the drawn part ends.
    public var strokeEnd: CGFloat
}

/// A gradient as drawn (`CAGradientLayer`).
public struct RenderGradient: Sendable, Hashable {
    /// The gradient's shape.
    public var type: CAGradientLayerType
    /// The colours, each at its location (0…1), in order.
    public var stops: [Stop]
    /// Where the gradient starts, in the unit square of its bounds.
    public var startPoint: CGPoint
    /// Where it ends, in the same square.
    public var endPoint: CGPoint

    /// One colour at its location.
    public struct Stop: Sendable, Hashable {
        /// The colour.
        public var color: UIColor
        /// Where it sits, 0…1.
        public var location: CGFloat
    }
}

/// A page control as drawn (`UIPageControl`).
public struct RenderPageControl: Sendable, Hashable {
    /// How many dots there are.
    public var numberOfPages: Int
    /// The current page, from 0.
    public var currentPage: Int
    /// Whether a person may change the page.
    public var isEnabled: Bool
    /// The other dots' colour.
    public var indicatorColor: UIColor
    /// The current dot's colour.
    public var currentIndicatorColor: UIColor

    /// A page control as drawn, from its parts.
    public init(numberOfPages: Int, currentPage: Int, isEnabled: Bool, indicatorColor: UIColor, currentIndicatorColor: UIColor) {
        self.numberOfPages = numberOfPages
        self.currentPage = currentPage
        self.isEnabled = isEnabled
        self.indicatorColor = indicatorColor
        self.currentIndicatorColor = currentIndicatorColor
    }
}

/// A segmented control as drawn (`UISegmentedControl`).
public struct RenderSegmentedControl: Sendable, Hashable {
    /// One segment.
    public struct Segment: Sendable, Hashable {
        /// The segment's title; empty for none.
        public var title: String
        /// Whether a person may choose it.
        public var isEnabled: Bool
        /// Its frame in the control's bounds.
        public var frame: CGRect

        /// A segment as drawn, from its parts.
        public init(title: String, isEnabled: Bool, frame: CGRect) {
            self.title = title
            self.isEnabled = isEnabled
            self.frame = frame
        }
    }

    /// The segments, first to last (the first at the trailing edge right to left).
    public var segments: [Segment]
    /// The selected segment, or -1 (`UISegmentedControl.noSegment`).
    public var selectedIndex: Int
    /// Whether a person may choose segments at all.
    public var isEnabled: Bool
    /// The selected segment's colour; `nil` for the system's, which the host draws (white, or grey in dark mode).
    public var selectedTintColor: UIColor?

    /// A segmented control as drawn, from its parts.
    public init(segments: [Segment], selectedIndex: Int, isEnabled: Bool, selectedTintColor: UIColor?) {
        self.segments = segments
        self.selectedIndex = selectedIndex
        self.isEnabled = isEnabled
        self.selectedTintColor = selectedTintColor
    }
}

/// A text field as drawn (`UITextField`).
public struct RenderTextField: Sendable, Hashable {
    /// The text in the field.
    public var text: String
    /// The grey text shown while `text` is empty.
    public var placeholder: String?
    /// The name screen readers announce (the field's `accessibilityLabel`, else its placeholder).
    public var accessibilityLabel: String?
    /// The text's font.
    public var font: UIFont
    /// The text's colour.
    public var textColor: UIColor
    /// Where the text sits between the edges.
    public var alignment: NSTextAlignment
    /// How the edge is drawn.
    public var borderStyle: UITextField.BorderStyle
    /// Whether the clear button shows now.
    public var showsClearButton: Bool
    /// Whether the text is hidden as typed (a password).
    public var isSecure: Bool
    /// The keyboard asked for.
    public var keyboardType: UIKeyboardType
    /// The Return key's label.
    public var returnKeyType: UIReturnKeyType
    /// When typed letters are capitalised.
    public var autocapitalization: UITextAutocapitalizationType
    /// Whether typed text is corrected.
    public var autocorrection: UITextAutocorrectionType
    /// What the field holds, for autofill.
    public var contentType: UITextContentType?
    /// Whether a person may edit it.
    public var isEnabled: Bool
    /// Whether the field has the keyboard.
    public var isFocused: Bool
    /// How many edits hosts have reported to the field (`UITextField.hostEditCount`).
    public var editCount: Int

    /// A text field as drawn, from its parts.
    public init(
        text: String, placeholder: String?, accessibilityLabel: String?, font: UIFont, textColor: UIColor,
        alignment: NSTextAlignment, borderStyle: UITextField.BorderStyle, showsClearButton: Bool, isSecure: Bool,
        keyboardType: UIKeyboardType, returnKeyType: UIReturnKeyType, autocapitalization: UITextAutocapitalizationType,
        autocorrection: UITextAutocorrectionType, contentType: UITextContentType?, isEnabled: Bool, isFocused: Bool,
        editCount: Int
    ) {
        self.text = text
        self.placeholder = placeholder
        self.accessibilityLabel = accessibilityLabel
        self.font = font
        self.textColor = textColor
        self.alignment = alignment
        self.borderStyle = borderStyle
        self.showsClearButton = showsClearButton
        self.isSecure = isSecure
        self.keyboardType = keyboardType
        self.returnKeyType = returnKeyType
        self.autocapitalization = autocapitalization
        self.autocorrection = autocorrection
        self.contentType = contentType
        self.isEnabled = isEnabled
        self.isFocused = isFocused
        self.editCount = editCount
    }
}

/// A slider as drawn (`UISlider`).
public struct RenderSlider: Sendable, Hashable {
    /// The value.
    public var value: Float
    /// The value at the leading end.
    public var minimumValue: Float
    /// The value at the trailing end.
    public var maximumValue: Float
    /// How far a key press moves the value (a tenth of the range).
    public var step: Float
    /// Whether a drag reports every move (or only where it ends).
    public var isContinuous: Bool
    /// Whether a person may move it.
    public var isEnabled: Bool
    /// The track before the thumb.
    public var minimumTrackColor: UIColor
    /// The track after the thumb.
    public var maximumTrackColor: UIColor
    /// The thumb.
    public var thumbColor: UIColor

    /// A slider as drawn, from its parts.
    public init(
        value: Float, minimumValue: Float, maximumValue: Float, step: Float, isContinuous: Bool, isEnabled: Bool,
        minimumTrackColor: UIColor, maximumTrackColor: UIColor, thumbColor: UIColor
    ) {
        self.value = value
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        self.step = step
        self.isContinuous = isContinuous
        self.isEnabled = isEnabled
        self.minimumTrackColor = minimumTrackColor
        self.maximumTrackColor = maximumTrackColor
        self.thumbColor = thumbColor
    }
}

/// A stepper as drawn (`UIStepper`).
public struct RenderStepper: Sendable, Hashable {
    /// The value.
    public var value: Double
    /// The lowest value.
    public var minimumValue: Double
    /// The highest value.
    public var maximumValue: Double
    /// Whether − can be pressed.
    public var canDecrement: Bool
    /// Whether + can be pressed.
    public var canIncrement: Bool
    /// Whether a button held down keeps stepping (`UIStepper.autorepeat`): hosts report each step as a press.
    public var autorepeats: Bool

    /// A stepper as drawn, from its parts.
    public init(
        value: Double, minimumValue: Double, maximumValue: Double, canDecrement: Bool, canIncrement: Bool, autorepeats: Bool = true
    ) {
        self.value = value
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        self.canDecrement = canDecrement
        self.canIncrement = canIncrement
        self.autorepeats = autorepeats
    }
}

/// A sublayer an app added to a view's layer, as drawn.
public struct RenderLayer: Sendable, Hashable {
    /// The layer's frame in the view's coordinates.
    public var frame: CGRect
    /// Its fill colour, or `nil`.
    public var backgroundColor: UIColor?
    /// Its gradient, for a `CAGradientLayer` with colours.
    public var gradient: RenderGradient?
    /// Its shape, for a `CAShapeLayer` with a path.
    public var shape: RenderShape? = nil
    /// Its corner radius.
    public var cornerRadius: CGFloat
    /// Its opacity, 0…1.
    public var opacity: CGFloat
    /// Whether it is drawn over the view's subviews rather than behind them.
    public var isOverSubviews: Bool
    /// The animations running on the layer, in the order they were added.
    public var animations: [RenderAnimation] = []
}

/// A search field as drawn.
public struct RenderSearchField: Sendable, Hashable {
    /// The text typed into the field so far.
    public var text: String
    /// The grey text shown while `text` is empty.
    public var placeholder: String?
    /// Whether the field has the keyboard.
    public var isFocused: Bool
    /// Whether a Cancel button is shown beside the field.
    public var showsCancelButton: Bool

    /// A search field as drawn, from its parts.
    public init(text: String, placeholder: String?, isFocused: Bool, showsCancelButton: Bool) {
        self.text = text
        self.placeholder = placeholder
        self.isFocused = isFocused
        self.showsCancelButton = showsCancelButton
    }
}

/// A label's text as drawn.
public struct RenderText: Sendable, Hashable {
    /// The label's whole text, before line breaking and truncation.
    public var text: String
    /// The lines the text breaks into (truncated lines end with an ellipsis).
    public var lines: [String]
    /// The font the text is drawn in, after any shrinking to fit the label's width.
    public var font: UIFont
    /// The colour the text is drawn in.
    public var color: UIColor
    /// How each line is placed across the label's width.
    public var alignment: NSTextAlignment
    /// Whether a line runs under the text (an attributed text's `.underlineStyle`).
    public var isUnderlined: Bool = false
    /// Whether a line runs through the text (an attributed text's `.strikethroughStyle`).
    public var isStruckThrough: Bool = false
}

/// An image as drawn: a symbol by name, or a bitmap by its encoded bytes, fitted to the node's bounds by its content
/// mode.
public struct RenderImage: Sendable, Hashable {
    /// The SF Symbol's name, for symbols.
    public var systemName: String?
    /// The asset's name, for named images.
    public var name: String?
    /// The tint of symbols and template images.
    public var tintColor: UIColor?
    /// The bitmap's encoded bytes, shared with the image (hosts send them once, by content hash); `nil` for symbols.
    public var encodedImage: EncodedImage?
    /// The bitmap's size in points (its pixel size over its scale); zero for symbols.
    public var size: CGSize = .zero
    /// The bitmap's pixels per point.
    public var scale: CGFloat = 1
    /// How the bitmap fits the node's bounds (the image view's `contentMode`).
    public var contentMode: UIView.ContentMode = .scaleToFill
    /// What assistive technologies call the image: its view's `accessibilityLabel` (or `""`) when the view is an
    /// accessibility element; `nil` when it is not (a decorative image, hidden from them).
    public var accessibilityLabel: String?

    /// An image with these values; a symbol or a named image without bytes by default.
    public init(
        systemName: String? = nil, name: String? = nil, tintColor: UIColor? = nil, encodedImage: EncodedImage? = nil,
        size: CGSize = .zero, scale: CGFloat = 1, contentMode: UIView.ContentMode = .scaleToFill,
        accessibilityLabel: String? = nil
    ) {
        self.systemName = systemName
        self.name = name
        self.tintColor = tintColor
        self.encodedImage = encodedImage
        self.size = size
        self.scale = scale
        self.contentMode = contentMode
        self.accessibilityLabel = accessibilityLabel
    }
}

/// The action buttons of a swiped row.
public struct RenderSwipe: Sendable, Hashable {
    /// One action button of the swiped row.
    public struct Button: Sendable, Hashable {
        /// The action's title, or `nil` when it has none.
        public var title: String?
        /// The SF Symbol name of the action's image, or `nil` when it has none.
        public var imageSystemName: String?
        /// The colour the button is filled with (red for a destructive action by default).
        public var backgroundColor: UIColor
        /// In the collection view's content.
        public var frame: CGRect

        /// Every property given; those with a default may be left out.
        package init(
            title: String? = nil, imageSystemName: String? = nil, backgroundColor: UIColor, frame: CGRect
        ) {
            self.title = title
            self.imageSystemName = imageSystemName
            self.backgroundColor = backgroundColor
            self.frame = frame
        }
    }

    /// The index path of the swiped row's item.
    public var indexPath: IndexPath
    /// Which side's actions the swipe reveals.
    public var edge: SwipeActionEdge
    /// How many points of the actions are uncovered.
    public var revealedWidth: CGFloat
    /// Whether the row rests open, the swipe having ended with the buttons shown.
    public var isOpen: Bool
    /// The buttons, from the row's edge inwards, as far as they are revealed.
    public var buttons: [Button]

    /// Every property given; those with a default may be left out.
    package init(
        indexPath: IndexPath, edge: SwipeActionEdge, revealedWidth: CGFloat, isOpen: Bool, buttons: [Button]
    ) {
        self.indexPath = indexPath
        self.edge = edge
        self.revealedWidth = revealedWidth
        self.isOpen = isOpen
        self.buttons = buttons
    }
}

/// A presented pop-up menu.
public struct RenderMenu: Sendable, Hashable {
    /// One row of the menu.
    public struct Element: Sendable, Hashable {
        /// The row's text.
        public var title: String
        /// Smaller text under the title, or `nil` for none.
        public var subtitle: String?
        /// The SF Symbol shown with the title.
        public var imageSystemName: String?
        /// A checkmark for `.on`, a dash for `.mixed`.
        public var state: UIMenuElement.State
        /// Dimmed for `.disabled`, red for `.destructive`.
        public var attributes: UIMenuElement.Attributes
        /// Whether choosing the row opens a submenu (drawn with a chevron) rather than acting.
        public var isSubmenu: Bool

        /// Every property given; those with a default may be left out.
        package init(
            title: String, subtitle: String? = nil, imageSystemName: String? = nil, state: UIMenuElement.State,
            attributes: UIMenuElement.Attributes, isSubmenu: Bool
        ) {
            self.title = title
            self.subtitle = subtitle
            self.imageSystemName = imageSystemName
            self.state = state
            self.attributes = attributes
            self.isSubmenu = isSubmenu
        }
    }

    /// The title of the menu shown (a submenu's when one is open); empty for none.
    public var title: String
    /// The rows of the menu shown, top to bottom.
    public var elements: [Element]
    /// The item whose cell presented the menu, and its identity (`RenderElement.identity`).
    public var indexPath: IndexPath
    /// The `RenderElement.identity` of the cell that presented the menu.
    public var identity: String
    /// The cell's frame in the collection view's content, which the menu is anchored to.
    public var sourceFrame: CGRect
    /// Whether it is a context menu (the delegate's, whose rows are actions) rather than a pop-up menu accessory's
    /// (whose rows are choices, one checked).
    public var isContextMenu: Bool

    /// Every property given; those with a default may be left out.
    package init(
        title: String, elements: [Element], indexPath: IndexPath, identity: String, sourceFrame: CGRect,
        isContextMenu: Bool
    ) {
        self.title = title
        self.elements = elements
        self.indexPath = indexPath
        self.identity = identity
        self.sourceFrame = sourceFrame
        self.isContextMenu = isContextMenu
    }
}

/// How a button shows its menu (`UIButton.menu`).
public enum RenderButtonMenu: Equatable, Sendable {
    /// The button has no menu.
    case none
    /// A press shows the menu: it is the button's primary action (`showsMenuAsPrimaryAction`).
    case onPress
    /// A long press shows the menu; a tap sends the button's actions.
    case onLongPress
}
