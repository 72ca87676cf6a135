import Foundation
import Testing

@testable import OpenCollectionView

/// What a layout pass asked the layout serves what follows it until the layout changes: the render tree drawn right
/// after the pass and the measuring of the views the pass placed.
@MainActor
@Suite struct LayoutPassAttributesTests {
    /// A compositional layout that counts the questions it is asked.
    final class CountingLayout: UICollectionViewCompositionalLayout {
        var rectQueries = 0
        var itemQueries = 0

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            rectQueries += 1
            return super.layoutAttributesForElements(in: rect)
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            itemQueries += 1
            return super.layoutAttributesForItem(at: indexPath)
        }
    }

    /// A collection view of 78-point tiles, five to a row, in a window; `estimated` tiles measure themselves, cells of
    /// `cellClass`.
    private func tiles(
        estimated: Bool = false, cellClass: UICollectionViewCell.Type = UICollectionViewCell.self
    ) -> (UICollectionView, CountingLayout) {
        let height: NSCollectionLayoutDimension = estimated ? .estimated(78) : .absolute(78)
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.2), heightDimension: height))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: height), subitems: [item])
        let layout = CountingLayout(section: NSCollectionLayoutSection(group: group))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = UIViewController()
        window.rootViewController = controller
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(cellClass, forCellWithReuseIdentifier: "cell")
        let dataSource = CountingDataSource([1_000])
        collectionView.dataSource = dataSource
        KeptObjects.all.append(dataSource)
        KeptObjects.all.append(window)
        controller.view.addSubview(collectionView)
        window.makeKeyAndVisible()
        collectionView.layoutIfNeeded()
        return (collectionView, layout)
    }

    @Test func aRenderTreeRightAfterALayoutPassDrawsWhatThePassPlacedWithoutAskingTheLayoutAgain() {
        let (collectionView, layout) = tiles()
        collectionView.contentOffset = CGPoint(x: 0, y: 2_000)
        collectionView.layoutIfNeeded()
        let asked = layout.rectQueries
        let tree = collectionView.renderTree()
        #expect(layout.rectQueries == asked)
        // Rows 25 (y 1,950) to 36 (y 2,808) reach into the bounds.
        let items = tree.elements.filter { $0.category == .cell }.map(\.indexPath.item)
        #expect(items == Array(125..<185))
        #expect(tree.elements.first?.frame == CGRect(x: 0, y: 1_950, width: 78, height: 78))
        // The pass's answer is taken: a page at rest keeps no copy, and the next tree asks.
        _ = collectionView.renderTree()
        #expect(layout.rectQueries == asked + 1)
    }

    @Test func aLayoutInvalidatedSinceThePassIsAskedAgain() {
        let (collectionView, layout) = tiles()
        collectionView.layoutIfNeeded()
        layout.invalidateLayout()
        // The render tree lays out first (one question), then finds the pass current.
        let asked = layout.rectQueries
        _ = collectionView.renderTree()
        #expect(layout.rectQueries == asked + 1)
        collectionView.layoutIfNeeded()
        // Invalidated between the pass and the tree, without a pass: asked for the tree itself.
        let again = layout.rectQueries
        layout.invalidateLayout()
        collectionView.layoutIfNeeded()
        #expect(layout.rectQueries == again + 1)
        layout.invalidateLayout()
        _ = collectionView.renderTree()
        #expect(layout.rectQueries == again + 2)
    }

    @Test func cellsAPassPlacesAreMeasuredWithTheAttributesItGaveThem() {
        let (collectionView, layout) = tiles()
        let asked = layout.itemQueries
        collectionView.contentOffset = CGPoint(x: 0, y: 5_000)
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleCells.count == 55)
        #expect(layout.itemQueries == asked)
    }

    @Test func cellsMeasuredAfterAnotherCellChangedTheLayoutAskItAgain() {
        final class TallCell: UICollectionViewCell {
            override func preferredLayoutAttributesFitting(
                _ layoutAttributes: UICollectionViewLayoutAttributes
            ) -> UICollectionViewLayoutAttributes {
                let fitted = super.preferredLayoutAttributesFitting(layoutAttributes)
                fitted.frame.size.height = 100
                return fitted
            }
        }
        let (collectionView, layout) = tiles(estimated: true, cellClass: TallCell.self)
        // Every row measured 100 points: the first cell's size changed the layout, so those after it were asked for.
        #expect(layout.itemQueries > 0)
        let frames = collectionView.visibleCells.map(\.frame).sorted { ($0.minY, $0.minX) < ($1.minY, $1.minX) }
        #expect(frames.first == CGRect(x: 0, y: 0, width: 78, height: 100))
        #expect(frames.dropFirst(5).first == CGRect(x: 0, y: 100, width: 78, height: 100))
    }
}
