/// A text style of the sample at the default ("Large") Dynamic Type size, written as CSS.
public struct GalleryFont: Sendable, Hashable {
    /// The point size, drawn as CSS pixels.
    public let pointSize: Double
    /// The CSS font weight.
    public let weight: Int
    /// The distance between baselines of consecutive lines, in points: the style's leading at the Large size
    /// in Apple's typography tables. Pages set it as the CSS line height, and text-height estimates count in it.
    public let lineHeight: Double

    /// A text style of `pointSize` points, CSS `weight` and `lineHeight` points between lines.
    public init(pointSize: Double, weight: Int, lineHeight: Double) {
        self.pointSize = pointSize
        self.weight = weight
        self.lineHeight = lineHeight
    }

    /// The system font stack: San Francisco where the browser has it, the platform's UI font elsewhere — except
    /// that DejaVu Sans Condensed comes before Linux's UI font (DejaVu Sans), because its letters are about as wide
    /// as San Francisco's and the headless measurer's, so text stays inside the boxes measured for it.
    public static let systemFamilyCSS =
        #"-apple-system,BlinkMacSystemFont,"SF Pro Text","DejaVu Sans Condensed",system-ui,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif"#

    /// `UIFont.TextStyle.title1`: 28 pt regular.
    public static let title1 = GalleryFont(pointSize: 28, weight: 400, lineHeight: 34)
    /// `UIFont.TextStyle.title2`: 22 pt regular.
    public static let title2 = GalleryFont(pointSize: 22, weight: 400, lineHeight: 28)
    /// `UIFont.TextStyle.title3`: 20 pt regular.
    public static let title3 = GalleryFont(pointSize: 20, weight: 400, lineHeight: 25)
    /// `UIFont.TextStyle.headline`: 17 pt semibold.
    public static let headline = GalleryFont(pointSize: 17, weight: 600, lineHeight: 22)
    /// `UIFont.TextStyle.body`: 17 pt regular.
    public static let body = GalleryFont(pointSize: 17, weight: 400, lineHeight: 22)
    /// `UIFont.TextStyle.subheadline`: 15 pt regular.
    public static let subheadline = GalleryFont(pointSize: 15, weight: 400, lineHeight: 20)
    /// `UIFont.TextStyle.footnote`: 13 pt regular.
    public static let footnote = GalleryFont(pointSize: 13, weight: 400, lineHeight: 18)
    /// `UIFont.TextStyle.caption1`: 12 pt regular.
    public static let caption1 = GalleryFont(pointSize: 12, weight: 400, lineHeight: 16)
    /// `UIFont.TextStyle.caption2`: 11 pt regular.
    public static let caption2 = GalleryFont(pointSize: 11, weight: 400, lineHeight: 13)

    /// CSS declarations for this style's size and weight (the family is set once for the page).
    public var declarations: String {
        "font-size:\(CSSNumber.format(pointSize))px;font-weight:\(weight)"
    }

    /// CSS declarations for this style's size, weight and line height.
    public var declarationsWithLineHeight: String {
        declarations + ";line-height:\(CSSNumber.format(lineHeight))px"
    }
}
