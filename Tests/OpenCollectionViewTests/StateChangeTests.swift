import Foundation
import OpenCollectionView
import Testing

/// A delegate that deselects each row it is told was selected, animated, as apps that push a screen do.
@MainActor
final class DeselectingDelegate: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}

/// The render tree's record of editing, selection and expansion changes, for hosts that animate them.
@MainActor
@Suite struct StateChangeTests {
    let host = ListHost(appearance: .plain, items: ["a", "b", "c"])
    private var collectionView: UICollectionView { host.collectionView }

    private func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    @Test func editingIsRecordedOncePerChangeWithItsAnimation() {
        let start = collectionView.renderTree().stateChangeNumber
        #expect(start == 0)
        #expect(collectionView.lastStateChange == nil)
        collectionView.setEditing(true, animated: true)
        var tree = collectionView.renderTree()
        #expect(tree.lastStateChange == CollectionViewStateChange(kind: .editing(isEditing: true), animated: true))
        #expect(tree.stateChangeNumber == 1)
        // Setting the mode it is in changes nothing.
        collectionView.setEditing(true, animated: false)
        collectionView.isEditing = true
        #expect(collectionView.renderTree().stateChangeNumber == 1)
        collectionView.setEditing(false, animated: false)
        tree = collectionView.renderTree()
        #expect(tree.lastStateChange == CollectionViewStateChange(kind: .editing(isEditing: false), animated: false))
        #expect(tree.stateChangeNumber == 2)
    }

    @Test func settingIsEditingAnimatesUnlessAnimationsAreOff() {
        collectionView.isEditing = true
        #expect(collectionView.lastStateChange?.animated == true)
        UIView.performWithoutAnimation { collectionView.isEditing = false }
        #expect(collectionView.lastStateChange == CollectionViewStateChange(kind: .editing(isEditing: false), animated: false))
        #expect(collectionView.stateChangeNumber == 2)
    }

    @Test func leavingASelectionTheNewModeDisallowsIsPartOfTheEditingChange() {
        collectionView.selectItem(at: path(0), animated: false, scrollPosition: [])
        collectionView.setEditing(true, animated: true)
        #expect(collectionView.indexPathsForSelectedItems == [])
        #expect(collectionView.lastStateChange?.kind == .editing(isEditing: true))
        #expect(collectionView.stateChangeNumber == 2)
    }

    @Test func programmaticSelectionNamesTheItemsAndTakesItsAnimatedFlag() {
        collectionView.selectItem(at: path(1), animated: true, scrollPosition: [])
        #expect(collectionView.lastStateChange == CollectionViewStateChange(
            kind: .selection(selected: ["item b"], deselected: []), animated: true))
        // Single selection: selecting "c" deselects "b" in the same change.
        collectionView.selectItem(at: path(2), animated: false, scrollPosition: [])
        #expect(collectionView.lastStateChange == CollectionViewStateChange(
            kind: .selection(selected: ["item c"], deselected: ["item b"]), animated: false))
        collectionView.deselectItem(at: path(2), animated: true)
        #expect(collectionView.lastStateChange == CollectionViewStateChange(
            kind: .selection(selected: [], deselected: ["item c"]), animated: true))
        #expect(collectionView.stateChangeNumber == 3)
        // Deselecting what is not selected, or selecting what is, records nothing.
        collectionView.deselectItem(at: path(2), animated: true)
        collectionView.selectItem(at: nil, animated: true, scrollPosition: [])
        #expect(collectionView.stateChangeNumber == 3)
    }

    @Test func aTapSelectsWithoutAnimationAsOneChange() {
        collectionView.selectItem(at: path(0), animated: false, scrollPosition: [])
        let tree = collectionView.handle(.tap(at: CGPoint(x: 100, y: 60)))
        #expect(tree.lastStateChange == CollectionViewStateChange(
            kind: .selection(selected: ["item b"], deselected: ["item a"]), animated: false))
        #expect(tree.stateChangeNumber == 2)
    }

    @Test func aRowTheAppDeselectsOnSelectionFlashes() {
        let delegate = DeselectingDelegate()
        collectionView.delegate = delegate
        collectionView.tapItem(at: path(1))
        #expect(collectionView.indexPathsForSelectedItems == [])
        // The tap's selection, then the app's animated deselection: the host sees the latter last.
        #expect(collectionView.stateChangeNumber == 2)
        #expect(collectionView.lastStateChange == CollectionViewStateChange(
            kind: .selection(selected: [], deselected: ["item b"]), animated: true))
    }

    @Test func keysSelectAndDeselectWithAnimation() {
        collectionView.allowsMultipleSelection = true
        collectionView.handle(.key(.down))
        #expect(collectionView.lastStateChange == CollectionViewStateChange(
            kind: .selection(selected: ["item a"], deselected: []), animated: true))
        collectionView.selectItem(at: path(2), animated: false, scrollPosition: [])
        let before = collectionView.stateChangeNumber
        // Escape deselects everything as one change.
        let tree = collectionView.handle(.key(.escape))
        #expect(tree.stateChangeNumber == before + 1)
        #expect(tree.lastStateChange == CollectionViewStateChange(
            kind: .selection(selected: [], deselected: ["item a", "item c"]), animated: true))
    }

    @Test func turningSelectionOffRecordsTheItemsItDeselects() {
        collectionView.selectItem(at: path(2), animated: true, scrollPosition: [])
        collectionView.allowsSelection = false
        #expect(collectionView.lastStateChange == CollectionViewStateChange(
            kind: .selection(selected: [], deselected: ["item c"]), animated: false))
        #expect(collectionView.stateChangeNumber == 2)
    }

    @Test func aHostReadingTwiceSeesTheSameChange() {
        collectionView.setEditing(true, animated: true)
        let first = collectionView.renderTree()
        collectionView.layoutIfNeeded()
        let second = collectionView.handle(.scroll(to: CGPoint(x: 0, y: 10)))
        #expect(first.stateChangeNumber == 1)
        #expect(second.stateChangeNumber == first.stateChangeNumber)
        #expect(second.lastStateChange == first.lastStateChange)
        // Batch updates are numbered on their own.
        var snapshot = host.dataSource.snapshot()
        snapshot.deleteItems(["c"])
        host.dataSource.apply(snapshot, animatingDifferences: true)
        let third = collectionView.renderTree()
        #expect(third.updateNumber == first.updateNumber + 1)
        #expect(third.stateChangeNumber == first.stateChangeNumber)
    }

    @Test func outlineTapsRecordTheExpansion() {
        let outline = OutlineDisclosureTests(style: .header)
        let collectionView = outline.collectionView
        let fruit = collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame ?? .zero
        var tree = collectionView.handle(.tap(at: CGPoint(x: fruit.midX, y: fruit.midY)))
        #expect(tree.lastStateChange == CollectionViewStateChange(
            kind: .expansion(identity: "item Fruit", isExpanded: true), animated: true))
        #expect(tree.stateChangeNumber == 1)
        // Fruit's two children show now, between Fruit and Veg.
        #expect(tree.elements.filter { $0.category == .cell }.count == 4)
        // The row is not selected by the tap.
        #expect(tree.elements.allSatisfy { $0.state?.isSelected != true })
        UIView.performWithoutAnimation {
            collectionView.tapAccessory(named: "outlineDisclosure", ofItemAt: IndexPath(item: 0, section: 0))
        }
        tree = collectionView.renderTree()
        #expect(tree.lastStateChange == CollectionViewStateChange(
            kind: .expansion(identity: "item Fruit", isExpanded: false), animated: false))
        #expect(tree.stateChangeNumber == 2)
    }

    @Test func anExpansionAHandlerRefusesIsNotRecorded() {
        let outline = OutlineDisclosureTests(style: .header)
        var handlers = UICollectionViewDiffableDataSource<Int, String>.SectionSnapshotHandlers<String>()
        handlers.shouldExpandItem = { _ in false }
        outline.dataSource.sectionSnapshotHandlers = handlers
        outline.collectionView.tapItem(at: IndexPath(item: 0, section: 0))
        #expect(outline.collectionView.stateChangeNumber == 0)
        #expect(outline.collectionView.lastStateChange == nil)
    }
}
