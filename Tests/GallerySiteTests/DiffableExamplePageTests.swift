import Foundation
import GallerySite
import OpenCollectionView
import Testing

/// Mountains Search and Insertion Sort Visualization: pages drawn from real diffable data sources.
@MainActor
@Suite struct MountainsSearchPageTests {
    let gallery = RenderedGallery.render()
    let pagePath = "/examples/mountains-search.html"

    func filtered(_ query: String, method: String = "GET") async -> GalleryResponse {
        await gallery.response(method: method, target: "\(pagePath)?\(query)")
    }

    @Test func theDataIsTheSamplesListSortedByName() {
        #expect(MountainCatalog.all.count == 387)
        #expect(MountainCatalog.all.first?.name == "Mount Everest")
        #expect(MountainCatalog.all.first?.height == 8848)
        #expect(MountainCatalog.all.last?.name == "Kholeno")
        let sorted = MountainCatalog.filteredMountains(with: nil)
        #expect(sorted.count == 387)
        #expect(zip(sorted, sorted.dropFirst()).allSatisfy { $0.name < $1.name })
        // Swift's `<` compares code points: "Nevado Mismi" comes before "Nevado de Toluca".
        let nevados = MountainCatalog.filteredMountains(with: "nevado").map(\.name)
        let mismi = nevados.firstIndex(of: "Nevado Mismi")
        let toluca = nevados.firstIndex(of: "Nevado de Toluca")
        #expect(mismi != nil && toluca != nil)
        #expect((mismi ?? .max) < (toluca ?? .min))
    }

    @Test func filteringIgnoresCase() {
        #expect(MountainCatalog.filteredMountains(with: "EVEREST").map(\.name) == ["Mount Everest"])
        #expect(MountainCatalog.filteredMountains(with: "").count == 387)
        #expect(MountainCatalog.filteredMountains(with: "no such mountain").isEmpty)
    }

    @Test func thePlainPageDrawsEveryMountainAtTheEngineFrame() {
        let example = MountainsSearchExample()
        let page = RenderedPage(html: example.renderPage(viewports: Viewport.gallery))
        let names = MountainCatalog.filteredMountains(with: nil).map(\.name)
        for viewport in Viewport.gallery {
            let reference = ReferenceLayout(example, in: viewport)
            let boxes = page.boxes(in: viewport)
            #expect(boxes.count == 387)
            for box in boxes {
                #expect(box.cssClass == "label-cell")
                #expect(sameFrame(box.frame, reference.frame(item: box.indexPath.item)), "\(viewport.name) \(box.indexPath)")
                #expect(box.labelHTML == HTMLEscaping.escape(names[box.indexPath.item]))
            }
        }
        // Two columns on the phone, three on the desktop; rows of 32 pt, 10 pt apart, inset 10.
        #expect(page.boxes(in: .phone).first?.frame == CGRect(x: 10, y: 10, width: 180, height: 32))
        #expect(Set(page.boxes(in: .desktop).map(\.frame.minX)).count == 3)
        #expect(page.html.contains("data-deletes=\"0\" data-inserts=\"0\" data-moves=\"0\""))
        #expect(page.html.contains("The first apply reloads the collection view with all 387 mountains."))
        #expect(page.html.contains("<div class=\"search-bar\"><div class=\"search-field\"></div></div>"))
    }

    @Test func aFilterQueryRendersTheFilteredListAndTheBatchThatMadeIt() async throws {
        let response = await filtered("filter=mont")
        #expect(response.status == 200)
        let page = RenderedPage(html: response.body)
        let expected = MountainCatalog.filteredMountains(with: "mont").map(\.name)
        #expect(!expected.isEmpty)
        let boxes = page.boxes(in: .phone)
        #expect(boxes.map(\.labelHTML) == expected.map { HTMLEscaping.escape($0) })
        // Filtering keeps the order, so the batch is deletions only.
        #expect(page.html.contains("data-deletes=\"\(387 - expected.count)\" data-inserts=\"0\" data-moves=\"0\""))
        #expect(page.html.contains("\(387 - expected.count) deletions · 0 insertions · 0 moves, animated"))
        #expect(page.html.contains("<input type=\"search\" name=\"filter\" value=\"mont\""))
        #expect(page.html.contains("<div class=\"search-field\">mont</div>"))
        let reference = ReferenceLayout(counts: [expected.count], layout: MountainsSearchExample().makeLayout(), in: .phone)
        for box in boxes {
            #expect(sameFrame(box.frame, reference.frame(item: box.indexPath.item)))
        }
    }

    @Test func theFirstDeletedIndexPathsAreListed() async {
        let page = await filtered("filter=everest").body
        #expect(page.contains("Deleted: <code>[0, 0]</code>, <code>[0, 1]</code>, <code>[0, 2]</code>, <code>[0, 3]</code>, "
            + "<code>[0, 4]</code> and 381 more"))
        #expect(page.contains("Inserted: none"))
    }

    @Test func formEncodingAndCaseAreUnderstood() async {
        let page = RenderedPage(html: await filtered("filter=MOUNT+EV").body)
        #expect(page.boxes(in: .phone).map(\.labelHTML) == ["Mount Everest"])
        #expect(RenderedPage(html: await filtered("utm=x&filter=k%32").body).boxes(in: .phone).map(\.labelHTML) == ["K2"])
    }

    @Test func filterTextIsEscaped() async {
        let response = await filtered("filter=%3Cscript%3Ealert(1)%3C%2Fscript%3E")
        #expect(response.status == 200)
        #expect(!response.body.contains("<script>"))
        #expect(response.body.contains("value=\"&lt;script&gt;alert(1)&lt;/script&gt;\""))
        #expect(RenderedPage(html: response.body).boxes(in: .phone).isEmpty)
        #expect(response.body.contains("data-deletes=\"387\""))
    }

    @Test(arguments: [
        "filter=" + String(repeating: "a", count: 101),
        "filter=%ZZ",
        "filter=%E2%28",
        "filter=a%00b",
        "filter=" + String(repeating: "%41", count: 700),
    ])
    func unusableFiltersAreRefusedWithABadRequestPage(query: String) async {
        let response = await filtered(query)
        #expect(response.status == 400)
        #expect(response.body.contains("<h1>Bad request</h1>"))
        #expect(response.body.utf8.count < 10_000)
    }

    @Test func emptyOrMissingFiltersAnswerThePlainPage() async throws {
        let plain = try #require(gallery.page(atRequestPath: pagePath)).html
        #expect(await filtered("filter=").body == plain)
        #expect(await filtered("other=1").body == plain)
        #expect(await gallery.response(method: "GET", target: pagePath).body == plain)
    }

    @Test func headRendersButSendsNoBody() async {
        let head = await filtered("filter=k2", method: "HEAD")
        let get = await filtered("filter=k2")
        #expect(head.status == 200)
        #expect(head.body.isEmpty)
        #expect(head.contentLength == get.body.utf8.count)
    }

    @Test func otherPagesIgnoreFilters() async throws {
        let grid = try #require(gallery.page(atRequestPath: "/examples/grid.html")).html
        #expect(await gallery.response(method: "GET", target: "/examples/grid.html?filter=%ZZ").body == grid)
    }

    @Test func thePageHasAFormThatAsksForTheFilter() throws {
        let plain = try #require(gallery.page(atRequestPath: pagePath)).html
        #expect(plain.contains("<form class=\"filter-form\" method=\"get\" action=\"mountains-search.html\">"))
        #expect(plain.contains("maxlength=\"100\""))
    }
}

@MainActor
@Suite struct InsertionSortPageTests {
    let page = RenderedPage(html: InsertionSortExample().renderPage(viewports: Viewport.gallery))

    /// The hues of the swatches of `frame`, row by row, in left-to-right order.
    func hues(inFrameNamed frame: String) -> [[Double]] {
        var rows: [Int: [(x: CGFloat, hue: Double)]] = [:]
        for box in page.boxes(inFrameNamed: frame) {
            let hue = box.style.firstMatch(of: #/hsl\(([\d.]+) 100% 50%\)/#).flatMap { Double($0.output.1) } ?? -1
            rows[box.indexPath.section, default: []].append((box.frame.minX, hue))
        }
        return rows.keys.sorted().map { rows[$0]!.sorted { $0.x < $1.x }.map(\.hue) }
    }

    @Test func theShuffledGridIsTwentyFourRowsOfTwentyFourSwatches() {
        let example = InsertionSortExample()
        let boxes = page.boxes(in: .phone)
        #expect(boxes.count == 576)
        #expect(Set(boxes.map(\.cssClass)) == ["swatch-cell"])
        let reference = ReferenceLayout(example, in: .phone)
        for box in boxes {
            #expect(sameFrame(box.frame, reference.frame(item: box.indexPath.item, section: box.indexPath.section)))
        }
        let rows = hues(inFrameNamed: "phone")
        let allHues = (0..<24).map { Double($0) * 15 }
        #expect(rows.count == 24)
        #expect(rows.allSatisfy { $0.sorted() == allHues })
        #expect(rows.filter { $0 != allHues }.count > 20)
        #expect(example.itemIdentifiers.map(\.count) == Array(repeating: 24, count: 24))
    }

    @Test func theFirstStepsAndTheSortedGridAreDrawnWithTheirMoves() throws {
        for step in [1, 2, 3, 23] {
            #expect(page.boxes(inFrameNamed: "phone-step-\(step)").count == 576, "step \(step)")
        }
        #expect(page.frameHTML(named: "phone-step-4") == nil)
        #expect(page.frameHTML(named: "desktop") == nil)
        let sorted = (0..<24).map { Double($0) * 15 }
        #expect(hues(inFrameNamed: "phone-step-23").allSatisfy { $0 == sorted })
        #expect(try #require(page.frameHTML(named: "phone-step-23")).contains("— sorted"))

        let steps = page.html.matches(of: #/<li data-step="(\d+)" data-moves="(\d+)">/#).map { (Int($0.output.1)!, Int($0.output.2)!) }
        #expect(steps.map(\.0) == Array(1...23))
        #expect(steps.allSatisfy { $0.1 <= 24 })
        #expect(steps.map(\.1).reduce(0, +) > 0)
        #expect(page.html.contains("data-steps=\"23\""))
    }

    @Test func eachStepSortsOneMoreSwatchIntoEveryRow() {
        // After step n, the first n + 1 swatches of every row are in ascending order.
        for step in [1, 2, 3] {
            for row in hues(inFrameNamed: "phone-step-\(step)") {
                let prefix = Array(row.prefix(step + 1))
                #expect(prefix == prefix.sorted(), "step \(step)")
            }
        }
    }

    @Test func thePageIsTheSameOnEveryRun() {
        #expect(InsertionSortExample().renderPage(viewports: Viewport.gallery) == page.html)
    }
}
