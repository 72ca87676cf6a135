import Foundation
@testable import GallerySite
import OpenCollectionView
import Testing

/// Outlines › Emoji Explorer (spec §3.23): recents in a sideways row, a collapsed outline, a starrable list.
@MainActor
@Suite struct EmojiExplorerScreenTests {
    /// The list section starts below the outline's seven 44-pt rows (108 + 7 × 44 = 416) and the sidebar section's
    /// gap: 416 + 17.333.
    nonisolated static let listTop = 416 + 52.0 / 3
    nonisolated static let recents = ["🤣", "🥃", "😎", "🏔", "⛺️", "⌚️", "💯", "✅"]

    /// Groups 28% of 390 (109.2 → 109) wide and 20% (78) tall, 10 pt apart after a 10-pt inset; tiles inset 5 pt in
    /// them: the first at (15, 15, 99, 68). The row rests on a group's leading edge.
    @Test func recentsAreASidewaysRowOfOutlinedTiles() throws {
        let screen = ShownScreen("emoji-explorer")
        let row = try #require(screen.collection.orthogonalSections.first)
        #expect(row.section == 0 && row.behavior == .continuousGroupLeadingBoundary && row.groupCount == 8)
        let tiles = screen.rows(section: 0)
        #expect(tiles.map { $0.lines.first } == Self.recents)
        for (index, tile) in tiles.enumerated() {
            #expect(tile.frame == CGRect(x: 15 + 119 * CGFloat(index), y: 15, width: 99, height: 68), "tile \(index)")
            #expect(tile.orthogonalSection == 0)
        }
        // A plain list background with 8-pt corners and a hairline system grey 3 stroke; the emoji bold 38 pt, centred.
        let background = try #require(tiles[0].view.children.first { $0.content == .background })
        #expect(background.cornerRadius == 8)
        #expect(sameFrame(CGRect(x: 0, y: 0, width: background.borderWidth, height: 0), CGRect(x: 0, y: 0, width: 1.0 / 3, height: 0)))
        #expect(rgba(background.borderColor) == "199,199,204,1")
        let text = try #require(tiles[0].view.texts.first)
        #expect(text.font == UIFont.boldSystemFont(ofSize: 38))
        #expect(text.alignment == .center)
    }

    @Test func theOutlineStartsCollapsedWithHeaderStyleDisclosures() throws {
        let screen = ShownScreen("emoji-explorer")
        let headers = screen.rows(section: 1)
        #expect(headers.map(\.lines) == ["Smileys", "Nature", "Food", "Activities", "Travel", "Objects", "Symbols"].map { [$0] })
        for (index, header) in headers.enumerated() {
            #expect(header.frame == CGRect(x: 10, y: 108 + 44 * CGFloat(index), width: 370, height: 44))
            #expect(header.view.accessoryKinds == ["outlineDisclosure"])
            #expect(header.view.symbols == ["chevron.forward"])
            #expect(header.state?.isExpanded == false)
        }
        #expect(screen.collection.isOutline)
    }

    @Test func theListHasValueRowsWithFiveStarred() throws {
        let screen = ShownScreen("emoji-explorer")
        let rows = screen.rows(section: 2)
        #expect(rows.count == 21)
        for (index, row) in rows.enumerated() {
            #expect(sameFrame(row.frame, CGRect(x: 16, y: Self.listTop + 44 * CGFloat(index), width: 358, height: 44)), "row \(index)")
        }
        #expect(rows[0].lines == ["😀", "Smileys"])
        #expect(rows[20].lines == ["💯", "Symbols"])
        // Five picks of a seeded generator (repeats allowed); a starred row shows the star before its chevron.
        let starred = rows.filter { $0.view.symbols.contains("star.fill") }
        #expect((1...5).contains(starred.count))
        for row in starred {
            #expect(Set(row.view.symbols) == ["star.fill", "chevron.forward"])
            let star = try #require(row.view.allNodes.first { $0.viewClass == "UIImageView" && $0.symbols == ["star.fill"] })
            let chevron = try #require(row.view.accessory("disclosureIndicator"))
            #expect(star.frame.maxX < chevron.frame.minX)
        }
    }

    /// A tap on the Smileys row expands it: its chevron points down and its three emojis appear below it (67-pt
    /// subtitle rows), pushing everything after them down by 3 × 67 pt. Nothing is selected.
    @Test func aTapOnAHeaderRowExpandsIt() throws {
        let screen = ShownScreen("emoji-explorer")
        let before = screen.collection.contentSize.height
        let tree = screen.handle(CollectionViewEvent.tap(at: CGPoint(x: 100, y: 130)))
        let change = try #require(tree.screens.last?.content.collectionViewTrees.first?.tree.lastStateChange)
        #expect(change.animated)
        let outline = screen.rows(section: 1)
        #expect(outline.count == 10)
        #expect(outline[0].state?.isExpanded == true)
        #expect(outline[0].view.symbols == ["chevron.down"])
        #expect(outline[1...3].map(\.lines) == [["😀", "Happy"], ["😂", "Laughing"], ["🤣", "Rolling on the floor laughing"]])
        #expect(outline[1...3].map(\.frame) == [
            CGRect(x: 10, y: 152, width: 370, height: 67), CGRect(x: 10, y: 219, width: 370, height: 67),
            CGRect(x: 10, y: 286, width: 370, height: 67),
        ])
        #expect(outline[1].state?.outlineLevel == 1)
        #expect(outline[4].frame == CGRect(x: 10, y: 152 + 3 * 67, width: 370, height: 44))
        #expect(screen.collectionView.indexPathsForSelectedItems == [])
        #expect(abs(screen.collection.contentSize.height - before - 201) < 0.001)
    }

    /// A swipe to the right on a list row reveals its star action; a tap on it stars the row.
    @Test func aLeadingSwipeStarsARow() throws {
        let screen = ShownScreen("emoji-explorer")
        let rows = screen.rows(section: 2)
        let index = try #require(rows.firstIndex { !$0.view.symbols.contains("star.fill") })
        let indexPath = IndexPath(item: index, section: 2)
        screen.handle(CollectionViewEvent.swipeBegan(item: indexPath, edge: .leading))
        screen.handle(CollectionViewEvent.swipeMoved(translation: 200))
        let tree = screen.handle(CollectionViewEvent.swipeEnded)
        let swipe = try #require(tree.screens.last?.content.collectionViewTrees.first?.tree.swipe)
        #expect(swipe.edge == .leading && swipe.isOpen)
        #expect(swipe.buttons.map(\.imageSystemName) == ["star.fill"])
        #expect(rgba(swipe.buttons.first?.backgroundColor) == "0,122,255,1")
        screen.handle(CollectionViewEvent.tapSwipeAction(index: 0))
        #expect(Set(screen.cells[indexPath]?.view.symbols ?? []) == ["star.fill", "chevron.forward"])
        // Swiped again, the action unstars.
        screen.handle(CollectionViewEvent.swipeBegan(item: indexPath, edge: .leading))
        screen.handle(CollectionViewEvent.swipeMoved(translation: 200))
        let again = screen.handle(CollectionViewEvent.swipeEnded)
        #expect(again.screens.last?.content.collectionViewTrees.first?.tree.swipe?.buttons.map(\.imageSystemName) == ["star.slash"])
    }

    /// A tap on a tile pushes the emoji's screen, titled after nothing, with the way back named "Emoji Explorer";
    /// back pops it and the tile's selection fades with the transition.
    @Test func aTapOnAnEmojiPushesItsScreen() throws {
        let screen = ShownScreen("emoji-explorer")
        screen.handle(CollectionViewEvent.tap(at: CGPoint(x: 50, y: 50)))
        let detail = try #require(screen.viewController as? EmojiDetailViewController)
        let tree = screen.visibleTree
        #expect(tree.lastTransition?.kind == .push)
        #expect(tree.screens.last?.navigationBar?.backButton?.title == "Emoji Explorer")
        #expect(tree.screens.last?.content.lines == ["🤣", "Rolling on the floor laughing"])
        let emoji = try #require(detail.view.subviews.first as? UILabel)
        #expect(emoji.font == UIFont.systemFont(ofSize: 60))
        #expect(abs(emoji.center.y - 422) <= 1)
        screen.handle(HostEvent.tapBarButton("back"))
        #expect(screen.viewController is EmojiExplorerViewController)
        #expect(screen.collectionView.indexPathsForSelectedItems == [])
    }
}

/// Outlines › Emoji Explorer - List (spec §3.24): sections appended in reverse category order.
@MainActor
@Suite struct EmojiExplorerListScreenTests {
    @Test func symbolsComeFirstAndRecentsLast() {
        let screen = ShownScreen("emoji-explorer-list")
        #expect(screen.rows(section: 0).map(\.lines) == [["❤️", "Symbols"], ["☮️", "Symbols"], ["💯", "Symbols"]])
        #expect(screen.rows(section: 6).map { $0.lines.last } == ["Smileys", "Smileys", "Smileys"])
        #expect(screen.rows(section: 7).map { $0.lines.first } == EmojiExplorerScreenTests.recents)
        #expect(screen.cells.count == 29)
        let gap = 2 * (52.0 / 3)
        #expect(sameFrame(screen.cells[IndexPath(item: 0, section: 1)]?.frame, CGRect(x: 16, y: 35 + 3 * 44 + gap, width: 358, height: 44)))
        #expect(screen.cells.values.allSatisfy { $0.view.accessoryKinds == ["disclosureIndicator"] })
    }

    @Test func aTapPushesTheEmojisScreen() throws {
        let screen = ShownScreen("emoji-explorer-list")
        screen.handle(CollectionViewEvent.tap(at: CGPoint(x: 100, y: 35 + 22)))
        #expect(screen.viewController is EmojiDetailViewController)
        #expect(screen.visibleTree.screens.last?.content.lines == ["❤️", "Love"])
    }
}

/// Cell Configurations › Custom Configurations (spec §3.25).
@MainActor
@Suite struct CustomConfigurationsScreenTests {
    static let symbols = [
        "trash", "folder", "paperplane", "book", "tag", "camera", "pin", "lock.shield", "cube.box", "gift", "eyeglasses", "lightbulb",
    ]

    /// Tiles fit a large body symbol (22 pt) and the 8-pt margins: 38 pt; seven fit across 370 pt with at least
    /// 10 between them, so they spread to (370 − 7 × 38) / 6 = 17.333 pt apart.
    @Test func tilesAreJustifiedSevenToARow() throws {
        let cells = ShownScreen("custom-configurations").cells
        #expect(cells.count == 300)
        for column in 0..<7 {
            let x = 10 + CGFloat(column) * (38 + 104.0 / 6)
            #expect(sameFrame(cells[IndexPath(item: column, section: 0)]?.frame, CGRect(x: x, y: 10, width: 38, height: 38)), "\(column)")
            #expect(sameFrame(cells[IndexPath(item: 7 + column, section: 0)]?.frame, CGRect(x: x, y: 58, width: 38, height: 38)))
        }
        let image = try #require(cells[IndexPath(item: 0, section: 0)]?.view.first("UIImageView"))
        #expect(sameFrame(image.frame, CGRect(x: 8, y: 8, width: 22, height: 22)))
    }

    @Test func everySymbolTwentyFiveTimesShuffled() {
        let screen = ShownScreen("custom-configurations")
        let drawn = screen.cells.values.compactMap { $0.view.first("UIImageView")?.symbols.first }
        #expect(drawn.count == 300)
        for symbol in Self.symbols { #expect(drawn.filter { $0 == symbol }.count == 25, "\(symbol)") }
        #expect(screen.rows(section: 0).prefix(12).compactMap { $0.view.symbols.first } != Self.symbols)
    }

    /// A pressed tile is the tint at 30% with a white symbol; once selected, solid blue with a white symbol; the
    /// others have no fill and a blue symbol.
    @Test func pressedAndSelectedTilesShowTheCustomBackground() throws {
        let screen = ShownScreen("custom-configurations")
        let tile = try #require(screen.cells[IndexPath(item: 3, section: 0)])
        screen.handle(CollectionViewEvent.touchDown(at: CGPoint(x: tile.frame.midX, y: tile.frame.midY)))
        let pressed = try #require(screen.cells[IndexPath(item: 3, section: 0)])
        #expect(pressed.state?.isHighlighted == true)
        let pressedBackground = try #require(pressed.view.children.first { $0.content == .background })
        #expect(rgba(pressedBackground.backgroundColor) == "0,122,255,0.30")
        #expect(pressedBackground.cornerRadius == 10)
        func tint(_ element: RenderElement?) -> String {
            guard case .image(let image) = element?.view.first("UIImageView")?.content else { return "none" }
            return rgba(image.tintColor)
        }
        #expect(tint(pressed) == "255,255,255,1")
        screen.handle(CollectionViewEvent.touchUp(inside: true))
        let selected = try #require(screen.cells[IndexPath(item: 3, section: 0)])
        #expect(selected.state?.isSelected == true)
        #expect(rgba(selected.view.children.first { $0.content == .background }?.backgroundColor) == "0,122,255,1")
        #expect(tint(selected) == "255,255,255,1")
        let plain = try #require(screen.cells[IndexPath(item: 4, section: 0)])
        #expect(plain.view.children.first { $0.content == .background }?.backgroundColor?.alpha == 0)
        #expect(tint(plain) == "0,122,255,1")
    }
}
