import CompositionalLayoutEngine
@_spi(ViewHooks) import OpenUIKit
import Foundation

/// The view a `UIListContentConfiguration` makes (UIKit: `UIListContentView`): an image view and two labels,
/// laid out inside the configuration's margins.
///
/// The texts stack (text over secondary text) unless the configuration prefers them side by side and both fit
/// on one line, as in `valueCell()`. The height it asks for (`sizeThatFits(_:)`) is the margins plus the taller
/// of the image and the texts, which is what self-sizing list rows measure; offered an unbounded width, it asks
/// for the width its parts take unwrapped, which is what cells of estimated width measure.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private var listConfiguration: UIListContentConfiguration
    let imageView = UIImageView()
    let textLabel = UILabel()
    let secondaryTextLabel = UILabel()

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply(configuration)
    }

    /// List content views are not decoded from archives here; this initializer always fails (see
    /// `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The configuration shown. Setting one that is not a `UIListContentConfiguration` is ignored, and so is one that
    /// draws what the view shows already.
    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else { return }
            // A cell's automatic update sets the configuration again, for the cell's state, right after the app set
            // it: in the usual state it is the same one, and applying it again was some 6 % of scrolling a list.
            let drawsTheSame = list == listConfiguration && !list.transformsColors
            listConfiguration = list
            if !drawsTheSame { apply(list) }
        }
    }

    /// The image's tint and stroke follow the view's tint where the configuration sets none.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        apply(listConfiguration)
    }

    /// Whether the view can show `configuration` in place: true for any `UIListContentConfiguration`.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    /// A layout guide around the primary text, `nil` while the configuration shows none. Its frame follows the
    /// view's layout passes; constrain other views (or a list cell's `separatorLayoutGuide`) to it to line them up
    /// with the text. Constraints read it as the view last placed it: a list cell lays its content out before it
    /// solves its own constraints, so the separator guide follows the text in the same pass.
    public var textLayoutGuide: UILayoutGuide? {
        textLabel.isHidden ? nil : contentGuide(for: .text)
    }

    /// A layout guide around the secondary text, `nil` while the configuration shows none.
    public var secondaryTextLayoutGuide: UILayoutGuide? {
        secondaryTextLabel.isHidden ? nil : contentGuide(for: .secondaryText)
    }

    /// A layout guide around the image, `nil` while the configuration shows none.
    public var imageLayoutGuide: UILayoutGuide? {
        imageView.isHidden ? nil : contentGuide(for: .image)
    }

    /// The parts of the content a layout guide can follow.
    private enum ContentPart: Int, CaseIterable {
        case image, text, secondaryText

        var identifier: String {
            switch self {
            case .image: "UIListContentView-imageLayoutGuide"
            case .text: "UIListContentView-textLayoutGuide"
            case .secondaryText: "UIListContentView-secondaryTextLayoutGuide"
            }
        }
    }

    /// The guides asked for so far, by part; made on first use, so views nobody constrains to pay nothing.
    private var contentGuides: [UILayoutGuide?] = Array(repeating: nil, count: ContentPart.allCases.count)

    private func view(of part: ContentPart) -> UIView {
        switch part {
        case .image: imageView
        case .text: textLabel
        case .secondaryText: secondaryTextLabel
        }
    }

    private func contentGuide(for part: ContentPart) -> UILayoutGuide {
        if let guide = contentGuides[part.rawValue] { return guide }
        let guide = UILayoutGuide(systemGuide: .content, owner: self, identifier: part.identifier)
        guide.solvedFrame = view(of: part).frame
        contentGuides[part.rawValue] = guide
        return guide
    }

    private func apply(_ configuration: UIListContentConfiguration) {
        directionalLayoutMargins = configuration.directionalLayoutMargins
        imageView.image = configuration.image
        imageView.isHidden = configuration.image == nil
        imageView.preferredSymbolConfiguration = configuration.imageProperties.preferredSymbolConfiguration
            ?? UIImage.SymbolConfiguration(font: configuration.textProperties.font)
        imageView.tintColor = configuration.imageProperties.resolvedTintColor(for: tintColor)
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        // The image's stroke is its view's border, which follows its corner radius.
        let strokeWidth = configuration.imageProperties.strokeWidth
        imageView.layer.borderWidth = strokeWidth
        imageView.layer.borderColor = strokeWidth > 0
            ? configuration.imageProperties.resolvedStrokeColor(for: tintColor).cgColor : nil
        alpha = configuration.alpha
        style(textLabel, configuration.displayedText, configuration.textProperties, attributed: configuration.attributedText)
        style(
            secondaryTextLabel, configuration.displayedSecondaryText, configuration.secondaryTextProperties,
            attributed: configuration.secondaryAttributedText)
        cachedPlacement = nil
        cachedNaturalWidth = nil
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    open override func traitsDidChange() {
        super.traitsDidChange()
        cachedPlacement = nil
        cachedNaturalWidth = nil
    }

    @_spi(ViewHooks) override open func textMeasurementDidChange() {
        super.textMeasurementDidChange()
        cachedPlacement = nil
        cachedNaturalWidth = nil
    }

    /// Gives `label` the text and its properties; an attributed text's attributes over all of it go over the
    /// properties, as UIKit's do.
    private func style(
        _ label: UILabel, _ text: String?, _ properties: UIListContentConfiguration.TextProperties,
        attributed: NSAttributedString?
    ) {
        label.text = text.map(properties.transformed)
        label.isHidden = text == nil || text?.isEmpty == true
        label.font = properties.font
        label.textColor = properties.resolvedColor()
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
        label.textAlignment = switch properties.alignment {
        case .natural: .natural
        case .center: .center
        case .justified: .justified
        }
        if let attributed { label.applyWholeAttributes(of: attributed) }
    }

    // MARK: Layout

    /// Where each part goes in a view `width` wide, and the height the view needs.
    private struct Placement {
        var image = CGRect.zero
        var text = CGRect.zero
        var secondaryText = CGRect.zero
        var height: CGFloat = 0
        /// The margins, the image with its padding, and the wider text (or both texts side by side).
        var contentWidth: CGFloat = 0
    }

    /// The last placement computed, for its width and margins; fitting, layout and the intrinsic size all ask for it.
    private var cachedPlacement: (width: CGFloat, margins: NSDirectionalEdgeInsets, placement: Placement)?
    private var cachedNaturalWidth: (margins: NSDirectionalEdgeInsets, width: CGFloat)?

    private func placement(forWidth width: CGFloat) -> Placement {
        let margins = effectiveMargins(forWidth: width)
        if let cachedPlacement, cachedPlacement.width == width, cachedPlacement.margins == margins {
            return cachedPlacement.placement
        }
        let placement = computePlacement(forWidth: width, margins: margins)
        cachedPlacement = (width, margins, placement)
        return placement
    }

    /// The configuration's margins, widened horizontally to the superview's layout margins where the view reaches
    /// them (a list cell's 16 or 20 pt), as `axesPreservingSuperviewLayoutMargins` asks. Vertical margins stay the
    /// configuration's: styles set them for their row heights ([L]: UIKit's vertical preservation is not observed).
    private func effectiveMargins(forWidth width: CGFloat) -> NSDirectionalEdgeInsets {
        var margins = listConfiguration.directionalLayoutMargins
        let preserved = listConfiguration.axesPreservingSuperviewLayoutMargins
        guard let superview else { return margins }
        let outer = superview.directionalLayoutMargins
        if preserved.contains(.horizontal) {
            // Distances to the superview's edges, named by reading direction.
            let rightToLeft = isRightToLeft
            let leadingGap = rightToLeft ? superview.bounds.width - frame.maxX : frame.minX
            // A view asked for its own width is one that resizes with its superview (a cell's content view being
            // fitted), so it keeps its current distance to the superview's trailing edge.
            let trailingGap = width < .greatestFiniteMagnitude
                ? superview.bounds.width - leadingGap - width
                : (rightToLeft ? frame.minX : superview.bounds.width - frame.maxX)
            margins.leading = max(margins.leading, outer.leading - leadingGap)
            margins.trailing = max(margins.trailing, outer.trailing - trailingGap)
        }
        return margins
    }

    private func computePlacement(forWidth width: CGFloat, margins: NSDirectionalEdgeInsets) -> Placement {
        let configuration = listConfiguration
        var placement = Placement()

        let image = imageMetrics()
        let imageSize = image?.size ?? .zero
        let imageWidth = image?.reservedWidth ?? 0
        let textX = margins.leading + (image.map { $0.reservedWidth + configuration.imageToTextPadding } ?? 0)
        let available = max(0, width - textX - margins.trailing)
        let hasText = !textLabel.isHidden
        let hasSecondary = !secondaryTextLabel.isHidden

        var textBlockHeight: CGFloat = 0
        var textBlockWidth: CGFloat = 0
        if hasText && hasSecondary && configuration.prefersSideBySideTextAndSecondaryText,
            let sideBySide = sideBySidePlacement(textX: textX, available: available, width: width, margins: margins)
        {
            (placement.text, placement.secondaryText, textBlockHeight, textBlockWidth) = sideBySide
        } else {
            let textSize = hasText ? measure(textLabel, width: available) : .zero
            let secondarySize = hasSecondary ? measure(secondaryTextLabel, width: available) : .zero
            let padding = hasText && hasSecondary ? configuration.textToSecondaryTextVerticalPadding : 0
            textBlockHeight = textSize.height + padding + secondarySize.height
            textBlockWidth = max(textSize.width, secondarySize.width)
            placement.text = CGRect(x: textX, y: 0, width: hasText ? available : 0, height: textSize.height)
            placement.secondaryText = CGRect(
                x: textX, y: textSize.height + padding, width: hasSecondary ? available : 0, height: secondarySize.height)
        }

        let contentHeight = max(imageSize.height, textBlockHeight)
        placement.height = margins.top + contentHeight + margins.bottom
        let imageToText = imageWidth > 0 && (hasText || hasSecondary) ? configuration.imageToTextPadding : 0
        placement.contentWidth = margins.leading + imageWidth + imageToText + textBlockWidth + margins.trailing
        let textTop = margins.top + (contentHeight - textBlockHeight) / 2
        placement.text.origin.y += textTop
        placement.secondaryText.origin.y += textTop
        if let image {
            placement.image = CGRect(
                x: margins.leading + (image.reservedWidth - imageSize.width) / 2, y: margins.top + (contentHeight - imageSize.height) / 2,
                width: imageSize.width, height: imageSize.height)
        }
        return placement
    }

    /// The image's size (its natural size within the configuration's maximum) and the width kept for it (at least
    /// the reserved layout width, so that texts line up across rows); `nil` without an image.
    private func imageMetrics() -> (size: CGSize, reservedWidth: CGFloat)? {
        guard listConfiguration.image != nil else { return nil }
        var size = imageView.intrinsicSize(fallback: .zero)
        let maximum = listConfiguration.imageProperties.maximumSize
        if maximum.width > 0 { size.width = min(size.width, maximum.width) }
        if maximum.height > 0 { size.height = min(size.height, maximum.height) }
        return (size, max(listConfiguration.imageProperties.reservedLayoutSize.width, size.width))
    }

    /// The texts on one line, the secondary one at the trailing margin, when both fit without wrapping.
    private func sideBySidePlacement(
        textX: CGFloat, available: CGFloat, width: CGFloat, margins: NSDirectionalEdgeInsets
    ) -> (text: CGRect, secondary: CGRect, height: CGFloat, width: CGFloat)? {
        let text = measure(textLabel, width: .greatestFiniteMagnitude)
        let secondary = measure(secondaryTextLabel, width: .greatestFiniteMagnitude)
        let padding = listConfiguration.textToSecondaryTextHorizontalPadding
        guard text.width + padding + secondary.width <= available else { return nil }
        let height = max(text.height, secondary.height)
        let textFrame = CGRect(x: textX, y: (height - text.height) / 2, width: available - padding - secondary.width,
                               height: text.height)
        let secondaryFrame = CGRect(x: width - margins.trailing - secondary.width, y: (height - secondary.height) / 2,
                                    width: secondary.width, height: secondary.height)
        return (textFrame, secondaryFrame, height, text.width + padding + secondary.width)
    }

    private func measure(_ label: UILabel, width: CGFloat) -> CGSize {
        label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let placement = placement(forWidth: bounds.width)
        // A view taller than its content (a fixed-height cell) centres the content vertically, as UIKit's does.
        let shift = max(0, (bounds.height - placement.height) / 2)
        // On the display's pixels, as UIKit's frames are: symbol sizes and centring give fractions of a point.
        let grid = PixelGrid(scale: traitCollection.displayScale)
        // The placement reads left to right; a right-to-left view shows it reflected (image on the right).
        func place(_ rect: CGRect) -> CGRect {
            grid.round(placedForLayoutDirection(rect.offsetBy(dx: 0, dy: shift), inWidth: bounds.width))
        }
        imageView.frame = place(placement.image)
        textLabel.frame = place(placement.text)
        secondaryTextLabel.frame = place(placement.secondaryText)
        for part in ContentPart.allCases {
            contentGuides[part.rawValue]?.solvedFrame = view(of: part).frame
        }
    }

    /// `size.width` wide, as tall as the content needs; for an unbounded width, as wide as the content needs with
    /// each text unwrapped.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let placement = placement(forWidth: size.width)
        // Unbounded, the placement is the unwrapped one, whose content width is the natural width.
        let width = size.width < .greatestFiniteMagnitude ? size.width : placement.contentWidth
        return CGSize(width: width, height: placement.height)
    }

    /// As wide as the content on one line (margins, image, and the wider text — or both texts side by side when
    /// the configuration prefers it), as tall as the content needs at the view's width. Constraints that give the
    /// view less width wrap its text; the height then follows (`intrinsicContentSize(forWidth:)`).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: naturalWidth, height: placement(forWidth: bounds.width).height)
    }

    open override func intrinsicContentSize(forWidth width: CGFloat) -> CGSize {
        CGSize(width: naturalWidth, height: placement(forWidth: width).height)
    }

    /// The width the content takes without wrapping, kept apart from the placement cache so that the solver's
    /// alternating questions (natural width, height at a width) don't evict each other.
    private var naturalWidth: CGFloat {
        let margins = effectiveMargins(forWidth: .greatestFiniteMagnitude)
        if let cachedNaturalWidth, cachedNaturalWidth.margins == margins { return cachedNaturalWidth.width }
        let width = computePlacement(forWidth: .greatestFiniteMagnitude, margins: margins).contentWidth
        cachedNaturalWidth = (margins, width)
        return width
    }
}
