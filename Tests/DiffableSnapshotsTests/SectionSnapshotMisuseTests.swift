import CollectionDiagnostics
import DiffableSnapshots
import Testing

/// Misuse of `NSDiffableDataSourceSectionSnapshot` (spec §4.2): rejected with UIKit's text, nothing changes.
@Suite struct SectionSnapshotMisuseTests {
    let tree: SectionSnapshot = {
        var tree = SectionSnapshot()
        tree.append(["a", "b"])
        tree.append(["a1"], to: "a")
        tree.expand(["a"])
        return tree
    }()

    @Test func duplicatesAreRejected() {
        let message = "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n    a1,\n    c\n)}"
        expectRejection(of: tree, operation: "append(_:to:)", message: message) { $0.append(["c", "a1", "c"]) }
        expectRejection(of: tree, operation: "append(_:to:)", message: message) { $0.append(["c", "a1", "c"], to: "b") }
        expectRejection(of: tree, operation: "insert(_:before:)", message: message) { $0.insert(["c", "a1", "c"], before: "b") }
        expectRejection(of: tree, operation: "insert(_:after:)", message: message) { $0.insert(["c", "a1", "c"], after: "a") }
    }

    @Test func unknownAnchorsAreRejected() {
        expectRejection(of: tree, operation: "append(_:to:)",
                        message: "Parent item identifier does not exist in section snapshot: z") { $0.append(["c"], to: "z") }
        expectRejection(of: tree, operation: "insert(_:before:)",
                        message: "Item identifier to insert before does not exist in section snapshot: z") { $0.insert(["c"], before: "z") }
        expectRejection(of: tree, operation: "insert(_:after:)",
                        message: "Item identifier to insert after does not exist in section snapshot: z") { $0.insert(["c"], after: "z") }
        expectRejection(of: tree, operation: "replace(childrenOf:using:)",
                        message: "Parent item identifier does not exist in section snapshot: z") { $0.replace(childrenOf: "z", using: SectionSnapshot()) }
    }

    @Test func deletingAnUnknownItemDeletesNothing() {
        expectRejection(of: tree, operation: "delete(_:)", message: "Failed to find index of item z") {
            $0.delete(["a1", "z", "b"])
        }
    }

    @Test func replacingWithItemsPresentElsewhereIsRejected() {
        var replacement = SectionSnapshot()
        replacement.append(["a1", "b"])
        // "a1" is a child being replaced, so only "b" clashes.
        expectRejection(
            of: tree, operation: "replace(childrenOf:using:)",
            message: "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n    b\n)}"
        ) { $0.replace(childrenOf: "a", using: replacement) }
    }

    @Test func queriesAboutUnknownItemsAreReported() {
        let (expanded, expandedDiagnostics) = Diagnostics.recording { tree.isExpanded("z") }
        #expect(!expanded)
        #expect(expandedDiagnostics == [.error("isExpanded(_:)", "Item identifier does not exist in section snapshot: z")])
        let (visible, visibleDiagnostics) = Diagnostics.recording { tree.isVisible("z") }
        #expect(!visible)
        #expect(visibleDiagnostics == [.error("isVisible(_:)", "Item identifier does not exist in section snapshot: z")])
        let (level, levelDiagnostics) = Diagnostics.recording { tree.level(of: "z") }
        #expect(level == 0)
        #expect(levelDiagnostics == [.error("level(of:)", "Item identifier does not exist in section snapshot: z")])
        let (parent, parentDiagnostics) = Diagnostics.recording { tree.parent(of: "z") }
        #expect(parent == nil)
        #expect(parentDiagnostics == [.error("parent(of:)", "Child item identifier does not exist in section snapshot: z")])
        let (sub, subDiagnostics) = Diagnostics.recording { tree.snapshot(of: "z", includingParent: true) }
        #expect(sub == SectionSnapshot())
        #expect(subDiagnostics == [.error("snapshot(of:includingParent:)", "Parent item identifier does not exist in section snapshot: z")])
    }
}
