import CollectionDiagnostics
import Foundation

/// How a preview of a view is cut out and backed (UIKit: `UIPreviewParameters`): the part of the view it shows, its
/// shadow's shape and the colour behind it.
///
/// Headless, previews are not drawn: hosts show the cell itself while a context menu is up or an item is dragged. The
/// parameters are kept for the app.
@preconcurrency @MainActor
open class UIPreviewParameters {
    /// The part of the view the preview shows; `nil` shows the whole view.
    open var visiblePath: UIBezierPath?
    /// The shape of the preview's shadow; `nil` follows `visiblePath`.
    open var shadowPath: UIBezierPath?
    /// The colour behind the preview's content. Default white, as UIKit's.
    open var backgroundColor: UIColor! = .white

    /// Parameters that show the whole view on white.
    public init() {}
}

/// The parameters of a drag or drop preview (UIKit: `UIDragPreviewParameters`). Kept, not drawn (see
/// `UIPreviewParameters`).
@preconcurrency @MainActor
open class UIDragPreviewParameters: UIPreviewParameters {}

/// Where a preview goes: the view it is placed in, its centre there and its transform (UIKit: `UIPreviewTarget`).
@preconcurrency @MainActor
open class UIPreviewTarget {
    /// The view the preview is placed in.
    public let container: UIView
    /// The preview's centre, in `container`'s coordinates.
    public let center: CGPoint
    /// The transform applied to the preview around its centre.
    public let transform: CGAffineTransform

    /// A target at `center` of `container`, with `transform` applied to the preview.
    public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
        self.container = container
        self.center = center
        self.transform = transform
    }

    /// A target at `center` of `container`, untransformed.
    public convenience init(container: UIView, center: CGPoint) {
        self.init(container: container, center: center, transform: .identity)
    }
}

/// A preview of a view and where it goes (UIKit: `UITargetedPreview`): what a collection view's delegate returns to
/// shape the preview of a context menu as it appears and disappears
/// (`collectionView(_:contextMenuConfiguration:highlightPreviewForItemAt:)`). Kept, not drawn: hosts show the cell
/// itself, highlighted, while the menu is up.
@preconcurrency @MainActor
open class UITargetedPreview {
    /// The view previewed.
    public let view: UIView
    /// How the view is cut out and backed.
    public let parameters: UIPreviewParameters
    /// Where the preview goes.
    public let target: UIPreviewTarget

    /// A preview of `view` with `parameters`, placed at `target`.
    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
    }

    /// A preview of `view` with `parameters`, placed where the view is (the centre of its frame, in its superview). The
    /// view must be in a view hierarchy; one without a superview is reported, as UIKit raises, and targets itself.
    public convenience init(view: UIView, parameters: UIPreviewParameters) {
        let container: UIView
        if let superview = view.superview {
            container = superview
        } else {
            Diagnostics.report(.error(
                "UITargetedPreview(view:parameters:)",
                "the view has no superview: a preview needs a target; use init(view:parameters:target:)"))
            container = view
        }
        self.init(view: view, parameters: parameters, target: UIPreviewTarget(container: container, center: view.center))
    }

    /// A preview of the whole of `view`, placed where the view is.
    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIPreviewParameters())
    }

    /// The size of the preview: the view's bounds.
    open var size: CGSize { view.bounds.size }

    /// The same preview placed at `newTarget`.
    open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        UITargetedPreview(view: view, parameters: parameters, target: newTarget)
    }
}
