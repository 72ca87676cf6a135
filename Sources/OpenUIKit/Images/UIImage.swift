import Foundation

/// An image (UIKit: `UIImage`). Headless, an image is what a host needs to draw it: an SF Symbol's name
/// (`UIImage(systemName:)`), which the host maps to its own icon set, or the encoded bytes of a bitmap
/// (`UIImage(data:)`, `UIImage(contentsOfFile:)`, `UIImage(named:in:compatibleWith:)`), whose header gives its size
/// and which the host hands to whatever draws them (a browser) — plus the symbol configuration, rendering mode and
/// tint UIKit would draw it with. Pixels are never decoded or encoded here ("Differences from UIKit", in the
/// documentation of `OpenCollectionView`).
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
    /// The asset's name for `UIImage(named:)`; `nil` for symbols and images made from data or files.
    public let name: String?
    /// The encoded bytes of a bitmap image (from data, a file or a named resource); `nil` for symbols. Headless
    /// addition for hosts.
    public let encodedImage: EncodedImage?
    /// Pixels per point: the size in points is the pixel size divided by it. 1 unless given (`UIImage(data:scale:)`)
    /// or read from a file's `@2x`/`@3x` suffix or an asset catalogue's entry; 1 for symbols too.
    public let scale: CGFloat
    /// How the bitmap's stored pixels are turned to show it: a JPEG's EXIF orientation; `.up` otherwise.
    public let imageOrientation: Orientation
    /// The bitmap's size in pixels as shown: its bytes' (`EncodedImage.pixelSize`), or smaller for a thumbnail, which
    /// shares the bytes; zero for symbols. Headless addition.
    public let pixelSize: CGSize
    /// The configuration a symbol is drawn with (size, weight, scale); `nil` when none was given.
    public let symbolConfiguration: SymbolConfiguration?
    /// How the image is coloured; `.automatic` unless changed with `withRenderingMode(_:)` or
    /// `withTintColor(_:)`.
    public let renderingMode: RenderingMode
    /// The colour given to `withTintColor(_:)`; `nil` otherwise. Headless addition (UIKit keeps it private).
    public let tintColor: UIColor?

    init(
        systemName: String?, name: String?, symbolConfiguration: SymbolConfiguration?, renderingMode: RenderingMode,
        tintColor: UIColor?, encodedImage: EncodedImage? = nil, scale: CGFloat = 1, pixelSize: CGSize? = nil
    ) {
        self.pixelSize = pixelSize ?? encodedImage?.pixelSize ?? .zero
        self.systemName = systemName
        self.name = name
        self.encodedImage = encodedImage
        self.scale = scale
        imageOrientation = encodedImage?.orientation ?? .up
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

    /// Whether the image is an SF Symbol.
    public var isSymbolImage: Bool { systemName != nil }

    /// The image's configuration: its `symbolConfiguration`.
    public var configuration: Configuration? { symbolConfiguration }

    /// The image's size in points. A symbol's is a square `SymbolImageMetrics` derives from its configuration
    /// (17 × 17 without one); a bitmap's is its pixel size as shown (orientation applied) divided by `scale`.
    public var size: CGSize {
        if encodedImage != nil { return CGSize(width: pixelSize.width / scale, height: pixelSize.height / scale) }
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
            renderingMode: renderingMode ?? self.renderingMode, tintColor: tintColor ?? self.tintColor,
            encodedImage: encodedImage, scale: scale, pixelSize: pixelSize
        )
    }

    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        lhs.systemName == rhs.systemName && lhs.name == rhs.name && lhs.symbolConfiguration == rhs.symbolConfiguration
            && lhs.renderingMode == rhs.renderingMode && lhs.tintColor == rhs.tintColor
            && lhs.encodedImage == rhs.encodedImage && lhs.scale == rhs.scale && lhs.pixelSize == rhs.pixelSize
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(systemName)
        hasher.combine(name)
        hasher.combine(encodedImage)
        hasher.combine(scale)
        hasher.combine(symbolConfiguration)
        hasher.combine(renderingMode)
    }

    public var description: String {
        if let systemName { return "UIImage(systemName: \"\(systemName)\")" }
        func number(_ value: CGFloat) -> String { value == value.rounded() ? String(Int(value)) : "\(value)" }
        let size = "\(number(size.width))×\(number(size.height)) @\(number(scale))x"
        if let name { return "UIImage(named: \"\(name)\") \(size)" }
        return "UIImage(\(encodedImage?.format.rawValue ?? "empty")) \(size)"
    }
}
