import Foundation
import Testing

@testable import OpenCollectionView

/// What a host serving strangers bounds: the elements a collection view gives views, the views a window holds with
/// those kept for reuse, the work of a key press, and the names items get in render trees.
@MainActor
@Suite struct HostBoundsTests {
    /// A window showing a collection view of 78 × 78 tiles, five to a row, with a screen of overscan below.
    private func tiledWindow(items: Int) -> (UIWindow, UICollectionView) {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(78)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = UIViewController()
        window.rootViewController = controller
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = CountingDataSource([items])
        collectionView.dataSource = dataSource
        KeptObjects.all.append(dataSource)
        collectionView.hostOverscan = UIEdgeInsets(top: 0, left: 0, bottom: 844, right: 0)
        controller.view.addSubview(collectionView)
        window.makeKeyAndVisible()
        collectionView.layoutIfNeeded()
        return (window, collectionView)
    }

    private func shownItems(_ collectionView: UICollectionView) -> [Int] {
        collectionView.indexPathsForVisibleItems.map(\.item).sorted()
    }

    /// Under the window's cap, what is in the bounds has views first, in the layout's order, and the overscan gets
    /// what is left; without a cap, everything displayed has one.
    @Test func aWindowsElementCapGivesWhatIsInViewItsViewsFirst() {
        let (window, collectionView) = tiledWindow(items: 1_000)
        // 11 rows of 78 pt reach into the 844-pt bounds, 11 more into the overscan: 110 tiles.
        #expect(collectionView.visibleCells.count == 110)
        window.hostMaximumElementsPerCollectionView = 20
        collectionView.layoutIfNeeded()
        #expect(shownItems(collectionView) == Array(0..<20))
        window.hostMaximumElementsPerCollectionView = 60
        collectionView.layoutIfNeeded()
        // The 55 tiles of the bounds, then the first 5 of the overscan.
        #expect(shownItems(collectionView) == Array(0..<60))
        // Scrolled to y = 2,000: rows 25 (y 1,950) to 36 are in the bounds, 60 tiles; 47 is the overscan's last.
        collectionView.contentOffset = CGPoint(x: 0, y: 2_000)
        collectionView.layoutIfNeeded()
        #expect(shownItems(collectionView) == Array(125..<185))
        window.hostMaximumElementsPerCollectionView = nil
        collectionView.layoutIfNeeded()
        #expect(shownItems(collectionView) == Array(125..<240))
    }

    /// A window's view count holds the views its collection views keep for reuse, which are out of the hierarchy.
    @Test func aWindowCountsTheViewsKeptForReuse() {
        let (window, collectionView) = tiledWindow(items: 1_000)
        func hierarchyCount(_ view: UIView) -> Int { view.subviews.reduce(1) { $0 + hierarchyCount($1) } }
        let before = window.hostViewCount
        #expect(before == hierarchyCount(window))
        collectionView.hostOverscan = .zero
        collectionView.layoutIfNeeded()
        // 55 tiles are still shown; of the 55 of the overscan, a sixteenth of those shown but at least 4 (a cell and its
        // content view each) wait for reuse, out of the hierarchy and still counted; the other 51 go.
        #expect(collectionView.hostReusableViewCount == 8)
        #expect(window.hostViewCount == hierarchyCount(window) + 8)
        #expect(window.hostViewCount == before - 102)
    }

    /// A search that filters the items down keeps the cells its erasing brings back: typing and erasing makes no cell
    /// again, and the collection view never holds more cells than at its fullest; a change of the host's overscan (a
    /// fling's drawing ahead ending) lets the spare cells go down to a few.
    @Test func aSearchsErasingReusesTheCellsItsTypingLeft() {
        let (_, collectionView) = tiledWindow(items: 0)
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { view, indexPath, _ in
            view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        KeptObjects.all.append(dataSource)
        func show(_ items: Range<Int>) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(items))
            dataSource.apply(snapshot, animatingDifferences: false)
            collectionView.layoutIfNeeded()
        }
        show(0..<1_000)
        // 11 rows in the bounds and 11 in the overscan: 110 tiles, each a cell and its content view.
        #expect(collectionView.visibleCells.count == 110)
        var made = Set(collectionView.visibleCells.map(ObjectIdentifier.init))
        for _ in 0..<3 {
            show(0..<3)
            #expect(collectionView.visibleCells.count == 3)
            #expect(collectionView.hostReusableViewCount == 107 * 2)
            show(0..<1_000)
            #expect(collectionView.visibleCells.count == 110)
            made.formUnion(collectionView.visibleCells.map(ObjectIdentifier.init))
            #expect(made.count == 110, "erasing shows the cells the search left, and makes none")
            #expect(collectionView.hostReusableViewCount == 0)
        }
        show(0..<3)
        collectionView.hostOverscan = .zero
        collectionView.layoutIfNeeded()
        // A sixteenth of the 3 shown, but at least 4.
        #expect(collectionView.hostReusableViewCount == 4 * 2)
    }

    /// Arrow keys move the selection from item to item across sections, skipping empty ones, and stop at the ends.
    @Test func arrowKeysCrossSectionsAndSkipEmptyOnes() {
        let host = HostedLayout(
            UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)),
            counts: [2, 0, 0, 1, 0])
        let collectionView = host.collectionView
        var selections: [IndexPath?] = []
        for key in [HostKey.down, .down, .down, .down, .up, .up, .up, .up] {
            collectionView.handle(.key(key))
            selections.append(collectionView.indexPathsForSelectedItems?.last)
        }
        #expect(selections == [
            IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0), IndexPath(item: 0, section: 3), IndexPath(item: 0, section: 3),
            IndexPath(item: 1, section: 0), IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 0),
        ])
        collectionView.deselectItem(at: IndexPath(item: 0, section: 0), animated: false)
        collectionView.handle(.key(.up))
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 3)])

        let empty = HostedLayout(
            UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)), counts: [0, 0])
        empty.collectionView.handle(.key(.down))
        #expect(empty.collectionView.indexPathsForSelectedItems?.isEmpty != false)
    }

    /// Items without a text of their own are numbered as they are first shown. Numbers of items long gone are
    /// forgotten (a shuffle makes new items each time), never given again, and those shown keep theirs.
    @Test func namesOfItemsLongGoneAreForgotten() {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, UUID> { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<Int, UUID>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var seen: Set<String> = []
        var kept: [UUID: String] = [:]
        for round in 0..<100 {
            // Five items stay; the others are new each round.
            var snapshot = NSDiffableDataSourceSnapshot<Int, UUID>()
            snapshot.appendSections([0])
            let stayed = Array(kept.keys.sorted { $0.uuidString < $1.uuidString }.prefix(5))
            snapshot.appendItems(stayed + (stayed.count..<10).map { _ in UUID() })
            dataSource.apply(snapshot, animatingDifferences: false)
            let cells = collectionView.renderTree().elements.filter { $0.category == .cell }
            #expect(cells.count == 10)
            #expect(Set(cells.map(\.identity)).count == 10, "round \(round)")
            for cell in cells {
                let item = dataSource.itemIdentifier(for: cell.indexPath)!
                if let name = kept[item] { #expect(cell.identity == name) } else { #expect(!seen.contains(cell.identity)) }
            }
            kept = Dictionary(uniqueKeysWithValues: cells.map { (dataSource.itemIdentifier(for: $0.indexPath)!, $0.identity) })
            seen.formUnion(cells.map(\.identity))
            #expect(dataSource.renderOrdinals.count <= 2 * 10 + 256)
        }
        #expect(seen.count == 10 + 99 * 5)
    }
}

/// Objects a test's views hold weakly, kept alive for the test run.
@MainActor
enum KeptObjects {
    static var all: [AnyObject] = []
}
