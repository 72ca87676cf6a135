import CollectionDiagnostics
import Foundation
import Testing

@testable import OpenUIKit

/// Geometry holding NaN is refused as Core Animation refuses it (`CALayerInvalidGeometry`, with its words), leaving
/// the view as it was; paths leave out NaN and infinite values as Core Graphics does; what reaches the render tree
/// with a value no screen can draw is drawn as nothing, and said.
@MainActor
@Suite struct InvalidGeometryTests {
    @Test func nanGeometryIsRefusedWithCoreAnimationsWords() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        let layer = CALayer()
        layer.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let changes: [(String, () -> Void)] = [
            ("position: CALayer position contains NaN: [nan 40.0]", { view.frame = CGRect(x: CGFloat.nan, y: 20, width: 30, height: 40) }),
            ("bounds: CALayer bounds contains NaN: [0.0 0.0; 30.0 nan]", { view.bounds.size.height = .nan }),
            ("position: CALayer position contains NaN: [5.0 nan]", { view.center = CGPoint(x: 5, y: CGFloat.nan) }),
            ("transform: CALayer transform contains NaN: [nan 0.0 0.0 1.0 0.0 0.0]", {
                view.transform = CGAffineTransform(a: CGFloat.nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
            }),
            ("position: CALayer position contains NaN: [nan 4.0]", { layer.frame.origin.x = .nan }),
            ("bounds: CALayer bounds contains NaN: [0.0 nan; 100.0 100.0]", { scrollView.contentOffset.y = .nan }),
            ("contentSize: UIScrollView contentSize contains NaN: [nan 10.0]", { scrollView.contentSize = CGSize(width: CGFloat.nan, height: 10) }),
            ("contentInset: UIScrollView contentInset contains NaN: [0.0 nan 0.0 0.0]", {
                scrollView.contentInset = UIEdgeInsets(top: 0, left: .nan, bottom: 0, right: 0)
            }),
        ]
        for (message, change) in changes {
            let (_, diagnostics) = Diagnostics.recording(change)
            #expect(diagnostics.map(\.description) == [message])
            #expect(diagnostics.map(\.severity) == [.error])
        }
        // Nothing changed.
        #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(view.transform == .identity)
        #expect(layer.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(scrollView.contentOffset == .zero && scrollView.contentSize == .zero && scrollView.contentInset == .zero)
        // A view made at such a frame starts empty.
        let (made, diagnostics) = Diagnostics.recording { UIView(frame: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 5)) }
        #expect(made.frame == .zero)
        #expect(diagnostics.count == 1)
        // Infinite values pass, as in Core Animation: such a view is drawn as nothing (see below).
        let (_, none) = Diagnostics.recording { view.frame = .null }
        #expect(none.isEmpty)
        #expect(view.frame == .null)
    }

    @Test func pathsLeaveOutValuesThatAreNotFinite() {
        let path = CGMutablePath()
        let (_, diagnostics) = Diagnostics.recording {
            path.move(to: CGPoint(x: 0, y: 0))
            path.addArc(center: CGPoint(x: 10, y: 10), radius: 5, startAngle: .nan, endAngle: 1, clockwise: true)
            path.addLine(to: CGPoint(x: CGFloat.infinity, y: 0))
            path.addLine(to: CGPoint(x: 4, y: 0))
            path.addRect(CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1))
        }
        // Each call with such a value is left out whole.
        #expect(path.elements == [.move(to: .zero), .line(to: CGPoint(x: 4, y: 0))])
        #expect(diagnostics.count == 3)
        #expect(diagnostics.allSatisfy { $0.severity == .warning && $0.message.contains("invalid numeric value") })
        let (ring, ringDiagnostics) = Diagnostics.recording {
            UIBezierPath(arcCenter: CGPoint(x: 20, y: 20), radius: 18, startAngle: .infinity, endAngle: 1, clockwise: true)
        }
        #expect(ring.cgPath.isEmpty)
        #expect(ringDiagnostics.count == 2)
        #expect(Diagnostics.recording { CGPath(rect: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1), transform: nil) }.result.isEmpty)
    }

    @Test func whatCannotBeDrawnIsDrawnAsNothingAndSaid() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let farAway = UIView(frame: .null)
        let badColour = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        // A colour with NaN is said when it is made, and is clear.
        let (clear, colourDiagnostics) = Diagnostics.recording { UIColor(red: .nan, green: 0, blue: 0, alpha: 1) }
        #expect(clear.alpha == 0)
        #expect(colourDiagnostics.map(\.severity) == [.warning])
        badColour.backgroundColor = clear
        let badAnimation = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = CGFloat.infinity
        fade.toValue = 1
        badAnimation.layer.add(fade, forKey: "fade")
        let fine = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        for view in [farAway, badColour, badAnimation, fine] { container.addSubview(view) }
        let (node, diagnostics) = Diagnostics.recording { container.renderNode() }
        #expect(node.children.count == 4)
        for index in [0, 2] {
            #expect(node.children[index].isHidden && node.children[index].frame == .zero)
        }
        #expect(node.children[1].backgroundColor?.alpha == 0)
        #expect(node.children[3].frame == CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(diagnostics.count == 2)
        #expect(diagnostics.allSatisfy { $0.severity == .warning && $0.message.hasSuffix("the view is not drawn") })
        #expect(diagnostics.map(\.operation) == ["UIView", "UIView"])
    }
}
