import Foundation
import OpenCollectionView
import Testing

/// A layout inside a headless `UICollectionView`, driven as UIKit drives it.
@MainActor
@Suite struct HeadlessHostingTests {
    func gridLayout() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2)),
            subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    @Test func theIssuesExampleWorksAsWritten() {
        let layout = gridLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        let myDataSource = CountingDataSource([94])
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = myDataSource
        collectionView.layoutIfNeeded()
        let frame = layout.layoutAttributesForItem(at: IndexPath(item: 7, section: 0))?.frame
        #expect(frame == CGRect(x: 156, y: 78, width: 78, height: 78))
        #expect(layout.collectionView === collectionView)
    }

    @Test func aHeadlessViewIsOnAScale3ScreenWithSizeClassesFromItsSize() {
        let phone = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: gridLayout())
        #expect(phone.traitCollection.displayScale == 3)
        #expect(phone.traitCollection.horizontalSizeClass == .compact)
        let tablet = UICollectionView(frame: CGRect(x: 0, y: 0, width: 1024, height: 768), collectionViewLayout: gridLayout())
        #expect(tablet.traitCollection.horizontalSizeClass == .regular)
        let edge = UICollectionView(frame: CGRect(x: 0, y: 0, width: 600, height: 800), collectionViewLayout: gridLayout())
        #expect(edge.traitCollection.horizontalSizeClass == .regular)
        let narrower = UICollectionView(frame: CGRect(x: 0, y: 0, width: 599.5, height: 800), collectionViewLayout: gridLayout())
        #expect(narrower.traitCollection.horizontalSizeClass == .compact)
    }

    @Test func traitOverridesChangeTheScaleFractionsAreFlooredTo() {
        // 0.2 × 414 = 82.8: ⌊82.8⌋₃ = 82.667, ⌊82.8⌋₂ = 82.5, ⌊82.8⌋₁ = 82.
        let host = HostedLayout(gridLayout(), counts: [10], width: 414, height: 896)
        #expect(host.frame(1) == rect(82.667, 0, 82.667, 82.667))
        host.collectionView.traitOverrides.displayScale = 2
        #expect(host.collectionView.traitCollection.displayScale == 2)
        host.collectionView.layoutIfNeeded()
        #expect(host.frame(1) == CGRect(x: 82.5, y: 0, width: 82.5, height: 82.5))
        host.collectionView.traitOverrides.displayScale = 1
        #expect(host.frame(6) == CGRect(x: 82, y: 82, width: 82, height: 82))
        host.collectionView.traitOverrides.remove(UITraitDisplayScale.self)
        #expect(!host.collectionView.traitOverrides.contains(UITraitDisplayScale.self))
        #expect(host.frame(1) == rect(82.667, 0, 82.667, 82.667))
    }

    @Test func onlyItemsInTheVisibleRectGetCellsAndScrolledAwayCellsAreReused() {
        let host = HostedLayout(gridLayout(), counts: [94])
        // Rows start every 78 pt; rows 0…10 meet the 844-pt viewport.
        #expect(host.collectionView.indexPathsForVisibleItems == (0..<55).map { IndexPath(item: $0, section: 0) })
        #expect(host.collectionView.visibleCells.count == 55)
        #expect(host.dataSource.cellRequests.count == 55)
        let firstCell = host.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(firstCell?.frame == CGRect(x: 0, y: 0, width: 78, height: 78))
        #expect(firstCell?.superview === host.collectionView)
        let cellsBefore = Set(host.collectionView.visibleCells.map(ObjectIdentifier.init))

        host.collectionView.contentOffset = CGPoint(x: 0, y: 780)
        #expect(host.collectionView.bounds.origin == CGPoint(x: 0, y: 780))
        host.collectionView.layoutIfNeeded()
        // Rows 10…18 remain (the last row has 4 items): 44 cells, 35 of them new, made from recycled ones.
        #expect(host.collectionView.indexPathsForVisibleItems == (50..<94).map { IndexPath(item: $0, section: 0) })
        #expect(host.dataSource.cellRequests.count == 55 + 39)
        #expect(host.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        // The 39 new items got cells that left the screen: no cell was made.
        let cellsAfter = Set(host.collectionView.visibleCells.map(ObjectIdentifier.init))
        #expect(cellsAfter.count == 44)
        #expect(cellsAfter.isSubset(of: cellsBefore))
        #expect(host.collectionView.subviews.count == 44)
    }

    @Test func dequeuingPrefersRecycledCellsAndResetsThem() {
        let layout = gridLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 100), collectionViewLayout: layout)
        collectionView.register(ResettingCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = CountingDataSource([50])
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        let before = collectionView.visibleCells.map(ObjectIdentifier.init)
        // Rows are 78 pt tall: two of them (ten cells) meet the 100-pt view, at the top as at y = 400.
        #expect(before.count == 10)
        #expect(collectionView.visibleCells.allSatisfy { ($0 as? ResettingCell)?.resets == 0 })
        collectionView.contentOffset = CGPoint(x: 0, y: 400)
        collectionView.layoutIfNeeded()
        let after = collectionView.visibleCells
        #expect(Set(after.map(ObjectIdentifier.init)) == Set(before))
        #expect(after.allSatisfy { ($0 as? ResettingCell)?.resets == 1 && $0.reuseIdentifier == "cell" })
    }

    @Test func aCellIsToldItsTraitsWhenFirstShownAndNotAgainWhenReusedAtAnotherSize() {
        // Section 0's items are 78 pt squares, section 1's are 78 by 97.5: scrolling into section 1 reuses cells at
        // another size. A view out of the hierarchy that changes size is a root view whose traits follow its size; a
        // cell taken from the reuse queue is placed in the collection view first, so it is not told them.
        let layout = UICollectionViewCompositionalLayout { section, _ in
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(section == 0 ? 0.2 : 0.25)),
                subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 100), collectionViewLayout: layout)
        collectionView.register(TraitCountingCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = CountingDataSource([50, 50])
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        let first = collectionView.visibleCells.compactMap { $0 as? TraitCountingCell }
        #expect(first.count == 10)
        #expect(first.allSatisfy { $0.traitDeliveries == 1 })
        // Section 1 starts at 780; two of its rows meet the view at y = 800, ten cells again.
        collectionView.contentOffset = CGPoint(x: 0, y: 800)
        collectionView.layoutIfNeeded()
        let reused = collectionView.visibleCells.compactMap { $0 as? TraitCountingCell }
        #expect(reused.count == 10)
        #expect(reused.allSatisfy { $0.frame.height > 97 && $0.frame.height <= 97.5 })
        #expect(Set(reused.map(ObjectIdentifier.init)).isSubset(of: Set(first.map(ObjectIdentifier.init))))
        #expect(reused.allSatisfy { $0.traitDeliveries == 1 })
    }

    @Test func dataSourceDefaultsToOneSectionAndReloadDataAsksAgain() {
        let dataSource = SingleSectionDataSource()
        let layout = gridLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        #expect(collectionView.numberOfSections == 1)
        #expect(collectionView.numberOfItems(inSection: 0) == 3)
        #expect(collectionView.contentSize == CGSize(width: 390, height: 78))
        dataSource.count = 6
        #expect(collectionView.numberOfItems(inSection: 0) == 3)  // counts are cached until reloadData
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        #expect(collectionView.numberOfItems(inSection: 0) == 6)
        #expect(collectionView.contentSize == CGSize(width: 390, height: 156))
        #expect(collectionView.visibleCells.count == 6)
    }

    @Test func resizingInvalidatesButScrollingDoesNot() {
        let host = HostedLayout(gridLayout(), counts: [94])
        let layout = host.layout
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 500, width: 390, height: 844)))
        #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 375, height: 844)))
        // The grid's rows are fractions of the width only: a new height keeps the layout.
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 390, height: 600)))
        let nested = HostedLayout(WorkedExampleTests.nestedGroupsLayout(), counts: [10])
        #expect(nested.layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 390, height: 600)))

        host.collectionView.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        host.collectionView.layoutIfNeeded()
        #expect(host.frame(1) == CGRect(x: 75, y: 0, width: 75, height: 75))
        #expect(host.collectionView.contentSize == CGSize(width: 375, height: 1425))
    }

    @Test func theSectionProviderIsAskedForEverySectionOnEveryPrepareWithTheEnvironment() {
        var calls: [Int] = []
        var widths: [CGFloat] = []
        var scales: [CGFloat] = []
        let layout = UICollectionViewCompositionalLayout { index, environment in
            calls.append(index)
            widths.append(environment.container.effectiveContentSize.width)
            scales.append(environment.traitCollection.displayScale)
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
        let host = HostedLayout(layout, counts: [1, 2, 3])
        #expect(calls == [0, 1, 2])
        #expect(widths == [390, 390, 390])
        #expect(scales == [3, 3, 3])
        layout.invalidateLayout()
        host.collectionView.layoutIfNeeded()
        #expect(calls == [0, 1, 2, 0, 1, 2])
    }

    @Test func theEnvironmentContainerIsInsetByTheConfigurationsReference() {
        var seen: [NSDirectionalEdgeInsets] = []
        var widths: [CGFloat] = []
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.contentInsetsReference = .layoutMargins
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { _, environment in
            seen.append(environment.container.contentInsets)
            widths.append(environment.container.effectiveContentSize.width)
            return nil
        }, configuration: configuration)
        _ = HostedLayout(layout, counts: [0], width: 428, height: 926)
        #expect(seen == [NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)])
        #expect(widths == [388])
    }

    @Test func theConfigurationIsCopiedInAndOut() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        let layout = UICollectionViewCompositionalLayout(section: rowsSection(), configuration: configuration)
        let host = HostedLayout(layout, counts: [1, 1])
        configuration.interSectionSpacing = 100  // no effect: the layout holds a copy
        layout.configuration.interSectionSpacing = 100  // no effect: the getter returns a copy
        host.collectionView.layoutIfNeeded()
        #expect(host.frame(0, section: 1) == CGRect(x: 0, y: 64, width: 390, height: 44))
        let changed = layout.configuration
        changed.interSectionSpacing = 6
        layout.configuration = changed
        #expect(host.frame(0, section: 1) == CGRect(x: 0, y: 50, width: 390, height: 44))
    }

    @Test func aHorizontallyScrollingConfiguration() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)),
            subitem: item, count: 4)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        let host = HostedLayout(UICollectionViewCompositionalLayout(section: section, configuration: configuration), counts: [10])
        #expect(host.frame(9) == CGRect(x: 236, y: 216, width: 100, height: 206))
        #expect(host.collectionView.contentSize == CGSize(width: 356, height: 844))
        let columns = host.layout.layoutAttributesForElements(in: CGRect(x: 130, y: 0, width: 100, height: 844)) ?? []
        #expect(columns.map(\.indexPath.item).sorted() == [4, 5, 6, 7])
    }

    @Test func layoutAttributesDescribeTheirElement() {
        let host = HostedLayout(gridLayout(), counts: [10])
        let attributes = host.layout.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))
        #expect(attributes?.representedElementCategory == .cell)
        #expect(attributes?.representedElementKind == nil)
        #expect(attributes?.indexPath == IndexPath(item: 6, section: 0))
        #expect(attributes?.center == CGPoint(x: 117, y: 117))
        #expect(attributes?.size == CGSize(width: 78, height: 78))
        #expect(attributes?.bounds == CGRect(x: 0, y: 0, width: 78, height: 78))
        #expect(attributes?.zIndex == 0)
        #expect(attributes?.alpha == 1)
        #expect(attributes?.isHidden == false)
        #expect(attributes?.transform == .identity)
        let copy = attributes?.copy() as? UICollectionViewLayoutAttributes
        #expect(copy !== attributes)
        #expect(copy?.isEqual(attributes) == true)
        copy?.alpha = 0.5
        #expect(copy?.isEqual(attributes) == false)
        #expect(host.layout.layoutAttributesForItem(at: IndexPath(item: 10, section: 0)) == nil)
        #expect(host.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)) == nil)
    }

    @Test func aCustomGroupPlacesItsProvidersFrames() {
        var environments: [CGSize] = []
        let group = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120))
        ) { environment in
            let size = environment.container.contentSize
            environments.append(size)
            return [
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: size.width * 0.6, height: 120)),
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: size.width * 0.6, y: 0, width: size.width * 0.4, height: 60), zIndex: 2),
            ]
        }
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        let host = HostedLayout(UICollectionViewCompositionalLayout(section: section), counts: [5])
        #expect(environments == [CGSize(width: 390, height: 120)])
        #expect(host.frame(0) == CGRect(x: 0, y: 0, width: 234, height: 120))
        #expect(host.frame(1) == CGRect(x: 234, y: 0, width: 156, height: 60))
        #expect(host.frame(4) == CGRect(x: 0, y: 260, width: 234, height: 120))
        #expect(host.layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.zIndex == 2)
        #expect(host.collectionView.contentSize == CGSize(width: 390, height: 380))
    }

    @Test func adaptiveSectionsPickColumnsFromTheEnvironment() {
        func columns(forWidth width: CGFloat) -> [CGFloat] {
            let layout = UICollectionViewCompositionalLayout { _, environment in
                let wide = environment.container.effectiveContentSize.width > 800
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
                    subitem: item, count: wide ? 10 : 5)
                return NSCollectionLayoutSection(group: group)
            }
            let host = HostedLayout(layout, counts: [10], width: width, height: 768, scale: 2)
            return (0..<10).compactMap { host.frame($0)?.minY }
        }
        #expect(columns(forWidth: 390) == [0, 0, 0, 0, 0, 78, 78, 78, 78, 78])
        #expect(columns(forWidth: 1024) == Array(repeating: 0, count: 10))
    }
}

@MainActor
func rowsSection() -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
    return NSCollectionLayoutSection(group: group)
}

/// Counts how often it was reset for reuse.
/// A cell that counts the times it is told its traits may have changed.
final class TraitCountingCell: UICollectionViewCell {
    var traitDeliveries = 0

    override func traitsDidChange() {
        super.traitsDidChange()
        traitDeliveries += 1
    }
}

final class ResettingCell: UICollectionViewCell {
    var resets = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        resets += 1
    }
}

/// Implements only the required methods, as many UIKit data sources do.
@MainActor
final class SingleSectionDataSource: UICollectionViewDataSource {
    var count = 3

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}
