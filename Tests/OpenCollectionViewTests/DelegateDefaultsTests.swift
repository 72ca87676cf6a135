import Foundation
@testable import OpenCollectionView
import Testing

/// The answers of the data source and delegate methods an app does not implement, as UIKit's defaults give them.
@MainActor
@Suite struct DelegateDefaultsTests {
    final class Bare: UICollectionViewDataSource, UICollectionViewDelegate, UICollectionViewDragDelegate,
        UICollectionViewDropDelegate
    {
        func numberOfSections(in collectionView: UICollectionView) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(
            _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
        ) -> [UIDragItem] { [] }
        func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator) {}
    }

    final class SpringContext: UISpringLoadedInteractionContext {
        var state = UISpringLoadedInteractionEffectState.possible
        var targetView: UIView?
        var targetItem: Any?
        func location(in view: UIView?) -> CGPoint { .zero }
    }

    let bare = Bare()
    let collectionView: UICollectionView

    init() {
        collectionView = makeRowsCollectionView()
        collectionView.dataSource = bare
        collectionView.delegate = bare
        collectionView.layoutIfNeeded()
    }

    @Test func noIndexAndIndexTitlesLeadToTheirSections() {
        #expect(bare.indexTitles(for: collectionView) == nil)
        #expect(bare.collectionView(collectionView, indexPathForIndexTitle: "B", at: 1) == IndexPath(item: 0, section: 1))
        // More titles than sections: the last section.
        #expect(bare.collectionView(collectionView, indexPathForIndexTitle: "Z", at: 25) == IndexPath(item: 0, section: 2))
    }

    @Test func diffableDataSourcesAndControllersAnswerTheSame() {
        let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: collectionView) { _, _, _ in nil }
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2], toSection: "a")
        snapshot.appendItems([3], toSection: "b")
        dataSource.apply(snapshot, animatingDifferences: false)
        #expect(dataSource.indexTitles(for: collectionView) == nil)
        #expect(dataSource.collectionView(collectionView, indexPathForIndexTitle: "b", at: 1) == IndexPath(item: 0, section: 1))
        #expect(dataSource.collectionView(collectionView, indexPathForIndexTitle: "c", at: 7) == IndexPath(item: 0, section: 1))

        let controller = UICollectionViewController(collectionViewLayout: rowsLayout())
        #expect(controller.indexTitles(for: controller.collectionView) == nil)
        #expect(controller.collectionView(controller.collectionView, canPerformPrimaryActionForItemAt: IndexPath(item: 0, section: 0)))
        controller.setEditing(true, animated: false)
        #expect(!controller.collectionView(controller.collectionView, canPerformPrimaryActionForItemAt: IndexPath(item: 0, section: 0)))
    }

    @Test func focusFollowsTheCollectionViewsSettings() {
        let item = IndexPath(item: 0, section: 0)
        #expect(!bare.collectionView(collectionView, canFocusItemAt: item))
        collectionView.allowsFocus = true
        #expect(bare.collectionView(collectionView, canFocusItemAt: item))
        collectionView.isEditing = true
        #expect(!bare.collectionView(collectionView, canFocusItemAt: item))
        collectionView.allowsFocusDuringEditing = true
        #expect(bare.collectionView(collectionView, canFocusItemAt: item))

        #expect(!bare.collectionView(collectionView, selectionFollowsFocusForItemAt: item))
        collectionView.selectionFollowsFocus = true
        #expect(bare.collectionView(collectionView, selectionFollowsFocusForItemAt: item))

        let context = UICollectionViewFocusUpdateContext(previouslyFocusedIndexPath: nil, nextFocusedIndexPath: item)
        #expect(context.nextFocusedIndexPath == item)
        #expect(bare.collectionView(collectionView, shouldUpdateFocusIn: context))
        #expect(bare.indexPathForPreferredFocusedView(in: collectionView) == nil)
        var ran: [String] = []
        UIFocusAnimationCoordinator().addCoordinatedAnimations({ ran.append("animations") }, completion: { ran.append("completion") })
        #expect(ran == ["animations", "completion"])
    }

    @Test func springLoadingAndMultipleSelectionInteractions() {
        let item = IndexPath(item: 1, section: 0)
        #expect(bare.collectionView(collectionView, shouldSpringLoadItemAt: item, with: SpringContext()))
        #expect(!bare.collectionView(collectionView, shouldBeginMultipleSelectionInteractionAt: item))
    }

    @Test func previewsAreTheWholeCellByDefault() {
        let item = IndexPath(item: 1, section: 0)
        let configuration = UIContextMenuConfiguration()
        #expect(bare.collectionView(collectionView, contextMenuConfiguration: configuration, highlightPreviewForItemAt: item) == nil)
        #expect(bare.collectionView(collectionView, contextMenuConfiguration: configuration, dismissalPreviewForItemAt: item) == nil)
        #expect(bare.collectionView(collectionView, dragPreviewParametersForItemAt: item) == nil)
        #expect(bare.collectionView(collectionView, dropPreviewParametersForItemAt: item) == nil)
        #expect(bare.collectionView(
            collectionView, itemsForAddingTo: CollectionViewDragSession(collectionView: collectionView, location: .zero),
            at: item, point: .zero).isEmpty)
    }

    @Test func theDefaultTransitionLayoutGoesBetweenTheTwoLayouts() {
        let old = collectionView.collectionViewLayout
        let new = rowsLayout(rowHeight: 30)
        let transition = bare.collectionView(collectionView, transitionLayoutForOldLayout: old, newLayout: new)
        #expect(type(of: transition) == UICollectionViewTransitionLayout.self)
        #expect(transition.currentLayout === old)
        #expect(transition.nextLayout === new)
        #expect(transition.transitionProgress == 0)
    }
}
