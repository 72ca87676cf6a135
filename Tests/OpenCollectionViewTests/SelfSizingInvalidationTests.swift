import Foundation
import OpenCollectionView
import Testing

/// Self-sizing invalidation (iOS 16): a shown cell measures itself again when it or its content view invalidates its
/// intrinsic content size — which a list content view does whenever it gets a new configuration — unless the
/// collection view's `selfSizingInvalidation` is `.disabled`.
@MainActor
@Suite struct SelfSizingInvalidationTests {
    /// A cell as tall as it says.
    final class GrowingCell: UICollectionViewCell {
        var height: CGFloat = 50

        override func preferredLayoutAttributesFitting(
            _ layoutAttributes: UICollectionViewLayoutAttributes
        ) -> UICollectionViewLayoutAttributes {
            layoutAttributes.size.height = height
            return layoutAttributes
        }
    }

    final class Rows: UICollectionViewDataSource {
        var texts = ["One", "Two", "Three"]

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            if let listCell = cell as? UICollectionViewListCell {
                var content = listCell.defaultContentConfiguration()
                content.text = texts[indexPath.item]
                listCell.contentConfiguration = content
            }
            return cell
        }
    }

    let rows = Rows()

    /// A collection view of estimated rows with cells of `cellClass`, laid out.
    private func collectionView(cellClass: UICollectionViewCell.Type) -> UICollectionView {
        let layout: UICollectionViewLayout
        if cellClass == UICollectionViewListCell.self {
            layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        } else {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
            let group = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                subitems: [item])
            layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collectionView.register(cellClass, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = rows
        collectionView.layoutIfNeeded()
        return collectionView
    }

    private func height(_ item: Int, in collectionView: UICollectionView) -> CGFloat? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame.height
    }

    @Test func enabledByDefault() {
        #expect(collectionView(cellClass: GrowingCell.self).selfSizingInvalidation == .enabled)
    }

    @Test func aCellThatInvalidatesItsSizeIsMeasuredAgain() throws {
        let collectionView = collectionView(cellClass: GrowingCell.self)
        #expect(height(1, in: collectionView) == 50)
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == 100)
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? GrowingCell)
        cell.height = 120
        cell.invalidateIntrinsicContentSize()
        collectionView.layoutIfNeeded()
        #expect(height(1, in: collectionView) == 120)
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == 170)
        // Its content view asking does the same.
        cell.height = 80
        cell.contentView.invalidateIntrinsicContentSize()
        collectionView.layoutIfNeeded()
        #expect(height(1, in: collectionView) == 80)
    }

    @Test func disabledCellsKeepTheirSizeUntilReconfigured() throws {
        let collectionView = collectionView(cellClass: GrowingCell.self)
        collectionView.selfSizingInvalidation = .disabled
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? GrowingCell)
        cell.height = 120
        cell.invalidateIntrinsicContentSize()
        collectionView.layoutIfNeeded()
        #expect(height(1, in: collectionView) == 50)
        // A reconfigure measures the cell again whatever the mode, as in UIKit.
        collectionView.reconfigureItems(at: [IndexPath(item: 1, section: 0)])
        collectionView.layoutIfNeeded()
        #expect(height(1, in: collectionView) == 120)
    }

    /// A list cell given a configuration with a text that wraps grows to fit it; disabled, it keeps its height.
    @Test func aListCellGivenALongerTextGrows() throws {
        let long = String(repeating: "A rather long line of text. ", count: 12)
        for mode in [UICollectionView.SelfSizingInvalidation.enabled, .enabledIncludingConstraints, .disabled] {
            let collectionView = collectionView(cellClass: UICollectionViewListCell.self)
            collectionView.selfSizingInvalidation = mode
            let before = try #require(height(0, in: collectionView))
            let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
            var content = cell.defaultContentConfiguration()
            content.text = long
            cell.contentConfiguration = content
            collectionView.layoutIfNeeded()
            let after = try #require(height(0, in: collectionView))
            if mode == .disabled {
                #expect(after == before)
            } else {
                #expect(after > before + 40, "\(mode)")
            }
        }
    }
}
