import Foundation

extension UIView {
    /// The target size that asks `systemLayoutSizeFitting(_:)` for the smallest size the constraints
    /// allow: zero on both axes.
    nonisolated public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)

    /// The target size that asks `systemLayoutSizeFitting(_:)` for the largest size the constraints
    /// allow. [L] (a very large size, as UIKit's)
    nonisolated public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)
}
