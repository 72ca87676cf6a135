import Foundation
import OpenCollectionView

/// A shape layer drawn as inline SVG: the path as SVG path data in the layer's coordinates, its fill and outline as
/// Core Animation draws them (`strokeStart`/`strokeEnd` as a dash over a path measured as 1 long, so a progress ring's
/// arc is exact whatever its size).
enum ShapeSVG {
    /// An `<svg>` box at `frame` (in its parent's coordinates) drawing `shape`; strokes may spill past the box, as
    /// a layer's do. The outline runs the `strokeStart`/`strokeEnd` animations of `animations`; the box runs the
    /// others when `movesBox` (a sublayer's box; a view's own shape moves with the view's box).
    static func html(
        _ shape: RenderShape, frame: CGRect, animations: [RenderAnimation] = [], movesBox: Bool = false,
        in context: DrawingContext
    ) -> String {
        let size = "width=\"\(CSS.number(frame.width))\" height=\"\(CSS.number(frame.height))\""
        let box = movesBox ? animations : []
        var html = "<svg class=\"ocv-layer ocv-shape\(AnimationCSS.className(box, of: .box))\" aria-hidden=\"true\" \(size)"
        html += " style=\"\(CSS.geometry(frame))\(AnimationCSS.declarations(box, of: .box, in: context))\">"
        html += "<path d=\"\(pathData(shape.path))\""
        html += " fill=\"\(shape.fillColor.map { CSS.color($0, in: context) } ?? "none")\""
        if shape.fillRule == .evenOdd { html += " fill-rule=\"evenodd\"" }
        html += strokeAttributes(shape, animations: AnimationCSS.animations(animations, of: .stroke), in: context)
        html += "/></svg>"
        return html
    }

    /// The outline's attributes. An animated outline is one dash over a path measured as 1 whose ends the stylesheet
    /// reads from `--ocv-stroke-start` and `--ocv-stroke-end` (the model values inline, the animations moving them).
    private static func strokeAttributes(
        _ shape: RenderShape, animations: [RenderAnimation], in context: DrawingContext
    ) -> String {
        if !animations.isEmpty, let color = shape.strokeColor, shape.lineWidth > 0 {
            var attributes = " class=\"ocv-stroke-animated\" stroke=\"\(CSS.color(color, in: context))\""
            attributes += " stroke-width=\"\(CSS.number(shape.lineWidth))\"" + capAndJoin(shape) + " pathLength=\"1\""
            attributes += " style=\"--ocv-stroke-start:\(CSS.number(shape.strokeStart));--ocv-stroke-end:\(CSS.number(shape.strokeEnd))"
            return attributes + AnimationCSS.declarations(animations, of: .stroke, in: context) + "\""
        }
        guard let color = shape.strokeColor, shape.lineWidth > 0, shape.strokeEnd > shape.strokeStart else { return "" }
        var attributes = " stroke=\"\(CSS.color(color, in: context))\" stroke-width=\"\(CSS.number(shape.lineWidth))\""
        attributes += capAndJoin(shape)
        if shape.strokeStart > 0 || shape.strokeEnd < 1 {
            // Only the part from strokeStart to strokeEnd: one dash of that length, the gap longer than the path.
            attributes += " pathLength=\"1\" stroke-dasharray=\"\(CSS.number(shape.strokeEnd - shape.strokeStart)) 2\""
            attributes += " stroke-dashoffset=\"\(CSS.number(-shape.strokeStart))\""
        } else if !shape.dashPattern.isEmpty {
            attributes += " stroke-dasharray=\"\(shape.dashPattern.map { CSS.number($0) }.joined(separator: " "))\""
            if shape.dashPhase != 0 { attributes += " stroke-dashoffset=\"\(CSS.number(shape.dashPhase))\"" }
        }
        return attributes
    }

    private static func capAndJoin(_ shape: RenderShape) -> String {
        var attributes = ""
        if shape.lineCap != .butt { attributes += " stroke-linecap=\"\(shape.lineCap.rawValue)\"" }
        if shape.lineJoin != .miter { attributes += " stroke-linejoin=\"\(shape.lineJoin.rawValue)\"" }
        return attributes
    }

    /// A CSS `clip-path` showing what `mask` lets through: its path (or its whole frame) placed at its frame's origin.
    /// A shape layer without a path lets nothing through, as Core Animation's does.
    static func clipPath(_ mask: RenderMask) -> String {
        let path = mask.path ?? CGPath(rect: CGRect(origin: .zero, size: mask.frame.size), transform: nil)
        let data = path.isEmpty ? "M0 0" : pathData(path, offset: mask.frame.origin)
        return "path(\(mask.fillRule == .evenOdd ? "evenodd, " : "")'\(data)')"
    }

    /// SVG path data for `path`, moved by `offset`. Arcs become SVG arcs of at most half a turn each (a whole circle is two), so that
    /// no arc's large-arc flag is ambiguous.
    static func pathData(_ path: CGPath, offset: CGPoint = .zero) -> String {
        var data: [String] = []
        var current: CGPoint?
        var subpathStart: CGPoint?
        func point(_ point: CGPoint) -> String { "\(CSS.number(point.x + offset.x)) \(CSS.number(point.y + offset.y))" }
        for element in path.elements {
            switch element {
            case .move(let to):
                data.append("M\(point(to))")
                current = to
                subpathStart = to
            case .line(let to):
                data.append("L\(point(to))")
                current = to
            case .quadCurve(let to, let control):
                data.append("Q\(point(control)) \(point(to))")
                current = to
            case .curve(let to, let control1, let control2):
                data.append("C\(point(control1)) \(point(control2)) \(point(to))")
                current = to
            case .arc(let center, let radius, let startAngle, let endAngle, let clockwise):
                // Core Graphics leaves such arcs out of a path, and render trees carry none; never drawn regardless.
                guard element.isFinite else { continue }
                let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
                if current == nil {
                    data.append("M\(point(start))")
                    subpathStart = start
                } else if current != start {
                    data.append("L\(point(start))")
                }
                let sweep = arcSweep(from: startAngle, to: endAngle, clockwise: clockwise)
                let pieces = max(1, Int((sweep / .pi).rounded(.up)))
                let direction: CGFloat = clockwise ? 1 : -1
                var end = start
                for piece in 1...pieces where sweep > 0 && radius > 0 {
                    let angle = startAngle + direction * sweep * CGFloat(piece) / CGFloat(pieces)
                    end = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
                    data.append("A\(CSS.number(radius)) \(CSS.number(radius)) 0 0 \(clockwise ? 1 : 0) \(point(end))")
                }
                current = end
            case .closeSubpath:
                data.append("Z")
                current = subpathStart
            }
        }
        return data.joined(separator: " ")
    }

    /// How far an arc turns, 0…2π, as Core Graphics turns it: from the start angle in its direction to the end angle,
    /// a whole turn when the angles are a turn or more apart that way.
    static func arcSweep(from startAngle: CGFloat, to endAngle: CGFloat, clockwise: Bool) -> CGFloat {
        let turn = 2 * CGFloat.pi
        let delta = clockwise ? endAngle - startAngle : startAngle - endAngle
        // Angles far apart (finite, but whose difference is not) are at least a turn apart either way.
        guard delta.isFinite else { return delta.isNaN ? 0 : turn }
        if delta >= turn { return turn }
        let remainder = delta.truncatingRemainder(dividingBy: turn)
        return remainder < 0 ? remainder + turn : remainder
    }
}
