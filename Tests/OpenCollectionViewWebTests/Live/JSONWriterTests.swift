import PropertyBased
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

    /// Strings of the characters JSON makes hard, drawn by a seeded generator (a failure prints its seed).
    @Test func randomStringsReadBackUnchanged() async {
        let alphabet: [Character] = ["a", "\"", "\\", "\n", "\u{7}", "é", "😀", "<", " ", "\u{1F}"]
        let strings = Generator(run: { rng in
            String((0..<Int.random(in: 0...40, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! })
        })
        await propertyCheck(count: 500, input: strings) { value in
            // Each case lets other tests' work run: the machine's few threads are shared, and a long run of cases
            // must not hold one for seconds.
            await Task.yield()
            var writer = JSONWriter()
            writer.string(value)
            #expect(JSONValue.parse(writer.text) == .string(value), "\(value.debugDescription)")
        }
    }
}
