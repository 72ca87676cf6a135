import Foundation

/// The shapes a gradient layer draws (Core Animation: `CAGradientLayerType`).
public struct CAGradientLayerType: RawRepresentable, Sendable, Hashable {
    /// The type's name, as Core Animation spells it.
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Colours change along the line from `startPoint` to `endPoint`.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Colours change outwards from `startPoint`, reaching the last at `endPoint`'s distance (an ellipse).
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Colours change around `startPoint`, starting towards `endPoint`.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer filled with a gradient (Core Animation: `CAGradientLayer`): colours at locations along a line, outwards from
/// a point, or around it.
///
/// Add one as a sublayer (`view.layer.insertSublayer(gradient, at: 0)`, its `frame` the view's bounds) or make it a
/// view's own layer (`override class var layerClass: AnyClass { CAGradientLayer.self }`). Hosts draw it as a CSS
/// gradient with the same colour stops: exactly along the line from `startPoint` to `endPoint` for axial gradients.
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
    /// A gradient layer with no colours (it draws nothing until it has some).
    public required init() {
        super.init()
    }

    /// The colours, as `CGColor`s (Core Animation takes `[Any]`; other values are ignored).
    open var colors: [Any]?
    /// Where each colour sits, from 0 to 1, in order; spread evenly when `nil`.
    open var locations: [NSNumber]?
    /// Where the gradient starts, in the unit square of the layer's bounds (0, 0 is the top left). (0.5, 0) by
    /// default: the top middle.
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where it ends. (0.5, 1) by default: the bottom middle.
    open var endPoint = CGPoint(x: 0.5, y: 1)
    /// The gradient's shape. `.axial` by default.
    open var type: CAGradientLayerType = .axial

    /// The colours as `UIColor`s, and their locations (given, or spread evenly).
    var stops: [(color: UIColor, location: CGFloat)] {
        let colors = (colors ?? []).compactMap { value -> UIColor? in
            if let color = value as? CGColor { return UIColor(cgColor: color) }
            return value as? UIColor
        }
        guard !colors.isEmpty else { return [] }
        let given = locations?.map { CGFloat($0.doubleValue) }
        return colors.enumerated().map { index, color in
            let location = given.flatMap { index < $0.count ? $0[index] : nil }
                ?? (colors.count == 1 ? 0 : CGFloat(index) / CGFloat(colors.count - 1))
            return (color, location)
        }
    }
}
