import NIOCore
import NIOPosix
import Testing

@testable import OpenCollectionViewWeb

struct EventLoopTaskExecutorTests {
    @Test func aTaskPreferringALoopsExecutorRunsOnThatLoopBeforeAndAfterTheMainActor() async throws {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let loop = group.next()
        let onTheLoop = await Task(executorPreference: EventLoopTaskExecutor.of(loop)) {
            let before = loop.inEventLoop
            let onTheMainActor = await MainActor.run { loop.inEventLoop }
            return [before, onTheMainActor, loop.inEventLoop]
        }.value
        #expect(onTheLoop == [true, false, true])
        try await group.shutdownGracefully()
    }

    @Test func eachLoopHasOneExecutor() async throws {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 2)
        let (first, second) = (group.next(), group.next())
        #expect(first !== second)
        #expect(EventLoopTaskExecutor.of(first) === EventLoopTaskExecutor.of(first))
        #expect(EventLoopTaskExecutor.of(first) !== EventLoopTaskExecutor.of(second))
        #expect(EventLoopTaskExecutor.of(second).eventLoop === second)
        try await group.shutdownGracefully()
    }
}
