import Foundation
import GallerySite
import OpenCollectionView
import Testing

@MainActor
@Suite struct ExamplePageTests {
    /// Every example drawn with the default page, in every viewport: one box per item — orthogonal rows' items
    /// past the edge included — at the frame the engine gives that item in a collection view the test sets up.
    /// (Self-sizing pages are checked against hand-derived heights instead: their measurements are the page's.)
    @Test(arguments: [
        "grid", "inset-items-grid", "two-column-grid", "distinct-sections", "adaptive-sections", "nested-groups",
        "item-badges", "section-headers-footers", "section-background-decoration", "orthogonal-sections",
        "orthogonal-section-behaviors", "conference-videos",
    ])
    func pageDrawsEveryItemOnceAtTheEngineFrame(slug: String) throws {
        let example = try #require(ExampleCatalog.examples.first { $0.slug == slug })
        let page = renderedPage(example)
        for viewport in Viewport.gallery {
            let reference = ReferenceLayout(example, in: viewport)
            let boxes = page.boxes(in: viewport).filter(\.isCell)
            let expectedIndexPaths = example.itemIdentifiers.enumerated().flatMap { section, items in
                items.indices.map { IndexPath(item: $0, section: section) }
            }
            #expect(boxes.count == expectedIndexPaths.count, "\(example.menuTitle) \(viewport.name)")
            #expect(Set(boxes.map(\.indexPath)) == Set(expectedIndexPaths), "\(example.menuTitle) \(viewport.name)")
            for box in boxes {
                let expected = reference.frame(item: box.indexPath.item, section: box.indexPath.section)
                #expect(sameFrame(box.frame, expected), "\(example.menuTitle) \(viewport.name) \(box.indexPath): \(box.frame) vs \(String(describing: expected))")
            }
            let drawnContent = page.contentSize(in: viewport).map { CGRect(origin: .zero, size: $0) }
            #expect(sameFrame(drawnContent, CGRect(origin: .zero, size: reference.collectionView.contentSize)),
                    "\(example.menuTitle) \(viewport.name)")
        }
    }

    /// Every element of every page has a gallery design: no supplementary or decoration view is left as an
    /// outlined placeholder, and every supplementary kind the pages place is drawn.
    @Test func everyElementOfEveryPageIsDrawn() {
        for example in ExampleCatalog.examples {
            let html = example.renderPage(viewports: Viewport.gallery)
            #expect(!html.contains("placeholder-element\""), "\(example.menuTitle)")
        }
    }

    @Test func gridOnAPhoneHasFiveSquaresPerRow() {
        let boxes = Dictionary(uniqueKeysWithValues: renderedPage(GridExample()).boxes(in: .phone).map { ($0.indexPath, $0) })
        #expect(boxes[IndexPath(item: 0, section: 0)]?.frame == CGRect(x: 0, y: 0, width: 78, height: 78))
        #expect(boxes[IndexPath(item: 93, section: 0)]?.frame == CGRect(x: 234, y: 1404, width: 78, height: 78))
        #expect(boxes[IndexPath(item: 93, section: 0)]?.labelHTML == "93")
        #expect(boxes[IndexPath(item: 0, section: 0)]?.cssClass == "text-cell")
        #expect(renderedPage(GridExample()).contentSize(in: .phone) == CGSize(width: 390, height: 1482))
    }

    @Test func gridOnADesktopScalesTheTilesWithTheWidth() {
        let boxes = renderedPage(GridExample()).boxes(in: .desktop)
        #expect(boxes.first { $0.indexPath == IndexPath(item: 6, section: 0) }?.frame == CGRect(x: 256, y: 256, width: 256, height: 256))
    }

    @Test func twoColumnGridRowsOnAPhone() {
        let boxes = renderedPage(TwoColumnGridExample()).boxes(in: .phone)
        #expect(boxes.first { $0.indexPath.item == 0 }?.frame == CGRect(x: 10, y: 0, width: 180, height: 44))
        #expect(boxes.first { $0.indexPath.item == 1 }?.frame == CGRect(x: 200, y: 0, width: 180, height: 44))
        #expect(boxes.first { $0.indexPath.item == 93 }?.frame == CGRect(x: 200, y: 2484, width: 180, height: 44))
    }

    @Test func nestedGroupsTilesAndTexts() {
        let boxes = renderedPage(NestedGroupsExample()).boxes(in: .phone)
        let second = boxes.first { $0.indexPath.item == 1 }
        #expect(second?.frame == CGRect(x: 283, y: 10, width: 97, height: 148.667))
        #expect(boxes.first { $0.indexPath.item == 0 }?.frame == CGRect(x: 10, y: 10, width: 253, height: 317.333))
        #expect(boxes.first { $0.indexPath.item == 7 }?.labelHTML == "0, 7")
        #expect(second?.style == ";border-radius:8px")
    }

    @Test func adaptiveSectionsDoubleTheirColumnsOnTheDesktop() {
        let page = renderedPage(AdaptiveSectionsExample())
        func columns(_ viewport: Viewport) -> [Int] {
            let boxes = page.boxes(in: viewport)
            return (0..<3).map { section in Set(boxes.filter { $0.indexPath.section == section }.map(\.frame.minX)).count }
        }
        #expect(columns(.phone) == [1, 5, 3])
        #expect(columns(.desktop) == [2, 10, 6])
    }

    @Test func distinctSectionsKeepsItsColumnsOnTheDesktop() {
        let page = renderedPage(DistinctSectionsExample())
        let boxes = page.boxes(in: .desktop)
        let columns = (0..<3).map { section in Set(boxes.filter { $0.indexPath.section == section }.map(\.frame.minX)).count }
        #expect(columns == [1, 5, 3])
    }

    @Test func distinctSectionsDrawsListRowsAndTwoKindsOfTiles() {
        let boxes = renderedPage(DistinctSectionsExample()).boxes(in: .phone)
        let listRow = boxes.first { $0.indexPath == IndexPath(item: 0, section: 0) }
        #expect(listRow?.cssClass == "list-cell")
        #expect(listRow?.frame == CGRect(x: 22, y: 22, width: 346, height: 40))
        #expect(listRow?.labelHTML == "0")
        #expect(listRow?.innerHTML.contains("class=\"chevron\"") == true)

        let roundedTile = boxes.first { $0.indexPath == IndexPath(item: 0, section: 1) }
        #expect(roundedTile?.cssClass == "text-cell")
        #expect(roundedTile?.style == ";border-radius:8px")
        #expect(roundedTile?.labelHTML == "10")

        let squareTile = boxes.first { $0.indexPath == IndexPath(item: 9, section: 2) }
        #expect(squareTile?.cssClass == "text-cell")
        #expect(squareTile?.style == "")
        #expect(squareTile?.labelHTML == "29")
    }

    @Test func stylesheetDrawsTheSampleCells() {
        let html = renderedPage(DistinctSectionsExample(), viewports: [.phone]).html
        // TextCell: Display P3 cornflower blue (sRGB first for older browsers), 1 pt black border, title1.
        #expect(html.contains(".text-cell{display:flex;align-items:center;justify-content:center;padding:10px;"
            + "border:1px solid #000;background:#6495ED;background:color(display-p3 0.392 0.584 0.929);font-size:28px;"))
        // ListCell: body text, a 13 × 20 chevron in light grey at 70%, a hairline light-grey separator inset 10.
        #expect(html.contains(".list-cell{display:flex;align-items:center;gap:10px;padding:10px;font-size:17px;"))
        #expect(html.contains(".list-cell .chevron{flex:none;width:13px;height:20px;color:rgba(170,170,170,0.7)}"))
        #expect(html.contains(".list-cell::after{content:\"\";position:absolute;left:10px;right:10px;bottom:0;"
            + "height:1px;transform:scaleY(0.5);transform-origin:bottom;background:#AAAAAA}"))
    }

    @Test func pageShowsTheNavigationTitleAboveEachViewport() throws {
        let page = renderedPage(NestedGroupsExample())
        for viewport in Viewport.gallery {
            let section = try #require(page.viewportHTML(viewport))
            #expect(section.contains("<div class=\"navigation-bar\">Nested Groups</div>"))
            let width = CSSNumber.format(viewport.size.width), height = CSSNumber.format(viewport.size.height)
            #expect(section.contains("class=\"collection-view\" style=\"width:\(width)px;height:\(height)px;"))
        }
        #expect(page.html.contains("<a class=\"back-link\" href=\"../index.html\">"))
    }

    @Test func gridBackgroundIsBlackAndOthersWhite() throws {
        let grid = try #require(renderedPage(GridExample()).viewportHTML(.phone))
        #expect(grid.contains("height:844px;background:#000\""))
        let inset = try #require(renderedPage(InsetItemsGridExample()).viewportHTML(.phone))
        #expect(inset.contains("height:844px;background:#FFFFFF\""))
    }

    @Test func textsAndTitlesAreEscaped() {
        let page = renderedPage(HostileTextExample(), viewports: [.phone])
        let boxes = page.boxes(in: .phone)
        #expect(boxes.count == 2)
        #expect(boxes.first?.labelHTML == "&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;")
        #expect(boxes.last?.labelHTML == "&lt;/div&gt;&lt;script&gt;alert(1)&lt;/script&gt;")
        #expect(!page.html.contains("<script>"))
        #expect(!page.html.contains("<b>"))
        #expect(page.html.contains("<div class=\"navigation-bar\">Nav &lt;i&gt;title&lt;/i&gt;</div>"))
        #expect(page.html.contains("<title>Menu &amp; &lt;title&gt; — Modern Collection Views</title>"))
    }
}

/// An example whose texts contain HTML, to check that pages escape what examples say.
private struct HostileTextExample: GalleryExample {
    let menuTitle = "Menu & <title>"
    let navigationTitle = "Nav <i>title</i>"
    let slug = "hostile"
    let backgroundColor = GalleryColor.systemBackground
    let itemIdentifiers = [[0, 1]]

    func makeLayout() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
            subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    func cellContent(for itemIdentifier: Int, at indexPath: IndexPath) -> CellContent {
        itemIdentifier == 0
            ? CellContent(text: #"<b>"Tom" & 'Jerry'</b>"#, design: .textCell(cornerRadius: 0))
            : CellContent(text: "</div><script>alert(1)</script>", design: .listCell)
    }
}
