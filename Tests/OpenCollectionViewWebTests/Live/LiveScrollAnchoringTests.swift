import Foundation
import OpenCollectionView
import Testing

@_spi(Benchmarks) @testable import OpenCollectionViewWeb

/// A scroll whose self-sizing measurements move the content: the patch says where the server put the content and
/// where it moved it from, so that a page that has scrolled on since can keep what it shows in place.
@MainActor
@Suite struct LiveScrollAnchoringTests {
    /// A list of rows estimated at 44 pt that measure 44 to 164 pt, row after row.
    final class GrowingRowsViewController: UIViewController, UICollectionViewDataSource {
        final class GrowingCell: UICollectionViewCell {
            override func preferredLayoutAttributesFitting(
                _ layoutAttributes: UICollectionViewLayoutAttributes
            ) -> UICollectionViewLayoutAttributes {
                layoutAttributes.size.height = 44 + CGFloat(layoutAttributes.indexPath.item % 5) * 30
                return layoutAttributes
            }
        }

        var collectionView: UICollectionView!

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            collectionView.register(GrowingCell.self, forCellWithReuseIdentifier: "row")
            collectionView.dataSource = self
            view.addSubview(collectionView)
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10_000 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        }
    }

    let rows = GrowingRowsViewController()
    let session: LiveSession

    init() throws {
        let rows = self.rows
        let hello = ClientMessage.Hello(
            path: "/", viewport: CGSize(width: 390, height: 844), scale: 2, fonts: nil, resumeToken: nil, reducedMotion: false)
        // Scrolls timed by a clock that stands still: no speed, so nothing is drawn (and measured) ahead of them.
        session = try #require(LiveSession(token: "token", hello: hello, screens: SingleScreen { rows }, clock: ManualClock().hostClock))
    }

    func entry(_ message: LiveMessage?) throws -> [String: Any]? {
        let data = Data(try #require(message).text.utf8)
        let message = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return (message["cvs"] as? [[String: Any]])?.first { $0["cv"] as? String == rows.collectionView.hostIdentity }
    }

    @Test func aScrollThatMeasuresRowsAboveTheViewSaysWhereItMovedTheContentFrom() throws {
        _ = session.frameMessage()
        let first = try #require(try entry(session.frameMessage()))
        #expect(first["from"] == nil, "a first frame places the page; it moves nothing")

        let scrolled = try #require(try entry(session.handle(.scroll(collectionView: rows.collectionView.hostIdentity, offset: CGPoint(x: 0, y: 30_000)))))
        // The rows measured in the quarter screen above the view are taller than their estimate: the row at the top of
        // the view moved down by as much, and the content offset with it.
        let offset = rows.collectionView.contentOffset.y
        #expect(offset > 30_000)
        #expect(scrolled["offset"] as? [Double] == [0, Double(offset)])
        #expect(scrolled["from"] as? [Double] == [0, 30_000])

        // A report of 30,000 that crossed that patch on the wire (or came twice) is stale: the content stays where the
        // server moved it, and the page, which follows the patch, and the server agree.
        let stale = session.handle(.scroll(collectionView: rows.collectionView.hostIdentity, offset: CGPoint(x: 0, y: 30_000)))
        #expect(rows.collectionView.contentOffset.y == offset)
        let movedByStale = try stale.flatMap { try entry($0)?["offset"] }
        #expect(movedByStale == nil)

        // Said once: what the page hears next (the screen's new title) does not move it again.
        rows.title = "Rows"
        let tick = try #require(session.tick())
        #expect(tick.text.contains("\"title\":\"Rows\""))
        #expect(try entry(tick)?["offset"] == nil)
        let again = session.handle(.scroll(collectionView: rows.collectionView.hostIdentity, offset: CGPoint(x: 0, y: offset)))
        let movedAgain = try again.flatMap { try entry($0)?["offset"] }
        #expect(movedAgain == nil)

        // Further down, past the rows the first scroll measured, new rows are measured below the top row: the content
        // stays, and the patch says where the server drew what it measured instead.
        let further = try #require(try entry(session.handle(
            .scroll(collectionView: rows.collectionView.hostIdentity, offset: CGPoint(x: 0, y: offset + 2_000)))))
        #expect(rows.collectionView.contentOffset.y == offset + 2_000)
        #expect(further["offset"] == nil && further["from"] == nil)
        #expect(further["measure"] != nil)
        #expect(further["at"] as? [Double] == [0, Double(offset + 2_000)])
    }
}
