import Foundation

/// AppKit's window: a titled, resizable frame around its content view.
///
/// Differences from AppKit: a window is drawn by the host that shows it (a browser page draws it as a desktop
/// window); there is no screen, so `frame` is where the window would be, in screen coordinates, and the title bar is
/// 28 points tall.
@preconcurrency @MainActor
open class NSWindow {
    /// What a window has: a title bar, buttons, a resizable frame.
    public struct StyleMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// No title bar or border: the window is its content.
        public static let borderless: StyleMask = []
        /// The window has a title bar.
        public static let titled = StyleMask(rawValue: 1 << 0)
        /// The window has a close button.
        public static let closable = StyleMask(rawValue: 1 << 1)
        /// The window has a minimize button.
        public static let miniaturizable = StyleMask(rawValue: 1 << 2)
        /// A person can resize the window.
        public static let resizable = StyleMask(rawValue: 1 << 3)
        /// The content view fills the whole window, title bar included.
        public static let fullSizeContentView = StyleMask(rawValue: 1 << 15)
    }

    /// How a window's content is buffered (kept for AppKit's initializer; always buffered).
    public enum BackingStoreType: UInt, Sendable, Hashable {
        /// Drawn on screen, hidden parts kept in a buffer (deprecated in AppKit); buffered here.
        case retained = 0
        /// Drawn on screen, with no buffer (deprecated in AppKit); buffered here.
        case nonretained = 1
        /// Drawn into a buffer, then shown (the only kind here).
        case buffered = 2
    }

    /// The height of a titled window's title bar.
    static let titleBarHeight: CGFloat = 28

    /// A window whose content is `contentRect` (screen coordinates) with `style`.
    public init(contentRect: NSRect, styleMask style: StyleMask, backing backingStoreType: BackingStoreType, defer flag: Bool) {
        styleMask = style
        let titleBar = style.contains(.titled) && !style.contains(.fullSizeContentView) ? Self.titleBarHeight : 0
        frame = NSRect(x: contentRect.minX, y: contentRect.minY, width: contentRect.width, height: contentRect.height + titleBar)
        contentView = NSView(frame: NSRect(origin: .zero, size: contentRect.size))
        contentView?.autoresizingMask = [.width, .height]
    }

    /// What the window has.
    open var styleMask: StyleMask

    /// The window's title, shown in its title bar.
    open var title = ""

    /// The window's frame in screen coordinates, title bar included.
    open private(set) var frame: NSRect

    /// The view that fills the window below its title bar.
    open var contentView: NSView? {
        didSet {
            guard let contentView else { return }
            contentView.frame = NSRect(origin: .zero, size: contentRect(forFrameRect: frame).size)
        }
    }

    /// The controller that manages the window.
    open weak var windowController: NSWindowController?

    /// Whether the window is on screen.
    open private(set) var isVisible = false

    /// The smallest size the window's content may be resized to.
    open var contentMinSize = NSSize.zero

    /// The content rectangle of a window whose frame is `frameRect`: below the title bar.
    open func contentRect(forFrameRect frameRect: NSRect) -> NSRect {
        let titleBar = styleMask.contains(.titled) && !styleMask.contains(.fullSizeContentView) ? Self.titleBarHeight : 0
        return NSRect(x: frameRect.minX, y: frameRect.minY, width: frameRect.width, height: max(frameRect.height - titleBar, 0))
    }

    /// Moves and sizes the window to `frameRect`; its content view follows.
    open func setFrame(_ frameRect: NSRect, display flag: Bool) {
        frame = frameRect
        contentView?.setFrameSize(contentRect(forFrameRect: frameRect).size)
    }

    /// Sizes the window so that its content is `size` (no smaller than `contentMinSize`), keeping its top edge.
    open func setContentSize(_ size: NSSize) {
        let content = NSSize(width: max(size.width, contentMinSize.width), height: max(size.height, contentMinSize.height))
        let titleBar = frame.height - contentRect(forFrameRect: frame).height
        let top = frame.maxY
        setFrame(NSRect(x: frame.minX, y: top - content.height - titleBar, width: content.width, height: content.height + titleBar), display: true)
    }

    /// Shows the window in front of the others and makes it the key window.
    open func makeKeyAndOrderFront(_ sender: Any?) {
        isVisible = true
        NSApplication.shared.windowDidShow(self)
        contentView?.layoutSubtreeIfNeeded()
    }

    /// Takes the window off screen.
    open func orderOut(_ sender: Any?) {
        isVisible = false
        NSApplication.shared.windowDidHide(self, closing: false)
    }

    /// Takes the window off screen for good.
    open func close() {
        guard isVisible || NSApplication.shared.windows.contains(where: { $0 === self }) else { return }
        isVisible = false
        NSApplication.shared.windowDidHide(self, closing: true)
    }
}

/// AppKit's window controller: loads its window from a nib (`windowNibName`) the first time it is asked for, then
/// `windowDidLoad()` runs — where the Mac target's examples set up their collection views.
@preconcurrency @MainActor
open class NSWindowController {
    private var loadedWindow: NSWindow?

    /// A controller of `window`.
    public init(window: NSWindow?) {
        loadedWindow = window
        window?.windowController = self
    }

    /// A window controller decoded from an archive (a nib): without a window until one is set or its nib
    /// loads.
    public required init?(coder: NSCoder) {}

    /// A controller whose window comes from the nib `windowNibName` (found by name among the app's resources), with
    /// the controller as its owner.
    public convenience init(windowNibName: NSNib.Name) {
        self.init(window: nil)
        givenNibName = windowNibName
    }

    private var givenNibName: NSNib.Name?

    /// The name of the nib the window comes from: the one given, or a subclass's own.
    open var windowNibName: NSNib.Name? { givenNibName }

    /// The window, loaded from the nib the first time it is asked for (`windowWillLoad()`, `loadWindow()`,
    /// `windowDidLoad()`).
    open var window: NSWindow? {
        get {
            if loadedWindow == nil, windowNibName != nil {
                windowWillLoad()
                loadWindow()
                loadedWindow?.windowController = self
                windowDidLoad()
            }
            return loadedWindow
        }
        set {
            loadedWindow = newValue
            newValue?.windowController = self
        }
    }

    /// Whether the window has been loaded.
    open var isWindowLoaded: Bool { loadedWindow != nil }

    /// Called before the window is loaded from its nib.
    open func windowWillLoad() {}

    /// Loads the window from `windowNibName`, with the controller as the nib's owner (its `window` outlet sets it).
    open func loadWindow() {
        guard let windowNibName, let nib = NSNib(nibNamed: windowNibName, bundle: nil) else { return }
        _ = nib.instantiate(withOwner: self, topLevelObjects: nil)
    }

    /// Called once the window is loaded: set up what it shows here.
    open func windowDidLoad() {}

    /// Called once a nib that made the object has connected its outlets.
    open func awakeFromNib() {}

    /// Shows the window in front of the others.
    open func showWindow(_ sender: Any?) {
        window?.makeKeyAndOrderFront(sender)
    }

    /// Closes the window.
    open func close() {
        loadedWindow?.close()
    }
}
