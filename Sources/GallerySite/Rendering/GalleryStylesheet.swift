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
        ".navigation-bar{height:44px;display:flex;align-items:center;justify-content:center;padding:0 16px;"
            + "\(GalleryFont.headline.declarations);background:rgba(249,249,249,0.94);"
            + "border-bottom:0.5px solid rgba(0,0,0,0.3);white-space:nowrap;overflow:hidden;text-overflow:ellipsis}",
        ".collection-view{position:relative;overflow:auto}",
        ".collection-content{position:relative}",
        ".element{position:absolute;overflow:hidden}",

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

        // Elements without a gallery design yet (supplementary and decoration views): outlined boxes.
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
}
