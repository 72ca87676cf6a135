import Foundation
import OpenCollectionView
import Testing

@MainActor
@Suite struct RenderTreeTests {
    private func cells(_ tree: RenderTree) -> [RenderElement] {
        tree.elements.filter { $0.category == .cell }
    }

    @Test func anInsetGroupedListDrawsItsRowsTextsAccessoriesBackgroundsAndSeparators() {
        let host = ListHost(items: ["One", "Two", "Three"], accessories: { _ in [.disclosureIndicator()] })
        let tree = host.collectionView.renderTree()
        let rows = cells(tree)
        #expect(rows.map(\.identity) == ["item One", "item Two", "item Three"])
        #expect(rows.map(\.frame) == [
            CGRect(x: 16, y: 35, width: 358, height: 44), CGRect(x: 16, y: 79, width: 358, height: 44),
            CGRect(x: 16, y: 123, width: 358, height: 44),
        ])
        // Each row: a background rounding the section's outer corners, the content view with its label, the chevron.
        let first = rows[0].view
        #expect(first.children.first?.content == .background)
        #expect(first.children.first?.backgroundColor == .secondarySystemGroupedBackground)
        #expect(first.children.first?.cornerRadius == 10)
        #expect(first.children.first?.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(rows[1].view.children.first?.maskedCorners == [])
        #expect(rows[2].view.children.first?.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        let texts = first.allContents.compactMap { content -> String? in
            if case .text(let text) = content { return text.text }
            return nil
        }
        #expect(texts == ["One"])
        #expect(first.allContents.contains(.accessory(
            kind: "disclosureIndicator", symbolName: "chevron.forward", text: nil, color: .tertiaryLabel)))
        // Separators under the first two rows only (inset styles hide the last one), in the separator colour.
        let separators = tree.elements.filter {
            if case .decorationView = $0.category { return !$0.isHidden }
            return false
        }
        #expect(separators.count == 2)
        #expect(separators.allSatisfy { $0.view.backgroundColor == .separator })
    }

    @Test func selectionAndTheLastUpdateAreInTheTree() {
        let host = ListHost(appearance: .plain, items: ["a", "b", "c"])
        var tree = host.collectionView.handle(.tap(at: CGPoint(x: 100, y: 60)))
        #expect(cells(tree).map { $0.state?.isSelected } == [false, true, false])
        #expect(cells(tree)[1].view.children.first?.backgroundColor == .systemGray4)
        let before = tree.updateNumber
        var snapshot = host.dataSource.snapshot()
        snapshot.deleteItems(["a"])
        host.dataSource.apply(snapshot, animatingDifferences: true)
        tree = host.collectionView.renderTree()
        #expect(tree.updateNumber == before + 1)
        #expect(tree.lastUpdate?.itemUpdates.map(\.action) == [.delete])
        #expect(tree.lastUpdate?.animated == true)
        // "b" kept its selection and identity at its new index path.
        #expect(cells(tree).map(\.identity) == ["item b", "item c"])
        #expect(cells(tree).first?.state?.isSelected == true)
    }

    @Test func swipedRowsShowTheirButtons() {
        let host = ListHost(items: ["a"], configure: { configuration in
            configuration.trailingSwipeActionsConfigurationProvider = { _ in
                let action = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
                return UISwipeActionsConfiguration(actions: [action])
            }
        })
        host.collectionView.handle(.swipeBegan(item: IndexPath(item: 0, section: 0), edge: .trailing))
        host.collectionView.handle(.swipeMoved(translation: 80))
        let tree = host.collectionView.handle(.swipeEnded)
        #expect(tree.swipe?.isOpen == true)
        #expect(tree.swipe?.buttons.map(\.title) == ["Delete"])
        #expect(tree.swipe?.buttons.first?.backgroundColor == .systemRed)
        #expect(cells(tree).first?.state?.isSwiped == true)
        #expect(host.collectionView.handle(.key(.escape)).swipe == nil)
    }

    @Test func arrowKeysMoveTheSelectionAndScrollsMoveTheVisibleRect() {
        let host = RegisteredRowsHost(items: Array(0..<100))
        host.collectionView.handle(.key(.down))
        host.collectionView.handle(.key(.down))
        #expect(host.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        host.collectionView.handle(.key(.up))
        #expect(host.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        let tree = host.collectionView.handle(.scroll(to: CGPoint(x: 0, y: 1_000)))
        #expect(tree.visibleRect == CGRect(x: 0, y: 1_000, width: 390, height: 844))
        #expect(tree.elements.first?.indexPath == IndexPath(item: 10, section: 0))
        #expect(tree.elements.map(\.identity).first == "item 10")
    }

    @Test func customViewsGiveTheirLayerAndLabels() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 80, height: 30))
        label.text = "Hi"
        cell.contentView.addSubview(label)
        cell.contentView.backgroundColor = .systemBlue
        cell.contentView.layer.borderWidth = 1
        cell.contentView.layer.borderColor = UIColor.black.cgColor
        cell.contentView.layer.cornerRadius = 8
        let contentNode = cell.renderNode().children.first
        #expect(contentNode?.backgroundColor == .systemBlue)
        #expect(contentNode?.borderWidth == 1)
        #expect(contentNode?.borderColor?.cgColor == UIColor.black.cgColor)
        #expect(contentNode?.cornerRadius == 8)
        #expect(contentNode?.children.first?.frame == CGRect(x: 10, y: 10, width: 80, height: 30))
    }
}

extension RenderNode {
    /// This node's content and its descendants', depth first.
    var allContents: [Content] {
        [content] + children.flatMap(\.allContents)
    }
}
