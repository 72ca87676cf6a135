import Foundation
import OpenCollectionView

/// Core Animation's basic animations (`RenderAnimation`) as CSS animations, with no stylesheet of their own: the
/// stylesheet's generic keyframes (`ocv-opacity`, `ocv-scale`, `ocv-rotate`, `ocv-translate-x`, `ocv-stroke-end`, …)
/// read each animation's ends from custom properties set inline (`--ocv-opacity-from`, `--ocv-opacity-to`, …).
/// Transforms animate custom properties that the individual `translate`, `rotate` and `scale` properties read, so that
/// a layer's animations of different key paths compose as in Core Animation; of two animations of one quantity the
/// later wins, as the later CSS animation does. Colours are resolved with the drawing's traits. A page that morphs a box into the same HTML keeps its animations
/// running; a box whose animations are removed stops.
enum AnimationCSS {
    /// Which part of a layer's drawing an animation moves.
    enum Part {
        /// The layer's box: its opacity and transform.
        case box
        /// A shape layer's outline: `strokeStart` and `strokeEnd`.
        case stroke
    }

    /// The animations of `animations` that move `part`, the last of each quantity only.
    static func animations(_ animations: [RenderAnimation], of part: Part) -> [RenderAnimation] {
        var last: [RenderAnimation.Property: RenderAnimation] = [:]
        var order: [RenderAnimation.Property] = []
        for animation in animations where self.part(of: animation.property) == part {
            if last.updateValue(animation, forKey: animation.property) == nil { order.append(animation.property) }
        }
        return order.compactMap { last[$0] }
    }

    /// ` ocv-animated` (a box) or ` ocv-stroke-animated` (an outline) when `part` of the layer animates; empty
    /// otherwise.
    static func className(_ animations: [RenderAnimation], of part: Part) -> String {
        guard !self.animations(animations, of: part).isEmpty else { return "" }
        return part == .box ? " ocv-animated" : " ocv-stroke-animated"
    }

    /// The declarations (each after a `;`) running `part`'s animations: each one's ends, then the `animation` list;
    /// empty when `part` does not animate.
    static func declarations(_ animations: [RenderAnimation], of part: Part, in context: DrawingContext) -> String {
        let running = self.animations(animations, of: part)
        guard !running.isEmpty else { return "" }
        var style = ""
        for animation in running {
            let name = keyframesName(animation.property)
            if animation.property == .backgroundColor {
                style += ";--\(name)-from:\(CSS.color(animation.fromColor ?? .clear, in: context))"
                style += ";--\(name)-to:\(CSS.color(animation.toColor ?? .clear, in: context))"
                continue
            }
            style += ";--\(name)-from:\(value(animation.from, of: animation.property))"
            style += ";--\(name)-to:\(value(animation.to, of: animation.property))"
        }
        return style + ";animation:" + running.map(shorthand).joined(separator: ",")
    }

    /// One animation of the `animation` list: keyframes, duration, pacing, delay, passes, direction and fill.
    static func shorthand(_ animation: RenderAnimation) -> String {
        var parts = [keyframesName(animation.property), seconds(animation.duration), timingFunction(animation.timingFunction)]
        parts.append(seconds(animation.beginTime))
        if animation.repeatCount.isInfinite {
            parts.append("infinite")
        } else {
            parts.append(CSS.number(Double(animation.repeatCount) * (animation.autoreverses ? 2 : 1)))
        }
        if animation.autoreverses { parts.append("alternate") }
        let backwards = animation.fillMode == .backwards || animation.fillMode == .both
        switch (backwards, animation.holdsEndValue) {
        case (true, true): parts.append("both")
        case (true, false): parts.append("backwards")
        case (false, true): parts.append("forwards")
        case (false, false): break
        }
        return parts.joined(separator: " ")
    }

    /// The CSS easing function of a Core Animation pacing curve; even pacing for none (or one it does not know).
    static func timingFunction(_ name: CAMediaTimingFunctionName?) -> String {
        switch name {
        case .easeIn?: "ease-in"
        case .easeOut?: "ease-out"
        case .easeInEaseOut?: "ease-in-out"
        case .default?: "cubic-bezier(0.25,0.1,0.25,1)"
        default: "linear"
        }
    }

    /// The stylesheet's keyframes for `property`, which also names its custom properties.
    static func keyframesName(_ property: RenderAnimation.Property) -> String {
        switch property {
        case .opacity: "ocv-opacity"
        case .scale: "ocv-scale"
        case .scaleX: "ocv-scale-x"
        case .scaleY: "ocv-scale-y"
        case .rotation: "ocv-rotate"
        case .translationX: "ocv-translate-x"
        case .translationY: "ocv-translate-y"
        case .strokeStart: "ocv-stroke-start"
        case .strokeEnd: "ocv-stroke-end"
        case .backgroundColor: "ocv-background"
        }
    }

    private static func part(of property: RenderAnimation.Property) -> Part {
        property == .strokeStart || property == .strokeEnd ? .stroke : .box
    }

    /// `number` as the CSS value the keyframes expect: degrees for rotations, pixels for offsets, fractions clamped
    /// to 0…1 for opacity and strokes.
    private static func value(_ number: CGFloat, of property: RenderAnimation.Property) -> String {
        switch property {
        case .rotation: CSS.number(number * 180 / .pi) + "deg"
        case .translationX, .translationY: CSS.px(number)
        case .opacity, .strokeStart, .strokeEnd: CSS.number(min(max(number, 0), 1))
        case .scale, .scaleX, .scaleY, .backgroundColor: CSS.number(number)
        }
    }

    private static func seconds(_ value: Double) -> String {
        CSS.number(value) + "s"
    }
}
