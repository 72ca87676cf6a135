import CollectionDiagnostics
import Foundation

/// A view that lines up its arranged subviews in a row or a column (UIKit: `UIStackView`).
///
/// UIKit builds a stack view out of Auto Layout constraints; this one computes frames directly in
/// `layoutSubviews()`, from each arranged subview's natural size: its `intrinsicContentSize` (0 on an axis
/// where it has none), or for labels and stack views the size that fits the width the stack offers them, so
/// multi-line labels wrap. Hidden arranged subviews take no space (their frames are left as they are).
///
/// **Along the axis** (`distribution`), with `spacing` (or `setCustomSpacing(_:after:)`) between views:
/// - `.fill`: natural lengths; leftover space goes to the view with the lowest content-hugging priority
///   (plain views and image views 250, labels 251, switches 750), the first one on a tie; missing space is
///   taken from the last view first, each down to 0 [L: UIKit settles ties by index without saying how].
/// - `.fillEqually`: every view the same length.
/// - `.fillProportionally`: lengths in proportion to natural lengths (equal when all are 0).
/// - `.equalSpacing`: natural lengths, equal gaps filling the space (never below the spacing).
/// - `.equalCentering`: natural lengths, centres equally apart, the first view at the start and the last
///   at the end.
/// When the views and minimum gaps do not fit, `.equalSpacing` and `.equalCentering` fall back to `.fill`'s
/// shrinking with the minimum gaps; with one view they fill the stack, as the first and last views are
/// always pinned to the edges.
///
/// **Across the axis** (`alignment`): `.fill` stretches every view; `.leading`/`.top`, `.center` and
/// `.trailing`/`.bottom` keep natural breadths (no more than the stack's) at that side; `.firstBaseline`
/// and `.lastBaseline` line up baselines in a row (labels' from their font, other views' at their bottom
/// edge) with the highest-reaching view at the top; in a column they act as `.leading` and `.trailing`.
///
/// Frames are not snapped to the pixel grid. The stack lays out again on every `layoutIfNeeded()`, because
/// it cannot observe its arranged subviews' `isHidden` or content changing. Cost: O(n) measurements per layout.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How arranged views share the length along the axis (UIKit: `UIStackView.Distribution`).
    public enum Distribution: Int, Sendable, Hashable {
        /// Natural lengths; the least-hugging view takes any leftover space, the last views give up missing space.
        case fill = 0
        /// Every view the same length.
        case fillEqually = 1
        /// Lengths in proportion to the views' natural lengths.
        case fillProportionally = 2
        /// Natural lengths with equal gaps that fill the space, never narrower than `spacing`.
        case equalSpacing = 3
        /// Natural lengths with centres equally apart, the first and last views at the ends.
        case equalCentering = 4
    }

    /// How arranged views sit across the axis (UIKit: `UIStackView.Alignment`, same raw values).
    public enum Alignment: Int, Sendable, Hashable {
        /// Every view stretched to the stack's full breadth.
        case fill = 0
        /// The top of a row, the leading edge of a column. Also spelled `.top`.
        case leading = 1
        /// In a row, first baselines lined up (a non-label's baseline is its bottom edge); in a column, `.leading`.
        case firstBaseline = 2
        /// Centred across the axis at natural breadth.
        case center = 3
        /// The bottom of a row, the trailing edge of a column. Also spelled `.bottom`.
        case trailing = 4
        /// In a row, last baselines lined up (a non-label's baseline is its bottom edge); in a column, `.trailing`.
        case lastBaseline = 5

        /// The same as `.leading`.
        public static var top: Alignment { .leading }
        /// The same as `.trailing`.
        public static var bottom: Alignment { .trailing }
    }

    /// Passed to `setCustomSpacing(_:after:)` to use `spacing` again after a view.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// Passed to `setCustomSpacing(_:after:)` for the system's standard spacing (8 points headlessly).
    public static let spacingUseSystem = CGFloat.leastNonzeroMagnitude

    /// The standard spacing between siblings, as UIKit's Auto Layout uses it.
    static let systemSpacing: CGFloat = 8

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A stack view of `views`, added as arranged subviews in order.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Stack views are not decoded from archives here; this initializer always fails (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Configuration

    /// Whether views line up in a row (`.horizontal`, the default) or a column.
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { arrangementDidChange() }
    }

    /// How views share the length along the axis; `.fill` by default.
    open var distribution: Distribution = .fill {
        didSet { arrangementDidChange() }
    }

    /// How views sit across the axis; `.fill` by default.
    open var alignment: Alignment = .fill {
        didSet { arrangementDidChange() }
    }

    /// The gap between adjacent views (the least gap for the equal-spacing distributions); 0 by default.
    open var spacing: CGFloat = 0 {
        didSet { arrangementDidChange() }
    }

    /// Whether gaps in a column are measured between baselines. Stored for hosts; not applied headlessly.
    open var isBaselineRelativeArrangement = false

    /// Whether views are arranged inside the layout margins instead of the bounds. `false` by default.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { arrangementDidChange() }
    }

    // MARK: Arranged subviews

    private var arrangedStorage: [UIView] = []
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// The views the stack arranges, in order. Always subviews of the stack: a view removed from the stack
    /// with `removeFromSuperview()` leaves this list too.
    open var arrangedSubviews: [UIView] {
        arrangedStorage.filter { $0.superview === self }
    }

    /// Adds `view` to the end of the arrangement, and as a subview if it is not one yet. A view already
    /// arranged moves to the end.
    open func addArrangedSubview(_ view: UIView) {
        pruneArrangedSubviews()
        arrangedStorage.removeAll { $0 === view }
        arrangedStorage.append(view)
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Takes `view` out of the arrangement. It stays a subview, as in UIKit; remove it from the stack with
    /// `removeFromSuperview()`.
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedStorage.contains(where: { $0 === view }) else { return }
        arrangedStorage.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    /// Puts `view` at `stackIndex` of the arrangement (moving it if it is already arranged), and adds it as a
    /// subview if it is not one yet. An index outside `0...arrangedSubviews.count` is rejected with a
    /// diagnostic and nothing changes; UIKit raises an exception.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        pruneArrangedSubviews()
        var arranged = arrangedStorage
        arranged.removeAll { $0 === view }
        guard (0...arranged.count).contains(stackIndex) else {
            Diagnostics.report(.error(
                "insertArrangedSubview(_:at:)",
                "index \(stackIndex) is out of bounds: the stack view arranges \(arrangedStorage.count) views"
            ))
            return
        }
        arranged.insert(view, at: stackIndex)
        arrangedStorage = arranged
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Sets the gap after `arrangedSubview` (`spacingUseDefault` to go back to `spacing`). Ignored for views
    /// that are not arranged.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard arrangedStorage.contains(where: { $0 === arrangedSubview }) else { return }
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        arrangementDidChange()
    }

    /// The gap set after `arrangedSubview`, or `spacingUseDefault` when it uses `spacing`.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// Forgets views that left the stack through `removeFromSuperview()`.
    private func pruneArrangedSubviews() {
        let gone = arrangedStorage.filter { $0.superview !== self }
        guard !gone.isEmpty else { return }
        for view in gone { customSpacings[ObjectIdentifier(view)] = nil }
        arrangedStorage.removeAll { $0.superview !== self }
    }

    private func arrangementDidChange() {
        invalidateIntrinsicContentSize()
    }

    // MARK: Layout

    open override func layoutIfNeeded() {
        setNeedsLayout()
        super.layoutIfNeeded()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        pruneArrangedSubviews()
        // A row reads from its leading edge: the right one in a right-to-left layout.
        for (view, frame) in arrangedFrames(in: arrangementBounds) {
            view.frame = placedForLayoutDirection(frame, inWidth: bounds.width)
        }
    }

    /// The stack's natural size: the arranged views' natural lengths and gaps along the axis (for
    /// `.fillEqually`, the longest view's length times their count), their largest natural breadth across it,
    /// plus the layout margins when arranging inside them. A column's labels wrap at the stack's current width
    /// when it has one.
    ///
    /// UIKit reports no intrinsic size for a stack view and sizes it through the constraints it makes; the
    /// headless stack reports the same size here so that frame-based containers can size it.
    open override var intrinsicContentSize: CGSize {
        fittingSize(width: bounds.width > 0 ? bounds.width : nil)
    }

    /// The natural size (see `intrinsicContentSize`) when the stack is `size.width` wide; a width of 0 or less
    /// means unconstrained.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        fittingSize(width: size.width > 0 ? size.width : nil)
    }

    /// The rectangle views are arranged in: the bounds, or the bounds inside the layout margins.
    private var arrangementBounds: CGRect {
        guard isLayoutMarginsRelativeArrangement else { return bounds }
        let margins = directionalLayoutMargins
        return CGRect(
            x: bounds.minX + margins.leading, y: bounds.minY + margins.top,
            width: max(bounds.width - margins.leading - margins.trailing, 0),
            height: max(bounds.height - margins.top - margins.bottom, 0)
        )
    }

    private var visibleArrangedSubviews: [UIView] {
        arrangedSubviews.filter { !$0.isHidden }
    }

    /// The gaps between consecutive `views`.
    private func gaps(between views: [UIView]) -> [CGFloat] {
        views.dropLast().map { view in
            let custom = customSpacings[ObjectIdentifier(view)]
            if custom == Self.spacingUseSystem { return Self.systemSpacing }
            return custom ?? spacing
        }
    }

    /// The natural size of `view` when offered `width` (`nil`: as wide as it likes).
    private func naturalSize(of view: UIView, width: CGFloat?) -> CGSize {
        if let view = view as? any WidthDependentSizing {
            return view.size(fittingWidth: width)
        }
        let intrinsic = view.intrinsicContentSize
        return CGSize(
            width: intrinsic.width == Self.noIntrinsicMetric ? 0 : intrinsic.width,
            height: intrinsic.height == Self.noIntrinsicMetric ? 0 : intrinsic.height
        )
    }

    private func fittingSize(width: CGFloat?) -> CGSize {
        let margins = isLayoutMarginsRelativeArrangement ? directionalLayoutMargins : .zero
        let views = visibleArrangedSubviews
        let gapTotal = gaps(between: views).reduce(0, +)
        var main: CGFloat
        var cross: CGFloat = 0
        switch axis {
        case .vertical:
            let innerWidth = width.map { max($0 - margins.leading - margins.trailing, 0) }
            let sizes = views.map { naturalSize(of: $0, width: innerWidth) }
            let lengths = sizes.map(\.height)
            main = distribution == .fillEqually ? (lengths.max() ?? 0) * CGFloat(lengths.count) : lengths.reduce(0, +)
            cross = sizes.map(\.width).max() ?? 0
        case .horizontal:
            let widths = views.map { naturalSize(of: $0, width: nil).width }
            let equalWidth = widths.max() ?? 0
            let laidOutWidths = distribution == .fillEqually ? widths.map { _ in equalWidth } : widths
            main = laidOutWidths.reduce(0, +)
            for (view, viewWidth) in zip(views, laidOutWidths) {
                cross = max(cross, naturalSize(of: view, width: viewWidth).height)
            }
        }
        main += gapTotal
        switch axis {
        case .vertical:
            return CGSize(width: cross + margins.leading + margins.trailing, height: main + margins.top + margins.bottom)
        case .horizontal:
            return CGSize(width: main + margins.leading + margins.trailing, height: cross + margins.top + margins.bottom)
        }
    }

    /// The frames of the visible arranged views inside `container`.
    func arrangedFrames(in container: CGRect) -> [(UIView, CGRect)] {
        let views = visibleArrangedSubviews
        guard !views.isEmpty else { return [] }
        let isVertical = axis == .vertical
        let available = isVertical ? container.height : container.width
        let breadth = isVertical ? container.width : container.height
        let gaps = gaps(between: views)

        // Along the axis.
        let naturalLengths = views.map { view -> CGFloat in
            let size = naturalSize(of: view, width: isVertical ? breadth : nil)
            return isVertical ? size.height : size.width
        }
        var lengths = naturalLengths
        var laidOutGaps = gaps
        distribute(&lengths, gaps: &laidOutGaps, views: views, available: available)

        // Across the axis.
        var breadths: [CGFloat] = []
        for (view, length) in zip(views, lengths) {
            guard alignment != .fill else {
                breadths.append(breadth)
                continue
            }
            let size = naturalSize(of: view, width: isVertical ? breadth : length)
            breadths.append(min(isVertical ? size.width : size.height, breadth))
        }
        let crossOrigins = crossOrigins(views: views, lengths: lengths, breadths: breadths, breadth: breadth)

        var frames: [(UIView, CGRect)] = []
        var position: CGFloat = 0
        for index in views.indices {
            let frame = isVertical
                ? CGRect(
                    x: container.minX + crossOrigins[index], y: container.minY + position,
                    width: breadths[index], height: lengths[index])
                : CGRect(
                    x: container.minX + position, y: container.minY + crossOrigins[index],
                    width: lengths[index], height: breadths[index])
            frames.append((views[index], frame))
            position += lengths[index] + (index < laidOutGaps.count ? laidOutGaps[index] : 0)
        }
        return frames
    }

    /// Sets the lengths and gaps along the axis by `distribution`.
    private func distribute(_ lengths: inout [CGFloat], gaps: inout [CGFloat], views: [UIView], available: CGFloat) {
        let count = CGFloat(lengths.count)
        let gapTotal = gaps.reduce(0, +)
        let natural = lengths.reduce(0, +)
        var mode = distribution
        if lengths.count == 1, mode == .equalSpacing || mode == .equalCentering { mode = .fill }
        switch mode {
        case .fill:
            fill(&lengths, views: views, available: available - gapTotal)
        case .fillEqually:
            let each = max((available - gapTotal) / count, 0)
            lengths = lengths.map { _ in each }
        case .fillProportionally:
            let space = max(available - gapTotal, 0)
            lengths = natural > 0 ? lengths.map { $0 / natural * space } : lengths.map { _ in space / count }
        case .equalSpacing:
            let gap = (available - natural) / (count - 1)
            if gaps.allSatisfy({ gap >= $0 }) {
                gaps = gaps.map { _ in gap }
            } else {
                fill(&lengths, views: views, available: available - gapTotal)
            }
        case .equalCentering:
            let firstCentre = lengths[0] / 2
            let lastCentre = available - lengths[lengths.count - 1] / 2
            let step = (lastCentre - firstCentre) / (count - 1)
            let centredGaps = (0..<gaps.count).map { step - (lengths[$0] + lengths[$0 + 1]) / 2 }
            if zip(centredGaps, gaps).allSatisfy({ $0 >= $1 }) {
                gaps = centredGaps
            } else {
                fill(&lengths, views: views, available: available - gapTotal)
            }
        }
    }

    /// `.fill`'s rule: give leftover `space` to the least-hugging view (the first on a tie), or take missing
    /// space from the last views first.
    private func fill(_ lengths: inout [CGFloat], views: [UIView], available space: CGFloat) {
        let natural = lengths.reduce(0, +)
        if natural <= space {
            let priorities = views.map(Self.contentHuggingPriority(of:))
            let lowest = priorities.min()!
            let stretched = priorities.firstIndex(of: lowest)!
            lengths[stretched] += space - natural
        } else {
            var missing = natural - space
            for index in lengths.indices.reversed() where missing > 0 {
                let taken = min(lengths[index], missing)
                lengths[index] -= taken
                missing -= taken
            }
        }
    }

    /// UIKit's default content-hugging priorities, which decide which view `.fill` stretches [M].
    static func contentHuggingPriority(of view: UIView) -> Float {
        switch view {
        case is UISwitch: 750
        case is UILabel: 251
        default: 250
        }
    }

    /// Where each view starts across the axis.
    private func crossOrigins(views: [UIView], lengths: [CGFloat], breadths: [CGFloat], breadth: CGFloat) -> [CGFloat] {
        var alignment = alignment
        if axis == .vertical {
            if alignment == .firstBaseline { alignment = .leading }
            if alignment == .lastBaseline { alignment = .trailing }
        }
        switch alignment {
        case .fill, .leading:
            return breadths.map { _ in 0 }
        case .center:
            return breadths.map { (breadth - $0) / 2 }
        case .trailing:
            return breadths.map { breadth - $0 }
        case .firstBaseline, .lastBaseline:
            let baselines = views.indices.map { index -> CGFloat in
                let size = CGSize(width: lengths[index], height: breadths[index])
                guard let label = views[index] as? UILabel else { return size.height }
                let offsets = label.baselines(in: size)
                return alignment == .firstBaseline ? offsets.first : offsets.last
            }
            let highest = baselines.max() ?? 0
            return baselines.map { highest - $0 }
        }
    }
}

/// Views whose natural height depends on the width they are given.
@MainActor
protocol WidthDependentSizing: UIView {
    /// The natural size when offered `width` (`nil`: as wide as the view likes).
    func size(fittingWidth width: CGFloat?) -> CGSize
}

extension UILabel: WidthDependentSizing {
    func size(fittingWidth width: CGFloat?) -> CGSize {
        sizeThatFits(CGSize(width: width ?? 0, height: 0))
    }
}

extension UIStackView: WidthDependentSizing {
    func size(fittingWidth width: CGFloat?) -> CGSize {
        sizeThatFits(CGSize(width: width ?? 0, height: 0))
    }
}
