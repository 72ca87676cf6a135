import Foundation

/// A bar filling as a task advances (UIKit: `UIProgressView`).
///
/// iOS draws a 4 point track with rounded ends, filled from the leading edge; the track keeps the height given, and
/// Auto Layout gives it 4.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// How the bar looks (UIKit: `UIProgressView.Style`).
    public enum Style: Int, Sendable, Hashable {
        /// The standard bar, for content areas.
        case `default` = 0
        /// The bar for toolbars; drawn as `default` here.
        case bar = 1
    }

    /// The height iOS gives a progress view.
    static let barHeight: CGFloat = 4

    /// An empty bar at `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// An empty bar of `style`, with no width until laid out.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.barHeight))
        progressViewStyle = style
    }

    /// Progress views are not decoded from archives here; this initializer always fails (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The bar's style; `.default` by default.
    open var progressViewStyle: Style = .default

    /// How far the task has come, 0 to 1; values outside are clamped, as UIKit's are. 0 by default.
    open var progress: Float {
        get { storedProgress }
        set { storedProgress = newValue.isNaN ? 0 : min(max(newValue, 0), 1) }
    }

    private var storedProgress: Float = 0

    /// Sets `progress`. Headless, `animated` only travels to hosts through the new value (a page eases the fill).
    open func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }

    /// The filled part's colour; `nil` for the view's tint colour.
    open var progressTintColor: UIColor?

    /// The unfilled track's colour; `nil` for the system fill colour, as iOS's grey track. [L]
    open var trackTintColor: UIColor?

    /// No intrinsic width, and 4 points tall.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight)
    }

    /// The width offered, 4 points tall.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.barHeight)
    }

    /// The colour the filled part is drawn in.
    var displayedProgressTint: UIColor {
        if let progressTintColor { return progressTintColor }
        return tintColor
    }
}
