import Foundation

/// A pair of − and + buttons that step a value through a range (UIKit: `UIStepper`).
///
/// A press of either button moves `value` by `stepValue`, stopping at `minimumValue` or `maximumValue` (or going
/// round to the other end when `wraps`), and sends `.valueChanged`; a button at its end of the range is disabled
/// unless the stepper wraps. Setting `value` in code sends nothing. As in UIKit, a minimum not below the maximum, or
/// a step that is not positive, is a programmer error: it is reported with UIKit's words and changes nothing. Hosts
/// report presses with `hostDidIncrement()` and `hostDidDecrement()`.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// The stepper's size, the same whatever its range. [L]
    static let size = CGSize(width: 94, height: 32)

    /// A stepper from 0 to 100 in steps of 1, at 0, at `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Steppers are not decoded from archives here; this initializer always fails (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The value, clamped to `minimumValue…maximumValue`; 0 by default. Non-finite values are ignored.
    open var value: Double {
        get { storedValue }
        set {
            guard newValue.isFinite else { return }
            storedValue = min(max(newValue, storedMinimum), storedMaximum)
        }
    }

    private var storedValue: Double = 0

    /// The lowest value; 0 by default. It must be below `maximumValue` (and finite): other values are reported as
    /// UIKit's `NSInvalidArgumentException` and ignored. The value moves up into the range.
    open var minimumValue: Double {
        get { storedMinimum }
        set {
            guard newValue.isFinite, newValue < storedMaximum else {
                Diagnostics.report(.error("UIStepper.minimumValue", "NSInvalidArgumentException: minimumValue (\(newValue)) must be less than maximumValue (\(storedMaximum))"))
                return
            }
            storedMinimum = newValue
            value = storedValue
        }
    }

    private var storedMinimum: Double = 0

    /// The highest value; 100 by default. It must be above `minimumValue` (and finite): other values are reported as
    /// UIKit's `NSInvalidArgumentException` and ignored. The value moves down into the range.
    open var maximumValue: Double {
        get { storedMaximum }
        set {
            guard newValue.isFinite, newValue > storedMinimum else {
                Diagnostics.report(.error("UIStepper.maximumValue", "NSInvalidArgumentException: maximumValue (\(newValue)) must be greater than minimumValue (\(storedMinimum))"))
                return
            }
            storedMaximum = newValue
            value = storedValue
        }
    }

    private var storedMaximum: Double = 100

    /// How far a press moves the value; 1 by default. It must be greater than 0 (and finite): other values are
    /// reported as UIKit's `NSInvalidArgumentException` and ignored.
    open var stepValue: Double {
        get { storedStep }
        set {
            guard newValue.isFinite, newValue > 0 else {
                Diagnostics.report(.error("UIStepper.stepValue", "NSInvalidArgumentException: stepValue (\(newValue)) must be greater than 0"))
                return
            }
            storedStep = newValue
        }
    }

    private var storedStep: Double = 1

    /// Whether stepping past one end goes round to the other; `false` by default.
    open var wraps = false
    /// Whether holding a button down keeps stepping, after half a second, ten steps a second; `true` by default. Hosts
    /// report each step as a press.
    open var autorepeat = true
    /// Whether a held button sends `.valueChanged` at every step (`true`, the default) or once let go. Hosts report
    /// each step of a held button as a press, so every step sends it here.
    open var isContinuous = true

    /// Whether the − button can be pressed: the stepper is enabled, and wraps or is above its minimum.
    open var canDecrement: Bool { isEnabled && (wraps || value > minimumValue) }
    /// Whether the + button can be pressed: the stepper is enabled, and wraps or is below its maximum.
    open var canIncrement: Bool { isEnabled && (wraps || value < maximumValue) }

    /// 94 × 32 points, whatever the range. [L]
    open override var intrinsicContentSize: CGSize { Self.size }

    /// 94 × 32 points, whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    /// Called by hosts when a person presses +: unless it cannot be pressed, the value goes up a step (to the
    /// maximum at most; to the minimum when a wrapping stepper steps past the maximum) and `.valueChanged` is sent.
    /// Headless addition.
    public func hostDidIncrement() {
        guard isUserInteractionEnabled, canIncrement else { return }
        let next = value + stepValue
        step(to: next > maximumValue ? (wraps ? minimumValue : maximumValue) : next)
    }

    /// Called by hosts when a person presses −: unless it cannot be pressed, the value goes down a step (to the
    /// minimum at least; to the maximum when a wrapping stepper steps past the minimum) and `.valueChanged` is sent.
    /// Headless addition.
    public func hostDidDecrement() {
        guard isUserInteractionEnabled, canDecrement else { return }
        let next = value - stepValue
        step(to: next < minimumValue ? (wraps ? maximumValue : minimumValue) : next)
    }

    private func step(to newValue: Double) {
        let previous = value
        value = newValue
        if value != previous { sendActions(for: .valueChanged) }
    }
}
