import Foundation
import OpenCollectionView
import Testing

@_spi(Benchmarks) @testable import OpenCollectionViewWeb

/// A page on its browser's first visit says `hello` with a probe of its fonts instead of their metrics, and sends the
/// metrics after its first frame (PROTOCOL.md, `fonts`): the session starts with fonts another page measured that
/// match the probe, and takes the page's own when they differ — ending exactly where a session given them at once is.
@MainActor
@Suite(.serialized) struct LiveLateFontsTests {
    /// A list of rows whose text wraps: their heights follow the fonts' advances.
    final class WrappingRows: UIViewController {
        var collectionView: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<Int, String>!

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(collectionView)
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
                var content = cell.defaultContentConfiguration()
                content.text = text
                cell.contentConfiguration = content
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, text in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems((1...12).map { "Row \($0): a sentence long enough to wrap onto a second line in wide fonts" })
            dataSource.apply(snapshot, animatingDifferences: false)
        }
    }

    /// Fonts whose every listed character is `advance` wide at 100 points: the probe's characters, the rows' letters,
    /// digits, space and punctuation.
    static func fonts(advance: CGFloat) -> FontAdvanceTable {
        let characters = Set(BrowserFontMetrics.probeText + "abcdefghijklmnopqrstuvwxyzR0123456789 :")
        let advances = Dictionary(uniqueKeysWithValues: characters.map { ($0, advance) })
        let weight = FontAdvanceTable.Weight(advances: advances, fullWidth: 100, hangul: 90, emoji: 120, other: advance)
        return FontAdvanceTable(referenceSize: 100, weights: [400: weight, 600: weight, 700: weight])
    }

    func session(_ token: String, fonts: FontAdvanceTable? = nil, probe: CGFloat? = nil) throws -> LiveSession {
        let hello = ClientMessage.Hello(
            path: "/", viewport: CGSize(width: 390, height: 844), scale: 2, fonts: fonts, resumeToken: nil,
            reducedMotion: false, fontProbe: probe)
        return try #require(LiveSession(token: token, hello: hello, screens: SingleScreen { WrappingRows() }))
    }

    /// The frames of the rows the session shows, in drawing order.
    func rowFrames(_ session: LiveSession) throws -> [CGRect] {
        let collectionView = try #require(session.window.collectionViewsOnTopScreen.first)
        return collectionView.renderTree().elements.map(\.frame)
    }

    /// A page that sends its fonts after its first frame ends with the rows a page that sent them in `hello` has: the
    /// rows measured again, and the patch moves them there.
    @Test func fontsSentAfterTheFirstFrameLayTheRowsOutAsFontsSentAtOnce() throws {
        let wide = Self.fonts(advance: 80)
        let atOnce = try session("at-once", fonts: wide)
        _ = atOnce.frameMessage()
        let late = try session("late")
        _ = late.frameMessage()
        let headless = try rowFrames(late)
        #expect(headless != (try rowFrames(atOnce)), "the wide fonts wrap the rows: this test would check nothing")

        let patch = try #require(late.handle(.fonts(wide)))
        #expect(patch.text.contains("\"t\":\"patch\""))
        #expect(try rowFrames(late) == (try rowFrames(atOnce)))
        #expect(late.measurer as? AdvanceTableTextMeasurer === atOnce.measurer as? AdvanceTableTextMeasurer)
        // The same fonts again change nothing.
        #expect(late.handle(.fonts(wide)) == nil)
        for opened in [atOnce, late] { opened.close() }
    }

    /// A `hello` with a probe starts with the fonts another page measured whose probe has that width (15 characters
    /// of 80 points at 100 points: 1,200), and with headless measurement when no kept fonts match.
    @Test func aProbeStartsWithFontsAnotherPageMeasured() throws {
        let measured = Self.fonts(advance: 80)
        let earlier = try session("earlier", fonts: measured)
        _ = earlier.frameMessage()
        #expect(BrowserFontMetrics.probeWidth(in: measured) == 1_200)

        let probed = try session("probed", probe: 1_200.004)
        #expect(probed.measurer as? AdvanceTableTextMeasurer === earlier.measurer as? AdvanceTableTextMeasurer)
        _ = probed.frameMessage()
        #expect(try rowFrames(probed) == (try rowFrames(earlier)))
        // Its own fonts are the ones it started with: nothing to draw again.
        #expect(probed.handle(.fonts(measured)) == nil)

        let unknown = try session("unknown", probe: 777)
        #expect(unknown.measurer == nil)
        for opened in [earlier, probed, unknown] { opened.close() }
    }
}
