import Foundation

/// A data source that can name the item at an index path, so that render trees give cells identities that
/// survive updates.
@MainActor
protocol ItemIdentityDescribing: AnyObject {
    /// A name for the item at `indexPath` that no other item of the data source has and that stays the item's
    /// through moves, inserts and deletes around it; `nil` when there is no item there.
    func identityDescription(at indexPath: IndexPath) -> String?

    /// Forgets the names given to items other than those at `shown` (what a render tree holds), when it holds many
    /// more: names of items long gone (a shuffle makes new ones each time) must not pile up. A forgotten item shown
    /// again gets a new name, never one another item had.
    func forgetIdentities(keepingItemsAt shown: [IndexPath])
}

extension UICollectionViewDiffableDataSource: ItemIdentityDescribing {
    /// The identifier's text when its type promises text that names one value only (`LosslessStringConvertible`:
    /// strings, numbers); otherwise `#` and the item's number among the items shown so far, given the first time it
    /// is shown. Descriptions of other types would not do: instances of a class without a description, or structs
    /// that print alike, would share one.
    func identityDescription(at indexPath: IndexPath) -> String? {
        guard let item = itemIdentifier(for: indexPath) else { return nil }
        if let text = item as? any LosslessStringConvertible { return text.description }
        if let ordinal = renderOrdinals[item] { return "#\(ordinal)" }
        let ordinal = nextRenderOrdinal
        nextRenderOrdinal += 1
        renderOrdinals[item] = ordinal
        return "#\(ordinal)"
    }

    /// Amortized O(1) per name given: the names are rebuilt only once they are twice what is shown, and a few hundred.
    func forgetIdentities(keepingItemsAt shown: [IndexPath]) {
        guard renderOrdinals.count > 2 * shown.count + 256 else { return }
        var kept: [ItemIdentifierType: Int] = [:]
        for indexPath in shown {
            if let item = itemIdentifier(for: indexPath), let ordinal = renderOrdinals[item] { kept[item] = ordinal }
        }
        renderOrdinals = kept
    }
}

extension UICollectionView {
    /// The render-tree identity of the item at `indexPath` (`RenderElement.identity`): "item" and the data source's
    /// name for it with a diffable data source (see `identityDescription(at:)`), else "cell" and the index path.
    func renderIdentity(ofItemAt indexPath: IndexPath) -> String {
        renderIdentity(ofItemAt: indexPath, describedBy: dataSource as? any ItemIdentityDescribing)
    }

    /// `renderIdentity(ofItemAt:)` with the data source already asked whether it describes its items: a render tree
    /// asks once for all its elements.
    func renderIdentity(ofItemAt indexPath: IndexPath, describedBy describing: (any ItemIdentityDescribing)?) -> String {
        describing?.identityDescription(at: indexPath).map { "item " + $0 } ?? indexPath.text(prefixedBy: "cell ", joinedBy: "-")
    }
}
