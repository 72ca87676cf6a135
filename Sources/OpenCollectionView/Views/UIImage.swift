import Foundation

/// An image (UIKit: `UIImage`). Headless, an image is what a host needs to draw it: an SF Symbol's name
/// (`UIImage(systemName:)`), which the host maps to its own icon set, or a named asset — plus the symbol
/// configuration, rendering mode and tint UIKit would draw it with.
///
/// Immutable and `Sendable`, as in UIKit: the `with…` methods return new images.
public final class UIImage: Sendable, Hashable, CustomStringConvertible {
    /// How an image is coloured (UIKit: `UIImage.RenderingMode`, same raw values).
    public enum RenderingMode: Int, Sendable, Hashable {
        /// Symbols are drawn as templates, other images as they are.
        case automatic = 0
        /// Drawn in the image's own colours (or its `withTintColor(_:)` colour).
        case alwaysOriginal = 1
        /// Drawn as a shape filled with the tint colour.
        case alwaysTemplate = 2
    }

    /// The symbol's name for `UIImage(systemName:)`; `nil` for named assets.
    public let systemName: String?
    /// The asset's name for `UIImage(named:)`; `nil` for symbols.
    public let name: String?
    /// The configuration a symbol is drawn with (size, weight, scale); `nil` when none was given.
    public let symbolConfiguration: SymbolConfiguration?
    /// How the image is coloured; `.automatic` unless changed with `withRenderingMode(_:)` or
    /// `withTintColor(_:)`.
    public let renderingMode: RenderingMode
    /// The colour given to `withTintColor(_:)`; `nil` otherwise. Headless addition (UIKit keeps it private).
    public let tintColor: UIColor?

    private init(
        systemName: String?, name: String?, symbolConfiguration: SymbolConfiguration?, renderingMode: RenderingMode,
        tintColor: UIColor?
    ) {
        self.systemName = systemName
        self.name = name
        self.symbolConfiguration = symbolConfiguration
        self.renderingMode = renderingMode
        self.tintColor = tintColor
    }

    /// The SF Symbol `systemName`. Unlike UIKit, any non-empty name succeeds: hosts decide how to draw it.
    public convenience init?(systemName: String) {
        self.init(systemName: systemName, withConfiguration: nil)
    }

    /// The SF Symbol `systemName` drawn with `configuration` (a `SymbolConfiguration`; other configurations
    /// carry nothing headlessly).
    public convenience init?(systemName: String, withConfiguration configuration: Configuration?) {
        guard !systemName.isEmpty else { return nil }
        self.init(
            systemName: systemName, name: nil, symbolConfiguration: configuration as? SymbolConfiguration,
            renderingMode: .automatic, tintColor: nil
        )
    }

    /// The SF Symbol `systemName`. The traits are not used headlessly.
    public convenience init?(systemName: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: systemName, withConfiguration: nil)
    }

    /// The image asset `named`. Unlike UIKit, any non-empty name succeeds: hosts decide how to draw it.
    public convenience init?(named name: String) {
        guard !name.isEmpty else { return nil }
        self.init(systemName: nil, name: name, symbolConfiguration: nil, renderingMode: .automatic, tintColor: nil)
    }

    /// Whether the image is an SF Symbol.
    public var isSymbolImage: Bool { systemName != nil }

    /// The image's configuration: its `symbolConfiguration`.
    public var configuration: Configuration? { symbolConfiguration }

    /// The image's size in points. A symbol's is a square `SymbolImageMetrics` derives from its configuration
    /// (17 × 17 without one); a named asset's is unknown headlessly and reported as zero.
    public var size: CGSize {
        guard isSymbolImage else { return .zero }
        return SymbolImageMetrics.size(of: symbolConfiguration, in: .large)
    }

    /// The same image drawn with `configuration`, which replaces the current one (UIKit's behaviour). Images
    /// that are not symbols are returned unchanged.
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        guard isSymbolImage else { return self }
        return copy(symbolConfiguration: configuration as? SymbolConfiguration)
    }

    /// The same symbol with `configuration` applied over its current one (values `configuration` specifies
    /// win); `nil` for images that are not symbols.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard isSymbolImage else { return nil }
        let merged = symbolConfiguration?.applying(configuration) ?? configuration
        return copy(symbolConfiguration: merged)
    }

    /// The same image with `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        copy(renderingMode: renderingMode)
    }

    /// The same image drawn in `color`, in its original colours otherwise (rendering mode `.alwaysOriginal`),
    /// as in UIKit.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: .alwaysOriginal)
    }

    /// The same image drawn in `color` with `renderingMode`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        copy(renderingMode: renderingMode, tintColor: color)
    }

    /// Whether the image is drawn as a shape filled with a tint colour: `.alwaysTemplate`, or `.automatic` for
    /// a symbol, as in UIKit.
    public var isTemplate: Bool {
        renderingMode == .alwaysTemplate || (renderingMode == .automatic && isSymbolImage)
    }

    private func copy(
        symbolConfiguration: SymbolConfiguration?? = nil, renderingMode: RenderingMode? = nil, tintColor: UIColor?? = nil
    ) -> UIImage {
        UIImage(
            systemName: systemName, name: name, symbolConfiguration: symbolConfiguration ?? self.symbolConfiguration,
            renderingMode: renderingMode ?? self.renderingMode, tintColor: tintColor ?? self.tintColor
        )
    }

    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        lhs.systemName == rhs.systemName && lhs.name == rhs.name && lhs.symbolConfiguration == rhs.symbolConfiguration
            && lhs.renderingMode == rhs.renderingMode && lhs.tintColor == rhs.tintColor
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(systemName)
        hasher.combine(name)
        hasher.combine(symbolConfiguration)
        hasher.combine(renderingMode)
    }

    public var description: String {
        systemName.map { "UIImage(systemName: \"\($0)\")" } ?? "UIImage(named: \"\(name ?? "")\")"
    }
}
