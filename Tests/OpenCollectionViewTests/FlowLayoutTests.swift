import CollectionDiagnostics
import Foundation
import Testing

@testable import OpenCollectionView

/// UICollectionViewFlowLayout's lines, sections and queries (spec: flow-layout.md §1, §2, §5), frames derived by hand.
@MainActor
@Suite struct FlowLayoutTests {
    private func rects(_ values: [(CGFloat, CGFloat, CGFloat, CGFloat)]) -> [CGRect?] {
        values.map { CGRect(x: $0.0, y: $0.1, width: $0.2, height: $0.3) }
    }

    @Test func theDefaultsAreUIKits() {
        let layout = UICollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.estimatedItemSize == .zero)
        #expect(layout.minimumLineSpacing == 10)
        #expect(layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == .zero)
        #expect(layout.sectionInsetReference == .fromContentInset)
        #expect(layout.headerReferenceSize == .zero)
        #expect(layout.footerReferenceSize == .zero)
        #expect(!layout.sectionHeadersPinToVisibleBounds)
        #expect(!layout.sectionFootersPinToVisibleBounds)
        #expect(layout.scrollDirection == .vertical)
        #expect(layout.flipsHorizontallyInOppositeLayoutDirection)
    }

    /// Spec §5: 3 items of 100 fit in 370 (4 would need 430); the 70 left over widens the 2 gaps to 35 each.
    @Test func theWorkedExample() {
        let host = flowHost(workedExampleLayout(), counts: [6])
        #expect(host.frames(0..<6) == rects([
            (10, 10, 100, 50), (145, 10, 100, 50), (280, 10, 100, 50),
            (10, 80, 100, 50), (145, 80, 100, 50), (280, 80, 100, 50),
        ]))
        #expect(host.layout.collectionViewContentSize == CGSize(width: 390, height: 140))
        #expect(host.collectionView.contentSize == CGSize(width: 390, height: 140))
        #expect(host.collectionView.visibleCells.map(\.frame) == host.frames(0..<6).compactMap { $0 })
        // The rect query hands out exactly the cells it meets: the second line only.
        let second = host.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 75, width: 390, height: 10)) ?? []
        #expect(second.map(\.indexPath.item).sorted() == [3, 4, 5])
    }

    /// A line with one item centres it; the last line of a section whose items all have one size is justified.
    @Test func aLoneItemIsCentredAndALastLineOfOneSizeIsJustified() {
        let alone = flowHost(workedExampleLayout(), counts: [1])
        // (370 − 100) / 2 = 135 from the inset.
        #expect(alone.frame(0) == CGRect(x: 145, y: 10, width: 100, height: 50))
        let five = flowHost(workedExampleLayout(), counts: [5])
        // The last line's two items: the first at the leading inset, the last at the trailing one (370 − 100 + 10).
        #expect(five.frames(3..<5) == rects([(10, 80, 100, 50), (280, 80, 100, 50)]))
        let seven = flowHost(workedExampleLayout(), counts: [7])
        #expect(seven.frame(6) == CGRect(x: 145, y: 150, width: 100, height: 50))
    }

    /// One item of another size makes the section mixed: its last line keeps the minimum spacing from the leading inset.
    /// Items of one line are centred on its cross axis, which is as tall as its tallest item.
    @Test func aMixedSectionLeftAlignsItsLastLineAndCentresItemsOnTheirLine() {
        let delegate = ItemSizingDelegate { CGSize(width: 100, height: $0.item == 1 ? 80 : $0.item == 2 ? 30 : 50) }
        let host = flowHost(workedExampleLayout(), counts: [5], delegate: delegate)
        // Line 1 is 80 tall: item 0 (50) at 10 + 15, item 1 at 10, item 2 (30) at 10 + 25. Line 2 at 10 + 80 + 20.
        #expect(host.frames(0..<5) == rects([
            (10, 25, 100, 50), (145, 10, 100, 80), (280, 35, 100, 30),
            (10, 110, 100, 50), (120, 110, 100, 50),
        ]))
        #expect(host.collectionView.contentSize == CGSize(width: 390, height: 170))
    }

    /// Widths 300, 300, 50: the first 300 is alone on its line (centred), the second shares its line with the 50
    /// (justified: 20 over one gap), and the last line, of a mixed section, starts at the inset.
    @Test func linesBreakWhereTheNextItemNoLongerFits() {
        let widths: [CGFloat] = [300, 300, 50, 50]
        let delegate = ItemSizingDelegate { CGSize(width: widths[$0.item], height: 50) }
        let host = flowHost(workedExampleLayout(), counts: [4], delegate: delegate)
        #expect(host.frames(0..<4) == rects([
            (45, 10, 300, 50), (10, 80, 300, 50), (330, 80, 50, 50), (10, 150, 50, 50),
        ]))
    }

    /// An item wider than the lines gets a line of its own at the leading inset, and UIKit's message is logged once.
    @Test func anItemWiderThanTheLinesGetsALineOfItsOwnAndTheMessage() {
        let widths: [CGFloat] = [100, 400, 100]
        let delegate = ItemSizingDelegate { CGSize(width: widths[$0.item], height: 50) }
        let (host, diagnostics) = Diagnostics.recording { flowHost(workedExampleLayout(), counts: [3], delegate: delegate) }
        #expect(host.frames(0..<3) == rects([(145, 10, 100, 50), (10, 80, 400, 50), (10, 150, 100, 50)]))
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.operation == "UICollectionViewFlowLayout")
        #expect(diagnostics.first?.message.contains(
            "the item width must be less than the width of the UICollectionView minus the section insets left and right "
                + "values, minus the content insets left and right values.") == true)
    }

    /// Spec §2: header, inset top, lines, inset bottom, footer; sections follow each other. Only the header's height
    /// counts: it spans the content's width.
    @Test func headersAndFootersFrameEachSectionAndSectionsStack() {
        let layout = workedExampleLayout()
        layout.headerReferenceSize = CGSize(width: 200, height: 40)
        layout.footerReferenceSize = CGSize(width: 0, height: 30)
        let host = flowHost(layout, counts: [4, 2])
        let header = UICollectionView.elementKindSectionHeader
        let footer = UICollectionView.elementKindSectionFooter
        // Section 0: header 0–40, lines at 50 and 120 (the lone fourth item centred), footer at 180.
        #expect(host.supplementaryFrame(header) == CGRect(x: 0, y: 0, width: 390, height: 40))
        #expect(host.frames(0..<4) == rects([
            (10, 50, 100, 50), (145, 50, 100, 50), (280, 50, 100, 50), (145, 120, 100, 50),
        ]))
        #expect(host.supplementaryFrame(footer) == CGRect(x: 0, y: 180, width: 390, height: 30))
        // Section 1 starts at 210: header to 250, one line of two justified items at 260, footer at 320.
        #expect(host.supplementaryFrame(header, section: 1) == CGRect(x: 0, y: 210, width: 390, height: 40))
        #expect(host.frames(0..<2, section: 1) == rects([(10, 260, 100, 50), (280, 260, 100, 50)]))
        #expect(host.supplementaryFrame(footer, section: 1) == CGRect(x: 0, y: 320, width: 390, height: 30))
        #expect(host.collectionView.contentSize == CGSize(width: 390, height: 350))
        let kinds = (host.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 350)) ?? [])
            .filter { $0.representedElementCategory == .supplementaryView }.map(\.representedElementKind)
        #expect(kinds.count == 4)
        #expect(host.collectionView.visibleSupplementaryViews(ofKind: header).count == 2)
    }

    /// A zero height means no header, whatever the width.
    @Test func aZeroLengthHeaderIsNotAskedFor() {
        let layout = workedExampleLayout()
        layout.headerReferenceSize = CGSize(width: 390, height: 0)
        let host = flowHost(layout, counts: [3])
        #expect(host.supplementaryFrame(UICollectionView.elementKindSectionHeader) == nil)
        #expect(host.frame(0) == CGRect(x: 10, y: 10, width: 100, height: 50))
        #expect(host.collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).isEmpty)
    }

    /// A pinned header follows the visible top while its section shows and is pushed up by the section's end; the
    /// layout wants every scroll then, and hosts get how it pins.
    @Test func pinnedHeadersFollowTheTopUntilTheNextSectionPushesThem() {
        let layout = workedExampleLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.sectionHeadersPinToVisibleBounds = true
        let host = flowHost(layout, counts: [4, 30], size: CGSize(width: 390, height: 400))
        let header = UICollectionView.elementKindSectionHeader
        // Section 0 runs 0–180 (header 40, lines 50–170, inset 10); section 1 from 180.
        #expect(host.layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 100, width: 390, height: 400)))
        host.collectionView.contentOffset = CGPoint(x: 0, y: 100)
        host.collectionView.layoutIfNeeded()
        #expect(host.supplementaryFrame(header) == CGRect(x: 0, y: 100, width: 390, height: 40))
        // At 150 the header would end at 190, past its section: it stops at 140, its bottom on the section's end.
        host.collectionView.contentOffset = CGPoint(x: 0, y: 150)
        host.collectionView.layoutIfNeeded()
        #expect(host.supplementaryFrame(header) == CGRect(x: 0, y: 140, width: 390, height: 40))
        #expect(host.supplementaryFrame(header, section: 1) == CGRect(x: 0, y: 180, width: 390, height: 40))
        host.collectionView.contentOffset = CGPoint(x: 0, y: 300)
        host.collectionView.layoutIfNeeded()
        #expect(host.supplementaryFrame(header, section: 1) == CGRect(x: 0, y: 300, width: 390, height: 40))
        let pinned = host.collectionView.renderTree().elements.first { $0.category == .supplementaryView(kind: header) }
        #expect(pinned?.frame == CGRect(x: 0, y: 300, width: 390, height: 40))
        #expect(pinned?.pinning == RenderPinning(
            pinsToStart: true, isVertical: true, restingOrigin: 180, length: 40, lowerBound: 180,
            upperBound: host.collectionView.contentSize.height))
    }
}
