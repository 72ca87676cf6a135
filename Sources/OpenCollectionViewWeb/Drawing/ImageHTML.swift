import OpenCollectionView

/// A bitmap image as an `<img>`: its bytes fetched from the context's address for its file (`ImageFile`, named by
/// content hash), `alt` from the image view's accessibility (empty for a decorative image), the view's size as
/// `width` and `height`, decoded off the main thread (`decoding="async"`), and fitted to the view's bounds as its
/// content mode says:
///
/// - `.scaleToFill` (and `.redraw`), `.scaleAspectFit`, `.scaleAspectFill`: the `<img>` fills the bounds, with
///   `object-fit` `fill`, `contain` or `cover`.
/// - The unscaled modes (`.center`, the edges and the corners): the `<img>` is the image's size in points (the browser
///   scales a 2× image's pixels down to it), placed at the edge or corner the mode names with percentages of the
///   bounds, so an image larger than the view overflows it as UIKit's does unless the view clips. Left and right are
///   left and right in either layout direction: UIKit does not mirror content modes.
enum ImageHTML {
    static func html(_ image: RenderImage, size: CGSize, in context: DrawingContext) -> String {
        guard let encoded = image.encodedImage else { return "" }
        let address = HTMLText.escape(context.imageAddress(ImageFile(encoded)))
        let alt = HTMLText.escape(image.accessibilityLabel ?? "")
        let width = CSS.wholeNumber(size.width, in: 0...1_000_000), height = CSS.wholeNumber(size.height, in: 0...1_000_000)
        return "<img class=\"ocv-bitmap\" src=\"\(address)\" alt=\"\(alt)\" width=\"\(width)\" height=\"\(height)\""
            + " decoding=\"async\" style=\"\(style(for: image.contentMode, imageSize: image.size))\">"
    }

    /// The CSS fitting an image of `imageSize` points to its view's bounds by `contentMode`.
    static func style(for contentMode: UIView.ContentMode, imageSize: CGSize) -> String {
        let placement: (x: Int, y: Int)
        switch contentMode {
        case .scaleToFill, .redraw: return "inset:0;width:100%;height:100%;object-fit:fill"
        case .scaleAspectFit: return "inset:0;width:100%;height:100%;object-fit:contain"
        case .scaleAspectFill: return "inset:0;width:100%;height:100%;object-fit:cover"
        case .center: placement = (50, 50)
        case .top: placement = (50, 0)
        case .bottom: placement = (50, 100)
        case .left: placement = (0, 50)
        case .right: placement = (100, 50)
        case .topLeft: placement = (0, 0)
        case .topRight: placement = (100, 0)
        case .bottomLeft: placement = (0, 100)
        case .bottomRight: placement = (100, 100)
        }
        let width = CSS.px(imageSize.width), height = CSS.px(imageSize.height)
        return "width:\(width);height:\(height);object-fit:fill;"
            + "left:\(offset(placement.x, width));top:\(offset(placement.y, height))"
    }

    /// The offset putting a box of `length` at `percent` of the free space: `0`, `calc(50% - length/2)` or
    /// `calc(100% - length)`.
    private static func offset(_ percent: Int, _ length: String) -> String {
        switch percent {
        case 0: "0"
        case 100: "calc(100% - \(length))"
        default: "calc((100% - \(length)) / 2)"
        }
    }
}
