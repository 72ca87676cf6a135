import Foundation

/// The focus settings a collection view keeps. Headless there is no focus engine: no cell is ever focused, so none of
/// these changes what happens (arrow keys a host reports move the selection instead, see `HostKey`).
struct FocusSettings {
    var remembersLastFocusedIndexPath = false
    var selectionFollowsFocus = false
    var allowsFocus = false
    var allowsFocusDuringEditing = false
}

/// Focus (UIKit's focus engine: keyboards, remotes, game controllers). Kept, not applied: OpenCollectionView has no
/// focus engine, so cells never become focused and the delegate's focus methods are never called; the settings are
/// stored for the app, with iPhone's defaults ([L]: UIKit's depend on the platform).
extension UICollectionView {
    /// Whether focus returns to the item focused last when the collection view is focused again. Default `false`.
    /// Kept, not applied.
    public var remembersLastFocusedIndexPath: Bool {
        get { focusSettings.remembersLastFocusedIndexPath }
        set { focusSettings.remembersLastFocusedIndexPath = newValue }
    }

    /// Whether focusing a cell selects its item (iOS 14). Default `false`, as on iPhone. Kept, not applied. The default
    /// answer of the delegate's `collectionView(_:selectionFollowsFocusForItemAt:)`.
    public var selectionFollowsFocus: Bool {
        get { focusSettings.selectionFollowsFocus }
        set { focusSettings.selectionFollowsFocus = newValue }
    }

    /// Whether cells can become focused (iOS 15). Default `false`, as on iPhone. Kept, not applied. The default answer
    /// of the delegate's `collectionView(_:canFocusItemAt:)` while not editing.
    public var allowsFocus: Bool {
        get { focusSettings.allowsFocus }
        set { focusSettings.allowsFocus = newValue }
    }

    /// Whether cells can become focused while the collection view is editing (iOS 15). Default `false`. Kept, not
    /// applied. The default answer of the delegate's `collectionView(_:canFocusItemAt:)` while editing.
    public var allowsFocusDuringEditing: Bool {
        get { focusSettings.allowsFocusDuringEditing }
        set { focusSettings.allowsFocusDuringEditing = newValue }
    }
}
