import CollectionDiagnostics
import Foundation
import OpenCollectionView
import Testing

/// Section snapshots on the data source (spec diffable.md §5.6) and the sample's patterns that use them.
@MainActor
@Suite struct SectionSnapshotApplyTests {
    /// Roots 1, 2, 3; 1 has children 11, 12 (12 has child 121); 3 has child 31.
    func outline(expanded: [Int]) -> IntSectionSnapshot {
        var tree = IntSectionSnapshot()
        tree.append([1, 2, 3])
        tree.append([11, 12], to: 1)
        tree.append([121], to: 12)
        tree.append([31], to: 3)
        tree.expand(expanded)
        return tree
    }

    @Test func theSectionShowsTheVisibleItemsAndKeepsTheTree() {
        let host = DiffableHost(showing: makeSnapshot(["A": [50]]))
        let tree = outline(expanded: [1])
        host.dataSource.apply(tree, to: "B")
        #expect(host.dataSource.snapshot() == makeSnapshot(["A": [50], "B": [1, 11, 12, 2, 3]]))
        #expect(host.dataSource.snapshot(for: "B") == tree)
        #expect(host.dataSource.snapshot(for: "B").isExpanded(1))
        #expect(host.collectionView.lastBatchUpdate?.sectionUpdates == [
            SectionUpdate(action: .insert, sectionBeforeUpdate: nil, sectionAfterUpdate: 1)
        ])
        host.collectionView.layoutIfNeeded()
        #expect(host.shownItems == [[50], [1, 11, 12, 2, 3]])
    }

    @Test func unknownSectionsAreAppendedInTheOrderTheyAreApplied() {
        let host = DiffableHost()
        host.dataSource.apply(outline(expanded: []), to: "outline")
        var recents = IntSectionSnapshot()
        recents.append([100, 101])
        host.dataSource.apply(recents, to: "recents")
        #expect(host.dataSource.snapshot().sectionIdentifiers == ["outline", "recents"])
        #expect(host.counts == [3, 2])
    }

    @Test func reapplyingASectionSnapshotDiffsOnlyThatSection() throws {
        let host = DiffableHost(showing: makeSnapshot(["A": [50]]))
        host.dataSource.apply(outline(expanded: []), to: "B")
        host.collectionView.layoutIfNeeded()
        let before = host.cellsByItem
        host.dataSource.apply(outline(expanded: [1, 12]), to: "B")
        let batch = try #require(host.collectionView.lastBatchUpdate)
        #expect(batch.itemUpdates == [insert(path(1, 1)), insert(path(2, 1)), insert(path(3, 1))])
        #expect(host.cellsByItem[1] == before[1] && host.cellsByItem[3] == before[3])
        #expect(host.dataSource.snapshot().itemIdentifiers(inSection: "B") == [1, 11, 12, 121, 2, 3])
    }

    @Test func aRegularSectionReadsAsRootsAndAnUnknownOneAsEmpty() {
        let host = DiffableHost(showing: makeSnapshot(["A": [1, 2]]))
        let roots = host.dataSource.snapshot(for: "A")
        #expect(roots.rootItems == [1, 2])
        #expect(roots.items == [1, 2])
        #expect(host.dataSource.snapshot(for: "Z").items.isEmpty)
    }

    @Test func itemsOfOtherSectionsAreRefusedAndNothingChanges() {
        let host = DiffableHost(showing: makeSnapshot(["A": [1, 2], "B": [3]]))
        var tree = IntSectionSnapshot()
        tree.append([3, 2])
        var completed = false
        let (_, diagnostics) = Diagnostics.recording {
            host.dataSource.apply(tree, to: "B") { completed = true }
        }
        #expect(diagnostics == [.error(
            "apply(_:to:animatingDifferences:completion:)",
            "Diffable data source detected an attempt to apply a section snapshot to section B whose item identifiers "
                + "already exist in other sections. Identifiers in a snapshot must be unique across all sections. Item "
                + "identifiers that already exist: (\n    2\n)")])
        #expect(!completed)
        #expect(host.dataSource.snapshot() == makeSnapshot(["A": [1, 2], "B": [3]]))
        #expect(host.collectionView.lastBatchUpdate == nil)
    }

    @Test func hiddenItemsOfOtherSectionsAreRefusedToo() {
        let host = DiffableHost()
        host.dataSource.apply(outline(expanded: []), to: "B")
        var tree = IntSectionSnapshot()
        tree.append([121])
        let (_, diagnostics) = Diagnostics.recording { host.dataSource.apply(tree, to: "C") }
        #expect(diagnostics.count == 1)
        #expect(host.dataSource.snapshot().sectionIdentifiers == ["B"])
    }

    @Test func aWholeApplyRebasesTheKeptTree() {
        let host = DiffableHost()
        host.dataSource.apply(outline(expanded: [1]), to: "B")
        // Shown: 1, 11, 12, 2, 3. Delete 11, add 13 after 12, add 4 at the end.
        var next = host.dataSource.snapshot()
        next.deleteItems([11])
        next.insertItems([13], afterItem: 12)
        next.appendItems([4], toSection: "B")
        host.dataSource.apply(next)

        let tree = host.dataSource.snapshot(for: "B")
        #expect(tree.visibleItems == [1, 12, 13, 2, 3, 4])
        #expect(tree.items == [1, 12, 121, 13, 2, 3, 31, 4])
        #expect(tree.parent(of: 13) == 1)
        #expect(tree.parent(of: 121) == 12)
        #expect(tree.rootItems == [1, 2, 3, 4])
        #expect(tree.isExpanded(1))
        #expect(!tree.isExpanded(3))
    }

    @Test func aSectionThatDisappearsLosesItsTree() {
        let host = DiffableHost()
        host.dataSource.apply(outline(expanded: [1]), to: "B")
        host.dataSource.apply(makeSnapshot(["A": [7]]))
        host.dataSource.apply(makeSnapshot(["A": [7], "B": [1, 2]]))
        #expect(host.dataSource.snapshot(for: "B").items == [1, 2])
        #expect(!host.dataSource.snapshot(for: "B").isExpanded(1))
    }

    /// Emoji Explorer (sample §3.23): recents, a collapsed outline of categories, and a flat list, each applied as a
    /// section snapshot to its own section.
    @Test func emojiExplorerBuildsItsSectionsFromSectionSnapshots() {
        let host = DiffableHost()
        var recents = IntSectionSnapshot()
        recents.append(Array(1...8))
        var outline = IntSectionSnapshot()
        for category in 0..<7 {
            let parent = 100 + category * 10
            outline.append([parent])
            outline.append([parent + 1, parent + 2, parent + 3], to: parent)
        }
        var list = IntSectionSnapshot()
        list.append((0..<21).map { 1_000 + $0 })
        host.dataSource.apply(recents, to: "recents", animatingDifferences: false)
        host.dataSource.apply(outline, to: "outline", animatingDifferences: false)
        host.dataSource.apply(list, to: "list", animatingDifferences: false)

        #expect(host.dataSource.snapshot().sectionIdentifiers == ["recents", "outline", "list"])
        #expect(host.counts == [8, 7, 21])
        #expect(host.dataSource.snapshot(for: "outline").items.count == 28)
        #expect(host.collectionView.lastBatchUpdate?.animated == false)

        host.dataSource.expand(120)
        #expect(host.counts == [8, 10, 21])
        #expect(host.collectionView.lastBatchUpdate?.itemUpdates == [
            insert(path(3, 1)), insert(path(4, 1)), insert(path(5, 1)),
        ])
        #expect(host.collectionView.lastBatchUpdate?.animated == true)
        host.collectionView.layoutIfNeeded()
        #expect(host.shownItems[1] == [100, 110, 120, 121, 122, 123, 130, 140, 150, 160])
    }

    /// List Appearances (sample §3.21): five sections, each a header item expanded over three children, applied
    /// without animation; tapping a header collapses its children.
    @Test func listAppearancesCollapsesAHeader() {
        let host = DiffableHost(rowHeight: 40)
        for section in 0..<5 {
            var sectionSnapshot = IntSectionSnapshot()
            let header = section * 10
            sectionSnapshot.append([header])
            sectionSnapshot.append([header + 1, header + 2, header + 3], to: header)
            sectionSnapshot.expand([header])
            host.dataSource.apply(sectionSnapshot, to: "\(section)", animatingDifferences: false)
        }
        #expect(host.counts == [4, 4, 4, 4, 4])
        host.collectionView.layoutIfNeeded()
        let header = host.collectionView.cellForItem(at: path(0, 2))

        host.dataSource.collapse(20)
        #expect(host.counts == [4, 4, 1, 4, 4])
        #expect(host.collectionView.lastBatchUpdate?.itemUpdates == [delete(path(1, 2)), delete(path(2, 2)), delete(path(3, 2))])
        #expect(host.collectionView.cellForItem(at: path(0, 2)) === header)
        #expect(!host.dataSource.snapshot(for: "2").isExpanded(20))
        #expect(host.dataSource.snapshot(for: "2").items == [20, 21, 22, 23])

        // Re-applying the current snapshot without animation (the appearance switch) changes nothing.
        host.dataSource.apply(host.dataSource.snapshot(), animatingDifferences: false)
        #expect(host.dataSource.snapshot(for: "2").items == [20, 21, 22, 23])
        #expect(host.counts == [4, 4, 1, 4, 4])
    }
}
