import Testing

@testable import OpenCollectionViewWeb

/// The session's hand-written JSON: every string it writes reads back as the same string.
@Suite struct JSONWriterTests {
    @Test(arguments: [
        "", "plain", #"<div class="ocv-element" style="left:0px">"#, "back\\slash", "line\nbreak\r\ttab", "\u{0}\u{1}\u{1F}",
        "emoji 😀 and 한글 and é", "\"\"\"", "end with quote\"", "\\",
    ])
    func stringsReadBackUnchanged(_ value: String) {
        var writer = JSONWriter()
        writer.string(value)
        #expect(JSONValue.parse(writer.text) == .string(value))
    }

    @Test func randomStringsReadBackUnchanged() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [Character] = ["a", "\"", "\\", "\n", "\u{7}", "é", "😀", "<", " ", "\u{1F}"]
        for _ in 0..<500 {
            let value = String((0..<Int.random(in: 0...40, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            var writer = JSONWriter()
            writer.string(value)
            #expect(JSONValue.parse(writer.text) == .string(value), "\(value.debugDescription)")
        }
    }
}
