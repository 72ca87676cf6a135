import Foundation
@testable import GallerySite
import OpenCollectionView
import Testing

/// Diffable Data Source › Mountains Search (spec §3.15): the data, the layout under the search bar, and typing.
@MainActor
@Suite struct MountainsSearchScreenTests {
    @Test func theCatalogIsTheSamplesList() {
        #expect(MountainCatalog.all.count == 387)
        #expect(MountainCatalog.all.first?.name == "Mount Everest")
        #expect(MountainCatalog.all.first?.height == 8848)
        #expect(MountainCatalog.all.last?.name == "Kholeno")
        let sorted = MountainCatalog.filteredMountains(with: nil)
        #expect(sorted.count == 387)
        #expect(zip(sorted, sorted.dropFirst()).allSatisfy { $0.name < $1.name })
        // Swift's `<` compares code points: "Nevado Mismi" sorts before "Nevado de Toluca".
        let names = sorted.map(\.name)
        #expect((names.firstIndex(of: "Nevado Mismi") ?? .max) < (names.firstIndex(of: "Nevado de Toluca") ?? .min))
        #expect(MountainCatalog.filteredMountains(with: "EVEREST").map(\.name) == ["Mount Everest"])
        #expect(MountainCatalog.filteredMountains(with: "").count == 387)
        #expect(MountainCatalog.filteredMountains(with: "no such mountain").isEmpty)
    }

    /// The search bar sits a system spacing (8 pt) below the 44-pt bar, 56 pt tall; the collection view starts 20 pt
    /// below it. Two 32-pt columns 10 pt apart on a phone ((390 − 20 − 10) / 2 = 180), three on a desktop.
    @Test func mountainsSitBelowTheSearchBar() throws {
        let screen = ShownScreen("mountains-search")
        let view = try #require(screen.capturedTree.screens.last?.content)
        let searchBar = try #require(view.first("UISearchBar"))
        #expect(searchBar.frame == CGRect(x: 0, y: 52, width: 390, height: 56))
        let field = try #require(searchBar.content.searchField)
        #expect(field.text.isEmpty)
        let collectionView = try #require(view.first("UICollectionView"))
        #expect(collectionView.frame == CGRect(x: 0, y: 128, width: 390, height: 716))
        let cells = screen.cells
        #expect(cells.count == 387)
        #expect(cells[IndexPath(item: 0, section: 0)]?.frame == CGRect(x: 10, y: 10, width: 180, height: 32))
        #expect(cells[IndexPath(item: 1, section: 0)]?.frame == CGRect(x: 200, y: 10, width: 180, height: 32))
        #expect(cells[IndexPath(item: 0, section: 0)]?.lines == ["Acamarachi"])
        // One line, cut short with an ellipsis where the name is wider than the 160-pt label.
        #expect(cells[IndexPath(item: 386, section: 0)]?.view.texts.first?.text == "Zumsteinspitze (Monte Rosa)")
        #expect(cells[IndexPath(item: 386, section: 0)]?.lines == ["Zumsteinspitze (Mon…"])
        let cell = try #require(cells[IndexPath(item: 0, section: 0)])
        #expect(cell.view.viewClass == "LabelCell")
        #expect(cell.view.borderWidth == 1)
        #expect(rgba(cell.view.borderColor) == "174,174,178,1")
        #expect(Set(ShownScreen("mountains-search", .desktop).cells.values.map(\.frame.minX)).count == 3)
    }

    /// Each keystroke the search bar reports filters the list, applied animated: the mountains keep their identities,
    /// so "mont" deletes every other mountain in one update and inserts none.
    @Test func typingFiltersWithAnAnimatedUpdate() throws {
        let screen = ShownScreen("mountains-search")
        let searchBar = try #require(screen.visibleTree.screens.last?.content.allNodes.first { $0.viewClass == "UISearchBar" }?.identity)
        screen.handle(HostEvent.beginSearch(searchBar: searchBar))
        let tree = screen.handle(HostEvent.searchText("mont", searchBar: searchBar))
        let collection = try #require(tree.screens.last?.content.collectionViewTrees.first?.tree)
        let expected = MountainCatalog.filteredMountains(with: "mont").map(\.name)
        #expect(!expected.isEmpty && expected.count < 387)
        let update = try #require(collection.lastUpdate)
        #expect(update.animated)
        #expect(update.itemUpdates(.delete).count == 387 - expected.count)
        #expect(update.itemUpdates(.insert).isEmpty)
        #expect(screen.rows(section: 0).map { $0.view.texts.first?.text ?? "" } == expected)
        let field = try #require(tree.screens.last?.content.first("UISearchBar")?.content.searchField)
        #expect(field.text == "mont" && field.isFocused)

        // Back to the whole list: the deleted mountains come back as inserts.
        let cleared = screen.handle(HostEvent.searchText("", searchBar: searchBar))
        let back = try #require(cleared.screens.last?.content.collectionViewTrees.first?.tree.lastUpdate)
        #expect(back.itemUpdates(.insert).count == 387 - expected.count)
        #expect(screen.cells.count == 387)
    }

    /// Markup in a search is text: it filters like any other text and matches nothing.
    @Test func markupInASearchIsJustText() throws {
        let screen = ShownScreen("mountains-search")
        let searchBar = try #require(screen.visibleTree.screens.last?.content.allNodes.first { $0.viewClass == "UISearchBar" }?.identity)
        screen.handle(HostEvent.searchText("<script>alert(1)</script>", searchBar: searchBar))
        #expect(screen.cells.isEmpty)
    }
}

/// Diffable Data Source › Settings: Wi-Fi (spec §3.16, §4.2): a table view, its switch and its scans.
/// Rows are 44 pt from y = 35 (the first section); the networks section starts 2 × ⌊17.5⌋₃ = 34.667 pt below the
/// configuration section's last row.
@MainActor
@Suite struct WiFiSettingsScreenTests {
    /// §4.2's display order (Swift `<`: digits, capitals, lowercase, then the underscore).
    nonisolated static let sortedNetworks = [
        "404NotFound", "AirSpace1", "Courage", "Evergreen", "FBI Surveillance Van", "GingerGymnist", "HamiltonVille",
        "Living Room", "MarketingDropBox", "Nacho WiFi", "Overland101", "Peacock-Swagger", "PrivateSpace", "SNAGVille",
        "Second Floor", "TheRoomWiFi", "__hidden_in_plain__sight__",
    ]

    @Test func theConfigurationSectionHasTheSwitchAndTheCurrentNetwork() throws {
        let screen = ShownScreen("settings-wi-fi")
        #expect(screen.bar?.title == "Wi-Fi")
        #expect(screen.viewController.view.subviews.first is UITableView)
        let config = screen.rows(section: 0)
        #expect(config.map(\.lines) == [["Wi-Fi"], ["breeno-net"]])
        #expect(config.map(\.frame) == [CGRect(x: 16, y: 35, width: 358, height: 44), CGRect(x: 16, y: 79, width: 358, height: 44)])
        // The switch is the row's accessory view: 51 × 31, centred, on.
        let toggle = try #require(config[0].view.first("UISwitch"))
        #expect(toggle.content == .toggle(isOn: true, onTintColor: nil))
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
        #expect(toggle.frame.midY == 22)
        #expect(toggle.identity?.hasPrefix("switch-") == true)
        // The current network: the detail disclosure button (ⓘ and a chevron).
        #expect(config[1].view.accessoryKinds == ["detail", "disclosureIndicator"])
        #expect(config[1].view.symbols == ["info.circle", "chevron.forward"])
    }

    @Test func networksAreSortedByNameWithDetailDisclosureButtons() throws {
        let screen = ShownScreen("settings-wi-fi")
        let networks = screen.rows(section: 1)
        #expect(networks.map { $0.lines.first ?? "" } == Self.sortedNetworks)
        let top = 35 + 2 * 44 + 2 * (52.0 / 3)
        for (index, row) in networks.enumerated() {
            #expect(sameFrame(row.frame, CGRect(x: 16, y: top + 44 * CGFloat(index), width: 358, height: 44)), "\(row.identity)")
            #expect(row.view.accessoryKinds == ["detail", "disclosureIndicator"])
        }
        // The switch and the chevrons end at the same trailing margin.
        let toggle = try #require(screen.rows(section: 0)[0].view.first("UISwitch"))
        let chevron = try #require(networks[0].view.accessory("disclosureIndicator"))
        #expect(toggle.frame.maxX == chevron.frame.maxX)
        #expect(abs(screen.collection.contentSize.height - (top + 17 * 44 + 20)) < 0.001)
    }

    /// Turning the switch off removes the current network and the networks section, animated; turning it on brings
    /// them back.
    /// The switch a person sees now (each configuration of the row makes a new one, as the sample does).
    private func switchIdentity(_ screen: ShownScreen) -> String? {
        screen.visibleTree.screens.last?.content.allNodes.first { $0.viewClass == "UISwitch" }?.identity
    }

    @Test func theSwitchTurnsWiFiOffAndOn() throws {
        let screen = ShownScreen("settings-wi-fi")
        let toggle = try #require(switchIdentity(screen))
        let tree = screen.handle(HostEvent.toggleSwitch(toggle))
        let collection = try #require(tree.screens.last?.content.collectionViewTrees.first?.tree)
        #expect(collection.itemCounts == [1])
        #expect(collection.lastUpdate?.animated == true)
        #expect(collection.lastUpdate?.sectionUpdates(.delete).count == 1)
        #expect(screen.rows(section: 0).map(\.lines) == [["Wi-Fi"]])
        #expect(screen.rows(section: 0)[0].view.first("UISwitch")?.content == .toggle(isOn: false, onTintColor: nil))
        #expect(screen.collection.contentSize == CGSize(width: 390, height: 35 + 44 + 20))

        let newToggle = try #require(switchIdentity(screen))
        screen.handle(HostEvent.toggleSwitch(newToggle))
        #expect(screen.collection.itemCounts == [2, 17])
    }

    /// Scans lose and find networks (from a seeded generator); the table follows, sorted, animated. Off screen, the
    /// screen stops scanning.
    @Test func scansChangeTheNetworksShown() throws {
        let screen = ShownScreen("settings-wi-fi")
        let controller = try #require((screen.viewController as? WiFiSettingsViewController)?.wifiController)
        var counts: Set<Int> = []
        for _ in 0..<12 {
            controller.performRandomUpdate()
            let shown = screen.rows(section: 1).map { $0.lines.first ?? "" }
            #expect(shown == shown.sorted { $0 < $1 })
            #expect(Set(shown) == Set(controller.availableNetworks.map(\.name)))
            counts.insert(shown.count)
        }
        #expect(counts.count > 1)
        #expect(controller.scanForNetworks)
        screen.handle(HostEvent.tapBarButton("back"))
        #expect(!controller.scanForNetworks)
    }
}

/// Diffable Data Source › Insertion Sort Visualization (spec §3.17).
@MainActor
@Suite struct InsertionSortScreenTests {
    /// The hues of each row, in order.
    private func hues(_ screen: ShownScreen) -> [[CGFloat]] {
        let rows = Dictionary(grouping: screen.cells.values, by: \.indexPath.section)
        return rows.keys.sorted().map { section in
            rows[section]!.sorted { $0.indexPath.item < $1.indexPath.item }.map { cell in
                var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0, alpha: CGFloat = 0
                _ = cell.view.backgroundColor?.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha)
                return (hue * 24).rounded()
            }
        }
    }

    /// 390 × 844 fits 24 columns of 16 pt and 24 rows of 34 pt, each row a section of shuffled hues, on black.
    @Test func rowsOfShuffledHueSwatches() throws {
        let screen = ShownScreen("insertion-sort-visualization")
        #expect(screen.bar?.title == "Insertion Sort Visualizer")
        #expect(screen.bar?.rightItems.map(\.title) == ["Sort"])
        #expect(screen.cells.count == 576)
        #expect(screen.cells[IndexPath(item: 0, section: 0)]?.frame == CGRect(x: 0, y: 0, width: 16, height: 34))
        #expect(screen.cells[IndexPath(item: 23, section: 23)]?.frame == CGRect(x: 368, y: 782, width: 16, height: 34))
        let rows = hues(screen)
        let allHues: [CGFloat] = (0..<24).map { CGFloat($0) }
        #expect(rows.count == 24)
        #expect(rows.allSatisfy { $0.sorted() == allHues })
        #expect(rows.filter { $0 != allHues }.count > 20)
        #expect(rgba(screen.collection.backgroundColor) == "0,0,0,1")
    }

    /// Sort steps every row once per step with an animated apply of moves only (at most one per row); after 23 steps
    /// every row is sorted. The button reads Stop while sorting.
    @Test func sortingStepsUntilEveryRowIsSorted() throws {
        let screen = ShownScreen("insertion-sort-visualization")
        let controller = try #require(screen.viewController as? InsertionSortViewController)
        let sort = try #require(screen.bar?.rightItems.first?.identity)
        screen.handle(HostEvent.tapBarButton(sort))
        #expect(screen.bar?.rightItems.map(\.title) == ["Stop"])
        // The tap ran the first step; run the rest as the timer would.
        var updates = [try #require(screen.collection.lastUpdate)]
        for _ in 2...23 {
            controller.performSortStep(run: controller.sortingRun)
            updates.append(try #require(screen.collection.lastUpdate))
        }
        for (step, update) in updates.enumerated() {
            #expect(update.animated, "step \(step + 1)")
            #expect(update.itemUpdates.allSatisfy { $0.action == .move }, "step \(step + 1)")
            #expect(update.itemUpdates.count <= 24, "step \(step + 1)")
        }
        // The rows start shuffled: some step has a move to show.
        #expect(updates.contains { !$0.itemUpdates.isEmpty })
        let sorted: [CGFloat] = (0..<24).map { CGFloat($0) }
        let rows = hues(screen)
        #expect(rows.count == 24)
        #expect(rows.allSatisfy { $0 == sorted })
        let stop = try #require(screen.bar?.rightItems.first?.identity)
        screen.handle(HostEvent.tapBarButton(stop))
        #expect(screen.bar?.rightItems.map(\.title) == ["Sort"])
        #expect(!controller.isSorting)
    }
}

/// Diffable Data Source › UITableView: Editing (spec §3.18): an inset-grouped table with titled sections. Grouped
/// headers: footnote text (18-pt lines) with 17 pt above and 6 pt below (41 pt); footers 6 above and 12 below (36 pt);
/// rows a body line over a subheadline line: 11 + 22 + 3 + 20 + 11 = 67 pt.
@MainActor
@Suite struct TableViewEditingScreenTests {
    static let header = UICollectionView.elementKindSectionHeader
    static let footer = UICollectionView.elementKindSectionFooter

    @Test func visitedThenBucketListWithTheirTitles() throws {
        let screen = ShownScreen("uitableview-editing")
        #expect(screen.viewController.view.subviews.first is UITableView)
        let headers = screen.elements(ofKind: Self.header)
        let footers = screen.elements(ofKind: Self.footer)
        #expect(headers[IndexPath(item: 0, section: 0)]?.lines == ["VISITED"])
        #expect(footers[IndexPath(item: 0, section: 0)]?.lines == ["Trips I've made!"])
        #expect(headers[IndexPath(item: 0, section: 1)]?.lines == ["BUCKET LIST"])
        #expect(footers[IndexPath(item: 0, section: 1)]?.lines == ["Need to do this before I go!"])
        #expect(screen.rows(section: 0).map(\.lines) == [
            ["Makalu", "8,485M"], ["Cho Oyu", "8,201M"], ["Dhaulagiri", "8,167M"], ["Manaslu", "8,163M"],
        ])
        #expect(screen.rows(section: 1).map(\.lines) == [
            ["Mount Everest", "8,848M"], ["K2", "8,611M"], ["Kangchenjunga", "8,586M"], ["Lhotse", "8,516M"],
        ])
    }

    @Test func headersRowsAndFootersStack() {
        let screen = ShownScreen("uitableview-editing")
        let headers = screen.elements(ofKind: Self.header)
        let footers = screen.elements(ofKind: Self.footer)
        #expect(headers[IndexPath(item: 0, section: 0)]?.frame == CGRect(x: 16, y: 0, width: 358, height: 41))
        #expect(screen.rows(section: 0).map(\.frame.minY) == [41, 108, 175, 242])
        #expect(footers[IndexPath(item: 0, section: 0)]?.frame == CGRect(x: 16, y: 309, width: 358, height: 36))
        #expect(headers[IndexPath(item: 0, section: 1)]?.frame == CGRect(x: 16, y: 345, width: 358, height: 41))
        #expect(screen.rows(section: 1).first?.frame == CGRect(x: 16, y: 386, width: 358, height: 67))
        #expect(footers[IndexPath(item: 0, section: 1)]?.frame == CGRect(x: 16, y: 654, width: 358, height: 36))
        #expect(screen.collection.contentSize == CGSize(width: 390, height: 690))
    }

    /// Edit shows each row's delete control and reorder handle; the button says Done. A tap on Cho Oyu's delete
    /// control reveals its Delete action (74 pt), which deletes the row, animated.
    @Test func editingDeletesRows() throws {
        let screen = ShownScreen("uitableview-editing")
        #expect(screen.rows(section: 0).count == 4)
        #expect(screen.rows(section: 0).allSatisfy { $0.view.accessoryKinds.isEmpty })
        let edit = try #require(screen.bar?.rightItems.first)
        #expect(edit.title == "Edit")
        screen.handle(HostEvent.tapBarButton(edit.identity))
        #expect(screen.bar?.rightItems.first?.title == "Done")
        let rows = screen.rows(section: 0)
        try #require(rows.count == 4)
        for row in rows {
            #expect(row.state?.isEditing == true)
            #expect(row.view.accessoryKinds == ["delete", "reorder"])
            #expect(row.view.symbols == ["minus.circle.fill", "line.3.horizontal"])
        }
        let delete = try #require(rows[1].view.accessory("delete"))
        let reorder = try #require(rows[1].view.accessory("reorder"))
        #expect(delete.frame.midY == 33.5 && reorder.frame.midY == 33.5)

        screen.handle(CollectionViewEvent.tapAccessory("delete", item: IndexPath(item: 1, section: 0)))
        let swipe = try #require(screen.visibleTree.screens.last?.content.collectionViewTrees.first?.tree.swipe)
        #expect(swipe.revealedWidth == 74 && swipe.edge == .trailing)
        #expect(swipe.buttons.map(\.title) == ["Delete"])
        let tree = screen.handle(CollectionViewEvent.tapSwipeAction(index: 0))
        #expect(tree.screens.last?.content.collectionViewTrees.first?.tree.lastUpdate?.animated == true)
        #expect(screen.rows(section: 0).map { $0.lines.first ?? "" } == ["Makalu", "Dhaulagiri", "Manaslu"])
    }

    /// Dragging Makalu by its handle to K2's place moves it into the bucket list, before K2.
    @Test func rowsMoveAcrossSections() throws {
        let screen = ShownScreen("uitableview-editing")
        let edit = try #require(screen.bar?.rightItems.first?.identity)
        screen.handle(HostEvent.tapBarButton(edit))
        let k2 = try #require(screen.rows(section: 1).first { $0.lines.first == "K2" })
        screen.handle(CollectionViewEvent.dragBegan(item: IndexPath(item: 0, section: 0)))
        screen.handle(CollectionViewEvent.dragMoved(to: CGPoint(x: k2.frame.midX, y: k2.frame.midY)))
        screen.handle(CollectionViewEvent.dragEnded)
        #expect(screen.rows(section: 0).map { $0.lines.first ?? "" } == ["Cho Oyu", "Dhaulagiri", "Manaslu"])
        #expect(screen.rows(section: 1).map { $0.lines.first ?? "" } == ["Mount Everest", "Makalu", "K2", "Kangchenjunga", "Lhotse"])
    }
}

/// Mountains Search's filter against the sample's definition. Pure data, so off the main actor: thousands of filters take
/// a while in a debug build, and the main actor is every screen test's and every live host's under test.
@Suite struct MountainSearchDefinitionTests {
    /// Every filter a person can type on the way to a name (each prefix of each word, in any case, accents included),
    /// and pieces across the words' spaces, find what the sample's definition finds: `lowercased()` names containing
    /// the lowercased filter, sorted by name.
    @Test func theSearchFindsWhatTheSampleDefinitionFinds() {
        let prefixes = MountainCatalog.all.flatMap { mountain in
            mountain.name.split(separator: " ").flatMap { word in
                (1...min(word.count, 5)).flatMap { length in [String(word.prefix(length)), word.prefix(length).uppercased()] }
            }
        }
        let acrossSpaces = MountainCatalog.all.flatMap { mountain in
            let name = Array(mountain.name)
            return name.indices.filter { name[$0] == " " && $0 >= 2 && $0 + 2 < name.count }.map { String(name[($0 - 2)...($0 + 2)]) }
        }
        let filters = Set(prefixes + acrossSpaces + ["é", "ÉV", "ö", "a b", "zz", "mount everest", "mount everestx"])
        // The definition's side, lowercased and sorted once.
        let byName = MountainCatalog.all.sorted { $0.name < $1.name }.map { ($0.identifier, $0.name.lowercased()) }
        for filter in filters.sorted() {
            let lowercasedFilter = filter.lowercased()
            let expected = byName.filter { $0.1.contains(lowercasedFilter) }.map(\.0)
            #expect(MountainCatalog.filteredMountains(with: filter).map(\.identifier) == expected, "\(filter)")
        }
    }
}
