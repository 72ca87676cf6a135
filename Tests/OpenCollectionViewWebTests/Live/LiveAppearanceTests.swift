import Foundation
import OpenCollectionView
import Testing

@_spi(Benchmarks) @testable import OpenCollectionViewWeb

/// A live page's appearance: the session's window takes the browser's colour scheme and contrast preference (from
/// `hello`, then from `appearance` messages), draws increased contrast unless the host opts out, and redraws
/// everything when they change.
@MainActor
@Suite struct LiveAppearanceTests {
    let tiles = TilesViewController()

    init() {
        tiles.count = 600
    }

    /// A session showing `tiles` (the suite's own by default) for a page that said `dark` and `contrast`.
    func session(
        dark: Bool? = nil, contrast: Bool? = nil, increasesContrast: Bool = true, showing tiles: TilesViewController? = nil
    ) throws -> LiveSession {
        let hello = ClientMessage.Hello(
            path: "/", viewport: CGSize(width: 390, height: 844), scale: 2, fonts: nil, resumeToken: nil, reducedMotion: false,
            dark: dark, contrast: contrast)
        let tiles = tiles ?? self.tiles
        return try #require(LiveSession(
            token: "token", hello: hello, screens: SingleScreen { UINavigationController(rootViewController: tiles) },
            increasesContrast: increasesContrast))
    }

    func json(_ message: LiveMessage?) throws -> [String: Any] {
        let data = Data(try #require(message).text.utf8)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// The elements of the tiles' entry in `message` listed under `field` (`add`, `update`): identity → HTML.
    func elements(_ message: [String: Any], _ field: String) -> [String: String] {
        let entry = (message["cvs"] as? [[String: Any]])?.first { $0["cv"] as? String == tiles.collectionView.hostIdentity }
        var found: [String: String] = [:]
        for element in entry?[field] as? [[String: Any]] ?? [] {
            if let id = element["id"] as? String { found[id] = element["html"] as? String }
        }
        return found
    }

    @Test func aPageThatSaysNothingIsLightWithIncreasedContrast() throws {
        let session = try session()
        #expect(session.window.traitCollection.userInterfaceStyle == .light)
        #expect(session.window.traitCollection.accessibilityContrast == .high)
        let frame = try json(session.frameMessage())
        #expect((frame["skeleton"] as? String)?.contains("data-appearance=\"light\" data-contrast=\"high\"") == true)
        #expect((frame["skeleton"] as? String)?.contains("color:#0040DD") == true)
    }

    @Test func helloOpensTheWindowInTheBrowsersAppearance() throws {
        let session = try session(dark: true, contrast: false)
        #expect(session.window.traitCollection.userInterfaceStyle == .dark)
        #expect(tiles.view.traitCollection.userInterfaceStyle == .dark)
        let frame = try json(session.frameMessage())
        #expect((frame["skeleton"] as? String)?.contains("data-appearance=\"dark\" data-contrast=\"high\"") == true)
        let added = elements(frame, "add")
        #expect(!added.isEmpty)
        #expect(added.values.allSatisfy { $0.contains("color:#FFFFFF") })
    }

    /// A change of preference answers with a patch that draws the skeleton and every shown element again, in the new
    /// colours; the same preference again changes nothing.
    @Test func anAppearanceMessageRedrawsEverything() throws {
        let session = try session()
        let frame = try json(session.frameMessage())
        let shown = elements(frame, "add")
        #expect(!shown.isEmpty)
        #expect(shown.values.allSatisfy { $0.contains("color:#000000") })

        let patch = try json(session.receive(#"{"t":"appearance","dark":true,"contrast":false}"#))
        #expect(patch["t"] as? String == "patch")
        #expect(session.window.traitCollection.userInterfaceStyle == .dark)
        // The host draws increased contrast whatever the browser asks.
        #expect(session.window.traitCollection.accessibilityContrast == .high)
        #expect((patch["skeleton"] as? String)?.contains("data-appearance=\"dark\"") == true)
        let updated = elements(patch, "update")
        #expect(Set(updated.keys) == Set(shown.keys))
        #expect(updated.values.allSatisfy { $0.contains("color:#FFFFFF") && !$0.contains("color:#000000") })
        #expect(elements(patch, "add").isEmpty)

        #expect(session.receive(#"{"t":"appearance","dark":true,"contrast":false}"#) == nil)
        // Scrolling afterwards draws what comes into view dark too.
        let scrolled = try json(session.handle(.scroll(collectionView: tiles.collectionView.hostIdentity, offset: CGPoint(x: 0, y: 900))))
        let added = elements(scrolled, "add")
        #expect(!added.isEmpty)
        #expect(added.values.allSatisfy { $0.contains("color:#FFFFFF") })
    }

    @Test func contrastFollowsTheBrowserWhenTheHostOptsOut() throws {
        let session = try session(increasesContrast: false)
        #expect(session.window.traitCollection.accessibilityContrast == .normal)
        _ = session.frameMessage()
        let patch = try json(session.handle(.appearance(dark: false, contrast: true)))
        #expect(session.window.traitCollection.accessibilityContrast == .high)
        #expect((patch["skeleton"] as? String)?.contains("data-contrast=\"high\"") == true)
        _ = session.handle(.appearance(dark: false, contrast: false))
        #expect(session.window.traitCollection.accessibilityContrast == .normal)
        let asking = try self.session(contrast: true, increasesContrast: false, showing: TilesViewController())
        #expect(asking.window.traitCollection.accessibilityContrast == .high)
    }

    /// A page that comes back after its connection dropped reports its preferences again; the session takes them.
    @Test func aResumingPageBringsItsAppearance() throws {
        let registry = LiveSessionRegistry(gracePeriod: .seconds(30), maximumSessions: 10)
        let output = OutgoingQueue(limit: 1 << 20) { _ in }
        let screens = SingleScreen { UINavigationController(rootViewController: TilesViewController()) }
        var hello = ClientMessage.Hello(
            path: "/", viewport: CGSize(width: 390, height: 844), scale: 2, fonts: nil, resumeToken: nil, reducedMotion: false,
            dark: false, contrast: false)
        let opened = try #require(registry.open(hello, screens: screens, increasesContrast: false, output: output).session)
        #expect(opened.window.traitCollection.userInterfaceStyle == .light)
        registry.disconnected(opened)

        hello.resumeToken = opened.token
        hello.dark = true
        let resumed = try #require(registry.open(hello, screens: screens, increasesContrast: false, output: output).session)
        #expect(resumed === opened)
        #expect(resumed.window.traitCollection.userInterfaceStyle == .dark)
        #expect(resumed.window.traitCollection.accessibilityContrast == .normal)

        // A page that says nothing about its preferences keeps what the session has.
        registry.disconnected(resumed)
        hello.dark = nil
        hello.contrast = nil
        _ = registry.open(hello, screens: screens, increasesContrast: false, output: output)
        #expect(resumed.window.traitCollection.userInterfaceStyle == .dark)
        resumed.close()
    }
}
