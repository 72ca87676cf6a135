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
