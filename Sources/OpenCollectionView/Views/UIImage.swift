import Foundation

/// An image (UIKit: `UIImage`). Headless, an image is what a host needs to draw it: an SF Symbol's name
/// (`UIImage(systemName:)`), which the host maps to its own icon set, or a named asset.
public final class UIImage: Sendable, Hashable, CustomStringConvertible {
    /// The symbol's name for `UIImage(systemName:)`; `nil` for named assets.
    public let systemName: String?
    /// The asset's name for `UIImage(named:)`; `nil` for symbols.
    public let name: String?

    /// The SF Symbol `systemName`. Unlike UIKit, any non-empty name succeeds: hosts decide how to draw it.
    public init?(systemName: String) {
        guard !systemName.isEmpty else { return nil }
        self.systemName = systemName
        name = nil
    }

    /// The image asset `named`. Unlike UIKit, any non-empty name succeeds: hosts decide how to draw it.
    public init?(named name: String) {
        guard !name.isEmpty else { return nil }
        systemName = nil
        self.name = name
    }

    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        lhs.systemName == rhs.systemName && lhs.name == rhs.name
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(systemName)
        hasher.combine(name)
    }

    public var description: String {
        systemName.map { "UIImage(systemName: \"\($0)\")" } ?? "UIImage(named: \"\(name ?? "")\")"
    }
}
