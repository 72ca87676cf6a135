import Foundation
import OpenCollectionView
import OpenCollectionViewWeb
import Testing

/// Static pages hold a collection view's whole content, gathered from its render trees.
@MainActor
@Suite struct StaticCaptureTests {
    /// 300 cells in rows of three make 100 rows of 50 pt: 5000 pt, six screens. The capture holds every cell once, at
    /// its frame, and leaves the collection view where it was.
    @Test func theCaptureHoldsEveryElementOnce() throws {
        let screen = TilesViewController()
        screen.count = 300
        let window = shownWindow(screen)
        screen.collectionView.contentOffset = CGPoint(x: 0, y: 1000)
        let tree = StaticCapture.renderTree(of: window)
        let collection = try #require(tree.screens.first?.content.allTrees.first)
        #expect(collection.elements.count == 300)
        #expect(Set(collection.elements.map(\.identity)).count == 300)
        #expect(collection.elements.first { $0.indexPath == IndexPath(item: 299, section: 0) }?.frame == CGRect(x: 220, y: 4950, width: 100, height: 50))
        #expect(screen.collectionView.contentOffset == CGPoint(x: 0, y: 1000))
        // A live tree holds only what is visible.
        #expect(window.renderTree().screens.first!.content.allTrees.first!.elements.count < 60)
    }

    /// Rows are gathered across their whole length and drawn at rest.
    @Test func orthogonalRowsAreGatheredAtRest() throws {
        let screen = TilesViewController()
        screen.count = 20
        screen.layout = {
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: .absolute(150), heightDimension: .absolute(100)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuous
            return UICollectionViewCompositionalLayout(section: section)
        }
        let window = shownWindow(screen)
        let collection = try #require(StaticCapture.renderTree(of: window).screens.first?.content.allTrees.first)
        #expect(collection.elements.count == 20)
        #expect(collection.orthogonalSections.first?.offset == 0)
        #expect(collection.elements.first { $0.indexPath.item == 19 }?.frame.minX == CGFloat(19 * 150))
    }

    /// Content longer than the page may hold is gathered that far; the tree's content ends below the last element.
    @Test func longContentIsCutShort() throws {
        let screen = TilesViewController()
        screen.count = 300_000
        let window = shownWindow(screen)
        let collection = try #require(StaticCapture.renderTree(of: window).screens.first?.content.allTrees.first)
        let limit = CGFloat(StaticCapture.maximumScreens) * 844
        #expect(collection.contentSize.height <= limit + 50)
        #expect(collection.contentSize.height == collection.elements.map(\.frame.maxY).max())
        #expect(collection.itemCounts == [300_000])
    }
}

extension RenderNode {
    /// The collection views' trees in this node's subtree.
    var allTrees: [RenderTree] {
        var trees: [RenderTree] = []
        if case .collectionView(let tree) = content { trees.append(tree) }
        return trees + children.flatMap(\.allTrees)
    }
}
