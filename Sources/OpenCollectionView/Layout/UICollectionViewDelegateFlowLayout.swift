import Foundation

/// Sizes and spacings a flow layout asks its collection view's delegate for, item by item and section by section
/// (UIKit: `UICollectionViewDelegateFlowLayout`). Every method is optional: one the delegate does not implement
/// answers with the layout's property.
///
/// Assign the object to the collection view's `delegate`; the layout reads it when it prepares (section values, and
/// whether item sizes come from here) and while it answers queries (item sizes, as lines are built).
///
/// Differences from UIKit: UIKit's methods are `@objc optional`, and a layout tells an unimplemented one by asking the
/// object. Swift protocols have no optional requirements, so the defaults here return the layout's property and tell
/// the layout they did: a delegate that does not implement `collectionView(_:layout:sizeForItemAt:)` keeps the layout's
/// sections periodic (O(1) per item), as in UIKit, where sizes come from `itemSize` then.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// The size of the item at `indexPath`. Asked once per item each time the layout prepares, when the item's line is
    /// first built (not for every item up front, as UIKit does). Without it, every item is `itemSize`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath) -> CGSize
    /// The insets of section `section`'s lines (left and right measured from `sectionInsetReference`'s boundary).
    /// Without it, `sectionInset`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int) -> UIEdgeInsets
    /// The space between the lines of section `section`. Without it, `minimumLineSpacing`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    /// The least space between the items of a line of section `section`. Without it, `minimumInteritemSpacing`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    /// The size of section `section`'s header; only its length along the scroll axis counts, and zero there means no
    /// header. Without it, `headerReferenceSize`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int) -> CGSize
    /// The size of section `section`'s footer; only its length along the scroll axis counts, and zero there means no
    /// footer. Without it, `footerReferenceSize`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    /// Not implemented: the flow layout's `itemSize` (`.zero` for another layout).
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        defaultAnswer(from: collectionViewLayout, .zero) { $0.itemSize }
    }

    /// Not implemented: the flow layout's `sectionInset`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        defaultAnswer(from: collectionViewLayout, .zero) { $0.sectionInset }
    }

    /// Not implemented: the flow layout's `minimumLineSpacing`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        defaultAnswer(from: collectionViewLayout, 0) { $0.minimumLineSpacing }
    }

    /// Not implemented: the flow layout's `minimumInteritemSpacing`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        defaultAnswer(from: collectionViewLayout, 0) { $0.minimumInteritemSpacing }
    }

    /// Not implemented: the flow layout's `headerReferenceSize`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        defaultAnswer(from: collectionViewLayout, .zero) { $0.headerReferenceSize }
    }

    /// Not implemented: the flow layout's `footerReferenceSize`.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        defaultAnswer(from: collectionViewLayout, .zero) { $0.footerReferenceSize }
    }

    /// The flow layout's own value, telling the layout that the delegate left the question to it.
    private func defaultAnswer<Value>(
        from layout: UICollectionViewLayout, _ otherwise: Value, _ property: (UICollectionViewFlowLayout) -> Value
    ) -> Value {
        guard let flow = layout as? UICollectionViewFlowLayout else { return otherwise }
        flow.defaultDelegateAnswers &+= 1
        return property(flow)
    }
}
