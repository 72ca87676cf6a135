import Foundation

/// A data source that can name the item at an index path, so that render trees give cells identities that
/// survive updates.
@MainActor
protocol ItemIdentityDescribing: AnyObject {
    /// The item identifier at `indexPath` as text; `nil` when there is none.
    func identityDescription(at indexPath: IndexPath) -> String?
}

extension UICollectionViewDiffableDataSource: ItemIdentityDescribing {
    func identityDescription(at indexPath: IndexPath) -> String? {
        itemIdentifier(for: indexPath).map { String(describing: $0) }
    }
}

extension UICollectionView {
    /// The render-tree identity of the item at `indexPath` (`RenderElement.identity`): "item" and the item's
    /// identifier with a diffable data source, else "cell" and the index path.
    func renderIdentity(ofItemAt indexPath: IndexPath) -> String {
        (dataSource as? any ItemIdentityDescribing)?.identityDescription(at: indexPath).map { "item \($0)" }
            ?? "cell \(indexPath.section)-\(indexPath.item)"
    }
}
