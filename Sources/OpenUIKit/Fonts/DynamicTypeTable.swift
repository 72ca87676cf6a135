import Foundation

/// Every number fonts use, in one place: Dynamic Type point sizes per text style and content size
/// category, the text styles' line heights and weights, and the proportions of the system font.
///
/// Confidence tags as in the layout spec: [H] Apple's published Dynamic Type table, [M] one solid source,
/// [L] a best guess meant to be replaced here when a better value is known.
enum DynamicTypeTable {
    /// One text style's row: its point size in each content size category (in
    /// `UIContentSizeCategory.ordered` order: XS, S, M, L, XL, XXL, XXXL, then the five accessibility
    /// sizes), its line height at `large`, and its weight.
    struct Row: Sendable {
        let pointSizes: [CGFloat]
        let largeLineHeight: CGFloat
        let weight: UIFont.Weight

        /// The point size at `large`, the size every other category scales from.
        var largePointSize: CGFloat { pointSizes[3] }

        /// The point size in `category` (`large` for `unspecified`).
        func pointSize(in category: UIContentSizeCategory) -> CGFloat {
            pointSizes[category.sizingRank]
        }

        /// The line height in `category`. At `large` it is the published leading [H]. Other categories keep
        /// `large`'s gap between point size and line height (body: 17 pt on 22, so 19 pt on 24) [L]: close to the
        /// published values for the standard sizes, a few points short for the largest accessibility sizes.
        func lineHeight(in category: UIContentSizeCategory) -> CGFloat {
            pointSize(in: category) + (largeLineHeight - largePointSize)
        }
    }

    /// Point sizes [H] (the accessibility sizes [M]), line heights at `large` [H], weights [H]. Styles this table
    /// does not know are sized like body, the style UIKit falls back to.
    static func row(for style: UIFont.TextStyle) -> Row {
        rows[style] ?? bodyRow
    }

    /// The rows by style, built once: labels look fonts up at every configuration. O(1) per lookup.
    private static let rows: [UIFont.TextStyle: Row] = [
        .largeTitle: Row(pointSizes: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60], largeLineHeight: 41, weight: .regular),
        .title1: Row(pointSizes: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58], largeLineHeight: 34, weight: .regular),
        .title2: Row(pointSizes: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56], largeLineHeight: 28, weight: .regular),
        .title3: Row(pointSizes: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55], largeLineHeight: 25, weight: .regular),
        .headline: Row(pointSizes: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], largeLineHeight: 22, weight: .semibold),
        .body: bodyRow,
        .subheadline: Row(pointSizes: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 48], largeLineHeight: 20, weight: .regular),
        .callout: Row(pointSizes: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51], largeLineHeight: 21, weight: .regular),
        .footnote: Row(pointSizes: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44], largeLineHeight: 18, weight: .regular),
        .caption1: Row(pointSizes: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43], largeLineHeight: 16, weight: .regular),
        .caption2: Row(pointSizes: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41], largeLineHeight: 13, weight: .regular),
    ]

    private static let bodyRow =
        Row(pointSizes: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], largeLineHeight: 22, weight: .regular)

    /// The point size of `style` in `category` (`large` for `unspecified`).
    static func pointSize(of style: UIFont.TextStyle, in category: UIContentSizeCategory) -> CGFloat {
        row(for: style).pointSize(in: category)
    }

    /// `value` scaled as `category` scales `style` relative to `large` (by the ratio of their point sizes):
    /// the basis of `UIFontMetrics`. Multiplies before dividing, so whole ratios give whole results.
    static func scaled(_ value: CGFloat, by style: UIFont.TextStyle, in category: UIContentSizeCategory) -> CGFloat {
        value * pointSize(of: style, in: category) / row(for: style).largePointSize
    }

    // MARK: System font proportions

    /// The system font's ascender, descender (negative), cap height and x-height as fractions of the point
    /// size: SF Pro's vertical metrics (1950, −494, 1443 and 1078 units of a 2048-unit em) [M]. Named fonts
    /// headlessly share them.
    static let ascenderRatio: CGFloat = 1950.0 / 2048.0
    static let descenderRatio: CGFloat = -494.0 / 2048.0
    static let capHeightRatio: CGFloat = 1443.0 / 2048.0
    static let xHeightRatio: CGFloat = 1078.0 / 2048.0
}
