import Foundation
import LayoutGeometry
import Testing
import ViewTestSupport

/// `IndexPath.isOrdered(before:)`, the fast comparison layout passes and render trees sort by, orders index paths
/// exactly as Foundation's `<` does; `IndexPath.text(joinedBy:)` writes the place hosts name elements by.
struct IndexPathOrderTests {
    /// Random paths of no to three indexes, small indexes so that equal sections and prefixes are common (a failure
    /// prints the pair).
    @Test(arguments: [UInt64(1), 2, 3])
    func ordersAsFoundationDoes(seed: UInt64) {
        var rng = SplitMix64(state: seed)
        func randomPath() -> IndexPath {
            IndexPath(indexes: (0..<Int.random(in: 0...3, using: &rng)).map { _ in Int.random(in: -1...3, using: &rng) })
        }
        for _ in 0..<2_000 {
            let (lhs, rhs) = (randomPath(), randomPath())
            #expect(lhs.isOrdered(before: rhs) == (lhs < rhs), "\(lhs) before \(rhs)")
        }
    }

    @Test func comparesSectionsBeforeItems() {
        #expect(IndexPath(item: 9, section: 0).isOrdered(before: IndexPath(item: 0, section: 1)))
        #expect(!IndexPath(item: 0, section: 1).isOrdered(before: IndexPath(item: 9, section: 0)))
        #expect(IndexPath(item: 1, section: 2).isOrdered(before: IndexPath(item: 2, section: 2)))
        #expect(!IndexPath(item: 2, section: 2).isOrdered(before: IndexPath(item: 2, section: 2)))
        #expect(IndexPath(index: 2).isOrdered(before: IndexPath(item: 0, section: 2)))
    }

    @Test func writesItsIndexesJoined() {
        #expect(IndexPath(item: 12, section: 3).text(joinedBy: "-") == "3-12")
        #expect(IndexPath(indexes: [0, 4, 7]).text(joinedBy: ".") == "0.4.7")
        #expect(IndexPath(index: 5).text(joinedBy: ".") == "5")
        #expect(IndexPath().text(joinedBy: ".") == "")
        #expect(IndexPath(item: 1_234_567, section: 0).text(prefixedBy: "cell ", joinedBy: "-") == "cell 0-1234567")
        #expect(IndexPath().text(prefixedBy: "cell ", joinedBy: "-") == "cell ")
    }

    /// Every index, however large or negative, is written as Swift writes it in decimal.
    @Test func writesAnyIndexAsSwiftDoes() {
        var random = SystemRandomNumberGenerator()
        let extremes = [0, 9, 10, 99, 100, -1, -10, Int.max, Int.min, Int.max / 10, 1_000_000_000_000_000_000]
        for trial in 0..<2_000 {
            let count = trial % 4
            let indexes = (0..<count).map { position in
                trial < extremes.count ? extremes[(trial + position) % extremes.count] : Int.random(in: Int.min...Int.max, using: &random) >> (trial % 64)
            }
            let expected = "e " + indexes.map(String.init).joined(separator: "::")
            #expect(IndexPath(indexes: indexes).text(prefixedBy: "e ", joinedBy: "::") == expected)
        }
    }
}
