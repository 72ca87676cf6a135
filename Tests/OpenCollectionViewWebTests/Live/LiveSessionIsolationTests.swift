import Foundation
import OpenCollectionView
import Testing

@_spi(Benchmarks) @testable import OpenCollectionViewWeb

/// Several pages served at once, each its own app: UIKit's process-wide objects answer, for each page's code, with
/// that page's windows, screen and traits — from a button's action, a timer the page's code started and a `Task` it
/// started — and what one page's app sets for itself (animations, the badge, the current traits) stays its own.
@MainActor
@Suite struct LiveSessionIsolationTests {
    /// What a page's code saw of the process-wide objects.
    struct Sight: Equatable {
        var keyWindow: UIWindow?
        var windows: [UIWindow]
        var scenes: Set<UIScene>
        var screenSize: CGSize
        var style: UIUserInterfaceStyle
        var idiom: UIUserInterfaceIdiom
        var animationsEnabled: Bool
        var badge: Int

        @MainActor static func now() -> Sight {
            Sight(
                keyWindow: UIApplication.shared.keyWindow, windows: UIApplication.shared.windows,
                scenes: UIApplication.shared.connectedScenes, screenSize: UIScreen.main.bounds.size,
                style: UITraitCollection.current.userInterfaceStyle, idiom: UIDevice.current.userInterfaceIdiom,
                animationsEnabled: UIView.areAnimationsEnabled, badge: UIApplication.shared.applicationIconBadgeNumber)
        }

        static func == (lhs: Sight, rhs: Sight) -> Bool {
            lhs.keyWindow === rhs.keyWindow && lhs.windows.map(ObjectIdentifier.init) == rhs.windows.map(ObjectIdentifier.init)
                && lhs.scenes == rhs.scenes && lhs.screenSize == rhs.screenSize && lhs.style == rhs.style
                && lhs.idiom == rhs.idiom && lhs.animationsEnabled == rhs.animationsEnabled && lhs.badge == rhs.badge
        }
    }

    /// A screen with a button whose action notes what it sees, starts a task and a `DispatchQueue` timer that note
    /// it again (the timer through the cell it configures when it lays out), and, when asked, changes its app's own
    /// settings.
    final class WhoAmIViewController: UIViewController {
        let button = UIButton(type: .system)
        var collectionView: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
        var fromAction: Sight?
        var fromTask: Sight?
        var fromTimerCell: Sight?
        var fromTimerBlock: Sight?
        var changesSettings = false

        override func viewDidLoad() {
            super.viewDidLoad()
            button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
            button.setTitle("Who am I?", for: .normal)
            view.addSubview(button)
            collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 200, width: view.bounds.width, height: 300),
                collectionViewLayout: UICollectionViewCompositionalLayout.list(
                    using: UICollectionLayoutListConfiguration(appearance: .plain)))
            view.addSubview(collectionView)
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { [weak self] cell, _, item in
                if item == 2 { self?.fromTimerCell = Sight.now() }
                var content = cell.defaultContentConfiguration()
                content.text = "Row \(item)"
                cell.contentConfiguration = content
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            show([1])
            button.addAction(UIAction { [weak self] _ in self?.buttonTapped() }, for: .touchUpInside)
        }

        func show(_ items: [Int]) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(items)
            dataSource.apply(snapshot, animatingDifferences: false)
        }

        private func buttonTapped() {
            if changesSettings {
                UIView.setAnimationsEnabled(false)
                UIApplication.shared.applicationIconBadgeNumber = 7
                UITraitCollection.current = UITraitCollection(userInterfaceStyle: .dark)
            }
            fromAction = Sight.now()
            Task { [weak self] in self?.fromTask = Sight.now() }
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(5)) { [weak self] in
                MainActor.assumeIsolated {
                    guard let self else { return }
                    self.fromTimerBlock = Sight.now()
                    self.show([1, 2])
                    self.collectionView.layoutIfNeeded()
                }
            }
        }
    }

    @MainActor struct Page {
        let session: LiveSession
        let screen: WhoAmIViewController

        /// What the page's own code should see.
        var ownSight: Sight {
            Sight(
                keyWindow: session.window, windows: [session.window], scenes: [session.scene],
                screenSize: session.window.bounds.size, style: session.window.traitCollection.userInterfaceStyle,
                idiom: session.window.bounds.width >= 600 ? .pad : .phone, animationsEnabled: true, badge: 0)
        }

        func tap() {
            _ = session.handle(.tapButton(screen.button.hostIdentity))
        }
    }

    static func open(_ size: CGSize, dark: Bool, token: String) throws -> Page {
        let screen = WhoAmIViewController()
        let hello = ClientMessage.Hello(
            path: "/", viewport: size, scale: 2, fonts: nil, resumeToken: nil, reducedMotion: false, dark: dark, contrast: false)
        let session = try #require(LiveSession(token: token, hello: hello, screens: SingleScreen { screen }))
        _ = session.frameMessage()
        return Page(session: session, screen: screen)
    }

    /// Waits, yielding the main actor, until `condition` holds.
    static func waitUntil(_ condition: () -> Bool) async {
        while !condition() { try? await Task.sleep(for: .milliseconds(1)) }
    }

    @Test(.timeLimit(.minutes(2))) func eachPagesCodeSeesItsOwnAppFromAnActionATaskAndATimer() async throws {
        let pages = [
            try Self.open(CGSize(width: 390, height: 844), dark: false, token: "phone"),
            try Self.open(CGSize(width: 1280, height: 800), dark: true, token: "desktop"),
            try Self.open(CGSize(width: 700, height: 500), dark: false, token: "tablet"),
        ]
        defer { pages.forEach { $0.session.close() } }
        for page in pages.shuffled() { page.tap() }
        for page in pages {
            await Self.waitUntil { page.screen.fromTask != nil && page.screen.fromTimerCell != nil }
            #expect(page.screen.fromAction == page.ownSight)
            #expect(page.screen.fromTask == page.ownSight)
            // A DispatchQueue timer carries no scene: its block sees none of the pages' windows, and the layout it
            // starts puts the page's window, and so its app, in charge again for the cells it configures.
            #expect(page.screen.fromTimerCell == page.ownSight)
            let fromBlock = try #require(page.screen.fromTimerBlock)
            #expect(fromBlock.scenes.isEmpty)
            #expect(!pages.contains { page in fromBlock.windows.contains { $0 === page.session.window } })
            #expect(!pages.contains { $0.session.window === fromBlock.keyWindow })
        }
    }

    @Test func whatOnePagesAppSetsForItselfStaysItsOwn() throws {
        let changing = try Self.open(CGSize(width: 390, height: 844), dark: false, token: "changing")
        let other = try Self.open(CGSize(width: 390, height: 844), dark: false, token: "other")
        defer { [changing, other].forEach { $0.session.close() } }
        changing.screen.changesSettings = true
        changing.tap()
        other.tap()
        var changed = changing.ownSight
        changed.animationsEnabled = false
        changed.badge = 7
        changed.style = .dark
        #expect(changing.screen.fromAction == changed)
        #expect(other.screen.fromAction == other.ownSight)
        // Outside every page, nothing changed either.
        #expect(UIApplication.shared.applicationIconBadgeNumber == 0)
    }

    @Test func codeOutsideEveryPageSeesNoPagesWindows() throws {
        let page = try Self.open(CGSize(width: 390, height: 844), dark: false, token: "page")
        defer { page.session.close() }
        #expect(!UIApplication.shared.windows.contains { $0 === page.session.window })
        #expect(UIApplication.shared.keyWindow !== page.session.window)
        #expect(UIApplication.shared.connectedScenes.isEmpty)
        #expect(UIScreen.main !== page.session.window.screen)
        // Inside it, its own.
        page.session.scene.run {
            #expect(UIApplication.shared.keyWindow === page.session.window)
            #expect(UIScreen.main === page.session.window.screen)
        }
    }

    @Test func aScenesLifeFollowsItsPage() throws {
        let page = try Self.open(CGSize(width: 390, height: 844), dark: false, token: "life")
        #expect(page.session.scene.activationState == .foregroundActive)
        #expect(page.session.window.windowScene === page.session.scene)
        #expect(page.session.scene.keyWindow === page.session.window)
        page.session.pause()
        #expect(page.session.scene.activationState == .background)
        page.session.resume(output: OutgoingQueue(limit: 1 << 20) { _ in })
        #expect(page.session.scene.activationState == .foregroundActive)
        page.session.close()
        #expect(page.session.scene.activationState == .unattached)
        page.session.scene.run { #expect(UIApplication.shared.connectedScenes.isEmpty) }
    }
}
