import Foundation
import OpenCollectionView
import Testing

/// What the delegate hears around a context menu, in UIKit's order: the highlight preview and `willDisplayContextMenu`
/// as it appears, the dismissal preview and `willEndContextMenuInteraction` as it goes; and the context menu interaction
/// apps use to dismiss or update the menu shown.
@MainActor
@Suite struct ContextMenuLifecycleTests {
    final class Delegate: UICollectionViewDelegate {
        var log: [String] = []

        func collectionView(
            _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
        ) -> UIContextMenuConfiguration? {
            log.append("configuration \(indexPaths[0].item)")
            return UIContextMenuConfiguration(identifier: "row \(indexPaths[0].item)" as NSString, previewProvider: nil) { _ in
                UIMenu(title: "Row", children: [
                    UIAction(title: "Keep", attributes: .keepsMenuPresented) { [unowned self] _ in log.append("keep") },
                    UIAction(title: "Share") { [unowned self] _ in log.append("share") },
                ])
            }
        }

        func collectionView(
            _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
            highlightPreviewForItemAt indexPath: IndexPath
        ) -> UITargetedPreview? {
            log.append("highlight preview \(indexPath.item)")
            return collectionView.cellForItem(at: indexPath).map { UITargetedPreview(view: $0) }
        }

        func collectionView(
            _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
            dismissalPreviewForItemAt indexPath: IndexPath
        ) -> UITargetedPreview? {
            log.append("dismissal preview \(indexPath.item)")
            return nil
        }

        func collectionView(
            _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) {
            log.append("will display \(configuration.identifier.map { "\($0)" } ?? "")")
            animator?.addAnimations { [unowned self] in log.append("display animations") }
            animator?.addCompletion { [unowned self] in log.append("display completion") }
            log.append("will display returns")
        }

        func collectionView(
            _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) {
            log.append("will end \(configuration.identifier.map { "\($0)" } ?? "")")
            animator?.addCompletion { [unowned self] in log.append("end completion") }
        }
    }

    let host = BatchHost([[10, 11, 12, 13]], rowHeight: 50)
    let delegate = Delegate()

    init() {
        host.collectionView.delegate = delegate
    }

    @Test func appearingAsksForTheHighlightPreviewThenTellsTheDelegateAndRunsItsAnimator() {
        #expect(host.collectionView.presentContextMenu(forItemAt: path(2), point: CGPoint(x: 20, y: 120)))
        #expect(delegate.log == [
            "configuration 2", "highlight preview 2", "will display row 2", "will display returns", "display animations",
            "display completion",
        ])
    }

    @Test func dismissingAsksForTheDismissalPreviewThenTellsTheDelegate() {
        host.collectionView.presentContextMenu(forItemAt: path(1), point: .zero)
        delegate.log = []
        host.collectionView.dismissPresentedMenu()
        #expect(delegate.log == ["dismissal preview 1", "will end row 1", "end completion"])
        // Nothing is left to end.
        host.collectionView.dismissPresentedMenu()
        #expect(delegate.log.count == 3)
    }

    @Test func choosingAnActionEndsTheMenuUnlessTheActionKeepsItPresented() {
        host.collectionView.presentContextMenu(forItemAt: path(0), point: .zero)
        delegate.log = []
        host.collectionView.choosePresentedMenuElement(at: 0)
        #expect(delegate.log == ["keep"])
        host.collectionView.choosePresentedMenuElement(at: 1)
        #expect(delegate.log == ["keep", "dismissal preview 0", "will end row 0", "end completion", "share"])
    }

    /// A menu whose item is deleted ends without a dismissal preview: there is no item left to shrink into.
    @Test func deletingTheItemEndsTheMenuWithoutAPreview() {
        host.collectionView.presentContextMenu(forItemAt: path(3), point: .zero)
        delegate.log = []
        host.model.sections[0].remove(at: 3)
        host.collectionView.deleteItems(at: [path(3)])
        #expect(host.collectionView.presentedMenu == nil)
        #expect(delegate.log == ["will end row 3", "end completion"])
    }

    /// Presenting another menu ends the first one before the second appears.
    @Test func presentingAnotherMenuEndsTheFirstOneFirst() {
        host.collectionView.presentContextMenu(forItemAt: path(0), point: .zero)
        delegate.log = []
        host.collectionView.presentContextMenu(forItemAt: path(2), point: .zero)
        #expect(delegate.log.filter { $0.hasPrefix("will") } == ["will end row 0", "will display row 2", "will display returns"])
    }

    @Test func theInteractionDismissesAndUpdatesTheMenuShown() throws {
        let collectionView = host.collectionView
        let interaction = try #require(collectionView.contextMenuInteraction)
        #expect(interaction.view === collectionView)
        #expect(interaction.menuAppearance == .unknown)
        #expect(interaction.location(in: nil) == .zero)

        collectionView.presentContextMenu(forItemAt: path(1), point: CGPoint(x: 30, y: 70))
        #expect(interaction.menuAppearance == .compact)
        #expect(interaction.location(in: nil) == CGPoint(x: 30, y: 70))
        interaction.updateVisibleMenu { menu in
            menu.replacingChildren(menu.children + [UIAction(title: "Copy") { _ in }])
        }
        #expect(collectionView.presentedMenu?.elements.map(\.title) == ["Keep", "Share", "Copy"])

        delegate.log = []
        interaction.dismissMenu()
        #expect(collectionView.presentedMenu == nil)
        #expect(delegate.log == ["dismissal preview 1", "will end row 1", "end completion"])
        #expect(interaction.menuAppearance == .unknown)
    }

    /// A preview made from a view in a hierarchy targets the view's place; retargeting keeps the view.
    @Test func targetedPreviewsDescribeTheirViewAndTarget() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 40, height: 30))
        container.addSubview(view)
        let preview = UITargetedPreview(view: view)
        #expect(preview.target.container === container)
        #expect(preview.target.center == CGPoint(x: 30, y: 35))
        #expect(preview.size == CGSize(width: 40, height: 30))
        let moved = preview.retargetedPreview(with: UIPreviewTarget(container: container, center: CGPoint(x: 100, y: 100)))
        #expect(moved.view === view)
        #expect(moved.target.center == CGPoint(x: 100, y: 100))
        #expect(moved.target.transform == .identity)
    }
}
