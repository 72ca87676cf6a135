import Foundation

/// A row of segments of which one is chosen (UIKit: `UISegmentedControl`).
///
/// Segments share the width equally, each as wide as the widest title needs, 32 points tall. A tap on an enabled
/// segment selects it, runs its action (`init(frame:actions:)`) and sends `.valueChanged`; setting
/// `selectedSegmentIndex` in code sends nothing, as in UIKit. Hosts report taps with `hostDidTap(at:)` or
/// `hostDidSelectSegment(_:)`. Segments show titles only: images are not drawn here.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// `selectedSegmentIndex` when no segment is selected.
    public static let noSegment = -1

    /// The control's height.
    static let height: CGFloat = 32
    /// The space on each side of the widest title within a segment. [L]
    static let titlePadding: CGFloat = 12
    /// The titles' font: iOS's 13 point text, measured at the selected segment's weight so that selecting one
    /// never needs more room. [L]
    static let titleFont = UIFont.systemFont(ofSize: 13, weight: .semibold)

    /// One segment's title, action and whether it can be chosen.
    struct Segment {
        var title: String?
        var action: UIAction?
        var isEnabled = true
    }

    private var segments: [Segment] = []

    /// A control with no segments at `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A control with a segment per title, none selected. UIKit also takes images; only strings make segments here,
    /// other items giving untitled ones.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        segments = (items ?? []).map { Segment(title: $0 as? String) }
        frame.size = intrinsicContentSize
    }

    /// A control with a segment per action, titled by it; choosing a segment runs its action.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map { Segment(title: $0.title, action: $0) }
    }

    /// Segmented controls are not decoded from archives here; this initializer always fails (see
    /// `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// How many segments there are.
    open var numberOfSegments: Int { segments.count }

    /// The selected segment, or `UISegmentedControl.noSegment` (the default). Values that name no segment select none.
    open var selectedSegmentIndex: Int {
        get { storedSelectedIndex }
        set { storedSelectedIndex = segments.indices.contains(newValue) ? newValue : Self.noSegment }
    }

    private var storedSelectedIndex = noSegment

    /// Whether a tap selects a segment only while its action runs, leaving none selected after. `false` by default.
    open var isMomentary = false

    /// The selected segment's colour; `nil` for the system's white (dark grey in dark mode). [L]
    open var selectedSegmentTintColor: UIColor?

    /// Adds a segment titled `title` at `segment` (clamped to the segments' range). Headless, `animated` changes
    /// nothing.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Adds a segment for `action`, titled by it, at `segment` (clamped).
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, action: action), at: segment)
    }

    private func insert(_ newSegment: Segment, at segment: Int) {
        let index = min(max(segment, 0), segments.count)
        segments.insert(newSegment, at: index)
        if storedSelectedIndex >= index { storedSelectedIndex += 1 }
        segmentsDidChange()
    }

    /// Removes the segment at `segment`, if there is one; removing the selected segment selects none.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if storedSelectedIndex == segment {
            storedSelectedIndex = Self.noSegment
        } else if storedSelectedIndex > segment {
            storedSelectedIndex -= 1
        }
        segmentsDidChange()
    }

    /// Removes every segment.
    open func removeAllSegments() {
        segments.removeAll()
        storedSelectedIndex = Self.noSegment
        segmentsDidChange()
    }

    /// Retitles the segment at `segment`; an index naming no segment changes nothing.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segmentsDidChange()
    }

    /// The title of the segment at `segment`, or `nil` for none.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// The action of the segment at `segment`, or `nil`.
    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// Lets people choose the segment at `segment`, or not; a disabled segment is drawn dimmed.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
    }

    /// Whether people can choose the segment at `segment` (`false` for an index naming none).
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    private func segmentsDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// As many segments as there are, each the widest title plus 12 points a side, 32 points tall.
    open override var intrinsicContentSize: CGSize {
        let widest = segments.map { segment -> CGFloat in
            guard let title = segment.title, !title.isEmpty else { return 0 }
            let measured = TextMeasurement.current.measure(TextMeasurementRequest(text: title, font: Self.titleFont, numberOfLines: 1))
            return measured.size.width.rounded(.up)
        }.max() ?? 0
        return CGSize(width: CGFloat(segments.count) * (widest + 2 * Self.titlePadding), height: Self.height)
    }

    /// The segments' size, whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The segments' frames in the bounds, equal shares of the width, the first at the leading edge.
    var segmentFrames: [CGRect] {
        guard !segments.isEmpty else { return [] }
        let width = bounds.width / CGFloat(segments.count)
        let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return segments.indices.map { index in
            let x = isRightToLeft ? bounds.width - CGFloat(index + 1) * width : CGFloat(index) * width
            return CGRect(x: x, y: 0, width: width, height: bounds.height)
        }
    }

    /// The segments as hosts draw them.
    var renderSegments: [RenderSegmentedControl.Segment] {
        zip(segments, segmentFrames).map { RenderSegmentedControl.Segment(title: $0.title ?? "", isEnabled: $0.isEnabled, frame: $1) }
    }

    /// Called by hosts when a person taps the control at `point` (in its bounds): chooses the segment there
    /// (`hostDidSelectSegment(_:)`). Headless addition.
    public func hostDidTap(at point: CGPoint) {
        guard let index = segmentFrames.firstIndex(where: { $0.contains(point) }) else { return }
        hostDidSelectSegment(index)
    }

    /// Called by hosts when a person chooses the segment at `index`: unless the control or the segment is disabled,
    /// selects it, runs its action and sends `.valueChanged` — again for a momentary control, whose selection then
    /// clears; choosing the selected segment of another control sends nothing. Headless addition.
    public func hostDidSelectSegment(_ index: Int) {
        guard isEnabled, isUserInteractionEnabled, segments.indices.contains(index), segments[index].isEnabled else { return }
        guard isMomentary || index != storedSelectedIndex else { return }
        storedSelectedIndex = index
        segments[index].action.map(sendAction)
        sendActions(for: .valueChanged)
        if isMomentary { storedSelectedIndex = Self.noSegment }
    }
}
