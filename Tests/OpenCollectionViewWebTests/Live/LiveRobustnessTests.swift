import Foundation
import OpenCollectionView
import Synchronization
import Testing

@_spi(Benchmarks) @testable import OpenCollectionViewWeb

/// A screen whose bar button misuses the data source, as an app with a bug would: it applies a snapshot with the same
/// item twice (UIKit raises an exception).
@MainActor
final class MisusingViewController: FruitViewController {
    override func viewDidLoad() {
        initialNames = ["Apple", "Banana"]
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Break", primaryAction: UIAction { [weak self] _ in
            self?.show(["Cherry", "Cherry"])
        })
    }
}

@MainActor
@Suite struct LiveRobustnessTests {
    static func session(showing controller: UIViewController) throws -> LiveSession {
        let hello = ClientMessage.Hello(
            path: "/", viewport: CGSize(width: 390, height: 844), scale: 2, fonts: nil, resumeToken: nil, reducedMotion: false)
        return try #require(LiveSession(token: "robust", hello: hello, screens: SingleScreen {
            UINavigationController(rootViewController: controller)
        }))
    }

    /// The app's misuse in a session is logged, whatever `Diagnostics.policy` says (a debug build traps): the misusing
    /// call is undone (the snapshot gets no items, and the app applies it) and the page goes on.
    @Test func theAppsMisuseIsLoggedAndThePageGoesOn() throws {
        let controller = MisusingViewController()
        let session = try Self.session(showing: controller)
        defer { session.close() }
        let frame = session.frameMessage().text
        let marker = #"data-bar-button=\""#
        let start = try #require(frame.range(of: marker))
        let button = frame[start.upperBound...].prefix { $0 != "\\" }
        let patch = session.receive(#"{"t":"bar","id":"\#(button)"}"#)
        #expect(controller.dataSource.snapshot().itemIdentifiers.isEmpty)
        #expect(patch?.text.contains(#""remove":["#) == true)
        let scrolled = session.receive(#"{"t":"resize","w":320,"h":600,"scale":2}"#)
        #expect(scrolled?.text.hasPrefix(#"{"t":"patch""#) == true)
    }

    /// A session that ends leaves no window, view or view controller behind. Followed by weak references rather than
    /// the process's counts, which the tests running beside this one move.
    @Test func aClosedSessionLeavesNoObjectsBehind() throws {
        final class Followed {
            weak var object: AnyObject?
            init(_ object: AnyObject) { self.object = object }
        }
        var followed: [Followed] = []
        do {
            let session = try Self.session(showing: MisusingViewController())
            _ = session.frameMessage()
            func follow(_ view: UIView) {
                followed.append(Followed(view))
                view.subviews.forEach(follow)
            }
            follow(session.window)
            var controller = session.window.rootViewController
            while let current = controller {
                followed.append(Followed(current))
                controller = current.children.first
            }
            #expect(followed.count > 10)
            session.close()
        }
        #expect(followed.filter { $0.object != nil }.isEmpty)
    }

    @Test func tokenBucketsAllowBurstsAndThenTheRate() {
        let start = ContinuousClock.now
        var bucket = TokenBucket(capacity: 4, refillPerSecond: 2, now: start)
        var taken = (0..<5).map { _ in bucket.take(1, at: start) }
        #expect(taken == [true, true, true, true, false])
        taken = (0..<2).map { _ in bucket.take(1, at: start + .milliseconds(500)) }
        #expect(taken == [true, false])
        // Charging past empty leaves a debt the refill pays off: 3 tokens at 2 a second take 1.5 s.
        let debt = bucket.charge(3, at: start + .milliseconds(500))
        #expect(debt == .milliseconds(1_500))
        let paidOff = bucket.charge(0, at: start + .seconds(2))
        #expect(paidOff == .zero)
        // Refills stop at the capacity.
        taken = [bucket.take(4, at: start + .seconds(60)), bucket.take(1, at: start + .seconds(60))]
        #expect(taken == [true, false])
    }

    @Test func anOutgoingQueueGivesUpOncePastItsBound() async {
        let overflows = Counter()
        let queue = OutgoingQueue(limit: 10) { overflow in
            #expect(overflow == .unread)
            overflows.increment()
        }
        #expect(queue.send(LiveMessage(text: "12345")))
        #expect(queue.send(LiveMessage(text: "12345")))
        #expect(queue.pendingBytes == 10)
        queue.wrote(LiveMessage(text: "12345"))
        #expect(queue.send(LiveMessage(text: "123")))
        #expect(!queue.send(LiveMessage(text: "1234567")))
        #expect(!queue.send(LiveMessage(text: "1")))
        #expect(overflows.value == 1)
        var written: [String] = []
        for await message in queue.messages { written.append(message.text) }
        #expect(written == ["12345", "12345", "123"])
    }

    /// A message larger than the whole bound is refused alone, even to an empty queue, and the queue still takes the
    /// connection's last word.
    @Test func anOutgoingQueueNeverTakesAMessageLargerThanItsBound() async {
        let tooLarge = Counter()
        let queue = OutgoingQueue(limit: 10) { overflow in
            #expect(overflow == .tooLarge)
            tooLarge.increment()
        }
        #expect(!queue.send(LiveMessage(text: "12345678901")))
        #expect(tooLarge.value == 1)
        #expect(queue.pendingBytes == 0)
        #expect(queue.send(LiveMessage(text: "bye")))
        queue.finish()
        var written: [String] = []
        for await message in queue.messages { written.append(message.text) }
        #expect(written == ["bye"])
    }
}

/// A count that `@Sendable` closures can bump.
final class Counter: Sendable {
    private let storage = Mutex(0)
    var value: Int { storage.withLock { $0 } }
    func increment() { storage.withLock { $0 += 1 } }
}
