import Foundation

/// A function from one colour to another that a configuration applies to a colour it resolves
/// (UIKit: `UIConfigurationColorTransformer`), such as dimming a highlighted cell's background.
public struct UIConfigurationColorTransformer: Sendable {
    /// The transformation.
    public let transform: @Sendable (UIColor) -> UIColor

    /// A transformer that applies `transform`.
    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) {
        self.transform = transform
    }

    /// `color` transformed.
    public func callAsFunction(_ color: UIColor) -> UIColor {
        transform(color)
    }

    /// Turns every colour into the grey of the same luminance (Rec. 709 weights), keeping its alpha.
    public static let grayscale = UIConfigurationColorTransformer { color in
        let luminance = 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue
        return UIColor(white: luminance, alpha: color.alpha)
    }

    /// Replaces every colour with the app's preferred tint, the system blue (headless apps have no accent
    /// colour setting), keeping the colour's alpha.
    public static let preferredTint = UIConfigurationColorTransformer { color in
        UIColor.systemBlue.withAlphaComponent(color.alpha)
    }

    /// Replaces every colour with the monochrome tint, a mid grey, keeping the colour's alpha.
    public static let monochromeTint = UIConfigurationColorTransformer { color in
        UIColor.systemGray.withAlphaComponent(color.alpha)
    }
}
