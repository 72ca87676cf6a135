import Foundation
@testable import OpenCollectionView
import Testing
import ViewTestSupport


/// A cell that reports a size depending on its item, as a cell with more or less content would.
final class FlowSizedCell: UICollectionViewCell {
    static var size: (Int) -> CGSize = { _ in CGSize(width: 100, height: 50) }

    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        layoutAttributes.size = Self.size(layoutAttributes.indexPath.item)
        return layoutAttributes
    }
}

/// The flow layout with its delegate, its inset references, horizontal scrolling, right to left, self-sizing,
/// invalidation, a window's render tree, and sections too long to lay out whole.
@MainActor
@Suite(.serialized) struct FlowLayoutBehaviorTests {
    private func rects(_ values: [(CGFloat, CGFloat, CGFloat, CGFloat)]) -> [CGRect?] {
        values.map { CGRect(x: $0.0, y: $0.1, width: $0.2, height: $0.3) }
    }

    // MARK: The delegate

    /// Each section takes the delegate's insets, spacings and header size; what it does not implement (item sizes)
    /// comes from the layout's properties.
    @Test func theDelegateAnswersPerSection() {
        let delegate = SectionMetricsDelegate()
        delegate.insets = { $0 == 0 ? UIEdgeInsets(top: 20, left: 30, bottom: 0, right: 0) : .zero }
        delegate.lineSpacing = { $0 == 0 ? 5 : 10 }
        delegate.interitemSpacing = { $0 == 0 ? 0 : 40 }
        delegate.headerSize = { $0 == 0 ? CGSize(width: 0, height: 25) : .zero }
        let layout = workedExampleLayout()
        let host = flowHost(layout, counts: [4, 3], delegate: delegate)
        // Section 0: lines 360 long from x = 30; three items leave 60 for 2 gaps. Header 0–25, lines at 45 and 100,
        // the lone last item centred.
        #expect(host.supplementaryFrame(UICollectionView.elementKindSectionHeader) == CGRect(x: 0, y: 0, width: 390, height: 25))
        #expect(host.frames(0..<4) == rects([(30, 45, 100, 50), (160, 45, 100, 50), (290, 45, 100, 50), (160, 100, 100, 50)]))
        // Section 1 from 150: no insets, 3 × 100 + 2 × 40 = 380 fits in 390, the gaps widen to 45.
        #expect(host.frames(0..<3, section: 1) == rects([(0, 150, 100, 50), (145, 150, 100, 50), (290, 150, 100, 50)]))
        #expect(host.collectionView.contentSize == CGSize(width: 390, height: 200))
    }

    /// A delegate that implements none of the flow methods leaves everything to the properties, and items stay
    /// periodic: the sizes of items are never asked of it.
    @Test func aDelegateThatImplementsNothingFallsBackToTheProperties() {
        let delegate = SilentFlowDelegate()
        let host = flowHost(workedExampleLayout(), counts: [6], delegate: delegate)
        #expect(host.frames(0..<3) == rects([(10, 10, 100, 50), (145, 10, 100, 50), (280, 10, 100, 50)]))
        #expect(host.collectionView.contentSize == CGSize(width: 390, height: 140))
    }

    /// Per-item sizes come from the delegate, each asked once per prepare: a query near the top of 100,000 items asks
    /// about the items near the top only, and reaching the end asks each of the others once.
    @Test func aLongSectionOfPerItemSizesAsksOnlyAboutWhatQueriesReach() {
        let widths: [CGFloat] = [60, 90, 120, 150]
        let delegate = ItemSizingDelegate { CGSize(width: widths[$0.item % 4], height: 40 + CGFloat($0.item % 3) * 10) }
        let layout = UICollectionViewFlowLayout()
        let host = flowHost(layout, counts: [100_000], delegate: delegate)
        #expect(delegate.sizeRequests < 100)
        // The first line: 60 + 90 + 120 and two gaps of (390 − 270) / 2; it is 60 tall and centres the others.
        #expect(host.frames(0..<3) == rects([(0, 10, 60, 40), (120, 5, 90, 50), (270, 0, 120, 60)]))
        // The second line (150, 60, 90) starts at 70 and is 60 tall again: item 3, 40 tall, is 10 down.
        #expect(host.frame(3) == CGRect(x: 0, y: 80, width: 150, height: 40))
        let requestsAtTheTop = delegate.sizeRequests
        #expect(host.frame(99_999) != nil)
        #expect(delegate.sizeRequests == 100_000)
        #expect(requestsAtTheTop < delegate.sizeRequests)
        // Everything is built: the content ends with the last line (no bottom inset).
        let end = host.layout.collectionViewContentSize.height
        let last = host.layout.layoutAttributesForElements(in: CGRect(x: 0, y: end - 100, width: 390, height: 100)) ?? []
        #expect(last.map(\.frame.maxY).max() == end)
        #expect(last.contains { $0.indexPath.item == 99_999 })
    }

    /// A million items of `itemSize`: prepared without visiting them, and a deep item's frame is arithmetic.
    @Test func aMillionItemGridIsArithmetic() {
        let host = flowHost(workedExampleLayout(), counts: [1_000_000])
        // 3 items a line, 70 from line to line: 333,334 lines, the last holding item 999,999 alone, centred.
        #expect(host.frame(999_999) == CGRect(x: 145, y: 10 + 333_333 * 70, width: 100, height: 50))
        #expect(host.frame(500_003) == CGRect(x: 280, y: 10 + 166_667 * 70, width: 100, height: 50))
        #expect(host.collectionView.contentSize == CGSize(width: 390, height: 10 + 333_334 * 50 + 333_333 * 20 + 10))
        host.collectionView.contentOffset = CGPoint(x: 0, y: 23_333_000)
        host.collectionView.layoutIfNeeded()
        // Lines 333,328 (at 23,332,970, ending past the top) to 333,333.
        #expect(host.collectionView.indexPathsForVisibleItems.map(\.item) == Array(999_984..<1_000_000))
    }

    // MARK: Section inset references

    /// Insets measured from the content's edges, the safe area's or the layout margins' (which lie inside the safe
    /// area). The safe area here is 44 on the left and 30 on the right, which the collection view does not take into
    /// its content insets (it does not scroll sideways).
    @Test(arguments: [
        (UICollectionViewFlowLayout.SectionInsetReference.fromContentInset, [CGFloat(10), 145, 280]),
        (.fromSafeArea, [54, 250, 152]),
        (.fromLayoutMargins, [70, 234, 152]),
    ])
    func sectionInsetsAreMeasuredFromTheirReference(reference: UICollectionViewFlowLayout.SectionInsetReference, xs: [CGFloat]) {
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 44, bottom: 0, right: 30)
        _ = shownWindow(controller)
        let layout = workedExampleLayout()
        layout.sectionInsetReference = reference
        let host = flowHost(layout, counts: [3]) { controller.view.addSubview($0) }
        host.collectionView.layoutIfNeeded()
        #expect(host.collectionView.safeAreaInsets == UIEdgeInsets(top: 0, left: 44, bottom: 0, right: 30))
        // From the safe area: lines from 54 to 350 (296), two items a line, 96 between them, the third alone and
        // centred. From the margins (16 inside the safe area): 70 to 334 (264), 64 between them.
        #expect(host.frames(0..<3).map { $0?.minX } == xs)
    }

    // MARK: Axes and directions

    /// Scrolling horizontally, lines are columns filled top to bottom: 2 items of 100 fit in 280 (with 10 between),
    /// 80 left over goes between them; the last column's lone item is centred; the header counts by its width.
    @Test func horizontalScrollingSwapsTheAxes() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 50, height: 100)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 20
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        layout.headerReferenceSize = CGSize(width: 30, height: 999)
        let host = flowHost(layout, counts: [5], size: CGSize(width: 390, height: 300))
        #expect(host.supplementaryFrame(UICollectionView.elementKindSectionHeader) == CGRect(x: 0, y: 0, width: 30, height: 300))
        #expect(host.frames(0..<5) == rects([
            (40, 10, 50, 100), (40, 190, 50, 100), (110, 10, 50, 100), (110, 190, 50, 100), (180, 100, 50, 100),
        ]))
        #expect(host.collectionView.contentSize == CGSize(width: 240, height: 300))
        // The height is what lines fill now: a new width keeps the layout, a new height redoes it.
        #expect(!host.layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 300, height: 300)))
        #expect(host.layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 390, height: 250)))
    }

    /// Right to left, the collection view mirrors the layout's frames across the content's width (the layout answers
    /// left to right, as UIKit's flow layout does with `flipsHorizontallyInOppositeLayoutDirection`).
    @Test func rightToLeftMirrorsTheLines() {
        let host = flowHost(workedExampleLayout(), counts: [4]) { $0.traitOverrides.layoutDirection = .rightToLeft }
        let shown = (0..<4).map { host.collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(shown == rects([(280, 10, 100, 50), (145, 10, 100, 50), (10, 10, 100, 50), (145, 80, 100, 50)]))
        #expect(host.frame(0) == CGRect(x: 10, y: 10, width: 100, height: 50))
        #expect(host.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 280, y: 10, width: 100, height: 50))
    }

    /// Scrolling horizontally right to left with content narrower than the view, the first column sits at the right
    /// edge of the view, not of the content.
    @Test func rightToLeftHorizontalContentStartsAtTheRightEdge() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 50, height: 100)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let host = flowHost(layout, counts: [3], size: CGSize(width: 390, height: 300)) {
            $0.traitOverrides.layoutDirection = .rightToLeft
        }
        // Left to right, columns at x = 10 and 70 (two items of 100 a column, 280 tall).
        #expect(host.frame(0) == CGRect(x: 10, y: 10, width: 50, height: 100))
        #expect(host.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 330, y: 10, width: 50, height: 100))
        #expect(host.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 270, y: 100, width: 50, height: 100))
    }

    // MARK: Self-sizing

    /// Cells sit at the estimate until they measure themselves; measured, the lines are built again: item 1 comes out
    /// 200 × 70, so only two items fit on the first line, which grows to 70, and the last line (of a section now
    /// mixed) starts at the inset.
    @Test func selfSizingCellsRebuildTheLinesAndTheContentSize() {
        FlowSizedCell.size = { $0 == 1 ? CGSize(width: 200, height: 70) : CGSize(width: 100, height: 50) }
        let layout = workedExampleLayout()
        layout.estimatedItemSize = CGSize(width: 100, height: 50)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collectionView.register(FlowSizedCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = CountingDataSource([6])
        collectionView.dataSource = dataSource
        // At the estimate: the worked example.
        #expect(layout.collectionViewContentSize == CGSize(width: 390, height: 140))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 145, y: 10, width: 100, height: 50))
        collectionView.layoutIfNeeded()
        let frames = (0..<6).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames == rects([
            (10, 20, 100, 50), (180, 10, 200, 70), (10, 100, 100, 50), (145, 100, 100, 50), (280, 100, 100, 50),
            (10, 170, 100, 50),
        ]))
        #expect(collectionView.contentSize == CGSize(width: 390, height: 230))
        #expect(collectionView.visibleCells.map(\.frame) == frames.compactMap { $0 })
    }

    /// `automaticSize` sizes cells with `itemSize` as their estimate.
    @Test func automaticSizeEstimatesWithTheItemSize() {
        FlowSizedCell.size = { _ in CGSize(width: 110, height: 40) }
        let layout = workedExampleLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collectionView.register(FlowSizedCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = CountingDataSource([4])
        collectionView.dataSource = dataSource
        #expect(layout.collectionViewContentSize == CGSize(width: 390, height: 140))
        collectionView.layoutIfNeeded()
        // Measured, every item is 110 × 40: one size again, so the last line is justified (a lone item, centred).
        #expect((0..<4).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame } == rects([
            (10, 10, 110, 40), (140, 10, 110, 40), (270, 10, 110, 40), (140, 70, 110, 40),
        ]))
        #expect(collectionView.contentSize == CGSize(width: 390, height: 120))
    }

    // MARK: Invalidation

    /// A new width breaks the lines anew; scrolling or a new height does not invalidate; a changed property does.
    @Test func aNewWidthOrPropertyLaysOutAgain() {
        let host = flowHost(workedExampleLayout(), counts: [5])
        let layout = host.layout
        #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 300, height: 844)))
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 390, height: 500)))
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 40, width: 390, height: 844)))
        host.collectionView.frame = CGRect(x: 0, y: 0, width: 300, height: 844)
        host.collectionView.layoutIfNeeded()
        // 280 of line: two items a line, 80 between them.
        #expect(host.frames(0..<5) == rects([
            (10, 10, 100, 50), (190, 10, 100, 50), (10, 80, 100, 50), (190, 80, 100, 50), (100, 150, 100, 50),
        ]))
        #expect(host.collectionView.contentSize == CGSize(width: 300, height: 210))
        (layout as? UICollectionViewFlowLayout)?.itemSize = CGSize(width: 280, height: 30)
        host.collectionView.layoutIfNeeded()
        #expect(host.frame(1) == CGRect(x: 10, y: 60, width: 280, height: 30))
    }

    // MARK: Hosting

    /// In a window, the collection view shows the flow's cells where the layout puts them, in its render tree too.
    @Test func aWindowShowsTheFlowsCellsInItsRenderTree() {
        let controller = UIViewController()
        let window = shownWindow(controller)
        let layout = workedExampleLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = CountingDataSource([6])
        collectionView.dataSource = dataSource
        controller.view.addSubview(collectionView)
        window.layoutIfNeeded()
        let expected = [
            CGRect(x: 10, y: 10, width: 100, height: 50), CGRect(x: 145, y: 10, width: 100, height: 50),
            CGRect(x: 280, y: 10, width: 100, height: 50), CGRect(x: 10, y: 80, width: 100, height: 50),
            CGRect(x: 145, y: 80, width: 100, height: 50), CGRect(x: 280, y: 80, width: 100, height: 50),
        ]
        #expect(collectionView.visibleCells.map(\.frame) == expected)
        let cells = collectionView.renderTree().elements.filter { $0.category == .cell }
        #expect(cells.map(\.indexPath.item) == Array(0..<6))
        #expect(cells.map(\.frame) == expected)
        #expect(collectionView.renderTree().contentSize == CGSize(width: 390, height: 140))
    }
}

/// A collection view controller made without a layout lays its items out in a default flow layout, as in UIKit.
@MainActor
@Suite struct FlowLayoutControllerTests {
    final class Grid: UICollectionViewController {
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 8 }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    @Test func aControllerWithoutALayoutGetsAFlowLayout() {
        let controller = Grid()
        #expect(controller.collectionViewLayout is UICollectionViewFlowLayout)
        controller.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        _ = shownWindow(controller)
        controller.collectionView.layoutIfNeeded()
        // 50-pt items, at least 10 apart: 6 fit in 390, and the 90 left over makes the 5 gaps 18 each.
        #expect(controller.collectionView.visibleCells.count == 8)
        #expect(controller.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
            == CGRect(x: 68, y: 0, width: 50, height: 50))
        #expect(controller.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 7, section: 0))?.frame
            == CGRect(x: 340, y: 60, width: 50, height: 50))
    }
}
