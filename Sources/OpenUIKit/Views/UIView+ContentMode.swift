import Foundation

extension UIView {
    /// How a view fits its content (an image) to its bounds (UIKit: `UIView.ContentMode`, same raw values).
    ///
    /// Headless, only hosts read it: nothing here draws.
    public enum ContentMode: Int, Sendable, Hashable {
        /// Stretch to fill, ignoring the aspect ratio. The default.
        case scaleToFill = 0
        /// Scale to fit inside, keeping the aspect ratio.
        case scaleAspectFit = 1
        /// Scale to cover, keeping the aspect ratio (the overflow is clipped only with `clipsToBounds`).
        case scaleAspectFill = 2
        /// Redraw when the bounds change.
        case redraw = 3
        /// Unscaled, centred in the bounds.
        case center = 4
        /// Unscaled, centred along the top edge.
        case top = 5
        /// Unscaled, centred along the bottom edge.
        case bottom = 6
        /// Unscaled, centred along the left edge.
        case left = 7
        /// Unscaled, centred along the right edge.
        case right = 8
        /// Unscaled, in the top-left corner.
        case topLeft = 9
        /// Unscaled, in the top-right corner.
        case topRight = 10
        /// Unscaled, in the bottom-left corner.
        case bottomLeft = 11
        /// Unscaled, in the bottom-right corner.
        case bottomRight = 12
    }
}
