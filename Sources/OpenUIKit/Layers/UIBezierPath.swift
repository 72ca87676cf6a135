import Foundation

/// A shape of lines and curves in a view's coordinates (UIKit: `UIBezierPath`): rounded rectangles, ovals, arcs and
/// lines, as progress rings, dividers and masks use them. Hosts draw it through `cgPath` (a `CAShapeLayer`'s `path`);
/// there is no drawing context here, so `fill()` and `stroke()` are absent.
open class UIBezierPath {
    /// The path as Core Graphics has it, for `CAShapeLayer.path`.
    public var cgPath: CGPath {
        get { CGPath(elements: path.elements) }
        set { path = CGMutablePath(elements: newValue.elements) }
    }

    private var path: CGMutablePath

    /// How wide a stroke is, in points; 1 by default (kept for apps: a shape layer's `lineWidth` is what hosts draw).
    open var lineWidth: CGFloat = 1
    /// How open ends of a stroke look; `.butt` by default.
    open var lineCapStyle: CGLineCap = .butt
    /// How corners of a stroke look; `.miter` by default.
    open var lineJoinStyle: CGLineJoin = .miter

    /// An empty path.
    public init() {
        path = CGMutablePath()
    }

    /// A closed rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// The oval inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// `rect` with every corner rounded to `cornerRadius` (at most half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path.append(CGPath.roundedRectangle(rect, radii: Array(repeating: cornerRadius, count: 4)))
    }

    /// `rect` with `corners` rounded to `cornerRadii.width` (UIKit uses the width for both axes too).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let radius = cornerRadii.width
        let radii: [CGFloat] = [UIRectCorner.topLeft, .topRight, .bottomRight, .bottomLeft].map { corners.contains($0) ? radius : 0 }
        path.append(CGPath.roundedRectangle(rect, radii: radii))
    }

    /// An arc of the circle about `center` from `startAngle` to `endAngle` (radians; 0 points right, π/2 down), drawn
    /// clockwise on screen or not, as a new subpath.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        path.move(to: CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle)))
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with `cgPath`'s elements.
    public convenience init(cgPath: CGPath) {
        self.init()
        path = CGMutablePath(elements: cgPath.elements)
    }

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }

    /// The smallest rectangle holding the path's points, control points included.
    open var bounds: CGRect { path.boundingBox }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) {
        path.move(to: point)
    }

    /// A line from the current point to `point`.
    open func addLine(to point: CGPoint) {
        path.addLine(to: point)
    }

    /// A quadratic curve to `endPoint`, bent towards `controlPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// A cubic curve to `endPoint` with two control points.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// An arc about `center` from `startAngle` to `endAngle`, clockwise on screen or not; a line joins the current
    /// point to the arc's start.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.append([.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)])
    }

    /// Closes the current subpath with a line to its start.
    open func close() {
        path.closeSubpath()
    }

    /// `bezierPath`'s elements after this path's.
    open func append(_ bezierPath: UIBezierPath) {
        path.addPath(bezierPath.cgPath)
    }

    /// Removes every element.
    open func removeAllPoints() {
        path = CGMutablePath()
    }
}

/// The corners of a rectangle (UIKit: `UIRectCorner`, same raw values).
public struct UIRectCorner: OptionSet, Sendable, Hashable {
    /// The corner bits.
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// Every corner.
    public static let allCorners = UIRectCorner(rawValue: ~0)
}

/// How the open ends of a stroke look (Core Graphics: `CGLineCap`).
public enum CGLineCap: Int32, Sendable, Hashable {
    /// Square, ending at the end point.
    case butt = 0
    /// A half circle past the end point.
    case round = 1
    /// Square, half the line width past the end point.
    case square = 2
}

/// How a stroke's corners look (Core Graphics: `CGLineJoin`).
public enum CGLineJoin: Int32, Sendable, Hashable {
    /// Pointed.
    case miter = 0
    /// Rounded.
    case round = 1
    /// Cut off.
    case bevel = 2
}
