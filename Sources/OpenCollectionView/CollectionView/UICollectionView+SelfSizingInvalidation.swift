import Foundation

/// When shown cells size themselves again (UIKit: `selfSizingInvalidation`, iOS 16).
///
/// A cell measures itself when it comes into view, and again when its item is reconfigured or reloaded. With
/// `.enabled` (the default) it also measures itself again when it asks to: `invalidateIntrinsicContentSize()` on the
/// cell or on its content view — which a list content view calls whenever it is given a new configuration, so a cell
/// whose configuration changes (in a `configurationUpdateHandler`, say) takes its new size — or a content
/// configuration that brings a new kind of content view. The layout takes the new size at the next layout pass.
extension UICollectionView {
    /// The modes of self-sizing invalidation (UIKit: `UICollectionView.SelfSizingInvalidation`).
    public enum SelfSizingInvalidation: Int, Sendable, Hashable {
        /// Shown cells keep their size when their content changes, until their item is reconfigured or reloaded.
        case disabled
        /// A shown cell sizes itself again when it or its content view invalidates its intrinsic content size.
        case enabled
        /// As `.enabled`; UIKit also invalidates on any Auto Layout change inside the content view. Headless, constraint
        /// changes are not watched: this mode behaves as `.enabled`.
        case enabledIncludingConstraints
    }

    /// When shown cells size themselves again. Default `.enabled`.
    public var selfSizingInvalidation: SelfSizingInvalidation {
        get { storedSelfSizingInvalidation }
        set { storedSelfSizingInvalidation = newValue }
    }

    /// A shown cell (or a list cell shown as a header or footer) asked to be measured again: it is, at the next layout
    /// pass, unless self-sizing invalidation is disabled.
    func reusableViewDidInvalidateSize(_ view: UICollectionReusableView) {
        guard selfSizingInvalidation != .disabled else { return }
        let key: ElementKey
        if let cell = view as? UICollectionViewCell, let indexPath = indexPath(for: cell) {
            key = ElementKey(category: .cell, kind: nil, indexPath: indexPath)
        } else if let found = visibleSupplementaryViews.first(where: { $0.value === view })?.key {
            key = found
        } else {
            return
        }
        guard !elementsNeedingMeasurement.contains(key) else { return }
        elementsNeedingMeasurement.insert(key)
        setNeedsLayout()
    }
}
