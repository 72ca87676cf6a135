import Foundation
import Testing

@testable import OpenCollectionViewWeb

/// How often a page is looked at for its app's own changes: at once after a person acts, less and less often while
/// nothing changes — a quarter second at most while the page is in use, a second once it has been quiet.
@Suite struct SessionTickerTests {
    let base = Duration.milliseconds(50)

    /// The waits between ticks from an activity on, while nothing changes, until `horizon`.
    func waits(until horizon: Duration) -> [Duration] {
        var waits: [Duration] = []
        var interval = base
        var elapsed = Duration.zero
        while elapsed < horizon {
            waits.append(interval)
            elapsed += interval
            interval = SessionTicker.interval(after: interval, active: false, sinceActivity: elapsed, tickInterval: base)
        }
        return waits
    }

    @Test func aPageInUseIsLookedAtAtLeastFourTimesASecondThenOnceASecond() {
        let waits = waits(until: .seconds(6))
        #expect(Array(waits.prefix(4)) == [.milliseconds(50), .milliseconds(100), .milliseconds(200), .milliseconds(250)])
        // Within two seconds of the activity, never more than a quarter second apart.
        var elapsed = Duration.zero
        for wait in waits {
            if elapsed < .seconds(2) { #expect(wait <= .milliseconds(250)) }
            elapsed += wait
        }
        // After it, doubling up to a second.
        #expect(waits.suffix(3) == [.seconds(1), .seconds(1), .seconds(1)])
        #expect(waits.contains(.milliseconds(500)))
        // Twenty-some ticks in the five seconds after an activity with a quarter second at most; fourteen now.
        #expect(self.waits(until: .seconds(5)).count == 14)
    }

    @Test func aChangeOrAMessageBringsTheWaitBackToTheTickInterval() {
        #expect(SessionTicker.interval(after: .seconds(1), active: true, sinceActivity: .zero, tickInterval: base) == base)
        // A tick interval longer than the ceilings is kept.
        #expect(SessionTicker.interval(after: .seconds(2), active: false, sinceActivity: .seconds(9), tickInterval: .seconds(2))
            == .seconds(2))
    }
}
