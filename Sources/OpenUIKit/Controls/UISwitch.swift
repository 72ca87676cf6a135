import Foundation

/// An on/off switch (UIKit: `UISwitch`).
///
/// Its size is fixed at 51 × 31 points, UIKit's iPhone switch: frames given to it keep their origin only.
/// Hosts report a flip with `hostDidToggle()`; setting `isOn` or calling `setOn(_:animated:)` sends nothing,
/// as in UIKit.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The size of every switch.
    static let switchSize = CGSize(width: 51, height: 31)

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.switchSize))
    }

    /// Switches are not decoded from archives here; this initializer always fails (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The bounds; their size stays 51 × 31 whatever is set.
    open override var bounds: CGRect {
        get { super.bounds }
        set { super.bounds = CGRect(origin: newValue.origin, size: Self.switchSize) }
    }

    /// Whether the switch is on. `false` by default.
    open var isOn = false

    /// Turns the switch on or off. Headless, `animated` only travels to hosts through `isOn`'s change.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// The track's colour when on; `nil` for the system green.
    open var onTintColor: UIColor?

    /// The knob's colour; `nil` for white.
    open var thumbTintColor: UIColor?

    /// 51 × 31.
    open override var intrinsicContentSize: CGSize { Self.switchSize }

    /// 51 × 31, whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.switchSize }

    /// Called by hosts when a person flips the switch: unless the switch is disabled, flips `isOn` and sends
    /// `.touchUpInside`, `.valueChanged` and `.primaryActionTriggered` (each action once). Headless addition.
    public func hostDidToggle() {
        guard isEnabled else { return }
        isOn.toggle()
        sendActions(for: [.touchUpInside, .valueChanged, .primaryActionTriggered])
    }
}
