import OpenCollectionView

/// A collection view that is its own data source: `itemCounts[s]` items in section `s`, each a plain cell with no
/// content, and a plain view for every supplementary item the layout asks for, so that a layout can be snapshot on
/// its own.
@MainActor
final class EmptyCellsCollectionView: UICollectionView, UICollectionViewDataSource {
    private let itemCounts: [Int]
    private var registeredKinds: Set<String> = []
    private static let reuseIdentifier = "empty"

    init(frame: CGRect, layout: UICollectionViewLayout, itemCounts: [Int]) {
        self.itemCounts = itemCounts
        super.init(frame: frame, collectionViewLayout: layout)
        register(UICollectionViewCell.self, forCellWithReuseIdentifier: Self.reuseIdentifier)
        dataSource = self
    }

    required init?(coder: NSCoder) {
        return nil
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        itemCounts.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        itemCounts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: Self.reuseIdentifier, for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        if registeredKinds.insert(kind).inserted {
            register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: Self.reuseIdentifier)
        }
        return dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: Self.reuseIdentifier, for: indexPath)
    }
}
