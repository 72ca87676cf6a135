import CollectionDiagnostics
import Foundation
internal import OpenUIKit

/// AppKit's view: a rectangle in its superview, with subviews, drawn through a UIKit view of this package (its
/// backing) so that every host that draws UIKit's views draws AppKit's.
///
/// **Coordinates.** As in AppKit, a view's `frame` is in its superview's coordinates, whose origin is at the bottom
/// left and whose y grows upwards — unless the superview is flipped (`isFlipped`), as a collection view is, when the
/// origin is at the top left. A view keeps its distance from its superview's bottom edge when the superview changes
/// height, unless its `autoresizingMask` says otherwise.
///
/// Differences from AppKit: a view is always layer-backed (its `layer` is never `nil`), as every view in a window of
/// an app linked on macOS 10.14 or later is; `bounds` may move (its origin) but not scale (a size other than the
/// frame's is reported and ignored); Auto Layout between AppKit views is not available yet.
@preconcurrency @MainActor
open class NSView {
    /// The UIKit view that draws this one: its frame is this view's, in the backing of the superview, measured
    /// from the top.
    let backing: UIView
    /// The collection view's host the view is drawn in, while it is a supplementary view.
    weak var supplementaryHost: SupplementaryHostView?
    /// The shadow the view casts (`shadow`).
    var castShadow: NSShadow?
    private var storedFrame: NSRect
    private var boundsOrigin = NSPoint.zero

    /// A view at `frameRect` in its future superview's coordinates.
    public init(frame frameRect: NSRect) {
        storedFrame = frameRect
        backing = Self.makeAutoresizedBacking()
        backing.frame = frameRect
        (backing as? ViewBacking)?.owner = self
    }

    /// A view decoded from an archive: at the zero rectangle, until the archive's frame is given to it.
    public required init?(coder: NSCoder) {
        storedFrame = .zero
        backing = Self.makeAutoresizedBacking()
        (backing as? ViewBacking)?.owner = self
    }

    /// The UIKit view a view of this class is drawn by.
    class func makeBacking() -> UIView {
        ViewBacking(frame: .zero)
    }

    /// `makeBacking()`'s view, which leaves autoresizing to the AppKit view: done here, in AppKit's coordinates, as
    /// the backing's own would measure from the top.
    private static func makeAutoresizedBacking() -> UIView {
        let backing = makeBacking()
        backing.autoresizingMask = []
        backing.autoresizesSubviews = false
        return backing
    }

    /// Called once a nib that made the object has connected its outlets.
    open func awakeFromNib() {}

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates. Setting it moves the view (`setFrameOrigin(_:)`) and
    /// sizes it (`setFrameSize(_:)`).
    open var frame: NSRect {
        get { storedFrame }
        set {
            setFrameOrigin(newValue.origin)
            setFrameSize(newValue.size)
        }
    }

    /// The view's own coordinate system: the frame's size, at an origin that scrolls its content.
    open var bounds: NSRect {
        get { NSRect(origin: boundsOrigin, size: storedFrame.size) }
        set {
            if newValue.size != storedFrame.size {
                Diagnostics.report(.warning(
                    "NSView", "bounds of a size other than the frame's (a scaled coordinate system) are not supported: "
                        + "only the bounds' origin is taken"))
            }
            setBoundsOrigin(newValue.origin)
        }
    }

    /// Moves the view's bounds to `newOrigin`: its content shows from there.
    open func setBoundsOrigin(_ newOrigin: NSPoint) {
        boundsOrigin = newOrigin
        backing.bounds.origin = isFlipped ? newOrigin : NSPoint(x: newOrigin.x, y: -newOrigin.y)
    }

    /// Whether the view's coordinates grow downwards from its top left corner; `false` (AppKit's bottom-left origin)
    /// unless a subclass says otherwise.
    open var isFlipped: Bool { false }

    /// Moves the view's frame to `newOrigin` in its superview.
    open func setFrameOrigin(_ newOrigin: NSPoint) {
        storedFrame.origin = newOrigin
        placeBacking()
    }

    /// Gives the view `newSize`; its subviews follow their autoresizing masks (`resizeSubviews(withOldSize:)`) when
    /// `autoresizesSubviews`.
    open func setFrameSize(_ newSize: NSSize) {
        let oldSize = storedFrame.size
        storedFrame.size = newSize
        placeBacking()
        subviewsFollowSize(from: oldSize)
    }

    /// After the view's size changed from `oldSize`: the subviews follow their masks (when `autoresizesSubviews`)
    /// and their backings move, and the view needs layout.
    private func subviewsFollowSize(from oldSize: NSSize) {
        guard oldSize != storedFrame.size else { return }
        if autoresizesSubviews { resizeSubviews(withOldSize: oldSize) }
        // Measured from the bottom, the subviews move in the backing when the height changes, even when they stay.
        for subview in subviews { subview.placeBacking() }
        needsLayout = true
    }

    /// Puts the backing where the frame says, in the superview's backing.
    func placeBacking() {
        backing.frame = superview?.backingRect(forSubviewFrame: storedFrame) ?? storedFrame
    }

    /// Where a subview at `frame` (this view's coordinates) sits in this view's backing, measured from the top.
    func backingRect(forSubviewFrame frame: NSRect) -> CGRect {
        if isFlipped { return frame }
        return CGRect(x: frame.minX, y: storedFrame.height - frame.maxY, width: frame.width, height: frame.height)
    }

    /// Places the view as an element of a collection view places it: at `frame` in the collection view's
    /// coordinates, its backing filling `backingFrame` of the element's host.
    func placeAsElement(frame: NSRect, backingFrame: CGRect) {
        let oldSize = storedFrame.size
        storedFrame = frame
        backing.frame = backingFrame
        subviewsFollowSize(from: oldSize)
    }

    // MARK: Autoresizing

    /// How the view's frame follows its superview's size.
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Neither the frame's size nor its margins change.
        public static let none: AutoresizingMask = []
        /// The left margin grows and shrinks.
        public static let minXMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width grows and shrinks.
        public static let width = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin grows and shrinks.
        public static let maxXMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The bottom margin grows and shrinks (the top one in a flipped superview).
        public static let minYMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height grows and shrinks.
        public static let height = AutoresizingMask(rawValue: 1 << 4)
        /// The top margin grows and shrinks (the bottom one in a flipped superview).
        public static let maxYMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// How the view's frame changes when its superview's size does; none by default.
    open var autoresizingMask: AutoresizingMask = []

    /// Whether the view resizes its subviews, by their masks, when its size changes; `true` by default.
    open var autoresizesSubviews = true

    /// Resizes every subview by its `autoresizingMask` (`resize(withOldSuperviewSize:)`) after the view's size
    /// changed from `oldSize`.
    open func resizeSubviews(withOldSize oldSize: NSSize) {
        for subview in subviews { subview.resize(withOldSuperviewSize: oldSize) }
    }

    /// Changes the frame by the `autoresizingMask` after the superview's size changed from `oldSize`: what grows
    /// or shrinks shares the change in proportion to its length, as AppKit shares it.
    open func resize(withOldSuperviewSize oldSize: NSSize) {
        guard let superview, !autoresizingMask.isEmpty else { return }
        let newSize = superview.frame.size
        var frame = storedFrame
        (frame.origin.x, frame.size.width) = Self.resized(
            origin: frame.minX, length: frame.width, oldTotal: oldSize.width, newTotal: newSize.width,
            flexible: (autoresizingMask.contains(.minXMargin), autoresizingMask.contains(.width),
                       autoresizingMask.contains(.maxXMargin)))
        (frame.origin.y, frame.size.height) = Self.resized(
            origin: frame.minY, length: frame.height, oldTotal: oldSize.height, newTotal: newSize.height,
            flexible: (autoresizingMask.contains(.minYMargin), autoresizingMask.contains(.height),
                       autoresizingMask.contains(.maxYMargin)))
        self.frame = frame
    }

    /// One axis of autoresizing: the change of the superview's length shared among the flexible parts (leading
    /// margin, length, trailing margin) in proportion to their old lengths, or equally when those are all zero.
    private static func resized(
        origin: CGFloat, length: CGFloat, oldTotal: CGFloat, newTotal: CGFloat, flexible: (Bool, Bool, Bool)
    ) -> (CGFloat, CGFloat) {
        let delta = newTotal - oldTotal
        let parts = [origin, length, oldTotal - origin - length]
        let flexibleParts = [flexible.0, flexible.1, flexible.2]
        let count = flexibleParts.filter { $0 }.count
        guard delta != 0, count > 0 else { return (origin, length) }
        let flexibleLength = zip(parts, flexibleParts).filter(\.1).map { max($0.0, 0) }.reduce(0, +)
        func share(_ index: Int) -> CGFloat {
            guard flexibleParts[index] else { return 0 }
            return flexibleLength > 0 ? delta * max(parts[index], 0) / flexibleLength : delta / CGFloat(count)
        }
        return (origin + share(0), max(length + share(1), 0))
    }

    // MARK: Hierarchy

    /// The view this one is a subview of.
    public private(set) weak var superview: NSView?

    /// The view's subviews, back to front.
    public private(set) var subviews: [NSView] = []

    /// Puts `view` in front of the view's other subviews (taking it from its own superview first).
    open func addSubview(_ view: NSView) {
        guard view !== self else {
            Diagnostics.report(.error("NSView", "a view cannot be its own subview"))
            return
        }
        var ancestor: NSView? = self
        while let current = ancestor {
            if current === view {
                Diagnostics.report(.error("NSView", "a view cannot be added to one of its own subviews"))
                return
            }
            ancestor = current.superview
        }
        let frame = view.frame
        view.viewWillMove(toSuperview: self)
        view.detachFromSuperview()
        subviews.append(view)
        view.superview = self
        backing.addSubview(view.backing)
        view.storedFrame = frame
        view.placeBacking()
        view.viewDidMoveToSuperview()
        didAddSubview(view)
    }

    /// Takes the view from its superview.
    open func removeFromSuperview() {
        guard superview != nil else { return }
        viewWillMove(toSuperview: nil)
        detachFromSuperview()
        viewDidMoveToSuperview()
    }

    private func detachFromSuperview() {
        guard let superview else { return }
        superview.willRemoveSubview(self)
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        backing.removeFromSuperview()
    }

    /// Called before the view moves to `newSuperview` (`nil`: it is being removed).
    open func viewWillMove(toSuperview newSuperview: NSView?) {}

    /// Called after the view moved to its new superview, or was removed from its old one.
    open func viewDidMoveToSuperview() {}

    /// Called after `subview` was added.
    open func didAddSubview(_ subview: NSView) {}

    /// Called before `subview` is removed.
    open func willRemoveSubview(_ subview: NSView) {}

    /// Whether the view is `view` or one of its subviews, at any depth.
    open func isDescendant(of view: NSView) -> Bool {
        var current: NSView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    // MARK: Appearance

    /// Whether the view (and its subviews) are hidden.
    open var isHidden: Bool {
        get { backing.isHidden }
        set { backing.isHidden = newValue }
    }

    /// The view's opacity, 0 to 1.
    open var alphaValue: CGFloat {
        get { backing.alpha }
        set { backing.alpha = newValue }
    }

    /// Whether the view asked for a layer. Every view has one here (`layer`), so this only records the wish.
    open var wantsLayer = false

    /// The Core Animation layer the view draws with: its background colour, border, corner radius and shadow.
    open var layer: CALayer? { backing.layer }

    /// The view's name, for finding it and for interface documents' connections.
    open var identifier: NSUserInterfaceItemIdentifier?

    // MARK: Layout

    /// Whether the view's `layout()` must run before it is next drawn. Setting it schedules a layout pass.
    open var needsLayout = false {
        didSet { if needsLayout { backing.setNeedsLayout() } }
    }

    /// Lays out the view's subviews; called in a layout pass while `needsLayout`. Does nothing by default (Auto
    /// Layout between AppKit views is not available yet): subclasses place their subviews here.
    open func layout() {}

    /// Runs the pending layout of the view and its subviews, from the top.
    open func layoutSubtreeIfNeeded() {
        layoutIfNeeded()
        for subview in subviews { subview.layoutSubtreeIfNeeded() }
    }

    /// Runs `layout()` if the view needs it; the backing's layout pass calls it.
    func layoutIfNeeded() {
        guard needsLayout else { return }
        needsLayout = false
        layout()
    }
}

/// The UIKit view behind an `NSView`: its layout pass is the AppKit view's.
final class ViewBacking: UIView {
    weak var owner: NSView?

    override func layoutSubviews() {
        super.layoutSubviews()
        owner?.layoutIfNeeded()
    }
}
