import CompositionalLayoutEngine
import Foundation

/// The frames an island's solve gave its views and guides, with what they depend on, so that a later layout pass of an
/// island of the same shape — the same constraints over the same views, the same root size, the same intrinsic sizes
/// where they count — applies them without building or solving anything: what UIKit's self-sizing cells get from
/// caching a layout per content shape and width. A cell that is reused for new content lays its content view out again
/// with a new text; when the text is one line of the same height, or its label is pinned on every side, the answer is
/// the one every other cell of its class got, and all of them share one `SolvedIsland`.
///
/// A root keeps the shape of its last solve (`AutoLayoutState.solvedIsland`) until anything a solve reads changes
/// (`UIView.autoLayoutInputsDidChange()`: a constraint, a view added or removed, a priority, margins, the direction);
/// a new intrinsic size alone keeps it, and the next pass measures the views whose sizes count and compares.
///
/// A root with nothing to solve keeps that too (`nothingToSolve`). Only islands that read nothing outside themselves are
/// kept: no constraint to a view outside the island, to a margin, a system guide or a baseline (whose inputs change
/// without telling the island), none held above the root, no constraint broken, and no text that wrapped to a new height
/// at the width it was given.
@MainActor
final class SolvedIsland {
    /// What decides the solution: the island's constraints as the solver read them (terms, constants, priorities), the
    /// intrinsic sizes that count, which view or guide each frame is measured from, and the pixel grid.
    struct Shape: Hashable {
        var problem: [Double]
        var displayScale: CGFloat
        var isRightToLeft: Bool
        var rootWidth: CGFloat
        var rootHeight: CGFloat
    }

    /// A view whose intrinsic size counts on some axis (one its required equalities leave free), with the size the
    /// solve used and the width it gave the view, at which a wrapping view is measured again.
    struct CountedSize {
        var viewIndex: Int
        var countsWidth: Bool
        var countsHeight: Bool
        var size: CGSize
        var solvedWidth: CGFloat
    }

    let shape: Shape
    let viewCount: Int
    let guideCount: Int
    let countedSizes: [CountedSize]
    /// The views' frames (in their superviews), then the guides' layout frames (in their owning views).
    let frames: [CGRect]

    private init(shape: Shape, viewCount: Int, guideCount: Int, countedSizes: [CountedSize], frames: [CGRect]) {
        self.shape = shape
        self.viewCount = viewCount
        self.guideCount = guideCount
        self.countedSizes = countedSizes
        self.frames = frames
    }

    /// The answer of a root with nothing to solve: no custom guide, no subview laid out with constraints. Adding either
    /// clears it, as any change a solve reads does.
    static let nothingToSolve = SolvedIsland(
        shape: Shape(problem: [], displayScale: 0, isRightToLeft: false, rootWidth: 0, rootHeight: 0), viewCount: 0,
        guideCount: 0, countedSizes: [], frames: [])

    // MARK: Shared shapes

    /// Every shape kept, shared by the roots of every session that solve to it: a few per cell class.
    private static var shared: [Shape: SolvedIsland] = [:]
    /// The most shapes kept at once; when full, the table starts over (roots keep the shapes they hold).
    static let maximumSharedShapes = 512

    /// The one `SolvedIsland` for `shape`, made from the rest when no island solved to it before.
    static func interned(
        _ shape: Shape, viewCount: Int, guideCount: Int, countedSizes: [CountedSize], frames: [CGRect]
    ) -> SolvedIsland {
        if let known = shared[shape] { return known }
        if shared.count >= maximumSharedShapes { shared.removeAll(keepingCapacity: true) }
        let island = SolvedIsland(
            shape: shape, viewCount: viewCount, guideCount: guideCount, countedSizes: countedSizes, frames: frames)
        shared[shape] = island
        return island
    }

    /// How many shapes are kept: what tests bound.
    static var sharedShapeCount: Int { shared.count }

    // MARK: Applying

    /// Sets the frames of `root`'s island from this solution and returns true when they are what a solve would give
    /// now: the root is the same size, direction and scale, and every intrinsic size that counts is the same, also at
    /// the width the view was given. Returns false, changing nothing, otherwise. O(views + guides), plus measuring
    /// the views whose sizes count.
    func apply(to root: UIView) -> Bool {
        guard self !== Self.nothingToSolve else { return true }
        let size = root.bounds.size
        guard size.width == shape.rootWidth, size.height == shape.rootHeight,
            root.isRightToLeft == shape.isRightToLeft,
            root.traitCollection.displayScale == shape.displayScale
        else { return false }
        var views: [UIView] = []
        var guides: [UILayoutGuide] = []
        views.reserveCapacity(viewCount)
        Self.collectMembers(of: root, views: &views, guides: &guides)
        guard views.count == viewCount, guides.count == guideCount else { return false }
        for counted in countedSizes {
            // App code may run here (an intrinsic size of the app's own): it may change the island.
            let view = views[counted.viewIndex]
            guard counted.matches(view.intrinsicContentSize),
                Self.sizeIgnoresWidth(view) || counted.matches(view.intrinsicContentSize(forWidth: max(counted.solvedWidth, 0)))
            else { return false }
        }
        guard root.autoLayout.solvedIsland === self else { return false }
        Self.setFrames(frames, of: views, guides: guides)
        return true
    }

    /// Whether `view`'s size at a given width is known to be its intrinsic size without asking: a one-line label of
    /// UIKit's own class (a subclass may answer otherwise). Spares a second measurement of most cells' labels.
    private static func sizeIgnoresWidth(_ view: UIView) -> Bool {
        guard type(of: view) == UILabel.self, let label = view as? UILabel else { return false }
        return label.numberOfLines == 1
    }

    /// The island's views below `root` (those laid out with constraints, reached through such views, parents first) and
    /// its custom guides, in the order a solve numbers them.
    static func collectMembers(of root: UIView, views: inout [UIView], guides: inout [UILayoutGuide]) {
        guides.append(contentsOf: root.autoLayout.layoutGuides)
        for subview in root.subviews where !subview.translatesAutoresizingMaskIntoConstraints {
            views.append(subview)
            collectMembers(of: subview, views: &views, guides: &guides)
        }
    }

    /// Gives `views` then `guides` the frames of `frames`, in that order: the guides' first, since setting a view's
    /// frame runs app code that may read them.
    static func setFrames(_ frames: [CGRect], of views: [UIView], guides: [UILayoutGuide]) {
        for (index, guide) in guides.enumerated() { guide.solvedFrame = frames[views.count + index] }
        for (index, view) in views.enumerated() where view.frame != frames[index] {
            view.frame = frames[index]
        }
    }
}

extension SolvedIsland.CountedSize {
    /// Whether `size` is the one the solve used on every axis that counts.
    func matches(_ size: CGSize) -> Bool {
        (!countsWidth || size.width == self.size.width) && (!countsHeight || size.height == self.size.height)
    }
}
