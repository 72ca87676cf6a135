/// A text style of the sample at the default ("Large") Dynamic Type size, written as CSS.
public struct GalleryFont: Sendable, Hashable {
    /// The point size, drawn as CSS pixels.
    public let pointSize: Double
    /// The CSS font weight.
    public let weight: Int

    /// A text style of `pointSize` points and CSS `weight`.
    public init(pointSize: Double, weight: Int) {
        self.pointSize = pointSize
        self.weight = weight
    }

    /// The system font stack: San Francisco where the browser has it, the platform's UI font elsewhere.
    public static let systemFamilyCSS =
        #"-apple-system,BlinkMacSystemFont,"SF Pro Text",system-ui,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif"#

    /// `UIFont.TextStyle.title1`: 28 pt regular.
    public static let title1 = GalleryFont(pointSize: 28, weight: 400)
    /// `UIFont.TextStyle.headline`: 17 pt semibold.
    public static let headline = GalleryFont(pointSize: 17, weight: 600)
    /// `UIFont.TextStyle.body`: 17 pt regular.
    public static let body = GalleryFont(pointSize: 17, weight: 400)
    /// `UIFont.TextStyle.footnote`: 13 pt regular.
    public static let footnote = GalleryFont(pointSize: 13, weight: 400)

    /// CSS declarations for this style's size and weight (the family is set once for the page).
    public var declarations: String {
        "font-size:\(CSSNumber.format(pointSize))px;font-weight:\(weight)"
    }
}
