import Foundation

extension UIButton {
    /// A button's appearance as a value (UIKit: `UIButton.Configuration`): its content (title, subtitle, image), the
    /// space around and between them, and its colours and shape, from one of the system styles.
    ///
    /// Colours follow the style, the button's role and state, and the tint: a filled button is the tint with a white
    /// title, a tinted one a pale tint with a tinted title, a gray one a grey fill, a plain one a tinted title alone;
    /// disabled buttons are greyed; a destructive role draws in red. `baseForegroundColor` and `baseBackgroundColor`
    /// replace the tint in the style's formula; `background.backgroundColor` replaces the background outright.
    public struct Configuration: Hashable {
        /// The system styles (UIKit's factory methods).
        enum Style: Hashable {
            case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
        }

        /// The shape of the button's corners (UIKit: `UIButton.Configuration.CornerStyle`).
        public enum CornerStyle: Hashable, Sendable {
            /// The style's and size's radius.
            case dynamic
            /// `background.cornerRadius` as it is.
            case fixed
            /// A small radius (4 pt).
            case small
            /// A medium radius (8 pt).
            case medium
            /// A large radius (12 pt).
            case large
            /// Half the height: a pill.
            case capsule
        }

        /// How large the button draws (UIKit: `UIButton.Configuration.Size`).
        public enum Size: Hashable, Sendable {
            /// The smallest: footnote text.
            case mini
            /// Small: subheadline text.
            case small
            /// The default: body text.
            case medium
            /// Large: body text, more padding.
            case large
        }

        /// Where the image sits beside the title (UIKit: `NSDirectionalRectEdge` for buttons).
        public enum ImagePlacement: Hashable, Sendable {
            /// Before the title.
            case leading
            /// After the title.
            case trailing
        }

        let style: Style

        /// The title.
        public var title: String?
        /// A second line below the title.
        public var subtitle: String?
        /// The image beside the title.
        public var image: UIImage?
        /// Where the image sits. `.leading` by default (the only placement laid out; `.trailing` is kept). [L]
        public var imagePlacement: ImagePlacement = .leading
        /// Space between the image and the title. 0 by default.
        public var imagePadding: CGFloat = 0
        /// Space between the title and the subtitle. 0 by default.
        public var titlePadding: CGFloat = 0
        /// Space around the content.
        public var contentInsets: NSDirectionalEdgeInsets
        /// The colour of the title, subtitle and image; the style's (usually the tint) when `nil`.
        public var baseForegroundColor: UIColor?
        /// The colour the style fills the background with; the style's (usually the tint) when `nil`.
        public var baseBackgroundColor: UIColor?
        /// The background: its colour, when set, replaces the style's; its stroke draws a border.
        public var background = UIBackgroundConfiguration.clear()
        /// The corners' shape. `.dynamic` by default.
        public var cornerStyle: CornerStyle = .dynamic
        /// How large the button draws. `.medium` by default; setting it sets the fonts and insets of that size.
        public var buttonSize: Size = .medium {
            didSet { contentInsets = Self.insets(for: buttonSize) }
        }

        init(style: Style) {
            self.style = style
            contentInsets = Self.insets(for: .medium)
        }

        /// A title in the tint, nothing behind it.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A title in the tint on a pale wash of it.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A title in the tint on a grey fill.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A white title on the tint.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// A title in the tint, nothing behind it, no padding to spare.
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        /// The gray style (UIKit's iOS 15 name for it).
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        /// The tinted style (UIKit's iOS 15 name for it).
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        /// The filled style (UIKit's iOS 15 name for it).
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

        /// The padding of a button of `size`, as iOS draws its buttons. [L]
        static func insets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: NSDirectionalEdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
            case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        /// The title's font for the size.
        @MainActor var titleFont: UIFont {
            switch buttonSize {
            case .mini: UIFont.preferredFont(forTextStyle: .footnote)
            case .small: UIFont.preferredFont(forTextStyle: .subheadline)
            case .medium, .large: UIFont.preferredFont(forTextStyle: .body)
            }
        }

        /// The subtitle's font for the size.
        @MainActor var subtitleFont: UIFont {
            buttonSize == .mini ? UIFont.preferredFont(forTextStyle: .caption2) : UIFont.preferredFont(forTextStyle: .footnote)
        }

        /// The corners' radius for a button `height` tall.
        func cornerRadius(forHeight height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: background.cornerRadius
            case .small: 4
            case .medium: 8
            case .large: 12
            case .capsule: height / 2
            case .dynamic:
                switch style {
                case .plain, .borderless: 0
                default:
                    switch buttonSize {
                    case .mini, .small: 6
                    case .medium: 8
                    case .large: 12
                    }
                }
            }
        }

        /// The foreground and background colours in `state` for a button of `role` tinted `tint`.
        @MainActor func resolvedColors(role: UIButton.Role, state: UIControl.State, tint: UIColor) -> (foreground: UIColor, background: UIColor?) {
            let accent = role == .destructive ? UIColor.systemRed : tint
            let disabled = state.contains(.disabled)
            var foreground: UIColor
            var background: UIColor?
            switch style {
            case .plain, .borderless:
                foreground = baseForegroundColor ?? accent
            case .tinted, .borderedTinted:
                foreground = baseForegroundColor ?? accent
                background = (baseBackgroundColor ?? accent).withAlphaComponent(0.15)
            case .gray, .bordered:
                foreground = baseForegroundColor ?? accent
                background = baseBackgroundColor ?? .tertiarySystemFill
            case .filled, .borderedProminent:
                foreground = baseForegroundColor ?? .white
                background = baseBackgroundColor ?? accent
            }
            if disabled {
                foreground = .tertiaryLabel
                if background != nil { background = .tertiarySystemFill }
            } else if state.contains(.highlighted) {
                // Pressed buttons dim their content, as iOS's do.
                foreground = foreground.withAlphaComponent(0.5)
            }
            return (foreground, self.background.backgroundColorIsCustom ? self.background.backgroundColor : background)
        }
    }
}
