import Foundation
import Testing

@testable import OpenUIKit

/// Layers' basic animations in render trees: each drawable key path resolved to numbers against the layer's model
/// values, with Core Animation's timing defaults; other key paths and animations left out.
@MainActor
@Suite struct RenderAnimationTests {
    private func animation(
        _ keyPath: String, from: Any? = nil, to: Any? = nil, by: Any? = nil
    ) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.byValue = by
        return animation
    }

    /// A view at (10, 20), 100 × 50 wide (centre (60, 45)), its alpha 0.5 and layer opacity 0.8: drawn opacity 0.4.
    private func view() -> UIView {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.alpha = 0.5
        view.layer.opacity = 0.8
        return view
    }

    private func only(_ view: UIView) -> RenderAnimation? {
        let animations = view.renderNode().animations
        return animations.count == 1 ? animations[0] : nil
    }

    @Test func opacityFromTheModelValueWhenFromIsMissing() throws {
        let view = view()
        view.layer.add(animation("opacity", to: 1), forKey: "fade")
        let fade = try #require(only(view))
        #expect(fade.key == "fade" && fade.keyPath == "opacity" && fade.property == .opacity)
        #expect(abs(fade.from - 0.4) < 1e-6)
        #expect(fade.to == 1)
        view.layer.removeAllAnimations()
        // Only a start: it ends at the model value.
        view.layer.add(animation("opacity", from: 0.1), forKey: nil)
        let back = try #require(only(view))
        #expect(back.key == nil && back.from == 0.1 && abs(back.to - 0.4) < 1e-6)
    }

    /// `byValue` is added to the known end: from 2 by 0.5 is 2 → 2.5; to 3 by 1 is 2 → 3; by 0.25 alone is 1 → 1.25
    /// (the model scale, 1).
    @Test func scaleByValues() throws {
        let view = view()
        view.layer.add(animation("transform.scale", from: 2, by: 0.5), forKey: "a")
        #expect(try #require(only(view)).property == .scale)
        #expect(only(view).map { [$0.from, $0.to] } == [2, 2.5])
        view.layer.add(animation("transform.scale.x", to: 3, by: 1), forKey: "a")
        #expect(only(view).map { [$0.from, $0.to] } == [2, 3])
        #expect(only(view)?.property == .scaleX)
        view.layer.add(animation("transform.scale.y", by: Float(0.25)), forKey: "a")
        #expect(only(view).map { [$0.from, $0.to] } == [1, 1.25])
        #expect(only(view)?.property == .scaleY)
    }

    /// A whole turn from the model rotation 0: 0 → 2π, by either name.
    @Test func rotationInRadians() {
        let view = view()
        view.layer.add(animation("transform.rotation.z", to: 2 * Double.pi), forKey: "spin")
        #expect(only(view).map { [$0.from, $0.to] } == [0, 2 * .pi])
        view.layer.add(animation("transform.rotation", by: -Double.pi), forKey: "spin")
        #expect(only(view).map { [$0.from, $0.to] } == [0, -.pi])
        #expect(only(view)?.property == .rotation)
    }

    @Test func translations() {
        let view = view()
        view.layer.add(animation("transform.translation.x", from: -20, to: 20), forKey: "x")
        view.layer.add(animation("transform.translation.y", by: 8), forKey: "y")
        let animations = view.renderNode().animations
        #expect(animations.map(\.property) == [.translationX, .translationY])
        #expect(animations.map { [$0.from, $0.to] } == [[-20, 20], [0, 8]])
    }

    /// Positions become offsets from the model position, the view's centre (60, 45): to (80, 40) is 0,0 → 20,−5;
    /// position.x from 50 is −10 → 0; position.y by 10 is 0 → 10.
    @Test func positionsAreOffsetsFromTheModelPosition() {
        let view = view()
        view.layer.add(animation("position", to: CGPoint(x: 80, y: 40)), forKey: "move")
        #expect(view.renderNode().animations.map(\.property) == [.translationX, .translationY])
        #expect(view.renderNode().animations.map { [$0.from, $0.to] } == [[0, 20], [0, -5]])
        view.layer.removeAnimation(forKey: "move")
        view.layer.add(animation("position.x", from: 50), forKey: "x")
        view.layer.add(animation("position.y", by: 10), forKey: "y")
        #expect(view.renderNode().animations.map { [$0.from, $0.to] } == [[-10, 0], [0, 10]])
        // A sublayer's model position is its frame's centre, (15, 10): from (5, 10) by (10, 0) is −10,0 → 0,0.
        let dot = CALayer()
        dot.frame = CGRect(x: 10, y: 5, width: 10, height: 10)
        dot.add(animation("position", from: CGPoint(x: 5, y: 10), by: CGPoint(x: 10, y: 0)), forKey: nil)
        view.layer.addSublayer(dot)
        #expect(view.renderNode().layers[0].animations.map { [$0.from, $0.to] } == [[-10, 0], [0, 0]])
    }

    /// A shape layer's stroke: strokeEnd from its model value 0.25 to 1, strokeStart by 0.5 from 0.
    @Test func strokesOfShapeLayersOnly() {
        let view = view()
        let ring = CAShapeLayer()
        ring.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).cgPath
        ring.strokeEnd = 0.25
        ring.add(animation("strokeEnd", to: 1), forKey: "progress")
        ring.add(animation("strokeStart", by: 0.5), forKey: "chase")
        view.layer.addSublayer(ring)
        let plain = CALayer()
        plain.add(animation("strokeEnd", to: 1), forKey: "progress")
        view.layer.addSublayer(plain)
        let layers = view.renderNode().layers
        #expect(layers[0].animations.map(\.property) == [.strokeEnd, .strokeStart])
        #expect(layers[0].animations.map { [$0.from, $0.to] } == [[0.25, 1], [0, 0.5]])
        #expect(layers[1].animations.isEmpty)
    }

    /// A background colour: from the model fill (clear when there is none) to a colour given as a `CGColor` or a
    /// `UIColor`; `from` and `to` are 0 and 1. A `byValue` is not drawn.
    @Test func backgroundColours() {
        let view = view()
        view.layer.add(animation("backgroundColor", to: UIColor.red.cgColor), forKey: "flash")
        #expect(view.renderNode().animations.map { [$0.fromColor?.cgColor, $0.toColor?.cgColor] } == [[UIColor.clear.cgColor, UIColor.red.cgColor]])
        #expect(view.renderNode().animations.map { [$0.from, $0.to] } == [[0, 1]])
        // The view's own colour, dynamic values and all.
        view.backgroundColor = .systemBlue
        view.layer.add(animation("backgroundColor", from: UIColor.green), forKey: "flash")
        #expect(view.renderNode().animations.map { [$0.fromColor, $0.toColor] } == [[.green, .systemBlue]])
        #expect(view.renderNode().animations.map(\.property) == [.backgroundColor])
        view.layer.add(animation("backgroundColor", by: UIColor.red.cgColor), forKey: "flash")
        #expect(view.renderNode().animations.isEmpty)
    }

    /// Core Animation's defaults: 0.25 s for a duration of 0, one pass, even pacing, removed fill, no delay.
    @Test func timingDefaultsAndValues() throws {
        let view = view()
        view.layer.add(animation("opacity", to: 0), forKey: nil)
        let plain = try #require(only(view))
        #expect(plain.duration == 0.25 && plain.repeatCount == 1 && !plain.autoreverses && plain.beginTime == 0)
        #expect(plain.timingFunction == nil && plain.fillMode == .removed && plain.isRemovedOnCompletion)
        #expect(!plain.holdsEndValue)
        view.layer.removeAllAnimations()
        let pulse = animation("opacity", to: 0.3)
        pulse.duration = 0.8
        pulse.repeatCount = .infinity
        pulse.autoreverses = true
        pulse.beginTime = 0.5
        pulse.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        pulse.fillMode = .forwards
        pulse.isRemovedOnCompletion = false
        view.layer.add(pulse, forKey: "pulse")
        let drawn = try #require(only(view))
        #expect(drawn.duration == 0.8 && drawn.repeatCount == .infinity && drawn.autoreverses && drawn.beginTime == 0.5)
        #expect(drawn.timingFunction == .easeInEaseOut && drawn.holdsEndValue)
        // A name alone is read too; the function wins over it.
        pulse.timingFunction = nil
        pulse.timingFunctionName = "easeOut"
        #expect(only(view)?.timingFunction == .easeOut)
    }

    /// Key paths hosts cannot draw, values of other types, no values at all: left out. Removing stops the rest.
    @Test func whatIsLeftOutAndRemoved() {
        let view = view()
        view.layer.add(animation("cornerRadius", to: 10), forKey: "corners")
        view.layer.add(animation("backgroundColor", to: 1), forKey: "number colour")
        view.layer.add(animation("opacity", to: "half"), forKey: "text")
        view.layer.add(animation("position", to: 3), forKey: "number")
        view.layer.add(animation("opacity"), forKey: "nothing")
        view.layer.add(CAAnimation(), forKey: "plain")
        #expect(view.renderNode().animations.isEmpty)
        view.layer.add(animation("opacity", to: 0), forKey: "fade")
        #expect(view.renderNode().animations.count == 1)
        view.layer.removeAnimation(forKey: "fade")
        #expect(view.renderNode().animations.isEmpty)
        #expect(view.layer.opacity == 0.8)
    }
}
