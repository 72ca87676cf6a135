import Foundation

/// Supplies a collection view's sections, items and cells (UIKit: `UICollectionViewDataSource`).
///
/// UIKit's optional requirements have default implementations here: one section, and no
/// supplementary views.
@MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// How many sections there are. The default is 1.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// How many items `section` has.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`, obtained from `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}
