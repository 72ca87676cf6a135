/// Writes the gallery's index: the sample's menu tree (spec §1.1), every group expanded, with the
/// examples that have a page linked and the others marked as not yet available.
public enum IndexPageRenderer {
    /// The index page's path relative to the site root.
    public static let relativePath = "index.html"

    /// The index page, linking each example whose menu title is a key of `pagePaths` to the value, a
    /// path relative to the site root; other examples are marked as not yet available, with their reason in
    /// `pendingReasons` (by menu title) when there is one.
    public static func render(pagePaths: [String: String], pendingReasons: [String: String] = [:]) -> String {
        let total = SampleMenu.exampleTitles.count
        let available = SampleMenu.exampleTitles.filter { pagePaths[$0] != nil }.count
        let extensionTitles = SampleMenu.extensionEntries.flatMap(\.exampleTitles)
        let extensions = extensionTitles.filter { pagePaths[$0] != nil }.count
        let extensionNote = extensions == 0 ? "" : ", and \(extensions) beyond them"
        var body = """
            <header class="page-header">
            <h1>\(HTMLEscaping.escape(SampleMenu.title))</h1>
            <p class="page-note">\(available) of \(total) examples available\(extensionNote). Each page draws the frames \
            OpenCollectionView's compositional layout computes — list and cell pages draw its collection view's render tree — \
            at an iPhone and a desktop width.</p>
            </header>
            <nav class="menu" aria-label="Examples">
            <ul>

            """
        for entry in SampleMenu.entries {
            body += entryHTML(entry, pagePaths: pagePaths, pendingReasons: pendingReasons)
        }
        body += "</ul>\n</nav>\n"
        // Pages the sample's menu does not have (OpenCollectionView's extensions, real apps' screens): each group in
        // a menu of its own.
        for entry in SampleMenu.extensionEntries {
            body += "<nav class=\"menu\" aria-label=\"\(HTMLEscaping.escape(entry.title))\">\n<ul>\n"
            body += entryHTML(entry, pagePaths: pagePaths, pendingReasons: pendingReasons)
            body += "</ul>\n</nav>\n"
        }
        return HTMLDocument.page(title: SampleMenu.title, bodyHTML: body)
    }

    private static func entryHTML(_ entry: MenuEntry, pagePaths: [String: String], pendingReasons: [String: String]) -> String {
        switch entry {
        case .group(let title, let children):
            let childrenHTML = children.map { entryHTML($0, pagePaths: pagePaths, pendingReasons: pendingReasons) }.joined()
            return "<li><details open><summary>\(HTMLEscaping.escape(title))</summary>\n<ul>\n\(childrenHTML)</ul></details></li>\n"
        case .example(let title):
            guard let path = pagePaths[title] else {
                let reason = pendingReasons[title].map { ": " + HTMLEscaping.escape($0) } ?? ""
                return "<li class=\"example\"><span class=\"unavailable\">\(HTMLEscaping.escape(title))</span>"
                    + "<span class=\"availability\">not yet available\(reason)</span></li>\n"
            }
            return "<li class=\"example\"><a href=\"\(HTMLEscaping.escape(path))\">\(HTMLEscaping.escape(title))</a></li>\n"
        }
    }
}
