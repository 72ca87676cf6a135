import Foundation
import Testing

@testable import OpenCollectionViewWeb

/// The ticker's schedule gives each page at the wake nearest its due time, once, and never a whole interval early.
@Suite struct TickScheduleTests {
    private let interval = Duration.milliseconds(50)

    @Test("random due times, wakes every interval: each entry is taken once, at the first wake less than an interval before it is due")
    func everyEntryOnceAtItsWake() {
        let start = ContinuousClock.now
        var schedule = TickSchedule<Int>(start: start, interval: interval)
        var generator = SystemRandomNumberGenerator()
        let dues = (0..<2_000).map { _ in start + .milliseconds(Int.random(in: 0..<3_000, using: &generator)) }
        for (entry, due) in dues.enumerated() { schedule.insert(entry, dueAt: due) }
        #expect(schedule.count == dues.count)
        var takenAt: [Int: ContinuousClock.Instant] = [:]
        // Wakes every interval, each a little late, as a sleeping task's are.
        var wake = start
        while wake < start + .seconds(4) {
            wake += interval + .microseconds(Int.random(in: 0..<900, using: &generator))
            for entry in schedule.takeDue(at: wake) {
                #expect(takenAt[entry] == nil, "entry \(entry) taken twice")
                takenAt[entry] = wake
            }
        }
        #expect(takenAt.count == dues.count)
        #expect(schedule.count == 0)
        for (entry, due) in dues.enumerated() {
            guard let taken = takenAt[entry] else { continue }
            #expect(taken > due - interval, "entry \(entry) taken more than an interval early")
            #expect(taken < due + interval + .milliseconds(1), "entry \(entry) taken a wake late")
        }
    }

    @Test("an entry due before the slots already taken comes with the next wake's take; a long sleep takes every slot passed, in order")
    func overdueAndLongSleeps() {
        let start = ContinuousClock.now
        var schedule = TickSchedule<String>(start: start, interval: interval)
        #expect(schedule.takeDue(at: start + .milliseconds(120)).isEmpty)
        schedule.insert("overdue", dueAt: start)
        schedule.insert("late", dueAt: start + .seconds(9))
        schedule.insert("early", dueAt: start + .seconds(2))
        schedule.insert("far", dueAt: start + .seconds(60))
        #expect(schedule.takeDue(at: start + .milliseconds(130)).isEmpty)
        #expect(schedule.takeDue(at: start + .milliseconds(170)) == ["overdue"])
        #expect(schedule.takeDue(at: start + .seconds(10)) == ["early", "late"])
        #expect(schedule.count == 1)
        #expect(schedule.takeDue(at: start + .seconds(59)).isEmpty)
        #expect(schedule.takeDue(at: start + .seconds(60)) == ["far"])
    }
}
