import CollectionDiagnostics
import DiffableSnapshots
import Testing

/// Item operations and queries of `NSDiffableDataSourceSnapshot` (conformance list §7.1, item half).
@Suite struct SnapshotItemTests {
    @Test func appendItemsWithoutASectionGoesToTheLastSection() {
        var snapshot = Snapshot()
        withoutDiagnostics {
            snapshot.appendSections(["A", "B"])
            snapshot.appendItems([1, 2])
            snapshot.appendItems([])
            snapshot.appendItems([3])
        }
        #expect(layout(of: snapshot) == [Layout("A", []), Layout("B", [1, 2, 3])])
        #expect(snapshot.indexOfItem(1) == 0)
        snapshot._checkInvariants()
    }

    @Test func appendItemsToANamedSection() {
        var snapshot = Snapshot()
        withoutDiagnostics {
            snapshot.appendSections(["A", "B", "C"])
            snapshot.appendItems([1, 2], toSection: "B")
            snapshot.appendItems([3], toSection: "A")
            snapshot.appendItems([4], toSection: "C")
            snapshot.appendItems([5], toSection: "A")
        }
        #expect(layout(of: snapshot) == [Layout("A", [3, 5]), Layout("B", [1, 2]), Layout("C", [4])])
        #expect(snapshot.itemIdentifiers == [3, 5, 1, 2, 4])
        #expect(snapshot.indexOfItem(1) == 2)
        snapshot._checkInvariants()
    }

    @Test(arguments: [
        (1, [Layout("A", [7, 8, 1, 2]), Layout("B", [3])]),
        (2, [Layout("A", [1, 7, 8, 2]), Layout("B", [3])]),
        (3, [Layout("A", [1, 2]), Layout("B", [7, 8, 3])]),
    ])
    func insertItemsBeforeItem(destination: Int, expected: [Layout]) {
        var snapshot = makeSnapshot(["A": [1, 2], "B": [3]])
        withoutDiagnostics { snapshot.insertItems([7, 8], beforeItem: destination) }
        #expect(layout(of: snapshot) == expected)
        snapshot._checkInvariants()
    }

    @Test(arguments: [
        (1, [Layout("A", [1, 7, 8, 2]), Layout("B", [3])]),
        (2, [Layout("A", [1, 2, 7, 8]), Layout("B", [3])]),
        (3, [Layout("A", [1, 2]), Layout("B", [3, 7, 8])]),
    ])
    func insertItemsAfterItem(destination: Int, expected: [Layout]) {
        var snapshot = makeSnapshot(["A": [1, 2], "B": [3]])
        withoutDiagnostics { snapshot.insertItems([7, 8], afterItem: destination) }
        #expect(layout(of: snapshot) == expected)
        snapshot._checkInvariants()
    }

    @Test func deleteItemsIgnoresUnknownItemsAndKeepsEmptySections() {
        var snapshot = makeSnapshot(["A": [1, 2, 3], "B": [4], "C": [5, 6]])
        withoutDiagnostics { snapshot.deleteItems([4, 2, 99, 6]) }
        #expect(layout(of: snapshot) == [Layout("A", [1, 3]), Layout("B", []), Layout("C", [5])])
        #expect(snapshot.indexOfItem(5) == 2)
        #expect(snapshot.indexOfItem(2) == nil)
        snapshot._checkInvariants()
        withoutDiagnostics { snapshot.deleteItems([]) }
        #expect(snapshot.numberOfItems == 3)
    }

    @Test func deleteAllItemsAlsoRemovesTheSections() {
        var snapshot = makeSnapshot(["A": [1, 2], "B": [3]])
        withoutDiagnostics { snapshot.deleteAllItems() }
        #expect(snapshot.numberOfItems == 0)
        #expect(snapshot.numberOfSections == 0)
        #expect(snapshot.indexOfSection("A") == nil)
        #expect(snapshot.indexOfItem(1) == nil)
        snapshot._checkInvariants()
        // Hence appending items right after it is the "no sections" misuse.
        expectRejection(
            of: snapshot, operation: "appendItems(_:toSection:)",
            message: "There are currently no sections in the data source. Please add a section first."
        ) { $0.appendItems([1]) }
    }

    @Test(arguments: [
        (1, 3, [Layout("A", [2, 1, 3]), Layout("B", [4, 5])]),
        (3, 1, [Layout("A", [3, 1, 2]), Layout("B", [4, 5])]),
        (1, 2, [Layout("A", [1, 2, 3]), Layout("B", [4, 5])]),
        (2, 5, [Layout("A", [1, 3]), Layout("B", [4, 2, 5])]),
        (5, 1, [Layout("A", [5, 1, 2, 3]), Layout("B", [4])]),
    ])
    func moveItemBeforeItem(item: Int, destination: Int, expected: [Layout]) {
        var snapshot = makeSnapshot(["A": [1, 2, 3], "B": [4, 5]])
        withoutDiagnostics { snapshot.moveItem(item, beforeItem: destination) }
        #expect(layout(of: snapshot) == expected)
        snapshot._checkInvariants()
    }

    @Test(arguments: [
        (1, 3, [Layout("A", [2, 3, 1]), Layout("B", [4, 5])]),
        (3, 1, [Layout("A", [1, 3, 2]), Layout("B", [4, 5])]),
        (2, 1, [Layout("A", [1, 2, 3]), Layout("B", [4, 5])]),
        (2, 5, [Layout("A", [1, 3]), Layout("B", [4, 5, 2])]),
        (4, 3, [Layout("A", [1, 2, 3, 4]), Layout("B", [5])]),
    ])
    func moveItemAfterItem(item: Int, destination: Int, expected: [Layout]) {
        var snapshot = makeSnapshot(["A": [1, 2, 3], "B": [4, 5]])
        withoutDiagnostics { snapshot.moveItem(item, afterItem: destination) }
        #expect(layout(of: snapshot) == expected)
        snapshot._checkInvariants()
    }

    @Test func counts() {
        let snapshot = makeSnapshot(["A": [1, 2], "B": [], "C": [3, 4, 5]])
        #expect(snapshot.numberOfItems == 5)
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
        withoutDiagnostics {
            #expect(snapshot.numberOfItems(inSection: "A") == 2)
            #expect(snapshot.numberOfItems(inSection: "B") == 0)
            #expect(snapshot.numberOfItems(inSection: "C") == 3)
            #expect(snapshot.itemIdentifiers(inSection: "C") == [3, 4, 5])
            #expect(snapshot.itemIdentifiers(inSection: "B") == [])
        }
    }

    @Test func sectionContainingAnItem() {
        let snapshot = makeSnapshot(["A": [1, 2], "B": [], "C": [3]])
        #expect(snapshot.sectionIdentifier(containingItem: 1) == "A")
        #expect(snapshot.sectionIdentifier(containingItem: 3) == "C")
        #expect(snapshot.sectionIdentifier(containingItem: 4) == nil)
    }

    @Test func indexOfItemIsGlobal() {
        let snapshot = makeSnapshot(["A": [10, 11], "B": [], "C": [12, 13]])
        #expect(snapshot.indexOfItem(10) == 0)
        #expect(snapshot.indexOfItem(12) == 2)
        #expect(snapshot.indexOfItem(13) == 3)
        #expect(snapshot.indexOfItem(14) == nil)
    }

    @Test func itemAndSectionIdentifiersAreSeparateNamespaces() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        withoutDiagnostics {
            snapshot.appendSections([1, 2])
            snapshot.appendItems([1, 2], toSection: 2)
        }
        #expect(snapshot.indexOfSection(1) == 0)
        #expect(snapshot.indexOfItem(1) == 0)
        #expect(snapshot.sectionIdentifier(containingItem: 1) == 2)
    }

    @Test func itemIdentifiersSharesStorageWithTheSnapshot() {
        var snapshot = Snapshot()
        snapshot.appendSections(["A"])
        snapshot.appendItems(Array(0..<1000))
        let first = snapshot.itemIdentifiers
        let second = snapshot.itemIdentifiers
        first.withUnsafeBufferPointer { a in
            second.withUnsafeBufferPointer { b in #expect(a.baseAddress == b.baseAddress) }
        }
    }

    // Rewritten "duplication" cases: appending an existing item moves it (UIKit), repeating one is fatal.

    @Test func appendingAnExistingItemMovesItIntoPlaceWithAWarning() {
        var snapshot = makeSnapshot(["A": [1, 2, 3]])
        let (_, diagnostics) = Diagnostics.recording { snapshot.appendItems([1]) }
        #expect(layout(of: snapshot) == [Layout("A", [2, 3, 1])])
        #expect(diagnostics == [.warning(
            "appendItems(_:toSection:)",
            "Diffable data source detected an attempt to insert or append 1 item identifier that already exists in the snapshot. The existing item identifier will be moved into place instead, but this operation will be more expensive. For best performance, inserted item identifiers should always be unique. Set a symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in the debugger. Item identifier that already exists: 1"
        )])
        snapshot._checkInvariants()
    }

    @Test func appendingExistingItemsToAnotherSectionMovesThemAcross() {
        var snapshot = makeSnapshot(["A": [1], "B": [9]])
        let (_, diagnostics) = Diagnostics.recording { snapshot.appendItems([1, 2], toSection: "B") }
        #expect(layout(of: snapshot) == [Layout("A", []), Layout("B", [9, 1, 2])])
        #expect(diagnostics.map(\.severity) == [.warning])
        snapshot._checkInvariants()

        // The same rule when building a snapshot section by section: [[0, 1], [1, 2]] → [[0], [1, 2]].
        let built = Diagnostics.recording { makeSnapshot(["A": [0, 1], "B": [1, 2]]) }.result
        #expect(layout(of: built) == [Layout("A", [0]), Layout("B", [1, 2])])
        #expect(built.numberOfItems == 3)
        #expect(built.indexOfItem(1) == 1)
        #expect(built.sectionIdentifier(containingItem: 1) == "B")
    }

    @Test func insertingExistingItemsMovesThemNextToTheDestination() {
        var snapshot = makeSnapshot(["A": [1, 2, 3], "B": [4, 5]])
        let (_, diagnostics) = Diagnostics.recording { snapshot.insertItems([3, 6, 1], beforeItem: 5) }
        #expect(layout(of: snapshot) == [Layout("A", [2]), Layout("B", [4, 3, 6, 1, 5])])
        #expect(diagnostics == [.warning(
            "insertItems(_:beforeItem:)",
            "Diffable data source detected an attempt to insert or append 2 item identifiers that already exist in the snapshot. The existing item identifiers will be moved into place instead, but this operation will be more expensive. For best performance, inserted item identifiers should always be unique. Set a symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in the debugger. Item identifiers that already exist: (\n    3,\n    1\n)"
        )])
        snapshot._checkInvariants()

        var within = makeSnapshot(["A": [1, 2, 3]])
        let (_, withinDiagnostics) = Diagnostics.recording { within.insertItems([1], afterItem: 3) }
        #expect(layout(of: within) == [Layout("A", [2, 3, 1])])
        #expect(withinDiagnostics.map(\.severity) == [.warning])
    }

    @Test func repeatingAnItemInTheArgumentIsFatal() {
        let snapshot = makeSnapshot(["A": [1]])
        for (operation, edit) in [
            ("appendItems(_:toSection:)", { (s: inout Snapshot) in s.appendItems([2, 2]) }),
            ("insertItems(_:beforeItem:)", { (s: inout Snapshot) in s.insertItems([2, 3, 2], beforeItem: 1) }),
            ("insertItems(_:afterItem:)", { (s: inout Snapshot) in s.insertItems([2, 2], afterItem: 1) }),
            ("deleteItems(_:)", { (s: inout Snapshot) in s.deleteItems([1, 2, 2]) }),
        ] {
            expectRejection(
                of: snapshot, operation: operation,
                message: "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    2\n)}", edit
            )
        }
        // An item both present and repeated is still the fatal case, not a move.
        expectRejection(
            of: snapshot, operation: "appendItems(_:toSection:)",
            message: "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    1\n)}"
        ) { $0.appendItems([1, 3, 1]) }
    }

    @Test func insertingNextToAnItemThatIsBeingInsertedIsRejected() {
        let snapshot = makeSnapshot(["A": [1]])
        expectRejection(
            of: snapshot, operation: "insertItems(_:beforeItem:)",
            message: "Invalid update: destination for insertion operation [1] is in the insertion identifier list for update: <_UIDiffableDataSourceUpdate - action: INS; destinationIdentifier:1; destIsSection: 0; identifiers: [2,1]>."
        ) { $0.insertItems([2, 1], beforeItem: 1) }
        expectRejection(
            of: snapshot, operation: "insertItems(_:afterItem:)",
            message: "Invalid update: destination for insertion operation [3] is in the insertion identifier list for update: <_UIDiffableDataSourceUpdate - action: INS; destinationIdentifier:3; destIsSection: 0; identifiers: [3]>."
        ) { $0.insertItems([3], afterItem: 3) }
    }
}
