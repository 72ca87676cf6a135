import Foundation

/// A layer that draws a path (Core Animation: `CAShapeLayer`): filled, stroked, or both — progress rings
/// (`strokeEnd` the progress), dividers, badges and masks.
///
/// Hosts draw it as SVG in the layer's frame, the path in the layer's coordinates, with Core Animation's defaults: an
/// opaque black fill, no stroke, lines 1 point wide.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    /// A shape layer with no path (it draws nothing until it has one).
    public required init() {
        super.init()
    }

    /// The shape, in the layer's coordinates.
    open var path: CGPath?
    /// The colour inside the path; opaque black by default, `nil` for none.
    open var fillColor: CGColor? = UIColor.black.cgColor
    /// Which regions count as inside where the path crosses itself; `.nonZero` by default.
    open var fillRule: CAShapeLayerFillRule = .nonZero
    /// The colour of the path's outline; `nil` (none) by default.
    open var strokeColor: CGColor?
    /// The outline's width, in points; 1 by default.
    open var lineWidth: CGFloat = 1
    /// How open ends of the outline look; `.butt` by default.
    open var lineCap: CAShapeLayerLineCap = .butt
    /// How the outline's corners look; `.miter` by default.
    open var lineJoin: CAShapeLayerLineJoin = .miter
    /// Alternating lengths of dashes and gaps, in points; `nil` for a solid outline.
    open var lineDashPattern: [NSNumber]?
    /// How far into the dash pattern the outline starts, in points.
    open var lineDashPhase: CGFloat = 0
    /// Where along the path (0…1 of its length) the outline starts; 0 by default.
    open var strokeStart: CGFloat = 0
    /// Where along the path (0…1 of its length) the outline ends; 1 by default. A progress ring sets it to the
    /// progress.
    open var strokeEnd: CGFloat = 1
}

/// How a shape layer decides what is inside a path that crosses itself (Core Animation: `CAShapeLayerFillRule`).
public struct CAShapeLayerFillRule: RawRepresentable, Sendable, Hashable {
    /// The rule's name, as Core Animation spells it.
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Inside where the path winds around a point a non-zero number of times.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Inside where a ray from a point crosses the path an odd number of times (rings with holes).
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// How the open ends of a shape layer's outline look (Core Animation: `CAShapeLayerLineCap`).
public struct CAShapeLayerLineCap: RawRepresentable, Sendable, Hashable {
    /// The cap's name, as Core Animation spells it.
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Square, ending at the end point.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half circle past the end point (the ends of a progress ring).
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Square, half the line width past the end point.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// How a shape layer's outline turns its corners (Core Animation: `CAShapeLayerLineJoin`).
public struct CAShapeLayerLineJoin: RawRepresentable, Sendable, Hashable {
    /// The join's name, as Core Animation spells it.
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Pointed.
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Rounded.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Cut off.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
