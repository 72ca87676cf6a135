import Testing

@testable import OpenCollectionViewWeb

/// The strict JSON parser every page message goes through: what it accepts, and the malformed input it refuses.
@Suite struct JSONValueTests {
    @Test func parsesEveryKindOfValue() {
        let parsed = JSONValue.parse(#" {"a": [1, -2.5e2, true, false, null], "b": {"c": "d\u00e9\n\"q\""}} "#)
        #expect(parsed == .object([
            "a": .array([.number(1), .number(-250), .bool(true), .bool(false), .null]),
            "b": .object(["c": .string("dé\n\"q\"")]),
        ]))
    }

    @Test func readsSurrogatePairsAsOneCharacter() {
        #expect(JSONValue.parse(#""\ud83d\ude00""#) == .string("😀"))
    }

    @Test(arguments: [
        "", " ", "{", "}", "[1,]", "{\"a\":1,}", "{\"a\" 1}", "{a:1}", "'x'", "01", "1.", ".5", "-", "+1", "1e", "NaN",
        "Infinity", "-Infinity", "1e400", "tru", "nul", "\"unterminated", "\"\\x\"", "\"\\ud800\"", "\"\\udc00x\"",
        "\"tab\there\"", "1 2", "{} x", "[1] [2]",
    ])
    func refusesMalformedInput(_ text: String) {
        #expect(JSONValue.parse(text) == nil, "accepted \(text.debugDescription)")
    }

    @Test func boundsNesting() {
        let deepest = String(repeating: "[", count: JSONValue.maximumDepth + 1) + String(repeating: "]", count: JSONValue.maximumDepth + 1)
        let tooDeep = "[" + deepest + "]"
        #expect(JSONValue.parse(deepest) != nil)
        #expect(JSONValue.parse(tooDeep) == nil)
        // Far deeper input is refused without recursing through it.
        #expect(JSONValue.parse(String(repeating: "[", count: 100_000)) == nil)
    }
}
