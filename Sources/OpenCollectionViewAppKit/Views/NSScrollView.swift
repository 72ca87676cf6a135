import Foundation
internal import OpenUIKit

/// AppKit's scroll view: shows its document view through its clip view (`contentView`).
///
/// Differences from AppKit: a collection view as the document view scrolls itself (it is drawn by UIKit's, which
/// scrolls): it fills the clip view, following its size, rather than being as tall as its content. Scrollers are
/// the browser's own; `hasVerticalScroller` and its kin are kept.
@preconcurrency @MainActor
open class NSScrollView: NSView {
    public override init(frame frameRect: NSRect) {
        super.init(frame: frameRect)
        installClipView()
    }

    /// A scroll view decoded from an archive (a nib): at the zero rectangle until the nib gives it its frame,
    /// with an empty clip view.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installClipView()
    }

    private func installClipView() {
        let clip = NSClipView(frame: NSRect(origin: .zero, size: frame.size))
        clip.autoresizingMask = [.width, .height]
        addSubview(clip)
        contentView = clip
    }

    /// The view the document shows through.
    open var contentView: NSClipView = NSClipView(frame: .zero) {
        didSet {
            guard contentView !== oldValue else { return }
            oldValue.removeFromSuperview()
            contentView.frame = NSRect(origin: .zero, size: frame.size)
            addSubview(contentView)
        }
    }

    /// The view scrolled: the clip view's document view.
    open var documentView: NSView? {
        get { contentView.documentView }
        set { contentView.documentView = newValue }
    }

    /// Whether the view has a vertical scroller (kept; the browser draws its own).
    open var hasVerticalScroller = false
    /// Whether the view has a horizontal scroller (kept; the browser draws its own).
    open var hasHorizontalScroller = false
    /// Whether scrollers hide while nothing scrolls (kept).
    open var autohidesScrollers = false

    /// Whether the view fills its background with `backgroundColor`.
    open var drawsBackground: Bool {
        get { contentView.drawsBackground }
        set { contentView.drawsBackground = newValue }
    }

    /// The background behind the document.
    open var backgroundColor: NSColor {
        get { contentView.backgroundColor }
        set { contentView.backgroundColor = newValue }
    }
}

/// AppKit's clip view: the part of a scroll view its document view shows through. Flipped, as AppKit's is.
@preconcurrency @MainActor
open class NSClipView: NSView {
    open override var isFlipped: Bool { true }

    /// The view shown. A collection view fills the clip view and follows its size (it scrolls itself).
    open var documentView: NSView? {
        didSet {
            guard documentView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            guard let documentView else { return }
            if documentView is NSCollectionView {
                documentView.frame = NSRect(origin: .zero, size: frame.size)
                documentView.autoresizingMask = [.width, .height]
            }
            addSubview(documentView)
        }
    }

    /// Whether the clip view fills its background with `backgroundColor`; `true` by default.
    open var drawsBackground = true {
        didSet { drawBackground() }
    }

    /// The background behind the document; `controlBackgroundColor` by default.
    open var backgroundColor = NSColor.controlBackgroundColor {
        didSet { drawBackground() }
    }

    private func drawBackground() {
        backing.backgroundColor = drawsBackground ? backgroundColor.uiColor : nil
    }
}
