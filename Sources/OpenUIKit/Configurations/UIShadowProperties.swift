import Foundation

/// A shadow a configuration casts (UIKit: `UIShadowProperties`, iOS 18): its colour, opacity, blur radius, offset and
/// shape. `UIBackgroundConfiguration.shadowProperties` holds one; set its properties in place.
///
/// Kept, not drawn: hosts draw no shadow under backgrounds.
public struct UIShadowProperties: Hashable {
    /// The shadow's colour. Default black.
    public var color: UIColor = .black
    /// The shadow's opacity, from 0 to 1. Default 0: no shadow.
    public var opacity: CGFloat = 0
    /// The blur radius of the shadow, in points. Default 0.
    public var radius: CGFloat = 0
    /// How far the shadow is moved from the background, in points. Default zero.
    public var offset: CGSize = .zero
    /// The shape of the shadow; `nil`, the default, follows the background's shape.
    public var path: UIBezierPath?

    /// A shadow with the defaults: black, fully transparent, unblurred and not offset.
    init() {}

    /// Equal when every property is; paths are equal when they are the same object.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.color == rhs.color && lhs.opacity == rhs.opacity && lhs.radius == rhs.radius && lhs.offset == rhs.offset
            && lhs.path === rhs.path
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(color)
        hasher.combine(opacity)
        hasher.combine(radius)
    }
}
