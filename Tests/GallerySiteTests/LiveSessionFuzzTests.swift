import Foundation
import OpenCollectionView
import Testing

@testable import GallerySite
@_spi(Benchmarks) @testable import OpenCollectionViewWeb

/// Random message sequences against live sessions of the gallery's screens, seeded: well-formed events at identities
/// the pages were sent (and at ones they were not), events that decode but make no sense now (at identities the page was
/// just told are gone, at rows past the last section, scrolls in the middle of a drag), every message type with fields
/// of the wrong type, missing, out of range, huge or not numbers at all, broken JSON. Nothing may trap; a message
/// answered with `error`, or aimed at something that is gone, must leave the session exactly as it was (what it shows,
/// where it is scrolled, what it would send next). Each run must refuse, ignore and apply enough messages to mean it.
@MainActor
@Suite struct LiveSessionFuzzTests {
    /// Screens with lists, grids, orthogonal rows, search, swipes, reordering, outlines, switches, pushes, the
    /// controls (text fields, a slider, a stepper among them), a custom layout that snaps flings and animates its
    /// inserts, and a section index.
    static let paths = [
        "/", "/examples/million-item-grid", "/examples/mountains-search", "/examples/orthogonal-section-behaviors",
        "/examples/emoji-explorer", "/examples/reorderable-list", "/examples/settings-wi-fi", "/examples/uitableview-editing",
        "/examples/controls", "/examples/card-carousel", "/examples/million-row-list",
    ]

    /// The screens take turns (`.serialized`), and each yields the main actor after every message: the main actor is
    /// every test's, and the live host's tests over sockets wait on it for each message their pages send.
    @Test(.serialized, arguments: 0..<11)
    func randomMessagesNeverTrapAndRefusedOnesChangeNothing(screen: Int) async throws {
        let baseSeed = ProcessInfo.processInfo.environment["OCV_FUZZ_SEED"].flatMap(UInt64.init) ?? 0x5EED_0CF1
        let seed = baseSeed &+ UInt64(screen)
        let path = Self.paths[screen]
        let session = try #require(LiveSession.opened(atPath: path, size: CGSize(width: 390, height: 844), screens: GalleryLiveScreens()))
        defer { session.close() }
        var fuzzer = MessageFuzzer(seed: seed, seen: session.frameMessage().text)
        var refused = 0, ignored = 0, applied = 0
        // 250 sequences of 10 messages per screen.
        for sequence in 0..<250 {
            for step in 0..<10 {
                let message = fuzzer.next()
                let before = Self.state(of: session)
                let answer = session.receive(message)?.text
                if let answer { fuzzer.learn(from: answer) }
                let after = Self.state(of: session)
                if answer?.hasPrefix("{\"t\":\"error\"") == true {
                    refused += 1
                    #expect(after == before, "seed \(seed), sequence \(sequence), step \(step): refused \(message) but changed the session")
                } else if fuzzer.lastKind == .stale {
                    ignored += 1
                    #expect(after == before, "seed \(seed), sequence \(sequence), step \(step): \(message) named what is gone but changed the session")
                } else if after != before {
                    applied += 1
                }
                await Task.yield()
            }
            // A sequence ends with the app's own time passing, as ticks do between messages.
            if let patch = session.tick()?.text { fuzzer.learn(from: patch) }
        }
        #expect(fuzzer.sent == 2_500)
        // Half the messages are malformed or garbage, a tenth stale; enough of the well-formed ones change every screen.
        #expect(refused >= 1_000, "seed \(seed): only \(refused) refused")
        #expect(ignored >= 180, "seed \(seed): only \(ignored) stale messages")
        #expect(applied >= 40, "seed \(seed): only \(applied) messages changed the session")
    }

    /// What a refused message must not change: the window (its change signature covers views, snapshots, selection,
    /// editing, search text and navigation) and every shown collection view's offset.
    static func state(of session: LiveSession) -> [String] {
        [String(session.window.hostChangeSignature)]
            + session.window.collectionViewsOnTopScreen.map { "\($0.contentOffset)" }
    }
}

/// Makes the messages: a mixture of well-formed events aimed at identities the page was sent, malformed versions of
/// every message type, and text that is not a message at all.
struct MessageFuzzer {
    private var random: SplitMix64
    private var collectionViews: [String] = ["nobody"]
    private var elements: [String] = ["gone"]
    private var barItems: [String] = ["back", "nothing"]
    private var hostViews: [String] = ["search"]
    /// Identities the page was told are gone (and not sent again since).
    private var removed: [String] = []
    /// Whether the last well-formed message began a drag, so that the next scrolls in the middle of it.
    private var dragging: (cv: String, remaining: Int)?
    private(set) var sent = 0

    /// What kind of message `next()` made last.
    enum Kind {
        case wellFormed
        /// Well-formed, but aimed at what the page was told is gone or never had (a row past the last section).
        case stale
        /// Well-formed and meaningful, but arriving when a person could not send it (a scroll mid-drag).
        case untimely
        case malformed
        case garbage
    }

    private(set) var lastKind = Kind.wellFormed

    init(seed: UInt64, seen frame: String) {
        random = SplitMix64(seed: seed)
        learn(from: frame)
    }

    /// Takes the identities an answer names, to aim later events at them.
    mutating func learn(from answer: String) {
        collectionViews = Self.union(collectionViews, Self.values(of: "cv", in: answer), limit: 8)
        let shown = Self.values(of: "id", in: answer)
        elements = Self.union(elements, shown, limit: 200)
        removed = Self.union(removed.filter { !shown.contains($0) }, Self.removedIdentities(in: answer), limit: 200)
        barItems = Self.union(barItems, Self.attributeValues("data-bar-button", in: answer), limit: 20)
        // Search bars and switches are named by their views' host identities.
        hostViews = Self.union(hostViews, Self.attributeValues("data-host-identity", in: answer), limit: 40)
    }

    mutating func next() -> String {
        sent += 1
        if let drag = dragging {
            // In the middle of a drag: a scroll, then the drag ends.
            lastKind = .untimely
            dragging = drag.remaining > 1 ? (drag.cv, drag.remaining - 1) : nil
            let cv = quoted(drag.cv)
            return drag.remaining > 1
                ? #"{"t":"scroll","cv":\#(cv),"x":0,"y":\#(coordinate())}"# : #"{"t":"drag","cv":\#(cv),"phase":"end"}"#
        }
        switch random.below(20) {
        case 0..<8:
            lastKind = .wellFormed
            return wellFormed()
        case 8..<10:
            lastKind = .stale
            return stale()
        case 10..<18:
            lastKind = .malformed
            return malformed()
        default:
            lastKind = .garbage
            return garbage()
        }
    }

    /// An event that decodes but names what is not there: an element the page was told is gone, a row past the last
    /// section, a collection view that was never sent.
    private mutating func stale() -> String {
        let sent = collectionViews.filter { $0 != "nobody" }
        let cv = quoted(pick(sent.isEmpty ? collectionViews : sent))
        let gone = quoted(removed.isEmpty ? "gone" : pick(removed))
        switch random.below(5) {
        case 0: return #"{"t":"accessory","cv":\#(cv),"id":\#(gone),"kind":"disclosure"}"#
        case 1: return #"{"t":"swipe","cv":\#(cv),"phase":"begin","id":\#(gone),"edge":"trailing"}"#
        case 2: return #"{"t":"drag","cv":\#(cv),"phase":"begin","id":\#(gone)}"#
        case 3: return #"{"t":"row","cv":\#(cv),"s":\#(1_000 + random.below(9_000_000)),"o":\#(coordinate())}"#
        default: return #"{"t":"key","cv":"nobody","key":\#(quoted(pick(["down", "up", "select"])))}"#
        }
    }

    private mutating func wellFormed() -> String {
        let collectionView = pick(collectionViews)
        let cv = quoted(collectionView)
        let id = quoted(pick(elements))
        switch random.below(25) {
        case 0: return #"{"t":"scroll","cv":\#(cv),"x":0,"y":\#(coordinate())}"#
        case 1: return #"{"t":"row","cv":\#(cv),"s":\#(random.below(6)),"o":\#(coordinate())}"#
        case 2: return #"{"t":"down","cv":\#(cv),"x":\#(random.below(400)),"y":\#(coordinate())}"#
        case 3: return #"{"t":"up","cv":\#(cv),"inside":\#(random.below(4) != 0)}"#
        case 4: return #"{"t":"tap","cv":\#(cv),"x":\#(random.below(400)),"y":\#(coordinate())}"#
        case 5: return #"{"t":"accessory","cv":\#(cv),"id":\#(id),"kind":\#(quoted(pick(["disclosure", "delete", "reorder", "checkmark", "outlineDisclosure", "insert"])))}"#
        case 6: return #"{"t":"swipe","cv":\#(cv),"phase":"begin","id":\#(id),"edge":\#(random.below(2) == 0 ? "\"leading\"" : "\"trailing\"")}"#
        case 7: return #"{"t":"swipe","cv":\#(cv),"phase":"move","dx":\#(Int(random.below(801)) - 400)}"#
        case 8: return #"{"t":"swipe","cv":\#(cv),"phase":"end"}"#
        case 9: return #"{"t":"swipeAction","cv":\#(cv),"index":\#(random.below(3))}"#
        case 10:
            if random.below(2) == 0 { dragging = (collectionView, 3) }
            if random.below(2) == 0 {
                return #"{"t":"drag","cv":\#(cv),"phase":"lift","id":\#(id),"x":\#(random.below(400)),"y":\#(coordinate())}"#
            }
            return #"{"t":"drag","cv":\#(cv),"phase":"begin","id":\#(id)}"#
        case 11: return #"{"t":"drag","cv":\#(cv),"phase":"move","x":\#(random.below(400)),"y":\#(coordinate())}"#
        case 12: return #"{"t":"drag","cv":\#(cv),"phase":\#(random.below(2) == 0 ? "\"end\"" : "\"cancel\"")}"#
        case 13:
            if random.below(4) == 0 { return #"{"t":"refresh","cv":\#(cv)}"# }
            return #"{"t":"key","cv":\#(cv),"key":\#(quoted(pick(["down", "up", "select", "escape"])))}"#
        case 14: return #"{"t":"cellMenu","cv":\#(cv),"index":\#(random.below(5))}"#
        case 15: return #"{"t":"bar","id":\#(quoted(pick(barItems)))}"#
        case 16: return #"{"t":"menu","index":\#(random.below(5))}"#
        case 17: return #"{"t":"search","bar":\#(quoted(pick(hostViews))),"text":\#(quoted(pick(["", "a", "mo", "Mont", "zz", "é😀", String(repeating: "x", count: 300)])))}"#
        case 18: return #"{"t":\#(quoted(pick(["searchBegin", "searchReturn", "searchCancel"]))),"bar":\#(quoted(pick(hostViews)))}"#
        case 19: return #"{"t":\#(quoted(pick(["switch", "button"]))),"id":\#(random.below(2) == 0 ? quoted(pick(hostViews)) : id)}"#
        case 20:
            if random.below(3) == 0 { return #"{"t":"contextMenu","cv":\#(cv),"id":\#(id),"x":\#(random.below(400)),"y":\#(coordinate())}"# }
            return random.below(3) == 0 ? #"{"t":"back"}"# : #"{"t":"dismissMenu"}"#
        case 21:
            let field = random.below(2) == 0 ? "segment\",\"index" : "page\",\"page"
            return #"{"t":"\#(field)":\#(random.below(6)),"id":\#(random.below(2) == 0 ? quoted(pick(hostViews)) : id)}"#
        case 22:
            // The text fields', sliders' and steppers' messages, at any host view (or none) with any value.
            let target = random.below(2) == 0 ? quoted(pick(hostViews)) : id
            switch random.below(6) {
            case 0: return #"{"t":"search","bar":\#(target),"text":\#(quoted(pick(["", "Ada", "7", "a😀c", String(repeating: "x", count: 300)])))}"#
            case 1: return #"{"t":"\#(pick(["searchBegin", "searchReturn"]))","bar":\#(target)}"#
            case 2: return #"{"t":"\#(pick(["textEnd", "textClear"]))","id":\#(target)}"#
            case 3: return #"{"t":"slider","id":\#(target),"value":\#(pick(["0", "0.5", "-3", "1e29", "42.25"]))}"#
            default: return #"{"t":"stepper","id":\#(target),"increment":\#(random.below(2) == 0)}"#
            }
        case 23:
            // A person's scroll in its three steps, at any speed a finger could give.
            switch random.below(4) {
            case 3: return #"{"t":"indexTitle","cv":\#(cv),"index":\#(random.below(12))}"#
            case 0: return #"{"t":"pan","cv":\#(cv),"phase":"begin"}"#
            case 1: return #"{"t":"pan","cv":\#(cv),"phase":"end","vx":\#(Int(random.below(21)) - 10),"vy":\#(Int(random.below(21)) - 10)}"#
            default: return #"{"t":"pan","cv":\#(cv),"phase":"settled"}"#
            }
        default:
            return #"{"t":"resize","w":\#(1 + random.below(2000)),"h":\#(1 + random.below(2000)),"scale":\#(pick(["1", "2", "3"]))}"#
        }
    }

    /// A message of a known type with one field wrong: missing, of another type, out of range, not finite.
    private mutating func malformed() -> String {
        let types = [
            "hello", "resize", "scroll", "row", "down", "up", "tap", "accessory", "swipe", "swipeAction", "drag", "key", "refresh",
            "cellMenu", "bar", "menu", "dismissMenu", "searchBegin", "search", "searchReturn", "searchCancel", "switch",
            "button", "contextMenu", "segment", "page", "textEnd", "textClear", "slider", "stepper", "appearance", "pan",
            "indexTitle",
        ]
        let fields = ["cv", "x", "y", "w", "h", "s", "o", "id", "index", "phase", "dx", "key", "text", "bar", "inside", "scale", "dark", "page", "value", "increment", "vx", "vy"]
        let badValues = [
            "null", "true", "\"1\"", "-1", "1e308", "-1e308", "1e999", "NaN", "Infinity", "0.5", "99999999999999999999",
            "[]", "{}", "\"\"", "-0", "1e12", "16385", String(repeating: "9", count: 400), "\"\\ud800\"",
        ]
        var members = [#""t":\#(quoted(pick(types)))"#]
        for field in fields where random.below(3) == 0 {
            members.append("\(quoted(field)):\(pick(badValues))")
        }
        if random.below(4) == 0 { members.append(#""cv":\#(quoted(pick(collectionViews)))"#) }
        return "{" + members.shuffled(using: &random).joined(separator: ",") + "}"
    }

    /// Text that is not a message: broken or deep JSON, other values, nothing.
    private mutating func garbage() -> String {
        switch random.below(7) {
        case 0: return ""
        case 1: return String(repeating: "[", count: 1 + random.below(5_000))
        case 2: return #"{"t":"scroll","cv":"#
        case 3: return pick(["[]", "42", "\"scroll\"", "null", "{}", "{\"t\":7}", "{\"t\":\"nope\"}"])
        case 4: return "{\"t\":\"search\",\"bar\":\"search\",\"text\":\"" + String(repeating: "é", count: 2_500) + "\"}"
        case 5: return String(decoding: (0..<random.below(200)).map { _ in UInt8(truncatingIfNeeded: random.next()) }, as: UTF8.self)
        default: return #"{"t":"scroll","t":"tap","cv":"a","x":1,"y":2}"#
        }
    }

    private mutating func coordinate() -> String {
        switch random.below(6) {
        case 0: return "-500"
        case 1: return "1e11"
        case 2: return String(random.below(100_000_000))
        default: return String(random.below(5_000))
        }
    }

    private mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[random.below(elements.count)]
    }

    private func quoted(_ text: String) -> String {
        var writer = JSONWriter()
        writer.string(text)
        return writer.text
    }

    private static func union(_ known: [String], _ new: [String], limit: Int) -> [String] {
        var result = known
        for value in new where !result.contains(value) { result.append(value) }
        return Array(result.suffix(limit))
    }

    /// The string values of `"key":"…"` pairs in a message.
    private static func values(of key: String, in text: String) -> [String] {
        strings(after: "\"\(key)\":\"", in: text)
    }

    /// The identities a message's `"remove"` lists name.
    private static func removedIdentities(in text: String) -> [String] {
        strings(after: "\"remove\":[", in: text, terminator: "]").flatMap { list in
            list.split(separator: ",").map { String($0.dropFirst().dropLast()) }
        }
    }

    /// The values of an HTML attribute inside a message's (JSON-escaped) HTML.
    private static func attributeValues(_ attribute: String, in text: String) -> [String] {
        strings(after: "\(attribute)=\\\"", in: text, terminator: "\\\"")
    }

    private static func strings(after opening: String, in text: String, terminator: String = "\"") -> [String] {
        var found: [String] = []
        var rest = text[...]
        while let start = rest.range(of: opening) {
            rest = rest[start.upperBound...]
            guard let end = rest.range(of: terminator) else { break }
            found.append(String(rest[..<end.lowerBound]))
            rest = rest[end.upperBound...]
        }
        return found
    }
}

/// The gallery's seeded generator makes the fuzzer's messages: the same seed, the same messages on every machine.
extension SplitMix64 {
    mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
