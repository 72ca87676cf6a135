import Foundation

/// The kinds of device an interface is designed for (UIKit: `UIUserInterfaceIdiom`).
public enum UIUserInterfaceIdiom: Int, Sendable, Hashable {
    /// Not known.
    case unspecified = -1
    /// An iPhone: a compact-width screen.
    case phone = 0
    /// An iPad: a regular-width screen.
    case pad = 1
    /// Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac (Mac Catalyst with the Mac idiom).
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
}

/// The physical orientation of a device (UIKit: `UIDeviceOrientation`).
public enum UIDeviceOrientation: Int, Sendable, Hashable {
    /// Not known.
    case unknown = 0
    /// Upright, the home button (or its place) at the bottom.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// On its side, the top to the left.
    case landscapeLeft = 3
    /// On its side, the top to the right.
    case landscapeRight = 4
    /// Lying face up.
    case faceUp = 5
    /// Lying face down.
    case faceDown = 6

    /// Whether the device stands upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device lies on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The device the app runs on (UIKit: `UIDevice`), as code around collection views asks about it: which idiom to lay
/// out for, which system, which orientation.
///
/// Headless, the device is the screen of the window in charge (`UIScreen.main`): a regular-width screen (600 pt or
/// wider — a desktop browser, an iPad-sized window) is a `.pad`, a compact one a `.phone`, so layouts that pick their
/// columns by idiom fit the page they are drawn in; taller than wide is portrait. The system is "iOS" at the version of
/// the API this library follows. UIKit differences: no battery, proximity, identifier for vendor or notifications.
@preconcurrency @MainActor
open class UIDevice {
    /// The device.
    public static let current = UIDevice()

    private init() {}

    /// The interface idiom of the screen in charge: `.pad` at a regular width, else `.phone`.
    open var userInterfaceIdiom: UIUserInterfaceIdiom {
        UIScreen.main.traitCollection.horizontalSizeClass == .regular ? .pad : .phone
    }

    /// The device's orientation: portrait when the screen in charge is at least as tall as it is wide.
    open var orientation: UIDeviceOrientation {
        let size = UIScreen.main.bounds.size
        return size.height >= size.width ? .portrait : .landscapeLeft
    }

    /// The operating system's name: "iOS".
    open var systemName: String { "iOS" }
    /// The version of iOS whose UIKit this library follows.
    open var systemVersion: String { "18.0" }
    /// The model: "iPad" or "iPhone", after the idiom.
    open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// The model as a person reads it; the same as `model` here.
    open var localizedModel: String { model }
    /// The device's name: its model (iOS 16 and later also answer the model without an entitlement).
    open var name: String { model }
    /// Whether the system runs more than one app at once: false.
    open var isMultitaskingSupported: Bool { false }
}
