import Foundation

/// A bar with a thumb a person drags to choose a value in a range (UIKit: `UISlider`).
///
/// As in UIKit, `value` stays within `minimumValue…maximumValue`; moving either bound past the other moves that one
/// too, and moving a bound past the value moves the value. A person's drag sends `.valueChanged` as the thumb moves
/// (only when it is let go, for a slider that is not `isContinuous`); setting `value` in code sends nothing. Hosts
/// report a person's moves with `hostDidSetValue(_:)`; assistive technologies and the keyboard move the thumb by a
/// tenth of the range (`accessibilityStep`).
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The slider's height: the thumb's 28 points and a little room around it. [L]
    static let height: CGFloat = 31
    /// The thumb's diameter.
    static let thumbDiameter: CGFloat = 28

    /// A slider from 0 to 1 at 0, at `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Sliders are not decoded from archives here; this initializer always fails (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The chosen value, clamped to `minimumValue…maximumValue`; 0 by default. Non-finite values are ignored.
    open var value: Float {
        get { storedValue }
        set {
            guard newValue.isFinite else { return }
            storedValue = min(max(newValue, storedMinimum), storedMaximum)
        }
    }

    private var storedValue: Float = 0

    /// The value at the leading end; 0 by default. Setting it above `maximumValue` raises that to it; the value moves
    /// into the new range. Non-finite values are ignored.
    open var minimumValue: Float {
        get { storedMinimum }
        set {
            guard newValue.isFinite else { return }
            storedMinimum = newValue
            storedMaximum = max(storedMaximum, newValue)
            value = storedValue
        }
    }

    private var storedMinimum: Float = 0

    /// The value at the trailing end; 1 by default. Setting it below `minimumValue` lowers that to it; the value
    /// moves into the new range. Non-finite values are ignored.
    open var maximumValue: Float {
        get { storedMaximum }
        set {
            guard newValue.isFinite else { return }
            storedMaximum = newValue
            storedMinimum = min(storedMinimum, newValue)
            value = storedValue
        }
    }

    private var storedMaximum: Float = 1

    /// Whether a drag sends `.valueChanged` as the thumb moves (`true`, the default) or only once it is let go.
    open var isContinuous = true

    /// The colour of the track before the thumb; `nil` for the tint colour.
    open var minimumTrackTintColor: UIColor?
    /// The colour of the track after the thumb; `nil` for the system's grey.
    open var maximumTrackTintColor: UIColor?
    /// The thumb's colour; `nil` for white.
    open var thumbTintColor: UIColor?
    /// An image before the track's leading end. Stored; hosts do not draw it here.
    open var minimumValueImage: UIImage?
    /// An image after the track's trailing end. Stored; hosts do not draw it here.
    open var maximumValueImage: UIImage?

    /// Sets `value`; headless, `animated` makes no difference.
    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    /// How far one press of an arrow key (or one swipe of VoiceOver) moves the thumb: a tenth of the range, as
    /// UIKit's accessibility increments.
    public var accessibilityStep: Float { (maximumValue - minimumValue) / 10 }

    /// The thumb's height and room around it, 31 points, and no width of its own. [L]
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.height)
    }

    /// `size`'s width at the slider's own height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.height)
    }

    /// Called by hosts when a person moves the thumb to `newValue` (a drag, a key, an assistive technology): unless
    /// the slider is disabled, `value` becomes it, clamped, and `.valueChanged` is sent when it changed. A host
    /// drawing a slider that is not `isContinuous` reports only where a drag ended. Non-finite values change nothing.
    /// Headless addition.
    public func hostDidSetValue(_ newValue: Float) {
        guard isEnabled, isUserInteractionEnabled, newValue.isFinite else { return }
        let previous = value
        value = newValue
        if value != previous { sendActions(for: .valueChanged) }
    }
}
