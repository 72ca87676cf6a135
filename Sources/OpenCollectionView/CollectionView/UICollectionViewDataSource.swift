import CollectionDiagnostics
import Foundation

/// Supplies a collection view's sections, items and cells (UIKit: `UICollectionViewDataSource`).
///
/// UIKit's optional requirements have default implementations here: one section, no supplementary
/// views, and items that cannot be reordered.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// How many sections there are. The default is 1.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// How many items `section` has.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`, obtained from `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The view for the supplementary element of `kind` at `indexPath`. The default reports that the data source
    /// supplies none (UIKit raises) and returns an empty view.
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
    /// Whether the item at `indexPath` may be moved interactively. The default is `false`.
    ///
    /// UIKit's default is `true` when the data source implements `collectionView(_:moveItemAt:to:)`; Swift cannot
    /// tell whether a protocol method was implemented, so implement both.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// Moves the item at `sourceIndexPath` to `destinationIndexPath` in the data after an interactive move ended
    /// there. The default does nothing.
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// Reports an error diagnostic, as UIKit raises when a layout asks for a view the data source cannot supply, and
    /// returns an empty view.
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        Diagnostics.report(.error(
            "collectionView(_:viewForSupplementaryElementOfKind:at:)",
            "the collection view's data source did not return a valid view for element of kind '\(kind)' at index path "
                + "\(indexPath): it does not implement collectionView(_:viewForSupplementaryElementOfKind:at:)"
        ))
        return UICollectionReusableView(frame: .zero)
    }

    /// No item may be moved interactively; implement this together with `collectionView(_:moveItemAt:to:)`.
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }

    /// Does nothing.
    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}
