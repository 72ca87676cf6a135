import Foundation

/// The last state change of a collection view and how many there have been.
struct StateChangeLog {
    var last: CollectionViewStateChange?
    /// Grows by one per recorded change, so that a host tells a new `last` from one it has animated already.
    var number = 0
    /// How many selection changes are running one inside the other; only the outermost records (see
    /// `UICollectionView.changingSelection(animated:_:)`).
    var selectionDepth = 0
}

/// Changes of editing mode, selection and expansion, recorded for hosts (see `CollectionViewStateChange`). Every
/// change is recorded here, once, by the API that made it — a program's call or a host event.
extension UICollectionView {
    /// The last change of editing mode, selection or expansion; `nil` before the first. Not in UIKit.
    public var lastStateChange: CollectionViewStateChange? { stateChanges.last }

    /// How many state changes there have been: a host that remembers the number it animated animates each change
    /// once. Not in UIKit.
    public var stateChangeNumber: Int { stateChanges.number }

    func recordStateChange(_ kind: CollectionViewStateChange.Kind, animated: Bool) {
        stateChanges.last = CollectionViewStateChange(kind: kind, animated: animated)
        stateChanges.number += 1
    }
}
