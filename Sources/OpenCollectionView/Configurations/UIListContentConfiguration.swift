import Foundation

/// The content of a list cell, header or footer: an image, a text and a secondary text, with their styles and
/// spacing (UIKit: `UIListContentConfiguration`).
///
/// Start from a style (`cell()`, `subtitleCell()`, `valueCell()`, `sidebarCell()`, `groupedHeader()`, …),
/// usually through a list cell's `defaultContentConfiguration()`, set the texts and image, and assign it to the
/// cell's `contentConfiguration`. Each style's fonts, colours, margins and paddings come from
/// `ListContentMetrics`, where the values UIKit does not document are marked [L].
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// The named styles.
    enum Style: Hashable, Sendable {
        case cell, subtitleCell, valueCell
        case sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell, accompaniedSidebarSubtitleCell
        case plainHeader, plainFooter, groupedHeader, groupedFooter, sidebarHeader
        case prominentInsetGroupedHeader, extraProminentInsetGroupedHeader
    }

    /// How a text is drawn (UIKit: `UIListContentConfiguration.TextProperties`).
    public struct TextProperties: Hashable {
        /// How a text's letters are cased when drawn (UIKit: `TextTransform`).
        public enum TextTransform: Int, Sendable, Hashable {
            /// As written, all capitals, all lower case, or each word capitalised.
            case none, uppercase, lowercase, capitalized
        }

        /// How a text lines up (UIKit: `TextAlignment`).
        public enum TextAlignment: Int, Sendable, Hashable {
            /// Aligned to the leading edge of the writing direction, centred, or stretched to both edges.
            case natural, center, justified
        }

        /// The font the text is drawn in; each style starts from its own text style.
        public var font: UIFont
        /// The text's colour before `colorTransformer` is applied.
        public var color: UIColor
        /// Applied to `color` to give the colour the text is drawn in.
        public var colorTransformer: UIConfigurationColorTransformer?
        /// How the text lines up within its frame. Default `.natural`.
        public var alignment = TextAlignment.natural
        /// How text that does not fit is wrapped or truncated. Default: truncated at the end.
        public var lineBreakMode = NSLineBreakMode.byTruncatingTail
        /// The most lines; 0 for no limit.
        public var numberOfLines = 0
        /// Whether too-wide text would shrink to fit. Stored, not applied: the list content view does not pass it on.
        public var adjustsFontSizeToFitWidth = false
        /// The smallest fraction of the font size shrinking may reach. Stored, not applied by the list content view.
        public var minimumScaleFactor: CGFloat = 0
        /// Whether letters may be squeezed before the text truncates. Stored, not applied by the list content view.
        public var allowsDefaultTighteningForTruncation = true
        /// Whether the font follows the content size category of the view's traits. Default `true`.
        public var adjustsFontForContentSizeCategory = true
        /// The casing the text is drawn in, whatever its own. Default `.none`.
        public var transform = TextTransform.none
        /// Whether the full text would be offered when it truncates. Stored, not applied by the list content view.
        public var showsExpansionTextWhenTruncated = false

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        /// `color` through `colorTransformer`.
        public func resolvedColor() -> UIColor {
            colorTransformer.map { $0(color) } ?? color
        }

        /// `text` as `transform` cases it.
        func transformed(_ text: String) -> String {
            switch transform {
            case .none: text
            case .uppercase: text.uppercased()
            case .lowercase: text.lowercased()
            case .capitalized: text.capitalized
            }
        }

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.font == rhs.font && lhs.color == rhs.color && (lhs.colorTransformer == nil) == (rhs.colorTransformer == nil)
                && lhs.alignment == rhs.alignment && lhs.lineBreakMode == rhs.lineBreakMode
                && lhs.numberOfLines == rhs.numberOfLines && lhs.adjustsFontSizeToFitWidth == rhs.adjustsFontSizeToFitWidth
                && lhs.minimumScaleFactor == rhs.minimumScaleFactor && lhs.transform == rhs.transform
                && lhs.adjustsFontForContentSizeCategory == rhs.adjustsFontForContentSizeCategory
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(font)
            hasher.combine(color)
            hasher.combine(numberOfLines)
        }
    }

    /// How the image is drawn (UIKit: `UIListContentConfiguration.ImageProperties`).
    public struct ImageProperties: Hashable {
        /// Stands for the style's standard size in `reservedLayoutSize`.
        public static let standardDimension = -CGFloat.greatestFiniteMagnitude

        /// The configuration symbol images are drawn with; `nil` sizes symbols to match the text's font.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// The tint of template images and symbols; `nil` uses the view's tint colour.
        public var tintColor: UIColor?
        /// Applied to the image's tint (or the view's tint standing in for it) before it is drawn.
        public var tintColorTransformer: UIConfigurationColorTransformer?
        /// How much the image's corners are rounded, in points.
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is drawn at; zero on an axis means no limit.
        public var maximumSize = CGSize.zero
        /// The size reserved for the image even when it is smaller, so texts of rows with different images line up;
        /// zero on an axis reserves nothing.
        public var reservedLayoutSize = CGSize.zero
        /// Whether the image keeps its colours when the system inverts colours. Stored, not applied.
        public var accessibilityIgnoresInvertColors = false
        /// The colour of the outline drawn around the image (iOS 18); `nil` uses the view's tint colour. No outline is
        /// drawn while `strokeWidth` is 0.
        public var strokeColor: UIColor?
        /// Applied to the stroke colour (or the tint standing in for it) before it is drawn (iOS 18).
        public var strokeColorTransformer: UIConfigurationColorTransformer?
        /// The width of the outline drawn around the image, following its corner radius (iOS 18); 0, the default,
        /// draws none.
        public var strokeWidth: CGFloat = 0

        /// The tint to draw with: `tintColor` (or the view's `tintColor` when `nil`) through the transformer.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let color = self.tintColor ?? tintColor
            return tintColorTransformer.map { $0(color) } ?? color
        }

        /// The stroke colour to draw with: `strokeColor` (or `tintColor` when it is `nil`) through the transformer
        /// (iOS 18).
        public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
            let color = strokeColor ?? tintColor
            return strokeColorTransformer.map { $0(color) } ?? color
        }

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.preferredSymbolConfiguration == rhs.preferredSymbolConfiguration && lhs.tintColor == rhs.tintColor
                && (lhs.tintColorTransformer == nil) == (rhs.tintColorTransformer == nil)
                && lhs.cornerRadius == rhs.cornerRadius && lhs.maximumSize == rhs.maximumSize
                && lhs.reservedLayoutSize == rhs.reservedLayoutSize && lhs.strokeColor == rhs.strokeColor
                && (lhs.strokeColorTransformer == nil) == (rhs.strokeColorTransformer == nil)
                && lhs.strokeWidth == rhs.strokeWidth
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(tintColor)
            hasher.combine(cornerRadius)
        }
    }

    /// Whether any colour goes through a transformer: two configurations that are equal (`==`) but for their
    /// transformers, which are functions, may draw differently.
    var transformsColors: Bool {
        textProperties.colorTransformer != nil || secondaryTextProperties.colorTransformer != nil
            || imageProperties.tintColorTransformer != nil || imageProperties.strokeColorTransformer != nil
    }

    let style: Style
    /// The image at the leading side; `nil` shows none and gives its space to the texts.
    public var image: UIImage?
    /// The primary text; `nil` or empty shows none. `attributedText`, when set, supersedes it.
    public var text: String?
    /// The primary text with attributes; when not `nil` it supersedes `text`. It is drawn with `textProperties`, and
    /// the attributes that cover all of it go over them: `.font`, `.foregroundColor`, `.paragraphStyle`'s alignment and
    /// line breaking, `.underlineStyle` and `.strikethroughStyle` (`UILabel.attributedText`). An attribute over part
    /// of the text is not drawn.
    public var attributedText: NSAttributedString?
    /// The secondary text, below the primary text or beside it; `nil` or empty shows none. `secondaryAttributedText`,
    /// when set, supersedes it.
    public var secondaryText: String?
    /// The secondary text with attributes; when not `nil` it supersedes `secondaryText`. Drawn with
    /// `secondaryTextProperties` and the attributes that cover all of it, as `attributedText` is.
    public var secondaryAttributedText: NSAttributedString?
    /// The opacity of the content view showing the configuration, from 0 to 1 (iOS 18). Default 1.
    public var alpha: CGFloat = 1
    /// How the primary text is drawn, starting from the style's font and colour.
    public var textProperties: TextProperties
    /// How the secondary text is drawn, starting from the style's font and colour.
    public var secondaryTextProperties: TextProperties
    /// How the image is sized, tinted and rounded.
    public var imageProperties = ImageProperties()
    /// The margins around the content.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// The axes on which the view keeps at least its superview's layout margins.
    public var axesPreservingSuperviewLayoutMargins: UIAxis = [.horizontal, .vertical]
    /// Whether the texts sit side by side (when they fit) rather than stacked.
    public var prefersSideBySideTextAndSecondaryText: Bool
    /// The space between the image (or the width reserved for it) and the texts.
    public var imageToTextPadding: CGFloat
    /// The smallest gap between the texts when they sit side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat
    /// The gap between the texts when the secondary text is stacked below the primary one.
    public var textToSecondaryTextVerticalPadding: CGFloat

    init(style: Style) {
        let metrics = ListContentMetrics.metrics(for: style)
        self.style = style
        textProperties = TextProperties(font: .preferredFont(forTextStyle: metrics.textStyle), color: metrics.textColor)
        if metrics.textIsBold { textProperties.font = .preferredFont(forTextStyle: metrics.textStyle).bold }
        textProperties.transform = metrics.textTransform
        secondaryTextProperties = TextProperties(
            font: .preferredFont(forTextStyle: metrics.secondaryTextStyle), color: metrics.secondaryTextColor)
        if style == .valueCell { secondaryTextProperties.numberOfLines = 1 }
        directionalLayoutMargins = metrics.margins
        prefersSideBySideTextAndSecondaryText = metrics.sideBySide
        imageToTextPadding = metrics.imageToTextPadding
        textToSecondaryTextHorizontalPadding = metrics.horizontalTextPadding
        textToSecondaryTextVerticalPadding = metrics.verticalTextPadding
    }

    /// A row with a text (and, below it, a secondary text).
    public static func cell() -> Self { Self(style: .cell) }
    /// A row with a text over a smaller secondary text.
    public static func subtitleCell() -> Self { Self(style: .subtitleCell) }
    /// A row with a text and, at the trailing side, a secondary text as its value.
    public static func valueCell() -> Self { Self(style: .valueCell) }
    /// A row of a sidebar.
    public static func sidebarCell() -> Self { Self(style: .sidebarCell) }
    /// A row of a sidebar with a secondary text below the text.
    public static func sidebarSubtitleCell() -> Self { Self(style: .sidebarSubtitleCell) }
    /// A row of a sidebar shown beside other content.
    public static func accompaniedSidebarCell() -> Self { Self(style: .accompaniedSidebarCell) }
    /// A row of a sidebar shown beside other content, with a secondary text.
    public static func accompaniedSidebarSubtitleCell() -> Self { Self(style: .accompaniedSidebarSubtitleCell) }
    /// The header of a plain list section.
    public static func plainHeader() -> Self { Self(style: .plainHeader) }
    /// The footer of a plain list section.
    public static func plainFooter() -> Self { Self(style: .plainFooter) }
    /// The header of a grouped list section.
    public static func groupedHeader() -> Self { Self(style: .groupedHeader) }
    /// The footer of a grouped list section.
    public static func groupedFooter() -> Self { Self(style: .groupedFooter) }
    /// The header of a sidebar section.
    public static func sidebarHeader() -> Self { Self(style: .sidebarHeader) }
    /// A large header of an inset-grouped section.
    public static func prominentInsetGroupedHeader() -> Self { Self(style: .prominentInsetGroupedHeader) }
    /// A larger header of an inset-grouped section.
    public static func extraProminentInsetGroupedHeader() -> Self { Self(style: .extraProminentInsetGroupedHeader) }
    /// A section header in the list's own style; headless, the plain one.
    public static func header() -> Self { Self(style: .plainHeader) }
    /// A section footer in the list's own style; headless, the plain one.
    public static func footer() -> Self { Self(style: .plainFooter) }

    /// The primary text shown: `attributedText`'s characters when it is set, else `text`.
    var displayedText: String? { attributedText?.string ?? text }

    /// The secondary text shown: `secondaryAttributedText`'s characters when it is set, else `secondaryText`.
    var displayedSecondaryText: String? { secondaryAttributedText?.string ?? secondaryText }

    /// A new `UIListContentView` showing this configuration.
    public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// This configuration for `state`: selected sidebar rows show white text and image on the tint, disabled
    /// rows grey text, as UIKit's styles do.
    public func updated(for state: any UIConfigurationState) -> Self {
        var updated = self
        let flags = ConfigurationStyleFlags(state)
        let (isSelected, isDisabled) = (flags.isSelected, flags.isDisabled)
        let isSidebar = style == .sidebarCell || style == .sidebarSubtitleCell
        if isSidebar && isSelected {
            updated.textProperties.color = .white
            updated.secondaryTextProperties.color = .white
            updated.imageProperties.tintColor = .white
        }
        if isDisabled {
            updated.textProperties.color = .tertiaryLabel
            updated.secondaryTextProperties.color = .tertiaryLabel
        }
        return updated
    }
}

extension UIFont {
    /// The same font in bold.
    var bold: UIFont {
        fontDescriptor.withSymbolicTraits(.traitBold).map { UIFont(descriptor: $0, size: pointSize) } ?? self
    }
}
