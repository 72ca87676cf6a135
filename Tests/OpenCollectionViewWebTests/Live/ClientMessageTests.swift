import Foundation
import OpenCollectionView
import Testing

@testable import OpenCollectionViewWeb

/// Decoding what a page sends (PROTOCOL.md): every message kind, and a clear refusal for anything else.
@Suite struct ClientMessageTests {
    private func decoded(_ text: String) throws -> ClientMessage {
        try ClientMessage.decode(text)
    }

    private func refusal(_ text: String) -> String? {
        do {
            _ = try ClientMessage.decode(text)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func decodesHello() throws {
        let message = try decoded(#"{"t":"hello","v":1,"path":"/examples/grid?x=1","w":390,"h":844,"scale":3,"resume":"abc"}"#)
        guard case .hello(let hello) = message else { Issue.record("not a hello: \(message)"); return }
        #expect(hello.path == "/examples/grid?x=1")
        #expect(hello.viewport == CGSize(width: 390, height: 844))
        #expect(hello.scale == 3)
        #expect(hello.resumeToken == "abc")
        #expect(hello.fonts == nil)
        #expect(!hello.reducedMotion)
    }

    /// A page that has not measured its fonts says `hello` with their probe, and sends them in `fonts` later.
    @Test func decodesAFontProbeAndFontsSentLater() throws {
        guard case .hello(let hello) = try decoded(#"{"t":"hello","v":1,"path":"/","w":390,"h":844,"scale":2,"probe":1171.5}"#)
        else { Issue.record("not a hello"); return }
        #expect(hello.fontProbe == 1_171.5)
        #expect(hello.fonts == nil)
        let fonts = #"{"size":100,"chars":"ab","weights":{"400":[50,55]},"fallbacks":{"400":[100,90,120,52]}}"#
        let weight = FontAdvanceTable.Weight(advances: ["a": 50, "b": 55], fullWidth: 100, hangul: 90, emoji: 120, other: 52)
        #expect(try decoded(#"{"t":"fonts","fonts":"# + fonts + "}") == .fonts(FontAdvanceTable(referenceSize: 100, weights: [400: weight])))
        #expect(refusal(#"{"t":"fonts"}"#) == "fonts is missing")
        #expect(refusal(#"{"t":"fonts","fonts":[]}"#) == "fonts must be an object")
        #expect(refusal(#"{"t":"hello","v":1,"path":"/","w":1,"h":1,"scale":1,"probe":-1}"#) != nil)
        #expect(refusal(#"{"t":"hello","v":1,"path":"/","w":1,"h":1,"scale":1,"probe":"wide"}"#) != nil)
    }

    /// The browser's colour scheme and contrast preferences: optional in `hello`, both required in `appearance`.
    @Test func decodesAppearancePreferences() throws {
        guard case .hello(let hello) = try decoded(#"{"t":"hello","v":1,"path":"/","w":390,"h":844,"scale":2,"dark":true,"contrast":false}"#)
        else { Issue.record("not a hello"); return }
        #expect(hello.dark == true)
        #expect(hello.contrast == false)
        guard case .hello(let quiet) = try decoded(#"{"t":"hello","v":1,"path":"/","w":390,"h":844,"scale":2,"dark":null}"#)
        else { Issue.record("not a hello"); return }
        #expect(quiet.dark == nil)
        #expect(quiet.contrast == nil)
        #expect(try decoded(#"{"t":"appearance","dark":false,"contrast":true}"#) == .appearance(dark: false, contrast: true))
        #expect(try decoded(#"{"t":"appearance","dark":true,"contrast":false}"#) == .appearance(dark: true, contrast: false))
    }

    @Test func refusesAppearancePreferencesThatAreNotBooleans() {
        #expect(refusal(#"{"t":"hello","v":1,"path":"/","w":1,"h":1,"scale":1,"dark":"yes"}"#) == "dark must be true or false")
        #expect(refusal(#"{"t":"hello","v":1,"path":"/","w":1,"h":1,"scale":1,"contrast":1}"#) == "contrast must be true or false")
        #expect(refusal(#"{"t":"appearance","dark":true}"#) == "contrast is missing")
        #expect(refusal(#"{"t":"appearance","contrast":true}"#) == "dark is missing")
        #expect(refusal(#"{"t":"appearance","dark":null,"contrast":true}"#) == "dark is missing")
        #expect(refusal(#"{"t":"appearance","dark":"dark","contrast":true}"#) == "dark must be true or false")
        #expect(refusal(#"{"t":"appearance","dark":true,"contrast":[true]}"#) == "contrast must be true or false")
    }

    @Test func decodesWhatAPersonDoes() throws {
        guard case .scroll("cv-1", let offset, nil) = try decoded(#"{"t":"scroll","cv":"cv-1","x":0,"y":1200.5}"#) else {
            Issue.record("not a scroll"); return
        }
        #expect(offset == CGPoint(x: 0, y: 1200.5))
        #expect(try decoded(#"{"t":"scroll","cv":"cv-1","x":0,"y":5,"rt":48.6}"#)
            == .scroll(collectionView: "cv-1", offset: CGPoint(x: 0, y: 5), roundTrip: .milliseconds(49)))
        guard case .scrollRow("cv-1", 2, 331) = try decoded(#"{"t":"row","cv":"cv-1","s":2,"o":331}"#) else {
            Issue.record("not a row scroll"); return
        }
        guard case .swipeBegan("cv", "item #3", .leading) = try decoded(#"{"t":"swipe","cv":"cv","phase":"begin","id":"item #3","edge":"leading"}"#)
        else { Issue.record("not a swipe"); return }
        guard case .dragMoved("cv", CGPoint(x: 10, y: 20)) = try decoded(#"{"t":"drag","cv":"cv","phase":"move","x":10,"y":20}"#)
        else { Issue.record("not a drag"); return }
        guard case .pullToRefresh("cv") = try decoded(#"{"t":"refresh","cv":"cv"}"#) else { Issue.record("not a refresh"); return }
        guard case .lift("cv", "item #4", CGPoint(x: 30, y: 40)) = try decoded(#"{"t":"drag","cv":"cv","phase":"lift","id":"item #4","x":30,"y":40}"#)
        else { Issue.record("not a lift"); return }
        guard case .searchText("ka", searchBar: "bar") = try decoded(#"{"t":"search","bar":"bar","text":"ka"}"#) else {
            Issue.record("not search text"); return
        }
        #expect(try decoded(#"{"t":"key","cv":"cv","key":"down"}"#) == .key(collectionView: "cv", .down, modifiers: []))
        guard case .back = try decoded(#"{"t":"back"}"#) else { Issue.record("not back"); return }
    }

    /// The keys a click or an arrow is made with: shift and command on a press, shift on an arrow.
    @Test func decodesTheKeysHeld() throws {
        #expect(try decoded(#"{"t":"down","cv":"cv","x":1,"y":2,"shift":true}"#)
            == .touchDown(collectionView: "cv", point: CGPoint(x: 1, y: 2), modifiers: .shift))
        #expect(try decoded(#"{"t":"down","cv":"cv","x":1,"y":2,"command":true,"shift":false}"#)
            == .touchDown(collectionView: "cv", point: CGPoint(x: 1, y: 2), modifiers: .command))
        #expect(try decoded(#"{"t":"down","cv":"cv","x":1,"y":2}"#)
            == .touchDown(collectionView: "cv", point: CGPoint(x: 1, y: 2), modifiers: []))
        #expect(try decoded(#"{"t":"key","cv":"cv","key":"left","shift":true}"#) == .key(collectionView: "cv", .left, modifiers: .shift))
        #expect(try decoded(#"{"t":"key","cv":"cv","key":"right"}"#) == .key(collectionView: "cv", .right, modifiers: []))
        #expect(throws: ProtocolError.self) { try decoded(#"{"t":"down","cv":"cv","x":1,"y":2,"shift":"yes"}"#) }
    }

    /// A person's scroll in three steps, with the finger's speed within a thousand points per millisecond.
    @Test func decodesAPan() throws {
        #expect(try decoded(#"{"t":"pan","cv":"cv","phase":"begin"}"#) == .panBegan(collectionView: "cv"))
        #expect(try decoded(#"{"t":"pan","cv":"cv","phase":"end","vx":-0.5,"vy":2.25}"#)
            == .panEnded(collectionView: "cv", velocity: CGPoint(x: -0.5, y: 2.25)))
        #expect(try decoded(#"{"t":"pan","cv":"cv","phase":"settled"}"#) == .panSettled(collectionView: "cv"))
        #expect(refusal(#"{"t":"pan","cv":"cv","phase":"end","vx":0,"vy":1e4}"#)?.hasPrefix("vy must be a finite number in") == true)
        #expect(refusal(#"{"t":"pan","cv":"cv","phase":"end","vx":0}"#) == "vy is missing")
        #expect(refusal(#"{"t":"pan","cv":"cv","phase":"throw"}"#) == "phase must be begin, end or settled")
    }

    @Test func decodesAnIndexTitle() throws {
        #expect(try decoded(#"{"t":"indexTitle","cv":"cv","index":3}"#) == .indexTitle(collectionView: "cv", index: 3))
        #expect(refusal(#"{"t":"indexTitle","cv":"cv","index":10001}"#)?.hasPrefix("index must be a finite number in") == true)
        #expect(refusal(#"{"t":"indexTitle","index":1}"#) == "cv is missing")
    }

    @Test func decodesAChosenSegmentOrPageWithinRange() throws {
        #expect(try decoded(#"{"t":"segment","id":"segmented-control-4","index":2}"#) == .selectSegment("segmented-control-4", index: 2))
        #expect(try decoded(#"{"t":"page","id":"page-control-5","page":0}"#) == .setPage("page-control-5", page: 0))
        #expect(refusal(#"{"t":"segment","id":"s","index":-1}"#)?.hasPrefix("index must be a finite number in") == true)
        #expect(refusal(#"{"t":"page","id":"p","page":10001}"#)?.hasPrefix("page must be a finite number in") == true)
        #expect(refusal(#"{"t":"page","id":"p","page":1.5}"#) == "page must be a whole number")
        #expect(refusal(#"{"t":"segment","index":1}"#) == "id is missing")
    }

    @Test func decodesTextFieldSliderAndStepperMessagesWithinRange() throws {
        #expect(try decoded(#"{"t":"textEnd","id":"text-field-3"}"#) == .endEditing("text-field-3"))
        #expect(try decoded(#"{"t":"textClear","id":"text-field-3"}"#) == .clearText("text-field-3"))
        #expect(try decoded(#"{"t":"search","bar":"text-field-3","text":"Ada"}"#) == .searchText("Ada", searchBar: "text-field-3"))
        #expect(try decoded(#"{"t":"slider","id":"slider-2","value":-12.5}"#) == .setSliderValue("slider-2", value: -12.5))
        #expect(try decoded(#"{"t":"stepper","id":"stepper-9","increment":false}"#) == .stepStepper("stepper-9", increment: false))
        #expect(refusal(#"{"t":"slider","id":"s","value":1e31}"#)?.hasPrefix("value must be a finite number in") == true)
        #expect(refusal(#"{"t":"slider","id":"s","value":"1"}"#) == "value must be a number")
        #expect(refusal(#"{"t":"slider","id":"s"}"#) == "value is missing")
        #expect(refusal(#"{"t":"stepper","id":"s","increment":1}"#) == "increment must be true or false")
        #expect(refusal(#"{"t":"textClear"}"#) == "id is missing")
    }

    @Test func decodesAResizeHandlesDragInItsPhases() throws {
        #expect(try decoded(#"{"t":"resizeHandle","id":"resize-handle-7","phase":"begin"}"#) == .dragResizeHandle("resize-handle-7", .began))
        #expect(try decoded(#"{"t":"resizeHandle","id":"resize-handle-7","phase":"move","dx":-40,"dy":12.5}"#)
            == .dragResizeHandle("resize-handle-7", .moved(translation: CGSize(width: -40, height: 12.5))))
        #expect(try decoded(#"{"t":"resizeHandle","id":"resize-handle-7","phase":"end"}"#) == .dragResizeHandle("resize-handle-7", .ended))
        #expect(refusal(#"{"t":"resizeHandle","id":"r","phase":"move","dx":1}"#) == "dy is missing")
        #expect(refusal(#"{"t":"resizeHandle","id":"r","phase":"move","dx":1e13,"dy":0}"#)?.hasPrefix("dx must be a finite number in") == true)
        #expect(refusal(#"{"t":"resizeHandle","id":"r","phase":"lift"}"#) == "phase must be begin, move or end")
        #expect(refusal(#"{"t":"resizeHandle","phase":"begin"}"#) == "id is missing")
    }

    @Test func refusesWithAReason() {
        #expect(refusal("[1]") == "the message is not a JSON object")
        #expect(refusal(#"{"t":"hello","v":2,"path":"/","w":1,"h":1,"scale":1}"#) == "this server speaks version 1 of the protocol")
        #expect(refusal(#"{"t":"teleport"}"#) == "unknown message type \"teleport\"")
        #expect(refusal(#"{"t":"scroll","cv":"c","x":0}"#) == "y is missing")
        #expect(refusal(#"{"t":"scroll","cv":"c","x":"0","y":0}"#) == "x must be a number")
        #expect(refusal(#"{"t":"scroll","cv":"","x":0,"y":0}"#) == "cv is empty")
        #expect(refusal(#"{"t":"scroll","cv":"c","x":0,"y":0,"rt":-1}"#)?.hasPrefix("rt must be a finite number in") == true)
        #expect(refusal(#"{"t":"scroll","cv":"c","x":0,"y":0,"rt":"fast"}"#) == "rt must be a number")
        #expect(refusal(#"{"t":"up","cv":"c","inside":1}"#) == "inside must be true or false")
        #expect(refusal(#"{"t":"swipe","cv":"c","phase":"fling"}"#) == "phase must be begin, move or end")
        #expect(refusal(#"{"t":"key","cv":"c","key":"F13"}"#) == "key must be down, up, left, right, select or escape")
        #expect(refusal(#"{"t":"hello","v":1,"path":"grid","w":1,"h":1,"scale":1}"#) == "path must start with /")
        #expect(refusal(#"{"t":"menu","index":1.5}"#) == "index must be a whole number")
    }

    @Test func refusesNumbersOutOfRange() {
        #expect(refusal(#"{"t":"scroll","cv":"c","x":0,"y":1e13}"#)?.hasPrefix("y must be a finite number in") == true)
        #expect(refusal(#"{"t":"resize","w":0,"h":844,"scale":1}"#)?.hasPrefix("w must be a finite number in") == true)
        #expect(refusal(#"{"t":"resize","w":390,"h":844,"scale":100}"#)?.hasPrefix("scale must be a finite number in") == true)
        #expect(refusal(#"{"t":"menu","index":-1}"#)?.hasPrefix("index must be a finite number in") == true)
    }

    @Test func refusesTextOverTheLimit() {
        let long = String(repeating: "a", count: ClientMessage.maximumTextLength + 1)
        #expect(refusal(#"{"t":"search","bar":"b","text":"\#(long)"}"#) == "text is too long")
        let limit = String(repeating: "a", count: ClientMessage.maximumTextLength)
        #expect(refusal(#"{"t":"search","bar":"b","text":"\#(limit)"}"#) == nil)
    }
}
