#if !hasFeature(Embedded)
import Foundation
#endif

/// The device-pixel grid that layout values snap to (spec §9).
///
/// UIKit applies two distinct steps: fractional dimensions are *floored* to the grid when they are
/// resolved, and the frames handed out are *rounded* component by component. Absolute and estimated
/// values are never snapped when resolved.
public struct PixelGrid: Sendable, Hashable {
    /// Points per device pixel (`traitCollection.displayScale`). A scale of 0 or less counts as 1.
    public let scale: CGFloat

    /// How far below a pixel boundary a value may fall and still count as on it, so that
    /// `350 × (1/3) × 3 = 349.99999999999994` floors to 350 device pixels, not 349. (spec §9, [L])
    public static let floorTolerance: CGFloat = 1e-6

    /// A grid of `scale` pixels per point; a scale that is not finite and positive counts as 1.
    public init(scale: CGFloat) {
        self.scale = scale > 0 && scale.isFinite ? scale : 1
    }

    /// `value` floored to the pixel grid, as UIKit does for resolved fractional dimensions.
    @inlinable public func floor(_ value: CGFloat) -> CGFloat {
        (value * scale + Self.floorTolerance).rounded(.down) / scale
    }

    /// `value` rounded to the nearest pixel, halves away from zero, as UIKit does for final frames.
    @inlinable public func round(_ value: CGFloat) -> CGFloat {
        (value * scale).rounded(.toNearestOrAwayFromZero) / scale
    }

    /// `rect` with its origin and size each rounded to the nearest pixel independently.
    @inlinable public func round(_ rect: CGRect) -> CGRect {
        CGRect(
            x: round(rect.origin.x), y: round(rect.origin.y),
            width: round(rect.size.width), height: round(rect.size.height)
        )
    }

    /// `size` with each component rounded to the nearest pixel.
    @inlinable public func round(_ size: CGSize) -> CGSize {
        CGSize(width: round(size.width), height: round(size.height))
    }
}
