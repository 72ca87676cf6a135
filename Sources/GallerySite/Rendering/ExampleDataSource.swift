import OpenCollectionView

/// Gives a collection view an example's sections and items, with plain cells and plain supplementary
/// views: the page draws the views itself from the layout's frames and the example's descriptions.
@MainActor
final class ExampleDataSource: UICollectionViewDataSource {
    static let cellReuseIdentifier = "gallery-cell"
    static let supplementaryReuseIdentifier = "gallery-supplementary"

    private let itemIdentifiers: [[Int]]
    /// The supplementary kinds registered so far; a kind is registered the first time the layout places one.
    private var registeredSupplementaryKinds: Set<String> = []

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

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        Self.dequeuePlainSupplementaryView(from: collectionView, ofKind: kind, at: indexPath, registeredKinds: &registeredSupplementaryKinds)
    }

    /// A plain supplementary view of `kind` from `collectionView`, registering the kind first when `registeredKinds`
    /// does not hold it yet. Diffable pages use it in their supplementary view providers.
    static func dequeuePlainSupplementaryView(
        from collectionView: UICollectionView, ofKind kind: String, at indexPath: IndexPath, registeredKinds: inout Set<String>
    ) -> UICollectionReusableView {
        if registeredKinds.insert(kind).inserted {
            collectionView.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: supplementaryReuseIdentifier)
        }
        return collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: supplementaryReuseIdentifier, for: indexPath)
    }
}
