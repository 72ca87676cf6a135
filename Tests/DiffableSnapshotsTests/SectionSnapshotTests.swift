import CollectionDiagnostics
import DiffableSnapshots
import Testing

/// `NSDiffableDataSourceSectionSnapshot`: tree shapes, expansion, visibility, sub-snapshots (spec §4).
@Suite struct SectionSnapshotTests {
    /// a
    ///   a1
    ///     a1x
    ///   a2
    /// b
    ///   b1
    /// c
    func makeTree() -> SectionSnapshot {
        var tree = SectionSnapshot()
        withoutDiagnostics {
            tree.append(["a", "b", "c"])
            tree.append(["a1", "a2"], to: "a")
            tree.append(["a1x"], to: "a1")
            tree.append(["b1"], to: "b")
        }
        tree._checkInvariants()
        return tree
    }

    @Test func appendBuildsADepthFirstForest() {
        let tree = makeTree()
        #expect(tree.items == ["a", "a1", "a1x", "a2", "b", "b1", "c"])
        #expect(tree.rootItems == ["a", "b", "c"])
        withoutDiagnostics {
            #expect(tree.level(of: "a") == 0)
            #expect(tree.level(of: "a1x") == 2)
            #expect(tree.parent(of: "a1x") == "a1")
            #expect(tree.parent(of: "a2") == "a")
            #expect(tree.parent(of: "c") == nil)
        }
        #expect(tree.index(of: "b") == 4)
        #expect(tree.index(of: "zz") == nil)
        #expect(tree.contains("b1"))
        #expect(!tree.contains("zz"))
    }

    @Test func appendingToAParentWithChildrenGoesAfterTheLastChildsSubtree() {
        var tree = makeTree()
        withoutDiagnostics { tree.append(["a3"], to: "a") }
        #expect(tree.items == ["a", "a1", "a1x", "a2", "a3", "b", "b1", "c"])
        withoutDiagnostics { tree.append(["a1y"], to: "a1") }
        #expect(tree.items == ["a", "a1", "a1x", "a1y", "a2", "a3", "b", "b1", "c"])
        withoutDiagnostics { tree.append(["c1"], to: "c") }
        #expect(tree.items.suffix(2) == ["c", "c1"])
        withoutDiagnostics { tree.append(["d"]) }
        #expect(tree.rootItems == ["a", "b", "c", "d"])
        #expect(tree.items.last == "d")
        tree._checkInvariants()
    }

    @Test func insertBeforeMakesSiblings() {
        var tree = makeTree()
        withoutDiagnostics { tree.insert(["a0"], before: "a1") }
        #expect(tree.items == ["a", "a0", "a1", "a1x", "a2", "b", "b1", "c"])
        withoutDiagnostics { #expect(tree.parent(of: "a0") == "a") }
        withoutDiagnostics { tree.insert(["first"], before: "a") }
        #expect(tree.rootItems == ["first", "a", "b", "c"])
        tree._checkInvariants()
    }

    @Test func insertAfterSkipsTheWholeSubtree() {
        var tree = makeTree()
        withoutDiagnostics { tree.insert(["between"], after: "a") }
        #expect(tree.items == ["a", "a1", "a1x", "a2", "between", "b", "b1", "c"])
        withoutDiagnostics { tree.insert(["a1b"], after: "a1") }
        #expect(tree.items == ["a", "a1", "a1x", "a1b", "a2", "between", "b", "b1", "c"])
        withoutDiagnostics { #expect(tree.level(of: "a1b") == 1) }
        tree._checkInvariants()
    }

    @Test func deleteRemovesDescendantsAndToleratesRepeats() {
        var tree = makeTree()
        withoutDiagnostics { tree.expand(["a1", "b"]) }
        withoutDiagnostics { tree.delete(["a1", "a1x", "a1", "b"]) }
        #expect(tree.items == ["a", "a2", "c"])
        withoutDiagnostics {
            #expect(tree.parent(of: "a2") == "a")
            tree.append(["a1"], to: "a")
            #expect(!tree.isExpanded("a1"), "a deleted item loses its expanded flag")
        }
        tree._checkInvariants()
        withoutDiagnostics { tree.deleteAll() }
        #expect(tree.items.isEmpty)
        #expect(tree == SectionSnapshot())
    }

    @Test func visibilityDependsOnEveryAncestor() {
        var tree = makeTree()
        #expect(tree.visibleItems == ["a", "b", "c"])
        withoutDiagnostics {
            tree.expand(["a1"])
            // A collapsed grand-parent hides the grandchild even though its parent is expanded.
            #expect(tree.visibleItems == ["a", "b", "c"])
            #expect(!tree.isVisible("a1x"))
            tree.expand(["a"])
            #expect(tree.visibleItems == ["a", "a1", "a1x", "a2", "b", "c"])
            #expect(tree.isVisible("a1x"))
            #expect(!tree.isVisible("b1"))
            tree.collapse(["a1"])
            #expect(tree.visibleItems == ["a", "a1", "a2", "b", "c"])
            #expect(tree.isExpanded("a"))
            #expect(!tree.isExpanded("a1"))
            // Expanding a leaf is allowed; unknown items are ignored.
            tree.expand(["c", "unknown"])
            tree.collapse(["unknown"])
            #expect(tree.isExpanded("c"))
        }
    }

    /// `expandedItems` lists what is expanded in item order — leaves and hidden items too — and follows collapses and
    /// deletions.
    @Test func expandedItemsListTheExpandedInItemOrder() {
        var tree = makeTree()
        #expect(tree.expandedItems.isEmpty)
        withoutDiagnostics {
            tree.expand(["c", "a1", "b"])
            #expect(tree.expandedItems == ["a1", "b", "c"])
            tree.collapse(["b"])
            #expect(tree.expandedItems == ["a1", "c"])
            tree.delete(["a"])
            #expect(tree.expandedItems == ["c"])
        }
        // A copy keeps them; the children snapshot of a parent keeps its own.
        var copy = makeTree()
        withoutDiagnostics { copy.expand(["a", "a1"]) }
        #expect(SectionSnapshot(copy).expandedItems == ["a", "a1"])
        #expect(withoutDiagnostics { copy.snapshot(of: "a") }.expandedItems == ["a1"])
    }

    @Test func snapshotOfAParent() {
        var tree = makeTree()
        withoutDiagnostics { tree.expand(["a1"]) }
        let children = withoutDiagnostics { tree.snapshot(of: "a") }
        #expect(children.items == ["a1", "a1x", "a2"])
        #expect(children.rootItems == ["a1", "a2"])
        withoutDiagnostics { #expect(children.isExpanded("a1")) }
        children._checkInvariants()

        let withParent = withoutDiagnostics { tree.snapshot(of: "a", includingParent: true) }
        #expect(withParent.rootItems == ["a"])
        #expect(withParent.items == ["a", "a1", "a1x", "a2"])
        withoutDiagnostics { #expect(withParent.level(of: "a1x") == 2) }

        #expect(withoutDiagnostics { tree.snapshot(of: "c") }.items.isEmpty)
        #expect(withoutDiagnostics { tree.snapshot(of: "c", includingParent: true) }.items == ["c"])
    }

    @Test func replaceChildrenKeepsTheOtherSnapshotsExpansion() {
        var tree = makeTree()
        withoutDiagnostics { tree.expand(["a1"]) }
        var replacement = SectionSnapshot()
        withoutDiagnostics {
            replacement.append(["n1", "n2"])
            replacement.append(["n1a", "a1"], to: "n1")
            replacement.expand(["n1"])
            tree.replace(childrenOf: "a", using: replacement)
        }
        #expect(tree.items == ["a", "n1", "n1a", "a1", "n2", "b", "b1", "c"])
        withoutDiagnostics {
            #expect(tree.level(of: "a1") == 2)
            #expect(tree.isExpanded("n1"))
            #expect(!tree.isExpanded("a1"), "replaced descendants lose their expansion state")
        }
        tree._checkInvariants()
    }

    @Test func insertingAnotherSnapshotAsSiblings() {
        var tree = makeTree()
        var block = SectionSnapshot()
        withoutDiagnostics {
            block.append(["x"])
            block.append(["x1"], to: "x")
            block.expand(["x"])
            tree.insert(block, after: "a1")
        }
        #expect(tree.items == ["a", "a1", "a1x", "x", "x1", "a2", "b", "b1", "c"])
        withoutDiagnostics {
            #expect(tree.level(of: "x") == 1)
            #expect(tree.level(of: "x1") == 2)
            #expect(tree.isExpanded("x"))
            tree.insert(block.snapshot(of: "x").withRenamedItems(), before: "b")
        }
        #expect(tree.rootItems == ["a", "x1'", "b", "c"])
        expectRejection(
            of: tree, operation: "insert(_:before:)",
            message: "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n    x1\n)}"
        ) { $0.insert(block.snapshot(of: "x"), before: "b") }
    }

    @Test func copiesAndEquality() {
        let tree = makeTree()
        let copy = SectionSnapshot(tree)
        #expect(copy == tree)
        var expanded = copy
        withoutDiagnostics { expanded.expand(["a"]) }
        #expect(expanded != tree, "expansion state is part of equality")
        var reshaped = SectionSnapshot()
        withoutDiagnostics {
            reshaped.append(["a", "a1", "a1x", "a2", "b", "b1", "c"])
        }
        #expect(reshaped.items == tree.items)
        #expect(reshaped != tree, "nesting is part of equality")
    }

    @Test func visualDescriptionShowsLevelsExpansionAndVisibility() {
        var tree = makeTree()
        withoutDiagnostics { tree.expand(["a"]) }
        #expect(tree.visualDescription() == """
            <NSDiffableDataSourceSectionSnapshot:
            +* a
              -* a1
                -  a1x
              -* a2
            -* b
              -  b1
            -* c
            >
            """)
        #expect(tree.description == tree.visualDescription())
    }
}

extension SectionSnapshot {
    /// The same forest with a prime appended to every identifier.
    fileprivate func withRenamedItems() -> SectionSnapshot {
        var renamed = SectionSnapshot()
        for root in rootItems {
            renamed.append([root + "'"])
            renamed.replace(childrenOf: root + "'", using: snapshot(of: root).withRenamedItems())
        }
        renamed.expand(items.filter { isExpanded($0) }.map { $0 + "'" })
        return renamed
    }
}
