import Foundation
@testable import GallerySite
import OpenCollectionView
import Testing

/// Beyond the Sample › Feed through host events, as a page sends them: the banner's page control follows its row and
/// scrolls it, the filter, likes, the refresh button and control, more posts at the end, and posting from the field.
@MainActor
@Suite struct FeedScreenTests {
    let screen = ShownScreen("feed")

    private var feed: FeedViewController {
        (screen.viewController as! FeedTabsViewController).viewControllers![0] as! FeedViewController
    }

    private var grid: String { feed.collectionView.hostIdentity }

    @Test func thePageControlFollowsTheBannerAndScrollsIt() {
        #expect(feed.pageControl.currentPage == 0)
        let width = feed.collectionView.bounds.width
        _ = screen.window.handle(.collectionView(grid, .scrollOrthogonalSection(0, to: width * 2)))
        #expect(feed.pageControl.currentPage == 2)
        _ = screen.window.handle(.setPage(feed.pageControl.hostIdentity, page: 4))
        #expect(feed.collectionView.orthogonalScrollingOffset(forSection: 0) == width * 4)
    }

    @Test func theFilterLikesAndRefreshChangeThePosts() throws {
        // Pages of 12 posts load as the last one comes into view.
        let loaded = feed.order.count
        #expect(loaded >= FeedViewController.pageSize && loaded % FeedViewController.pageSize == 0)
        #expect(feed.shownPosts == feed.order)
        _ = screen.window.handle(.selectSegment(feed.filterControl.hostIdentity, index: 2))
        // The first page alone has six posts of 40 likes or more.
        #expect(!feed.shownPosts.isEmpty)
        #expect(feed.shownPosts.allSatisfy { (feed.posts[$0]?.likes ?? 0) >= 40 })
        #expect(feed.dataSource.snapshot().numberOfItems(inSection: .posts) == feed.shownPosts.count)
        _ = screen.window.handle(.selectSegment(feed.filterControl.hostIdentity, index: 0))

        let first = try #require(feed.order.first)
        let likes = try #require(feed.posts[first]?.likes)
        let cell = try #require(feed.collectionView.cellForItem(at: IndexPath(item: 0, section: 1)) as? PostCell)
        _ = screen.window.handle(.tapButton(cell.likeButton.hostIdentity))
        #expect(feed.posts[first]?.likes == likes + 1)
        #expect(feed.posts[first]?.isLiked == true)
        #expect(cell.likeButton.configuration?.image == UIImage(systemName: "heart.fill"))

        // The button refreshes without the room a pull makes; the new posts come when the network answers, and a
        // second tap meanwhile asks for nothing more.
        let network = Network()
        feed.fetchNewPosts = { network.pending.append($0) }
        _ = screen.window.handle(.tapButton(feed.refreshButton.hostIdentity))
        _ = screen.window.handle(.tapButton(feed.refreshButton.hostIdentity))
        #expect(network.pending.count == 1)
        #expect(feed.order.count == loaded)
        var tree = feed.collectionView.renderTree()
        #expect(tree.isRefreshing && !tree.isRefreshingFromPull)
        network.answer()
        #expect(feed.order.count == loaded + 2)
        #expect(feed.order.prefix(2).compactMap { feed.posts[$0]?.author } == ["Jun", "Iris"])
        #expect(feed.collectionView.refreshControl?.isRefreshing == false)

        _ = screen.window.handle(.collectionView(grid, .pullToRefresh))
        tree = feed.collectionView.renderTree()
        #expect(tree.isRefreshing && tree.isRefreshingFromPull)
        network.answer()
        #expect(feed.order.count == loaded + 4)
        tree = feed.collectionView.renderTree()
        #expect(tree.isRefreshable && !tree.isRefreshing && !tree.isRefreshingFromPull)
    }

    /// The feed's network, answering when a test says so.
    private final class Network {
        var pending: [@MainActor @Sendable () -> Void] = []

        @MainActor func answer() {
            #expect(!pending.isEmpty, "nothing was asked")
            if !pending.isEmpty { pending.removeFirst()() }
        }
    }

    @Test func scrollingToTheEndLoadsMoreUntilTheFeedEnds() {
        for _ in 0..<10 {
            let end = feed.collectionView.contentSize.height - feed.collectionView.bounds.height
            _ = screen.window.handle(.collectionView(grid, .scroll(to: CGPoint(x: 0, y: end))))
        }
        #expect(feed.order.count == FeedViewController.maximumPosts)
        #expect(!feed.loadingIndicator.isAnimating)
    }

    @Test func returnPostsWhatWasTyped() {
        let field = feed.commentField.hostIdentity
        _ = screen.window.handle(.beginSearch(searchBar: field))
        _ = screen.window.handle(.searchText("Hello from the valley", searchBar: field))
        _ = screen.window.handle(.pressSearch(searchBar: field))
        #expect(feed.order.first.flatMap { feed.posts[$0] }.map { "\($0.author): \($0.text)" } == "You: Hello from the valley")
        #expect(feed.commentField.text == "")
    }

    /// A feed left open keeps the newest posts only: every Return adds one on top, and the oldest go.
    @Test func postingForeverKeepsTheNewestPostsOnly() {
        let field = feed.commentField.hostIdentity
        _ = screen.window.handle(.beginSearch(searchBar: field))
        for number in 1...(FeedViewController.maximumKeptPosts + 30) {
            _ = screen.window.handle(.searchText("Post \(number)", searchBar: field))
            _ = screen.window.handle(.pressSearch(searchBar: field))
        }
        #expect(feed.order.count == FeedViewController.maximumKeptPosts)
        #expect(feed.posts.count == FeedViewController.maximumKeptPosts)
        #expect(feed.order.first.flatMap { feed.posts[$0] }?.text == "Post \(FeedViewController.maximumKeptPosts + 30)")
        #expect(feed.order.last.flatMap { feed.posts[$0] }?.text == "Post 31")
    }
}

/// Every symbol the gallery's pages draw has a drawing of its own: none shows `SymbolGlyph`'s dashed stand-in for a
/// missing glyph, in any example at any of the export's viewports.
@MainActor
@Suite struct GallerySymbolTests {
    @Test func everyExamplesSymbolsAreDrawn() {
        let missing = "stroke-dasharray=\"2.5 2\""
        let pagesWithMissingGlyphs = GalleryRoutes.examples.filter { StaticGallery.examplePage($0).contains(missing) }.map(\.title)
        #expect(pagesWithMissingGlyphs == [])
        #expect(!StaticGallery.indexPage().contains(missing))
    }
}
