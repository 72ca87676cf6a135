import Foundation

/// Fonts, colours, margins and paddings of each `UIListContentConfiguration` style, in one place.
///
/// Text styles and colours follow what UIKit's styles show at the Large text size; margins give a one-line
/// body row UIKit's 44-pt height (11 + 22 + 11). Paddings and header styles are [L]: observed, not documented.
enum ListContentMetrics {
    struct Metrics {
        var textStyle: UIFont.TextStyle = .body
        var textIsBold = false
        var textColor: UIColor = .label
        var textTransform: UIListContentConfiguration.TextProperties.TextTransform = .none
        var secondaryTextStyle: UIFont.TextStyle = .subheadline
        var secondaryTextColor: UIColor = .secondaryLabel
        var margins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        var sideBySide = false
        var imageToTextPadding: CGFloat = 16
        var horizontalTextPadding: CGFloat = 8
        var verticalTextPadding: CGFloat = 3
    }

    static func metrics(for style: UIListContentConfiguration.Style) -> Metrics {
        var metrics = Metrics()
        switch style {
        case .cell:
            break
        case .subtitleCell:
            metrics.secondaryTextStyle = .footnote
        case .valueCell:
            metrics.secondaryTextStyle = .body
            metrics.sideBySide = true
        case .sidebarCell, .accompaniedSidebarCell:
            metrics.margins = NSDirectionalEdgeInsets(top: 11, leading: 8, bottom: 11, trailing: 8)
            metrics.imageToTextPadding = 12
        case .sidebarSubtitleCell, .accompaniedSidebarSubtitleCell:
            metrics.margins = NSDirectionalEdgeInsets(top: 11, leading: 8, bottom: 11, trailing: 8)
            metrics.secondaryTextStyle = .footnote
            metrics.imageToTextPadding = 12
        case .plainHeader:
            metrics.textStyle = .headline
            metrics.margins = NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16)
        case .plainFooter:
            metrics.textStyle = .footnote
            metrics.textColor = .secondaryLabel
            metrics.margins = NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16)
        case .groupedHeader:
            metrics.textStyle = .footnote
            metrics.textColor = .secondaryLabel
            metrics.textTransform = .uppercase
            metrics.margins = NSDirectionalEdgeInsets(top: 17, leading: 16, bottom: 6, trailing: 16)
        case .groupedFooter:
            metrics.textStyle = .footnote
            metrics.textColor = .secondaryLabel
            metrics.margins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 12, trailing: 16)
        case .sidebarHeader:
            metrics.textStyle = .headline
            metrics.textColor = .secondaryLabel
            metrics.margins = NSDirectionalEdgeInsets(top: 11, leading: 8, bottom: 11, trailing: 8)
        case .prominentInsetGroupedHeader:
            metrics.textStyle = .title3
            metrics.textIsBold = true
            metrics.margins = NSDirectionalEdgeInsets(top: 17, leading: 16, bottom: 6, trailing: 16)
        case .extraProminentInsetGroupedHeader:
            metrics.textStyle = .title2
            metrics.textIsBold = true
            metrics.margins = NSDirectionalEdgeInsets(top: 17, leading: 16, bottom: 6, trailing: 16)
        }
        return metrics
    }
}
