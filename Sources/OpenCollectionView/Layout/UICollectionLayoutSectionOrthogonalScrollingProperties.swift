import Foundation

/// How an orthogonal section's row scrolls besides its scrolling behaviour (UIKit:
/// `UICollectionLayoutSectionOrthogonalScrollingProperties`, iOS 17): its deceleration rate and whether it bounces at
/// its ends. Read it from `NSCollectionLayoutSection.orthogonalScrollingProperties` and set its properties in place.
///
/// Kept, not applied: a headless row comes to rest where its scrolling behaviour says, with UIScrollView's normal
/// deceleration, and a browser page scrolls the row with the browser's own deceleration and overscroll.
@preconcurrency @MainActor
public final class UICollectionLayoutSectionOrthogonalScrollingProperties {
    /// How fast a row slows down after a person lifts their finger (UIKit:
    /// `UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate`).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The rate: the fraction of its speed the row keeps each millisecond, or 0 for `.automatic`.
        public let rawValue: CGFloat

        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// The deceleration rate of the collection view the section is in.
        public static let automatic = DecelerationRate(rawValue: 0)
        /// UIScrollView's normal rate.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// UIScrollView's fast rate.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Whether a row bounces past its ends and back (UIKit:
    /// `UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce`).
    public enum Bounce: Int, Sendable, Hashable {
        /// As the collection view bounces along its own axis (`alwaysBounceHorizontal` or `alwaysBounceVertical`).
        case automatic
        /// The row always bounces, even when its content fits.
        case always
        /// The row never bounces.
        case never
    }

    /// How fast the row slows down after a fling. Default `.automatic`.
    public var decelerationRate = DecelerationRate.automatic

    /// Whether the row bounces past its ends. Default `.automatic`.
    public var bounce = Bounce.automatic

    /// Properties with the defaults: `.automatic` deceleration and bounce.
    public init() {}
}
