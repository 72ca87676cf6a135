import Foundation

/// An immutable shape of lines and curves (Core Graphics: `CGPath`, which Foundation on Linux does not have): the
/// path a `CAShapeLayer` draws or a `UIBezierPath` builds. Only the parts layers need: elements, the bounding box and
/// the equivalent SVG path data hosts draw.
public class CGPath: @unchecked Sendable, Hashable {
    /// One step of a path, in the path's coordinates.
    public enum Element: Sendable, Hashable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line to a point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve to a point, bent towards a control point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve to a point with two control points.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// An arc of the circle about `center` from `startAngle` to `endAngle` (radians, 0 along +x, growing towards
        /// +y), drawn clockwise on screen (increasing angles) or not; a line joins the current point to its start.
        case arc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)
        /// Closes the subpath with a line to its start.
        case closeSubpath
    }

    /// The path's elements, in order.
    public fileprivate(set) var elements: [Element]

    /// A path of `elements`; empty when one holds a number that is not finite (see `append(_:)`).
    init(elements: [Element]) {
        self.elements = []
        append(elements)
    }

    /// Adds `new`, what one call of the path's API makes, unless an element holds a NaN or infinite number: Core
    /// Graphics ignores such a call, and says so (a warning here).
    func append(_ new: [Element]) {
        guard new.allSatisfy(\.isFinite) else {
            Diagnostics.report(.warning(
                "CGPath", "an invalid numeric value (NaN, or not-a-number) was passed to the CoreGraphics API and is being ignored"))
            return
        }
        elements += new
    }

    /// An empty path.
    public convenience init() {
        self.init(elements: [])
    }

    /// A rectangle, its corners from the top left clockwise on screen.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(elements: CGPath.rectangle(rect))
    }

    /// The ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(elements: CGPath.ellipse(in: rect))
    }

    /// `rect` with corners rounded to the ellipse quadrants `cornerWidth` × `cornerHeight`.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?
    ) {
        let radius = min(cornerWidth, cornerHeight)
        self.init(elements: CGPath.roundedRectangle(rect, radii: [radius, radius, radius, radius]))
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The smallest rectangle holding every point of the path, control points included (Core Graphics'
    /// `boundingBox`); `.null` for an empty path. Arcs count by their end points and extremes.
    public var boundingBox: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let point), .line(let point): points.append(point)
            case .quadCurve(let point, let control): points += [point, control]
            case .curve(let point, let control1, let control2): points += [point, control1, control2]
            case .arc(let center, let radius, _, _, _):
                points += [CGPoint(x: center.x - radius, y: center.y - radius), CGPoint(x: center.x + radius, y: center.y + radius)]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        return points.dropFirst().reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? {
        CGMutablePath(elements: elements)
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs.elements == rhs.elements
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(elements)
    }

    static func rectangle(_ rect: CGRect) -> [Element] {
        [.move(to: CGPoint(x: rect.minX, y: rect.minY)), .line(to: CGPoint(x: rect.maxX, y: rect.minY)),
         .line(to: CGPoint(x: rect.maxX, y: rect.maxY)), .line(to: CGPoint(x: rect.minX, y: rect.maxY)), .closeSubpath]
    }

    static func ellipse(in rect: CGRect) -> [Element] {
        // Four quarter curves with the usual circle constant: within 0.03 % of the true ellipse.
        let kappa: CGFloat = 0.552_284_749_8
        let (cx, cy, rx, ry) = (rect.midX, rect.midY, rect.width / 2, rect.height / 2)
        let (ox, oy) = (rx * kappa, ry * kappa)
        return [
            .move(to: CGPoint(x: rect.maxX, y: cy)),
            .curve(to: CGPoint(x: cx, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: cy + oy), control2: CGPoint(x: cx + ox, y: rect.maxY)),
            .curve(to: CGPoint(x: rect.minX, y: cy), control1: CGPoint(x: cx - ox, y: rect.maxY), control2: CGPoint(x: rect.minX, y: cy + oy)),
            .curve(to: CGPoint(x: cx, y: rect.minY), control1: CGPoint(x: rect.minX, y: cy - oy), control2: CGPoint(x: cx - ox, y: rect.minY)),
            .curve(to: CGPoint(x: rect.maxX, y: cy), control1: CGPoint(x: cx + ox, y: rect.minY), control2: CGPoint(x: rect.maxX, y: cy - oy)),
            .closeSubpath,
        ]
    }

    /// `rect` with circular corners of `radii` (top left, top right, bottom right, bottom left), each at most half the
    /// shorter side.
    static func roundedRectangle(_ rect: CGRect, radii: [CGFloat]) -> [Element] {
        let limit = min(rect.width, rect.height) / 2
        let r = radii.map { min(max($0, 0), limit) }
        let halfPi = CGFloat.pi / 2
        var elements: [Element] = [.move(to: CGPoint(x: rect.minX + r[0], y: rect.minY))]
        elements.append(.line(to: CGPoint(x: rect.maxX - r[1], y: rect.minY)))
        if r[1] > 0 {
            elements.append(.arc(center: CGPoint(x: rect.maxX - r[1], y: rect.minY + r[1]), radius: r[1], startAngle: -halfPi, endAngle: 0, clockwise: true))
        }
        elements.append(.line(to: CGPoint(x: rect.maxX, y: rect.maxY - r[2])))
        if r[2] > 0 {
            elements.append(.arc(center: CGPoint(x: rect.maxX - r[2], y: rect.maxY - r[2]), radius: r[2], startAngle: 0, endAngle: halfPi, clockwise: true))
        }
        elements.append(.line(to: CGPoint(x: rect.minX + r[3], y: rect.maxY)))
        if r[3] > 0 {
            elements.append(.arc(center: CGPoint(x: rect.minX + r[3], y: rect.maxY - r[3]), radius: r[3], startAngle: halfPi, endAngle: .pi, clockwise: true))
        }
        elements.append(.line(to: CGPoint(x: rect.minX, y: rect.minY + r[0])))
        if r[0] > 0 {
            elements.append(.arc(center: CGPoint(x: rect.minX + r[0], y: rect.minY + r[0]), radius: r[0], startAngle: .pi, endAngle: 3 * halfPi, clockwise: true))
        }
        elements.append(.closeSubpath)
        return elements
    }
}

/// A path built step by step (Core Graphics: `CGMutablePath`).
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() {
        super.init(elements: [])
    }

    override init(elements: [Element]) {
        super.init(elements: elements)
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) {
        append([.move(to: point)])
    }

    /// A line from the current point to `point`.
    public func addLine(to point: CGPoint) {
        append([.line(to: point)])
    }

    /// Lines through `points`, starting a subpath at the first.
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        append([.move(to: first)] + points.dropFirst().map { .line(to: $0) })
    }

    /// A quadratic curve to `end`, bent towards `control`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        append([.quadCurve(to: end, control: control)])
    }

    /// A cubic curve to `end` with the control points `control1` and `control2`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        append([.curve(to: end, control1: control1, control2: control2)])
    }

    /// An arc about `center`, from `startAngle` to `endAngle` in radians. `clockwise` is Core Graphics' flag in its
    /// y-up space, which appears anticlockwise in a UIKit view's y-down coordinates — the opposite of `UIBezierPath`'s.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        append([.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)])
    }

    /// A closed rectangle.
    public func addRect(_ rect: CGRect) {
        append(CGPath.rectangle(rect))
    }

    /// A closed ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) {
        append(CGPath.ellipse(in: rect))
    }

    /// `path`'s elements after this path's.
    public func addPath(_ path: CGPath) {
        append(path.elements)
    }

    /// Closes the current subpath.
    public func closeSubpath() {
        append([.closeSubpath])
    }
}

extension CGPath {
    /// Whether every point, radius and angle of the path is finite.
    var isFinite: Bool {
        elements.allSatisfy(\.isFinite)
    }
}

extension CGPath.Element {
    /// Whether every point, radius and angle of the element is a finite number. Paths hold no other elements.
    public var isFinite: Bool {
        switch self {
        case .move(let to), .line(let to): to.isFinite
        case .quadCurve(let to, let control): to.isFinite && control.isFinite
        case .curve(let to, let control1, let control2): to.isFinite && control1.isFinite && control2.isFinite
        case .arc(let center, let radius, let startAngle, let endAngle, _):
            center.isFinite && radius.isFinite && startAngle.isFinite && endAngle.isFinite
        case .closeSubpath: true
        }
    }
}
