import Foundation

/// The screen views are shown on (UIKit: `UIScreen`): its size in points, its scale and its traits.
///
/// Headless, a screen is its window's: each `UIWindow` has one, as large as the window — in a browser host, the
/// page's viewport and its `devicePixelRatio`. `UIScreen.main` is the screen of the window showing a view controller
/// or handling an event now, so code that sizes itself from `UIScreen.main.bounds` in `viewDidLoad` or an event
/// handler sees the page it serves; outside them, the key window's of the scene in charge (`UIWindowScene`: a host
/// serving many people answers each with their own), else an iPhone's portrait screen (390 × 844 pt at 3×). UIKit differences: no display modes, brightness, mirroring, `coordinateSpace` or notifications.
@preconcurrency @MainActor
open class UIScreen {
    /// The window whose size and traits the screen reports; `nil` for the headless phone's screen.
    @LifetimeReference private var window: UIWindow?

    init(window: UIWindow?) {
        self.window = window
    }

    /// The screen of the window in charge now (see the type's documentation), else the headless phone's screen.
    /// UIKit deprecated it in iOS 16 for `view.window?.windowScene?.screen`; apps still use it everywhere.
    public static var main: UIScreen {
        UIWindow.windowInCharge?.screen ?? headless
    }

    /// An iPhone's portrait screen, for code that runs with no window in charge.
    static let headless = UIScreen(window: nil)

    private var size: CGSize {
        window?.bounds.size ?? HeadlessScreen.defaultWindowSize
    }

    /// The screen's rectangle in points, at the origin.
    open var bounds: CGRect {
        CGRect(origin: .zero, size: size)
    }

    /// Points per pixel: the window's display scale (a browser's `devicePixelRatio`), 3 for the headless phone.
    open var scale: CGFloat {
        window?.traitCollection.displayScale ?? HeadlessScreen.displayScale
    }

    /// The scale of the physical screen: the same as `scale` here (no display zoom).
    open var nativeScale: CGFloat { scale }

    /// The screen's rectangle in pixels, portrait up (UIKit's `nativeBounds` does not rotate).
    open var nativeBounds: CGRect {
        let side = (size.width * scale, size.height * scale)
        return CGRect(x: 0, y: 0, width: min(side.0, side.1), height: max(side.0, side.1))
    }

    /// The screen's traits: its window's, or an iPhone's in portrait.
    open var traitCollection: UITraitCollection {
        window?.traitCollection ?? HeadlessScreen.traits(for: HeadlessScreen.defaultWindowSize)
    }

    /// How many frames a second the screen shows: 60, a browser's usual refresh rate.
    open var maximumFramesPerSecond: Int { 60 }
}
