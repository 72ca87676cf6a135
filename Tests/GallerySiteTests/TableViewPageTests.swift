import Foundation
import GallerySite
import OpenCollectionView
import Testing

/// Diffable Data Source › Settings: Wi-Fi (spec §3.16, §4.2), rebuilt as an inset-grouped list collection view.
/// Rows are 44 pt from y = 35 (first section); the networks section starts 2 × ⌊17.5⌋₃ = 34.667 pt below the
/// configuration section's last row.
@MainActor
@Suite struct WiFiSettingsPageTests {
    /// The page, rendered once for the suite's tests.
    static let renderedPage = RenderTreePage(WiFiSettingsExample())
    var page: RenderTreePage { Self.renderedPage }

    /// §4.2's display order (Swift `<`: digits, capitals, lowercase, then the underscore).
    nonisolated static let sortedNetworks = [
        "404NotFound", "AirSpace1", "Courage", "Evergreen", "FBI Surveillance Van", "GingerGymnist", "HamiltonVille",
        "Living Room", "MarketingDropBox", "Nacho WiFi", "Overland101", "Peacock-Swagger", "PrivateSpace", "SNAGVille",
        "Second Floor", "TheRoomWiFi", "__hidden_in_plain__sight__",
    ]

    @Test func theConfigurationSectionHasTheSwitchAndTheCurrentNetwork() throws {
        let config = page.rows("phone", section: 0)
        #expect(config.map(\.lines) == [["Wi-Fi"], ["breeno-net"]])
        #expect(config.map(\.frame) == [CGRect(x: 16, y: 35, width: 358, height: 44), CGRect(x: 16, y: 79, width: 358, height: 44)])
        // The switch is the row's custom-view accessory: 51 × 31, centred, on.
        let toggle = try #require(config[0].nodes.first { $0.viewClass == "UISwitch" })
        #expect(toggle.isOn == true)
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
        #expect(toggle.frame.midY == 22)
        #expect(toggle.html.contains("<div class=\"rt-toggle\" style=\"background:#34C759\">"))
        // The current network: a leading checkmark, then the text, then ⓘ and the chevron.
        let current = config[1]
        let checkmark = try #require(current.nodes.first { $0.viewClass == "UIImageView" })
        #expect(checkmark.symbol == "checkmark")
        let content = try #require(current.nodes.first { $0.viewClass == "UIListContentView" })
        #expect(checkmark.frame.maxX <= content.frame.minX)
        #expect(current.accessories == ["detail", "disclosureIndicator"])
        #expect(Set(current.symbols) == ["checkmark", "info.circle", "chevron.forward"])
        let info = try #require(current.nodes.first { $0.accessory == "detail" })
        #expect(content.frame.maxX <= info.frame.minX)
    }

    @Test func networksAreSortedByNameWithDetailDisclosureButtons() throws {
        let networks = page.rows("phone", section: 1)
        #expect(networks.map { $0.lines.first ?? "" } == Self.sortedNetworks)
        let top = 35 + 2 * 44 + 2 * (52.0 / 3)
        for (index, row) in networks.enumerated() {
            #expect(sameFrame(row.frame, CGRect(x: 16, y: top + 44 * CGFloat(index), width: 358, height: 44)), "\(row.identity)")
            #expect(row.accessories == ["detail", "disclosureIndicator"])
        }
        let info = try #require(networks[0].nodes.first { $0.accessory == "detail" })
        #expect(info.html.contains("color:#007AFF"))
        #expect(info.frame.size == CGSize(width: 22, height: 22))
        // The switch and the chevrons end at the same trailing margin.
        let toggle = try #require(page.rows("phone", section: 0)[0].nodes.first { $0.viewClass == "UISwitch" })
        let chevron = try #require(networks[0].nodes.first { $0.accessory == "disclosureIndicator" })
        #expect(toggle.frame.maxX == chevron.frame.maxX)
        #expect(chevron.frame.maxX < 358)
        let content = try #require(page.contentSize("phone"))
        #expect(abs(content.height - (top + 17 * 44 + 20)) < 0.001)
        #expect(page.frameHTML("phone").contains("<div class=\"navigation-bar\">Wi-Fi</div>"))
        #expect(page.html.contains("The sample&#39;s screen is a UITableView (inset grouped), which OpenCollectionView does not provide"))
    }

    /// Turning the switch off removes the current network and the networks section.
    @Test func turningWiFiOffLeavesOnlyTheSwitch() throws {
        let name = WiFiSettingsExample.wifiOffFrameName
        let cells = page.cells(name)
        #expect(cells.count == 1)
        let row = try #require(cells[IndexPath(item: 0, section: 0)])
        #expect(row.lines == ["Wi-Fi"])
        #expect(row.frame == CGRect(x: 16, y: 35, width: 358, height: 44))
        #expect(row.nodes.first { $0.viewClass == "UISwitch" }?.isOn == false)
        #expect(page.contentSize(name) == CGSize(width: 390, height: 35 + 44 + 20))
        #expect(page.caption(name)?.hasPrefix("After turning Wi-Fi off") == true)
    }
}

/// Diffable Data Source › UITableView: Editing (spec §3.18), rebuilt as an inset-grouped list with header and
/// footer supplementary views. Grouped headers: footnote text (18 pt lines) with 17 pt above and 6 pt below (41 pt);
/// footers 6 above and 12 below (36 pt); rows a body line over a subheadline line: 11 + 22 + 3 + 20 + 11 = 67 pt.
@MainActor
@Suite struct TableViewEditingPageTests {
    /// The page, rendered once for the suite's tests.
    static let renderedPage = RenderTreePage(TableViewEditingExample())
    var page: RenderTreePage { Self.renderedPage }
    static let header = UICollectionView.elementKindSectionHeader
    static let footer = UICollectionView.elementKindSectionFooter

    @Test func visitedThenBucketListWithTheirTitles() throws {
        let headers = page.elements(ofKind: Self.header, in: "phone")
        let footers = page.elements(ofKind: Self.footer, in: "phone")
        #expect(headers[IndexPath(item: 0, section: 0)]?.lines == ["VISITED"])
        #expect(footers[IndexPath(item: 0, section: 0)]?.lines == ["Trips I&#39;ve made!"])
        #expect(headers[IndexPath(item: 0, section: 1)]?.lines == ["BUCKET LIST"])
        #expect(footers[IndexPath(item: 0, section: 1)]?.lines == ["Need to do this before I go!"])
        #expect(page.rows("phone", section: 0).map(\.lines) == [
            ["Makalu", "8,485M"], ["Cho Oyu", "8,201M"], ["Dhaulagiri", "8,167M"], ["Manaslu", "8,163M"],
        ])
        #expect(page.rows("phone", section: 1).map(\.lines) == [
            ["Mount Everest", "8,848M"], ["K2", "8,611M"], ["Kangchenjunga", "8,586M"], ["Lhotse", "8,516M"],
        ])
    }

    @Test func headersRowsAndFootersStack() {
        let headers = page.elements(ofKind: Self.header, in: "phone")
        let footers = page.elements(ofKind: Self.footer, in: "phone")
        #expect(headers[IndexPath(item: 0, section: 0)]?.frame == CGRect(x: 16, y: 0, width: 358, height: 41))
        #expect(page.rows("phone", section: 0).map(\.frame.minY) == [41, 108, 175, 242])
        #expect(footers[IndexPath(item: 0, section: 0)]?.frame == CGRect(x: 16, y: 309, width: 358, height: 36))
        #expect(headers[IndexPath(item: 0, section: 1)]?.frame == CGRect(x: 16, y: 345, width: 358, height: 41))
        #expect(page.rows("phone", section: 1).first?.frame == CGRect(x: 16, y: 386, width: 358, height: 67))
        #expect(footers[IndexPath(item: 0, section: 1)]?.frame == CGRect(x: 16, y: 654, width: 358, height: 36))
        #expect(page.contentSize("phone") == CGSize(width: 390, height: 690))
        // Headers and footers have no fill of their own.
        #expect(headers.values.allSatisfy { $0.background?.style.contains("background:") == false })
    }

    @Test func editingShowsDeleteControlsAndReorderHandles() throws {
        let normal = page.cells("phone").values
        #expect(normal.allSatisfy { $0.accessories.isEmpty && $0.states.isEmpty })
        #expect(page.frameHTML("phone").contains("<span class=\"bar-button\">Edit</span>"))

        let name = TableViewEditingExample.editingFrameName
        let editing = page.cells(name)
        #expect(editing.count == 8)
        for row in editing.values {
            #expect(row.states == ["editing"])
            #expect(row.accessories == ["delete", "reorder"])
            #expect(row.symbols == ["minus.circle.fill", "line.3.horizontal"])
        }
        let row = try #require(editing[IndexPath(item: 1, section: 0)])
        #expect(row.frame == CGRect(x: 16, y: 108, width: 358, height: 67))
        let delete = try #require(row.nodes.first { $0.accessory == "delete" })
        let content = try #require(row.nodes.first { $0.viewClass == "UIListContentView" })
        let reorder = try #require(row.nodes.first { $0.accessory == "reorder" })
        #expect(delete.frame.maxX <= content.frame.minX)
        #expect(content.frame.maxX <= reorder.frame.minX)
        #expect(delete.frame.midY == 33.5 && reorder.frame.midY == 33.5)
        #expect(delete.html.contains("color:#FF3B30"))
        #expect(page.frameHTML(name).contains("<span class=\"bar-button\">Done</span>"))
    }

    /// A tap on Cho Oyu's delete control reveals its Delete action; the row moves aside by the button's width.
    @Test func theDeleteControlRevealsTheDeleteAction() throws {
        let name = TableViewEditingExample.deleteFrameName
        #expect(page.swipe(TableViewEditingExample.editingFrameName) == nil)
        let swipe = try #require(page.swipe(name))
        #expect(swipe.box.contains("data-swipe-edge=\"trailing\" data-revealed-width=\"74\" style=\"left:16px;top:108px;width:358px;height:67px"))
        #expect(swipe.buttons == [
            "<div class=\"rt-swipe-button\" data-swipe-action=\"0\" style=\"left:284px;top:0px;width:74px;height:67px;background:#FF3B30\">",
        ])
        #expect(page.frameHTML(name).contains("<span class=\"rt-swipe-title\">Delete</span>"))
        let swiped = try #require(page.elements(name).first { $0.states.contains("swiped") })
        #expect(swiped.states == ["editing", "swiped"])
        #expect(swiped.lines == ["Cho Oyu", "8,201M"])
        #expect(swiped.frame == CGRect(x: -74, y: 0, width: 358, height: 67))
    }
}
