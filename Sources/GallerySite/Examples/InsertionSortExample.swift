import OpenCollectionView

/// Diffable Data Source › Insertion Sort Visualization (spec sample-gallery.md §3.17): rows of shuffled hue
/// swatches, each row a section, sorted one insertion-sort step at a time by applying snapshots.
///
/// The page runs the sample's loop with a real `UICollectionViewDiffableDataSource`: the shuffled grid is applied
/// (a reload), then every step sorts one more element into place in each unsorted row, replaces the rows' items
/// and applies the snapshot animated — each step's batch is pure moves, at most one per row. The page draws the
/// shuffled grid, the first steps and the sorted grid, each with the moves its apply performed, and lists every
/// step's move count. Shuffles use a fixed seed, so the page is the same on every run.
///
/// The grid's size comes from the collection view's bounds (a 16 × 34 pt node: 24 × 24 at 390 × 844), so the
/// page shows the phone viewport only.
public struct InsertionSortExample: GalleryExample {
    public let menuTitle = "Insertion Sort Visualization"
    public let navigationTitle = "Insertion Sort Visualizer"
    public let slug = "insertion-sort-visualization"
    public let backgroundColor = GalleryColor.black

    /// A node's size: the grid has `Int(width / 16)` columns and `Int(height / 34)` rows.
    nonisolated static let nodeSize = CGSize(width: 16, height: 34)
    /// The seed of the shuffles.
    nonisolated static let seed: UInt64 = 0x5EED_0317
    /// The steps drawn besides the shuffled and the sorted grid.
    static let drawnSteps = 1...3

    /// One swatch: its row (section) and its value, which gives its hue and its sorted position.
    struct Node: Hashable, Sendable {
        let row: Int
        let value: Int
    }

    /// The shuffled grid of the phone viewport, as identifiers `row × 1000 + value`.
    public var itemIdentifiers: [[Int]] {
        SortGrid(size: Viewport.phone.size, seed: Self.seed).rows.enumerated().map { row, values in
            values.map { row * 1_000 + $0 }
        }
    }

    /// The example as the sample shows it.
    public init() {}

    public func makeLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, layoutEnvironment in
            let contentSize = layoutEnvironment.container.effectiveContentSize
            let columns = Int(contentSize.width / Self.nodeSize.width)
            let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                  heightDimension: .fractionalHeight(1.0))
            let item = NSCollectionLayoutItem(layoutSize: itemSize)
            let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                   heightDimension: .absolute(Self.nodeSize.height))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: columns)
            return NSCollectionLayoutSection(group: group)
        }
    }

    public func cellContent(for itemIdentifier: Int, at indexPath: IndexPath) -> CellContent {
        let columns = SortGrid.columns(for: Viewport.phone.size)
        return CellContent(text: "", design: .colorSwatch(Self.color(ofValue: itemIdentifier % 1_000, columns: columns)))
    }

    public func renderPage(viewports: [Viewport]) -> String {
        let viewport = viewports.first { $0 == .phone } ?? viewports.first ?? .phone
        let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: viewport.size), collectionViewLayout: makeLayout())
        collectionView.traitOverrides.displayScale = viewport.displayScale
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "node")
        let dataSource = UICollectionViewDiffableDataSource<Int, Node>(collectionView: collectionView) {
            collectionView, indexPath, _ in
            collectionView.dequeueReusableCell(withReuseIdentifier: "node", for: indexPath)
        }
        var grid = SortGrid(size: viewport.size, seed: Self.seed)
        let columns = grid.columns
        func frame(name: String, caption: String) -> ExamplePageRenderer.DeviceFrame {
            let layout = ComputedLayout(collectionView: collectionView, viewport: viewport) { indexPath in
                dataSource.itemIdentifier(for: indexPath).map {
                    CellContent(text: "", design: .colorSwatch(Self.color(ofValue: $0.value, columns: columns)))
                }
            }
            return ExamplePageRenderer.DeviceFrame(layout: layout, name: name, caption: caption)
        }

        dataSource.apply(Self.snapshot(of: grid))
        var frames = [frame(name: viewport.name, caption: "Shuffled: \(grid.rows.count) rows of \(columns) swatches")]
        var stepLines: [String] = []
        var step = 0
        while grid.performStep() {
            step += 1
            dataSource.apply(Self.snapshot(of: grid), animatingDifferences: true)
            let moves = collectionView.lastBatchUpdate?.itemUpdates(.move) ?? []
            let caption = "Step \(step): \(BatchSummaryRenderer.plural(moves.count, "move"))"
            stepLines.append("<li data-step=\"\(step)\" data-moves=\"\(moves.count)\">\(HTMLEscaping.escape(caption))"
                + (moves.isEmpty ? "" : ", e.g. <code>\(HTMLEscaping.escape(Self.describe(moves.prefix(3))))</code>") + "</li>")
            if Self.drawnSteps.contains(step) || grid.isSorted {
                frames.append(frame(
                    name: "\(viewport.name)-step-\(step)",
                    caption: grid.isSorted ? "\(caption) — sorted" : caption))
            }
        }

        let note = "\(grid.rows.count) rows of \(columns) hue swatches, each row a section of a "
            + "UICollectionViewDiffableDataSource. Every step sorts one more swatch into place in each row and applies the "
            + "snapshot; the collection view performs it as moves."
        let steps = "<section class=\"batch-summary\" data-steps=\"\(step)\">\n<h2>The moves each apply performed</h2>\n<ol>\n"
            + stepLines.joined(separator: "\n") + "\n</ol>\n</section>\n"
        return ExamplePageRenderer.page(for: self, noteHTML: note, headerExtrasHTML: steps, frames: frames)
    }

    /// A row's hue: the sample's `UIColor(hue: value / columns, saturation: 1, brightness: 1, alpha: 1)`.
    static func color(ofValue value: Int, columns: Int) -> GalleryColor {
        GalleryColor.fullySaturated(hue: Double(value) / Double(max(columns, 1)))
    }

    private static func snapshot(of grid: SortGrid) -> NSDiffableDataSourceSnapshot<Int, Node> {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Node>()
        for (row, values) in grid.rows.enumerated() {
            snapshot.appendSections([row])
            snapshot.appendItems(values.map { Node(row: row, value: $0) }, toSection: row)
        }
        return snapshot
    }

    private static func describe(_ moves: ArraySlice<CollectionViewBatchUpdate.ItemUpdate>) -> String {
        moves.map {
            "\(BatchSummaryRenderer.describe($0.indexPathBeforeUpdate)) → \(BatchSummaryRenderer.describe($0.indexPathAfterUpdate))"
        }.joined(separator: ", ")
    }
}

/// The sample's rows of `InsertionSortArray`: each row's values shuffled, then sorted by insertion sort one outer
/// step at a time.
struct SortGrid {
    /// Each row's values, `0..<columns` in their current order.
    private(set) var rows: [[Int]]
    /// Per row, the index of the next element to insert into the sorted prefix before it.
    private var nextIndex: [Int]

    /// The columns of a grid in a collection view of `size`.
    static func columns(for size: CGSize) -> Int {
        max(Int(size.width / InsertionSortExample.nodeSize.width), 1)
    }

    /// A grid for a collection view of `size` (`Int(height / 34)` rows of `Int(width / 16)` values), each row
    /// shuffled by a generator seeded with `seed`.
    init(size: CGSize, seed: UInt64) {
        let columns = Self.columns(for: size)
        let rowCount = max(Int(size.height / InsertionSortExample.nodeSize.height), 1)
        var generator = SplitMix64(seed: seed)
        rows = (0..<rowCount).map { _ in Array(0..<columns).shuffled(using: &generator) }
        nextIndex = Array(repeating: 1, count: rowCount)
    }

    var columns: Int { rows.first?.count ?? 0 }

    var isSorted: Bool { zip(rows, nextIndex).allSatisfy { $1 >= $0.count } }

    /// Inserts the next element of every unsorted row into its row's sorted prefix; false when every row was
    /// already sorted.
    mutating func performStep() -> Bool {
        var changed = false
        for row in rows.indices where nextIndex[row] < rows[row].count {
            let value = rows[row][nextIndex[row]]
            var position = nextIndex[row]
            while position > 0 && rows[row][position - 1] > value {
                rows[row][position] = rows[row][position - 1]
                position -= 1
            }
            rows[row][position] = value
            nextIndex[row] += 1
            changed = true
        }
        return changed
    }
}
