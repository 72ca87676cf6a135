import Foundation
import OpenCollectionView
import Testing

@testable import OpenCollectionViewWeb

/// Elements' contents drawn once for every page (`SharedElementHTML`): taken again only for equal views in equal
/// traits, so that a page is never sent contents that are not its own; contents with images are drawn every time;
/// bounded.
@MainActor
@Suite struct SharedElementHTMLTests {
    /// The cells of a screen of tiles, each a label showing `text` for its item.
    func cells(_ count: Int, _ text: @escaping (IndexPath) -> String, configure: @escaping (UICollectionViewCell) -> Void = { _ in })
        -> [RenderElement]
    {
        let screen = TilesViewController()
        screen.count = count
        screen.text = text
        screen.configure = { cell, _ in configure(cell) }
        let window = shownWindow(screen)
        return window.collectionViewsOnTopScreen.first?.renderTree().elements.filter { $0.category == .cell } ?? []
    }

    /// The digest a live patch finds an element's contents by (`ElementPlacement.viewDigest`).
    func viewDigest(_ element: RenderElement) -> Int {
        var view = element.view
        view.frame = .zero
        return view.hashValue
    }

    func drawn(
        _ element: RenderElement, through cache: SharedElementHTML, digest: Int? = nil,
        in context: DrawingContext = DrawingContext()
    ) -> String {
        var html = ""
        ElementHTML.write(element, in: context, contents: (cache, digest ?? viewDigest(element)), into: &html)
        return html
    }

    @Test func equalContentsAreDrawnOnceForEveryPageAndDrawAsTheirOwn() throws {
        let cache = SharedElementHTML()
        let page = cells(3, { _ in "Kangchenjunga" })
        let otherPage = cells(2, { _ in "Kangchenjunga" })
        try #require(page.count == 3 && otherPage.count == 2)
        for element in page + otherPage {
            #expect(drawn(element, through: cache) == ElementHTML.html(element, in: DrawingContext()))
        }
        #expect(cache.count == 1)
        #expect(drawn(page[2], through: cache).contains("data-index-path=\"0.2\""))
    }

    @Test func otherContentsWithTheSameDigestAreDrawnAsTheyAre() throws {
        let cache = SharedElementHTML()
        let page = cells(2, { ["Lhotse", "Makalu"][$0.item] })
        try #require(page.count == 2)
        let first = drawn(page[0], through: cache, digest: 42)
        let second = drawn(page[1], through: cache, digest: 42)
        #expect(first.contains("Lhotse") && !first.contains("Makalu"))
        #expect(second == ElementHTML.html(page[1], in: DrawingContext()))
        #expect(second.contains("Makalu") && !second.contains("Lhotse"))
        #expect(cache.count == 2)
    }

    @Test func contentsDrawnInOtherTraitsAreDrawnAgain() throws {
        let cache = SharedElementHTML()
        let element = try #require(cells(1, { _ in "Annapurna" }).first)
        let dark = DrawingContext(traitCollection: UITraitCollection(userInterfaceStyle: .dark))
        let light = drawn(element, through: cache)
        let drawnDark = drawn(element, through: cache, in: dark)
        #expect(light.contains("color:#000000"))
        #expect(drawnDark == ElementHTML.html(element, in: dark))
        #expect(drawnDark.contains("color:#FFFFFF"))
        #expect(cache.count == 2)
        #expect(drawn(element, through: cache) == light)
        #expect(cache.count == 2)
    }

    /// Drawing an image registers its file for the page to fetch (the registry lets go of the oldest): contents with
    /// images are drawn, and their files registered, every time.
    @Test func contentsWithImagesAreNotKept() throws {
        let cache = SharedElementHTML()
        let element = try #require(cells(1, { _ in "Everest" }) { cell in
            let imageView = UIImageView(image: ImageHTMLTests.gif)
            imageView.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            cell.contentView.addSubview(imageView)
        }.first)
        let file = ImageFile(try #require(ImageHTMLTests.gif.encodedImage))
        let html = drawn(element, through: cache)
        #expect(html.contains("<img") && html.contains(file.fileName))
        #expect(cache.count == 0)
        #expect(drawn(element, through: cache) == html)
        #expect(cache.count == 0)
    }

    /// Whether `cache` keeps the contents of `element`, drawn in the default context.
    func holds(_ cache: SharedElementHTML, _ element: RenderElement) -> Bool {
        cache.holds(element.view, digest: viewDigest(element), in: DrawingContext().traitCollection)
    }

    /// Two generations of two: the third entry turns them over, the fifth lets go of the first two.
    @Test func theCacheKeepsAtMostItsCapacityLettingGoOfTheOldest() throws {
        let cache = SharedElementHTML(capacity: 4)
        let page = cells(6, { "Peak \($0.item)" })
        try #require(page.count == 6)
        var counts: [Int] = []
        for element in page {
            #expect(drawn(element, through: cache) == ElementHTML.html(element, in: DrawingContext()))
            counts.append(cache.count)
        }
        #expect(counts == [1, 2, 3, 4, 3, 4])
        #expect(page.map { holds(cache, $0) } == [false, false, true, true, true, true])
        #expect(drawn(page[0], through: cache).contains("Peak 0"))
    }

    /// Contents drawn again while others pass through — the first screen every page shows, beside rows scrolled
    /// past once — move to the recent generation and stay.
    @Test func contentsDrawnAgainStayWhileOthersPass() throws {
        let cache = SharedElementHTML(capacity: 4)
        let page = cells(12, { "Ridge \($0.item)" })
        try #require(page.count == 12)
        let everyPage = page[0]
        for passing in page.dropFirst() {
            _ = drawn(passing, through: cache)
            #expect(drawn(everyPage, through: cache).contains("Ridge 0"))
            #expect(holds(cache, everyPage))
            #expect(cache.count <= 4)
        }
        #expect(page.dropFirst().filter { holds(cache, $0) }.count <= 2)
        #expect(!holds(cache, page[1]) && holds(cache, page[11]))
    }
}
