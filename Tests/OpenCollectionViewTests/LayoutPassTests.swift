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

    private func grid() -> (UIWindow, CountingCollectionView) {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(78)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let collectionView = CountingCollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = CountingDataSource([10_000])
        collectionView.dataSource = dataSource
        KeptObjects.all.append(dataSource)
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
        collectionView.layoutIfNeeded()
        return (window, collectionView)
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
}
