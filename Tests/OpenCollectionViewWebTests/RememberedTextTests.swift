import Testing

@testable import OpenCollectionViewWeb

/// Text remembered by key: written once, then given back; past its capacity it starts again rather than grow.
@Suite struct RememberedTextTests {
    @Test func aTextIsWrittenOnceForEachKey() {
        let remembered = RememberedText<Int>()
        var writes = 0
        for _ in 0..<3 {
            #expect(remembered.remembered(7) { writes += 1; return "seven" } == "seven")
        }
        #expect(remembered.remembered(8) { writes += 1; return "eight" } == "eight")
        #expect(writes == 2)
        #expect(remembered.count == 2)
    }

    @Test func pastItsCapacityItForgetsAndStartsAgain() {
        let remembered = RememberedText<Int>(capacity: 4)
        for key in 0..<4 { _ = remembered.remembered(key) { "\(key)" } }
        #expect(remembered.count == 4)
        _ = remembered.remembered(4) { "4" }
        #expect(remembered.count == 1)
        var rewritten = false
        #expect(remembered.remembered(0) { rewritten = true; return "0" } == "0")
        #expect(rewritten)
    }
}
