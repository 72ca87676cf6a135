import Foundation
package import OpenUIKit

extension NSWindow {
    /// A UIKit screen showing the window as a desktop window — a title bar with its title and the three buttons,
    /// its content below at the content's size — for a host that shows UIKit screens (a browser page). The screen
    /// keeps `owner` (the window's controller, whose data source the window's views only reference weakly) alive
    /// while it is shown.
    package func makeHostViewController(keeping owner: AnyObject?) -> UIViewController {
        WindowHostViewController(window: self, owner: owner)
    }
}

/// The screen a hosted window is shown on.
final class WindowHostViewController: UIViewController {
    private let hostedWindow: NSWindow
    private let owner: AnyObject?

    init(window: NSWindow, owner: AnyObject?) {
        hostedWindow = window
        self.owner = owner
        super.init(nibName: nil, bundle: nil)
        title = window.title
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func loadView() {
        view = DesktopView(window: hostedWindow)
    }
}

/// A desktop with the window on it: the window at its content size, centred, its title bar above its content; on a
/// page narrower than the window, the window is made as narrow as the page, as a person would resize it.
final class DesktopView: UIView {
    private let hostedWindow: NSWindow
    private let frameView = UIView(frame: .zero)
    private let titleBar = UIView(frame: .zero)
    private let titleLabel = UILabel(frame: .zero)
    private let separator = UIView(frame: .zero)
    private let lights = (0..<3).map { _ in UIView(frame: .zero) }
    /// Holds the content view's backing below the title bar (the content view has no AppKit superview).
    private let contentHolder = UIView(frame: .zero)

    /// The space around the window.
    private static let margin: CGFloat = 16
    /// The close, minimize and zoom buttons' colours.
    private static let lightColors = [
        UIColor(red: 1, green: 95 / 255, blue: 87 / 255, alpha: 1),
        UIColor(red: 254 / 255, green: 188 / 255, blue: 46 / 255, alpha: 1),
        UIColor(red: 40 / 255, green: 200 / 255, blue: 64 / 255, alpha: 1),
    ]

    init(window: NSWindow) {
        hostedWindow = window
        super.init(frame: .zero)
        backgroundColor = UIColor(white: 0.86, alpha: 1)
        frameView.layer.cornerRadius = 10
        frameView.clipsToBounds = true
        frameView.layer.borderWidth = 1
        frameView.layer.borderColor = UIColor(white: 0, alpha: 0.22).cgColor
        frameView.backgroundColor = NSColor.windowBackgroundColor.uiColor
        addSubview(frameView)
        titleBar.backgroundColor = UIColor(white: 0.93, alpha: 1)
        frameView.addSubview(titleBar)
        titleLabel.text = window.title
        titleLabel.font = .systemFont(ofSize: 13, weight: .semibold)
        titleLabel.textColor = NSColor.labelColor.uiColor
        titleLabel.textAlignment = .center
        titleBar.addSubview(titleLabel)
        separator.backgroundColor = UIColor(white: 0, alpha: 0.15)
        titleBar.addSubview(separator)
        for (light, color) in zip(lights, Self.lightColors) {
            light.backgroundColor = color
            light.layer.cornerRadius = 6
            titleBar.addSubview(light)
        }
        frameView.addSubview(contentHolder)
        if let content = window.contentView { contentHolder.addSubview(content.backing) }
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let titleHeight = NSWindow.titleBarHeight
        var content = hostedWindow.contentRect(forFrameRect: hostedWindow.frame).size
        let available = bounds.width - 2 * Self.margin
        if available > 0, content.width > available {
            hostedWindow.setContentSize(NSSize(width: available, height: content.height))
            content = hostedWindow.contentRect(forFrameRect: hostedWindow.frame).size
        }
        // Below any bar over the desktop (a navigation bar, when the window is pushed on a menu).
        frameView.frame = CGRect(
            x: ((bounds.width - content.width) / 2).rounded(.down), y: safeAreaInsets.top + Self.margin,
            width: content.width, height: content.height + titleHeight)
        titleBar.frame = CGRect(x: 0, y: 0, width: content.width, height: titleHeight)
        titleLabel.frame = titleBar.bounds.insetBy(dx: 70, dy: 0)
        separator.frame = CGRect(x: 0, y: titleHeight - 1, width: content.width, height: 1)
        for (index, light) in lights.enumerated() {
            light.frame = CGRect(x: 12 + CGFloat(index) * 20, y: (titleHeight - 12) / 2, width: 12, height: 12)
        }
        contentHolder.frame = CGRect(x: 0, y: titleHeight, width: content.width, height: content.height)
    }
}
