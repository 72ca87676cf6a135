import Foundation

/// What a collection view asks and tells about its items' selection and display. Every method has a default:
/// implement those you need.
@preconcurrency @MainActor
public protocol NSCollectionViewDelegate: AnyObject {
    /// Which of `indexPaths` may take `highlightState` while a click is in progress; all of them by default.
    func collectionView(
        _ collectionView: NSCollectionView, shouldChangeItemsAt indexPaths: Set<IndexPath>,
        to highlightState: NSCollectionViewItem.HighlightState
    ) -> Set<IndexPath>
    /// The items at `indexPaths` took `highlightState`.
    func collectionView(
        _ collectionView: NSCollectionView, didChangeItemsAt indexPaths: Set<IndexPath>,
        to highlightState: NSCollectionViewItem.HighlightState)
    /// Which of `indexPaths` a person's click may select; all of them by default.
    func collectionView(_ collectionView: NSCollectionView, shouldSelectItemsAt indexPaths: Set<IndexPath>) -> Set<IndexPath>
    /// Which of `indexPaths` a person's click may deselect; all of them by default.
    func collectionView(_ collectionView: NSCollectionView, shouldDeselectItemsAt indexPaths: Set<IndexPath>) -> Set<IndexPath>
    /// A person's click selected the items at `indexPaths`.
    func collectionView(_ collectionView: NSCollectionView, didSelectItemsAt indexPaths: Set<IndexPath>)
    /// A person's click deselected the items at `indexPaths`.
    func collectionView(_ collectionView: NSCollectionView, didDeselectItemsAt indexPaths: Set<IndexPath>)
}

extension NSCollectionViewDelegate {
    /// Lets every item take `highlightState` by default: answers `indexPaths`.
    public func collectionView(
        _ collectionView: NSCollectionView, shouldChangeItemsAt indexPaths: Set<IndexPath>,
        to highlightState: NSCollectionViewItem.HighlightState
    ) -> Set<IndexPath> { indexPaths }

    /// Does nothing by default.
    public func collectionView(
        _ collectionView: NSCollectionView, didChangeItemsAt indexPaths: Set<IndexPath>,
        to highlightState: NSCollectionViewItem.HighlightState) {}

    /// Lets a click select every item by default: answers `indexPaths`.
    public func collectionView(
        _ collectionView: NSCollectionView, shouldSelectItemsAt indexPaths: Set<IndexPath>
    ) -> Set<IndexPath> { indexPaths }

    /// Lets a click deselect every item by default: answers `indexPaths`.
    public func collectionView(
        _ collectionView: NSCollectionView, shouldDeselectItemsAt indexPaths: Set<IndexPath>
    ) -> Set<IndexPath> { indexPaths }

    /// Does nothing by default.
    public func collectionView(_ collectionView: NSCollectionView, didSelectItemsAt indexPaths: Set<IndexPath>) {}

    /// Does nothing by default.
    public func collectionView(_ collectionView: NSCollectionView, didDeselectItemsAt indexPaths: Set<IndexPath>) {}
}

/// What a collection view shows: how many items each section has, and the item for each (made with
/// `makeItem(withIdentifier:for:)`).
@preconcurrency @MainActor
public protocol NSCollectionViewDataSource: AnyObject {
    /// How many sections there are; 1 by default.
    func numberOfSections(in collectionView: NSCollectionView) -> Int
    /// How many items `section` has.
    func collectionView(_ collectionView: NSCollectionView, numberOfItemsInSection section: Int) -> Int
    /// The item at `indexPath`, made with `makeItem(withIdentifier:for:)` and configured.
    func collectionView(_ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath) -> NSCollectionViewItem
    /// The supplementary view of `kind` at `indexPath`, made with `makeSupplementaryView(ofKind:withIdentifier:for:)`;
    /// none by default.
    func collectionView(
        _ collectionView: NSCollectionView, viewForSupplementaryElementOfKind kind: NSCollectionView.SupplementaryElementKind,
        at indexPath: IndexPath
    ) -> NSView?
}

extension NSCollectionViewDataSource {
    /// No supplementary views by default.
    public func collectionView(
        _ collectionView: NSCollectionView, viewForSupplementaryElementOfKind kind: NSCollectionView.SupplementaryElementKind,
        at indexPath: IndexPath
    ) -> NSView? { nil }

    /// One section by default.
    public func numberOfSections(in collectionView: NSCollectionView) -> Int { 1 }
}
