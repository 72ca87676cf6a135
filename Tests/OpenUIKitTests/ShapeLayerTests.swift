import Foundation
import OpenUIKit
import Testing

/// Paths and shape layers as cells use them: rounded rectangles, arcs for progress rings, lines for dividers, with
/// UIKit's and Core Graphics' arc directions (opposite in a view's y-down coordinates).
@MainActor
@Suite struct ShapeLayerTests {
    final class RingView: UIView {
        override class var layerClass: AnyClass { CAShapeLayer.self }
    }

    /// A 100 × 40 rectangle with 8-point corners: a line along each side between quarter arcs, clockwise on screen from
    /// the top left.
    @Test func aRoundedRectangleIsLinesBetweenQuarterArcs() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 8)
        let halfPi = CGFloat.pi / 2
        #expect(path.cgPath.elements == [
            .move(to: CGPoint(x: 8, y: 0)), .line(to: CGPoint(x: 92, y: 0)),
            .arc(center: CGPoint(x: 92, y: 8), radius: 8, startAngle: -halfPi, endAngle: 0, clockwise: true),
            .line(to: CGPoint(x: 100, y: 32)),
            .arc(center: CGPoint(x: 92, y: 32), radius: 8, startAngle: 0, endAngle: halfPi, clockwise: true),
            .line(to: CGPoint(x: 8, y: 40)),
            .arc(center: CGPoint(x: 8, y: 32), radius: 8, startAngle: halfPi, endAngle: .pi, clockwise: true),
            .line(to: CGPoint(x: 0, y: 8)),
            .arc(center: CGPoint(x: 8, y: 8), radius: 8, startAngle: .pi, endAngle: 3 * halfPi, clockwise: true),
            .closeSubpath,
        ])
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
        // A radius over half the shorter side is cut to it: a capsule.
        let capsule = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 50)
        #expect(capsule.cgPath.elements.first == .move(to: CGPoint(x: 20, y: 0)))
        // Only the corners asked for are rounded.
        let top = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), byRoundingCorners: [.topLeft, .topRight],
                               cornerRadii: CGSize(width: 10, height: 10))
        #expect(top.cgPath.elements.filter { if case .arc = $0 { true } else { false } }.count == 2)
        #expect(top.cgPath.elements.contains(.line(to: CGPoint(x: 100, y: 40))))
    }

    /// UIBezierPath's `clockwise` is clockwise on screen; Core Graphics' is the opposite in a UIKit view (its y-up
    /// convention): the same ring drawn both ways is one element.
    @Test func arcDirectionsFollowEachAPIsConvention() {
        let ring = UIBezierPath(arcCenter: CGPoint(x: 20, y: 20), radius: 18, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
        let top = CGPoint(x: 20 + 18 * cos(-CGFloat.pi / 2), y: 20 + 18 * sin(-CGFloat.pi / 2))
        let arc = CGPath.Element.arc(
            center: CGPoint(x: 20, y: 20), radius: 18, startAngle: -CGFloat.pi / 2, endAngle: 3 * CGFloat.pi / 2, clockwise: true)
        #expect(ring.cgPath.elements == [.move(to: top), arc])
        let core = CGMutablePath()
        core.addArc(center: CGPoint(x: 20, y: 20), radius: 18, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: false)
        #expect(core.elements == [ring.cgPath.elements[1]])
        let divider = CGMutablePath()
        divider.addLines(between: [CGPoint(x: 16, y: 0.5), CGPoint(x: 390, y: 0.5)])
        #expect(divider.boundingBox == CGRect(x: 16, y: 0.5, width: 374, height: 0))
        #expect(CGPath().boundingBox == .null)
    }

    @Test func aShapeLayerHasCoreAnimationsDefaults() {
        let layer = CAShapeLayer()
        #expect(layer.path == nil)
        #expect(layer.fillColor == UIColor.black.cgColor)
        #expect(layer.strokeColor == nil)
        #expect(layer.lineWidth == 1)
        #expect(layer.lineCap == .butt && layer.lineJoin == .miter && layer.fillRule == .nonZero)
        #expect(layer.strokeStart == 0 && layer.strokeEnd == 1)
    }

    /// A progress ring as a sublayer and as a view's own layer: render nodes carry the path, colours and the drawn part
    /// of the outline (clamped to 0…1); a layer without a path draws nothing.
    @Test func renderNodesCarryTheShape() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let track = CAShapeLayer()
        track.frame = view.bounds
        track.path = UIBezierPath(ovalIn: CGRect(x: 2, y: 2, width: 36, height: 36)).cgPath
        track.fillColor = nil
        track.strokeColor = UIColor.systemGray5.cgColor
        track.lineWidth = 4
        let progress = CAShapeLayer()
        progress.frame = view.bounds
        progress.path = UIBezierPath(arcCenter: CGPoint(x: 20, y: 20), radius: 18, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true).cgPath
        progress.fillColor = nil
        progress.strokeColor = UIColor.systemBlue.cgColor
        progress.lineWidth = 4
        progress.lineCap = .round
        progress.strokeEnd = 1.4
        view.layer.addSublayer(track)
        view.layer.addSublayer(progress)
        view.layer.addSublayer(CAShapeLayer())
        let layers = view.renderNode().layers
        #expect(layers.count == 3)
        let ring = try #require(layers[1].shape)
        #expect(ring.strokeEnd == 1)
        #expect(ring.lineCap == .round)
        #expect(ring.fillColor == nil)
        #expect(ring.strokeColor == UIColor(cgColor: UIColor.systemBlue.cgColor))
        #expect(layers[0].shape?.path == track.path)
        #expect(layers[2].shape == nil)

        let ringView = RingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let own = try #require(ringView.layer as? CAShapeLayer)
        own.path = progress.path
        own.strokeEnd = 0.25
        #expect(ringView.renderNode().shape?.strokeEnd == 0.25)
    }
}
