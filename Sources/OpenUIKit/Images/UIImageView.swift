import Foundation

/// A view that shows an image (UIKit: `UIImageView`), headless: it holds the image and how to draw it;
/// hosts draw `displayedImage` in `displayedTintColor`.
///
/// Its intrinsic size is the image's: for a symbol, the square `SymbolImageMetrics` derives from the
/// image's configuration with `preferredSymbolConfiguration` laid over it, at the view's content size
/// category; for a bitmap, its `size` (pixels over scale). User interaction is off, as in UIKit. Hosts fit a bitmap to
/// the bounds by `contentMode` (a browser draws it as an `<img>` with `object-fit`), always cutting it off at the
/// bounds.
@preconcurrency @MainActor
open class UIImageView: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// An image view showing `image`, sized to it, as in UIKit.
    public convenience init(image: UIImage?) {
        self.init(frame: .zero)
        self.image = image
        if image != nil { bounds.size = intrinsicContentSize }
    }

    /// An image view showing `image`, and `highlightedImage` while highlighted, sized to `image`.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// Image views are not decoded from archives here; this initializer always fails (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The image; `nil` (nothing) by default.
    open var image: UIImage? {
        didSet {
            guard image != oldValue else { return }
            invalidateIntrinsicContentSize()
        }
    }

    /// The image shown while `isHighlighted`; `nil` to keep showing `image`.
    open var highlightedImage: UIImage? {
        didSet {
            guard highlightedImage != oldValue, isHighlighted else { return }
            invalidateIntrinsicContentSize()
        }
    }

    /// Whether `highlightedImage` is shown. `false` by default.
    open var isHighlighted = false {
        didSet {
            guard isHighlighted != oldValue, highlightedImage != nil else { return }
            invalidateIntrinsicContentSize()
        }
    }

    /// The symbol configuration laid over the image's own (values it specifies win); `nil` by default.
    /// Changes the size of symbol images only.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet {
            guard preferredSymbolConfiguration != oldValue else { return }
            invalidateIntrinsicContentSize()
        }
    }

    /// Whether assistive technologies see the image view (UIKit: the `UIAccessibility` property). `false` by default,
    /// as in UIKit: hosts hide the image from them (a browser's `alt=""`).
    open var isAccessibilityElement = false

    /// What assistive technologies call the image when `isAccessibilityElement` (a browser's `alt`); `nil` by default.
    open var accessibilityLabel: String?

    /// Whether symbol images grow with the accessibility text sizes. Stored for hosts; headless symbol sizes
    /// follow text styles at every content size category.
    open var adjustsImageSizeForAccessibilityContentSizeCategory = false

    /// The image drawn now: `highlightedImage` while highlighted (when set), else `image`; a symbol with
    /// `preferredSymbolConfiguration` applied. Headless addition for hosts.
    public var displayedImage: UIImage? {
        let shown = isHighlighted ? (highlightedImage ?? image) : image
        guard let shown, shown.isSymbolImage, let preferredSymbolConfiguration else { return shown }
        return shown.applyingSymbolConfiguration(preferredSymbolConfiguration)
    }

    /// The colour the image is filled with: the image's own `withTintColor(_:)` colour if it has one, else the
    /// view's `tintColor` for template images (symbols by default); `nil` for images drawn in their own colours.
    /// Headless addition for hosts.
    public var displayedTintColor: UIColor? {
        guard let image = displayedImage else { return nil }
        if let imageTint = image.tintColor { return imageTint }
        return image.isTemplate ? tintColor : nil
    }

    /// The displayed image's size (see the type's notes); `noIntrinsicMetric` on both axes without an image.
    open override var intrinsicContentSize: CGSize {
        guard let image = displayedImage else {
            return CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric)
        }
        guard image.isSymbolImage else { return image.size }
        return SymbolImageMetrics.size(of: image.symbolConfiguration, in: traitCollection.preferredContentSizeCategory.resolvedForSizing)
    }

    /// The image's size, or the current size without an image.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        displayedImage == nil ? super.sizeThatFits(size) : intrinsicContentSize
    }
}
