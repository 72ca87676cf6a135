import Foundation

/// A view controller whose view is a collection view (UIKit: `UICollectionViewController`): it makes the
/// collection view with its layout, is its data source and delegate until the app assigns others, edits it along
/// with itself, and clears its selection when it reappears.
///
/// Subclasses override the data source and delegate methods (`override func collectionView(_:didSelectItemAt:)`),
/// or give the collection view a diffable data source.
@MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private var storedCollectionView: UICollectionView?
    private let initialLayout: UICollectionViewLayout

    /// A controller whose collection view `layout` places.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = UICollectionViewLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// `init()` gives a controller with a plain `UICollectionViewLayout` (UIKit's would be a flow layout, which this
    /// library does not have): assign a compositional layout before the view loads.
    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewLayout()
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

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }

    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }

    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }

    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}

    // MARK: UICollectionViewDelegate (overridable defaults)

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}

    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool { true }

    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}

    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}

    open func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}

    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}

    open func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        proposedIndexPath
    }
}
