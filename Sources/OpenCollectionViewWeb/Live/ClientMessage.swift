import Foundation
import OpenCollectionView

/// A message from a live page, validated (PROTOCOL.md). Decoding never traps: anything that is not a well-formed
/// message of a known type, with fields of the right types and finite, in-range numbers, is a `ProtocolError`.
enum ClientMessage: Sendable, Equatable {
    /// The page opened: its path, viewport, fonts and, when it reconnects, the session to resume.
    case hello(Hello)
    case resize(CGSize, scale: CGFloat)
    /// The page shows the content at `offset`; `roundTrip` is how long its recent scrolls took to be answered, as
    /// the page measured it (`nil` before it knows).
    case scroll(collectionView: String, offset: CGPoint, roundTrip: Duration? = nil)
    case scrollRow(collectionView: String, section: Int, offset: CGFloat)
    /// A person's finger went down on the content (or a wheel scroll began).
    case panBegan(collectionView: String)
    /// The finger lifted while the content moved at `velocity` points per millisecond.
    case panEnded(collectionView: String, velocity: CGPoint)
    /// The content came to rest after the finger lifted.
    case panSettled(collectionView: String)
    case touchDown(collectionView: String, point: CGPoint, modifiers: UIKeyModifierFlags)
    case touchUp(collectionView: String, inside: Bool)
    case tap(collectionView: String, point: CGPoint)
    case accessory(collectionView: String, element: String, kind: String)
    case contextMenu(collectionView: String, element: String, point: CGPoint)
    case swipeBegan(collectionView: String, element: String, edge: SwipeActionEdge)
    case swipeMoved(collectionView: String, translation: CGFloat)
    case swipeEnded(collectionView: String)
    case swipeAction(collectionView: String, index: Int)
    case dragBegan(collectionView: String, element: String)
    case lift(collectionView: String, element: String, point: CGPoint)
    case dragMoved(collectionView: String, point: CGPoint)
    case dragEnded(collectionView: String)
    case dragCancelled(collectionView: String)
    case key(collectionView: String, HostKey, modifiers: UIKeyModifierFlags)
    /// A person chose the index title at `index` of the collection view's index.
    case indexTitle(collectionView: String, index: Int)
    case pullToRefresh(collectionView: String)
    case cellMenu(collectionView: String, index: Int)
    case barButton(String)
    case barMenu(index: Int)
    case dismissMenu(collectionView: String?)
    case searchBegan(searchBar: String)
    case searchText(String, searchBar: String)
    case searchReturned(searchBar: String)
    case searchCancelled(searchBar: String)
    case toggleSwitch(String)
    case tapButton(String)
    case longPressButton(String)
    case selectSegment(String, index: Int)
    case setPage(String, page: Int)
    case endEditing(String)
    case clearText(String)
    case setSliderValue(String, value: Float)
    case stepStepper(String, increment: Bool)
    /// A person dragged a resize handle (a desktop window's corner).
    case dragResizeHandle(String, ResizeHandleDrag)
    case back
    /// The browser's colour scheme or contrast preference changed: whether it prefers dark (`prefers-color-scheme`)
    /// and more contrast (`prefers-contrast: more`).
    case appearance(dark: Bool, contrast: Bool)
    /// The page measured its fonts after its first frame (its `hello` carried only their probe).
    case fonts(FontAdvanceTable)

    /// What the page says about itself when it opens.
    struct Hello: Sendable, Equatable {
        var path: String
        var viewport: CGSize
        var scale: CGFloat
        var fonts: FontAdvanceTable?
        var resumeToken: String?
        var reducedMotion: Bool
        /// Whether the browser prefers a dark colour scheme; `nil` when the page did not say (light).
        var dark: Bool?
        /// Whether the browser asks for more contrast; `nil` when the page did not say (no).
        var contrast: Bool?
        /// Whether the page shows the app right to left (`?rtl=1`); `nil` when the page did not say (left to right).
        var rightToLeft: Bool? = nil
        /// For a page that has not measured its fonts yet: the width of `BrowserFontMetrics.probeText` in them, by
        /// which the session finds fonts another page measured to start with.
        var fontProbe: CGFloat? = nil
    }

    /// The protocol's version.
    static let version = 1
    /// The largest viewport side a page may report, in points.
    static let maximumSide: CGFloat = 16_384
    /// The largest content coordinate a message may carry: far beyond any content, short of what overflows.
    static let maximumCoordinate: CGFloat = 1e12
    /// The longest round trip a page may report with a scroll, in milliseconds.
    static let maximumRoundTripMilliseconds: CGFloat = 10_000
    /// The longest identity, path or search text a message may carry, in characters.
    static let maximumTextLength = 2_000
    /// The largest magnitude a slider's value may have in a message: far beyond any range, short of what a `Float`
    /// cannot hold.
    static let maximumSliderValue: CGFloat = 1e30

    /// The message `text` holds.
    static func decode(_ text: String) throws(ProtocolError) -> ClientMessage {
        guard case .object(let members) = JSONValue.parse(text) else { throw ProtocolError("the message is not a JSON object") }
        let fields = MessageFields(members)
        let type = try fields.string("t")
        switch type {
        case "hello": return .hello(try hello(fields))
        case "resize":
            return .resize(try fields.size(), scale: try fields.number("scale", in: 0.5...8))
        case "scroll":
            let roundTrip = try fields.optionalNumber("rt", in: 0...ClientMessage.maximumRoundTripMilliseconds)
            return .scroll(
                collectionView: try fields.identity("cv"), offset: try fields.point(),
                roundTrip: roundTrip.map { .milliseconds(Int($0.rounded())) })
        case "row":
            return .scrollRow(
                collectionView: try fields.identity("cv"), section: try fields.integer("s", in: 0...10_000_000),
                offset: try fields.coordinate("o"))
        case "pan": return try pan(fields)
        case "down":
            var modifiers: UIKeyModifierFlags = []
            if try fields.optionalBoolean("shift") == true { modifiers.insert(.shift) }
            if try fields.optionalBoolean("command") == true { modifiers.insert(.command) }
            return .touchDown(collectionView: try fields.identity("cv"), point: try fields.point(), modifiers: modifiers)
        case "up": return .touchUp(collectionView: try fields.identity("cv"), inside: try fields.boolean("inside"))
        case "tap": return .tap(collectionView: try fields.identity("cv"), point: try fields.point())
        case "contextMenu":
            return .contextMenu(collectionView: try fields.identity("cv"), element: try fields.identity("id"), point: try fields.point())
        case "accessory":
            return .accessory(collectionView: try fields.identity("cv"), element: try fields.identity("id"), kind: try fields.identity("kind"))
        case "swipe": return try swipe(fields)
        case "swipeAction":
            return .swipeAction(collectionView: try fields.identity("cv"), index: try fields.integer("index", in: 0...100))
        case "drag": return try drag(fields)
        case "key":
            let keys: [String: HostKey] = [
                "down": .down, "up": .up, "left": .left, "right": .right, "select": .select, "escape": .escape,
            ]
            guard let key = keys[try fields.string("key")] else {
                throw ProtocolError("key must be down, up, left, right, select or escape")
            }
            let modifiers: UIKeyModifierFlags = try fields.optionalBoolean("shift") == true ? .shift : []
            return .key(collectionView: try fields.identity("cv"), key, modifiers: modifiers)
        case "indexTitle":
            return .indexTitle(collectionView: try fields.identity("cv"), index: try fields.integer("index", in: 0...10_000))
        case "refresh": return .pullToRefresh(collectionView: try fields.identity("cv"))
        case "cellMenu":
            return .cellMenu(collectionView: try fields.identity("cv"), index: try fields.integer("index", in: 0...10_000))
        case "bar": return .barButton(try fields.identity("id"))
        case "menu": return .barMenu(index: try fields.integer("index", in: 0...10_000))
        case "dismissMenu": return .dismissMenu(collectionView: try fields.optionalIdentity("cv"))
        case "searchBegin": return .searchBegan(searchBar: try fields.identity("bar"))
        case "search": return .searchText(try fields.text("text"), searchBar: try fields.identity("bar"))
        case "searchReturn": return .searchReturned(searchBar: try fields.identity("bar"))
        case "searchCancel": return .searchCancelled(searchBar: try fields.identity("bar"))
        case "switch": return .toggleSwitch(try fields.identity("id"))
        case "button": return .tapButton(try fields.identity("id"))
        case "buttonMenu": return .longPressButton(try fields.identity("id"))
        case "segment": return .selectSegment(try fields.identity("id"), index: try fields.integer("index", in: 0...10_000))
        case "page": return .setPage(try fields.identity("id"), page: try fields.integer("page", in: 0...10_000))
        case "textEnd": return .endEditing(try fields.identity("id"))
        case "textClear": return .clearText(try fields.identity("id"))
        case "slider":
            let value = try fields.number("value", in: -maximumSliderValue...maximumSliderValue)
            return .setSliderValue(try fields.identity("id"), value: Float(value))
        case "stepper": return .stepStepper(try fields.identity("id"), increment: try fields.boolean("increment"))
        case "resizeHandle": return try resizeHandle(fields)
        case "back": return .back
        case "appearance": return .appearance(dark: try fields.boolean("dark"), contrast: try fields.boolean("contrast"))
        case "fonts":
            guard let fonts = try fields.optional("fonts") else { throw ProtocolError("fonts is missing") }
            return .fonts(try BrowserFontMetrics.table(from: fonts))
        default: throw ProtocolError("unknown message type \"\(String(type.prefix(40)))\"")
        }
    }

    private static func hello(_ fields: MessageFields) throws(ProtocolError) -> Hello {
        guard try fields.integer("v", in: 0...1_000) == version else {
            throw ProtocolError("this server speaks version \(version) of the protocol")
        }
        let path = try fields.text("path")
        guard path.hasPrefix("/") else { throw ProtocolError("path must start with /") }
        return Hello(
            path: path, viewport: try fields.size(), scale: try fields.number("scale", in: 0.5...8),
            fonts: try fields.optional("fonts").map { value throws(ProtocolError) in try BrowserFontMetrics.table(from: value) },
            resumeToken: try fields.optionalIdentity("resume"),
            reducedMotion: try fields.optionalBoolean("reducedMotion") ?? false,
            dark: try fields.optionalBoolean("dark"), contrast: try fields.optionalBoolean("contrast"),
            rightToLeft: try fields.optionalBoolean("rtl"),
            fontProbe: try fields.optionalNumber("probe", in: 0...BrowserFontMetrics.maximumProbeWidth))
    }

    /// The fastest fling a message may report, in points per millisecond: far beyond a finger's, short of what
    /// throws a fling's resting place past any content.
    static let maximumVelocity: CGFloat = 1_000

    private static func pan(_ fields: MessageFields) throws(ProtocolError) -> ClientMessage {
        let collectionView = try fields.identity("cv")
        switch try fields.string("phase") {
        case "begin": return .panBegan(collectionView: collectionView)
        case "end":
            let velocity = CGPoint(
                x: try fields.number("vx", in: -maximumVelocity...maximumVelocity),
                y: try fields.number("vy", in: -maximumVelocity...maximumVelocity))
            return .panEnded(collectionView: collectionView, velocity: velocity)
        case "settled": return .panSettled(collectionView: collectionView)
        default: throw ProtocolError("phase must be begin, end or settled")
        }
    }

    private static func swipe(_ fields: MessageFields) throws(ProtocolError) -> ClientMessage {
        let collectionView = try fields.identity("cv")
        switch try fields.string("phase") {
        case "begin":
            let edges: [String: SwipeActionEdge] = ["leading": .leading, "trailing": .trailing]
            guard let edge = edges[try fields.string("edge")] else { throw ProtocolError("edge must be leading or trailing") }
            return .swipeBegan(collectionView: collectionView, element: try fields.identity("id"), edge: edge)
        case "move": return .swipeMoved(collectionView: collectionView, translation: try fields.coordinate("dx"))
        case "end": return .swipeEnded(collectionView: collectionView)
        default: throw ProtocolError("phase must be begin, move or end")
        }
    }

    private static func resizeHandle(_ fields: MessageFields) throws(ProtocolError) -> ClientMessage {
        let handle = try fields.identity("id")
        switch try fields.string("phase") {
        case "begin": return .dragResizeHandle(handle, .began)
        case "move":
            let translation = CGSize(width: try fields.coordinate("dx"), height: try fields.coordinate("dy"))
            return .dragResizeHandle(handle, .moved(translation: translation))
        case "end": return .dragResizeHandle(handle, .ended)
        default: throw ProtocolError("phase must be begin, move or end")
        }
    }

    private static func drag(_ fields: MessageFields) throws(ProtocolError) -> ClientMessage {
        let collectionView = try fields.identity("cv")
        switch try fields.string("phase") {
        case "begin": return .dragBegan(collectionView: collectionView, element: try fields.identity("id"))
        case "lift": return .lift(collectionView: collectionView, element: try fields.identity("id"), point: try fields.point())
        case "move": return .dragMoved(collectionView: collectionView, point: try fields.point())
        case "end": return .dragEnded(collectionView: collectionView)
        case "cancel": return .dragCancelled(collectionView: collectionView)
        default: throw ProtocolError("phase must be begin, lift, move, end or cancel")
        }
    }
}

/// Why a message was refused, in words for the page's console.
struct ProtocolError: Error, Sendable, Equatable, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// A message's fields, read with the type and range each must have.
struct MessageFields {
    private let values: [String: JSONValue]

    init(_ values: [String: JSONValue]) {
        self.values = values
    }

    func optional(_ name: String) throws(ProtocolError) -> JSONValue? {
        guard let value = values[name], value != .null else { return nil }
        return value
    }

    private func required(_ name: String) throws(ProtocolError) -> JSONValue {
        guard let value = try optional(name) else { throw ProtocolError("\(name) is missing") }
        return value
    }

    func string(_ name: String) throws(ProtocolError) -> String {
        guard case .string(let value) = try required(name) else { throw ProtocolError("\(name) must be a string") }
        return value
    }

    /// A string no longer than the limit.
    func text(_ name: String) throws(ProtocolError) -> String {
        let value = try string(name)
        guard value.count <= ClientMessage.maximumTextLength else { throw ProtocolError("\(name) is too long") }
        return value
    }

    /// A non-empty string no longer than the limit: an identity, a kind.
    func identity(_ name: String) throws(ProtocolError) -> String {
        let value = try text(name)
        guard !value.isEmpty else { throw ProtocolError("\(name) is empty") }
        return value
    }

    func optionalIdentity(_ name: String) throws(ProtocolError) -> String? {
        guard try optional(name) != nil else { return nil }
        return try identity(name)
    }

    func boolean(_ name: String) throws(ProtocolError) -> Bool {
        guard case .bool(let value) = try required(name) else { throw ProtocolError("\(name) must be true or false") }
        return value
    }

    /// A boolean that may be missing (or `null`), but is one when present.
    func optionalBoolean(_ name: String) throws(ProtocolError) -> Bool? {
        guard try optional(name) != nil else { return nil }
        return try boolean(name)
    }

    func number(_ name: String, in range: ClosedRange<CGFloat>) throws(ProtocolError) -> CGFloat {
        guard case .number(let number) = try required(name) else { throw ProtocolError("\(name) must be a number") }
        let value = CGFloat(number)
        guard value.isFinite, range.contains(value) else {
            throw ProtocolError("\(name) must be a finite number in \(range.lowerBound)…\(range.upperBound)")
        }
        return value
    }

    /// A number that may be missing (or `null`), but is a finite one in `range` when present.
    func optionalNumber(_ name: String, in range: ClosedRange<CGFloat>) throws(ProtocolError) -> CGFloat? {
        guard try optional(name) != nil else { return nil }
        return try number(name, in: range)
    }

    func integer(_ name: String, in range: ClosedRange<Int>) throws(ProtocolError) -> Int {
        let value = try number(name, in: CGFloat(range.lowerBound)...CGFloat(range.upperBound))
        guard value == value.rounded() else { throw ProtocolError("\(name) must be a whole number") }
        return Int(value)
    }

    func coordinate(_ name: String) throws(ProtocolError) -> CGFloat {
        try number(name, in: -ClientMessage.maximumCoordinate...ClientMessage.maximumCoordinate)
    }

    func point() throws(ProtocolError) -> CGPoint {
        CGPoint(x: try coordinate("x"), y: try coordinate("y"))
    }

    func size() throws(ProtocolError) -> CGSize {
        CGSize(width: try number("w", in: 1...ClientMessage.maximumSide), height: try number("h", in: 1...ClientMessage.maximumSide))
    }
}
