import Foundation
@testable import GallerySite
import OpenCollectionView
import Testing

/// Compositional Layout › Getting Started and Per-Section Layout (spec §3.1–§3.5): the sample's view controllers in
/// a navigation controller, their first frames derived by hand from the layout values. The navigation bar does not
/// move the content: collection views start under it, scrolled to `-44`.
@MainActor
@Suite struct GettingStartedScreenTests {
    /// 390 pt at 3×: five 78-pt squares a row; item 93 is the fourth of row 18 (18 × 78 = 1404). On a 1280-pt desktop
    /// the squares are 256 pt.
    @Test func gridHasFiveSquaresPerRow() throws {
        let screen = ShownScreen("grid")
        let cells = screen.cells
        #expect(cells.count == 94)
        #expect(cells[IndexPath(item: 0, section: 0)]?.frame == CGRect(x: 0, y: 0, width: 78, height: 78))
        #expect(cells[IndexPath(item: 93, section: 0)]?.frame == CGRect(x: 234, y: 1404, width: 78, height: 78))
        #expect(screen.collection.contentSize == CGSize(width: 390, height: 1482))
        #expect(screen.collection.contentInset.top == 44)
        #expect(screen.collection.visibleRect.minY == -44)
        #expect(screen.bar?.title == "Grid")
        #expect(screen.bar?.backButton?.title == "Back")
        let desktop = ShownScreen("grid", .desktop)
        #expect(desktop.bar?.backButton?.title == "Modern Collection Views")
        #expect(desktop.cells[IndexPath(item: 6, section: 0)]?.frame == CGRect(x: 256, y: 256, width: 256, height: 256))
    }

    /// TextCell: a 1-pt black border on the cell's layer, a cornflower content view and a centred title1 label 10 pt
    /// inside it, on a black collection view.
    @Test func gridCellsAreTextCells() throws {
        let screen = ShownScreen("grid")
        let cell = try #require(screen.cells[IndexPath(item: 93, section: 0)])
        #expect(cell.view.viewClass == "TextCell")
        #expect(cell.view.borderWidth == 1)
        #expect(rgba(cell.view.borderColor) == "0,0,0,1")
        #expect(cell.view.cornerRadius == 0)
        let contentView = try #require(cell.view.children.first)
        #expect(contentView.backgroundColor == UIColor.cornflowerBlue)
        let label = try #require(cell.view.first("UILabel"))
        #expect(label.frame == CGRect(x: 10, y: 10, width: 58, height: 58))
        #expect(cell.lines == ["93"])
        #expect(label.texts.first?.font == UIFont.preferredFont(forTextStyle: .title1))
        #expect(label.texts.first?.alignment == .center)
        #expect(rgba(screen.collection.backgroundColor) == "0,0,0,1")
    }

    /// Items inset 5 pt in their 78-pt slots: 68-pt tiles 10 pt apart, on the system background.
    @Test func insetItemsGridInsetsEveryTile() {
        let screen = ShownScreen("inset-items-grid")
        #expect(screen.cells[IndexPath(item: 0, section: 0)]?.frame == CGRect(x: 5, y: 5, width: 68, height: 68))
        #expect(screen.cells[IndexPath(item: 6, section: 0)]?.frame == CGRect(x: 83, y: 83, width: 68, height: 68))
        #expect(rgba(screen.collection.backgroundColor) == "255,255,255,1")
        #expect(screen.bar?.title == "Inset Items Grid")
    }

    /// Section insets 10 at the sides, two cells 10 pt apart: (390 − 20 − 10) / 2 = 180 wide; rows 54 pt apart, so
    /// item 93 (row 46) is at 46 × 54 = 2484.
    @Test func twoColumnGridRows() {
        let cells = ShownScreen("two-column-grid").cells
        #expect(cells[IndexPath(item: 0, section: 0)]?.frame == CGRect(x: 10, y: 0, width: 180, height: 44))
        #expect(cells[IndexPath(item: 1, section: 0)]?.frame == CGRect(x: 200, y: 0, width: 180, height: 44))
        #expect(cells[IndexPath(item: 93, section: 0)]?.frame == CGRect(x: 200, y: 2484, width: 180, height: 44))
        #expect(cells[IndexPath(item: 93, section: 0)]?.lines == ["93"])
    }

    /// The list section's rows are ListCells: section insets 20 and item insets 2 give (22, 22, 346, 40), a body label
    /// "0", a 13 × 20 chevron 10 pt from the trailing edge and a 0.5-pt separator inset 10 pt. Tiles of the
    /// five-column grid round their content view by 8 pt; those of the three-column grid are square.
    @Test func distinctSectionsDrawListRowsAndTwoKindsOfTiles() throws {
        let screen = ShownScreen("distinct-sections")
        let row = try #require(screen.cells[IndexPath(item: 0, section: 0)])
        #expect(row.frame == CGRect(x: 22, y: 22, width: 346, height: 40))
        #expect(row.view.viewClass == "ListCell")
        #expect(row.lines == ["0"])
        let chevron = try #require(row.view.allNodes.first { $0.viewClass == "UIImageView" })
        #expect(chevron.symbols == ["chevron.right"])
        #expect(chevron.frame == CGRect(x: 346 - 10 - 13, y: 10, width: 13, height: 20))
        let chevronImage = try #require(chevron.content.image)
        #expect(rgba(chevronImage.tintColor) == "170,170,170,0.70")
        // The 0.5-pt separator is one pixel at 3×: 1/3 pt, along the bottom.
        let separator = try #require(row.view.children.first?.children.first { $0.frame.height > 0 && $0.frame.height < 1 })
        #expect(sameFrame(separator.frame, CGRect(x: 10, y: 40 - 1.0 / 3, width: 326, height: 1.0 / 3)))
        #expect(rgba(separator.backgroundColor) == "170,170,170,1")
        let label = try #require(row.view.first("UILabel"))
        #expect(label.frame.minX == 10 && label.frame.maxX == chevron.frame.minX - 10)

        let rounded = try #require(screen.cells[IndexPath(item: 0, section: 1)])
        #expect(rounded.view.children.first?.cornerRadius == 8)
        #expect(rounded.lines == ["10"])
        let square = try #require(screen.cells[IndexPath(item: 9, section: 2)])
        #expect(square.view.children.first?.cornerRadius == 0)
        #expect(square.lines == ["29"])
    }

    /// Columns per section, counted from the cells' distinct x positions: Distinct Sections keeps 1, 5 and 3 on any
    /// width; Adaptive Sections doubles them above 800 pt.
    @Test func adaptiveSectionsDoubleTheirColumnsOnTheDesktop() {
        func columns(_ screen: ShownScreen) -> [Int] {
            (0..<3).map { section in Set(screen.cells.filter { $0.key.section == section }.map(\.value.frame.minX)).count }
        }
        #expect(columns(ShownScreen("adaptive-sections")) == [1, 5, 3])
        #expect(columns(ShownScreen("adaptive-sections", .desktop)) == [2, 10, 6])
        #expect(columns(ShownScreen("distinct-sections", .desktop)) == [1, 5, 3])
    }

    /// A tap flashes the row: the delegate deselects it at once, animated.
    @Test func aTapInDistinctSectionsOnlyFlashesTheRow() throws {
        let screen = ShownScreen("distinct-sections")
        screen.handle(CollectionViewEvent.tap(at: CGPoint(x: 100, y: 30)))
        #expect(screen.collectionView.indexPathsForSelectedItems == [])
        let change = screen.visibleTree.screens.last!.content.collectionViewTrees.first!.tree.lastStateChange
        #expect(change?.animated == true)
    }
}

/// Compositional Layout › Advanced Layouts (spec §3.6–§3.12).
@MainActor
@Suite struct AdvancedLayoutScreenTests {
    /// Desktop, 1280 pt at 2×: section insets 20 leave 1240; items are a quarter of it (310) and rows a fifth (248).
    /// Item insets 5 make cell 0 (25, 25, 300, 238). The 20-pt badge's top-trailing corner starts on the cell's
    /// (325, 25), so the badge is at (305, 25), then moves 0.3 × 20 = 6 pt to the trailing side and up: (311, 19).
    @Test func badgesStraddleTheTopTrailingCornerOfTheirCells() throws {
        let screen = ShownScreen("item-badges", .desktop)
        let badges = screen.elements(ofKind: ItemBadgeSupplementaryViewController.badgeElementKind)
        #expect(screen.cells[IndexPath(item: 0, section: 0)]?.frame == CGRect(x: 25, y: 25, width: 300, height: 238))
        #expect(badges[IndexPath(item: 0, section: 0)]?.frame == CGRect(x: 311, y: 19, width: 20, height: 20))
        // Item 5 is the second of the second row: cell (335, 273, 300, 238), badge at (635 − 20 + 6, 273 − 6).
        #expect(screen.cells[IndexPath(item: 5, section: 0)]?.frame == CGRect(x: 335, y: 273, width: 300, height: 238))
        #expect(badges[IndexPath(item: 5, section: 0)]?.frame == CGRect(x: 621, y: 267, width: 20, height: 20))
        // Phone, 390 pt at 3×: a quarter of 350 is 87.5, floored to the 1/3-pt grid: 87.333. Cell 1 starts at
        // 20 + 87.333 + 5 = 112.333 and is 77.333 wide, so its badge is at 112.333 + 77.333 − 20 + 6 = 175.667, y 19.
        let phone = ShownScreen("item-badges")
        let phoneBadge = phone.elements(ofKind: ItemBadgeSupplementaryViewController.badgeElementKind)[IndexPath(item: 1, section: 0)]
        #expect(sameFrame(phoneBadge?.frame, CGRect(x: 527.0 / 3, y: 19, width: 20, height: 20)))
    }

    /// Every item has a badge: a green circle with a black border showing the count, hidden at 0; tiles round their
    /// content view by 8 pt.
    @Test func badgesShowTheirCountAndHideAtZero() throws {
        let screen = ShownScreen("item-badges")
        let badges = screen.elements(ofKind: ItemBadgeSupplementaryViewController.badgeElementKind)
        #expect(badges.count == 100)
        var counts: Set<String> = []
        for (indexPath, badge) in badges {
            let count = try #require(badge.lines.first)
            counts.insert(count)
            #expect(badge.view.isHidden == (count == "0"), "\(indexPath)")
            #expect(badge.view.cornerRadius == 10)
            #expect(rgba(badge.view.backgroundColor) == "0,255,0,1")
            #expect(badge.view.borderWidth == 1)
        }
        // The seeded counts use all three values, so the screen shows hidden and visible badges.
        #expect(counts == ["0", "1", "2"])
        #expect(screen.cells[IndexPath(item: 42, section: 0)]?.lines == ["42"])
        #expect(screen.cells[IndexPath(item: 42, section: 0)]?.view.children.first?.cornerRadius == 8)
    }

    /// Phone: headers and footers keep their estimated 44 pt and follow the section's 10-pt side insets; rows are
    /// 44 pt, 5 pt apart. Section 0: header 0–44, rows from 44 every 49 pt (the last at 240), footer 284–328; section
    /// 1's header starts at 328. Five sections make 1640 pt.
    @Test func headersAndFootersFrameEachSection() throws {
        let screen = ShownScreen("section-headers-footers")
        let headers = screen.elements(ofKind: "section-header-element-kind")
        let footers = screen.elements(ofKind: "section-footer-element-kind")
        #expect(headers[IndexPath(item: 0, section: 0)]?.frame == CGRect(x: 10, y: 0, width: 370, height: 44))
        #expect(screen.cells[IndexPath(item: 0, section: 0)]?.frame == CGRect(x: 10, y: 44, width: 370, height: 44))
        #expect(screen.cells[IndexPath(item: 4, section: 0)]?.frame == CGRect(x: 10, y: 240, width: 370, height: 44))
        #expect(footers[IndexPath(item: 0, section: 0)]?.frame == CGRect(x: 10, y: 284, width: 370, height: 44))
        #expect(headers[IndexPath(item: 0, section: 1)]?.frame == CGRect(x: 10, y: 328, width: 370, height: 44))
        #expect(footers[IndexPath(item: 0, section: 4)]?.frame == CGRect(x: 10, y: 1596, width: 370, height: 44))
        #expect(screen.collection.contentSize == CGSize(width: 390, height: 1640))
        #expect(headers.count == 5 && footers.count == 5)

        // A title3 label inset 10 pt, on light grey with a 1-pt black border.
        let header = try #require(headers[IndexPath(item: 0, section: 2)])
        #expect(header.view.viewClass == "TitleSupplementaryView")
        #expect(header.lines == ["section-header-element-kind for section 2"])
        #expect(rgba(header.view.backgroundColor) == "170,170,170,1")
        #expect(header.view.borderWidth == 1)
        #expect(header.view.first("UILabel")?.frame == CGRect(x: 10, y: 10, width: 350, height: 24))
        #expect(header.view.texts.first?.font == UIFont.preferredFont(forTextStyle: .title3))
        #expect(footers[IndexPath(item: 0, section: 3)]?.lines == ["section-footer-element-kind for section 3"])
        #expect(screen.cells[IndexPath(item: 3, section: 1)]?.lines == ["1,3"])
    }

    /// Scrolled so that y = 400 is under the bar's bottom edge, section 1 (328–656) shows at the top, so its header
    /// pins there: (10, 400, 370, 44), above the rows (zIndex 2). Section 2's header stays at 656; footers never pin.
    @Test func headersPinBelowTheNavigationBar() throws {
        let screen = ShownScreen("pinned-section-headers")
        let atRest = screen.elements(ofKind: "section-header-element-kind")
        #expect(atRest[IndexPath(item: 0, section: 1)]?.frame == CGRect(x: 10, y: 328, width: 370, height: 44))

        let tree = screen.handle(CollectionViewEvent.scroll(to: CGPoint(x: 0, y: 400 - 44)))
        let collection = try #require(tree.screens.last?.content.collectionViewTrees.first?.tree)
        let pinned = try #require(collection.elements(ofKind: "section-header-element-kind")[IndexPath(item: 0, section: 1)])
        #expect(pinned.frame == CGRect(x: 10, y: 400, width: 370, height: 44))
        #expect(pinned.zIndex == 2)
        #expect(pinned.lines == ["section-header-element-kind for section 1"])
        let covered = try #require(collection.cells[IndexPath(item: 1, section: 1)])
        #expect(covered.frame.minY == 421 && covered.zIndex < pinned.zIndex)
        #expect(collection.elements(ofKind: "section-header-element-kind")[IndexPath(item: 0, section: 2)]?.frame.minY == 656)
        #expect(collection.elements(ofKind: "section-footer-element-kind")[IndexPath(item: 0, section: 1)]?.frame.minY == 612)
    }

    /// Each section is 10 + 5 × 44 + 4 × 5 + 10 = 260 pt tall; its background is the section's frame inset 5 pt:
    /// (5, 5 + 260 s, 380, 250), a translucent grey panel with a black border and 12-pt corners, below the rows. The
    /// last row of each section hides its separator.
    @Test func backgroundPanelsSitFivePointsInsideEachSection() throws {
        let screen = ShownScreen("section-background-decoration")
        let backgrounds = screen.elements(ofKind: SectionDecorationViewController.sectionBackgroundDecorationElementKind)
        #expect(backgrounds.count == 5)
        for section in 0..<5 {
            let background = try #require(backgrounds[IndexPath(item: 0, section: section)])
            #expect(background.frame == CGRect(x: 5, y: 5 + 260 * CGFloat(section), width: 380, height: 250), "section \(section)")
            #expect(background.view.viewClass == "SectionBackgroundDecorationView")
            #expect(background.view.cornerRadius == 12)
            #expect(rgba(background.view.backgroundColor) == "170,170,170,0.50")
            #expect(background.zIndex < (screen.cells[IndexPath(item: 0, section: section)]?.zIndex ?? 0))
        }
        #expect(screen.cells[IndexPath(item: 0, section: 0)]?.frame == CGRect(x: 10, y: 10, width: 370, height: 44))
        #expect(screen.cells[IndexPath(item: 0, section: 3)]?.frame == CGRect(x: 10, y: 790, width: 370, height: 44))
        #expect(screen.collection.contentSize == CGSize(width: 390, height: 1300))
        func separatorIsShown(_ item: Int, _ section: Int) -> Bool? {
            screen.cells[IndexPath(item: item, section: section)]?.view.allNodes.contains {
                $0.frame.height > 0 && $0.frame.height < 1 && !$0.isHidden
            }
        }
        #expect(separatorIsShown(3, 2) == true)
        #expect(separatorIsShown(4, 2) == false)
        #expect(screen.bar?.title == "Section Background Decoration View")
    }

    /// A group is 40% of the 844-pt view tall (337.6): the leading tile (70%) inset 10 is (10, 10, 253, 317.333) on the
    /// 1/3-pt grid; the two trailing tiles share the column: item 1 is (283, 10, 97, 148.667).
    @Test func nestedGroupsTilesAndTexts() throws {
        let screen = ShownScreen("nested-groups")
        let cells = screen.cells
        #expect(cells.count == 100)
        #expect(sameFrame(cells[IndexPath(item: 0, section: 0)]?.frame, CGRect(x: 10, y: 10, width: 253, height: 317.333)))
        #expect(sameFrame(cells[IndexPath(item: 1, section: 0)]?.frame, CGRect(x: 283, y: 10, width: 97, height: 148.667)))
        #expect(cells[IndexPath(item: 7, section: 0)]?.lines == ["0, 7"])
        #expect(cells[IndexPath(item: 1, section: 0)]?.view.children.first?.cornerRadius == 8)
    }

    /// Five rows of ten groups 85% of the width (331.5 → 331.333 on the grid), scrolling sideways continuously; the
    /// first group's leading tile is inset 10 pt in the row.
    @Test func orthogonalSectionsAreRowsThatScrollSideways() throws {
        let screen = ShownScreen("orthogonal-sections")
        let rows = screen.collection.orthogonalSections
        #expect(rows.map(\.section) == [0, 1, 2, 3, 4])
        #expect(rows.allSatisfy { $0.behavior == .continuous && $0.groupCount == 10 && $0.offset == 0 })
        #expect(sameFrame(rows[1].frame, CGRect(x: 0, y: 337.6, width: 390, height: 337.6)) || rows[1].frame.minY > 337)
        #expect(rows[0].contentLength > 3000)
        #expect(screen.cells.count == 150)
        let leading = try #require(screen.cells[IndexPath(item: 3, section: 1)])
        #expect(leading.orthogonalSection == 1)
        #expect(leading.lines == ["1, 3"])
        // Scrolling a row moves its elements, not the others'.
        let tree = screen.handle(CollectionViewEvent.scrollOrthogonalSection(1, to: 200))
        let scrolled = try #require(tree.screens.last?.content.collectionViewTrees.first?.tree)
        #expect(scrolled.orthogonalSections[1].offset == 200)
        #expect(scrolled.cells[IndexPath(item: 0, section: 0)]?.frame.minX == 10)
    }

    /// One section per behavior, in the sample's order, titled with its name; `.none` stacks its groups.
    @Test func orthogonalSectionBehaviorsNameTheirRows() throws {
        let screen = ShownScreen("orthogonal-section-behaviors")
        let headers = screen.elements(ofKind: OrthogonalScrollBehaviorViewController.headerElementKind)
        #expect((0..<6).map { headers[IndexPath(item: 0, section: $0)]?.lines.first } == [
            ".continuous", ".continuousGroupLeadingBoundary", ".paging", ".groupPaging", ".groupPagingCentered", ".none",
        ])
        let behaviors = screen.collection.orthogonalSections.map(\.behavior)
        #expect(behaviors == [.continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered])
        // .groupPagingCentered rests its first group centred: 7.5% of the width on each side.
        let centered = try #require(screen.collection.orthogonalSections.first { $0.behavior == .groupPagingCentered })
        #expect(centered.groupStride > 0 && centered.viewportLength == 390)
        // The `.none` section's six groups stack vertically at full width.
        let lastSection = screen.cells.filter { $0.key.section == 5 }
        #expect(Set(lastSection.values.map(\.frame.minX)) == [10, 283])
        #expect(lastSection.values.allSatisfy { $0.orthogonalSection == nil })
    }
}

/// Compositional Layout › Conference App (spec §3.13–§3.14).
@MainActor
@Suite struct ConferenceScreenTests {
    /// Cards are 85% of the width on a phone (331.5 → 331.333 on the grid), 250 pt tall, 20 pt apart after a 20-pt
    /// inset; on a wider screen 42.5% (544 of 1280). Titles head each row.
    @Test func videoCardsRowsAndTitles() throws {
        let screen = ShownScreen("videos")
        #expect(screen.bar?.title == "Conference Videos")
        let first = try #require(screen.cells[IndexPath(item: 0, section: 0)])
        #expect(first.frame.minX == 20 && first.frame.height == 250)
        #expect(abs(first.frame.width - 331.333) < 0.001)
        #expect(first.lines == ["Bringing Your Apps to the New iPad Pro", "Tech Talks"])
        #expect(first.view.viewClass == "ConferenceVideoCell")
        // The thumbnail takes what the two one-line labels leave: 250 − 10 − 16 (caption1) − 13 (caption2).
        let thumbnail = try #require(first.view.first("UIImageView"))
        #expect(thumbnail.frame == CGRect(x: 0, y: 0, width: first.frame.width, height: 250 - 10 - 16 - 13))
        #expect(thumbnail.cornerRadius == 4 && thumbnail.borderWidth == 1)
        #expect(thumbnail.backgroundColor == UIColor.cornflowerBlue)
        let titles = screen.elements(ofKind: ConferenceVideoSessionsViewController.titleElementKind)
        #expect((0..<5).map { titles[IndexPath(item: 0, section: $0)]?.lines.first } == [
            "The New iPad Pro", "iPhone and Apple Watch", "App Store Connect", "Apps on Your Wrist", "Speaking with Siri",
        ])
        #expect(screen.cells.count == 23)
        let desktop = ShownScreen("videos", .desktop)
        #expect(desktop.cells[IndexPath(item: 0, section: 0)]?.frame.width == 544)
    }

    /// Rows size themselves to their text with Auto Layout (`V:|-[title]-[date]-[body]-20-[separator(==1)]|`): the
    /// content view's 8-pt margin above the title, the standard 8 pt between the labels, 20 pt to the 1-pt separator
    /// at the bottom edge, which the last row hides.
    @Test func newsRowsFitTheirText() throws {
        let screen = ShownScreen("news")
        #expect(screen.bar?.title == "Conference News Feed")
        let rows = screen.rows(section: 0)
        #expect(rows.count == 5)
        var y: CGFloat = 10
        for (index, row) in rows.enumerated() {
            let labels = row.view.allNodes.filter { $0.viewClass == "UILabel" }
            #expect(labels.count == 3)
            let heights = labels.map(\.frame.height)
            #expect(row.frame.height == 8 + heights[0] + 8 + heights[1] + 8 + heights[2] + 20 + 1, "row \(index)")
            #expect(row.frame.minY == y, "row \(index)")
            #expect(row.frame.minX == 10 && row.frame.width == 370)
            y = row.frame.maxY + 10
            let separator = try #require(row.view.allNodes.first { $0.frame.height == 1 })
            #expect(separator.isHidden == (index == 4))
            // Each label is as tall as its lines: title2 28-pt lines, caption2 13-pt, body 22-pt.
            let texts = row.view.texts
            #expect(heights == [CGFloat(texts[0].lines.count) * 28, 13, CGFloat(texts[2].lines.count) * 22])
        }
        // The title wraps where the text measurer says: title2 is 22 pt, the label 354 pt wide.
        #expect(rows[0].view.texts[0].lines == ["Conference 2019 Registration Now", "Open"])
        #expect(rows[0].view.texts[1].text == "3/14/19")
        #expect(screen.collection.contentSize.height == y)
    }
}
