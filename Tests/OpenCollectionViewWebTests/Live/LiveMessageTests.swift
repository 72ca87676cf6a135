import Foundation
import NIOCore
import OpenCollectionView
import PropertyBased
import Testing

@_spi(Benchmarks) @testable import OpenCollectionViewWeb

/// Messages whose elements are drawn as they are written, off the main actor: the text is what drawing them at once
/// would have written, and the session leaves them to draw.
@MainActor
@Suite struct LiveMessageTests {
    /// Elements of a collection view whose cells say things JSON and HTML escape, in several scripts.
    static func drawings() -> [ElementDrawing] {
        let tiles = TilesViewController()
        let texts = ["plain", "quote \" and \\ backslash", "é, 한글 and 😀", "<b>&amp;</b>", "line\nbreak", "bell \u{07}, tab\t"]
        tiles.count = texts.count
        tiles.text = { texts[$0.item] }
        _ = shownWindow(tiles)
        let traits = UITraitCollection(userInterfaceStyle: .dark)
        let tree = tiles.collectionView.renderTree()
        return CollectionViewHTML.placements(of: tree).map { ElementDrawing($0, from: tree, traitCollection: traits) }
    }

    /// One step of writing a message: text around the elements, an element, or a part written on its own and added.
    enum Step: Sendable, CustomStringConvertible {
        case raw(String)
        case string(String)
        case element(Int)
        case part([Step])

        var description: String {
            switch self {
            case .raw(let text): "raw(\(text.debugDescription))"
            case .string(let text): "string(\(text.debugDescription))"
            case .element(let index): "element(\(index))"
            case .part(let steps): "part(\(steps))"
            }
        }
    }

    /// Steps of text in several scripts, elements among `drawingCount`, and parts up to two deep.
    nonisolated static func randomSteps(depth: Int = 0, drawingCount: Int, _ rng: inout any SeededRandomNumberGenerator) -> [Step] {
        let fragments = ["{", "\"id\":", ",", "é", "😀", "한", "]}", ""]
        return (0..<Int.random(in: 0...6, using: &rng)).map { _ in
            switch Int.random(in: 0..<(depth < 2 ? 4 : 3), using: &rng) {
            case 0: .raw(fragments.randomElement(using: &rng)!)
            case 1: .string(fragments.shuffled(using: &rng).joined())
            case 2: .element(Int.random(in: 0..<drawingCount, using: &rng))
            default: .part(randomSteps(depth: depth + 1, drawingCount: drawingCount, &rng))
            }
        }
    }

    /// Writes `steps`, leaving the elements to draw (`late`) or drawing each where it goes.
    static func write(_ steps: [Step], drawings: [ElementDrawing], late: Bool) -> JSONWriter {
        var writer = JSONWriter()
        for step in steps {
            switch step {
            case .raw(let text): writer.raw(text)
            case .string(let text): writer.string(text)
            case .element(let index) where late: writer.html(of: drawings[index])
            case .element(let index):
                var html = ""
                drawings[index].write(into: &html)
                writer.string(html)
            case .part(let part): writer.raw(write(part, drawings: drawings, late: late))
            }
        }
        return writer
    }

    /// Messages written of random steps, parts within parts, around text of several scripts (a failure prints its
    /// seed): drawn late, each is the text drawing at once writes.
    @Test func elementsDrawnLateLandWhereTheyWereWritten() async {
        let drawings = Self.drawings()
        #expect(drawings.count == 6)
        let count = drawings.count
        await propertyCheck(count: 300, input: Generator(run: { rng in Self.randomSteps(drawingCount: count, &rng) })) { steps in
            await Task.yield()
            let late = Self.write(steps, drawings: drawings, late: true)
            let atOnce = Self.write(steps, drawings: drawings, late: false)
            #expect(atOnce.pendingDrawingCount == 0)
            #expect(String(buffer: late.drawn()) == atOnce.text, "\(steps)")
            #expect(late.isEmpty == atOnce.text.isEmpty, "\(steps)")
        }
    }

    /// A scroll's answer leaves the elements it adds to draw, and draws them as the collection view's patch draws
    /// its elements: a page that reads it shows what drawing at once would have shown.
    @Test func aScrollsAnswerLeavesTheElementsItAddsToDraw() throws {
        let tiles = TilesViewController()
        tiles.count = 600
        tiles.text = { "Tile é \($0.item) \"😀\"" }
        let hello = ClientMessage.Hello(
            path: "/", viewport: CGSize(width: 390, height: 844), scale: 2, fonts: nil, resumeToken: nil, reducedMotion: false)
        let session = try #require(LiveSession(token: "late", hello: hello, screens: SingleScreen {
            UINavigationController(rootViewController: tiles)
        }, clock: ManualClock().hostClock))
        defer { session.close() }
        _ = session.frameMessage()
        let identity = tiles.collectionView.hostIdentity
        let answer = try #require(session.handle(.scroll(collectionView: identity, offset: CGPoint(x: 0, y: 3_000))))
        let message = try #require(try JSONSerialization.jsonObject(with: Data(answer.text.utf8)) as? [String: Any])
        let entry = try #require((message["cvs"] as? [[String: Any]])?.first { $0["cv"] as? String == identity })
        let added = try #require(entry["add"] as? [[String: Any]])
        #expect(added.count > 10)
        #expect(answer.pendingDrawingCount == added.count, "every element added is drawn as the message is written")

        let traits = session.window.traitCollection
        let tree = tiles.collectionView.renderTree()
        let context = ElementDrawing.context(traitCollection: traits)
        let drawnAtOnce = Dictionary(
            uniqueKeysWithValues: CollectionViewHTML.placements(of: tree).map { ($0.identity, $0.html(from: tree, in: context)) })
        for element in added {
            let id = try #require(element["id"] as? String)
            #expect(element["html"] as? String == drawnAtOnce[id], "\(id)")
        }
    }

    /// A queued message counts against its connection's bound by its estimated size: its text and a kilobyte for each
    /// element still to draw.
    @Test func aQueuedMessageCountsItsElementsByTheirEstimate() throws {
        var json = JSONWriter()
        json.raw("{\"add\":[")
        for drawing in Self.drawings().prefix(2) { json.html(of: drawing) }
        json.raw("]}")
        let message = LiveMessage(json)
        #expect(message.estimatedByteCount == json.text.utf8.count + 2 * LiveMessage.estimatedElementBytes)
        let queue = OutgoingQueue(limit: 1 << 20) { _ in }
        #expect(queue.send(message))
        #expect(queue.pendingBytes == message.estimatedByteCount)
        queue.wrote(message)
        #expect(queue.pendingBytes == 0)
    }
}
