import Foundation

/// A view controller whose view is a collection view (UIKit: `UICollectionViewController`): it makes the
/// collection view with its layout, is its data source and delegate until the app assigns others, edits it along
/// with itself, and clears its selection when it reappears.
///
/// Subclasses override the data source and delegate methods (`override func collectionView(_:didSelectItemAt:)`),
/// or give the collection view a diffable data source.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private var storedCollectionView: UICollectionView?
    private let initialLayout: UICollectionViewLayout

    /// A controller whose collection view `layout` places.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller whose collection view a default `UICollectionViewFlowLayout` places, as in UIKit.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// `init()` comes here (see `UIViewController.init?(coder:)`): its collection view gets a default
    /// `UICollectionViewFlowLayout`, as in UIKit.
    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection view, which is also the controller's `view` (made with it).
    open var collectionView: UICollectionView! {
        get {
            loadViewIfNeeded()
            return storedCollectionView
        }
        set {
            storedCollectionView = newValue
            if isViewLoaded, let newValue { view = newValue }
        }
    }

    /// The collection view's layout.
    open var collectionViewLayout: UICollectionViewLayout {
        storedCollectionView?.collectionViewLayout ?? initialLayout
    }

    /// Whether the selection is cleared (animated) when the view is about to appear again. `true` by default.
    open var clearsSelectionOnViewWillAppear = true

    /// Whether a long press starts an interactive move of an item. Stored; hosts start moves themselves.
    open var installsStandardGestureForInteractiveMovement = true

    /// Whether pushing this controller onto a navigation controller (or popping back to the controller below it)
    /// changes the layout of the collection view below rather than showing this controller's own. `false` by default.
    /// Set it before the push, as UIKit requires. Kept, not applied: navigation shows this controller's collection view.
    open var useLayoutToLayoutNavigationTransitions = false

    /// Makes the collection view and makes it the view; the controller becomes its data source and delegate.
    open override func loadView() {
        let collectionView = storedCollectionView
            ?? UICollectionView(
                frame: CGRect(origin: .zero, size: UIWindow.sizeForNewViews), collectionViewLayout: initialLayout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if collectionView.dataSource == nil { collectionView.dataSource = self }
        if collectionView.delegate == nil { collectionView.delegate = self }
        storedCollectionView = collectionView
        view = collectionView
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collectionView = storedCollectionView else { return }
        for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
            collectionView.deselectItem(at: indexPath, animated: animated)
        }
    }

    /// Edits the collection view along with the controller.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        storedCollectionView?.setEditing(editing, animated: animated)
    }

    // MARK: UICollectionViewDataSource (overridable defaults)

    /// How many sections the collection view has; 1 unless a subclass says otherwise.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// How many items a section has; 0 unless a subclass says otherwise.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// The cell for an item; subclasses override this to dequeue and configure one (the default is a bare cell).
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }

    /// The header, footer or other supplementary view of `kind`; the default is a bare reusable view.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }

    /// Whether people may drag the item to a new place; `false` by default.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }

    /// Called after a person moved an item, so the subclass can update its data; does nothing by default.
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}

    /// The titles of the collection view's index; none by default.
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

    /// The item an index title leads to; by default the first item of the section at `index`.
    open func collectionView(
        _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath {
        IndexPath(item: 0, section: max(0, min(index, collectionView.numberOfSections - 1)))
    }

    // MARK: UICollectionViewDelegate (overridable defaults)

    /// Called whenever the collection view's content offset changes; does nothing by default.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Called when a person is about to scroll the content; does nothing by default.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Called when the finger lifts, with where the content will rest; leaves it there by default.
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Called after the finger lifted; does nothing by default.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Called when the content starts slowing to its resting place; does nothing by default.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Called when the content came to rest after a fling; does nothing by default.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Called when an animated scroll the app asked for ended; does nothing by default.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Called when the collection view's adjusted content inset changed; does nothing by default.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}

    /// Whether a touch on the item highlights it; `true` by default.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Called when the item becomes highlighted under a touch; does nothing by default.
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Called when the item loses its highlight; does nothing by default.
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// Whether a tap may select the item; `true` by default.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Whether a tap may deselect the item; `true` by default.
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// Called after a person selected the item; does nothing by default.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Called after a person deselected the item; does nothing by default.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Whether the item can be edited while the collection view is editing; `true` by default.
    open func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool { true }
    /// Whether a tap on the item performs its primary action; by default while the collection view is not editing.
    open func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool {
        !collectionView.isEditing
    }
    /// Performs the item's primary action after a tap; does nothing by default.
    open func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}

    /// Called just before the item's cell comes on screen; does nothing by default.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}

    /// Called after the item's cell has left the screen; does nothing by default.
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}

    /// Called just before a supplementary view comes on screen; does nothing by default.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}

    /// Called after a supplementary view has left the screen; does nothing by default.
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}

    /// Where an item being dragged should land instead of `proposedIndexPath`; by default, the proposed place.
    open func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        proposedIndexPath
    }
}
