import Foundation
internal import OpenUIKit

/// AppKit's shadow: an offset, a blur and a colour, which a view casts when given as its `shadow`.
@preconcurrency @MainActor
open class NSShadow {
    /// A shadow straight below, unblurred, in black at one third opacity.
    public init() {}

    /// How far the shadow lies from what casts it, in AppKit's coordinates: a negative height casts it downwards.
    open var shadowOffset = NSSize.zero

    /// How far the shadow's edge blurs.
    open var shadowBlurRadius: CGFloat = 0

    /// The shadow's colour; black at one third opacity unless set.
    open var shadowColor: NSColor? = NSColor.black.withAlphaComponent(1.0 / 3.0)
}

extension NSView {
    /// The shadow the view casts, drawn by its layer; `nil` for none. Reading gives the shadow last set.
    public var shadow: NSShadow? {
        get { castShadow }
        set {
            castShadow = newValue
            let layer = backing.layer
            guard let newValue else {
                layer.shadowOpacity = 0
                return
            }
            layer.shadowColor = (newValue.shadowColor ?? .clear).cgColor
            layer.shadowOpacity = 1
            layer.shadowRadius = newValue.shadowBlurRadius
            // The layer measures from the top; AppKit's offset grows upwards.
            layer.shadowOffset = CGSize(width: newValue.shadowOffset.width, height: -newValue.shadowOffset.height)
        }
    }
}
