import Foundation
import NIOCore
import OpenCollectionView

/// A message for a live page (PROTOCOL.md) as its session made it on the main actor: JSON text in which the HTML of the
/// collection views' elements it carries is still to be drawn. Drawing them is about half of what writing a scroll's
/// answer costs, and needs nothing the app holds (`ElementDrawing` is a value): the page's connection draws them as it
/// writes the message (`bytes`), off the main actor, so that the one actor every page shares spends its time on the apps
/// while the other cores draw.
@_spi(Benchmarks) public struct LiveMessage: Sendable {
    private let json: JSONWriter
    /// Whether the connection writes the message as a WebSocket ping (empty) rather than a text frame (`ping`).
    let isPing: Bool

    /// The message `json` writes, its element drawings (`JSONWriter.html(of:)`) still to do.
    init(_ json: JSONWriter) {
        self.json = json
        isPing = false
    }

    /// A WebSocket ping, which a browser answers with a pong of its own accord: queued among the page's messages, so
    /// that the connection's writer sends it (`LiveHost.Configuration.pingInterval`).
    static let ping = LiveMessage(json: JSONWriter(capacity: 0), isPing: true)

    private init(json: JSONWriter, isPing: Bool) {
        self.json = json
        self.isPing = isPing
    }

    /// A message written whole: `text` is JSON.
    init(text: String) {
        var json = JSONWriter(capacity: 0)
        json.raw(text)
        self.json = json
        isPing = false
    }

    /// The message's JSON in UTF-8, its elements drawn now: the payload of the text frame a connection sends. O(bytes);
    /// call it off the main actor.
    public var bytes: ByteBuffer {
        json.drawn()
    }

    /// The message's JSON, its elements drawn now (`bytes` as a string). O(bytes); call it off the main actor.
    public var text: String {
        String(buffer: bytes)
    }

    /// How many elements are still to draw.
    var pendingDrawingCount: Int {
        json.pendingDrawingCount
    }

    /// How many bytes `text` takes, estimated without drawing: the JSON written and `estimatedElementBytes` for each
    /// element still to draw. What a connection's unread bound counts a queued message by. O(1).
    var estimatedByteCount: Int {
        json.text.utf8.count + json.pendingDrawingCount * Self.estimatedElementBytes
    }

    /// About what an element's HTML takes. The gallery's first frames measure 0.3–1.9 KB an element: 0.65–1.3 KB on
    /// average (Mountains Search 648 bytes, the grids about 720, the Million-Row List 1,020, the menu 1,321).
    static let estimatedElementBytes = 1_024
}

/// What a live page's element is drawn from, apart from where its HTML goes in a message: immutable, so that the page's
/// connection draws it off the main actor (`LiveMessage`). Drawn as a collection view's patch draws its elements: with the
/// window's traits and the live host's image addresses. A reference: a patch's parts are written into one another as
/// they nest (an element into its entry, the entry into the message), and copying a drawing copies its element's view
/// tree, a retain for each of its references.
final class ElementDrawing: Sendable {
    let content: ElementPlacement.Content
    /// Where the element is placed: in the content, or in its row's strip.
    let frame: CGRect
    let traitCollection: UITraitCollection
    /// The digest of the element's view tree (`ElementPlacement.viewDigest`), which finds its contents' HTML among
    /// those every page shares (`SharedElementHTML`).
    let viewDigest: Int?

    /// The element `placement` draws, read from `tree` (the tree it was placed from), drawn with `traitCollection`.
    init(_ placement: ElementPlacement, from tree: RenderTree, traitCollection: UITraitCollection) {
        content = placement.content(from: tree)
        frame = placement.frame
        self.traitCollection = traitCollection
        viewDigest = placement.viewDigest
    }

    /// Appends the element's HTML, drawn now, to `html`; its views' HTML is shared with every page that drew the same.
    func write(into html: inout String) {
        ElementPlacement.write(
            content, at: frame, in: Self.context(traitCollection: traitCollection),
            contents: viewDigest.map { (SharedElementHTML.shared, $0) }, into: &html)
    }

    /// What a live page's elements are drawn with: the window's traits, and images the live host serves.
    static func context(traitCollection: UITraitCollection) -> DrawingContext {
        DrawingContext(traitCollection: traitCollection)
    }
}
