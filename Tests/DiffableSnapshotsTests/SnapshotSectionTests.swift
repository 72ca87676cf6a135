import CollectionDiagnostics
import DiffableSnapshots
import Testing

/// Section operations of `NSDiffableDataSourceSnapshot` (conformance list §7.1, section half).
@Suite struct SnapshotSectionTests {
    @Test func appendSectionsAddsEmptySectionsInArgumentOrder() {
        var snapshot = Snapshot()
        withoutDiagnostics {
            snapshot.appendSections(["A", "B"])
            snapshot.appendSections([])
            snapshot.appendSections(["C"])
        }
        #expect(snapshot.sectionIdentifiers == ["A", "B", "C"])
        #expect(snapshot.numberOfSections == 3)
        #expect(snapshot.numberOfItems == 0)
        #expect(withoutDiagnostics { snapshot.numberOfItems(inSection: "B") } == 0)
        snapshot._checkInvariants()
    }

    @Test(arguments: [
        ("A", ["X", "Y", "A", "B", "C"]),
        ("B", ["A", "X", "Y", "B", "C"]),
        ("C", ["A", "B", "X", "Y", "C"]),
    ])
    func insertSectionsBeforeSection(destination: String, expected: [String]) {
        var snapshot = makeSnapshot(["A": [1], "B": [2, 3], "C": []])
        withoutDiagnostics { snapshot.insertSections(["X", "Y"], beforeSection: destination) }
        #expect(snapshot.sectionIdentifiers == expected)
        #expect(snapshot.itemIdentifiers == [1, 2, 3])
        #expect(withoutDiagnostics { snapshot.itemIdentifiers(inSection: "B") } == [2, 3])
        #expect(snapshot.indexOfItem(3) == 2)
        snapshot._checkInvariants()
    }

    @Test(arguments: [
        ("A", ["A", "X", "Y", "B", "C"]),
        ("B", ["A", "B", "X", "Y", "C"]),
        ("C", ["A", "B", "C", "X", "Y"]),
    ])
    func insertSectionsAfterSection(destination: String, expected: [String]) {
        var snapshot = makeSnapshot(["A": [1], "B": [2, 3], "C": [4]])
        withoutDiagnostics { snapshot.insertSections(["X", "Y"], afterSection: destination) }
        #expect(snapshot.sectionIdentifiers == expected)
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 4])
        #expect(withoutDiagnostics { snapshot.numberOfItems(inSection: "X") } == 0)
        snapshot._checkInvariants()
    }

    @Test func deleteSectionsRemovesTheirItemsAndIgnoresUnknownOnes() {
        var snapshot = makeSnapshot(["A": [1, 2], "B": [3], "C": [4, 5], "D": []])
        withoutDiagnostics { snapshot.deleteSections(["C", "Z", "A"]) }
        #expect(layout(of: snapshot) == [Layout("B", [3]), Layout("D", [])])
        #expect(snapshot.numberOfItems == 1)
        #expect(snapshot.indexOfItem(1) == nil)
        #expect(snapshot.indexOfItem(4) == nil)
        #expect(snapshot.sectionIdentifier(containingItem: 3) == "B")
        snapshot._checkInvariants()

        withoutDiagnostics { snapshot.deleteSections(["Q"]) }
        #expect(layout(of: snapshot) == [Layout("B", [3]), Layout("D", [])])
    }

    @Test func deletedSectionIdentifiersCanComeBack() {
        var snapshot = makeSnapshot(["A": [1], "B": [2]])
        withoutDiagnostics {
            snapshot.deleteSections(["A"])
            snapshot.appendSections(["C", "A"])
            snapshot.appendItems([1], toSection: "A")
            snapshot.appendItems([3], toSection: "C")
        }
        #expect(layout(of: snapshot) == [Layout("B", [2]), Layout("C", [3]), Layout("A", [1])])
        #expect(snapshot.indexOfItem(1) == 2)
        snapshot._checkInvariants()
    }

    @Test(arguments: [
        ("A", "C", ["B", "A", "C", "D"]),
        ("D", "B", ["A", "D", "B", "C"]),
        ("A", "B", ["A", "B", "C", "D"]),
        ("C", "A", ["C", "A", "B", "D"]),
    ])
    func moveSectionBeforeSection(section: String, destination: String, expected: [String]) {
        var snapshot = makeSnapshot(["A": [1, 2], "B": [3], "C": [], "D": [4, 5, 6]])
        withoutDiagnostics { snapshot.moveSection(section, beforeSection: destination) }
        #expect(snapshot.sectionIdentifiers == expected)
        let expectedItems: [String: [Int]] = ["A": [1, 2], "B": [3], "C": [], "D": [4, 5, 6]]
        #expect(layout(of: snapshot) == expected.map { Layout($0, expectedItems[$0]!) })
        #expect(snapshot.itemIdentifiers == expected.flatMap { expectedItems[$0]! })
        snapshot._checkInvariants()
    }

    @Test(arguments: [
        ("A", "C", ["B", "C", "A", "D"]),
        ("D", "A", ["A", "D", "B", "C"]),
        ("B", "A", ["A", "B", "C", "D"]),
        ("A", "D", ["B", "C", "D", "A"]),
    ])
    func moveSectionAfterSection(section: String, destination: String, expected: [String]) {
        var snapshot = makeSnapshot(["A": [1, 2], "B": [3], "C": [], "D": [4, 5, 6]])
        withoutDiagnostics { snapshot.moveSection(section, afterSection: destination) }
        #expect(snapshot.sectionIdentifiers == expected)
        let expectedItems: [String: [Int]] = ["A": [1, 2], "B": [3], "C": [], "D": [4, 5, 6]]
        #expect(snapshot.itemIdentifiers == expected.flatMap { expectedItems[$0]! })
        for item in 1...6 {
            #expect(snapshot.itemIdentifiers[snapshot.indexOfItem(item)!] == item)
        }
        snapshot._checkInvariants()
    }

    @Test func reloadSectionsRecordsPresentSectionsOnce() {
        var snapshot = makeSnapshot(["A": [1], "B": [2], "C": []])
        withoutDiagnostics {
            snapshot.reloadSections(["B"])
            snapshot.reloadSections(["C", "B"])
        }
        #expect(snapshot.reloadedSectionIdentifiers == ["B", "C"])
        #expect(layout(of: snapshot) == [Layout("A", [1]), Layout("B", [2]), Layout("C", [])])
    }

    @Test func reloadingAnUnknownSectionIsRejected() {
        let snapshot = makeSnapshot(["A": [1]])
        expectRejection(
            of: snapshot, operation: "reloadSections(_:)",
            message: "Attempted to reload section identifier that does not exist in the snapshot: B"
        ) { $0.reloadSections(["A", "B"]) }
    }

    @Test func sectionCountsAndIndices() {
        let snapshot = makeSnapshot(["A": [1, 2], "B": [], "C": [3]])
        #expect(snapshot.numberOfSections == 3)
        #expect(snapshot.sectionIdentifiers == ["A", "B", "C"])
        #expect(snapshot.indexOfSection("A") == 0)
        #expect(snapshot.indexOfSection("C") == 2)
        #expect(snapshot.indexOfSection("Z") == nil)
        #expect(Snapshot().numberOfSections == 0)
        #expect(Snapshot().sectionIdentifiers.isEmpty)
    }

    // Inverted "duplication" cases: ra1028/DiffableDataSources accepts these, UIKit raises.

    @Test func appendingAnExistingSectionIsRejected() {
        let snapshot = makeSnapshot(["A": [1], "B": []])
        expectRejection(
            of: snapshot, operation: "appendSections(_:)",
            message: "Diffable data source detected an attempt to insert or append 1 section identifier that already exists in the snapshot. Identifiers in a snapshot must be unique. Section identifier that already exists: A"
        ) { $0.appendSections(["C", "A"]) }
        expectRejection(
            of: snapshot, operation: "appendSections(_:)",
            message: "Diffable data source detected an attempt to insert or append 2 section identifiers that already exist in the snapshot. Identifiers in a snapshot must be unique. Section identifiers that already exist: (\n    B,\n    A\n)"
        ) { $0.appendSections(["B", "C", "A"]) }
    }

    @Test func repeatingASectionInTheArgumentIsRejected() {
        let snapshot = makeSnapshot(["A": [1]])
        expectRejection(
            of: snapshot, operation: "appendSections(_:)",
            message: "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    B\n)}"
        ) { $0.appendSections(["B", "C", "B"]) }
        // Argument uniqueness wins over the "already exists" check.
        expectRejection(
            of: snapshot, operation: "appendSections(_:)",
            message: "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    A\n)}"
        ) { $0.appendSections(["A", "A"]) }
    }

    @Test func insertingExistingOrRepeatedSectionsIsRejected() {
        let snapshot = makeSnapshot(["A": [1], "B": [2]])
        expectRejection(
            of: snapshot, operation: "insertSections(_:beforeSection:)",
            message: "Diffable data source detected an attempt to insert or append 1 section identifier that already exists in the snapshot. Identifiers in a snapshot must be unique. Section identifier that already exists: A"
        ) { $0.insertSections(["A"], beforeSection: "B") }
        expectRejection(
            of: snapshot, operation: "insertSections(_:afterSection:)",
            message: "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    C\n)}"
        ) { $0.insertSections(["C", "C"], afterSection: "A") }
        expectRejection(
            of: snapshot, operation: "insertSections(_:beforeSection:)",
            message: "Invalid update: destination for section operation [B] is in the inserted section list for update: <_UIDiffableDataSourceUpdate - action: INS; destinationIdentifier:B; destIsSection: 0; identifiers: [C,B]>"
        ) { $0.insertSections(["C", "B"], beforeSection: "B") }
        expectRejection(
            of: snapshot, operation: "insertSections(_:afterSection:)",
            message: "Invalid parameter not satisfying: insertIndex != NSNotFound"
        ) { $0.insertSections(["C"], afterSection: "Z") }
    }
}
