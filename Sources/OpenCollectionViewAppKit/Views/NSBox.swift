import Foundation
internal import OpenUIKit

/// AppKit's box: a rectangle that groups its content view — filled, bordered and rounded as a `.custom` box says,
/// a line as a `.separator`.
///
/// Views given to the box with `addSubview(_:)` go into its content view, as in AppKit.
///
/// Differences from AppKit: a `.primary` box draws its rounded, lightly filled group but not its title yet.
@preconcurrency @MainActor
open class NSBox: NSView {
    /// What the box draws.
    public enum BoxType: UInt, Sendable, Hashable {
        /// A group with a light fill and border (and a title in AppKit).
        case primary = 0
        /// A line across the box's longer side.
        case separator = 2
        /// The box's own fill, border and corner radius.
        case custom = 4
    }

    /// Where the title goes.
    public enum TitlePosition: UInt, Sendable, Hashable {
        /// No title.
        case noTitle
        /// Above the box's top border.
        case aboveTop
        /// On the box's top border.
        case atTop
        /// Below the box's top border, inside the box.
        case belowTop
        /// Above the box's bottom border, inside the box.
        case aboveBottom
        /// On the box's bottom border.
        case atBottom
        /// Below the box's bottom border.
        case belowBottom
    }

    public override init(frame frameRect: NSRect) {
        super.init(frame: frameRect)
        installContentView()
    }

    /// A box decoded from an archive (a nib): at the zero rectangle until the nib gives it its frame, with an
    /// empty content view.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installContentView()
    }

    private func installContentView() {
        let content = NSView(frame: NSRect(origin: .zero, size: frame.size))
        content.autoresizingMask = [.width, .height]
        super.addSubview(content)
        contentView = content
        redraw()
    }

    /// The view the box's content lives in, filling the box. Setting another replaces it.
    open var contentView: NSView? {
        didSet {
            guard contentView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let contentView {
                contentView.frame = NSRect(origin: .zero, size: frame.size)
                super.addSubview(contentView)
            }
        }
    }

    /// Adds `view` to the content view.
    open override func addSubview(_ view: NSView) {
        if let contentView, view !== contentView {
            contentView.addSubview(view)
        } else {
            super.addSubview(view)
        }
    }

    /// What the box draws; `.primary` by default.
    open var boxType = BoxType.primary {
        didSet { redraw() }
    }

    /// The box's title (not drawn yet).
    open var title = "Title"

    /// Where the title goes.
    open var titlePosition = TitlePosition.atTop

    /// The fill of a `.custom` box; clear by default.
    open var fillColor = NSColor.clear {
        didSet { redraw() }
    }

    /// The border of a `.custom` box; black by default.
    open var borderColor = NSColor.black {
        didSet { redraw() }
    }

    /// The border's width in a `.custom` box; 1 by default.
    open var borderWidth: CGFloat = 1 {
        didSet { redraw() }
    }

    /// The corners' radius in a `.custom` box; 0 by default.
    open var cornerRadius: CGFloat = 0 {
        didSet { redraw() }
    }

    /// Whether the box draws nothing at all.
    open var isTransparent = false {
        didSet { redraw() }
    }

    private func redraw() {
        let layer = backing.layer
        guard !isTransparent else {
            layer.backgroundColor = nil
            layer.borderWidth = 0
            return
        }
        switch boxType {
        case .custom:
            layer.backgroundColor = fillColor.cgColor
            layer.borderColor = borderColor.cgColor
            layer.borderWidth = borderWidth
            layer.cornerRadius = cornerRadius
        case .primary:
            layer.backgroundColor = NSColor(white: 0, alpha: 0.05).cgColor
            layer.borderColor = NSColor(white: 0, alpha: 0.1).cgColor
            layer.borderWidth = 1
            layer.cornerRadius = 5
        case .separator:
            layer.backgroundColor = NSColor.separatorColor.cgColor
            layer.borderWidth = 0
            layer.cornerRadius = 0
        }
    }
}
