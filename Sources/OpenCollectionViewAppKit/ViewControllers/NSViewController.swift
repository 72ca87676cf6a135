import CollectionDiagnostics
import Foundation

/// AppKit's view controller: owns a view, made the first time it is asked for (`loadView()`), and what it represents.
///
/// Differences from AppKit: views are made in code (`loadView()`); loading from a nib arrives with `NSNib`.
@preconcurrency @MainActor
open class NSViewController {
    private var loadedView: NSView?

    /// A view controller whose view `loadView()` makes. `nibName` and `nibBundle` are kept.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
    }

    /// A view controller decoded from an archive.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
    }

    /// A view controller whose view `loadView()` makes.
    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The name of the nib the view comes from.
    public let nibName: String?

    /// The bundle the nib comes from.
    public let nibBundle: Bundle?

    /// The controller's view, made by `loadView()` (then `viewDidLoad()` runs) the first time it is asked for.
    open var view: NSView {
        get {
            loadViewIfNeeded()
            return loadedView!
        }
        set { loadedView = newValue }
    }

    /// Whether the view has been made.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view if it has not been made: `loadView()`, then `viewDidLoad()`.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil {
            Diagnostics.report(.error(
                "NSViewController.loadView()",
                "\(type(of: self)) made no view: override loadView() and set view; an empty view is used"))
            loadedView = NSView(frame: .zero)
        }
        viewDidLoad()
    }

    /// Makes the controller's view and sets `view`. Subclasses override it; AppKit's loads the nib.
    open func loadView() {}

    /// Called once the view is made.
    open func viewDidLoad() {}

    /// Called once a nib that made the object has connected its outlets.
    open func awakeFromNib() {}

    /// What the controller's view shows.
    open var representedObject: Any?

    /// The controller's title.
    open var title: String?
}
