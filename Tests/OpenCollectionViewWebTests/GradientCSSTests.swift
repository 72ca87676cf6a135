import Foundation
import OpenCollectionView
import Testing

@testable import OpenCollectionViewWeb

/// Gradients drawn as CSS with Core Animation's stops: the CSS line through the box's centre is longer than the line
/// from `startPoint` to `endPoint`, so locations move to where they fall on it.
@MainActor
@Suite struct GradientCSSTests {
    let context = DrawingContext()
    let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// Red to blue from `start` to `end`, as a view's render node carries a gradient layer.
    func gradient(_ start: CGPoint, _ end: CGPoint, type: CAGradientLayerType = .axial) -> RenderGradient {
        let layer = CAGradientLayer()
        layer.colors = [red.cgColor, blue.cgColor]
        layer.startPoint = start
        layer.endPoint = end
        layer.type = type
        let view = UIView()
        view.layer.addSublayer(layer)
        return view.renderNode().layers[0].gradient!
    }

    @Test func theDefaultRunsTopToBottom() {
        let css = GradientCSS.image(gradient(CGPoint(x: 0.5, y: 0), CGPoint(x: 0.5, y: 1)), size: CGSize(width: 100, height: 50), in: context)
        #expect(css == "linear-gradient(180deg, \(CSS.color(red, in: context)) 0%, \(CSS.color(blue, in: context)) 100%)")
    }

    /// From a quarter to three quarters across a 200-point box: 90° (to the right), the CSS line 200 points long from
    /// the left edge, so the stops sit at 50 and 150 points: 25 % and 75 %.
    @Test func stopsInsideTheBoxMoveOntoTheCSSLine() {
        let css = GradientCSS.image(gradient(CGPoint(x: 0.25, y: 0.5), CGPoint(x: 0.75, y: 0.5)), size: CGSize(width: 200, height: 100), in: context)
        #expect(css == "linear-gradient(90deg, \(CSS.color(red, in: context)) 25%, \(CSS.color(blue, in: context)) 75%)")
    }

    /// Corner to corner of a 200 × 100 box: the direction (200, 100) is atan2(200, −100) = 116.565° from up; the CSS
    /// line through the centre reaches both corners, so the stops stay at 0 % and 100 %.
    @Test func cornerToCornerKeepsItsStops() {
        let css = GradientCSS.image(gradient(CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1)), size: CGSize(width: 200, height: 100), in: context)
        #expect(css == "linear-gradient(116.565deg, \(CSS.color(red, in: context)) 0%, \(CSS.color(blue, in: context)) 100%)")
    }

    @Test func radialAndConicGradientsStartAtTheStartPoint() {
        let size = CGSize(width: 200, height: 100)
        let radial = GradientCSS.image(gradient(CGPoint(x: 0.5, y: 0.5), CGPoint(x: 1, y: 1), type: .radial), size: size, in: context)
        #expect(radial.hasPrefix("radial-gradient(ellipse 100px 50px at 100px 50px, "))
        let conic = GradientCSS.image(gradient(CGPoint(x: 0.5, y: 0.5), CGPoint(x: 0.5, y: 0), type: .conic), size: size, in: context)
        #expect(conic.hasPrefix("conic-gradient(from 0deg at 100px 50px, "))
    }

    @Test func aViewDrawsItsSublayersBehindAndOverItsSubviews() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let shade = CAGradientLayer()
        shade.frame = view.bounds
        shade.colors = [red.cgColor, blue.cgColor]
        view.layer.insertSublayer(shade, at: 0)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "Over"
        view.addSubview(label)
        let html = NodeHTML.html(view.renderNode(), in: context)
        let layer = html.range(of: "class=\"ocv-layer\"")
        let text = html.range(of: "Over")
        #expect(layer != nil && text != nil)
        if let layer, let text { #expect(layer.lowerBound < text.lowerBound) }
        #expect(html.contains("linear-gradient(180deg"))
    }
}
