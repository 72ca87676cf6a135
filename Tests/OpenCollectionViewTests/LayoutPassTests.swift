import Foundation
import OpenCollectionView
import Testing

/// One layout pass places a collection view's cells: the views it adds and removes do not leave it needing another.
@MainActor
@Suite struct LayoutPassTests {
    final class CountingCollectionView: UICollectionView {
        var passes = 0

        override func layoutSubviews() {
            passes += 1
            super.layoutSubviews()
        }
    }

    /// A cell that counts what a layout pass gives it.
    final class CountingCell: UICollectionViewCell {
        var attributesApplied = 0
        var selectionsSet = 0

        override var isSelected: Bool {
            didSet { selectionsSet += 1 }
        }

        override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
            attributesApplied += 1
            super.apply(layoutAttributes)
        }
    }

    private func grid() -> (UIWindow, CountingCollectionView) {
        fiveColumnGrid({ CountingCollectionView(frame: $0, collectionViewLayout: $1) }, cellClass: CountingCell.self)
    }

    @Test func aScrollIsLaidOutInOnePass() {
        let (window, collectionView) = grid()
        let shownBefore = Set(collectionView.indexPathsForVisibleItems)
        collectionView.contentOffset = CGPoint(x: 0, y: 156)
        let passes = collectionView.passes
        collectionView.layoutIfNeeded()
        // Two rows left and two came: ten cells removed and ten added by the pass.
        #expect(Set(collectionView.indexPathsForVisibleItems) != shownBefore)
        #expect(collectionView.passes == passes + 1)
        collectionView.layoutIfNeeded()
        #expect(collectionView.passes == passes + 1)
        // A view of the app's own still marks the collection view, as any subview does its superview.
        collectionView.addSubview(UIView())
        collectionView.layoutIfNeeded()
        #expect(collectionView.passes == passes + 2)
        withExtendedLifetime(window) {}
    }

    /// A scroll within one layout generation, with the cells' states unchanged, gives the cells that stay nothing again:
    /// they are where the last pass put them, as in UIKit, which applies attributes only to what the layout changed.
    @Test func aScrollLeavesTheCellsThatStayAsTheyAre() throws {
        let (window, collectionView) = grid()
        collectionView.contentOffset = CGPoint(x: 0, y: 156)
        collectionView.layoutIfNeeded()
        let cells = collectionView.visibleCells.compactMap { $0 as? CountingCell }
        for cell in cells { (cell.attributesApplied, cell.selectionsSet) = (0, 0) }
        let before = Dictionary(uniqueKeysWithValues: cells.map { (ObjectIdentifier($0), collectionView.indexPath(for: $0)) })
        collectionView.contentOffset = CGPoint(x: 0, y: 312)
        collectionView.layoutIfNeeded()
        let shown = collectionView.visibleCells.compactMap { $0 as? CountingCell }
        let staying = shown.filter { before[ObjectIdentifier($0)] == collectionView.indexPath(for: $0) }
        let entering = shown.filter { before[ObjectIdentifier($0)] != collectionView.indexPath(for: $0) }
        try #require(staying.count > 10 && entering.count == 10)
        #expect(staying.allSatisfy { $0.attributesApplied == 0 && $0.selectionsSet == 0 })
        #expect(entering.allSatisfy { $0.attributesApplied == 1 && $0.selectionsSet >= 1 })
        withExtendedLifetime(window) {}
    }

    /// Cells that stay take a selection made since the last pass, and their drawing (`renderTree`) says so, whether the
    /// host keeps their views or not.
    @Test func cellsThatStayTakeTheStatesChangedSinceTheLastPass() throws {
        let (window, collectionView) = grid()
        let selected = IndexPath(item: 12, section: 0)
        collectionView.allowsMultipleSelection = true
        collectionView.selectItem(at: selected, animated: false, scrollPosition: [])
        collectionView.contentOffset = CGPoint(x: 0, y: 78)
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: selected)?.isSelected == true)
        #expect(collectionView.cellForItem(at: IndexPath(item: 13, section: 0))?.isSelected == false)
        for keeping in [false, true] {
            let tree = collectionView.renderTree(continuing: nil, keepingHostViews: { _, _ in keeping })
            let element = try #require(tree.elements.first { $0.indexPath == selected })
            let other = try #require(tree.elements.first { $0.indexPath == IndexPath(item: 13, section: 0) })
            #expect(element.keepsHostView == keeping)
            #expect(element.state?.isSelected == true && other.state?.isSelected == false)
        }
        collectionView.deselectItem(at: selected, animated: false)
        collectionView.contentOffset = CGPoint(x: 0, y: 156)
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: selected)?.isSelected == false)
        let tree = collectionView.renderTree(continuing: nil, keepingHostViews: { _, _ in true })
        #expect(tree.elements.first { $0.indexPath == selected }?.state?.isSelected == false)
        withExtendedLifetime(window) {}
    }
}
