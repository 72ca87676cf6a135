import Foundation
import OpenCollectionView
import Testing

@testable import OpenCollectionViewWeb

/// A page's messages wait in order for its session; a scroll that a later scroll of the same collection view follows
/// at once is skipped, so a busy session answers where the page is, not where it was.
@Suite struct InboundMessagesTests {
    static func scroll(_ collectionView: String, _ y: CGFloat) -> InboundMessages.Entry {
        .message(.success(.scroll(collectionView: collectionView, offset: CGPoint(x: 0, y: y))), arrived: .now)
    }

    static func entry(_ message: ClientMessage) -> InboundMessages.Entry {
        .message(.success(message), arrived: .now)
    }

    /// What `next()` hands out of `entries`, in order.
    static func handled(_ entries: [InboundMessages.Entry]) -> [String] {
        var queue = entries
        var handled: [String] = []
        while let entry = InboundMessages.takeNext(from: &queue) {
            switch entry {
            case .message(.success(.scroll(let collectionView, let offset, _)), _): handled.append("\(collectionView)@\(Int(offset.y))")
            case .message(.success(let message), _): handled.append("\(message)")
            case .message(.failure(let error), _): handled.append("refused: \(error)")
            case .end(let ending): handled.append("end: \(ending)")
            }
        }
        return handled
    }

    @Test func onlyTheLatestOfAdjacentScrollsIsHandled() {
        #expect(Self.handled([Self.scroll("a", 10), Self.scroll("a", 20), Self.scroll("a", 30)]) == ["a@30"])
        // Scrolls of different collection views each keep their latest.
        #expect(Self.handled([Self.scroll("a", 10), Self.scroll("b", 5), Self.scroll("b", 6), Self.scroll("a", 40)])
            == ["a@10", "b@6", "a@40"])
    }

    /// A message between two scrolls is handled where the page was when it sent it: the scroll before it stays.
    @Test func aMessageBetweenScrollsKeepsTheScrollBeforeIt() {
        let end = Self.entry(.panEnded(collectionView: "a", velocity: CGPoint(x: 0, y: 2)))
        let refused = InboundMessages.Entry.message(.failure(ProtocolError("y is missing")), arrived: .now)
        #expect(Self.handled([Self.scroll("a", 10), Self.scroll("a", 20), end, Self.scroll("a", 30), refused, Self.scroll("a", 40)])
            == ["a@20", "\(ClientMessage.panEnded(collectionView: "a", velocity: CGPoint(x: 0, y: 2)))", "a@30", "refused: y is missing", "a@40"])
    }

    /// Messages wait for the handler; one that arrives while it waits reaches it at once; finishing ends the wait.
    @Test func theHandlerWaitsForMessagesAndForTheEnd() async {
        let inbound = InboundMessages()
        inbound.append(Self.scroll("a", 1))
        inbound.append(Self.scroll("a", 2))
        let first = await inbound.next()
        guard case .message(.success(.scroll(_, let offset, _)), _)? = first else { Issue.record("no scroll"); return }
        #expect(offset.y == 2)
        async let waited = inbound.next()
        inbound.append(Self.entry(.back))
        guard case .message(.success(.back), _)? = await waited else { Issue.record("the waiting handler got nothing"); return }
        async let last = inbound.next()
        inbound.finish()
        #expect(await last == nil)
        inbound.append(Self.entry(.back))
        #expect(await inbound.next() == nil)
    }
}

/// The queue holds at most `capacity` messages: the reader waits for room, and finishing frees it.
@Suite struct InboundMessagesCapacityTests {
    @Test func aFullQueueMakesTheReaderWaitUntilOneIsTaken() async {
        let inbound = InboundMessages()
        for index in 0..<InboundMessages.capacity {
            inbound.append(InboundMessagesTests.entry(.selectSegment("s", index: index)))
        }
        let reader = Task { await inbound.waitForRoom() }
        // The reader comes to wait, however long the machine takes to run it.
        var turns = 0
        while !inbound.readerWaitsForRoom && turns < 100_000 {
            await Task.yield()
            turns += 1
        }
        #expect(inbound.readerWaitsForRoom)
        guard case .message(.success(.selectSegment("s", index: 0)), _)? = await inbound.next() else {
            Issue.record("the first message is not the first sent"); return
        }
        #expect(!inbound.readerWaitsForRoom)
        await reader.value
        // A finished queue never makes its reader wait.
        inbound.finish()
        await inbound.waitForRoom()
    }

}
