import OpenCollectionView

/// Gives a collection view an example's sections and items, with plain cells: the page draws the
/// cells itself from the layout's frames.
@MainActor
final class ExampleDataSource: UICollectionViewDataSource {
    static let cellReuseIdentifier = "gallery-cell"

    private let itemIdentifiers: [[Int]]

    init(itemIdentifiers: [[Int]]) {
        self.itemIdentifiers = itemIdentifiers
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        itemIdentifiers.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        itemIdentifiers.indices.contains(section) ? itemIdentifiers[section].count : 0
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellReuseIdentifier, for: indexPath)
    }
}
