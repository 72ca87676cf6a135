import Foundation

/// The geometry of the sample's `ConferenceNewsFeedCell` (spec §2.2), which both measures the self-sizing rows
/// and draws them, so that a row's labels get exactly the heights its measured height counted.
///
/// The cell's visual format is `V:|-[title]-[date]-[body]-20-[separator(==1)]|`, with `H:|-[label]-|` for each
/// label. `|-` uses the content view's layout margins (8 pt by default) and `-` between siblings UIKit's standard
/// spacing (8 pt). Label heights are `TextHeightEstimate`s, as the gallery has no font metrics.
public enum ConferenceNewsFeedCellMetrics {
    /// The content view's layout margins, which the labels and the separator stay inside.
    public static let layoutMargin: CGFloat = 8
    /// The standard spacing between the title, the date and the body.
    public static let standardSpacing: CGFloat = 8
    /// The space between the body and the separator.
    public static let bodyToSeparatorSpacing: CGFloat = 20
    /// The separator's height. A hidden separator (the last row's) keeps its place, as hidden views keep their
    /// constraints.
    public static let separatorHeight: CGFloat = 1

    /// The fonts of the title, the date and the body.
    public static let titleFont = GalleryFont.title2
    public static let dateFont = GalleryFont.caption2
    public static let bodyFont = GalleryFont.body

    /// The estimated heights of the three labels in a cell `width` points wide.
    public static func labelHeights(
        title: String, date: String, body: String, width: CGFloat
    ) -> (title: CGFloat, date: CGFloat, body: CGFloat) {
        let textWidth = width - 2 * layoutMargin
        return (TextHeightEstimate.height(of: title, font: titleFont, width: textWidth),
                TextHeightEstimate.height(of: date, font: dateFont, width: textWidth),
                TextHeightEstimate.height(of: body, font: bodyFont, width: textWidth))
    }

    /// The cell's height at `width`: margins, spacings and separator plus the labels' estimated heights.
    public static func height(title: String, date: String, body: String, width: CGFloat) -> CGFloat {
        let labels = labelHeights(title: title, date: date, body: body, width: width)
        return layoutMargin + labels.title + standardSpacing + labels.date + standardSpacing + labels.body
            + bodyToSeparatorSpacing + separatorHeight + layoutMargin
    }
}
