#if !hasFeature(Embedded)
import Foundation
#endif

/// A solved section: where it lies, its group instances, its boundary items and decorations.
///
/// Everything is stored relative to the section's origin, so that a size change earlier in the layout
/// moves the section by changing one number. Locating an item is O(1) (O(log n) once self-sizing measured
/// some of the section); finding the elements in a rectangle is O(log n + elements returned).
public struct SectionGeometry: Sendable {
    /// The section's index in the layout.
    public let index: Int
    /// How many items the data source gave the section.
    public let itemCount: Int
    /// Whether the section lays out nothing and takes no room: a `nil` definition, or one that failed.
    public let isPlaceholder: Bool
    /// How the section's row scrolls across the layout's axis; `.none` for a normal section.
    public let orthogonalScrolling: OrthogonalScrollingBehavior

    /// Where the section starts along the layout's scroll axis.
    public internal(set) var offset: CGFloat
    /// The section's size: its insets and boundary items included, at least as wide as the container
    /// across the scroll axis.
    public internal(set) var size: CGSize
    /// The section's group instances.
    public internal(set) var run: GroupRun
    /// Where the run's content starts, relative to the section's origin.
    public internal(set) var contentOrigin: CGPoint
    /// The section's headers, footers and other boundary items, at their unpinned frames relative to the
    /// section's origin.
    public internal(set) var boundaryItems: [BoundaryItem]
    /// The section's background decorations, relative to the section's origin.
    public internal(set) var decorations: [DecorationItem]
    /// How an orthogonal section's row may scroll; `nil` for normal sections.
    public internal(set) var row: OrthogonalRow?
    /// The section's waterfall columns, when it is a waterfall section (its `run` is then empty).
    public internal(set) var waterfall: WaterfallRun?

    var envelope: SectionEnvelope

    init(index: Int, itemCount: Int, isPlaceholder: Bool, offset: CGFloat, run: GroupRun, envelope: SectionEnvelope) {
        self.index = index
        self.itemCount = itemCount
        self.isPlaceholder = isPlaceholder
        self.orthogonalScrolling = envelope.orthogonalScrolling
        self.offset = offset
        self.run = run
        self.envelope = envelope
        size = .zero
        contentOrigin = .zero
        boundaryItems = []
        decorations = []
        row = nil
    }

    /// The layout's scroll axis.
    public var layoutAxis: LayoutAxis { envelope.layoutAxis }

    /// The section's origin in content coordinates.
    public var origin: CGPoint { CGPoint(along: layoutAxis, offset, across: 0) }

    /// The section's frame in content coordinates.
    public var frame: CGRect { CGRect(origin: origin, size: size) }

    /// How many items the section places.
    public var placedItemCount: Int { waterfall?.itemCount ?? run.itemCount }

    /// How far the section's content reaches along the layout's axis.
    var contentLength: CGFloat {
        if let waterfall { return waterfall.contentExtent }
        return envelope.isOrthogonal ? run.crossOffset + run.crossExtent : run.contentExtent
    }

    /// How far the section's content reaches across the layout's axis, from the content origin.
    var contentCrossReach: CGFloat {
        waterfall?.crossExtent ?? run.crossOffset + run.crossExtent
    }

    /// The axes along which `item`'s size is estimated, and so measured by self-sizing.
    public func estimatedAxes(ofItem item: Int) -> EstimatedAxes {
        if let waterfall {
            guard item >= 0, item < waterfall.itemCount else { return [] }
            return waterfall.axis == .vertical ? .height : .width
        }
        return run.estimatedAxes(ofItem: item)
    }

    /// Whether the section has a background decoration, which lifts cells and boundary items above it (spec §7.5).
    var hasBackground: Bool { !envelope.decorations.isEmpty }

    // MARK: Items

    /// The unrounded frame of `item`'s cell in content coordinates, at the row's scroll position `rowOffset`.
    public func itemFrame(at item: Int, rowOffset: CGFloat = 0) -> CGRect? {
        guard let frame = waterfall?.itemFrame(at: item) ?? run.itemFrame(at: item) else { return nil }
        return frame.offset(by: runOrigin(rowOffset: rowOffset))
    }

    /// The zIndex of `item`'s cell: its own, plus one when the section has a background (spec §7.6).
    public func itemZIndex(at item: Int) -> Int {
        (waterfall == nil ? run.itemZIndex(at: item) : 0) + (hasBackground ? 1 : 0)
    }

    /// The frame of group instance `instance`'s slot in content coordinates, at row offset `rowOffset`.
    public func instanceFrame(_ instance: Int, rowOffset: CGFloat = 0) -> CGRect {
        CGRect(origin: run.slotOrigin(ofInstance: instance), size: run.solvedInstance(instance).size)
            .offset(by: runOrigin(rowOffset: rowOffset))
    }

    /// Where the run's origin lies in content coordinates when the row is scrolled by `rowOffset`.
    func runOrigin(rowOffset: CGFloat) -> CGPoint {
        var point = CGPoint(x: origin.x + contentOrigin.x, y: origin.y + contentOrigin.y)
        if row != nil { point[layoutAxis.cross] -= rowOffset }
        return point
    }

    /// The row offset to use for this section in `context`, clamped to what the row allows.
    func rowOffset(in context: LayoutQueryContext) -> CGFloat {
        guard let row else { return 0 }
        return row.clamp(context.orthogonalOffsets[index] ?? row.initialOffset)
    }

    // MARK: Queries

    /// Calls `body` with every element of the section whose frame meets `rect` (content coordinates).
    func forEachElement(in rect: CGRect, context: LayoutQueryContext, grid: PixelGrid, _ body: (LayoutElement) -> Void) {
        // Pinned items stay inside their section, so a section that misses the rect has nothing in it.
        guard !isPlaceholder, frame.overlaps(rect) else { return }
        for (number, decoration) in decorations.enumerated() {
            let frame = decoration.frame.offset(by: origin)
            guard frame.overlaps(rect) else { continue }
            body(LayoutElement(category: .decorationView, elementKind: decoration.elementKind,
                               indexPath: IndexPath(section: index, item: number), frame: grid.round(frame),
                               zIndex: decoration.zIndex))
        }
        let runOrigin = runOrigin(rowOffset: rowOffset(in: context))
        let local = rect.offset(by: CGPoint(x: -runOrigin.x, y: -runOrigin.y))
        let lift = hasBackground ? 1 : 0
        let section = index
        waterfall?.forEachItem(in: local) { item, frame in
            body(.cell(section: section, item: item, frame: grid.round(frame.offset(by: runOrigin)), zIndex: lift,
                       estimatedAxes: estimatedAxes(ofItem: item)))
        }
        run.forEachItem(in: local) { item, frame, zIndex in
            body(.cell(section: section, item: item, frame: grid.round(frame.offset(by: runOrigin)), zIndex: zIndex + lift,
                       estimatedAxes: run.estimatedAxes(ofItem: item)))
        }
        run.forEachSupplementary(in: local) { kind, number, frame, zIndex, isDecoration in
            body(LayoutElement(category: isDecoration ? .decorationView : .supplementaryView, elementKind: kind,
                               indexPath: IndexPath(section: section, item: number),
                               frame: grid.round(frame.offset(by: runOrigin)), zIndex: zIndex))
        }
        for item in boundaryItems {
            let frame = boundaryFrame(of: item, in: context)
            guard frame.overlaps(rect) else { continue }
            body(LayoutElement(category: .supplementaryView, elementKind: item.elementKind,
                               indexPath: IndexPath(section: index, item: item.kindIndex), frame: grid.round(frame),
                               zIndex: item.zIndex, estimatedAxes: item.estimatedAxes))
        }
    }

    /// The frame of a boundary item in content coordinates, pinned to the visible bounds where it pins
    /// (spec §7.2): a top item follows the visible top while its section shows, pushed up by the section's
    /// end; a bottom item follows the visible bottom, held down by the section's start.
    public func boundaryFrame(of item: BoundaryItem, in context: LayoutQueryContext) -> CGRect {
        var frame = item.frame.offset(by: origin)
        let rowShift = item.scrollsWithRow ? -rowOffset(in: context) : 0
        if rowShift != 0 { frame = frame.offset(by: rowShift, along: layoutAxis.cross) }
        guard let pinning = item.pinning else { return frame }
        let hostOffset = pinning.axis == layoutAxis ? offset : rowShift
        return pinning.pin(frame, within: context.pinningBounds, hostOffset: hostOffset)
    }

    /// The frame and zIndex of the supplementary (or, with `decoration`, item decoration) of `kind`
    /// numbered `number` in this section, or `nil`.
    func supplementary(
        ofKind kind: String, at number: Int, decoration: Bool, context: LayoutQueryContext
    ) -> (frame: CGRect, zIndex: Int)? {
        if !decoration, let item = boundaryItems.first(where: { $0.elementKind == kind && $0.kindIndex == number }) {
            return (boundaryFrame(of: item, in: context), item.zIndex)
        }
        guard let found = run.supplementary(ofKind: kind, at: number), found.isDecoration == decoration else { return nil }
        return (found.frame.offset(by: runOrigin(rowOffset: rowOffset(in: context))), found.zIndex)
    }
}

/// A header, footer or other boundary item of a section or of the whole layout.
public struct BoundaryItem: Sendable, Hashable {
    /// The item's element kind, such as a section header's.
    public var elementKind: String
    /// The item's number among the section's items of its kind (its index path's item).
    public var kindIndex: Int
    /// The unpinned frame, relative to the section's (or, for layout items, the content's) origin.
    public var frame: CGRect
    /// The item's draw order; higher draws above.
    public var zIndex: Int
    /// How the item pins to the visible bounds; `nil` when it does not.
    public var pinning: Pinning?
    /// The axes along which its size is estimated.
    public var estimatedAxes: EstimatedAxes
    /// Whether the item rides an orthogonal section's row (a pinned leading or trailing item of the row,
    /// an OpenCollectionView extension): its frame and pinning range are then in row positions and move
    /// with the row's offset.
    public var scrollsWithRow = false

    /// Which edge a pinned item sticks to, and the stretch of its host it stays within.
    public struct Pinning: Sendable, Hashable {
        /// The side of the visible bounds a pinned item sticks to.
        public enum Edge: Sendable, Hashable {
            /// The start along the axis (the top in a vertical layout), as a pinned header does.
            case before
            /// The end along the axis (the bottom in a vertical layout), as a pinned footer does.
            case after
        }

        /// The axis the item pins along.
        public var axis: LayoutAxis
        /// The side of the visible bounds the item sticks to.
        public var edge: Edge
        /// Where the host's content starts and ends along `axis`, relative to the host's origin.
        public var contentStart: CGFloat
        /// Where the host's content ends along `axis`, relative to the host's origin.
        public var contentEnd: CGFloat
    }
}

/// A background decoration of a section.
public struct DecorationItem: Sendable, Hashable {
    /// The decoration's element kind.
    public var elementKind: String
    /// The frame relative to the section's origin.
    public var frame: CGRect
    /// The decoration's draw order; higher draws above.
    public var zIndex: Int
}

/// What queries need besides the rectangle: where the collection view is looking, and where each
/// orthogonal section's row is scrolled.
public struct LayoutQueryContext: Sendable, Hashable {
    /// The collection view's bounds: its size at its content offset.
    public var visibleBounds: CGRect
    /// The collection view's adjusted content insets; pinned items stay inside them.
    public var contentInsets: LayoutInsets
    /// Row offsets of orthogonal sections by section index; sections not listed rest at their initial offset.
    public var orthogonalOffsets: [Int: CGFloat]

    /// A context for `visibleBounds`, by default with no content insets and every orthogonal row at its initial offset.
    public init(visibleBounds: CGRect, contentInsets: LayoutInsets = .zero, orthogonalOffsets: [Int: CGFloat] = [:]) {
        self.visibleBounds = visibleBounds
        self.contentInsets = contentInsets
        self.orthogonalOffsets = orthogonalOffsets
    }

    /// A context for a collection view at rest at the top-left of its content.
    public static func resting(containerSize: CGSize) -> LayoutQueryContext {
        LayoutQueryContext(visibleBounds: CGRect(origin: .zero, size: containerSize))
    }

    /// The visible bounds minus the content insets: where pinned items stay.
    var pinningBounds: CGRect { contentInsets.inset(visibleBounds) }
}
