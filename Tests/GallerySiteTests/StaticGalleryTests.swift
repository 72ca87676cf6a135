import Foundation
@testable import GallerySite
import OpenCollectionView
import OpenCollectionViewWeb
import Testing

/// The static gallery: an index linking every example, and each example's page drawing its screen at two sizes.
@MainActor
@Suite struct StaticGalleryTests {
    static let pages = StaticGallery.pages()

    @Test func oneIndexAndAPagePerExample() {
        #expect(Self.pages.map(\.relativePath) == ["index.html"] + GalleryRoutes.examples.map { "examples/\($0.slug).html" })
        #expect(Self.pages.allSatisfy { $0.html.hasPrefix("<!DOCTYPE html>") && $0.contentType == "text/html; charset=utf-8" })
    }

    /// The index draws the menu with every group expanded; each example's row links to its page.
    @Test func theIndexLinksEveryExample() throws {
        let index = try #require(Self.pages.first?.html)
        for example in GalleryRoutes.examples {
            #expect(index.contains("href=\"examples/\(example.slug).html\""), "\(example.title)")
        }
        #expect(index.contains("<h1 class=\"ocv-bar-title\">Modern Collection Views</h1>"))
        #expect(index.contains("aria-expanded=\"true\""))
        #expect(!index.contains("aria-expanded=\"false\""))
        #expect(index.contains(Stylesheet.css))
    }

    /// An example's page: its place in the menu, then a phone and a desktop drawing of the window, each with the
    /// collection view's elements at their frames and the navigation bar's title and back button.
    @Test func anExamplePageDrawsTheWindowAtTwoSizes() throws {
        let page = try #require(Self.pages.first { $0.relativePath == "examples/item-badges.html" }?.html)
        #expect(page.contains("<a class=\"back-link\" href=\"../index.html\">"))
        #expect(page.contains("<p class=\"breadcrumb\">Compositional Layout › Advanced Layouts › Supplementary Views</p>"))
        #expect(page.contains("<h1>Item Badges</h1>"))
        #expect(page.contains("data-viewport=\"phone\"") && page.contains("data-viewport=\"desktop\""))
        // Light, with increased contrast, as the live pages draw by default.
        let window = "<div class=\"ocv-window\" data-window data-appearance=\"light\" data-contrast=\"high\""
        #expect(page.contains(window + " style=\"width:390px;height:844px\">"))
        #expect(page.contains(window + " style=\"width:1280px;height:800px\">"))
        #expect(page.contains("<h1 class=\"ocv-bar-title\">Item Badges</h1>"))
        #expect(page.contains("data-bar-button=\"back\""))
        // Every item drawn in both windows, with its badge.
        #expect(page.components(separatedBy: "data-kind=\"cell\"").count - 1 == 200)
        #expect(page.components(separatedBy: "data-kind=\"badge-element-kind\"").count - 1 == 200)
        // Models are named by the order they were first shown (their UUIDs say nothing a host could use).
        #expect(page.contains("data-kind=\"cell\" data-identity=\"item #"))
        #expect(page.contains("data-index-path=\"0.99\" data-state=\"normal\" role=\"row\" aria-rowindex=\"100\""))
    }

    /// A million rows make a page of the first screens only; the page says where its content ends.
    @Test func longContentIsCutShort() throws {
        let page = try #require(Self.pages.first { $0.relativePath == "examples/million-item-grid.html" }?.html)
        let cells = page.components(separatedBy: "data-kind=\"cell\"").count - 1
        #expect(cells > 1000 && cells < 4000)
        #expect(page.utf8.count < 5_000_000)
        #expect(page.contains("aria-rowcount=\"1000000\""))
    }

    /// The exporter writes the pages under a folder and refuses paths that would leave it.
    @Test func theExporterWritesEveryPage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-export-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = try GalleryExporter.export(Array(Self.pages.prefix(3)), to: folder)
        #expect(written.count == 3)
        #expect(try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8) == Self.pages[0].html)
        #expect(throws: GalleryExporter.ExportError.self) {
            try GalleryExporter.export([GalleryPage(relativePath: "../escape.html", html: "")], to: folder)
        }
    }
}
