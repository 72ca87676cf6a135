import Foundation
import OpenCollectionView
import Testing

/// Self-sizing cells fit the axes the compositional layout estimates, as UIKit's do, and keep the others.
///
/// Widths by the headless text measurer at 17 pt (body): a letter `a` or `b` is 0.5 em = 8.5 pt, a space 0.25 em
/// = 4.25 pt; a body line is 22 pt tall. A `.cell()` list content configuration has 16 pt side margins and 11 pt
/// top and bottom ones; a `WrappingTextCell` pins its label 10 pt inside its content view with constraints. Each
/// row is a horizontal group across the 390 pt collection view with items 10 pt apart; at 100 pt estimates three
/// items fit in it (3 × 100 + 2 × 10 = 320).
@MainActor
@Suite struct SelfSizingAxesTests {
    /// A collection view showing `texts` in one section of `Cell`s sized `itemSize`, laid out.
    func row<Cell: UICollectionViewCell>(
        _ texts: [String], itemSize: NSCollectionLayoutSize, configure: @escaping (Cell, String) -> Void
    ) -> (UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: itemSize.heightDimension),
            subitems: [item])
        group.interItemSpacing = .fixed(10)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        let registration = UICollectionView.CellRegistration<Cell, String> { cell, _, text in configure(cell, text) }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, text in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(texts)
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        return (collectionView, dataSource)
    }

    func frames(_ collectionView: UICollectionView, count: Int) -> [CGRect?] {
        (0..<count).map { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
    }

    static func listContent(_ cell: UICollectionViewCell, _ text: String) {
        var content = UIListContentConfiguration.cell()
        content.text = text
        cell.contentConfiguration = content
    }

    static let estimatedWidthFixedHeight = NSCollectionLayoutSize(widthDimension: .estimated(100), heightDimension: .absolute(50))
    static let estimatedBoth = NSCollectionLayoutSize(widthDimension: .estimated(100), heightDimension: .estimated(30))
    static let fixedWidthEstimatedHeight = NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .estimated(30))

    @Test func estimatedWidthCellsWithAContentConfigurationFitTheirWidthAndKeepTheirHeight() {
        let (collectionView, dataSource) = row(["aa", "aaaa", "aaaaaa"], itemSize: Self.estimatedWidthFixedHeight,
                                               configure: Self.listContent)
        // 16 + text + 16: "aa" 17 → 49, "aaaa" 34 → 66, "aaaaaa" 51 → 83; 10 pt apart: x = 0, 59, 135. 50 pt tall.
        #expect(frames(collectionView, count: 3) == [
            CGRect(x: 0, y: 0, width: 49, height: 50), CGRect(x: 59, y: 0, width: 66, height: 50),
            CGRect(x: 135, y: 0, width: 83, height: 50),
        ])
        // The text is not wrapped: it has its one-line width, centred vertically in the 50 pt cell ((50 − 44) / 2 + 11).
        let content = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.contentView as? UIListContentView
        #expect(content?.textLayoutGuide?.layoutFrame == CGRect(x: 16, y: 14, width: 34, height: 22))
        withExtendedLifetime(dataSource) {}
    }

    @Test func estimatedWidthCellsLaidOutWithConstraintsFitTheirWidthAndKeepTheirHeight() {
        let (collectionView, dataSource) = row(["aa", "aaaa", "aaaaaa"], itemSize: Self.estimatedWidthFixedHeight) {
            (cell: WrappingTextCell, text) in cell.label.text = text
        }
        // 10 + text + 10: 37, 54, 71; x = 0, 47, 111. The height stays 50: the label stretches to 30.
        #expect(frames(collectionView, count: 3) == [
            CGRect(x: 0, y: 0, width: 37, height: 50), CGRect(x: 47, y: 0, width: 54, height: 50),
            CGRect(x: 111, y: 0, width: 71, height: 50),
        ])
        let cell = collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? WrappingTextCell
        #expect(cell?.label.frame == CGRect(x: 10, y: 10, width: 51, height: 30))
        withExtendedLifetime(dataSource) {}
    }

    @Test func listCellsOfEstimatedWidthAddTheirAccessoriesToTheContentWidth() {
        let (collectionView, dataSource) = row(["aa", "aaaa"], itemSize: Self.estimatedWidthFixedHeight) {
            (cell: UICollectionViewListCell, text) in
            Self.listContent(cell, text)
            cell.accessories = [.disclosureIndicator()]
        }
        // Outside a list section the cell keeps UIView's 8 pt margins: the 12 pt disclosure indicator sits inside the
        // trailing one, the content view ends at it, 20 pt before the cell's edge. Content 16 + text + 16, plus 20:
        // "aa" 69, "aaaa" 86; x = 0, 79.
        #expect(frames(collectionView, count: 2) == [
            CGRect(x: 0, y: 0, width: 69, height: 50), CGRect(x: 79, y: 0, width: 86, height: 50),
        ])
        let cell = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell
        #expect(cell?.contentView.frame == CGRect(x: 0, y: 0, width: 66, height: 50))
        #expect(cell?.accessoryLayout.map(\.frame) == [CGRect(x: 66, y: 15, width: 12, height: 20)])
        withExtendedLifetime(dataSource) {}
    }

    @Test func cellsEstimatedOnBothAxesFitBoth() {
        let (configured, configuredSource) = row(["aa", "aaaa"], itemSize: Self.estimatedBoth, configure: Self.listContent)
        // One body line between 11 pt margins: 44 pt tall; 49 and 66 wide as above.
        #expect(frames(configured, count: 2) == [CGRect(x: 0, y: 0, width: 49, height: 44), CGRect(x: 59, y: 0, width: 66, height: 44)])

        let (constrained, constrainedSource) = row(["aa", "aaaa"], itemSize: Self.estimatedBoth) {
            (cell: WrappingTextCell, text) in cell.label.text = text
        }
        // One body line between 10 pt insets: 42 pt tall; 37 and 54 wide.
        #expect(frames(constrained, count: 2) == [CGRect(x: 0, y: 0, width: 37, height: 42), CGRect(x: 47, y: 0, width: 54, height: 42)])
        withExtendedLifetime((configuredSource, constrainedSource)) {}
    }

    @Test func cellsOfAbsoluteWidthFitOnlyTheirHeightAtThatWidth() {
        let texts = ["aaaa aaaa aaaa", "bbbb bbbb bbbb"]
        let (configured, configuredSource) = row(texts, itemSize: Self.fixedWidthEstimatedHeight, configure: Self.listContent)
        // 100 − 2 × 16 = 68 pt for the text: "aaaa aaaa" (72.25) does not fit, so one word a line: 11 + 3 × 22 + 11.
        #expect(frames(configured, count: 2) == [CGRect(x: 0, y: 0, width: 100, height: 88), CGRect(x: 110, y: 0, width: 100, height: 88)])

        let (constrained, constrainedSource) = row(texts, itemSize: Self.fixedWidthEstimatedHeight) {
            (cell: WrappingTextCell, text) in cell.label.text = text
        }
        // 100 − 2 × 10 = 80 pt for the label: "aaaa aaaa" (72.25) fits, then "aaaa": 10 + 2 × 22 + 10.
        #expect(frames(constrained, count: 2) == [CGRect(x: 0, y: 0, width: 100, height: 64), CGRect(x: 110, y: 0, width: 100, height: 64)])
        withExtendedLifetime((configuredSource, constrainedSource)) {}
    }

    /// Attributes a compositional layout hands out say which axes are estimated, copies too, whichever query made
    /// them; attributes that don't say fit the height at the offered width.
    @Test func theAxesTravelWithTheLayoutsAttributes() throws {
        let (collectionView, dataSource) = row(["aaaa"], itemSize: Self.estimatedBoth, configure: Self.listContent)
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let layout = collectionView.collectionViewLayout
        let fromRect = try #require(layout.layoutAttributesForElements(in: collectionView.bounds)?.first { $0.representedElementCategory == .cell })
        let fromItem = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.copy() as? UICollectionViewLayoutAttributes)
        for attributes in [fromRect, fromItem] {
            attributes.size = CGSize(width: 100, height: 30)
            #expect(cell.preferredLayoutAttributesFitting(attributes).size == CGSize(width: 66, height: 44))
        }

        let unknown = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        unknown.size = CGSize(width: 100, height: 30)
        // At 100 pt the text has 68 pt, enough for "aaaa" (34): one line, 44 pt; the width stays.
        #expect(cell.preferredLayoutAttributesFitting(unknown).size == CGSize(width: 100, height: 44))
        withExtendedLifetime(dataSource) {}
    }
}
