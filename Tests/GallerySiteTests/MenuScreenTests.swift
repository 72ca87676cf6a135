import Foundation
@testable import GallerySite
import OpenCollectionView
import OpenCollectionViewWeb
import Testing

/// The sample's main menu (spec §1): an outline list in a navigation controller that pushes the chosen example.
@MainActor
@Suite struct MenuScreenTests {
    /// The 25 examples of §1.1, in menu order, then the gallery's own.
    nonisolated static let sampleTitles = [
        "Grid", "Inset Items Grid", "Two-Column Grid", "Distinct Sections", "Adaptive Sections", "Item Badges",
        "Section Headers/Footers", "Pinned Section Headers", "Section Background Decoration", "Nested Groups",
        "Orthogonal Sections", "Orthogonal Section Behaviors", "Videos", "News", "Mountains Search", "Settings: Wi-Fi",
        "Insertion Sort Visualization", "UITableView: Editing", "Simple List", "Reorderable List", "List Appearances",
        "List with Custom Cells", "Emoji Explorer", "Emoji Explorer - List", "Custom Configurations",
    ]

    /// Menu title → navigation-bar title after the push (§1.2), for those that differ.
    nonisolated static let navigationTitles = [
        "Section Background Decoration": "Section Background Decoration View", "Videos": "Conference Videos",
        "News": "Conference News Feed", "Settings: Wi-Fi": "Wi-Fi", "Insertion Sort Visualization": "Insertion Sort Visualizer",
        "Simple List": "List",
    ]

    @Test func theMenuOffersTheSamplesExamplesThenTheGallerysOwn() {
        #expect(GalleryRoutes.sampleExamples.map(\.title) == Self.sampleTitles)
        #expect(GalleryRoutes.examples.filter { $0.groups.first == GalleryRoutes.beyondGroup }.map(\.title) == [
            "Million-Item Grid", "Million-Row List", "Waterfall", "Card Carousel", "Pinned Headers in Rows", "Catcher Feed", "Tab Bar",
            "Flow Layout Tags", "Layer Animations", "Controls", "Photos", "Feed",
        ])
        let slugs = GalleryRoutes.examples.map(\.slug)
        #expect(Set(slugs).count == slugs.count)
        #expect(GalleryRoutes.example(forSlug: "settings-wi-fi")?.title == "Settings: Wi-Fi")
        #expect(GalleryRoutes.example(forSlug: "uitableview-editing")?.groups == ["Diffable Data Source"])
        #expect(GalleryRoutes.example(forSlug: "item-badges")?.groups == ["Compositional Layout", "Advanced Layouts", "Supplementary Views"])
        #expect(GalleryRoutes.slug(for: "Emoji Explorer - List") == "emoji-explorer-list")
        #expect(GalleryRoutes.example(forSlug: "no-such-example") == nil)
    }

    /// Every example, pushed, shows the navigation title the sample gives it.
    @Test func everyExampleShowsItsNavigationTitle() {
        for example in GalleryRoutes.sampleExamples {
            let screen = ShownScreen(example.slug)
            #expect(screen.bar?.title == Self.navigationTitles[example.title] ?? example.title, "\(example.title)")
            // The menu's long title does not fit beside the example's on a phone: the way back reads "Back", or shows
            // the chevron alone beside the longest titles.
            #expect(screen.bar?.backButton != nil)
            #expect(screen.bar?.backButton?.title != "Modern Collection Views")
            #expect(type(of: screen.viewController) == example.viewControllerType)
        }
    }

    /// The menu: a sidebar list of headline group rows, all collapsed, on the grouped background.
    @Test func theMenuStartsCollapsed() throws {
        let screen = ShownScreen(menuIn: .phone)
        #expect(screen.bar?.title == "Modern Collection Views")
        #expect(screen.bar?.backButton == nil)
        let rows = screen.rows(section: 0)
        #expect(rows.map(\.lines) == [
            ["Compositional Layout"], ["Diffable Data Source"], ["Lists"], ["Outlines"], ["Cell Configurations"], ["Beyond the Sample"],
        ])
        for row in rows {
            #expect(row.view.accessoryKinds == ["outlineDisclosure"])
            #expect(row.view.texts.first?.font == UIFont.preferredFont(forTextStyle: .headline))
            #expect(row.state?.isExpanded == false)
        }
        #expect(rgba(screen.collection.backgroundColor) == "242,242,247,1")
        #expect(screen.collection.isOutline)
    }

    /// A tap on a group row expands it in place; a tap on an example pushes its view controller, whose bar names the
    /// way back after the menu; back pops it.
    @Test func groupsExpandAndExamplesPush() throws {
        let screen = ShownScreen(menuIn: .phone)
        screen.handle(CollectionViewEvent.tap(at: CGPoint(x: 100, y: 66)))
        let rows = screen.rows(section: 0)
        #expect(rows.map { $0.lines.first ?? "" }.prefix(6) == [
            "Compositional Layout", "Diffable Data Source", "Mountains Search", "Settings: Wi-Fi",
            "Insertion Sort Visualization", "UITableView: Editing",
        ])
        #expect(rows[2].view.accessoryKinds.isEmpty)
        #expect(rows[2].state?.outlineLevel == 1)
        let mountains = rows[2].frame
        let tree = screen.handle(CollectionViewEvent.tap(at: CGPoint(x: mountains.midX, y: mountains.midY)))
        #expect(screen.viewController is MountainsViewController)
        #expect(tree.lastTransition == RenderScreenTransition(kind: .push, animated: true))
        #expect(tree.screens.last?.navigationBar?.backButton?.title == "Back")
        screen.handle(HostEvent.tapBarButton("back"))
        #expect(screen.viewController is OutlineViewController)
        #expect(screen.visibleTree.lastTransition?.kind == .pop)
        // The menu remembers what was expanded, and the row's selection flashed away.
        #expect(screen.rows(section: 0).count == rows.count)
        #expect(screen.collectionView.indexPathsForSelectedItems == [])
    }
}

/// Beyond the Sample: what UIKit lacks, and a real app's screen.
@MainActor
@Suite struct BeyondScreenTests {
    /// Tags in a flow layout: every line but a section's last is justified between the 16-point insets; a section's
    /// last line keeps the 8-point minimum spacing from the leading inset (its tags differ in width); any other line of
    /// one tag centres it; the header of the section in view is pinned under the bar.
    @Test func theFlowLayoutTagsFillJustifiedLines() throws {
        let screen = ShownScreen("flow-layout-tags")
        let collectionView = screen.collectionView
        #expect(collectionView.collectionViewLayout is UICollectionViewFlowLayout)
        let cells = screen.cells.sorted { ($0.key.section, $0.key.item) < ($1.key.section, $1.key.item) }
        #expect(cells.count == MountainCatalog.all.count)
        let sections = Dictionary(grouping: cells, by: \.key.section)
        for (_, members) in sections {
            let lines = Dictionary(grouping: members, by: { $0.value.frame.minY }).sorted { $0.key < $1.key }
            for (index, line) in lines.enumerated() {
                let frames = line.value.map(\.value.frame).sorted { $0.minX < $1.minX }
                #expect(frames.allSatisfy { $0.height == 32 })
                if frames.count == 1, index < lines.count - 1 || lines.count == 1 {
                    // A line holding one tag centres it, as UIKit's does, unless it ends a section of several lines.
                    #expect(abs(frames[0].midX - 195) < 0.5)
                    continue
                }
                #expect(frames.first!.minX == 16)
                if index < lines.count - 1 {
                    #expect(abs(frames.last!.maxX - 374) < 0.01)
                } else if index == lines.count - 1 {
                    for (left, right) in zip(frames, frames.dropFirst()) { #expect(abs(right.minX - left.maxX - 8) < 0.01) }
                }
            }
        }
        // Scrolled into the middle, the header of the section in view stays under the bar.
        let tree = screen.handle(CollectionViewEvent.scroll(to: CGPoint(x: 0, y: 1200)))
        let collection = try #require(tree.screens.last?.content.collectionViewTrees.first?.tree)
        let top = 1200 + collectionView.adjustedContentInset.top
        let headers = collection.elements.filter { $0.category == .supplementaryView(kind: UICollectionView.elementKindSectionHeader) }
        #expect(headers.filter { abs($0.frame.minY - top) < 0.5 }.count == 1)
    }

    /// The tags are described for the page's copy of the layout, every tag's size with them (387 sizes the delegate
    /// gives): solved, it places every tag where the screen does, so a page that scrolls ahead of the server draws
    /// placeholders where the tags land.
    @Test func theFlowLayoutTagsAreDescribedForThePage() throws {
        let screen = ShownScreen("flow-layout-tags")
        let layout = try #require(screen.collectionView.collectionViewLayout as? UICollectionViewFlowLayout)
        let description = try #require(layout.hostLayoutDescription)
        #expect(screen.visibleTree.screens.last?.content.collectionViewTrees.first?.tree.layout?.description == description)
        let decoded = try #require(description.decodedFlow())
        #expect(decoded.itemSizes.map(\.count).reduce(0, +) == MountainCatalog.all.count)
        #expect(decoded.spec.headersPinToVisibleBounds)
        var solved = try #require(description.solvedFlow())
        #expect(solved.contentSize == screen.collectionView.contentSize)
        let cells = screen.cells
        #expect(cells.count == MountainCatalog.all.count)
        for (indexPath, cell) in cells {
            #expect(solved.frameForItem(section: indexPath.section, item: indexPath.item) == cell.frame, "\(indexPath)")
        }
    }

    /// Three tabs under the menu's bar: the grid above the tab bar, the bar's title following the selected tab, a tab
    /// loaded when first shown, the badge drawn.
    @Test func theTabBarExampleSwitchesTabsUnderTheMenusBar() throws {
        let screen = ShownScreen("tab-bar")
        let tabs = try #require(screen.viewController as? UITabBarController)
        #expect(screen.bar?.title == "Library")
        var tabBar = try #require(screen.visibleTree.screens.last?.tabBar)
        #expect(tabBar.frame == CGRect(x: 0, y: 844 - 49, width: 390, height: 49))
        #expect(tabBar.items.map(\.title) == ["Library", "Favorites", "Settings"])
        #expect(tabBar.items.map(\.badgeValue) == [nil, "3", nil])
        #expect(tabBar.items.map(\.symbolName) == ["book", "star.fill", "gear"])
        #expect(!tabs.viewControllers![1].isViewLoaded)
        let grid = try #require(screen.collectionView.superview)
        #expect(screen.collectionView.safeAreaInsets.bottom == 49)
        #expect(grid.frame.height == 844)

        _ = screen.window.handle(.tapBarButton(tabBar.items[1].identity))
        tabBar = try #require(screen.visibleTree.screens.last?.tabBar)
        #expect(tabBar.items.map(\.isSelected) == [false, true, false])
        #expect(screen.bar?.title == "Favorites")
        #expect(tabs.viewControllers![1].isViewLoaded)
        let html = WindowHTML.html(screen.visibleTree)
        #expect(html.contains("role=\"tablist\""))
        #expect(html.contains("aria-label=\"Favorites, 3\""))
        #expect(html.contains("<span class=\"ocv-tab-badge\">3</span>"))
    }

    /// The Controls example: the chosen segment names the range, the page control moves the page and fills the
    /// progress bar, the button starts and stops the spinner — all through host events, as a page sends them.
    @Test func theControlsExampleShowsWhatEachControlChanges() throws {
        let screen = ShownScreen("controls")
        let controls = try #require(screen.viewController as? ControlsViewController)
        #expect(screen.bar?.title == "Controls")
        let nodes = try #require(screen.visibleTree.screens.last?.content).allNodes
        func text(_ label: UILabel) -> String? { label.text }
        #expect(text(controls.rangeLabel) == "Showing: Day")
        #expect(controls.segments.frame.height == 32)
        #expect(controls.progress.frame.height == 4)
        #expect(controls.pages.frame.size == CGSize(width: 100, height: 26))
        let segments = try #require(nodes.first { $0.viewClass == "UISegmentedControl" }?.identity)
        let pages = try #require(nodes.first { $0.viewClass == "UIPageControl" }?.identity)
        _ = screen.window.handle(.selectSegment(segments, index: 2))
        #expect(text(controls.rangeLabel) == "Showing: Month")
        _ = screen.window.handle(.setPage(pages, page: 3))
        #expect(text(controls.pageLabel) == "Page 4 of 5")
        #expect(controls.progress.progress == 0.8)
        #expect(nodes.first { $0.viewClass == "UIActivityIndicatorView" }?.isHidden == true)
        let button = controls.spinnerButton.hostIdentity
        _ = screen.window.handle(.tapButton(button))
        #expect(controls.spinner.isAnimating)
        #expect(text(controls.spinnerLabel) == "Loading…")
        let tree = screen.visibleTree.screens.last!.content.allNodes
        #expect(tree.first { $0.viewClass == "UIActivityIndicatorView" }?.content == .activityIndicator(isAnimating: true, color: .secondaryLabel, diameter: 37))
        _ = screen.window.handle(.tapButton(button))
        #expect(!controls.spinner.isAnimating)
        #expect(text(controls.spinnerLabel) == "Stopped")
    }

    /// A million tiles from a data source that only counts: the last row (199,999) starts at 199,999 × 78.
    @Test func theMillionItemGridReachesItsLastTile() throws {
        let screen = ShownScreen("million-item-grid")
        #expect(screen.collectionView.numberOfItems(inSection: 0) == 1_000_000)
        #expect(screen.collectionView.contentSize == CGSize(width: 390, height: 200_000 * 78))
        let tree = screen.handle(CollectionViewEvent.scroll(to: CGPoint(x: 0, y: 200_000 * 78 - 844)))
        let collection = try #require(tree.screens.last?.content.collectionViewTrees.first?.tree)
        let last = try #require(collection.cells[IndexPath(item: 999_999, section: 0)])
        #expect(last.frame == CGRect(x: 312, y: 199_999 * 78, width: 78, height: 78))
        #expect(last.lines == ["999999"])
        #expect(collection.itemCounts == [1_000_000])
        #expect(collection.elements.count <= 60)
    }

    /// A million rows measured as they show: rows with longer descriptions are taller; scrolling deep measures only
    /// what it shows.
    @Test func theMillionRowListSizesRowsToTheirText() throws {
        let screen = ShownScreen("million-row-list")
        let rows = screen.visibleTree.screens.last!.content.collectionViewTrees.first!.tree.cells
        let short = try #require(rows[IndexPath(item: 0, section: 0)])
        let long = try #require(rows[IndexPath(item: 4, section: 0)])
        #expect(short.lines == ["Row 1"])
        #expect(short.frame.height == 44)
        #expect(long.frame.height > 44 + 20)
        #expect(long.lines.first == "Row 5")
        #expect(long.view.texts.last?.text.hasPrefix("Measured the first time it shows. Rows above it") == true)
        #expect(MillionRowListViewController.detail(forRow: 0) == nil)
        let tree = screen.handle(CollectionViewEvent.scroll(to: CGPoint(x: 0, y: 10_000_000)))
        let deep = try #require(tree.screens.last?.content.collectionViewTrees.first?.tree)
        #expect(!deep.cells.isEmpty)
        #expect(deep.cells.keys.allSatisfy { $0.item > 100_000 })
    }

    /// End jumps to the millionth row with `scrollToItem`: measured on arrival (taller than estimated), its bottom
    /// still sits exactly on the visible bottom edge; Top goes back to the top of the list.
    @Test func theMillionRowListJumpsToItsEndAndBack() throws {
        let screen = ShownScreen("million-row-list")
        let end = try #require(screen.visibleTree.screens.last?.navigationBar?.rightItems.first)
        #expect(end.title == "End")
        let tree = screen.handle(HostEvent.tapBarButton(end.identity))
        let collection = try #require(tree.screens.last?.content.collectionViewTrees.first?.tree)
        let last = try #require(collection.cells[IndexPath(item: 999_999, section: 0)])
        #expect(last.lines.first == "Row 1000000")
        #expect(abs(last.frame.maxY - (collection.visibleRect.maxY - collection.contentInset.bottom)) < 0.01)
        let top = try #require(tree.screens.last?.navigationBar?.rightItems.first)
        #expect(top.title == "Top")
        let back = screen.handle(HostEvent.tapBarButton(top.identity))
        let first = try #require(back.screens.last?.content.collectionViewTrees.first?.tree)
        #expect(first.cells[IndexPath(item: 0, section: 0)] != nil)
        #expect(first.visibleRect.minY == -first.contentInset.top)
    }

    /// The section index: "1" and every hundred thousand rows; a tap on "500K" puts row 500,000 (item 499,999) at the
    /// top of the visible area; a title past the index changes nothing. Drawn as UIKit's, along the trailing edge
    /// between the bars.
    @Test func theMillionRowListsIndexJumps() throws {
        let screen = ShownScreen("million-row-list")
        let titles = try #require(screen.visibleTree.screens.last?.content.collectionViewTrees.first?.tree.indexTitles)
        #expect(titles == ["1", "100K", "200K", "300K", "400K", "500K", "600K", "700K", "800K", "900K"])
        let tree = screen.handle(CollectionViewEvent.tapIndexTitle(index: 5))
        let collection = try #require(tree.screens.last?.content.collectionViewTrees.first?.tree)
        let row = try #require(collection.cells[IndexPath(item: 499_999, section: 0)])
        #expect(row.lines.first == "Row 500000")
        #expect(abs(row.frame.minY - (collection.visibleRect.minY + collection.contentInset.top)) < 0.01)
        let unchanged = screen.handle(CollectionViewEvent.tapIndexTitle(index: 10))
        #expect(unchanged.screens.last?.content.collectionViewTrees.first?.tree.visibleRect == collection.visibleRect)
        let page = WindowHTML.html(tree, in: DrawingContext())
        let index = try #require(page.range(of: "<nav class=\"ocv-section-index\" aria-label=\"Section index\""))
        #expect(page[index.upperBound...].contains("style=\"right:calc(100% - 390px);top:44px;height:800px\""))
        #expect(page.components(separatedBy: "data-index-title=").count == 11)
    }

    /// Phone: the header keeps its 44 pt; columns are (370 − 10) / 2 = 180 wide from y = 54. Tiles are 180 / aspect
    /// ratio tall: 3:4 → 240, 1:1 → 180, 2:3 → 270, 4:3 → 135, 3:2 → 120, 1:1 → 180. Each goes to the shorter column:
    /// 0 left (54–294), 1 right (54–234), 2 right (244–514), 3 left (304–439), 4 left (449–569), 5 right (524–704).
    @Test func waterfallTilesFillTheShortestColumn() throws {
        let screen = ShownScreen("waterfall")
        let cells = screen.cells
        #expect(cells.count == 30)
        #expect(cells[IndexPath(item: 0, section: 0)]?.frame == CGRect(x: 10, y: 54, width: 180, height: 240))
        #expect(cells[IndexPath(item: 1, section: 0)]?.frame == CGRect(x: 200, y: 54, width: 180, height: 180))
        #expect(cells[IndexPath(item: 2, section: 0)]?.frame == CGRect(x: 200, y: 244, width: 180, height: 270))
        #expect(cells[IndexPath(item: 3, section: 0)]?.frame == CGRect(x: 10, y: 304, width: 180, height: 135))
        #expect(cells[IndexPath(item: 4, section: 0)]?.frame == CGRect(x: 10, y: 449, width: 180, height: 120))
        #expect(cells[IndexPath(item: 5, section: 0)]?.frame == CGRect(x: 200, y: 524, width: 180, height: 180))
        #expect(cells[IndexPath(item: 2, section: 0)]?.view.texts.first?.text == "  Photo 3 · 2:3")
        let header = try #require(screen.elements(ofKind: WaterfallViewController.headerElementKind)[IndexPath(item: 0, section: 0)])
        #expect(header.frame == CGRect(x: 10, y: 0, width: 370, height: 44))
        #expect(header.lines == ["Photos"])
        #expect(Set(ShownScreen("waterfall", .desktop).cells.values.map(\.frame.minX)).count == 3)
    }

    /// Each row's title tile is pinned to the visible leading edge: at rest it leads the row at x = 0; scrolled by
    /// 300 pt it stays there while the tiles move 300 pt left, under it.
    @Test func rowTitlesStayPinnedWhileTheirRowScrolls() throws {
        let screen = ShownScreen("pinned-headers-in-rows")
        let kind = PinnedRowHeadersViewController.rowTitleElementKind
        let title = try #require(screen.elements(ofKind: kind)[IndexPath(item: 0, section: 1)])
        #expect(title.lines == ["Tuesday"])
        #expect(title.frame.minX == 0 && title.frame.width == 120)
        let tile = try #require(screen.cells[IndexPath(item: 3, section: 1)]).frame
        let tree = screen.handle(CollectionViewEvent.scrollOrthogonalSection(1, to: 300))
        let collection = try #require(tree.screens.last?.content.collectionViewTrees.first?.tree)
        #expect(collection.elements(ofKind: kind)[IndexPath(item: 0, section: 1)]?.frame.minX == 0)
        #expect((collection.elements(ofKind: kind)[IndexPath(item: 0, section: 1)]?.zIndex ?? 0) > (collection.cells[IndexPath(item: 3, section: 1)]?.zIndex ?? 0))
        #expect(collection.cells[IndexPath(item: 3, section: 1)]?.frame.minX == tile.minX - 300)
        #expect(collection.elements(ofKind: kind)[IndexPath(item: 0, section: 1)]?.orthogonalSection == 1)
    }

    /// Catcher's main page (spec §8): five titled sections of placeholder users.
    @Test func catcherFeedHasFiveTitledSections() throws {
        let screen = ShownScreen("catcher-feed")
        let headers = screen.elements(ofKind: UICollectionView.elementKindSectionHeader)
        #expect((0..<5).map { headers[IndexPath(item: 0, section: $0)]?.lines } == [
            ["Catcher"], ["인기스타를 소개해요"], ["뉴~ 진스가 아닌 뉴~ 피플"], ["당신의 동네에 이런 사람이?!"], ["당신이 찜꿍~한 유저"],
        ])
        let tops: [CGFloat] = [0, 450, 750, 1062.333, 1272.333]
        for (section, top) in tops.enumerated() {
            #expect(abs((headers[IndexPath(item: 0, section: section)]?.frame.minY ?? -1) - top) < 0.001, "section \(section)")
        }
        // The random section pages one user at a time; cards are 370 × 385 from y = 55.
        let cards = screen.rows(section: 0)
        #expect(cards.map(\.frame) == (0..<6).map { CGRect(x: 10 + 390 * CGFloat($0), y: 55, width: 370, height: 385) })
        #expect(cards[0].lines == ["하늘"])
        #expect(screen.collection.orthogonalSections.map(\.behavior) == [.groupPaging, .continuous, .continuous, .continuous, .continuous])
        let ranked = screen.rows(section: 1)
        #expect(ranked[0].lines == ["1위  하늘", "받은 찜 42개", "산책과 사진을 좋아해요"])
        #expect(ranked[5].lines == ["6위  도윤", "받은 찜 8개", "맛집 탐방이 취미예요"])
    }
}
