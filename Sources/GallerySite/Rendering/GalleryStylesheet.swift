import Foundation

/// The CSS every gallery page carries inline: the page chrome, the device frames, and the sample's
/// cell designs (spec §2.2) drawn at CSS pixels = points.
enum GalleryStylesheet {
    static let css: String = [
        "*{box-sizing:border-box}",
        "html{-webkit-text-size-adjust:100%}",
        "body{margin:0;font-family:\(GalleryFont.systemFamilyCSS);\(GalleryColor.systemGroupedBackground.declarations(for: "background"));"
            + "\(GalleryColor.label.declarations(for: "color"))}",
        "a{\(GalleryColor.systemBlue.declarations(for: "color"));text-decoration:none}",
        "a:hover,a:focus{text-decoration:underline}",

        // Page chrome.
        ".page-header{padding:16px 24px;\(GalleryColor.systemBackground.declarations(for: "background"));"
            + "border-bottom:0.5px solid \(GalleryColor.separator.css)}",
        ".page-header h1{margin:4px 0 0;font-size:28px;font-weight:700}",
        ".breadcrumb{margin:4px 0 0;\(GalleryFont.footnote.declarations);\(GalleryColor.secondaryLabel.declarations(for: "color"))}",
        ".page-note{margin:8px 0 0;\(GalleryFont.footnote.declarations);\(GalleryColor.secondaryLabel.declarations(for: "color"))}",

        // Device frames: the navigation bar above a scrollable collection view.
        ".viewports{display:flex;flex-wrap:wrap;align-items:flex-start;gap:32px;padding:24px}",
        ".viewport{margin:0}",
        ".viewport-caption{margin:0 0 8px;\(GalleryFont.footnote.declarations);\(GalleryColor.secondaryLabel.declarations(for: "color"))}",
        ".device{display:inline-block;border:1px solid #C7C7CC;border-radius:14px;overflow:hidden;"
            + "\(GalleryColor.systemBackground.declarations(for: "background"));box-shadow:0 2px 12px rgba(0,0,0,0.12)}",
        ".navigation-bar{position:relative;height:44px;display:flex;align-items:center;justify-content:center;padding:0 16px;"
            + "\(GalleryFont.headline.declarations);background:rgba(249,249,249,0.94);"
            + "border-bottom:0.5px solid rgba(0,0,0,0.3);white-space:nowrap;overflow:hidden;text-overflow:ellipsis}",
        ".collection-view{position:relative;overflow:auto}",
        // The content is a stacking context so that elements with a negative zIndex stay above the background.
        ".collection-content{position:relative;z-index:0}",
        ".element{position:absolute;overflow:hidden}",
        // Hidden views (a badge with a count of 0) keep their place in the markup but are not drawn.
        ".element[hidden]{display:none}",
        // An orthogonally scrolling section's row: a strip the reader can scroll sideways (trackpad, shift-wheel,
        // touch). Its scroll bar is hidden, as a visible one would take room from the row and clip its cells.
        ".orthogonal-row{position:absolute;overflow-x:auto;overflow-y:hidden;scrollbar-width:none}",
        ".orthogonal-row::-webkit-scrollbar{display:none}",
        ".orthogonal-row-content{position:absolute;left:0}",

        // TextCell: a 1 pt black border drawn inside the cell, a title1 label inset 10 pt and centred.
        ".text-cell{display:flex;align-items:center;justify-content:center;padding:10px;"
            + "border:1px solid \(GalleryColor.black.css);\(GalleryColor.cornflowerBlue.declarations(for: "background"));"
            + "\(GalleryFont.title1.declarations);line-height:1.2}",
        ".text-cell .label{display:block;max-width:100%;overflow:hidden;white-space:nowrap;text-overflow:ellipsis;text-align:center}",

        // ListCell: body label from 10 pt in, a 13 × 20 pt chevron 10 pt from the trailing edge, and a
        // 0.5 pt separator along the bottom inset 10 pt at both ends, drawn by the cell's ::after box.
        ".list-cell{display:flex;align-items:center;gap:10px;padding:10px;\(GalleryFont.body.declarations);line-height:1.2}",
        ".list-cell .label{flex:1 1 auto;min-width:0;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}",
        ".list-cell .chevron{flex:none;width:13px;height:20px;\(GalleryColor.lightGrayChevronTint.declarations(for: "color"))}",
        // The hairline is a 1 px line scaled to half height: browsers drop a plain 0.5 px box on 1× screens.
        ".list-cell::after{content:\"\";position:absolute;left:10px;right:10px;bottom:0;height:1px;transform:scaleY(0.5);"
            + "transform-origin:bottom;\(GalleryColor.lightGray.declarations(for: "background"))}",

        // ListCell with its separator hidden (the last cell of a section in Section Background Decoration).
        ".list-cell-without-separator{display:flex;align-items:center;gap:10px;padding:10px;\(GalleryFont.body.declarations);"
            + "line-height:1.2}",
        ".list-cell-without-separator .label{flex:1 1 auto;min-width:0;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}",
        ".list-cell-without-separator .chevron{flex:none;width:13px;height:20px;"
            + "\(GalleryColor.lightGrayChevronTint.declarations(for: "color"))}",

        // ConferenceVideoCell: the placeholder thumbnail takes what the two one-line labels leave of the cell.
        ".conference-video-cell{display:flex;flex-direction:column}",
        ".conference-video-cell .thumbnail{display:block;flex:1 1 auto;min-height:0;border:1px solid \(GalleryColor.black.css);"
            + "border-radius:4px;\(GalleryColor.cornflowerBlue.declarations(for: "background"))}",
        ".conference-video-cell .label{display:block;flex:none;margin-top:10px;\(GalleryFont.caption1.declarationsWithLineHeight);"
            + "white-space:nowrap;overflow:hidden;text-overflow:ellipsis}",
        ".conference-video-cell .category{display:block;flex:none;\(GalleryFont.caption2.declarationsWithLineHeight);"
            + "\(GalleryColor.placeholderText.declarations(for: "color"));white-space:nowrap;overflow:hidden;text-overflow:ellipsis}",

        // ConferenceNewsFeedCell: title, date and body a standard spacing apart inside the content view's margins,
        // each as tall as measured (set per cell), and the separator at the bottom margin. Line heights match the
        // height estimate.
        ".conference-news-cell{padding:\(px(ConferenceNewsFeedCellMetrics.layoutMargin))}",
        ".conference-news-cell .label,.conference-news-cell .date,.conference-news-cell .body{display:block;overflow:hidden}",
        ".conference-news-cell .label{\(ConferenceNewsFeedCellMetrics.titleFont.declarationsWithLineHeight)}",
        ".conference-news-cell .date{margin-top:\(px(ConferenceNewsFeedCellMetrics.standardSpacing));"
            + "\(ConferenceNewsFeedCellMetrics.dateFont.declarationsWithLineHeight)}",
        ".conference-news-cell .body{margin-top:\(px(ConferenceNewsFeedCellMetrics.standardSpacing));"
            + "\(ConferenceNewsFeedCellMetrics.bodyFont.declarationsWithLineHeight);white-space:pre-line}",
        ".conference-news-cell .separator{position:absolute;left:\(px(ConferenceNewsFeedCellMetrics.layoutMargin));"
            + "right:\(px(ConferenceNewsFeedCellMetrics.layoutMargin));bottom:\(px(ConferenceNewsFeedCellMetrics.layoutMargin));"
            + "height:\(px(ConferenceNewsFeedCellMetrics.separatorHeight));\(GalleryColor.placeholderText.declarations(for: "background"))}",
        ".conference-news-cell .separator[hidden]{display:none}",

        // Photo tiles of the Waterfall example: the caption on a dark band along the bottom.
        ".photo-tile{display:flex;align-items:flex-end;border-radius:8px}",
        ".photo-tile .label{display:block;width:100%;padding:6px 8px;\(GalleryFont.footnote.declarations);line-height:1.2;"
            + "color:#FFFFFF;background:rgba(0,0,0,0.35);white-space:nowrap;overflow:hidden;text-overflow:ellipsis}",

        // TitleSupplementaryView: a one-line title3 label inset 10 pt; boxed in the headers and footers examples.
        ".title-supplementary,.boxed-title-supplementary{display:flex;align-items:center;padding:10px;"
            + "\(GalleryFont.title3.declarations);line-height:1.2}",
        ".title-supplementary .label,.boxed-title-supplementary .label{display:block;min-width:0;overflow:hidden;"
            + "white-space:nowrap;text-overflow:ellipsis}",
        ".boxed-title-supplementary{\(GalleryColor.lightGray.declarations(for: "background"));border:1px solid \(GalleryColor.black.css)}",
        // BadgeSupplementaryView: a green circle with a 1 pt black border and a centred body label.
        ".badge-supplementary{display:flex;align-items:center;justify-content:center;border-radius:50%;"
            + "border:1px solid \(GalleryColor.black.css);\(GalleryColor.green.declarations(for: "background"));"
            + "\(GalleryFont.body.declarations);line-height:1;color:#000}",
        // SectionBackgroundDecorationView: a translucent grey panel with a 1 pt black border and 12 pt corners.
        ".section-background-decoration{\(GalleryColor.translucentLightGray.declarations(for: "background"));"
            + "border:1px solid \(GalleryColor.black.css);border-radius:12px}",
        // List separators: the layout's hairline frame, drawn as a 1 px line scaled down (see the ListCell note).
        ".list-separator{overflow:visible}",
        ".list-separator::after{content:\"\";position:absolute;left:0;right:0;top:0;height:1px;transform:scaleY(0.5);"
            + "transform-origin:top;\(GalleryColor.separator.declarations(for: "background"))}",

        // LabelCell: a body label inset 10 pt at both ends, vertically centred, in a 1 pt system-grey-2 border.
        ".label-cell{display:flex;align-items:center;padding:0 10px;border:1px solid \(GalleryColor.systemGray2.css);"
            + "\(GalleryFont.body.declarations);line-height:1.2}",
        ".label-cell .label{display:block;min-width:0;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}",

        // A UISearchBar above a collection view, and the page's own filter form.
        ".search-bar{height:56px;display:flex;align-items:center;padding:0 8px;border-bottom:20px solid transparent;"
            + "box-sizing:content-box}",
        ".search-field{flex:1;height:36px;display:flex;align-items:center;padding:0 8px;border-radius:10px;"
            + "background:rgba(118,118,128,0.12);\(GalleryFont.body.declarations);overflow:hidden;white-space:nowrap}",
        ".search-field .placeholder{\(GalleryColor.secondaryLabel.declarations(for: "color"))}",
        ".filter-form{display:flex;gap:8px;margin:12px 0 0;max-width:480px}",
        ".filter-form input{flex:1;\(GalleryFont.body.declarations);padding:6px 10px;border:1px solid #C7C7CC;border-radius:8px}",
        ".filter-form button{\(GalleryFont.body.declarations);padding:6px 14px;border:0;border-radius:8px;"
            + "\(GalleryColor.systemBlue.declarations(for: "background"));color:#FFFFFF}",

        // What a diffable data source applied: counts and the first index paths of each kind.
        ".batch-summary{margin:12px 0 0;padding:10px 14px;border-radius:10px;"
            + "\(GalleryColor.systemGroupedBackground.declarations(for: "background"));\(GalleryFont.footnote.declarations)}",
        ".batch-summary h2{margin:0 0 4px;\(GalleryFont.headline.declarations)}",
        ".batch-summary p,.batch-summary ul{margin:4px 0}",
        ".batch-summary ul{padding-left:18px}",
        ".batch-summary code{font-family:ui-monospace,Menlo,monospace}",

        // A bar button at the trailing end of the navigation bar.
        ".navigation-bar.has-bar-button{display:grid;grid-template-columns:1fr minmax(0,max-content) 1fr;gap:8px;contain:inline-size}",
        ".navigation-bar.has-bar-button::before{content:\"\"}",
        ".navigation-title{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}",
        ".bar-button{justify-self:end;display:flex;align-items:center;white-space:nowrap;"
            + "\(GalleryFont.body.declarations);\(GalleryColor.systemBlue.declarations(for: "color"))}",
        ".bar-button svg{width:22px;height:22px}",

        // Pages drawn from render trees: one box per element and per view, at their frames; a label's lines
        // centred vertically in its bounds; symbols filling their view; hairlines (thinner than a CSS pixel, which
        // browsers may drop) drawn as a pixel scaled down.
        ".rt-element,.rt-node{position:absolute}",
        ".rt-element[hidden]{display:none}",
        ".rt-hairline{height:1px!important;transform:scaleY(0.5);transform-origin:top}",
        // Lines are not clipped: OpenCollectionView measured them (truncated ones end with their ellipsis), and a
        // browser font a little wider than the measurement should not cut a word short.
        ".rt-text{position:absolute;left:0;top:0;width:100%;height:100%;display:flex;flex-direction:column;"
            + "justify-content:center}",
        ".rt-line{display:block;white-space:pre}",
        // Like a device, a collection view drawn from render trees shows no scroll bars (they would take width
        // from its content); it scrolls with a wheel, a trackpad or touch.
        ".collection-view[data-drawn-from=\"render-tree\"]{scrollbar-width:none}",
        ".collection-view[data-drawn-from=\"render-tree\"]::-webkit-scrollbar{display:none}",
        ".rt-glyph{position:absolute;left:0;top:0;width:100%;height:100%}",
        ".rt-symbol{display:block;width:100%;height:100%;overflow:visible}",
        ".rt-accessory-text{position:absolute;left:0;top:0;width:100%;height:100%;display:flex;align-items:center;"
            + "justify-content:flex-end;\(GalleryFont.body.declarations);white-space:nowrap}",
        ".rt-image{position:absolute;left:0;top:0;width:100%;height:100%}",
        ".rt-toggle{position:absolute;left:0;top:0;width:51px;height:31px;border-radius:15.5px}",
        ".rt-toggle-knob{position:absolute;top:2px;width:27px;height:27px;border-radius:50%;background:#FFFFFF;"
            + "box-shadow:0 3px 8px rgba(0,0,0,0.15),0 3px 1px rgba(0,0,0,0.06)}",
        ".rt-swipe{position:absolute;overflow:hidden}",
        ".rt-swipe-button{position:absolute;display:flex;flex-direction:column;align-items:center;justify-content:center;"
            + "gap:4px;color:#FFFFFF;\(GalleryFont.subheadline.declarations)}",
        ".rt-swipe-glyph{width:22px;height:22px}",

        // Elements without a gallery design: outlined boxes.
        ".placeholder-element{border:1px dashed \(GalleryColor.secondaryLabel.css)}",

        // The index: the sample's sidebar menu.
        ".menu{max-width:720px;margin:0 auto;padding:16px 24px 48px}",
        ".menu ul{list-style:none;margin:0;padding:0 0 0 20px}",
        ".menu>ul{padding:0}",
        ".menu li{margin:0}",
        ".menu summary{cursor:pointer;padding:8px 0;\(GalleryFont.headline.declarations)}",
        ".menu .example{display:flex;align-items:baseline;gap:8px;padding:8px 0;\(GalleryFont.body.declarations)}",
        ".menu .unavailable{\(GalleryColor.secondaryLabel.declarations(for: "color"))}",
        ".menu .availability{\(GalleryFont.footnote.declarations);\(GalleryColor.secondaryLabel.declarations(for: "color"))}",

        ".error-page{max-width:720px;margin:0 auto;padding:48px 24px}",
        ".error-page code{word-break:break-all}",
    ].joined(separator: "\n")

    private static func px(_ value: CGFloat) -> String {
        CSSNumber.format(value) + "px"
    }
}
