import Foundation
import OpenCollectionView

/// A `CAGradientLayer`'s gradient (`RenderGradient`) as a CSS image.
///
/// An axial gradient runs from `startPoint` to `endPoint` in Core Animation; a CSS `linear-gradient` runs along a
/// line through the box's centre, long enough for its ends to reach the corners. The angle is the start-to-end
/// direction in the box's points, and each stop's location is moved to where it falls on the CSS line, so the colours
/// land exactly where Core Animation puts them. Radial gradients become an ellipse at the start point reaching the end
/// point; conic ones start towards the end point.
enum GradientCSS {
    static func image(_ gradient: RenderGradient, size: CGSize, in context: DrawingContext) -> String {
        let start = CGPoint(x: gradient.startPoint.x * size.width, y: gradient.startPoint.y * size.height)
        let end = CGPoint(x: gradient.endPoint.x * size.width, y: gradient.endPoint.y * size.height)
        switch gradient.type {
        case .radial:
            let radii = "\(CSS.px(max(abs(end.x - start.x), 0.01))) \(CSS.px(max(abs(end.y - start.y), 0.01)))"
            return "radial-gradient(ellipse \(radii) at \(CSS.px(start.x)) \(CSS.px(start.y)), \(stops(gradient, mapped: { $0 }, in: context)))"
        case .conic:
            let angle = atan2(end.x - start.x, -(end.y - start.y)) * 180 / .pi
            return "conic-gradient(from \(CSS.number(angle))deg at \(CSS.px(start.x)) \(CSS.px(start.y)), \(stops(gradient, mapped: { $0 }, in: context)))"
        default:
            let dx = end.x - start.x
            let dy = end.y - start.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 0 else { return "linear-gradient(\(stops(gradient, mapped: { _ in 0 }, in: context)))" }
            // CSS angles: 0deg points up, 90deg right; y grows downwards.
            let radians = atan2(dx, -dy)
            let direction = CGPoint(x: sin(radians), y: -cos(radians))
            let lineLength = abs(size.width * sin(radians)) + abs(size.height * cos(radians))
            let lineStart = CGPoint(x: size.width / 2 - direction.x * lineLength / 2, y: size.height / 2 - direction.y * lineLength / 2)
            func offset(_ point: CGPoint) -> CGFloat {
                (point.x - lineStart.x) * direction.x + (point.y - lineStart.y) * direction.y
            }
            let from = offset(start) / lineLength
            let to = offset(end) / lineLength
            return "linear-gradient(\(CSS.number(radians * 180 / .pi))deg, \(stops(gradient, mapped: { from + $0 * (to - from) }, in: context)))"
        }
    }

    /// The colour stops, each location mapped onto the CSS gradient's line, as percentages.
    private static func stops(_ gradient: RenderGradient, mapped: (CGFloat) -> CGFloat, in context: DrawingContext) -> String {
        gradient.stops.map { stop in "\(CSS.color(stop.color, in: context)) \(CSS.number(mapped(stop.location) * 100))%" }
            .joined(separator: ", ")
    }
}
