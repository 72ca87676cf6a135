import CollectionDiagnostics
import Foundation
import OpenCollectionView
import Testing

/// Expanding and collapsing outline items through the section snapshot handlers (spec diffable.md §5.7).
@MainActor
@Suite struct OutlineExpansionTests {
    let host: DiffableHost
    let events: EventLog

    @MainActor
    final class EventLog {
        var entries: [String] = []
    }

    init() {
        host = DiffableHost()
        var tree = IntSectionSnapshot()
        tree.append([1, 2])
        tree.append([11, 12], to: 1)
        host.dataSource.apply(tree, to: "outline")
        events = EventLog()
    }

    /// Handlers that log every call; `allow` decides the should-handlers.
    func installLoggingHandlers(allow: Bool = true) {
        let events = events
        let collectionView = host.collectionView
        var handlers = IntDataSource.SectionSnapshotHandlers<Int>()
        handlers.shouldExpandItem = { item in
            events.entries.append("shouldExpand \(item)")
            return allow
        }
        handlers.willExpandItem = { item in
            // Still before the apply: the collection view shows the collapsed section.
            events.entries.append("willExpand \(item) shown \(collectionView.numberOfItems(inSection: 0))")
        }
        handlers.snapshotForExpandingParent = { item, children in
            events.entries.append("snapshotForExpandingParent \(item) children \(children.items)")
            return children
        }
        handlers.shouldCollapseItem = { item in
            events.entries.append("shouldCollapse \(item)")
            return allow
        }
        handlers.willCollapseItem = { item in
            events.entries.append("willCollapse \(item) shown \(collectionView.numberOfItems(inSection: 0))")
        }
        host.dataSource.sectionSnapshotHandlers = handlers
    }

    @Test func expandingAsksTheHandlersInOrderThenApplies() {
        installLoggingHandlers()
        host.dataSource.expand(1)
        #expect(events.entries == ["shouldExpand 1", "willExpand 1 shown 2", "snapshotForExpandingParent 1 children [11, 12]"])
        #expect(host.counts == [4])
        #expect(host.dataSource.snapshot(for: "outline").isExpanded(1))
        #expect(host.collectionView.lastBatchUpdate?.itemUpdates == [insert(path(1)), insert(path(2))])
        #expect(host.collectionView.lastBatchUpdate?.animated == true)
    }

    @Test func collapsingAsksTheHandlersInOrderThenApplies() {
        host.dataSource.expand(1)
        installLoggingHandlers()
        host.dataSource.collapse(1)
        #expect(events.entries == ["shouldCollapse 1", "willCollapse 1 shown 4"])
        #expect(host.counts == [2])
        #expect(host.collectionView.lastBatchUpdate?.itemUpdates == [delete(path(1)), delete(path(2))])
    }

    @Test func aRefusingHandlerStopsEverything() {
        installLoggingHandlers(allow: false)
        host.dataSource.expand(1)
        #expect(events.entries == ["shouldExpand 1"])
        #expect(host.counts == [2])
        #expect(!host.dataSource.snapshot(for: "outline").isExpanded(1))
    }

    @Test func withoutHandlersEverythingIsAllowed() {
        host.dataSource.expand(1)
        #expect(host.counts == [4])
        host.dataSource.collapse(1)
        #expect(host.counts == [2])
    }

    @Test func expandingAnExpandedItemDoesNothing() {
        host.dataSource.expand(1)
        installLoggingHandlers()
        host.dataSource.expand(1)
        #expect(events.entries.isEmpty)
    }

    @Test func childrenCanBeLoadedWhenTheParentFirstExpands() {
        host.dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, children in
            guard children.items.isEmpty else { return children }
            var loaded = IntSectionSnapshot()
            loaded.append([parent * 10 + 1, parent * 10 + 2, parent * 10 + 3])
            return loaded
        }
        host.dataSource.expand(2)
        #expect(host.dataSource.snapshot().itemIdentifiers == [1, 2, 21, 22, 23])
        #expect(host.dataSource.snapshot(for: "outline").parent(of: 22) == 2)
    }

    @Test func itemsTheDataSourceDoesNotShowAreReported() {
        let (_, diagnostics) = Diagnostics.recording { host.dataSource.expand(11) }
        #expect(diagnostics == [.error("expand(_:)", "Item identifier does not exist in the data source's snapshot: 11")])
        #expect(host.counts == [2])
    }

    @Test func theDisclosureEntryWorksByIndexPath() {
        let outline: any OutlineExpansionDataSource = host.dataSource
        #expect(!outline.isItemExpanded(at: path(0)))
        outline.expandItem(at: path(0))
        #expect(outline.isItemExpanded(at: path(0)))
        #expect(host.counts == [4])
        outline.collapseItem(at: path(0))
        #expect(host.counts == [2])
        outline.expandItem(at: path(9))
        #expect(!outline.isItemExpanded(at: path(9)))
    }
}
