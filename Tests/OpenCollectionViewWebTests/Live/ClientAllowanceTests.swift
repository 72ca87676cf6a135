import Foundation
import HTTPTypes
import NIOCore
import OpenCollectionView
import Synchronization
import Testing

@_spi(Benchmarks) @testable import OpenCollectionViewWeb

/// Limits belong to a person, not to a socket: one client's pages share one message rate, one share of the main actor
/// and one allowance of unread bytes, whatever their number; another client is answered meanwhile. Clients are told
/// apart by address (an IPv6 client by its /64), and a proxy's word for who it forwards is believed only from a proxy
/// the host trusts. Budgets are kept by a clock the tests hold still, so what they allow does not depend on the
/// machine's speed.
@Suite(.timeLimit(.minutes(5))) struct ClientAllowanceTests {
    static let hello = LiveHostTests.hello

    /// One person's second page spends what the first left of the message budget: together they are told `bye` at the
    /// eleventh message (a burst of twice 5), which neither page alone reaches.
    @Test func aClientsPagesShareOneMessageRate() async throws {
        let clock = ManualClock()
        let host = try LiveHostLimitsTests.host(clock: clock.hostClock) { $0.maximumMessagesPerSecond = 5 }
        try await LiveHostTests.serve(host) { client in
            @Sendable func toggle(_ index: Int) -> String { #"{"t":"appearance","dark":\#(index % 2 == 0),"contrast":false}"# }
            let first = try await LiveHostLimitsTests.page(client) { outbound, log in
                try await outbound.write(.text(Self.hello))
                for index in 0..<5 { try await outbound.write(.text(toggle(index))) }
                try await log.waitFor { $0.count == 6 }
                let second = try await LiveHostLimitsTests.page(client) { outbound, secondLog in
                    try await outbound.write(.text(Self.hello))
                    for index in 0..<6 { try? await outbound.write(.text(toggle(index))) }
                    try await secondLog.waitFor { $0.last?.hasPrefix(#"{"t":"bye""#) == true || $0.count == 7 }
                }
                // Its hello and three toggles are the 7th to 10th messages; the 11th is one too many.
                #expect(second.count == 5)
                #expect(second.last == #"{"t":"bye","reason":"too many messages: at most 5 a second"}"#)
            }
            #expect(first.count == 6)
            #expect(first.allSatisfy { !$0.contains(#""t":"bye""#) })
        }
    }

    /// A person whose first page took the main actor's time beyond their share (a screen that takes 3 ms to open, a
    /// share of 1 ms a second) waits with their second page until the time is paid off — while another person's page is
    /// answered at once.
    @Test func aClientsPagesShareOneTimeBudgetWhileAnotherClientIsAnswered() async throws {
        let clock = ManualClock()
        var configuration = LiveHost.Configuration()
        configuration.allowedOrigins = ["ws://localhost"]
        configuration.serverTimePerSecond = .milliseconds(1)
        LiveHostLimitsTests.trustForwarding(&configuration)
        let host = try LiveHost(screens: SingleScreen { SlowToOpenViewController(clock: clock) }, configuration: configuration, clock: clock.hostClock)
        let someone = LiveHostLimitsTests.forwarded(for: "203.0.113.7")
        let someoneElse = LiveHostLimitsTests.forwarded(for: "198.51.100.20")
        try await LiveHostTests.serve(host) { client in
            let first = try await LiveHostLimitsTests.page(client, headers: someone) { outbound, log in
                try await outbound.write(.text(Self.hello))
                try await log.waitFor { $0.count == 1 }
                let secondLog = MessageLog()
                let second = Task {
                    try await LiveHostLimitsTests.page(client, headers: someone) { outbound, log in
                        try await outbound.write(.text(Self.hello))
                        try await log.waitFor { $0.count == 1 }
                        await secondLog.append(contentsOf: await log.texts)
                    }
                }
                // The person's work waits for the refill (on the held clock) before it goes on.
                while clock.sleeperCount == 0 { try await Task.sleep(for: .milliseconds(2)) }
                let other = try await LiveHostLimitsTests.answeredPage(client, headers: someoneElse)
                #expect(other.first?.hasPrefix(#"{"t":"frame""#) == true)
                #expect(await secondLog.texts.isEmpty)
                // Time passes: the debt is paid, and the second page opens.
                while await secondLog.texts.isEmpty {
                    clock.advance(by: .seconds(1))
                    try await Task.sleep(for: .milliseconds(2))
                }
                #expect(try await second.value.first?.hasPrefix(#"{"t":"frame""#) == true)
            }
            #expect(first.first?.hasPrefix(#"{"t":"frame""#) == true)
        }
    }

    /// The budget is charged by the clock it refills by: a screen that takes longer than the whole burst to open on a
    /// slow or busy machine (600 ms of the main actor against 500 ms) leaves its client in no debt while the test holds
    /// that clock still, and the page's next message is answered.
    @Test func aSlowMachineChargesNothingWhileTheClockIsHeld() async throws {
        let clock = ManualClock()
        var configuration = LiveHost.Configuration()
        configuration.allowedOrigins = ["ws://localhost"]
        let host = try LiveHost(screens: SingleScreen { SlowMachineViewController() }, configuration: configuration, clock: clock.hostClock)
        try await LiveHostTests.serve(host) { client in
            let texts = try await LiveHostLimitsTests.page(client) { outbound, log in
                try await outbound.write(.text(Self.hello))
                try await log.waitFor { $0.count == 1 }
                try await outbound.write(.text(#"{"t":"appearance","dark":true,"contrast":false}"#))
                try await log.waitFor { $0.count == 2 }
            }
            #expect(texts.first?.hasPrefix(#"{"t":"frame""#) == true)
            // The window drawn again in the dark appearance.
            #expect(texts.last?.hasPrefix(#"{"t":"patch""#) == true, "\(texts.last ?? "")")
        }
    }

    /// Past a client's unread allowance, its page holding the most unread gives up, and the page that sent can go on;
    /// when the sender holds the most itself, it is the one to give up.
    @Test func theClientsPageHoldingTheMostUnreadGivesUp() {
        var configuration = LiveHost.Configuration()
        configuration.maximumUnreadBytes = 1_000
        let allowance = ClientAllowance(configuration: configuration, clock: .continuous)
        let overflows = Mutex<[String]>([])
        let stalled = OutgoingQueue(allowance: allowance) { _ in overflows.withLock { $0.append("stalled") } }
        let reading = OutgoingQueue(allowance: allowance) { _ in overflows.withLock { $0.append("reading") } }
        #expect(stalled.send(LiveMessage(text: String(repeating: "s", count: 700))))
        #expect(reading.send(LiveMessage(text: String(repeating: "r", count: 200))))
        #expect(overflows.withLock { $0 }.isEmpty)
        // 700 + 200 + 200 passes 1,000: the stalled page's 700 go, the reading page's 200 fit.
        #expect(reading.send(LiveMessage(text: String(repeating: "r", count: 200))))
        #expect(overflows.withLock { $0 } == ["stalled"])
        #expect(!stalled.send(LiveMessage(text: "more")))
        // What the reading page's writer wrote no longer counts; past the allowance on its own, it gives up itself.
        reading.wrote(LiveMessage(text: String(repeating: "r", count: 200)))
        #expect(reading.send(LiveMessage(text: String(repeating: "r", count: 800))))
        #expect(!reading.send(LiveMessage(text: String(repeating: "r", count: 100))))
        #expect(overflows.withLock { $0 } == ["stalled", "reading"])
        // A message larger than the whole allowance is refused alone.
        let other = OutgoingQueue(allowance: allowance) { overflow in
            overflows.withLock { $0.append(overflow == .tooLarge ? "too large" : "other") }
        }
        #expect(!other.send(LiveMessage(text: String(repeating: "o", count: 1_001))))
        #expect(overflows.withLock { $0 }.last == "too large")
        #expect(other.send(LiveMessage(text: "small")))
    }

    // MARK: Who a client is

    static func client(
        peer: String, forwarded: [String] = [], header: String? = "X-Forwarded-For", trusting proxies: Set<String>
    ) throws -> String {
        var configuration = LiveHost.Configuration()
        configuration.clientAddressHeader = header
        configuration.trustedProxies = proxies
        return ClientAddress.of(forwarded: forwarded, peer: try SocketAddress(ipAddress: peer, port: 40_000), configuration: configuration)
    }

    @Test func aProxysWordIsBelievedOnlyFromATrustedProxy() throws {
        // From a trusted proxy: the address it added (the last), not what the client wrote before it.
        #expect(try Self.client(peer: "127.0.0.1", forwarded: ["198.51.100.9, 203.0.113.5"], trusting: ["127.0.0.1"]) == "203.0.113.5")
        // From anybody else, the header is ignored: a page cannot claim another person's address.
        #expect(try Self.client(peer: "192.0.2.44", forwarded: ["203.0.113.5"], trusting: ["127.0.0.1"]) == "192.0.2.44")
        // Through two trusted proxies, the first address that is not one of them.
        #expect(
            try Self.client(peer: "10.0.0.2", forwarded: ["198.51.100.9, 203.0.113.5, 10.0.0.1"], trusting: ["10.0.0.0/8"])
                == "203.0.113.5")
        // Garbage ends what can be vouched for: the proxy that wrote it is the client as far as anyone can tell.
        #expect(try Self.client(peer: "127.0.0.1", forwarded: ["203.0.113.5, nonsense"], trusting: ["127.0.0.1"]) == "127.0.0.1")
        // No header: the peer.
        #expect(try Self.client(peer: "127.0.0.1", trusting: ["127.0.0.1"]) == "127.0.0.1")
    }

    @Test func anIPv6ClientIsItsSlash64() throws {
        let one = try Self.client(peer: "2001:db8:1:2::5", header: nil, trusting: [])
        let sameHousehold = try Self.client(peer: "2001:db8:1:2:ffff:eeee:dddd:cccc", header: nil, trusting: [])
        let neighbour = try Self.client(peer: "2001:db8:1:3::5", header: nil, trusting: [])
        #expect(one == "2001:db8:1:2::/64")
        #expect(sameHousehold == one)
        #expect(neighbour == "2001:db8:1:3::/64")
        // An IPv4 address written as IPv6 is that IPv4 address, counted alone.
        #expect(try Self.client(peer: "::ffff:192.0.2.9", header: nil, trusting: []) == "192.0.2.9")
        // Forwarded IPv6 clients are grouped the same way.
        #expect(
            try Self.client(peer: "::1", forwarded: ["2001:db8:aa:bb:1::2"], trusting: ["::1"]) == "2001:db8:aa:bb::/64")
    }

    @Test func addressBlocksContainWhatTheySay() throws {
        let block = try #require(IPAddressRange("10.1.0.0/16"))
        #expect(block.contains(try #require(IPAddress("10.1.200.3"))))
        #expect(!block.contains(try #require(IPAddress("10.2.0.1"))))
        #expect(!block.contains(try #require(IPAddress("::ffff:10.2.0.1"))))
        #expect(try #require(IPAddressRange("fd00::/8")).contains(try #require(IPAddress("fd12:3456::1"))))
        #expect(!(try #require(IPAddressRange("fd00::/8")).contains(try #require(IPAddress("10.1.0.1")))))
        for bad in ["10.0.0.0/33", "::/129", "example.com", "10.0.0.0/x", "", "1.2.3", "10.0.0.0/-1"] {
            #expect(IPAddressRange(bad) == nil, "\(bad)")
        }
    }
}

/// A screen that takes 3 ms of the main actor to open, on the clock the host keeps its budgets by (which the test holds
/// still otherwise): more than a share of 1 ms a second allows in a burst.
@MainActor
final class SlowToOpenViewController: UIViewController {
    private let clock: ManualClock

    init(clock: ManualClock) {
        self.clock = clock
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        clock.advance(by: .milliseconds(3))
    }
}

/// A screen that takes 600 ms of the main actor to open, as a slow or busy machine might, while the clock the host keeps
/// its budgets by stands still.
@MainActor
final class SlowMachineViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        Thread.sleep(forTimeInterval: 0.6)
    }
}
