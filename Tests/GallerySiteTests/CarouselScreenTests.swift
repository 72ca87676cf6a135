import Foundation
import OpenCollectionView
import Testing

@testable import GallerySite
@_spi(Benchmarks) @testable import OpenCollectionViewWeb

/// Beyond the Sample › Card Carousel in a phone-sized window (390 × 844, a navigation bar above): a layout of one's
/// own, its attributes subclass, its animated inserts and deletes and its snapping fling, by hand-derived numbers.
///
/// Cards are 390 − 90 = 300 wide (the most), 20 apart: one every 320 points, the first at 45 so that it can sit in
/// the middle. The bar leaves 844 − 44 = 800 points; cards are 400 tall (the most), (800 − 400) / 2 = 200 from the top
/// of the content.
@MainActor
@Suite struct CarouselScreenTests {
    let screen = ShownScreen("card-carousel")

    var controller: CarouselViewController { screen.viewController as! CarouselViewController }
    var collectionView: UICollectionView { controller.collectionView }

    /// The host identity of the bar button drawing `symbol`.
    func barButton(_ symbol: String) throws -> String {
        try #require(screen.bar?.rightItems.first { $0.symbolName == symbol }?.identity)
    }

    /// The place labels of the cards shown, by item.
    func placeLabels() -> [Int: String] {
        var labels: [Int: String] = [:]
        for cell in collectionView.visibleCells {
            guard let card = cell as? CardCell, let indexPath = collectionView.indexPath(for: card) else { continue }
            labels[indexPath.item] = card.placeLabel.text
        }
        return labels
    }

    @Test func cardsSitOneEveryThreeHundredTwentyPoints() {
        #expect(collectionView.adjustedContentInset == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(screen.cells[IndexPath(item: 0, section: 0)]?.frame == CGRect(x: 45, y: 200, width: 300, height: 400))
        let fourth = collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))
        #expect(fourth?.frame == CGRect(x: 1_005, y: 200, width: 300, height: 400))
        #expect((fourth as? CarouselLayoutAttributes)?.position == 4)
        // Eight cards: 45 + 8 × 320 − 20 + 45.
        #expect(collectionView.contentSize == CGSize(width: 2_630, height: 800))
        #expect(placeLabels()[1] == "2 of 8")
    }

    /// The layout snaps a fling to a card: from the first card, 0.5 points per millisecond glides 249.5 points (0.78 of
    /// a card) and rests on the second; a slow 0.1 from 100 glides to 149.9 and goes back to the first; 3 glides
    /// 1,497 points, to the fifth card's place and a bit (4.68 cards), and rests on the sixth.
    @Test func aFlingComesToRestOnACard() {
        func fling(from offset: CGFloat, at speed: CGFloat) -> CGPoint? {
            collectionView.contentOffset = CGPoint(x: offset, y: -44)
            collectionView.handle(.beginDragging)
            return collectionView.handle(.endDragging(velocity: CGPoint(x: speed, y: 0))).restingOffset
        }
        #expect(fling(from: 0, at: 0.5) == CGPoint(x: 320, y: -44))
        #expect(fling(from: 100, at: 0.1) == CGPoint(x: 0, y: -44))
        #expect(fling(from: 0, at: 3) == CGPoint(x: 1_600, y: -44))
        // A flick too short to glide half way still goes on to the next card, as the flick speed says.
        #expect(fling(from: 640, at: -0.4) == CGPoint(x: 320, y: -44))
    }

    /// + adds card 9 after the middle card (the first): it rises from 100 points below at four fifths of its size,
    /// transparent, over its neighbours, and the cards after it move one place on, their labels with them.
    @Test func aNewCardRisesIntoPlace() throws {
        screen.handle(HostEvent.tapBarButton(try barButton("plus")))
        let update = try #require(collectionView.lastBatchUpdate)
        #expect(update.itemUpdates(.insert).map(\.indexPathAfterUpdate) == [IndexPath(item: 1, section: 0)])
        let appearing = try #require(update.appearingAttributes.first { $0.indexPath == IndexPath(item: 1, section: 0) })
        #expect(appearing.frame == CGRect(x: 365, y: 300, width: 300, height: 400))
        #expect(appearing.transform == CGAffineTransform(scaleX: 0.8, y: 0.8))
        #expect(appearing.alpha == 0)
        #expect(appearing.zIndex == 1)
        // Only the new card says where it comes from: the others glide.
        #expect(update.appearingAttributes.count == 1)
        // Card 9 is brought to the middle.
        #expect(collectionView.contentOffset.x == 320)
        #expect(placeLabels()[1] == "2 of 9")
        #expect(placeLabels()[2] == "3 of 9")
    }

    /// The bin removes the middle card, which rises 100 points away at three fifths of its size behind its
    /// neighbours; the next card takes its place and the labels count one fewer.
    @Test func theMiddleCardRisesAway() throws {
        collectionView.contentOffset = CGPoint(x: 640, y: -44)
        collectionView.layoutIfNeeded()
        screen.handle(HostEvent.tapBarButton(try barButton("trash")))
        let update = try #require(collectionView.lastBatchUpdate)
        #expect(update.itemUpdates(.delete).map(\.indexPathBeforeUpdate) == [IndexPath(item: 2, section: 0)])
        let leaving = try #require(update.disappearingAttributes.first)
        #expect(update.disappearingAttributes.count == 1)
        #expect(leaving.indexPath == IndexPath(item: 2, section: 0))
        #expect(leaving.frame == CGRect(x: 685, y: 100, width: 300, height: 400))
        #expect(leaving.transform == CGAffineTransform(scaleX: 0.6, y: 0.6))
        #expect(leaving.alpha == 0)
        #expect(leaving.zIndex == -1)
        #expect(controller.dataSource.snapshot().itemIdentifiers == [1, 2, 4, 5, 6, 7, 8])
        #expect(collectionView.contentOffset.x == 640)
        #expect(placeLabels()[2] == "3 of 7")
    }

    /// The page is told how to animate both: each end as a matrix on the element's own box (scaled about its centre,
    /// moved by the difference of the centres), its opacity and its stacking order.
    @Test func theLivePageIsToldEachEnd() throws {
        let session = try #require(
            LiveSession.opened(atPath: "/examples/card-carousel", size: CGSize(width: 390, height: 844), screens: GalleryLiveScreens()))
        defer { session.close() }
        _ = session.frameMessage()
        let add = try #require(
            session.window.renderTree().screens.last?.navigationBar?.rightItems.first { $0.symbolName == "plus" }?.identity)
        let answer = try #require(session.handle(.barButton(add)))
        let message = try #require(try JSONSerialization.jsonObject(with: Data(answer.text.utf8)) as? [String: Any])
        let entry = try #require((message["cvs"] as? [[String: Any]])?.first)
        let anim = try #require(entry["anim"] as? [String: Any])
        let appear = try #require(anim["appear"] as? [[String: Any]])
        #expect(appear.count == 1)
        #expect(appear.first?["m"] as? [Double] == [0.8, 0, 0, 0.8, 0, 100])
        #expect(appear.first?["o"] as? Double == 0)
        #expect(appear.first?["z"] as? Int == 1)
        #expect((entry["add"] as? [[String: Any]])?.contains { $0["id"] as? String == appear.first?["id"] as? String } == true)
    }

    /// The matrix of an end: a 150 × 100 end centred 30 right of and 20 below a 300 × 400 box, turned a quarter, is
    /// the box scaled by a half and a quarter, then turned, then moved.
    @Test func anEndsMatrixScalesTurnsAndMoves() throws {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 105, y: 170, width: 150, height: 100)
        attributes.transform = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
        let end = CollectionViewBatchUpdate.ElementAnimationAttributes(attributes)
        let matrix = try #require(LayoutAnimationEnds.matrix(of: end, on: CGRect(x: 0, y: 0, width: 300, height: 400)))
        #expect(matrix == [0, 0.5, -0.25, 0, 30, 20])
    }
}

/// The carousel with its last card gone: the collection view's `backgroundView` says so, drawn under the content, and
/// the bin is off.
@MainActor
@Suite struct CarouselEmptyStateTests {
    @Test func theBackgroundViewShowsWhenTheLastCardGoes() throws {
        let screen = ShownScreen("card-carousel")
        #expect(screen.visibleTree.screens.last?.content.collectionViewTrees.first?.tree.backgroundView == nil)
        let trash = try #require(screen.bar?.rightItems.first { $0.symbolName == "trash" }?.identity)
        for _ in 0..<8 { screen.handle(HostEvent.tapBarButton(trash)) }
        let tree = try #require(screen.visibleTree.screens.last?.content.collectionViewTrees.first?.tree)
        #expect(tree.elements.isEmpty)
        let background = try #require(tree.backgroundView)
        #expect(background.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(background.lines == ["No Cards"])
        #expect(screen.bar?.rightItems.first { $0.symbolName == "trash" }?.isEnabled == false)
        let page = WindowHTML.html(screen.visibleTree, in: DrawingContext())
        let drawn = try #require(page.range(of: "class=\"ocv-background-view\""))
        #expect(page[drawn.upperBound...].contains("No Cards"))
        #expect(page.range(of: "ocv-scroll-space")!.lowerBound > drawn.lowerBound)
    }
}
