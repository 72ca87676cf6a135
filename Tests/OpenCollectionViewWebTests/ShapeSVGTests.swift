import Foundation
import OpenCollectionView
import Testing

@testable import OpenCollectionViewWeb

/// Shape layers drawn as SVG: path data with arcs of at most half a turn, and the outline's drawn part as one dash over
/// a path measured as 1 long.
@MainActor
@Suite struct ShapeSVGTests {
    let context = DrawingContext()

    @Test func linesAndCurvesBecomePathData() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0.5))
        path.addLine(to: CGPoint(x: 10, y: 0.5))
        path.addQuadCurve(to: CGPoint(x: 20, y: 10), control: CGPoint(x: 20, y: 0))
        path.addCurve(to: CGPoint(x: 0, y: 20), control1: CGPoint(x: 20, y: 20), control2: CGPoint(x: 10, y: 20))
        path.closeSubpath()
        #expect(ShapeSVG.pathData(path) == "M0 0.5 L10 0.5 Q20 0 20 10 C20 20 10 20 0 20 Z")
    }

    /// A whole clockwise ring from the top (−π/2 to 3π/2) about (20, 20), radius 18: two half turns, through the
    /// bottom (20, 38) and back to the top (20, 2), sweep flag 1.
    @Test func aWholeRingIsTwoHalfTurns() {
        let ring = UIBezierPath(arcCenter: CGPoint(x: 20, y: 20), radius: 18, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
        #expect(ShapeSVG.pathData(ring.cgPath) == "M20 2 A18 18 0 0 1 20 38 A18 18 0 0 1 20 2")
        // Anticlockwise a quarter turn from the right (38, 20) to the top (20, 2): sweep flag 0, one piece.
        let quarter = UIBezierPath(arcCenter: CGPoint(x: 20, y: 20), radius: 18, startAngle: 0, endAngle: -.pi / 2, clockwise: false)
        #expect(ShapeSVG.pathData(quarter.cgPath) == "M38 20 A18 18 0 0 0 20 2")
    }

    @Test func arcsTurnAsCoreGraphicsTurnsThem() {
        #expect(ShapeSVG.arcSweep(from: 0, to: .pi / 2, clockwise: true) == .pi / 2)
        #expect(ShapeSVG.arcSweep(from: 0, to: .pi / 2, clockwise: false) == 3 * .pi / 2)
        #expect(ShapeSVG.arcSweep(from: 0, to: 5 * .pi, clockwise: true) == 2 * .pi)
        #expect(ShapeSVG.arcSweep(from: .pi, to: .pi, clockwise: true) == 0)
        // Angles whose difference overflows (both finite): a whole turn, never NaN.
        #expect(ShapeSVG.arcSweep(from: .greatestFiniteMagnitude, to: -.greatestFiniteMagnitude, clockwise: true) == 2 * .pi)
        #expect(ShapeSVG.arcSweep(from: -.greatestFiniteMagnitude, to: .greatestFiniteMagnitude, clockwise: false) == 2 * .pi)
    }

    /// A progress ring a quarter done: a round-capped 4-point blue outline, no fill, one dash a quarter of the path.
    @Test func aProgressRingDrawsTheDoneQuarter() {
        let (view, ring) = progressRing(strokeEnd: 0.25)
        let html = NodeHTML.html(view.renderNode(), in: context)
        let blue = CSS.color(.systemBlue, in: context)
        #expect(html.contains("<svg class=\"ocv-layer ocv-shape\" aria-hidden=\"true\" width=\"30\" height=\"30\" style=\"left:5px;top:5px;width:30px;height:30px\">"))
        #expect(html.contains(" fill=\"none\" stroke=\"\(blue)\" stroke-width=\"4\" stroke-linecap=\"round\" pathLength=\"1\" stroke-dasharray=\"0.25 2\" stroke-dashoffset=\"0\"/></svg>"))
        ring.strokeEnd = 0
        #expect(!NodeHTML.html(view.renderNode(), in: context).contains("stroke="))
    }

    @Test func dashesAndFillRulesAreKept() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 1))
        let divider = CAShapeLayer()
        divider.frame = view.bounds
        let line = CGMutablePath()
        line.addLines(between: [CGPoint(x: 0, y: 0.5), CGPoint(x: 100, y: 0.5)])
        divider.path = line
        divider.strokeColor = UIColor.separator.cgColor
        divider.lineDashPattern = [4, 2]
        divider.fillRule = .evenOdd
        view.layer.addSublayer(divider)
        let html = NodeHTML.html(view.renderNode(), in: context)
        #expect(html.contains("d=\"M0 0.5 L100 0.5\""))
        #expect(html.contains("fill-rule=\"evenodd\""))
        #expect(html.contains("stroke-dasharray=\"4 2\""))
        #expect(!html.contains("pathLength"))
    }
}

/// A layer's mask as a cell uses it: a shape layer's path cuts the view (a CSS clip path at the mask's place), any
/// other layer lets its frame show, and a shape layer without a path hides everything.
@MainActor
@Suite struct LayerMaskTests {
    let context = DrawingContext()

    @Test func aShapeMaskClipsTheViewToItsPath() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        let mask = CAShapeLayer()
        mask.frame = CGRect(x: 10, y: 5, width: 80, height: 50)
        mask.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 80, height: 50)).cgPath
        mask.fillRule = .evenOdd
        view.layer.mask = mask
        #expect(view.renderNode().mask?.frame == CGRect(x: 10, y: 5, width: 80, height: 50))
        #expect(NodeHTML.html(view.renderNode(), in: context).contains(";clip-path:path(evenodd, 'M10 5 L90 5 L90 55 L10 55 Z')"))

        let plain = CALayer()
        plain.frame = CGRect(x: 0, y: 0, width: 50, height: 60)
        view.layer.mask = plain
        #expect(NodeHTML.html(view.renderNode(), in: context).contains(";clip-path:path('M0 0 L50 0 L50 60 L0 60 Z')"))

        view.layer.mask = CAShapeLayer()
        #expect(NodeHTML.html(view.renderNode(), in: context).contains(";clip-path:path('M0 0')"))
        view.layer.mask = nil
        #expect(!NodeHTML.html(view.renderNode(), in: context).contains("clip-path"))
    }
}
