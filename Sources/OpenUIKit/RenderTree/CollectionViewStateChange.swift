import Foundation

/// A change of a collection view's editing mode, selection or expansion, and whether UIKit would have animated it.
///
/// A headless collection view records its last one in `UICollectionView.lastStateChange` so that a host animates
/// what it draws next: editing accessories sliding in or out, a selection fading in or out (the flash of a row
/// deselected with animation), an outline disclosure turning. Items are named by their render-tree identities
/// (`RenderElement.identity`), which survive updates. Not a UIKit type: UIKit animates these changes itself.
public struct CollectionViewStateChange: Hashable, Sendable {
    /// What changed.
    public enum Kind: Hashable, Sendable {
        /// The collection view entered (`true`) or left editing mode. Selections the new mode does not allow went
        /// with it.
        case editing(isEditing: Bool)
        /// Items were selected and deselected, each list in index-path order.
        case selection(selected: [String], deselected: [String])
        /// A tap on an outline disclosure (or a header-style outline row) expanded or collapsed the item; its children
        /// came or went in the batch update recorded with it.
        case expansion(identity: String, isExpanded: Bool)
    }

    /// What changed: editing mode, selection or an item's expansion.
    public let kind: Kind
    /// Whether UIKit would animate the change: the `animated` argument of the call that made it; for `isEditing`
    /// and expansion, `UIView.areAnimationsEnabled`; `false` for a selection made by a touch.
    public let animated: Bool

    /// A record of a `kind` change, animated or not.
    public init(kind: Kind, animated: Bool) {
        self.kind = kind
        self.animated = animated
    }
}
