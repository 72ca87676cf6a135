import Foundation

/// The attributes of a font, from which variants are made (UIKit: `UIFontDescriptor`).
///
/// Only what code for lists and cells uses is modelled: point size, symbolic traits, and the text-style
/// descriptors; there is no attribute dictionary. Immutable and `Sendable`.
public final class UIFontDescriptor: Sendable, Hashable, CustomStringConvertible {
    /// Style traits of a font (UIKit: `UIFontDescriptor.SymbolicTraits`, with UIKit's bit values).
    public struct SymbolicTraits: OptionSet, Sendable, Hashable {
        /// The trait bits, with UIKit's values.
        public let rawValue: UInt32

        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// Slanted glyphs; the font's name gets an `Italic` suffix.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Heavy strokes; reported for every weight from semibold up.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Wider glyphs than usual; kept for hosts, not used in headless measurement.
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Narrower glyphs than usual; kept for hosts, not used in headless measurement.
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Every character the same width: the monospaced system face, measured at a fixed advance.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Glyphs for vertical text; kept for hosts, not used in headless measurement.
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        /// Metrics tuned for interface text; kept for hosts, not used in headless measurement.
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        /// Lines set closer together than usual; kept for hosts, line heights here ignore it.
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Lines set further apart than usual; kept for hosts, line heights here ignore it.
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    let spec: FontSpec

    init(spec: FontSpec) {
        self.spec = spec
    }

    /// The descriptor of `preferredFont(forTextStyle:)`.
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFontDescriptor(spec: .textStyle(style, in: .large))
    }

    /// The descriptor of `preferredFont(forTextStyle:compatibleWith:)`.
    public static func preferredFontDescriptor(
        withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFontDescriptor {
        UIFontDescriptor(spec: .textStyle(style, in: traitCollection?.preferredContentSizeCategory ?? .large))
    }

    /// The size in points.
    public var pointSize: CGFloat { spec.pointSize }

    /// The font's traits. Weights from semibold up count as bold, as in UIKit.
    public var symbolicTraits: SymbolicTraits {
        spec.weight >= .semibold ? spec.traits.union(.traitBold) : spec.traits
    }

    /// The face's name, as `UIFont.fontName`.
    public var postscriptName: String { UIFont(spec: spec).fontName }

    /// The same descriptor with exactly `symbolicTraits` (they replace the current ones).
    ///
    /// Asking for `.traitBold` makes a text-style font semibold and any other font bold (a heavier weight is
    /// kept) [L]; leaving it out of a bold font goes back to the style's weight, or regular. Always succeeds:
    /// every trait combination exists headlessly, where UIKit answers `nil` for a few.
    public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        var copy = spec
        copy.traits = symbolicTraits
        let styleWeight = spec.textStyle.map { DynamicTypeTable.row(for: $0).weight } ?? .regular
        if symbolicTraits.contains(.traitBold) {
            let boldWeight: UIFont.Weight = spec.textStyle == nil ? .bold : .semibold
            copy.weight = max(spec.weight, boldWeight)
        } else if self.symbolicTraits.contains(.traitBold) {
            copy.weight = styleWeight
        }
        return UIFontDescriptor(spec: copy)
    }

    /// The same descriptor at `newPointSize`. Like `UIFont.withSize(_:)`, the result has a fixed size.
    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        guard let size = UIFont.validated(newPointSize, operation: "withSize(_:)") else { return self }
        return UIFontDescriptor(spec: spec.resized(to: size))
    }

    public static func == (lhs: UIFontDescriptor, rhs: UIFontDescriptor) -> Bool {
        lhs.spec == rhs.spec
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(spec)
    }

    public var description: String {
        "UIFontDescriptor \(postscriptName) \(pointSize) pt"
    }
}
