import Foundation

/// A spinner showing that something is under way (UIKit: `UIActivityIndicatorView`).
///
/// Headless, nothing turns: `isAnimating` travels to hosts, which spin the drawing themselves (a browser page with a
/// CSS animation, still when a person asks for reduced motion). With `hidesWhenStopped`, stopping hides the view
/// (`isHidden`), as UIKit does.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The spinner's size (UIKit: `UIActivityIndicatorView.Style`).
    public enum Style: Int, Sendable, Hashable {
        /// A 20 × 20 point spinner.
        case medium = 100
        /// A 37 × 37 point spinner.
        case large = 101

        /// The side of the spinner's square.
        var side: CGFloat { self == .large ? 37 : 20 }
    }

    /// A medium spinner at `frame`, stopped and so hidden.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = hidesWhenStopped
    }

    /// A stopped (so hidden) spinner of `style`, sized to it.
    public convenience init(style: Style) {
        self.init(frame: CGRect(origin: .zero, size: CGSize(width: style.side, height: style.side)))
        self.style = style
    }

    /// Spinners are not decoded from archives here; this initializer always fails (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The spinner's size; `.medium` by default.
    open var style: Style = .medium {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The spokes' colour; `nil` draws them in the secondary label colour, as iOS's grey spinner. [L]
    open var color: UIColor!

    /// Whether stopping hides the view; `true` by default, as in UIKit. Setting it while stopped hides or shows the
    /// view at once.
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }

    /// Whether the spinner turns.
    open private(set) var isAnimating = false

    /// Starts turning, and shows the view.
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops turning, hiding the view when `hidesWhenStopped`.
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    /// The style's square: 20 × 20 or 37 × 37.
    open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }

    /// The style's square, whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
