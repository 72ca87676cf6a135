import Foundation

/// The reflection across the vertical centre line of a box `width` wide that turns a left-to-right layout into its
/// right-to-left one: `x` becomes `width − x − w`, and `y` and sizes stay.
package struct HorizontalMirror: Hashable {
    /// The width of the box reflected in: the content's width.
    package let width: CGFloat

    package func rect(_ rect: CGRect) -> CGRect {
        CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// The mirror of a box `width` wide.
    package init(width: CGFloat) {
        self.width = width
    }
}
