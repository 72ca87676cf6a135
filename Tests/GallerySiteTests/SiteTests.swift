import Foundation
import GallerySite
import Testing

@MainActor
@Suite struct SiteTests {
    /// The gallery, rendered once for the suite's tests (pages are deterministic).
    static let renderedGallery = RenderedGallery.render()
    var gallery: RenderedGallery { Self.renderedGallery }

    @Test func pagesAreTheIndexThenOnePerExample() {
        #expect(gallery.pages.map(\.relativePath) == [
            "index.html",
            "examples/grid.html",
            "examples/inset-items-grid.html",
            "examples/two-column-grid.html",
            "examples/distinct-sections.html",
            "examples/adaptive-sections.html",
            "examples/item-badges.html",
            "examples/section-headers-footers.html",
            "examples/pinned-section-headers.html",
            "examples/section-background-decoration.html",
            "examples/nested-groups.html",
            "examples/orthogonal-sections.html",
            "examples/orthogonal-section-behaviors.html",
            "examples/conference-videos.html",
            "examples/conference-news.html",
            "examples/mountains-search.html",
            "examples/settings-wi-fi.html",
            "examples/insertion-sort-visualization.html",
            "examples/uitableview-editing.html",
            "examples/simple-list.html",
            "examples/reorderable-list.html",
            "examples/list-appearances.html",
            "examples/list-with-custom-cells.html",
            "examples/emoji-explorer.html",
            "examples/emoji-explorer-list.html",
            "examples/custom-configurations.html",
            "examples/waterfall.html",
            "examples/catcher-feed.html",
        ])
    }

    @Test func rootAndIndexServeTheIndex() async throws {
        let root = await gallery.response(method: "GET", target: "/")
        let index = await gallery.response(method: "GET", target: "/index.html")
        #expect(root.status == 200)
        #expect(root.contentType == "text/html; charset=utf-8")
        #expect(root.body == index.body)
        #expect(root.body.contains("<h1>Modern Collection Views</h1>"))
        #expect(await gallery.response(method: "GET", target: "/?utm=1").body == root.body)
    }

    @Test func examplePagesAreServedAtTheirPaths() async {
        let response = await gallery.response(method: "GET", target: "/examples/nested-groups.html")
        #expect(response.status == 200)
        #expect(response.contentType == "text/html; charset=utf-8")
        #expect(response.body.contains("<h1>Nested Groups</h1>"))
        #expect(response.contentLength == response.body.utf8.count)
    }

    @Test(arguments: [
        "/nope", "/examples/", "/examples/grid", "/examples/../index.html", "/../../etc/passwd",
        "/%2e%2e/index.html", "//index.html", "/index.html/", "", "/examples/<script>.html",
        "/" + String(repeating: "a", count: 10_000),
    ])
    func unknownPathsAnswerASmallNotFoundPage(path: String) async {
        let response = await gallery.response(method: "GET", target: path)
        #expect(response.status == 404)
        #expect(response.contentType == "text/html; charset=utf-8")
        #expect(response.body.contains("<h1>Page not found</h1>"))
        #expect(!response.body.contains("<script>"))
        #expect(response.body.utf8.count < 10_000)
    }

    @Test func headAnswersWithoutABody() async {
        let head = await gallery.response(method: "HEAD", target: "/examples/grid.html")
        let get = await gallery.response(method: "GET", target: "/examples/grid.html")
        #expect(head.status == 200)
        #expect(head.body.isEmpty)
        #expect(head.contentLength == get.body.utf8.count)
        #expect(await gallery.response(method: "HEAD", target: "/missing").status == 404)
    }

    @Test func otherMethodsAreNotAllowed() async {
        let response = await gallery.response(method: "POST", target: "/index.html")
        #expect(response.status == 405)
        #expect(response.allowedMethods == ["GET", "HEAD"])
        #expect(response.body.contains("Method not allowed"))
        #expect(await gallery.response(method: "<DELETE>", target: "/").body.contains("&lt;DELETE&gt;"))
        #expect(await gallery.response(method: "get", target: "/").status == 405)
    }

    @Test func indexLinksAvailableExamplesAndMarksTheRest() throws {
        let index = try #require(gallery.page(atRequestPath: "/index.html")).html
        for example in ExampleCatalog.examples {
            #expect(index.contains("<a href=\"examples/\(example.slug).html\">\(example.menuTitle)</a>"))
        }
        // The new pages of §3.6–§3.14 and §3.21 are linked with their menu titles.
        for (slug, title) in [
            ("item-badges", "Item Badges"), ("section-headers-footers", "Section Headers/Footers"),
            ("pinned-section-headers", "Pinned Section Headers"), ("section-background-decoration", "Section Background Decoration"),
            ("orthogonal-sections", "Orthogonal Sections"), ("orthogonal-section-behaviors", "Orthogonal Section Behaviors"),
            ("conference-videos", "Videos"), ("conference-news", "News"), ("list-appearances", "List Appearances"),
        ] {
            #expect(index.contains("<li class=\"example\"><a href=\"examples/\(slug).html\">\(title)</a></li>"), "\(title)")
        }
        // The pages of issue 5 are linked with their menu titles.
        for (slug, title) in [
            ("settings-wi-fi", "Settings: Wi-Fi"), ("uitableview-editing", "UITableView: Editing"), ("simple-list", "Simple List"),
            ("reorderable-list", "Reorderable List"), ("emoji-explorer", "Emoji Explorer"),
            ("emoji-explorer-list", "Emoji Explorer - List"), ("custom-configurations", "Custom Configurations"),
        ] {
            #expect(index.contains("<li class=\"example\"><a href=\"examples/\(slug).html\">\(title)</a></li>"), "\(title)")
        }
        #expect(index.contains("<li class=\"example\"><a href=\"examples/list-with-custom-cells.html\">List with Custom Cells</a></li>"))
        // Every one of the sample's 25 examples has its page.
        #expect(!index.contains("not yet available"))
        #expect(index.contains("25 of 25 examples available, and 2 beyond them"))
        // The Waterfall and the Catcher feed are listed in menus of their own, after the sample's.
        let extensions = try #require(index.range(of: "<nav class=\"menu\" aria-label=\"Beyond UIKit\">"))
        #expect(index[extensions.upperBound...].contains("<summary>Beyond UIKit</summary>"))
        #expect(index[extensions.upperBound...].contains("<a href=\"examples/waterfall.html\">Waterfall</a>"))
        let beyondTheSample = try #require(index.range(of: "<nav class=\"menu\" aria-label=\"Beyond the sample\">"))
        #expect(beyondTheSample.lowerBound > extensions.upperBound)
        #expect(index[beyondTheSample.upperBound...].contains(
            "<summary>Beyond the sample</summary>\n<ul>\n<li class=\"example\"><a href=\"examples/catcher-feed.html\">Catcher Feed</a></li>"))
    }

    /// Every relative link of every page, resolved against the page's URL, names a page of the site.
    @Test func relativeLinksResolveToPages() throws {
        let base = try #require(URL(string: "http://127.0.0.1:8080/"))
        var checked = 0
        for page in gallery.pages {
            let pageURL = try #require(URL(string: page.relativePath, relativeTo: base))
            for match in page.html.matches(of: #/href="([^"]+)"/#) {
                let target = try #require(URL(string: String(match.output.1), relativeTo: pageURL))
                #expect(gallery.page(atRequestPath: target.path) != nil, "\(page.relativePath) links to \(target.path)")
                checked += 1
            }
        }
        // The index links the 27 pages; each page links back to the index.
        #expect(checked == 27 + 27)
    }
}

@MainActor
@Suite struct ExportTests {
    @Test func exportWritesTheServedBytes() async throws {
        let gallery = RenderedGallery.render()
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }

        let written = try GalleryExporter.export(gallery, to: directory)
        // The index and one page per example.
        #expect(written.count == 1 + 27)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(files == ["examples", "index.html"])
        let examples = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("examples").path).sorted()
        #expect(examples == ExampleCatalog.examples.map { "\($0.slug).html" }.sorted())

        for page in gallery.pages {
            let file = try Data(contentsOf: directory.appendingPathComponent(page.relativePath))
            let served = await gallery.response(method: "GET", target: page.requestPath)
            #expect(file == Data(served.body.utf8), "\(page.relativePath)")
        }
    }

    @Test func exportReplacesFilesAndKeepsOthers() throws {
        let gallery = RenderedGallery.render()
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let index = directory.appendingPathComponent("index.html")
        try Data("old".utf8).write(to: index)
        try Data("mine".utf8).write(to: directory.appendingPathComponent("notes.txt"))

        try GalleryExporter.export(gallery, to: directory)
        #expect(try String(contentsOf: index, encoding: .utf8) == gallery.pages[0].html)
        #expect(try String(contentsOf: directory.appendingPathComponent("notes.txt"), encoding: .utf8) == "mine")
    }

    @Test func exportRefusesPathsThatLeaveTheFolder() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let escaping = RenderedGallery(pages: [GalleryPage(relativePath: "../escaped.html", html: "x")])
        #expect(throws: GalleryExporter.ExportError.self) { try GalleryExporter.export(escaping, to: directory) }
        #expect(!FileManager.default.fileExists(atPath: directory.deletingLastPathComponent().appendingPathComponent("escaped.html").path))
    }

    @Test func exportReportsFilesItCannotWrite() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // A file where the export needs a folder.
        try Data("in the way".utf8).write(to: directory.appendingPathComponent("examples"))
        #expect(throws: GalleryExporter.ExportError.self) {
            try GalleryExporter.export(RenderedGallery.render(), to: directory)
        }
    }
}
