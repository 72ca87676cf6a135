import Foundation

#if canImport(Darwin)
@_exported import CoreGraphics
#else
/// A 2-D affine transform (CoreGraphics' `CGAffineTransform`, which Linux lacks).
///
/// Maps `(x, y)` to `(a·x + c·y + tx, b·x + d·y + ty)`.
public struct CGAffineTransform: Sendable, Hashable, CustomStringConvertible {
    /// How much `x` contributes to the mapped `x` (the horizontal scale when there is no rotation).
    public var a: CGFloat
    /// How much `x` contributes to the mapped `y`.
    public var b: CGFloat
    /// How much `y` contributes to the mapped `x`.
    public var c: CGFloat
    /// How much `y` contributes to the mapped `y` (the vertical scale when there is no rotation).
    public var d: CGFloat
    /// The horizontal translation added after the linear part.
    public var tx: CGFloat
    /// The vertical translation added after the linear part.
    public var ty: CGFloat

    /// A transform with the given matrix entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The identity transform, which leaves every point where it is.
    public init() {
        self = .identity
    }

    /// The transform that maps every point to itself.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A transform that scales by `sx` horizontally and `sy` vertically about the origin.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A transform that moves every point by `tx` horizontally and `ty` vertically.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A transform that rotates about the origin by `angle` radians.
    public init(rotationAngle angle: CGFloat) {
        let cosine = CGFloat(cos(Double(angle)))
        let sine = CGFloat(sin(Double(angle)))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether every entry equals the identity's, so the transform changes nothing.
    public var isIdentity: Bool { self == .identity }

    /// This transform followed by `other`.
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty
        )
    }

    /// A scale applied before this transform.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A translation applied before this transform.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A rotation applied before this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }
}

extension CGPoint {
    /// The point mapped by `transform`.
    public func applying(_ transform: CGAffineTransform) -> CGPoint {
        CGPoint(x: transform.a * x + transform.c * y + transform.tx, y: transform.b * x + transform.d * y + transform.ty)
    }
}

extension CGSize {
    /// The size mapped by `transform`'s linear part.
    public func applying(_ transform: CGAffineTransform) -> CGSize {
        CGSize(width: transform.a * width + transform.c * height, height: transform.b * width + transform.d * height)
    }
}
#endif
