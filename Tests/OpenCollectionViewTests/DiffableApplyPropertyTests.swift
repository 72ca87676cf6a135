import CollectionDiagnostics
import Foundation
import OpenCollectionView
import PropertyBased
import Testing

/// For random old and new snapshots, applying the new one leaves the collection view exactly as the new snapshot
/// says: its counts, every cell's item, and the identity of every surviving item's cell.
@MainActor
@Suite struct DiffableApplyPropertyTests {

    struct Case: Sendable, CustomStringConvertible {
        var old: [[Int]]
        var oldSections: [Int]
        var new: [[Int]]
        var newSections: [Int]
        var reloaded: [Int]
        var reconfigured: [Int]
        var reloadedSections: [Int]
        var animated: Bool

        var description: String {
            "\(zip(oldSections, old).map { "\($0): \($1)" }) → \(zip(newSections, new).map { "\($0): \($1)" }) "
                + "reload \(reloaded) reconfigure \(reconfigured) reloadSections \(reloadedSections) animated \(animated)"
        }

        func snapshot(sections: [Int], items: [[Int]]) -> NSDiffableDataSourceSnapshot<Int, Int> {
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections(sections)
            for (section, sectionItems) in zip(sections, items) {
                snapshot.appendItems(sectionItems, toSection: section)
            }
            return snapshot
        }
    }

    /// Up to 5 of 6 sections and up to 10 of 12 items; the new layout is unrelated to the old one or an edit of it,
    /// with random reload and reconfigure marks.
    static let cases = Generator(run: { rng in
        func randomLayout() -> (sections: [Int], items: [[Int]]) {
            let sections = Array((0..<6).shuffled(using: &rng).prefix(Int.random(in: 0...5, using: &rng)))
            var items = Array(repeating: [Int](), count: sections.count)
            guard !sections.isEmpty else { return (sections, items) }
            for item in (0..<12).shuffled(using: &rng).prefix(Int.random(in: 0...10, using: &rng)) {
                items[Int.random(in: 0..<sections.count, using: &rng)].append(item)
            }
            return (sections, items)
        }
        let old = randomLayout()
        var new = old
        if Bool.random(using: &rng) || old.sections.isEmpty {
            new = randomLayout()
        } else {
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let section = Int.random(in: 0..<new.sections.count, using: &rng)
                switch Int.random(in: 0..<5, using: &rng) {
                case 0:
                    new.items[section].shuffle(using: &rng)
                case 1:
                    if let item = new.items[section].popLast() {
                        let target = Int.random(in: 0..<new.sections.count, using: &rng)
                        new.items[target].insert(item, at: Int.random(in: 0...new.items[target].count, using: &rng))
                    }
                case 2:
                    let order = Array(new.sections.indices).shuffled(using: &rng)
                    new.sections = order.map { new.sections[$0] }
                    new.items = order.map { new.items[$0] }
                case 3:
                    let fresh = (0..<12).filter { item in !new.items.contains { $0.contains(item) } }
                    if let item = fresh.randomElement(using: &rng) {
                        new.items[section].insert(item, at: Int.random(in: 0...new.items[section].count, using: &rng))
                    }
                default:
                    if !new.items[section].isEmpty {
                        new.items[section].remove(at: Int.random(in: 0..<new.items[section].count, using: &rng))
                    }
                }
            }
        }
        let newItems = new.items.flatMap { $0 }
        let reloaded = newItems.filter { _ in Int.random(in: 0..<8, using: &rng) == 0 }
        let reconfigured = newItems.filter { _ in Int.random(in: 0..<6, using: &rng) == 0 }
        let reloadedSections = new.sections.filter { _ in Int.random(in: 0..<10, using: &rng) == 0 }
        return Case(
            old: old.items, oldSections: old.sections, new: new.items, newSections: new.sections,
            reloaded: reloaded, reconfigured: reconfigured, reloadedSections: reloadedSections,
            animated: Bool.random(using: &rng))
    })

    @Test func applyLeavesTheCollectionViewShowingTheNewSnapshot() async {
        await propertyCheck(count: 1_500, input: Self.cases) { testCase in
            // Each case lets other tests' work run: the machine's few threads are shared, and a long run of cases
            // must not hold one for seconds.
            await Task.yield()
            let collectionView = makeRowsCollectionView()
            var content: [Int: Int] = [:]
            let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
                collectionView, indexPath, item in
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                cell.tag = content[item] ?? item
                return cell
            }
            let old = testCase.snapshot(sections: testCase.oldSections, items: testCase.old)
            await dataSource.apply(old)
            collectionView.layoutIfNeeded()
            var cellBefore: [Int: ObjectIdentifier] = [:]
            for indexPath in collectionView.indexPathsForVisibleItems {
                cellBefore[testCase.old[indexPath.section][indexPath.item]] = ObjectIdentifier(collectionView.cellForItem(at: indexPath)!)
            }

            var new = testCase.snapshot(sections: testCase.newSections, items: testCase.new)
            new.reloadItems(testCase.reloaded)
            new.reconfigureItems(testCase.reconfigured)
            new.reloadSections(testCase.reloadedSections)
            for item in testCase.reloaded + testCase.reconfigured { content[item] = 100 + item }
            let (_, diagnostics) = Diagnostics.recording {
                dataSource.apply(new, animatingDifferences: testCase.animated)
            }
            #expect(diagnostics.isEmpty, "\(testCase)")

            let counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
            #expect(counts == testCase.new.map(\.count), "\(testCase)")

            // Before the next layout pass: items that stay in surviving sections keep their cells at their new index
            // paths. Items leaving a deleted section or entering an inserted one are deleted and inserted (UIKit
            // forbids such moves), so they get new cells, as reloaded items do.
            let reloadedSections = Set(testCase.reloadedSections)
            let reloaded = Set(testCase.reloaded)
            var oldSectionOfItem: [Int: Int] = [:]
            for (section, items) in zip(testCase.oldSections, testCase.old) {
                for item in items { oldSectionOfItem[item] = section }
            }
            for (sectionIndex, items) in testCase.new.enumerated() where !reloadedSections.contains(testCase.newSections[sectionIndex]) {
                let sectionIsNew = !testCase.oldSections.contains(testCase.newSections[sectionIndex])
                for (itemIndex, item) in items.enumerated() {
                    let cell = collectionView.cellForItem(at: IndexPath(item: itemIndex, section: sectionIndex))
                    let cameFromDeletedSection = oldSectionOfItem[item].map { !testCase.newSections.contains($0) } ?? false
                    if reloaded.contains(item) || sectionIsNew || cameFromDeletedSection {
                        #expect(cell == nil, "item \(item) has a new cell: \(testCase)")
                    } else if let before = cellBefore[item] {
                        #expect(cell.map(ObjectIdentifier.init) == before, "cell of \(item): \(testCase)")
                    } else {
                        #expect(cell == nil, "inserted \(item): \(testCase)")
                    }
                }
            }

            // After it: every item has a cell showing its current content.
            collectionView.layoutIfNeeded()
            let expectedPaths = testCase.new.enumerated().flatMap { section, items in
                items.indices.map { IndexPath(item: $0, section: section) }
            }
            #expect(collectionView.indexPathsForVisibleItems == expectedPaths, "\(testCase)")
            for indexPath in collectionView.indexPathsForVisibleItems {
                let item = testCase.new[indexPath.section][indexPath.item]
                #expect(collectionView.cellForItem(at: indexPath)?.tag == content[item] ?? item, "\(indexPath): \(testCase)")
            }
            #expect(dataSource.snapshot() == new, "\(testCase)")
        }
    }
}
