import Foundation
import OpenCollectionView

/// A data source with fixed counts that hands out dequeued plain cells and remembers what it was asked.
@MainActor
final class CountingDataSource: UICollectionViewDataSource {
    var counts: [Int]
    private(set) var cellRequests: [IndexPath] = []

    init(_ counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellRequests.append(indexPath)
        return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        if !registeredKinds.contains(kind) {
            collectionView.register(supplementaryClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: "supplementary")
            registeredKinds.insert(kind)
        }
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "supplementary", for: indexPath)
    }

    /// The class supplementary views are made of.
    var supplementaryClass: UICollectionReusableView.Type = UICollectionReusableView.self
    private var registeredKinds: Set<String> = []
}

/// A window showing 10,000 items five to a row of 78 pt — the capacity load's grid, in small — in the collection view
/// `makeView` makes (given its frame and layout), with cells of `cellClass` for a data source that names no items (the
/// cells are named by index path); laid out once.
@MainActor
func fiveColumnGrid<View: UICollectionView>(
    _ makeView: (CGRect, UICollectionViewLayout) -> View, cellClass: UICollectionViewCell.Type = UICollectionViewCell.self
) -> (UIWindow, View) {
    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(78)), subitems: [item])
    let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let collectionView = makeView(window.bounds, layout)
    collectionView.register(cellClass, forCellWithReuseIdentifier: "cell")
    let dataSource = CountingDataSource([10_000])
    collectionView.dataSource = dataSource
    KeptObjects.all.append(dataSource)
    window.addSubview(collectionView)
    window.makeKeyAndVisible()
    collectionView.layoutIfNeeded()
    return (window, collectionView)
}

/// A headless collection view set up the way an app does it, laid out once.
@MainActor
struct HostedLayout {
    let collectionView: UICollectionView
    let dataSource: CountingDataSource
    let layout: UICollectionViewLayout

    init(_ layout: UICollectionViewLayout, counts: [Int], width: CGFloat = 390, height: CGFloat = 844, scale: CGFloat? = nil) {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        if let scale { collectionView.traitOverrides.displayScale = scale }
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        self.init(collectionView: collectionView, layout: layout, counts: counts)
    }

    /// `collectionView`, with its cells registered, given a data source with `counts` and laid out.
    init(collectionView: UICollectionView, layout: UICollectionViewLayout, counts: [Int],
         supplementaryClass: UICollectionReusableView.Type = UICollectionReusableView.self) {
        self.layout = layout
        self.collectionView = collectionView
        dataSource = CountingDataSource(counts)
        dataSource.supplementaryClass = supplementaryClass
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
    }

    /// The frame of the cell for `item` in `section`.
    func frame(_ item: Int, section: Int = 0) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }
}

/// A rectangle whose values, written to three decimals, are snapped to the pixel grid as the layout's
/// output is; an expectation that is off by a pixel or more still fails.
func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat, scale: CGFloat = 3) -> CGRect {
    func snap(_ value: CGFloat) -> CGFloat { (value * scale).rounded(.toNearestOrAwayFromZero) / scale }
    return CGRect(x: snap(x), y: snap(y), width: snap(width), height: snap(height))
}
