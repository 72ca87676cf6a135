import Cocoa
import Foundation
@testable import MacGallery
import Testing

/// The Mountains Search window: a search field across the top of its xib's 400 × 600 window, then the mountains in
/// 32-point rows 10 points apart, in two columns — three past 800 points wide.
@MainActor
@Suite("Mac examples: Mountains Search")
struct MountainsSearchWindowTests {
    /// The 46 mountains whose names contain "ka" in any case, sorted by name as Swift's `<` sorts: code points, so a
    /// space sorts before every letter ("Kang Yatze" before "Kangchenjunga").
    static let namesContainingKa = [
        "Apsarasas Kangri", "Baltoro Kangri", "Eastern Liskamm (Lyskamm)", "Gauri Sankar", "Ghent Kangri",
        "Gyachung Kang", "Hkakabo Razi", "Kabru", "Kala Patthar", "Kamet", "Kang Guru", "Kang Yatze", "Kangchenjunga",
        "Kangju Kangri", "Kangpenqing", "Kangphu Kang", "Kangto", "Kanjiroba", "Kanjut Sar", "Karun Kuh", "Kawagarbo",
        "Kinnaur Kailash", "Klyuchevskaya Sopka", "Korzhenevskaya", "Kula Kangri", "Kusum Kangguru", "Labuche Kang",
        "Liankang Kangri", "Lungser Kangri", "Makalu", "Malika Parbat", "Mamostong Kangri", "Mount Kailash",
        "Mount Karisimbi", "Mount Kazbek", "Napko Kangri", "Nilkantha", "Nyegyi Kansang", "Pokalde", "Rakaposhi",
        "Saltoro Kangri", "Saser Kangri", "Sherpi Kangri", "Sia Kangri", "Skyang Kangri", "Stok Kangri",
    ]

    private func shownController() throws -> MountainsSearchWindowController {
        let controller = try #require(MacExamples.example(forSlug: "mountains-search")).makeWindowController()
        controller.showWindow(nil)
        return try #require(controller as? MountainsSearchWindowController)
    }

    /// The names of the mountains shown, in order.
    private func shownNames(_ controller: MountainsSearchWindowController) -> [String] {
        controller.dataSource.snapshot().itemIdentifiers.map(\.name)
    }

    /// The names the items in view show, in order: the first rows'.
    private func visibleNames(_ collectionView: NSCollectionView) -> [String] {
        collectionView.layoutSubtreeIfNeeded()
        return (0..<collectionView.numberOfItems(inSection: 0)).compactMap {
            collectionView.item(at: IndexPath(item: $0, section: 0))?.textField?.stringValue
        }
    }

    @Test("its xib's 400 × 600 window: the search field at the top, then two columns of 185 × 32 mountains")
    func frames() throws {
        let controller = try shownController()
        let window = try #require(controller.window)
        #expect(window.title == "Mountains Search")
        #expect(window.contentView?.frame.size == NSSize(width: 400, height: 600))
        let searchField = try #require(controller.searchField)
        #expect(searchField.frame == NSRect(x: 20, y: 558, width: 360, height: 22))
        #expect(searchField.stringValue == "")
        #expect(searchField.placeholderString == "Search")
        #expect(searchField.delegate === controller)
        let collectionView = try #require(controller.collectionView)
        #expect(collectionView.bounds.size == NSSize(width: 400, height: 538))
        #expect(collectionView.numberOfItems(inSection: 0) == 387)
        // 380 points between the insets: two columns and the 10 points between them.
        #expect(collectionView.frameForItem(at: IndexPath(item: 0, section: 0)) == NSRect(x: 10, y: 10, width: 185, height: 32))
        #expect(collectionView.frameForItem(at: IndexPath(item: 1, section: 0)) == NSRect(x: 205, y: 10, width: 185, height: 32))
        #expect(collectionView.frameForItem(at: IndexPath(item: 2, section: 0)) == NSRect(x: 10, y: 52, width: 185, height: 32))
        // 387 mountains fill 193 rows and start a 194th: the last is alone in row 193, 10 + 193 × 42 points down.
        #expect(collectionView.frameForItem(at: IndexPath(item: 386, section: 0)) == NSRect(x: 10, y: 8116, width: 185, height: 32))
        let first = try #require(collectionView.item(at: IndexPath(item: 0, section: 0)))
        #expect(first is LabelItem)
        #expect(first.textField?.stringValue == "Acamarachi")
    }

    @Test("800 points wide is still two columns; 850 points wide, past 800, is three of 270 points")
    func columnsByWidth() throws {
        let controller = try shownController()
        let window = try #require(controller.window)
        let collectionView = try #require(controller.collectionView)
        window.setContentSize(NSSize(width: 800, height: 600))
        collectionView.layoutSubtreeIfNeeded()
        #expect(collectionView.frameForItem(at: IndexPath(item: 1, section: 0)) == NSRect(x: 405, y: 10, width: 385, height: 32))
        #expect(collectionView.frameForItem(at: IndexPath(item: 2, section: 0)) == NSRect(x: 10, y: 52, width: 385, height: 32))

        window.setContentSize(NSSize(width: 850, height: 600))
        collectionView.layoutSubtreeIfNeeded()
        #expect(try #require(controller.searchField).frame == NSRect(x: 20, y: 558, width: 810, height: 22))
        #expect(collectionView.frameForItem(at: IndexPath(item: 1, section: 0)) == NSRect(x: 290, y: 10, width: 270, height: 32))
        #expect(collectionView.frameForItem(at: IndexPath(item: 2, section: 0)) == NSRect(x: 570, y: 10, width: 270, height: 32))
        #expect(collectionView.frameForItem(at: IndexPath(item: 3, section: 0)) == NSRect(x: 10, y: 52, width: 270, height: 32))
        // 387 = 3 × 129: the last mountain ends row 128.
        #expect(collectionView.frameForItem(at: IndexPath(item: 386, section: 0)) == NSRect(x: 570, y: 5386, width: 270, height: 32))
    }

    @Test("all 387 mountains at first, by name in code-point order")
    func allMountainsByName() throws {
        let controller = try shownController()
        let names = shownNames(controller)
        #expect(names.count == 387)
        #expect(names == names.sorted { $0 < $1 })
        #expect(names.prefix(3) == ["Acamarachi", "Aconcagua", "Acotango"])
        #expect(names.suffix(2) == ["Yuzhu Peak", "Zumsteinspitze (Monte Rosa)"])
        // A capital letter sorts before every small one.
        let mismi = try #require(names.firstIndex(of: "Nevado Mismi"))
        let toluca = try #require(names.firstIndex(of: "Nevado de Toluca"))
        #expect(mismi < toluca)
    }

    @Test("typing \"ka\" shows exactly the mountains whose names contain it in any case; clearing the field shows all again")
    func search() throws {
        let controller = try shownController()
        let searchField = try #require(controller.searchField)
        let collectionView = try #require(controller.collectionView)
        let everyMountain = controller.dataSource.snapshot().itemIdentifiers

        searchField.type("k")
        searchField.type("ka")
        #expect(shownNames(controller) == Self.namesContainingKa)
        #expect(collectionView.numberOfItems(inSection: 0) == 46)
        // The 538-point view shows 13 rows of two: the first 26 results.
        #expect(visibleNames(collectionView) == Array(Self.namesContainingKa.prefix(26)))
        #expect(collectionView.frameForItem(at: IndexPath(item: 45, section: 0)) == NSRect(x: 205, y: 934, width: 185, height: 32))

        // Capitals find the same mountains: both sides are lowercased.
        searchField.type("KA")
        #expect(shownNames(controller) == Self.namesContainingKa)

        searchField.type("kang")
        #expect(shownNames(controller) == Self.namesContainingKa.filter { $0.lowercased().contains("kang") })
        searchField.type("no such mountain")
        #expect(collectionView.numberOfItems(inSection: 0) == 0)

        searchField.type("")
        #expect(collectionView.numberOfItems(inSection: 0) == 387)
        // The very mountains of the first snapshot, in the same order: the filter keeps their identity.
        #expect(controller.dataSource.snapshot().itemIdentifiers == everyMountain)
        #expect(visibleNames(collectionView).prefix(2) == ["Acamarachi", "Aconcagua"])
    }
}
