import Foundation
import OpenCollectionView
import Testing

/// Primary actions (iOS 16): a tap that selects one item performs the item's primary action after the selection is
/// handled, as UIKit calls `collectionView(_:performPrimaryActionForItemAt:)`.
@MainActor
@Suite struct PrimaryActionTests {
    /// A delegate that logs selection and primary actions, with a primary action it can refuse.
    final class Delegate: UICollectionViewDelegate {
        var log: [String] = []
        var selects = true
        var canPerform: Bool?

        func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
            log.append("shouldSelect \(indexPath.item)")
            return selects
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            log.append("didSelect \(indexPath.item)")
        }
        func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
            log.append("didDeselect \(indexPath.item)")
        }
        func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool {
            log.append("canPerform \(indexPath.item)")
            // Unset, the protocol's default answers.
            return canPerform ?? !collectionView.isEditing
        }
        func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
            log.append("perform \(indexPath.item)")
        }
    }

    /// A delegate that only performs primary actions, relying on the default `canPerformPrimaryActionForItemAt`.
    final class PerformingOnly: UICollectionViewDelegate {
        var performed: [Int] = []
        func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
            performed.append(indexPath.item)
        }
    }

    let host = RegisteredRowsHost(items: Array(100..<120))
    let delegate = Delegate()

    init() {
        host.collectionView.delegate = delegate
    }

    @Test func aTapPerformsThePrimaryActionAfterSelecting() {
        host.collectionView.tapItem(at: IndexPath(item: 3, section: 0))
        #expect(delegate.log == ["shouldSelect 3", "didSelect 3", "canPerform 3", "perform 3"])
        #expect(host.collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    }

    @Test func anItemTheDelegateDoesNotLetSelectStillPerformsItsPrimaryAction() {
        delegate.selects = false
        host.collectionView.tapItem(at: IndexPath(item: 1, section: 0))
        #expect(delegate.log == ["shouldSelect 1", "canPerform 1", "perform 1"])
        #expect(host.collectionView.indexPathsForSelectedItems == [])
    }

    @Test func aRefusedPrimaryActionIsNotPerformed() {
        delegate.canPerform = false
        host.collectionView.tapItem(at: IndexPath(item: 2, section: 0))
        #expect(delegate.log == ["shouldSelect 2", "didSelect 2", "canPerform 2"])
    }

    @Test func byDefaultThereIsNoPrimaryActionWhileEditing() {
        let performing = PerformingOnly()
        host.collectionView.delegate = performing
        host.collectionView.tapItem(at: IndexPath(item: 0, section: 0))
        #expect(performing.performed == [0])
        host.collectionView.allowsSelectionDuringEditing = true
        host.collectionView.isEditing = true
        host.collectionView.tapItem(at: IndexPath(item: 4, section: 0))
        #expect(performing.performed == [0])
        #expect(host.collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    }

    /// With multiple selection a tap extends the selection (or takes an item out of it): no primary action.
    @Test func tapsThatExtendAMultipleSelectionPerformNone() {
        host.collectionView.allowsMultipleSelection = true
        host.collectionView.tapItem(at: IndexPath(item: 0, section: 0))
        host.collectionView.tapItem(at: IndexPath(item: 1, section: 0))
        host.collectionView.tapItem(at: IndexPath(item: 0, section: 0))
        #expect(delegate.log == ["shouldSelect 0", "didSelect 0", "shouldSelect 1", "didSelect 1", "didDeselect 0"])
    }

    /// A touch that ends outside the item selects nothing and performs nothing.
    @Test func aTouchReleasedOutsideTheItemPerformsNothing() {
        host.collectionView.touchDownItem(at: IndexPath(item: 5, section: 0))
        host.collectionView.touchUpItem(at: IndexPath(item: 5, section: 0), inside: false)
        #expect(delegate.log.isEmpty)
    }
}
