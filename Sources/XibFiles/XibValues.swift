import Foundation

/// A colour as a document writes it: a named system colour, components in a colour space, or a grey.
public enum XibColor: Sendable, Hashable {
    /// A colour of a catalog by name (`name="labelColor" catalog="System"`): the system colours, which follow the
    /// appearance.
    case named(String, catalog: String)
    /// Red, green, blue and alpha from 0 to 1 in the named colour space (`sRGB`, `calibratedRGB`, `deviceRGB`,
    /// `displayP3`).
    case rgb(red: Double, green: Double, blue: Double, alpha: Double, colorSpace: String)
    /// A grey from 0 (black) to 1 (white) with an alpha.
    case white(Double, alpha: Double)
}

/// A font as a document writes it: a system meta font (`metaFont="system"`, `"systemBold"`, `"smallSystem"`, …) or a
/// family font by name, with a size when the document gives one.
public struct XibFont: Sendable, Hashable {
    /// The meta font's name; `nil` for a font named by `name`.
    public let metaFont: String?
    /// The font's PostScript name; `nil` for a meta font.
    public let name: String?
    /// The point size; `nil` for the meta font's own size.
    public let size: Double?

    /// A font of `metaFont` or `name`, at `size`.
    public init(metaFont: String?, name: String?, size: Double?) {
        self.metaFont = metaFont
        self.name = name
        self.size = size
    }
}

/// How a view's frame follows its superview's size, as a document writes it (AppKit's `NSView.AutoresizingMask`:
/// `widthSizable`, `flexibleMinX` for `minXMargin`, …). An empty mask keeps the frame.
public struct XibAutoresizingMask: OptionSet, Sendable, Hashable {
    /// The bits in AppKit's order: minXMargin, widthSizable, maxXMargin, minYMargin, heightSizable, maxYMargin.
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The space to the left grows and shrinks.
    public static let flexibleMinX = XibAutoresizingMask(rawValue: 1 << 0)
    /// The width grows and shrinks.
    public static let widthSizable = XibAutoresizingMask(rawValue: 1 << 1)
    /// The space to the right grows and shrinks.
    public static let flexibleMaxX = XibAutoresizingMask(rawValue: 1 << 2)
    /// The space below (in AppKit's unflipped coordinates) grows and shrinks.
    public static let flexibleMinY = XibAutoresizingMask(rawValue: 1 << 3)
    /// The height grows and shrinks.
    public static let heightSizable = XibAutoresizingMask(rawValue: 1 << 4)
    /// The space above (in AppKit's unflipped coordinates) grows and shrinks.
    public static let flexibleMaxY = XibAutoresizingMask(rawValue: 1 << 5)

    /// The attribute each option is written with.
    static let attributes: [(String, XibAutoresizingMask)] = [
        ("flexibleMinX", .flexibleMinX), ("widthSizable", .widthSizable), ("flexibleMaxX", .flexibleMaxX),
        ("flexibleMinY", .flexibleMinY), ("heightSizable", .heightSizable), ("flexibleMaxY", .flexibleMaxY),
    ]
}

/// A connection a document makes: an outlet (a property of the source set to the destination object) or an action
/// (the source control sends `selector` to the destination).
public struct XibConnection: Sendable, Hashable {
    /// An outlet or an action.
    public enum Kind: Sendable, Hashable {
        /// The source's property `name` refers to the destination (`<outlet property="collectionView" …>`).
        case outlet(property: String)
        /// The source sends the message `selector` to the destination (`<action selector="search:" …>`).
        case action(selector: String)
    }

    /// What the connection sets.
    public let kind: Kind
    /// The id of the object whose outlet or action it is.
    public let source: String
    /// The id of the object it refers to.
    public let destination: String
    /// The connection's own id.
    public let id: String

    /// A connection of `kind` from the object `source` to `destination`, with its own `id`.
    public init(kind: Kind, source: String, destination: String, id: String) {
        self.kind = kind
        self.source = source
        self.destination = destination
        self.id = id
    }
}
