import CollectionDiagnostics
import Foundation
import OpenCollectionView
import Testing
import ViewTestSupport

/// `UITableView` as the sample's table examples and common apps use it: styles, registered cells and their legacy
/// labels, a diffable data source subclass with titles, editing and moves, the delegate, updates and misuse.
@MainActor
@Suite struct TableViewTests {
    enum Section: Int, Hashable, Sendable { case visited, bucketList }

    /// The sample's editing data source: titled sections, every row editable and movable, deletes applied.
    final class EditingDataSource: UITableViewDiffableDataSource<Section, String> {
        var commits: [(UITableViewCell.EditingStyle, IndexPath)] = []

        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            sectionIdentifier(for: section) == .visited ? "Visited" : "Bucket List"
        }

        override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            sectionIdentifier(for: section) == .visited ? "Trips I've made!" : "Need to do this before I go!"
        }

        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
        override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

        override func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            commits.append((editingStyle, indexPath))
            guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
            var snapshot = snapshot()
            snapshot.deleteItems([item])
            apply(snapshot)
        }
    }

    final class Delegate: UITableViewDelegate {
        var selected: [IndexPath] = []
        var refused: Set<IndexPath> = []
        var fixedHeights: [IndexPath: CGFloat] = [:]

        func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            refused.contains(indexPath) ? nil : indexPath
        }

        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            selected.append(indexPath)
        }

        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            fixedHeights[indexPath] ?? UITableView.automaticDimension
        }
    }

    /// A view controller holding an inset-grouped table of two sections, as the sample's editing example does.
    final class EditingScreen: UIViewController {
        var tableView: UITableView!
        var dataSource: EditingDataSource!
        let delegate = Delegate()

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView = UITableView(frame: view.bounds, style: .insetGrouped)
            tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            tableView.delegate = delegate
            view.addSubview(tableView)
            dataSource = EditingDataSource(tableView: tableView) { tableView, indexPath, name in
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                var content = cell.defaultContentConfiguration()
                content.text = name
                cell.contentConfiguration = content
                return cell
            }
            var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
            snapshot.appendSections([.visited, .bucketList])
            snapshot.appendItems(["Makalu", "Cho Oyu", "Dhaulagiri"], toSection: .visited)
            snapshot.appendItems(["Mount Everest", "K2"], toSection: .bucketList)
            dataSource.apply(snapshot, animatingDifferences: false)
            navigationItem.rightBarButtonItem = editButtonItem
        }

        override func setEditing(_ editing: Bool, animated: Bool) {
            super.setEditing(editing, animated: animated)
            tableView.setEditing(editing, animated: animated)
        }
    }

    /// A screen shown in a window without a bar, laid out.
    private func shown(_ screen: EditingScreen) -> EditingScreen {
        _ = shownWindow(screen)
        screen.view.layoutIfNeeded()
        return screen
    }

    private func text(of cell: UITableViewCell?) -> String? {
        (cell?.contentConfiguration as? UIListContentConfiguration)?.text
    }

    private func row(_ item: Int, _ section: Int) -> IndexPath { IndexPath(row: item, section: section) }

    @Test func anInsetGroupedTableStacksTitledSectionsAsAList() {
        let screen = shown(EditingScreen())
        let table = screen.tableView!
        #expect(table.style == .insetGrouped)
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 3)
        // Grouped headers: a footnote line (18 pt) with 17 pt above and 6 below; rows one body line, 44 pt; footers
        // 6 above and 12 below the footnote line. Rows are inset 16 pt from each side.
        #expect(table.rectForRow(at: row(0, 0)) == CGRect(x: 16, y: 41, width: 358, height: 44))
        #expect(table.rectForRow(at: row(2, 0)) == CGRect(x: 16, y: 129, width: 358, height: 44))
        #expect(table.rectForRow(at: row(0, 1)) == CGRect(x: 16, y: 173 + 36 + 41, width: 358, height: 44))
        #expect(table.rectForRow(at: row(9, 0)) == .zero)
        #expect(table.visibleCells.map(text) == ["Makalu", "Cho Oyu", "Dhaulagiri", "Mount Everest", "K2"])
        #expect(table.indexPathsForVisibleRows?.count == 5)
        let header = table.headerView(forSection: 1)
        #expect((header?.contentConfiguration as? UIListContentConfiguration)?.text == "Bucket List")
        let footer = table.footerView(forSection: 0)
        #expect((footer?.contentConfiguration as? UIListContentConfiguration)?.text == "Trips I've made!")
        #expect(abs(table.contentSize.height - (173 + 36 + 41 + 88 + 36)) < 0.001)
    }

    @Test func tablesInEachStyleLayTheirRowsOutAsTheMatchingListAppearance() {
        final class Rows: UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            }
        }
        let rows = Rows()
        var firstRows: [UITableView.Style: CGRect] = [:]
        for style in [UITableView.Style.plain, .grouped, .insetGrouped] {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: style)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            table.dataSource = rows
            table.layoutIfNeeded()
            firstRows[style] = table.rectForRow(at: IndexPath(row: 0, section: 0))
        }
        // Plain rows start at the top, grouped ones 35 pt down; inset-grouped ones also keep 16 pt from the sides.
        #expect(firstRows[.plain] == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(firstRows[.grouped] == CGRect(x: 0, y: 35, width: 390, height: 44))
        #expect(firstRows[.insetGrouped] == CGRect(x: 16, y: 35, width: 358, height: 44))
    }

    @Test func legacyLabelsShowThroughAContentConfigurationOfTheCellsStyle() throws {
        final class Settings: UITableViewDataSource {
            var rows = [("Wi-Fi", "breeno-net"), ("Bluetooth", "On")]
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "value")
                    ?? UITableViewCell(style: .value1, reuseIdentifier: "value")
                cell.textLabel?.text = rows[indexPath.row].0
                cell.detailTextLabel?.text = rows[indexPath.row].1
                cell.accessoryType = .disclosureIndicator
                return cell
            }
        }
        let settings = Settings()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .insetGrouped)
        table.dataSource = settings
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let content = try #require(cell.contentConfiguration as? UIListContentConfiguration)
        #expect(content.text == "Wi-Fi")
        #expect(content.secondaryText == "breeno-net")
        // A value cell: the secondary text beside the text, as UIListContentConfiguration.valueCell() draws it.
        #expect(content.prefersSideBySideTextAndSecondaryText)
        #expect(cell.accessories.map(\.accessoryType) == [.disclosureIndicator])
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)

        // Cells shown again, in place or recycled for another row, show their labels' new text.
        settings.rows[0].0 = "WLAN"
        table.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        table.layoutIfNeeded()
        #expect(text(of: table.cellForRow(at: IndexPath(row: 0, section: 0))) == "WLAN")
        settings.rows.reverse()
        table.reloadData()
        table.layoutIfNeeded()
        let shown = (0..<2).map { table.cellForRow(at: IndexPath(row: $0, section: 0))?.contentConfiguration as? UIListContentConfiguration }
        #expect(shown.map { $0?.text } == ["Bluetooth", "WLAN"])
        #expect(shown.map { $0?.secondaryText } == ["On", "breeno-net"])
    }

    @Test func editingShowsDeleteAndReorderControlsAndTheEditButtonSaysDone() throws {
        let screen = shown(EditingScreen())
        let table = screen.tableView!
        let cell = try #require(table.cellForRow(at: row(1, 0)))
        #expect(cell.accessories.map(\.accessoryType) == [.delete, .reorder])
        #expect(!table.isEditing)
        screen.setEditing(true, animated: true)
        #expect(table.isEditing)
        #expect(screen.editButtonItem.title == "Done")
        #expect(cell.configurationState.isEditing)
        screen.setEditing(false, animated: false)
        #expect(!table.isEditing)
        #expect(screen.editButtonItem.title == "Edit")
    }

    @Test func theDeleteActionCommitsTheDeletionOfItsRow() throws {
        let screen = shown(EditingScreen())
        let table = screen.tableView!
        screen.setEditing(true, animated: false)
        let list = try #require(table.subviews.first as? UICollectionView)
        // The delete control reveals the trailing Delete action; tapping it commits the row's deletion.
        list.tapAccessory(named: "delete", ofItemAt: row(1, 0))
        let swipe = try #require(list.renderTree().swipe)
        #expect(swipe.buttons.map(\.title) == ["Delete"])
        list.tapSwipeAction(at: 0)
        #expect(screen.dataSource.commits.count == 1)
        #expect(screen.dataSource.commits.first?.0 == .delete)
        #expect(screen.dataSource.commits.first?.1 == row(1, 0))
        #expect(screen.dataSource.snapshot().itemIdentifiers(inSection: .visited) == ["Makalu", "Dhaulagiri"])
        table.layoutIfNeeded()
        #expect(table.visibleCells.map(text) == ["Makalu", "Dhaulagiri", "Mount Everest", "K2"])
    }

    @Test func aDraggedRowMovesInTheSnapshotAcrossSections() throws {
        let screen = shown(EditingScreen())
        let table = screen.tableView!
        screen.setEditing(true, animated: false)
        let list = try #require(table.subviews.first as? UICollectionView)
        #expect(list.beginInteractiveMovementForItem(at: row(0, 0)))
        let target = table.rectForRow(at: row(1, 1))
        list.updateInteractiveMovementTargetPosition(CGPoint(x: target.midX, y: target.midY))
        list.endInteractiveMovement()
        let snapshot = screen.dataSource.snapshot()
        #expect(snapshot.itemIdentifiers(inSection: .visited) == ["Cho Oyu", "Dhaulagiri"])
        #expect(snapshot.itemIdentifiers(inSection: .bucketList) == ["Mount Everest", "Makalu", "K2"])
        table.layoutIfNeeded()
        #expect(text(of: table.cellForRow(at: row(1, 1))) == "Makalu")
        #expect(table.numberOfRows(inSection: 0) == 2)
    }

    @Test func theDelegateDecidesSelectionAndFixedHeights() throws {
        let screen = shown(EditingScreen())
        let table = screen.tableView!
        screen.delegate.refused = [row(0, 0)]
        let list = try #require(table.subviews.first as? UICollectionView)
        list.tapItem(at: row(0, 0))
        #expect(table.indexPathForSelectedRow == nil)
        list.tapItem(at: row(2, 0))
        #expect(screen.delegate.selected == [row(2, 0)])
        #expect(table.indexPathForSelectedRow == row(2, 0))
        table.deselectRow(at: row(2, 0), animated: true)
        #expect(table.indexPathsForSelectedRows == nil)

        screen.delegate.fixedHeights[row(1, 0)] = 80
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: row(1, 0)) == CGRect(x: 16, y: 85, width: 358, height: 80))
        #expect(table.rectForRow(at: row(2, 0)).minY == 165)
    }

    @Test func rowUpdatesBetweenBeginAndEndUpdatesAreOneUpdate() {
        final class Numbers: UITableViewDataSource {
            var count = 3
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                cell.textLabel?.text = "\(indexPath.row)"
                return cell
            }
        }
        let numbers = Numbers()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = numbers
        table.layoutIfNeeded()
        let list = table.subviews.first as! UICollectionView
        let before = list.renderTree().updateNumber
        table.beginUpdates()
        numbers.count = 4
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
        // Nothing happens until the matching endUpdates.
        #expect(list.renderTree().updateNumber == before)
        table.endUpdates()
        let tree = list.renderTree()
        #expect(tree.updateNumber == before + 1)
        #expect(Set(tree.lastUpdate?.itemUpdates(.insert).compactMap(\.indexPathAfterUpdate) ?? [])
            == [IndexPath(item: 0, section: 0), IndexPath(item: 3, section: 0)])
        #expect(tree.lastUpdate?.itemUpdates(.delete).map(\.indexPathBeforeUpdate) == [IndexPath(item: 2, section: 0)])
        #expect(table.numberOfRows(inSection: 0) == 4)
    }

    @Test func misuseIsReportedWithUIKitsMessagesAndAnswered() {
        final class Unregistered: UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "missing", for: indexPath)
            }
        }
        let unregistered = Unregistered()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
        table.dataSource = unregistered
        let (_, reports) = Diagnostics.recording { table.layoutIfNeeded() }
        #expect(reports.map(\.message) == [
            "unable to dequeue a cell with identifier missing - must register a nib or a class for the identifier "
                + "or connect a prototype cell in a storyboard",
        ])
        // The row still shows a cell, and the table goes on.
        #expect(table.visibleCells.count == 1)

        let (_, registration) = Diagnostics.recording {
            table.register(UICollectionViewCell.self, forCellReuseIdentifier: "grid")
        }
        #expect(registration.map(\.operation) == ["register(_:forCellReuseIdentifier:)"])
        #expect(table.dequeueReusableCell(withIdentifier: "grid") == nil)
    }

    @Test func hostsReachTheTableThroughItsListInTheWindowRenderTree() throws {
        let screen = EditingScreen()
        let window = shownWindow(UINavigationController(rootViewController: screen))
        let tree = window.renderTree()
        let content = tree.screens[0].content
        func collectionViewNode(in node: RenderNode) -> RenderNode? {
            if case .collectionView = node.content { return node }
            return node.children.lazy.compactMap(collectionViewNode).first
        }
        let listNode = try #require(collectionViewNode(in: content))
        let identity = try #require(listNode.identity)
        let list = try #require(listNode.content.collectionView)
        #expect(list.elements.filter { $0.category == .cell }.count == 5)
        #expect(tree.screens[0].navigationBar?.rightItems.map(\.title) == ["Edit"])
        // A tap on the Edit button through the window puts the table into editing.
        let edit = try #require(tree.screens[0].navigationBar?.rightItems.first?.identity)
        window.handle(.tapBarButton(edit))
        #expect(screen.tableView.isEditing)
        window.handle(.collectionView(identity, .tapAccessory("delete", item: row(0, 1))))
        window.handle(.collectionView(identity, .tapSwipeAction(index: 0)))
        #expect(screen.dataSource.snapshot().itemIdentifiers(inSection: .bucketList) == ["K2"])
    }
}
