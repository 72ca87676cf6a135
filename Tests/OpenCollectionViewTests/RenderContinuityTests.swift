import Foundation
@testable import OpenCollectionView
import Testing

/// A render tree made for a host may continue the host's last: it then holds only the cells the layout passes placed
/// anew since, and names those gone, so that drawing a scroll costs what comes into view.
@MainActor
@Suite struct RenderContinuityTests {
    private func grid() -> (UIWindow, UICollectionView) {
        fiveColumnGrid { UICollectionView(frame: $0, collectionViewLayout: $1) }
    }

    private func hostTree(_ collectionView: UICollectionView, continuing previous: UInt64?) -> RenderTree {
        collectionView.renderTree(continuing: previous, keepingHostViews: { _, _ in true })
    }

    private func cellIdentities(_ tree: RenderTree) -> Set<String> {
        Set(tree.elements.filter { $0.category == .cell }.map(\.identity))
    }

    private func shownIdentities(_ collectionView: UICollectionView) -> Set<String> {
        Set(collectionView.indexPathsForVisibleItems.map { collectionView.renderIdentity(ofItemAt: $0) })
    }

    @Test func aTreeContinuingTheLastHoldsTheCellsThatCameAndNamesThoseGone() throws {
        let (window, collectionView) = grid()
        let first = hostTree(collectionView, continuing: nil)
        let number = try #require(first.continuity?.number)
        #expect(first.continuity?.continues == nil)
        let before = shownIdentities(collectionView)
        #expect(cellIdentities(first) == before)
        collectionView.contentOffset = CGPoint(x: 0, y: 156)
        let second = hostTree(collectionView, continuing: number)
        let after = shownIdentities(collectionView)
        #expect(second.continuity?.continues == number)
        #expect(second.continuity?.number != number)
        // Two rows came and two went: the tree holds the ten that came, and names the ten that went.
        #expect(cellIdentities(second) == after.subtracting(before))
        #expect(cellIdentities(second).count == 10)
        #expect(Set(second.continuity?.gone ?? []) == before.subtracting(after))
        #expect(second.continuity?.gone.count == 10)
        withExtendedLifetime(window) {}
    }

    @Test func cellsThatLeftAndCameBackSinceTheTreeAreHeldAndNotGone() throws {
        let (window, collectionView) = grid()
        let first = hostTree(collectionView, continuing: nil)
        let before = shownIdentities(collectionView)
        collectionView.contentOffset = CGPoint(x: 0, y: 156)
        collectionView.layoutIfNeeded()
        collectionView.contentOffset = .zero
        let second = hostTree(collectionView, continuing: first.continuity?.number)
        #expect(second.continuity?.continues == first.continuity?.number)
        #expect(shownIdentities(collectionView) == before)
        // The first two rows came back in new cells: they are held; none of what the page shows is named gone.
        #expect(cellIdentities(second).count == 10)
        #expect(cellIdentities(second).isSubset(of: before))
        let gone = Set(second.continuity?.gone ?? [])
        #expect(gone.isDisjoint(with: before))
        withExtendedLifetime(window) {}
    }

    /// Passes no host draws (a screen under another) stop counting before the count outgrows a whole tree.
    @Test func manyPassesWithoutATreeMakeTheNextWhole() throws {
        let (window, collectionView) = grid()
        let first = hostTree(collectionView, continuing: nil)
        for row in 1...40 {
            collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(row) * 156)
            collectionView.layoutIfNeeded()
        }
        let next = hostTree(collectionView, continuing: first.continuity?.number)
        #expect(next.continuity?.continues == nil)
        #expect(cellIdentities(next) == shownIdentities(collectionView))
        withExtendedLifetime(window) {}
    }

    @Test func onlyTheLastTreeMadeIsContinued() throws {
        let (window, collectionView) = grid()
        let first = hostTree(collectionView, continuing: nil)
        collectionView.contentOffset = CGPoint(x: 0, y: 156)
        _ = hostTree(collectionView, continuing: first.continuity?.number)
        collectionView.contentOffset = CGPoint(x: 0, y: 312)
        let third = hostTree(collectionView, continuing: first.continuity?.number)
        #expect(third.continuity?.continues == nil)
        #expect(cellIdentities(third) == shownIdentities(collectionView))
        withExtendedLifetime(window) {}
    }

    @Test func aSelectionSinceTheTreeMakesTheNextWhole() throws {
        let (window, collectionView) = grid()
        let first = hostTree(collectionView, continuing: nil)
        collectionView.selectItem(at: IndexPath(item: 13, section: 0), animated: false, scrollPosition: [])
        collectionView.contentOffset = CGPoint(x: 0, y: 156)
        let second = hostTree(collectionView, continuing: first.continuity?.number)
        #expect(second.continuity?.continues == nil)
        #expect(cellIdentities(second) == shownIdentities(collectionView))
        let selected = second.elements.first { $0.indexPath == IndexPath(item: 13, section: 0) }
        #expect(selected?.state?.isSelected == true)
        withExtendedLifetime(window) {}
    }

    @Test func aBatchUpdateSinceTheTreeMakesTheNextWhole() throws {
        let (window, collectionView) = grid()
        let first = hostTree(collectionView, continuing: nil)
        collectionView.reloadItems(at: [IndexPath(item: 7, section: 0)])
        let second = hostTree(collectionView, continuing: first.continuity?.number)
        #expect(second.continuity?.continues == nil)
        #expect(cellIdentities(second) == shownIdentities(collectionView))
        withExtendedLifetime(window) {}
    }

    @Test func aTreeForAnyoneElseIsWholeAndUnnumbered() {
        let (window, collectionView) = grid()
        _ = hostTree(collectionView, continuing: nil)
        collectionView.contentOffset = CGPoint(x: 0, y: 156)
        let tree = collectionView.renderTree()
        #expect(tree.continuity == nil)
        #expect(cellIdentities(tree) == shownIdentities(collectionView))
        withExtendedLifetime(window) {}
    }
}
