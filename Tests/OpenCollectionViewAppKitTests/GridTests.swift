import CollectionDiagnostics
import Foundation
import OpenCollectionViewAppKit
import Testing

/// An item showing its number in a box, made in code as the Mac target's text item is made from its nib: a filled,
/// rounded box with a text field, whose selection it draws.
final class NumberItem: NSCollectionViewItem {
    static let identifier = NSUserInterfaceItemIdentifier("number-item")
    private(set) var reuses = 0

    override func loadView() {
        let box = NSBox(frame: NSRect(x: 0, y: 0, width: 100, height: 100))
        box.boxType = .custom
        box.cornerRadius = 8
        let label = NSTextField(labelWithString: "")
        label.alignment = .center
        label.frame = NSRect(x: 0, y: 40, width: 100, height: 20)
        label.autoresizingMask = [.width, .minYMargin, .maxYMargin]
        box.addSubview(label)
        textField = label
        view = box
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }

    override var isSelected: Bool {
        didSet { showSelection() }
    }

    override var highlightState: HighlightState {
        didSet { showSelection() }
    }

    /// As AppKit items draw it: selected, or about to be, in the selected control colour.
    var showsSelected: Bool {
        highlightState == .forSelection || (isSelected && highlightState != .forDeselection)
    }

    private func showSelection() {
        (view as? NSBox)?.fillColor = showsSelected ? .selectedControlColor : .systemBlue
    }
}

@MainActor
struct GridWindow {
    enum Section { case main }

    let collectionView: NSCollectionView
    let dataSource: NSCollectionViewDiffableDataSource<Section, Int>

    /// The Mac Grid: five square items a row, numbered 0 to 93, in a collection view `width` × `height`.
    init(width: CGFloat = 320, height: CGFloat = 600) {
        collectionView = NSCollectionView(frame: NSRect(x: 0, y: 0, width: width, height: height))
        collectionView.register(NumberItem.self, forItemWithIdentifier: NumberItem.identifier)
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2)),
            subitems: [item])
        collectionView.collectionViewLayout = NSCollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        dataSource = NSCollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, number in
            let item = collectionView.makeItem(withIdentifier: NumberItem.identifier, for: indexPath)
            item.textField?.stringValue = "\(number)"
            return item
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(0..<94))
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutSubtreeIfNeeded()
    }

    func item(_ number: Int) -> NumberItem? {
        collectionView.item(at: IndexPath(item: number, section: 0)) as? NumberItem
    }
}

@MainActor
@Suite("AppKit's collection view: the Mac Grid")
struct GridTests {
    @Test("five 64-point squares a row at the window's 320 points, numbered in order, top down")
    func frames() throws {
        let grid = GridWindow()
        #expect(grid.collectionView.numberOfSections == 1)
        #expect(grid.collectionView.numberOfItems(inSection: 0) == 94)
        #expect(grid.collectionView.frameForItem(at: IndexPath(item: 0, section: 0)) == NSRect(x: 0, y: 0, width: 64, height: 64))
        #expect(grid.collectionView.frameForItem(at: IndexPath(item: 7, section: 0)) == NSRect(x: 128, y: 64, width: 64, height: 64))
        #expect(grid.collectionView.frameForItem(at: IndexPath(item: 93, section: 0)) == NSRect(x: 192, y: 1152, width: 64, height: 64))
        #expect(grid.collectionView.collectionViewLayout?.collectionViewContentSize == NSSize(width: 320, height: 1216))
        // The rows in view (600 points: ten rows, the last in part) have items; their views sit at their frames.
        let visible = grid.collectionView.indexPathsForVisibleItems()
        #expect(visible == Set((0..<50).map { IndexPath(item: $0, section: 0) }))
        let item = try #require(grid.item(7))
        #expect(item.view.frame == NSRect(x: 128, y: 64, width: 64, height: 64))
        #expect(item.textField?.stringValue == "7")
        #expect(item.collectionView === grid.collectionView)
        // The text field followed the box's size by its mask: full width, centred vertically, measured from the bottom.
        #expect(item.textField?.frame == NSRect(x: 0, y: 22, width: 64, height: 20))
    }

    @Test("after the window is resized to 400 points, 80-point squares")
    func resized() throws {
        let grid = GridWindow()
        grid.collectionView.setFrameSize(NSSize(width: 400, height: 600))
        grid.collectionView.layoutSubtreeIfNeeded()
        #expect(grid.collectionView.frameForItem(at: IndexPath(item: 7, section: 0)) == NSRect(x: 160, y: 80, width: 80, height: 80))
        let item = try #require(grid.item(7))
        #expect(item.view.frame == NSRect(x: 160, y: 80, width: 80, height: 80))
        #expect(item.textField?.frame == NSRect(x: 0, y: 30, width: 80, height: 20))
    }

    @Test("nothing is selectable until isSelectable; a click then selects the item clicked alone")
    func clickSelects() throws {
        let grid = GridWindow()
        let recorder = SelectionRecorder()
        grid.collectionView.delegate = recorder
        grid.collectionView.click(onItemAt: IndexPath(item: 3, section: 0))
        #expect(grid.collectionView.selectionIndexPaths.isEmpty)

        grid.collectionView.isSelectable = true
        grid.collectionView.click(onItemAt: IndexPath(item: 3, section: 0))
        #expect(grid.collectionView.selectionIndexPaths == [IndexPath(item: 3, section: 0)])
        #expect(try #require(grid.item(3)).isSelected)
        grid.collectionView.click(onItemAt: IndexPath(item: 5, section: 0))
        #expect(grid.collectionView.selectionIndexPaths == [IndexPath(item: 5, section: 0)])
        #expect(try #require(grid.item(3)).isSelected == false)
        #expect(recorder.events == [
            "select [0-3]", "deselect [0-3]", "select [0-5]",
        ])
        // A click on no item clears the selection.
        grid.collectionView.click(onItemAt: nil)
        #expect(grid.collectionView.selectionIndexPaths.isEmpty)
        #expect(recorder.events.last == "deselect [0-5]")
    }

    @Test("while the button is down, highlight states show what the click will change; the selection changes when it comes up")
    func highlights() throws {
        let grid = GridWindow()
        grid.collectionView.isSelectable = true
        grid.collectionView.selectionIndexPaths = [IndexPath(item: 1, section: 0)]
        let one = try #require(grid.item(1))
        let two = try #require(grid.item(2))
        #expect(one.isSelected && one.showsSelected)

        grid.collectionView.beginClick(onItemAt: IndexPath(item: 2, section: 0))
        #expect(two.highlightState == .forSelection)
        #expect(one.highlightState == .forDeselection)
        #expect(two.showsSelected && !one.showsSelected)
        #expect(grid.collectionView.selectionIndexPaths == [IndexPath(item: 1, section: 0)])

        grid.collectionView.endClick()
        #expect(one.highlightState == .none && two.highlightState == .none)
        #expect(grid.collectionView.selectionIndexPaths == [IndexPath(item: 2, section: 0)])
        #expect(two.isSelected && !one.isSelected)
    }

    @Test("a click that ends away from where it began changes nothing, and its highlights go")
    func cancelledClick() throws {
        let grid = GridWindow()
        grid.collectionView.isSelectable = true
        grid.collectionView.selectionIndexPaths = [IndexPath(item: 1, section: 0)]
        let one = try #require(grid.item(1))
        let two = try #require(grid.item(2))
        grid.collectionView.beginClick(onItemAt: IndexPath(item: 2, section: 0))
        #expect(two.highlightState == .forSelection && one.highlightState == .forDeselection)
        grid.collectionView.cancelClick()
        #expect(two.highlightState == .none && one.highlightState == .none)
        #expect(grid.collectionView.selectionIndexPaths == [IndexPath(item: 1, section: 0)])
        #expect(one.isSelected && !two.isSelected)
    }

    @Test("the arrows move the selection to the item beside, above or below it; shift extends it from where it began")
    func arrowKeys() {
        let grid = GridWindow()
        let view = grid.collectionView
        view.isSelectable = true
        view.allowsMultipleSelection = true
        func paths(_ items: [Int]) -> Set<IndexPath> { Set(items.map { IndexPath(item: $0, section: 0) }) }
        view.moveSelection(.down)
        #expect(view.selectionIndexPaths == paths([0]))
        view.moveSelection(.right)
        view.moveSelection(.right)
        #expect(view.selectionIndexPaths == paths([2]))
        // Down: the item of the next row (five a row) straight below.
        view.moveSelection(.down)
        #expect(view.selectionIndexPaths == paths([7]))
        view.moveSelection(.up)
        #expect(view.selectionIndexPaths == paths([2]))
        // Up from the first row: nowhere to go.
        view.moveSelection(.up)
        #expect(view.selectionIndexPaths == paths([2]))
        view.moveSelection(.right, extending: true)
        view.moveSelection(.right, extending: true)
        #expect(view.selectionIndexPaths == paths([2, 3, 4]))
        // A plain arrow moves on from the item the last arrow reached, alone.
        view.moveSelection(.left)
        #expect(view.selectionIndexPaths == paths([3]))
    }

    @Test("with multiple selection, command-click toggles and shift-click extends from the last item clicked")
    func multipleSelection() {
        let grid = GridWindow()
        let view = grid.collectionView
        view.isSelectable = true
        view.allowsMultipleSelection = true
        func paths(_ items: [Int]) -> Set<IndexPath> { Set(items.map { IndexPath(item: $0, section: 0) }) }

        view.click(onItemAt: IndexPath(item: 2, section: 0))
        view.click(onItemAt: IndexPath(item: 6, section: 0), modifiers: .shift)
        #expect(view.selectionIndexPaths == paths([2, 3, 4, 5, 6]))
        view.click(onItemAt: IndexPath(item: 4, section: 0), modifiers: .command)
        #expect(view.selectionIndexPaths == paths([2, 3, 5, 6]))
        view.click(onItemAt: IndexPath(item: 9, section: 0), modifiers: .command)
        #expect(view.selectionIndexPaths == paths([2, 3, 5, 6, 9]))
        // Shift extends from the last item clicked (9) back to 7.
        view.click(onItemAt: IndexPath(item: 7, section: 0), modifiers: .shift)
        #expect(view.selectionIndexPaths == paths([2, 3, 5, 6, 7, 8, 9]))
        // A plain click selects that item alone.
        view.click(onItemAt: IndexPath(item: 8, section: 0))
        #expect(view.selectionIndexPaths == paths([8]))
    }

    @Test("the delegate decides which items a click selects, and setting the selection in code tells it nothing")
    func delegateFilters() {
        let grid = GridWindow()
        let recorder = SelectionRecorder()
        recorder.selectable = { $0.item % 2 == 0 }
        grid.collectionView.delegate = recorder
        grid.collectionView.isSelectable = true
        grid.collectionView.click(onItemAt: IndexPath(item: 3, section: 0))
        #expect(grid.collectionView.selectionIndexPaths.isEmpty)
        grid.collectionView.click(onItemAt: IndexPath(item: 4, section: 0))
        #expect(grid.collectionView.selectionIndexPaths == [IndexPath(item: 4, section: 0)])
        let heard = recorder.events.count
        grid.collectionView.selectionIndexPaths = [IndexPath(item: 1, section: 0)]
        #expect(recorder.events.count == heard)
        #expect(grid.item(1)?.isSelected == true && grid.item(4)?.isSelected == false)
    }

    @Test("scrolled to the end, the items are the first ones recycled: reset with prepareForReuse(), showing their new numbers")
    func reuse() throws {
        let grid = GridWindow()
        let madeAtFirst = Set(grid.collectionView.visibleItems().map(ObjectIdentifier.init))
        grid.collectionView.scrollToItems(at: [IndexPath(item: 90, section: 0)], scrollPosition: .top)
        grid.collectionView.layoutSubtreeIfNeeded()
        // The content ends 1,216 points down: the last ten rows show, from item 45.
        #expect(grid.collectionView.indexPathsForVisibleItems() == Set((45..<94).map { IndexPath(item: $0, section: 0) }))
        let items = grid.collectionView.visibleItems().compactMap { $0 as? NumberItem }
        #expect(items.count == 49)
        #expect(items.allSatisfy { madeAtFirst.contains(ObjectIdentifier($0)) }, "a new item was made where one waited for reuse")
        #expect(items.filter { $0.reuses > 0 }.count == 44)
        for item in items {
            let indexPath = try #require(grid.collectionView.indexPath(for: item))
            #expect(item.textField?.stringValue == "\(indexPath.item)")
            #expect(item.view.frame == grid.collectionView.frameForItem(at: indexPath))
        }
    }

    @Test("an item of an identifier nobody registered is reported, with AppKit's advice")
    func unregistered() {
        let grid = GridWindow()
        let diagnostics = Diagnostics.recording {
            _ = grid.collectionView.makeItem(withIdentifier: "missing", for: IndexPath(item: 0, section: 0))
        }
        #expect(diagnostics.diagnostics.map(\.description) == [
            "makeItem(withIdentifier:for:): could not make an item with identifier missing: register a class or a nib for it first; an empty item is used",
        ])
    }
}

/// Records what a collection view tells its delegate, and lets only `selectable` items be selected.
@MainActor
final class SelectionRecorder: NSCollectionViewDelegate {
    var events: [String] = []
    var selectable: (IndexPath) -> Bool = { _ in true }

    private func describe(_ indexPaths: Set<IndexPath>) -> String {
        "[" + indexPaths.sorted().map { "\($0.section)-\($0.item)" }.joined(separator: ",") + "]"
    }

    func collectionView(_ collectionView: NSCollectionView, shouldSelectItemsAt indexPaths: Set<IndexPath>) -> Set<IndexPath> {
        indexPaths.filter(selectable)
    }

    func collectionView(_ collectionView: NSCollectionView, didSelectItemsAt indexPaths: Set<IndexPath>) {
        events.append("select " + describe(indexPaths))
    }

    func collectionView(_ collectionView: NSCollectionView, didDeselectItemsAt indexPaths: Set<IndexPath>) {
        events.append("deselect " + describe(indexPaths))
    }
}
