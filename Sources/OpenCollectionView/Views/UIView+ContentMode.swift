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
        case center = 4
        case top = 5
        case bottom = 6
        case left = 7
        case right = 8
        case topLeft = 9
        case topRight = 10
        case bottomLeft = 11
        case bottomRight = 12
    }
}
