import CollectionDiagnostics
import Foundation
import OpenCollectionView
import Testing

/// A delegate that logs every call and answers the `should` questions from its settings.
@MainActor
final class LoggingDelegate: UICollectionViewDelegate {
    var log: [String] = []
    var highlights = true
    var selects = true
    var deselects = true

    private func name(_ indexPath: IndexPath) -> String { "\(indexPath.section)-\(indexPath.item)" }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(name(indexPath))")
        return highlights
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        log.append("didHighlight \(name(indexPath))")
    }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        log.append("didUnhighlight \(name(indexPath))")
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldSelect \(name(indexPath))")
        return selects
    }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldDeselect \(name(indexPath))")
        return deselects
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(name(indexPath))")
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        log.append("didDeselect \(name(indexPath))")
    }
}

@MainActor
@Suite struct SelectionTests {
    let host = RegisteredRowsHost(items: Array(100..<200))
    let delegate = LoggingDelegate()

    init() {
        host.collectionView.delegate = delegate
    }

    private func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }
    private var selected: [Int] { (host.collectionView.indexPathsForSelectedItems ?? []).map(\.item) }

    @Test func aTapHighlightsThenSelectsThroughTheDelegate() {
        host.collectionView.tapItem(at: path(2))
        #expect(delegate.log == ["shouldHighlight 0-2", "didHighlight 0-2", "didUnhighlight 0-2", "shouldSelect 0-2", "didSelect 0-2"])
        #expect(selected == [2])
        #expect(host.cell(2)?.isSelected == true)
        #expect(host.cell(2)?.isHighlighted == false)
    }

    /// A layout pass reads what decides its cells' states once, and again after the app's code runs for a new cell.
    @Test func anItemTheDelegateSelectsAsAnotherCellComesIsSelectedWhenItsOwnCellComesInTheSamePass() {
        final class SelectingDelegate: UICollectionViewDelegate {
            func collectionView(
                _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
            ) {
                guard indexPath.item == 20 else { return }
                collectionView.selectItem(at: IndexPath(item: 25, section: 0), animated: false, scrollPosition: [])
            }
        }
        let selecting = SelectingDelegate()
        host.collectionView.delegate = selecting
        // Rows 20 to 28 come in one pass, 20 first.
        host.collectionView.contentOffset = CGPoint(x: 0, y: 2_000)
        host.collectionView.layoutIfNeeded()
        #expect(selected == [25])
        #expect(host.cell(25)?.isSelected == true)
        #expect(host.cell(24)?.isSelected == false)
    }

    @Test func aCellIsHighlightedWhileTheTouchLasts() {
        host.collectionView.touchDownItem(at: path(1))
        #expect(host.cell(1)?.isHighlighted == true)
        host.collectionView.touchUpItem(at: path(1), inside: false)
        #expect(host.cell(1)?.isHighlighted == false)
        #expect(selected.isEmpty)
    }

    @Test func singleSelectionMovesAndTellsTheDelegateOfTheDeselection() {
        host.collectionView.tapItem(at: path(2))
        delegate.log.removeAll()
        host.collectionView.tapItem(at: path(5))
        #expect(delegate.log.suffix(3) == ["shouldSelect 0-5", "didDeselect 0-2", "didSelect 0-5"])
        #expect(selected == [5])
        #expect(host.cell(2)?.isSelected == false)
        // Tapping the selected item again selects it again; it stays selected.
        host.collectionView.tapItem(at: path(5))
        #expect(delegate.log.last == "didSelect 0-5")
        #expect(selected == [5])
    }

    @Test func multipleSelectionTogglesWithTaps() {
        host.collectionView.allowsMultipleSelection = true
        host.collectionView.tapItem(at: path(1))
        host.collectionView.tapItem(at: path(3))
        #expect(selected == [1, 3])
        delegate.log.removeAll()
        host.collectionView.tapItem(at: path(1))
        #expect(delegate.log.suffix(2) == ["shouldDeselect 0-1", "didDeselect 0-1"])
        #expect(selected == [3])
        delegate.deselects = false
        host.collectionView.tapItem(at: path(3))
        #expect(selected == [3])
    }

    @Test func anItemThatDoesNotHighlightIsNotSelected() {
        delegate.highlights = false
        host.collectionView.tapItem(at: path(4))
        #expect(delegate.log == ["shouldHighlight 0-4"])
        #expect(selected.isEmpty)
    }

    @Test func theDelegateCanRefuseSelection() {
        delegate.selects = false
        host.collectionView.tapItem(at: path(4))
        #expect(delegate.log.last == "shouldSelect 0-4")
        #expect(selected.isEmpty)
    }

    @Test func programmaticSelectionCallsNoDelegateMethod() {
        host.collectionView.selectItem(at: path(3), animated: false, scrollPosition: [])
        host.collectionView.selectItem(at: path(4), animated: false, scrollPosition: [])
        #expect(selected == [4])
        host.collectionView.deselectItem(at: path(4), animated: true)
        #expect(selected.isEmpty)
        #expect(delegate.log.isEmpty)
    }

    @Test func withSelectionOffNothingIsSelectedAndTurningItOffDeselects() {
        host.collectionView.selectItem(at: path(3), animated: false, scrollPosition: [])
        host.collectionView.allowsSelection = false
        #expect(selected.isEmpty)
        host.collectionView.tapItem(at: path(3))
        host.collectionView.selectItem(at: path(3), animated: false, scrollPosition: [])
        #expect(selected.isEmpty)
        #expect(delegate.log.isEmpty)
    }

    @Test func editingUsesTheDuringEditingSettingsAndReachesTheCells() {
        host.collectionView.selectItem(at: path(1), animated: false, scrollPosition: [])
        host.collectionView.isEditing = true
        // Selection during editing is off by default: entering editing deselects.
        #expect(selected.isEmpty)
        #expect(host.cell(0)?.configurationState.isEditing == true)
        host.collectionView.allowsSelectionDuringEditing = true
        host.collectionView.allowsMultipleSelectionDuringEditing = true
        host.collectionView.tapItem(at: path(1))
        host.collectionView.tapItem(at: path(2))
        #expect(selected == [1, 2])
        host.collectionView.isEditing = false
        #expect(selected == [1])
        #expect(host.cell(0)?.configurationState.isEditing == false)
    }

    @Test func selectionFollowsItemsThroughApplyAndLeavesDeletedOnes() {
        host.collectionView.allowsMultipleSelection = true
        host.collectionView.selectItem(at: path(2), animated: false, scrollPosition: [])
        host.collectionView.selectItem(at: path(4), animated: false, scrollPosition: [])
        var snapshot = host.dataSource.snapshot()
        snapshot.insertItems([-1, -2], beforeItem: 100)
        snapshot.deleteItems([104])
        host.dataSource.apply(snapshot, animatingDifferences: true)
        host.collectionView.layoutIfNeeded()
        // Item 102 moved from row 2 to row 4; item 104 is gone.
        #expect(selected == [4])
        #expect(host.cell(4)?.isSelected == true)
        #expect(host.cell(4)?.number == 102)
        #expect(host.cell(2)?.isSelected == false)
    }

    @Test func reloadDataClearsTheSelection() {
        host.collectionView.selectItem(at: path(2), animated: false, scrollPosition: [])
        host.collectionView.reloadData()
        #expect(selected.isEmpty)
    }

    @Test func selectingAnItemOutOfBoundsIsReportedAndChangesNothing() {
        let (_, diagnostics) = Diagnostics.recording {
            host.collectionView.selectItem(at: path(500), animated: false, scrollPosition: [])
        }
        #expect(diagnostics == [.error(
            "selectItem(at:animated:scrollPosition:)",
            "attempt to use an invalid index path [0, 500] for a collection view with item counts [100]")])
        #expect(selected.isEmpty)
    }

    @Test func selectedCellsShowTheirStateInTheirConfigurationState() {
        host.collectionView.selectItem(at: path(0), animated: false, scrollPosition: [])
        #expect(host.cell(0)?.configurationState.isSelected == true)
        #expect(host.cell(1)?.configurationState.isSelected == false)
    }
}

@MainActor
@Suite struct ScrollingToItemsTests {
    let host = RegisteredRowsHost(items: Array(0..<100))

    @Test func pointsFindTheItemUnderThem() {
        #expect(host.collectionView.indexPathForItem(at: CGPoint(x: 10, y: 250)) == IndexPath(item: 2, section: 0))
        #expect(host.collectionView.indexPathForItem(at: CGPoint(x: 389, y: 9_999)) == IndexPath(item: 99, section: 0))
        #expect(host.collectionView.indexPathForItem(at: CGPoint(x: 10, y: 10_001)) == nil)
    }

    @Test func scrollPositionsPlaceTheItemAndStayInTheContent() {
        let collectionView = host.collectionView
        collectionView.scrollToItem(at: IndexPath(item: 50, section: 0), at: .top, animated: false)
        #expect(collectionView.contentOffset.y == 5_000)
        collectionView.scrollToItem(at: IndexPath(item: 50, section: 0), at: .centeredVertically, animated: false)
        #expect(collectionView.contentOffset.y == CGFloat(5_050 - 422))
        collectionView.scrollToItem(at: IndexPath(item: 50, section: 0), at: .bottom, animated: true)
        #expect(collectionView.contentOffset.y == CGFloat(5_100 - 844))
        // The last rows cannot reach the top: the offset stops at the end of the content.
        collectionView.scrollToItem(at: IndexPath(item: 99, section: 0), at: .top, animated: false)
        #expect(collectionView.contentOffset.y == CGFloat(10_000 - 844))
        // No position: the least scroll that shows the item.
        collectionView.scrollToItem(at: IndexPath(item: 10, section: 0), at: [], animated: false)
        #expect(collectionView.contentOffset.y == 1_000)
        collectionView.layoutIfNeeded()
        #expect(collectionView.indexPathsForVisibleItems.first == IndexPath(item: 10, section: 0))
    }

    @Test func selectingWithAScrollPositionScrolls() {
        host.collectionView.selectItem(at: IndexPath(item: 30, section: 0), animated: false, scrollPosition: .top)
        #expect(host.collectionView.contentOffset.y == 3_000)
    }

    /// Positions are taken in the area the insets leave visible: under a 44 pt bar and above a 34 pt home indicator
    /// the visible height is 844 − 78 = 766.
    @Test func scrollPositionsKeepClearOfTheInsets() {
        let collectionView = host.collectionView
        collectionView.contentInset = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        collectionView.scrollToItem(at: IndexPath(item: 50, section: 0), at: .top, animated: false)
        #expect(collectionView.contentOffset.y == CGFloat(5_000 - 44))
        collectionView.scrollToItem(at: IndexPath(item: 50, section: 0), at: .centeredVertically, animated: false)
        #expect(collectionView.contentOffset.y == CGFloat(5_050 - 383 - 44))
        collectionView.scrollToItem(at: IndexPath(item: 50, section: 0), at: .bottom, animated: false)
        #expect(collectionView.contentOffset.y == CGFloat(5_100 - 766 - 44))
        // Row 43 (4,300–4,400) is partly under the bar (which ends at 4,290 + 44): the least scroll puts it right
        // below the bar.
        collectionView.scrollToItem(at: IndexPath(item: 43, section: 0), at: [], animated: false)
        #expect(collectionView.contentOffset.y == CGFloat(4_300 - 44))
    }
}
