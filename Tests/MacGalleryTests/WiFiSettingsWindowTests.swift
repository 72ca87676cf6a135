import Cocoa
import Foundation
@testable import MacGallery
import Testing

/// The Wi-Fi Settings window: 19-point rows 5 points apart, 10 points in from the sides and 2 from each section's
/// top and bottom — the Wi-Fi check box and the network joined, then the networks in range.
@MainActor
@Suite("Mac examples: Wi-Fi Settings")
struct WiFiSettingsWindowTests {
    /// The sample's 17 networks sorted by Swift's `<`: digits, then capitals, then small letters, the underscore
    /// last.
    static let sortedNetworks = [
        "404NotFound", "AirSpace1", "Courage", "Evergreen", "FBI Surveillance Van", "GingerGymnist", "HamiltonVille",
        "Living Room", "MarketingDropBox", "Nacho WiFi", "Overland101", "Peacock-Swagger", "PrivateSpace", "SNAGVille",
        "Second Floor", "TheRoomWiFi", "__hidden_in_plain__sight__",
    ]

    private func shownController() throws -> WiFiSettingsWindowController {
        let controller = try #require(MacExamples.example(forSlug: "wifi-settings")).makeWindowController()
        controller.showWindow(nil)
        return try #require(controller as? WiFiSettingsWindowController)
    }

    private func checkBox(_ collectionView: NSCollectionView) throws -> NSButton {
        let row = try #require(collectionView.item(at: IndexPath(item: 0, section: 0)) as? WiFiToggleItem)
        return try #require(row.checkBox)
    }

    /// The names the network rows show, section 1 in order.
    private func networkNames(_ collectionView: NSCollectionView) -> [String?] {
        collectionView.layoutSubtreeIfNeeded()
        return (0..<collectionView.numberOfItems(inSection: 1)).map {
            collectionView.item(at: IndexPath(item: $0, section: 1))?.textField?.stringValue
        }
    }

    @Test("its xib's 400 × 600 window: 380-point rows of 19, 24 points apart, the networks' section 2 points below")
    func frames() throws {
        let controller = try shownController()
        let window = try #require(controller.window)
        #expect(window.title == "Wi-Fi Settings")
        #expect(window.contentView?.frame.size == NSSize(width: 400, height: 600))
        let collectionView = try #require(controller.collectionView)
        #expect(collectionView.numberOfSections == 2)
        #expect(collectionView.numberOfItems(inSection: 0) == 2)
        #expect(collectionView.numberOfItems(inSection: 1) == 17)
        #expect(collectionView.frameForItem(at: IndexPath(item: 0, section: 0)) == NSRect(x: 10, y: 2, width: 380, height: 19))
        #expect(collectionView.frameForItem(at: IndexPath(item: 1, section: 0)) == NSRect(x: 10, y: 26, width: 380, height: 19))
        // The first section ends at 47 (2 + 19 + 5 + 19 + 2); the second's rows start 2 points further.
        #expect(collectionView.frameForItem(at: IndexPath(item: 0, section: 1)) == NSRect(x: 10, y: 49, width: 380, height: 19))
        #expect(collectionView.frameForItem(at: IndexPath(item: 1, section: 1)) == NSRect(x: 10, y: 73, width: 380, height: 19))
        #expect(collectionView.frameForItem(at: IndexPath(item: 16, section: 1)) == NSRect(x: 10, y: 433, width: 380, height: 19))
        window.setContentSize(NSSize(width: 500, height: 600))
        collectionView.layoutSubtreeIfNeeded()
        #expect(collectionView.frameForItem(at: IndexPath(item: 16, section: 1)) == NSRect(x: 10, y: 433, width: 480, height: 19))
    }

    @Test("a checked \"Wi-Fi Enabled\" check box, breeno-net with the check mark, then the networks by name")
    func rows() throws {
        let controller = try shownController()
        let collectionView = try #require(controller.collectionView)
        let checkBox = try checkBox(collectionView)
        #expect(checkBox.title == "Wi-Fi Enabled")
        #expect(checkBox.state == .on)
        #expect(controller.wifiEnabled)

        let current = try #require(collectionView.item(at: IndexPath(item: 1, section: 0)) as? WiFiNetworkItem)
        #expect(current.textField?.stringValue == "breeno-net")
        let checkMark = try #require(current.imageView)
        #expect(!checkMark.isHidden)
        #expect(checkMark.image == NSImage(named: NSImage.menuOnStateTemplateName))

        #expect(networkNames(collectionView) == Self.sortedNetworks)
        for index in 0..<17 {
            let row = try #require(collectionView.item(at: IndexPath(item: index, section: 1)) as? WiFiNetworkItem)
            #expect(row.imageView?.isHidden == true, "network \(index)")
        }
    }

    @Test("unchecking the check box takes the network joined and the networks away; checking it brings them back")
    func toggle() throws {
        let controller = try shownController()
        let collectionView = try #require(controller.collectionView)
        let checkBox = try checkBox(collectionView)

        checkBox.performClick(nil)
        collectionView.layoutSubtreeIfNeeded()
        #expect(checkBox.state == .off)
        #expect(!controller.wifiEnabled)
        #expect(collectionView.numberOfSections == 1)
        #expect(collectionView.numberOfItems(inSection: 0) == 1)
        #expect(collectionView.frameForItem(at: IndexPath(item: 0, section: 0)) == NSRect(x: 10, y: 2, width: 380, height: 19))
        // The same row, still showing the box just unchecked.
        #expect(try self.checkBox(collectionView) === checkBox)

        checkBox.performClick(nil)
        collectionView.layoutSubtreeIfNeeded()
        #expect(checkBox.state == .on)
        #expect(controller.wifiEnabled)
        #expect(collectionView.numberOfSections == 2)
        #expect(collectionView.numberOfItems(inSection: 0) == 2)
        #expect(collectionView.item(at: IndexPath(item: 1, section: 0))?.textField?.stringValue == "breeno-net")
        #expect(collectionView.item(at: IndexPath(item: 1, section: 0))?.imageView?.isHidden == false)
        #expect(networkNames(collectionView) == Self.sortedNetworks)
        #expect(collectionView.frameForItem(at: IndexPath(item: 16, section: 1)) == NSRect(x: 10, y: 433, width: 380, height: 19))
    }
}
