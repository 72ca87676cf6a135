import Foundation
@testable import OpenUIKit
import Synchronization
import Testing

/// A measurer object that answers each text's length in points and counts what it is asked.
private final class TallyingMeasurer: TextMeasurer {
    private let asked = Mutex(0)

    var requests: Int {
        asked.withLock { $0 }
    }

    func measure(_ request: TextMeasurementRequest) -> MeasuredText {
        asked.withLock { $0 += 1 }
        return MeasuredText(
            size: CGSize(width: CGFloat(request.text.count), height: 10), lineCount: 1, lines: [request.text],
            isTruncated: false)
    }
}

/// Labels share what their measurers answered: a text measured for one label (one page's row) is not measured again
/// for another, and what is kept stays bounded.
@MainActor
@Suite struct SharedTextMeasurementsTests {
    @Test func aTextMeasuredForOneLabelIsNotMeasuredAgainForAnother() {
        let measurer = TallyingMeasurer()
        let (first, second, other) = (UILabel(), UILabel(), UILabel())
        first.text = "Mount Kangchenjunga"
        second.text = "Mount Kangchenjunga"
        other.text = "Makalu"
        let sizes = TextMeasurement.withMeasurer(measurer) {
            [first.intrinsicContentSize, second.intrinsicContentSize, other.intrinsicContentSize]
        }
        #expect(sizes == [CGSize(width: 19, height: 10), CGSize(width: 19, height: 10), CGSize(width: 6, height: 10)])
        #expect(measurer.requests == 2)
        // Another font is another request.
        second.font = .systemFont(ofSize: 30)
        _ = TextMeasurement.withMeasurer(measurer) { second.intrinsicContentSize }
        #expect(measurer.requests == 3)
    }

    @Test func anotherMeasurerAnswersForItself() {
        let (first, second) = (TallyingMeasurer(), TallyingMeasurer())
        let label = UILabel()
        label.text = "Lhotse"
        _ = TextMeasurement.withMeasurer(first) { label.intrinsicContentSize }
        let another = UILabel()
        another.text = "Lhotse"
        _ = TextMeasurement.withMeasurer(second) { another.intrinsicContentSize }
        #expect(first.requests == 1)
        #expect(second.requests == 1)
    }

    @Test func whatIsKeptStaysBounded() {
        let measurer = TallyingMeasurer()
        let font = UIFont.systemFont(ofSize: 17)
        func measure(_ text: String) {
            let label = UILabel()
            label.font = font
            label.text = text
            _ = TextMeasurement.withMeasurer(measurer) { label.intrinsicContentSize }
        }
        let texts = (0...SharedTextMeasurements.capacity).map { "text \($0)" }
        for text in texts { measure(text) }
        #expect(measurer.requests == texts.count)
        #expect(SharedTextMeasurements.count <= SharedTextMeasurements.capacity)
        // Keeping one more than the capacity let the first go: it is asked for again.
        measure(texts[0])
        #expect(measurer.requests == texts.count + 1)
    }
}
