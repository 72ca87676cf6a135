import Foundation
internal import OpenUIKit

/// AppKit's image: a picture from the app's resources by name, one of AppKit's named template images, or an SF
/// Symbol.
///
/// Differences from AppKit: AppKit's named template images are drawn as the SF Symbols that look like them
/// (`NSMenuOnStateTemplate` as `checkmark`); images are not drawn into in code.
public final class NSImage: Sendable, Hashable, CustomStringConvertible {
    /// An image's name.
    public typealias Name = String

    /// The UIKit image that draws this one.
    let uiImage: UIImage

    init(_ uiImage: UIImage) {
        self.uiImage = uiImage
    }

    /// The image `name`: one of AppKit's named images, or an image of the app's resources; `nil` when there is none.
    public convenience init?(named name: Name) {
        if let symbol = Self.templateSymbols[name], let image = UIImage(systemName: symbol) {
            self.init(image)
        } else if let image = UIImage(named: name) {
            self.init(image)
        } else {
            return nil
        }
    }

    /// The SF Symbol `symbolName`; `nil` when there is no such symbol.
    public convenience init?(systemSymbolName symbolName: String, accessibilityDescription description: String?) {
        guard let image = UIImage(systemName: symbolName) else { return nil }
        self.init(image)
    }

    /// The image's size in points.
    public var size: NSSize { uiImage.size }

    /// A check mark, as a menu shows an item that is on.
    public static let menuOnStateTemplateName: Name = "NSMenuOnStateTemplate"
    /// A lock, closed.
    public static let lockLockedTemplateName: Name = "NSLockLockedTemplate"
    /// A lock, open.
    public static let lockUnlockedTemplateName: Name = "NSLockUnlockedTemplate"
    /// A plus sign.
    public static let addTemplateName: Name = "NSAddTemplate"
    /// A minus sign.
    public static let removeTemplateName: Name = "NSRemoveTemplate"
    /// An arrow going round, to refresh.
    public static let refreshTemplateName: Name = "NSRefreshTemplate"

    /// The SF Symbols AppKit's named template images are drawn as.
    private static let templateSymbols: [Name: String] = [
        menuOnStateTemplateName: "checkmark",
        lockLockedTemplateName: "lock.fill",
        lockUnlockedTemplateName: "lock.open.fill",
        addTemplateName: "plus",
        removeTemplateName: "minus",
        refreshTemplateName: "arrow.clockwise",
    ]

    public static func == (lhs: NSImage, rhs: NSImage) -> Bool { lhs.uiImage == rhs.uiImage }

    public func hash(into hasher: inout Hasher) { hasher.combine(uiImage) }

    public var description: String { "NSImage(\(uiImage))" }
}

/// AppKit's image view: shows an image, scaled as `imageScaling` says, tinted by `contentTintColor` when it is a
/// template.
@preconcurrency @MainActor
open class NSImageView: NSControl {
    /// How an image fits its view.
    public enum ImageScaling: UInt, Sendable, Hashable {
        /// Shrunk, keeping its proportions, when it is larger than the view.
        case scaleProportionallyDown = 0
        /// Stretched to fill the view.
        case scaleAxesIndependently = 1
        /// Shown at its size.
        case scaleNone = 2
        /// Shrunk or grown, keeping its proportions, to fit the view.
        case scaleProportionallyUpOrDown = 3
    }

    override class func makeBacking() -> UIView {
        let imageView = UIImageView(frame: .zero)
        imageView.contentMode = .center
        return imageView
    }

    private var imageView: UIImageView { backing as! UIImageView }

    /// An image view showing `image`, as large as it.
    public convenience init(image: NSImage) {
        self.init(frame: NSRect(origin: .zero, size: image.size))
        self.image = image
    }

    /// The image shown.
    open var image: NSImage? {
        didSet { imageView.image = image?.uiImage }
    }

    /// How the image fits the view; proportionally down by default.
    open var imageScaling = ImageScaling.scaleProportionallyDown {
        didSet {
            imageView.contentMode = switch imageScaling {
            case .scaleAxesIndependently: .scaleToFill
            case .scaleNone: .center
            case .scaleProportionallyUpOrDown: .scaleAspectFit
            case .scaleProportionallyDown: .center
            }
        }
    }

    /// The colour a template image is drawn in; the label colour unless set.
    open var contentTintColor: NSColor? {
        didSet { imageView.tintColor = contentTintColor?.uiColor }
    }
}
