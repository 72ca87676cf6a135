import Cocoa

/// Insertion Sort: rows of shuffled colour nodes, each row a section. The Sort button sorts every row one
/// insertion-sort pass at a time, applying each pass's snapshot animated every 125 ms; a second after all rows are
/// sorted they are shuffled again (not animated) and sorting goes on, until Stop.
///
/// The steps are driven by the main queue, as the sample's are, but each one is `step()`, which a test calls
/// directly instead of waiting. Rows are shuffled with a seeded generator so the window looks the same every time.
final class InsertionSortWindowController: NSWindowController {
    /// The size of a node; the rows and columns are as many as fit the visible area.
    static let nodeSize = CGSize(width: 16, height: 34)
    /// Milliseconds between two sorting steps.
    static let stepInterval = 125
    /// Milliseconds to show the sorted rows before they are shuffled again.
    static let pauseBeforeShuffling = 1000
    static let shuffleSeed: UInt64 = 0x1A5E_2701

    weak var sortButton: NSButton!
    weak var collectionView: NSCollectionView!
    private var dataSource: NSCollectionViewDiffableDataSource<InsertionSortArray, InsertionSortArray.SortNode>!
    private(set) var isSorting = false
    /// Counts the starts and stops, so that a step the main queue still holds from an earlier run does nothing
    /// (otherwise Stop then Sort within 125 ms would run two chains of steps at once).
    private var sortingRun = 0
    /// Set by the step that found every row sorted: the next step shuffles first.
    private var shufflesBeforeNextStep = false
    private var generator = SeededRandomGenerator(seed: InsertionSortWindowController.shuffleSeed)

    override func windowDidLoad() {
        super.windowDidLoad()
        configureHierarchy()
        configureDataSource()
        configureSortButton()
    }

    /// Closing the window stops sorting, so no step runs for a window no longer shown.
    override func close() {
        if isSorting { toggleSort(self) }
        super.close()
    }

    /// Starts or stops sorting; the button then offers the other.
    @IBAction func toggleSort(_ sender: Any) {
        isSorting.toggle()
        sortingRun += 1
        // A shuffle due from before a stop would skip the pause the sorted rows are shown for; the first step
        // finds them sorted and pauses again.
        shufflesBeforeNextStep = false
        if isSorting {
            // The first step runs at once, as the sample's does; the rest follow on the main queue.
            scheduleStep(after: step(), run: sortingRun)
        }
        configureSortButton()
    }

    /// One step of sorting: shuffles first if the step before found every row sorted, then runs one pass of each
    /// unsorted row and applies the result animated. Answers the milliseconds until the next step: the step
    /// interval, or the pause before shuffling when every row was already sorted.
    @discardableResult
    func step() -> Int {
        guard isSorting else { return Self.stepInterval }
        if shufflesBeforeNextStep {
            shufflesBeforeNextStep = false
            dataSource.apply(shuffledSnapshot(for: visibleBounds), animatingDifferences: false)
        }
        var snapshot = dataSource.snapshot()
        var rowsStepped = 0
        for row in snapshot.sectionIdentifiers where !row.isSorted {
            row.sortNext()
            // The row's nodes are put back in their new order; the diff shows the change as moves.
            let nodes = row.values
            snapshot.deleteItems(nodes)
            snapshot.appendItems(nodes, toSection: row)
            rowsStepped += 1
        }
        guard rowsStepped > 0 else {
            shufflesBeforeNextStep = true
            return Self.pauseBeforeShuffling
        }
        dataSource.apply(snapshot, animatingDifferences: true)
        return Self.stepInterval
    }

    /// Runs the next step of run `run` after `milliseconds`, unless sorting stopped (or stopped and started again)
    /// by then, or the controller is gone.
    private func scheduleStep(after milliseconds: Int, run: Int) {
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(milliseconds)) { [weak self] in
            // The main queue runs on the main actor; the controller is only touched there.
            MainActor.assumeIsolated {
                guard let self, self.isSorting, run == self.sortingRun else { return }
                self.scheduleStep(after: self.step(), run: run)
            }
        }
    }

    private func configureSortButton() {
        sortButton.title = isSorting ? "Stop" : "Sort"
    }

    /// Each section is one row: as many nodes across as whole node widths fit, sharing the width evenly, one node
    /// tall.
    private func createLayout() -> NSCollectionViewLayout {
        NSCollectionViewCompositionalLayout { _, layoutEnvironment in
            let columns = Int(layoutEnvironment.container.effectiveContentSize.width / Self.nodeSize.width)
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
            let groupSize = NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(Self.nodeSize.height))
            // A window narrower than one node still shows a column rather than none.
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: max(columns, 1))
            return NSCollectionLayoutSection(group: group)
        }
    }

    private func configureHierarchy() {
        collectionView.register(
            NSNib(nibNamed: "InsertionSortItem", bundle: nil), forItemWithIdentifier: InsertionSortItem.reuseIdentifier)
        collectionView.collectionViewLayout = createLayout()
    }

    private func configureDataSource() {
        dataSource = NSCollectionViewDiffableDataSource<InsertionSortArray, InsertionSortArray.SortNode>(
            collectionView: collectionView
        ) { collectionView, indexPath, node in
            let item = collectionView.makeItem(withIdentifier: InsertionSortItem.reuseIdentifier, for: indexPath)
            (item as? InsertionSortItem)?.color = node.color
            return item
        }
        dataSource.apply(shuffledSnapshot(for: visibleBounds), animatingDifferences: false)
    }

    /// The area the collection view shows: its clip view's bounds, as the sample measures it (on a Mac the
    /// collection view itself is as tall as its content).
    private var visibleBounds: CGRect {
        (collectionView.superview as? NSClipView)?.bounds ?? collectionView.bounds
    }

    /// As many shuffled rows as fit `bounds`, each as many nodes as fit across.
    private func shuffledSnapshot(
        for bounds: CGRect
    ) -> NSDiffableDataSourceSnapshot<InsertionSortArray, InsertionSortArray.SortNode> {
        var snapshot = NSDiffableDataSourceSnapshot<InsertionSortArray, InsertionSortArray.SortNode>()
        let rowCount = max(Int(bounds.height / Self.nodeSize.height), 1)
        let columnCount = max(Int(bounds.width / Self.nodeSize.width), 1)
        for _ in 0..<rowCount {
            let row = InsertionSortArray(count: columnCount, using: &generator)
            snapshot.appendSections([row])
            snapshot.appendItems(row.values, toSection: row)
        }
        return snapshot
    }
}
