import Foundation

/// A layer's basic animation as a host runs it (`CABasicAnimation`): one drawn quantity going from one number to
/// another, with Core Animation's timing. Values are resolved when the tree is built — a missing `fromValue` or
/// `toValue` is the layer's model value, `byValue` is added to the other end — and positions become offsets from
/// the model position, so that hosts only move what they already draw.
///
/// Key paths drawn: `opacity`, `transform.scale` (`.x`, `.y`), `transform.rotation` (`.z`),
/// `transform.translation.x` (`.y`), `position` (`.x`, `.y`), a shape layer's `strokeStart` and `strokeEnd`, and
/// `backgroundColor` between two colours (`fromColor`, `toColor`; `from` and `to` are then 0 and 1). Other
/// key paths, values of other types, and other kinds of animation (groups, keyframes, springs, transitions) are
/// left out of render trees.
public struct RenderAnimation: Sendable, Hashable {
    /// The drawn quantity an animation changes.
    public enum Property: String, Sendable, Hashable, CaseIterable {
        /// The layer's opacity, 0…1.
        case opacity
        /// A scale factor of both axes, around the layer's centre; 1 leaves it as it is.
        case scale
        /// A scale factor of the horizontal axis.
        case scaleX
        /// A scale factor of the vertical axis.
        case scaleY
        /// A rotation around the layer's centre, in radians, clockwise on screen for positive angles.
        case rotation
        /// A horizontal offset in points (rightwards for positive values).
        case translationX
        /// A vertical offset in points (downwards for positive values).
        case translationY
        /// Where a shape layer's outline starts being drawn, as a fraction of the path's length.
        case strokeStart
        /// Where a shape layer's outline stops being drawn, as a fraction of the path's length.
        case strokeEnd
        /// The layer's fill, from `fromColor` to `toColor`.
        case backgroundColor
    }

    /// The key the animation was added under, if any.
    public var key: String?
    /// The key path the app animated (`"position"` gives two animations, one per axis).
    public var keyPath: String
    /// What the animation changes.
    public var property: Property
    /// The value at the start of a pass.
    public var from: CGFloat
    /// The value at the end of a pass.
    public var to: CGFloat
    /// The colour at the start of a pass, for `backgroundColor` (clear for a layer with no fill).
    public var fromColor: UIColor? = nil
    /// The colour at the end of a pass, for `backgroundColor`.
    public var toColor: UIColor? = nil
    /// How long one pass takes, in seconds (Core Animation's 0.25 s when the animation said 0).
    public var duration: Double
    /// How many passes run: at least 1, `.infinity` for ever (an autoreversing pass counts once, there and back).
    public var repeatCount: Float
    /// Whether each pass runs backwards after forwards.
    public var autoreverses: Bool
    /// How long after it is drawn the animation starts, in seconds (`beginTime`).
    public var beginTime: Double
    /// The pacing curve; `nil` for even (linear) pacing.
    public var timingFunction: CAMediaTimingFunctionName?
    /// What is shown outside the active time.
    public var fillMode: CAMediaTimingFillMode
    /// Whether the end value goes when the animation is over (`isRemovedOnCompletion`); a forwards fill only holds
    /// the end value when this is false.
    public var isRemovedOnCompletion: Bool

    /// An animation as drawn, from its parts.
    public init(
        key: String?, keyPath: String, property: Property, from: CGFloat, to: CGFloat, duration: Double = 0.25,
        repeatCount: Float = 1, autoreverses: Bool = false, beginTime: Double = 0,
        timingFunction: CAMediaTimingFunctionName? = nil, fillMode: CAMediaTimingFillMode = .removed,
        isRemovedOnCompletion: Bool = true
    ) {
        self.key = key
        self.keyPath = keyPath
        self.property = property
        self.from = from
        self.to = to
        self.duration = duration
        self.repeatCount = repeatCount
        self.autoreverses = autoreverses
        self.beginTime = beginTime
        self.timingFunction = timingFunction
        self.fillMode = fillMode
        self.isRemovedOnCompletion = isRemovedOnCompletion
    }

    /// Whether the end value stays once the animation is over.
    public var holdsEndValue: Bool {
        !isRemovedOnCompletion && (fillMode == .forwards || fillMode == .both)
    }
}

/// Resolves a layer's animations into `RenderAnimation`s against its model values.
@MainActor
enum RenderAnimationBuilder {
    /// The model values an animation starts from or ends at when it leaves one out.
    struct Model {
        var opacity: CGFloat
        var position: CGPoint
        var strokeStart: CGFloat?
        var strokeEnd: CGFloat?
        var backgroundColor: UIColor

        @MainActor init(opacity: CGFloat, position: CGPoint, backgroundColor: UIColor?, shape: CAShapeLayer?) {
            self.opacity = opacity
            self.backgroundColor = backgroundColor ?? .clear
            self.position = position
            strokeStart = shape.map { $0.strokeStart }
            strokeEnd = shape.map { $0.strokeEnd }
        }
    }

    /// The drawable animations of `layer`, whose model values are `model`.
    static func animations(of layer: CALayer, model: Model) -> [RenderAnimation] {
        layer.addedAnimations.flatMap { key, animation -> [RenderAnimation] in
            guard let basic = animation as? CABasicAnimation, let keyPath = basic.keyPath else { return [] }
            return animations(basic, key: key, keyPath: keyPath, model: model)
        }
    }

    private static func animations(
        _ animation: CABasicAnimation, key: String?, keyPath: String, model: Model
    ) -> [RenderAnimation] {
        func make(_ property: RenderAnimation.Property, _ from: CGFloat, _ to: CGFloat) -> RenderAnimation {
            RenderAnimation(
                key: key, keyPath: keyPath, property: property, from: from, to: to,
                duration: animation.duration > 0 ? animation.duration : 0.25,
                repeatCount: animation.repeatCount > 0 ? animation.repeatCount : 1, autoreverses: animation.autoreverses,
                beginTime: max(animation.beginTime, 0), timingFunction: animation.resolvedTimingFunctionName,
                fillMode: animation.fillMode, isRemovedOnCompletion: animation.isRemovedOnCompletion)
        }
        func scalar(_ property: RenderAnimation.Property, model value: CGFloat, offset: CGFloat = 0) -> [RenderAnimation] {
            guard let (from, to) = resolve(animation, model: value, number: { CGFloat(numericValue: $0) }, add: +, subtract: -) else { return [] }
            return [make(property, from - offset, to - offset)]
        }
        switch keyPath {
        case "opacity": return scalar(.opacity, model: model.opacity)
        case "transform.scale": return scalar(.scale, model: 1)
        case "transform.scale.x": return scalar(.scaleX, model: 1)
        case "transform.scale.y": return scalar(.scaleY, model: 1)
        case "transform.rotation", "transform.rotation.z": return scalar(.rotation, model: 0)
        case "transform.translation.x": return scalar(.translationX, model: 0)
        case "transform.translation.y": return scalar(.translationY, model: 0)
        case "position.x": return scalar(.translationX, model: model.position.x, offset: model.position.x)
        case "position.y": return scalar(.translationY, model: model.position.y, offset: model.position.y)
        case "strokeStart": return model.strokeStart.map { scalar(.strokeStart, model: $0) } ?? []
        case "strokeEnd": return model.strokeEnd.map { scalar(.strokeEnd, model: $0) } ?? []
        case "backgroundColor":
            // Colours have no sum: a `byValue` is not drawn.
            guard animation.byValue == nil,
                let (from, to) = resolve(animation, model: model.backgroundColor, number: color, add: { a, _ in a }, subtract: { a, _ in a })
            else { return [] }
            var fade = make(.backgroundColor, 0, 1)
            fade.fromColor = from
            fade.toColor = to
            return [fade]
        case "position":
            guard let (from, to) = resolve(
                animation, model: model.position, number: point, add: { CGPoint(x: $0.x + $1.x, y: $0.y + $1.y) },
                subtract: { CGPoint(x: $0.x - $1.x, y: $0.y - $1.y) }) else { return [] }
            return [
                make(.translationX, from.x - model.position.x, to.x - model.position.x),
                make(.translationY, from.y - model.position.y, to.y - model.position.y),
            ]
        default: return []
        }
    }

    /// The start and end of `animation`, Core Animation's way: a missing end is the model value, `byValue` is added
    /// to the known end (or the model value). `nil` when a value is of another type or none is given.
    private static func resolve<Value>(
        _ animation: CABasicAnimation, model: Value, number: (Any) -> Value?,
        add: (Value, Value) -> Value, subtract: (Value, Value) -> Value
    ) -> (Value, Value)? {
        func value(_ any: Any?) -> Value?? {
            guard let any else { return .some(nil) }
            return number(any).map { .some($0) } ?? nil
        }
        guard let from = value(animation.fromValue), let to = value(animation.toValue), let by = value(animation.byValue)
        else { return nil }
        switch (from, to, by) {
        case (nil, nil, nil): return nil
        case (let from?, let to?, _): return (from, to)
        case (let from?, nil, let by?): return (from, add(from, by))
        case (nil, let to?, let by?): return (subtract(to, by), to)
        case (let from?, nil, nil): return (from, model)
        case (nil, let to?, nil): return (model, to)
        case (nil, nil, let by?): return (model, add(model, by))
        }
    }


    private static func color(_ value: Any) -> UIColor? {
        switch value {
        case let value as UIColor: value
        case let value as CGColor: UIColor(cgColor: value)
        default: nil
        }
    }

    private static func point(_ value: Any) -> CGPoint? {
        value as? CGPoint
    }
}
