import Foundation
import Testing

@testable import OpenCollectionViewSnapshotTesting

/// What keeps snapshot references the same on every machine and in every test order.
@Suite struct SnapshotFormatTests {
    @Test func numbersHaveAtMostThreeDecimalsAndNoTrailingZeros() {
        #expect(LayoutDescription.number(78.333_333_3) == "78.333")
        #expect(LayoutDescription.number(156.666_666_6) == "156.667")
        #expect(LayoutDescription.number(0.5) == "0.5")
        #expect(LayoutDescription.number(44) == "44")
        #expect(LayoutDescription.number(-44.000_000_1) == "-44")
    }

    @Test func hostIdentitiesAreNumberedInTheOrderTheyAppearPerKind() {
        let text = "collection-view-42 bar-button-7 collection-view-9 collection-view-42 switch-3 bar-button-12 notswitch-4"
        #expect(StableIdentities.renumbered(text)
            == "collection-view-1 bar-button-1 collection-view-2 collection-view-1 switch-1 bar-button-2 notswitch-4")
    }
}
