import Foundation
import OpenCollectionView
import Testing

@testable import OpenCollectionViewWeb

/// Layers' animations drawn as CSS animations: the stylesheet's generic keyframes, each box setting the ends inline.
@MainActor
@Suite struct AnimationCSSTests {
    let context = DrawingContext()

    private func basic(_ keyPath: String, from: Any? = nil, to: Any? = nil) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        return animation
    }

    /// A pulsing view: opacity 1 → 0.3 over 0.8 s, there and back for ever, eased at both ends.
    @Test func aPulseOnAViewsBox() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let pulse = basic("opacity", from: 1, to: 0.3)
        pulse.duration = 0.8
        pulse.autoreverses = true
        pulse.repeatCount = .infinity
        pulse.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        view.layer.add(pulse, forKey: "pulse")
        let html = NodeHTML.html(view.renderNode(), in: context)
        #expect(html.hasPrefix("<div class=\"ocv-node ocv-animated\" data-view=\"UIView\""))
        #expect(html.contains(
            "style=\"left:0px;top:0px;width:20px;height:20px;--ocv-opacity-from:1;--ocv-opacity-to:0.3;animation:ocv-opacity 0.8s ease-in-out 0s infinite alternate\""))
        view.layer.removeAnimation(forKey: "pulse")
        let still = NodeHTML.html(view.renderNode(), in: context)
        #expect(!still.contains("animation") && !still.contains("ocv-animated"))
    }

    /// Each key path's keyframes and inline ends: degrees for rotations, pixels for offsets.
    @Test func eachKeyPathsKeyframesAndEnds() {
        func css(_ animation: CABasicAnimation) -> String {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            view.layer.add(animation, forKey: nil)
            return AnimationCSS.declarations(view.renderNode().animations, of: .box, in: context)
        }
        #expect(css(basic("transform.scale", to: 1.5)) == ";--ocv-scale-from:1;--ocv-scale-to:1.5;animation:ocv-scale 0.25s linear 0s 1")
        #expect(css(basic("transform.scale.x", from: 0)).hasPrefix(";--ocv-scale-x-from:0;--ocv-scale-x-to:1;animation:ocv-scale-x "))
        #expect(css(basic("transform.scale.y", to: 2)).hasPrefix(";--ocv-scale-y-from:1;--ocv-scale-y-to:2;animation:ocv-scale-y "))
        #expect(css(basic("transform.rotation.z", to: Double.pi / 2)).hasPrefix(";--ocv-rotate-from:0deg;--ocv-rotate-to:90deg;animation:ocv-rotate "))
        #expect(css(basic("transform.translation.x", to: 12)).hasPrefix(";--ocv-translate-x-from:0px;--ocv-translate-x-to:12px;animation:ocv-translate-x "))
        #expect(css(basic("transform.translation.y", from: -4)).hasPrefix(";--ocv-translate-y-from:-4px;--ocv-translate-y-to:0px;animation:ocv-translate-y "))
        // A position (the centre is (10, 10)) moves both axes: two animations.
        #expect(css(basic("position", to: CGPoint(x: 15, y: 0))) == ";--ocv-translate-x-from:0px;--ocv-translate-x-to:5px"
            + ";--ocv-translate-y-from:0px;--ocv-translate-y-to:-10px;animation:ocv-translate-x 0.25s linear 0s 1,ocv-translate-y 0.25s linear 0s 1")
        // Of two animations of one quantity, the later.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.layer.add(basic("opacity", to: 0), forKey: "a")
        view.layer.add(basic("transform.scale", to: 2), forKey: "b")
        view.layer.add(basic("opacity", to: 0.5), forKey: "c")
        #expect(AnimationCSS.declarations(view.renderNode().animations, of: .box, in: context)
            == ";--ocv-opacity-from:1;--ocv-opacity-to:0.5;--ocv-scale-from:1;--ocv-scale-to:2;animation:ocv-opacity 0.25s linear 0s 1,ocv-scale 0.25s linear 0s 1")
    }

    /// A fill from the view's red (its model value) to blue: colours as drawn with the context's traits, a system
    /// colour's dark value in the dark.
    @Test func aBackgroundColourFade() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = .red
        view.layer.add(basic("backgroundColor", to: UIColor.systemBlue), forKey: "flash")
        let animations = view.renderNode().animations
        #expect(AnimationCSS.declarations(animations, of: .box, in: context)
            == ";--ocv-background-from:#FF0000;--ocv-background-to:#007AFF;animation:ocv-background 0.25s linear 0s 1")
        let dark = DrawingContext(traitCollection: UITraitCollection(userInterfaceStyle: .dark))
        #expect(AnimationCSS.declarations(animations, of: .box, in: dark).contains(";--ocv-background-to:#0A84FF;"))
    }

    /// Pacing curves, passes, delays and fills as CSS.
    @Test func timingAsCSS() {
        #expect(AnimationCSS.timingFunction(nil) == "linear")
        #expect(AnimationCSS.timingFunction(.linear) == "linear")
        #expect(AnimationCSS.timingFunction(.easeIn) == "ease-in")
        #expect(AnimationCSS.timingFunction(.easeOut) == "ease-out")
        #expect(AnimationCSS.timingFunction(.easeInEaseOut) == "ease-in-out")
        #expect(AnimationCSS.timingFunction(.default) == "cubic-bezier(0.25,0.1,0.25,1)")
        var animation = RenderAnimation(key: nil, keyPath: "opacity", property: .opacity, from: 0, to: 1, duration: 2)
        animation.repeatCount = 1.5
        animation.autoreverses = true
        animation.beginTime = 0.3
        animation.fillMode = .forwards
        // Held only when not removed on completion.
        #expect(AnimationCSS.shorthand(animation) == "ocv-opacity 2s linear 0.3s 3 alternate")
        animation.isRemovedOnCompletion = false
        #expect(AnimationCSS.shorthand(animation) == "ocv-opacity 2s linear 0.3s 3 alternate forwards")
        animation.fillMode = .both
        #expect(AnimationCSS.shorthand(animation).hasSuffix(" both"))
        animation.fillMode = .backwards
        #expect(AnimationCSS.shorthand(animation).hasSuffix(" backwards"))
    }

    /// A progress ring filling from its model strokeEnd 0 to 1 and held there: its outline is drawn even at 0, one
    /// dash over a path measured as 1 whose ends the stylesheet reads; the sublayer's box spins.
    @Test func aProgressRingFills() {
        let (view, ring) = progressRing(strokeEnd: 0, added: false)
        let fill = basic("strokeEnd", to: 1)
        fill.duration = 2
        fill.fillMode = .forwards
        fill.isRemovedOnCompletion = false
        ring.add(fill, forKey: "fill")
        ring.add(basic("transform.rotation", to: 2 * Double.pi), forKey: "spin")
        view.layer.addSublayer(ring)
        let html = NodeHTML.html(view.renderNode(), in: context)
        let blue = CSS.color(.systemBlue, in: context)
        #expect(html.contains("<svg class=\"ocv-layer ocv-shape ocv-animated\" aria-hidden=\"true\" width=\"30\" height=\"30\" style=\"left:5px;top:5px;width:30px;height:30px;--ocv-rotate-from:0deg;--ocv-rotate-to:360deg;animation:ocv-rotate 0.25s linear 0s 1\">"))
        #expect(html.contains(" fill=\"none\" class=\"ocv-stroke-animated\" stroke=\"\(blue)\" stroke-width=\"4\" stroke-linecap=\"round\" pathLength=\"1\" style=\"--ocv-stroke-start:0;--ocv-stroke-end:0;--ocv-stroke-end-from:0;--ocv-stroke-end-to:1;animation:ocv-stroke-end 2s linear 0s 1 forwards\"/></svg>"))
        ring.removeAllAnimations()
        #expect(!NodeHTML.html(view.renderNode(), in: context).contains("stroke="))
    }

    /// A view whose own layer is a shape layer: the outline runs the stroke animations, the view's box the others.
    @Test func aShapeViewsOwnLayer() {
        final class RingView: UIView {
            override class var layerClass: AnyClass { CAShapeLayer.self }
        }
        let view = RingView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        let shape = view.layer as! CAShapeLayer
        shape.path = UIBezierPath(ovalIn: view.bounds).cgPath
        shape.strokeColor = UIColor.red.cgColor
        shape.lineWidth = 2
        shape.add(basic("strokeStart", to: 0.5), forKey: nil)
        shape.add(basic("transform.scale", to: 2), forKey: nil)
        let html = NodeHTML.html(view.renderNode(), in: context)
        #expect(html.hasPrefix("<div class=\"ocv-node ocv-animated\""))
        #expect(html.contains("<svg class=\"ocv-layer ocv-shape\" aria-hidden"))
        #expect(html.contains("style=\"--ocv-stroke-start:0;--ocv-stroke-end:1;--ocv-stroke-start-from:0;--ocv-stroke-start-to:0.5;animation:ocv-stroke-start 0.25s linear 0s 1\""))
        #expect(html.contains("--ocv-scale-to:2;animation:ocv-scale 0.25s linear 0s 1\">"))
    }

    /// A cell's own layer moves the element's box.
    @Test func aCellsOwnLayerMovesItsElement() throws {
        let screen = TilesViewController()
        screen.count = 1
        screen.configure = { cell, _ in
            let nudge = CABasicAnimation(keyPath: "transform.translation.y")
            nudge.toValue = 10
            cell.layer.add(nudge, forKey: "nudge")
        }
        let window = shownWindow(screen)
        let element = try #require(window.collectionViewsOnTopScreen.first?.renderTree().elements.first)
        let html = ElementHTML.html(element, in: context)
        #expect(html.hasPrefix("<div class=\"ocv-element ocv-animated\""))
        #expect(html.contains(";--ocv-translate-y-from:0px;--ocv-translate-y-to:10px;animation:ocv-translate-y 0.25s linear 0s 1\""))
    }

    /// The stylesheet: the generic keyframes, the individual transform properties reading the registered custom
    /// properties, the outline's dash, and reduced motion showing each animation's end at once.
    @Test func theStylesheetRunsAndCalmsThem() {
        let css = Stylesheet.css
        for property in RenderAnimation.Property.allCases {
            #expect(css.contains("@keyframes \(AnimationCSS.keyframesName(property)) {"))
        }
        #expect(css.contains(".ocv-animated { translate: var(--ocv-tx) var(--ocv-ty); rotate: var(--ocv-rotation); scale: var(--ocv-sx) var(--ocv-sy); }"))
        #expect(css.contains("@property --ocv-rotation { syntax: \"<angle>\"; inherits: false; initial-value: 0deg; }"))
        #expect(css.contains("stroke-dasharray: max(0, var(--ocv-stroke-end) - var(--ocv-stroke-start)) 2;"))
        #expect(css.contains("""
            @media (prefers-reduced-motion: reduce) {
              .ocv-animated, .ocv-stroke-animated {
                animation-duration: 0s !important;
            """))
    }
}
