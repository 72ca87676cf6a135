import OpenCollectionView

/// Beyond the Sample › Million-Row List: an inset-grouped list of 1,000,000 rows whose heights follow their text —
/// one to several lines — each measured only when it first shows. Rows above the screen that change height do not
/// move what a person is looking at. A section index along the edge (the data source's index titles) jumps to every
/// hundred-thousandth row.
final class MillionRowListViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    static let rowCount = 1_000_000
    static let reuseIdentifier = "row"

    /// What the rows say about themselves; row *n* says the first `n % 5` of them, so neighbouring rows differ in
    /// height.
    private static let sentences = [
        "Measured the first time it shows.",
        "Rows above it that change height do not move what you are looking at.",
        "Only the rows on screen have cells; the other million cost nothing.",
        "Jump to the end and back: the scroll bar knows where every row is.",
    ]

    var collectionView: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Million-Row List"
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: Self.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
        updateJumpButton(toEnd: true)
    }

    /// A bar button that jumps to the last row with `scrollToItem`, which lands exactly however far the row is, and
    /// then back to the top of the list.
    private func updateJumpButton(toEnd: Bool) {
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: toEnd ? "End" : "Top", primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            if toEnd {
                collectionView.scrollToItem(at: IndexPath(item: Self.rowCount - 1, section: 0), at: .bottom, animated: false)
            } else {
                collectionView.setContentOffset(CGPoint(x: 0, y: -collectionView.adjustedContentInset.top), animated: false)
            }
            updateJumpButton(toEnd: !toEnd)
        })
    }

    /// The description of row `row`: none for every fifth row, else one to four sentences.
    static func detail(forRow row: Int) -> String? {
        let count = row % 5
        guard count > 0 else { return nil }
        return sentences.prefix(count).joined(separator: " ")
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        Self.rowCount
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.reuseIdentifier, for: indexPath)
        if let cell = cell as? UICollectionViewListCell {
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(indexPath.item + 1)"
            content.secondaryText = Self.detail(forRow: indexPath.item)
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        return cell
    }

    /// "1", then every hundred thousand rows: "100K" … "900K".
    func indexTitles(for collectionView: UICollectionView) -> [String]? {
        ["1"] + (1..<10).map { "\($0 * 100)K" }
    }

    /// Title `index` is row `index × 100,000` (the first row for "1").
    func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: max(index * 100_000 - 1, 0), section: 0)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}
