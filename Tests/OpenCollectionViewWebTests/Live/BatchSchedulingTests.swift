import Foundation
import Testing

@testable import OpenCollectionViewWeb

#if canImport(Glibc)
/// Batch scheduling reaches every thread of the process, and the threads it starts afterwards.
@Suite struct BatchSchedulingTests {
    @Test func everyThreadAndEveryThreadStartedAfterIsBatchScheduled() async {
        #expect(BatchScheduling.applyToEveryThread() == 0)
        #expect(BatchScheduling.isCurrentThreadBatched)
        let startedAfter = await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: BatchScheduling.isCurrentThreadBatched) }.start()
        }
        #expect(startedAfter)
    }
}
#endif
