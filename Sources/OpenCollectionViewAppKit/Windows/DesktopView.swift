import Foundation
internal import OpenUIKit

/// A desktop with the window on it: the window at its content size, centred, its title bar above its content, and — for
/// a resizable window — a grip in its bottom corner that a person drags to resize it, as a Mac's window edge. Once
/// resized, the window keeps its top-left corner where it was (its bottom-right corner follows the pointer). On a page
/// narrower than the window, the window is made as narrow as the page, as a person would resize it.
final class DesktopView: UIView {
    private let hostedWindow: NSWindow
    private let frameView = UIView(frame: .zero)
    private let titleBar = UIView(frame: .zero)
    private let titleLabel = UILabel(frame: .zero)
    private let separator = UIView(frame: .zero)
    private let lights = (0..<3).map { _ in UIView(frame: .zero) }
    /// Holds the content view's backing below the title bar (the content view has no AppKit superview).
    private let contentHolder = UIView(frame: .zero)
    private let resizeGrip = WindowResizeGrip()
    /// Where a person's resize left the window's top-left corner; `nil` while the window is centred.
    private var pinnedOrigin: CGPoint?
    /// The content size when the resize under way began.
    private var contentSizeAtDragStart: CGSize?

    /// The space around the window.
    private static let margin: CGFloat = 16
    /// The grip's side.
    private static let gripSide: CGFloat = 16
    /// The smallest content a person can resize a window to, whatever its `contentMinSize`: room for the title bar's
    /// buttons and a row.
    private static let smallestContent = CGSize(width: 100, height: 40)
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
        if window.styleMask.contains(.resizable) {
            resizeGrip.onDrag = { [unowned self] drag in resizeGripDidDrag(drag) }
            frameView.addSubview(resizeGrip)
        }
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsLayout()
    }

    private var contentSize: CGSize {
        hostedWindow.contentRect(forFrameRect: hostedWindow.frame).size
    }

    /// The window's top edge: below any bar over the desktop (a navigation bar, when the window is pushed on a menu).
    private var windowTop: CGFloat {
        safeAreaInsets.top + Self.margin
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let titleHeight = NSWindow.titleBarHeight
        let widest = bounds.width - 2 * Self.margin
        if widest > 0, contentSize.width > widest {
            hostedWindow.setContentSize(NSSize(width: widest, height: contentSize.height))
        }
        let content = contentSize
        let left = pinnedOrigin.map { max(Self.margin, min($0.x, bounds.width - Self.margin - content.width)) }
            ?? ((bounds.width - content.width) / 2).rounded(.down)
        frameView.frame = CGRect(x: left, y: windowTop, width: content.width, height: content.height + titleHeight)
        titleBar.frame = CGRect(x: 0, y: 0, width: content.width, height: titleHeight)
        titleLabel.frame = titleBar.bounds.insetBy(dx: 70, dy: 0)
        separator.frame = CGRect(x: 0, y: titleHeight - 1, width: content.width, height: 1)
        for (index, light) in lights.enumerated() {
            light.frame = CGRect(x: 12 + CGFloat(index) * 20, y: (titleHeight - 12) / 2, width: 12, height: 12)
        }
        contentHolder.frame = CGRect(x: 0, y: titleHeight, width: content.width, height: content.height)
        resizeGrip.frame = CGRect(
            x: content.width - Self.gripSide, y: frameView.bounds.height - Self.gripSide,
            width: Self.gripSide, height: Self.gripSide)
    }

    /// A person dragged the grip: the window's content grows or shrinks with the pointer's travel since the press,
    /// no smaller than its `contentMinSize` (and room for its title bar), no larger than the desktop around it
    /// (unless it was larger already).
    private func resizeGripDidDrag(_ drag: ResizeHandleDrag) {
        switch drag {
        case .began:
            contentSizeAtDragStart = contentSize
            pinnedOrigin = frameView.frame.origin
        case .moved(let translation):
            guard let start = contentSizeAtDragStart, let origin = pinnedOrigin else { return }
            let widest = max(bounds.width - origin.x - Self.margin, start.width)
            let tallest = max(bounds.height - origin.y - Self.margin - NSWindow.titleBarHeight, start.height)
            let smallest = CGSize(
                width: max(Self.smallestContent.width, hostedWindow.contentMinSize.width),
                height: max(Self.smallestContent.height, hostedWindow.contentMinSize.height))
            let size = NSSize(
                width: min(max(start.width + translation.width, smallest.width), widest).rounded(),
                height: min(max(start.height + translation.height, smallest.height), tallest).rounded())
            guard size != contentSize else { return }
            hostedWindow.setContentSize(size)
            setNeedsLayout()
        case .ended:
            contentSizeAtDragStart = nil
        }
    }
}

/// The corner of a resizable desktop window a person drags to resize it.
final class WindowResizeGrip: UIView, HostResizeHandle {
    /// Called with each drag the host reports.
    var onDrag: ((ResizeHandleDrag) -> Void)?

    func hostDidDrag(_ drag: ResizeHandleDrag) {
        onDrag?(drag)
    }
}
