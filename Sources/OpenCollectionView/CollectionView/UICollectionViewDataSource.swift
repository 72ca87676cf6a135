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
    /// The titles of the index a person scrubs to jump through the content (iOS 14), such as letters; `nil` (the
    /// default) for none. Kept: hosts draw no index, so neither method is asked.
    func indexTitles(for collectionView: UICollectionView) -> [String]?
    /// The item a tap on the index title `title`, at `index` in `indexTitles(for:)`, scrolls to (iOS 14). The default
    /// is the first item of the section at `index`, or of the last section when there are fewer sections than titles.
    func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath
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

    /// No index.
    public func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

    /// The first item of the section at `index` (the last section for an index past the end) [L]: UIKit requires the
    /// method of a data source that gives index titles and documents no default.
    public func collectionView(
        _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath {
        IndexPath(item: 0, section: max(0, min(index, collectionView.numberOfSections - 1)))
    }
}
