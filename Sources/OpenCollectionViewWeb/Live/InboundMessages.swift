import Foundation
import Synchronization

/// The messages a page has sent that its session has not handled yet, in order, decoded as they arrive.
///
/// A page's `scroll` says where it is now, so a scroll followed at once by a later scroll of the same collection view
/// is dropped unhandled: when the session is busy (its main-actor budget spent on a fast fling), the page's reports
/// pile up, and answering places the page has already left only delays the answer for where it is. Scrolls are
/// dropped only next to one another, so every other message (a pan's end, a tap) is still handled where the page was
/// when it sent it.
///
/// At most `capacity` messages wait: past that, the reader waits for room (`waitForRoom()`), and what the page sends
/// meanwhile waits in the connection, as it did when messages were read one at a time.
final class InboundMessages: Sendable {
    /// How many messages may wait for the session.
    static let capacity = 64

    /// What waits for the session.
    enum Entry: Sendable {
        /// A message as it arrived: decoded, or refused with the reason.
        case message(Result<ClientMessage, ProtocolError>, arrived: ContinuousClock.Instant)
        /// The end of the connection once what came before is handled (a flood: the messages within the rate are
        /// still answered, then the page is told why).
        case end(LiveConnection.Ending)
    }

    private struct State {
        var entries: [Entry] = []
        var waiting: CheckedContinuation<Entry?, Never>?
        var waitingForRoom: CheckedContinuation<Void, Never>?
        var finished = false
    }

    private let state = Mutex(State())

    /// Adds what arrived; a waiting `next()` gets it at once.
    func append(_ entry: Entry) {
        let waiting = state.withLock { state -> CheckedContinuation<Entry?, Never>? in
            guard !state.finished else { return nil }
            if let waiting = state.waiting {
                state.waiting = nil
                return waiting
            }
            state.entries.append(entry)
            return nil
        }
        waiting?.resume(returning: entry)
    }

    /// Whether the reader waits for room now.
    var readerWaitsForRoom: Bool { state.withLock { $0.waitingForRoom != nil } }

    /// Returns once fewer than `capacity` messages wait (at once when they do), or when finished.
    func waitForRoom() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let hasRoom = state.withLock { state -> Bool in
                guard state.entries.count >= Self.capacity, !state.finished else { return true }
                state.waitingForRoom = continuation
                return false
            }
            if hasRoom { continuation.resume() }
        }
    }

    /// No more messages will come: `next()` returns what is left, then `nil`.
    func finish() {
        let (waiting, waitingForRoom) = state.withLock { state in
            state.finished = true
            defer {
                state.waiting = nil
                state.waitingForRoom = nil
            }
            return (state.waiting, state.waitingForRoom)
        }
        waiting?.resume(returning: nil)
        waitingForRoom?.resume()
    }

    /// The next message to handle, skipping scrolls a later one supersedes; waits for one to arrive. `nil` once
    /// finished and empty.
    func next() async -> Entry? {
        await withCheckedContinuation { continuation in
            let (ready, room) = state.withLock { state -> (Entry??, CheckedContinuation<Void, Never>?) in
                // A reader waiting for room has filled the queue: what this takes makes room.
                let room = state.waitingForRoom
                state.waitingForRoom = nil
                if let entry = Self.takeNext(from: &state.entries) { return (.some(entry), room) }
                if state.finished { return (.some(nil), room) }
                state.waiting = continuation
                return (.none, room)
            }
            room?.resume()
            if let ready { continuation.resume(returning: ready) }
        }
    }

    /// Removes and returns the first entry of `entries` that is not a scroll followed at once by a scroll of the
    /// same collection view.
    static func takeNext(from entries: inout [Entry]) -> Entry? {
        while !entries.isEmpty {
            let entry = entries.removeFirst()
            guard case .message(.success(.scroll(let collectionView, _, _)), _) = entry, let following = entries.first,
                case .message(.success(.scroll(collectionView, _, _)), _) = following
            else { return entry }
        }
        return nil
    }
}
