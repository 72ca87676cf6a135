import Foundation
import OpenCollectionView
import Testing

@_spi(Benchmarks) @testable import OpenCollectionViewWeb

/// A scroll's patch leaves the views of elements the page already shows out of the drawing, and records digests of
/// what it sent rather than the trees: an element whose attributes change with the scroll is still drawn whole.
@MainActor
@Suite struct LiveSessionKeptViewsTests {
    /// Rows of 50 points that fade with their distance below the top of the visible bounds: every scroll changes the
    /// attributes of rows the page shows while nothing else in the window changes.
    final class FadingRowsLayout: UICollectionViewLayout {
        let count: Int

        init(count: Int) {
            self.count = count
            super.init()
        }

        required init?(coder: NSCoder) {
            return nil
        }

        static func alpha(ofRowAt y: CGFloat, below top: CGFloat) -> CGFloat {
            max(0.2, 1 - ((y - top) / 1000 * 10).rounded() / 10)
        }

        override var collectionViewContentSize: CGSize {
            CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(count) * 50)
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            let first = max(0, Int(rect.minY / 50)), last = min(count - 1, Int(rect.maxY / 50))
            guard first <= last else { return [] }
            return (first...last).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            guard let bounds = collectionView?.bounds else { return nil }
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 50, width: bounds.width, height: 50)
            attributes.alpha = Self.alpha(ofRowAt: attributes.frame.minY, below: bounds.minY)
            return attributes
        }

        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            true
        }
    }

    let rows = TilesViewController()
    let session: LiveSession

    init() throws {
        rows.count = 200
        rows.layout = { FadingRowsLayout(count: 200) }
        let rows = self.rows
        let hello = ClientMessage.Hello(
            path: "/", viewport: CGSize(width: 390, height: 844), scale: 2, fonts: nil, resumeToken: nil, reducedMotion: false)
        session = try #require(LiveSession(token: "token", hello: hello, screens: SingleScreen {
            UINavigationController(rootViewController: rows)
        }, clock: ManualClock().hostClock))
    }

    private func identity(ofRow item: Int) throws -> String {
        try #require(rows.collectionView.renderTree().elements.first { $0.indexPath.item == item }?.identity)
    }

    @Test func aRowWhoseAttributesChangedWithTheScrollIsDrawnWholeAgain() throws {
        _ = session.frameMessage()
        let row = try identity(ofRow: 10)
        let collectionView = rows.collectionView.hostIdentity
        let answer = try #require(session.handle(.scroll(collectionView: collectionView, offset: CGPoint(x: 0, y: 200))))
        let message = try #require(try JSONSerialization.jsonObject(with: Data(answer.text.utf8)) as? [String: Any])
        let entry = try #require((message["cvs"] as? [[String: Any]])?.first { $0["cv"] as? String == collectionView })
        let updated = try #require((entry["update"] as? [[String: Any]])?.first { $0["id"] as? String == row })
        let html = try #require(updated["html"] as? String)
        // Row 10 (at y 500) is 300 points below the top now: 0.7 opaque, and drawn with its label.
        #expect(FadingRowsLayout.alpha(ofRowAt: 500, below: 200) == 0.7)
        #expect(html.components(separatedBy: "opacity:").count == 2)
        #expect(html.contains("opacity:0.7"))
        #expect(html.contains(">10<"))
    }

    @Test func aSecondScrollWithinTheSameFadeStepSendsNothingForTheRowsShown() throws {
        _ = session.frameMessage()
        let collectionView = rows.collectionView.hostIdentity
        _ = session.handle(.scroll(collectionView: collectionView, offset: CGPoint(x: 0, y: 210)))
        // Two points further every row keeps its opacity (a step every 100 points, the rows 40 points past one): nothing
        // changed.
        let answer = session.handle(.scroll(collectionView: collectionView, offset: CGPoint(x: 0, y: 212)))
        let message = try answer.map { try JSONSerialization.jsonObject(with: Data($0.text.utf8)) as? [String: Any] }
        let entry = (message??["cvs"] as? [[String: Any]])?.first { $0["cv"] as? String == collectionView }
        #expect(entry?["update"] == nil)
        #expect(entry?["add"] == nil)
    }
}
