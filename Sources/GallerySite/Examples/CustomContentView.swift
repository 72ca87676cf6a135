import OpenCollectionView

/// The sample's `CustomContentView`: an image view filling the view's layout margins (8 pt), showing a
/// `CustomContentConfiguration`'s image as a large body-sized symbol in its tint.
///
/// The sample pins the image view to the layout margins guide with Auto Layout; headless, `layoutSubviews` places
/// it there, and the view asks for the image's size plus the margins.
@MainActor
final class CustomContentView: UIView, UIContentView {
    let imageView = UIImageView()
    private var appliedConfiguration: CustomContentConfiguration

    init(configuration: CustomContentConfiguration) {
        appliedConfiguration = configuration
        super.init(frame: .zero)
        addSubview(imageView)
        imageView.preferredSymbolConfiguration = .init(font: .preferredFont(forTextStyle: .body), scale: .large)
        apply(configuration: configuration)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    var configuration: any UIContentConfiguration {
        get { appliedConfiguration }
        set {
            guard let newConfiguration = newValue as? CustomContentConfiguration else { return }
            apply(configuration: newConfiguration)
        }
    }

    private func apply(configuration: CustomContentConfiguration) {
        appliedConfiguration = configuration
        imageView.image = configuration.image
        imageView.tintColor = configuration.tintColor
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = bounds.inset(by: layoutMargins)
    }

    /// The image's size and the margins around it.
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    override var intrinsicContentSize: CGSize {
        let image = imageView.intrinsicContentSize
        let margins = directionalLayoutMargins
        guard image.width != UIView.noIntrinsicMetric else {
            return CGSize(width: margins.leading + margins.trailing, height: margins.top + margins.bottom)
        }
        return CGSize(width: image.width + margins.leading + margins.trailing, height: image.height + margins.top + margins.bottom)
    }
}
