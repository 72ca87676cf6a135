import Foundation
import OpenCollectionView

/// Diffable Data Source › Insertion Sort Visualization ("Insertion Sort Visualizer"): rows of shuffled hue swatches,
/// each row a section. "Sort" sorts every row one insertion step at a time, applying each step's snapshot animated,
/// every 125 ms; a second after all rows are sorted they are shuffled again (not animated) and sorting goes on, until
/// "Stop".
///
/// The sample shuffles with `shuffled()`; here a generator with a fixed seed shuffles, so the rows come out the same
/// on every run. Sorting stops when the screen goes away.
final class InsertionSortViewController: UIViewController {
    static let nodeSize = CGSize(width: 16, height: 34)
    /// The seed of the shuffles.
    static let shuffleSeed: UInt64 = 0x5EED_0317
    /// The time between two steps, and the pause before the rows are shuffled again.
    static let stepInterval = 125
    static let pauseBeforeShuffling = 1000

    var collectionView: UICollectionView! = nil
    var dataSource: UICollectionViewDiffableDataSource<InsertionSortArray, InsertionSortArray.SortNode>! = nil
    var isSorting = false
    private var generator = SplitMix64(seed: InsertionSortViewController.shuffleSeed)
    /// Counts the sorting runs, so that a step scheduled by a run that was stopped does nothing.
    private(set) var sortingRun = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Insertion Sort Visualizer"
        configureHierarchy()
        configureDataSource()
        configureNavItem()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if isSorting { toggleSort() }
    }

    /// A new size shuffles the rows again for the new number of rows and columns, as the sample does (it reads the
    /// bounds before they change, so the grid fits the old size until the next shuffle).
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        guard let dataSource else { return }
        dataSource.apply(randomizedSnapshot(for: collectionView.bounds), animatingDifferences: false)
    }

    private func configureNavItem() {
        let title = isSorting ? "Stop" : "Sort"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: title, primaryAction: UIAction(title: title) { [weak self] _ in self?.toggleSort() })
    }

    /// Starts or stops sorting.
    func toggleSort() {
        isSorting.toggle()
        sortingRun += 1
        if isSorting { performSortStep(run: sortingRun) }
        configureNavItem()
    }

    /// One step of every unsorted row, applied animated; then the next step, or a new shuffle once all are sorted.
    func performSortStep(run: Int) {
        guard isSorting, run == sortingRun else { return }
        var sectionCountNeedingSort = 0
        var updatedSnapshot = dataSource.snapshot()
        for section in updatedSnapshot.sectionIdentifiers where !section.isSorted {
            section.sortNext()
            let items = section.values
            updatedSnapshot.deleteItems(items)
            updatedSnapshot.appendItems(items, toSection: section)
            sectionCountNeedingSort += 1
        }

        var shouldReset = false
        var delay = Self.stepInterval
        if sectionCountNeedingSort > 0 {
            dataSource.apply(updatedSnapshot)
        } else {
            delay = Self.pauseBeforeShuffling
            shouldReset = true
        }
        let bounds = collectionView.bounds
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(delay)) { [weak self] in
            MainActor.assumeIsolated { self?.continueSorting(run: run, resettingTo: shouldReset ? bounds : nil) }
        }
    }

    /// The next step of sorting run `run`, after shuffling the rows again for `bounds` when given.
    private func continueSorting(run: Int, resettingTo bounds: CGRect?) {
        guard isSorting, run == sortingRun else { return }
        if let bounds {
            dataSource.apply(randomizedSnapshot(for: bounds), animatingDifferences: false)
        }
        performSortStep(run: run)
    }

    private func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, layoutEnvironment in
            let contentSize = layoutEnvironment.container.effectiveContentSize
            let columns = Int(contentSize.width / Self.nodeSize.width)
            let rowHeight = Self.nodeSize.height
            let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
            let item = NSCollectionLayoutItem(layoutSize: itemSize)
            let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(rowHeight))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: max(columns, 1))
            return NSCollectionLayoutSection(group: group)
        }
    }

    private func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .black
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewCell, InsertionSortArray.SortNode> {
            cell, _, sortNode in
            cell.backgroundColor = sortNode.color
        }
        dataSource = UICollectionViewDiffableDataSource<InsertionSortArray, InsertionSortArray.SortNode>(
            collectionView: collectionView
        ) { collectionView, indexPath, node in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: node)
        }
        dataSource.apply(randomizedSnapshot(for: collectionView.bounds), animatingDifferences: false)
    }

    /// As many shuffled rows as fit `bounds`, each as many swatches as fit across.
    private func randomizedSnapshot(
        for bounds: CGRect
    ) -> NSDiffableDataSourceSnapshot<InsertionSortArray, InsertionSortArray.SortNode> {
        var snapshot = NSDiffableDataSourceSnapshot<InsertionSortArray, InsertionSortArray.SortNode>()
        let rowCount = max(Int(bounds.height / Self.nodeSize.height), 1)
        let columnCount = max(Int(bounds.width / Self.nodeSize.width), 1)
        for _ in 0..<rowCount {
            let section = InsertionSortArray(count: columnCount, using: &generator)
            snapshot.appendSections([section])
            snapshot.appendItems(section.values)
        }
        return snapshot
    }
}
