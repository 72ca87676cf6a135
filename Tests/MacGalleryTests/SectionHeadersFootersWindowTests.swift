import Cocoa
import Foundation
@testable import MacGallery
import Testing

/// The Section Headers and Footers window: five sections, each a 44-point header, five 44-point rows 5 points apart
/// and a 44-point footer, all 10 points in from the window's sides — 328 points a section.
@MainActor
@Suite("Mac examples: Section Headers and Footers")
struct SectionHeadersFootersWindowTests {
    private let headerKind = SectionHeadersFootersWindowController.sectionHeaderElementKind
    private let footerKind = SectionHeadersFootersWindowController.sectionFooterElementKind

    private func shownController() throws -> SectionHeadersFootersWindowController {
        let controller = try #require(MacExamples.example(forSlug: "section-headers-footers")).makeWindowController()
        controller.showWindow(nil)
        return try #require(controller as? SectionHeadersFootersWindowController)
    }

    private func title(
        _ collectionView: NSCollectionView, _ kind: String, section: Int
    ) throws -> TitleSupplementaryView {
        try #require(
            collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: section))
                as? TitleSupplementaryView)
    }

    @Test("its xib's 320 × 600 window: a header, five rows and a footer a section, each 300 points wide")
    func frames() throws {
        let controller = try shownController()
        let window = try #require(controller.window)
        #expect(window.title == "Section Headers and Footers")
        #expect(window.contentView?.frame.size == NSSize(width: 320, height: 600))
        let collectionView = try #require(controller.collectionView)
        #expect(collectionView.numberOfSections == 5)
        #expect((0..<5).map { collectionView.numberOfItems(inSection: $0) } == [5, 5, 5, 5, 5])

        #expect(try title(collectionView, headerKind, section: 0).frame == NSRect(x: 10, y: 0, width: 300, height: 44))
        #expect(collectionView.frameForItem(at: IndexPath(item: 0, section: 0)) == NSRect(x: 10, y: 44, width: 300, height: 44))
        #expect(collectionView.frameForItem(at: IndexPath(item: 1, section: 0)) == NSRect(x: 10, y: 93, width: 300, height: 44))
        #expect(collectionView.frameForItem(at: IndexPath(item: 4, section: 0)) == NSRect(x: 10, y: 240, width: 300, height: 44))
        // No spacing after the last row: the footer follows it at once, and the next section's header the footer.
        #expect(try title(collectionView, footerKind, section: 0).frame == NSRect(x: 10, y: 284, width: 300, height: 44))
        #expect(try title(collectionView, headerKind, section: 1).frame == NSRect(x: 10, y: 328, width: 300, height: 44))
        #expect(collectionView.frameForItem(at: IndexPath(item: 0, section: 1)) == NSRect(x: 10, y: 372, width: 300, height: 44))
        #expect(collectionView.frameForItem(at: IndexPath(item: 2, section: 4)) == NSRect(x: 10, y: 1454, width: 300, height: 44))
    }

    @Test("rows read \"section,item\"; headers and footers name their kind and section, on light grey boxes outlined in black")
    func texts() throws {
        let controller = try shownController()
        let window = try #require(controller.window)
        let collectionView = try #require(controller.collectionView)
        let row = try #require(collectionView.item(at: IndexPath(item: 2, section: 1)))
        #expect(row is ListItem)
        #expect(row.textField?.stringValue == "1,2")
        #expect(collectionView.item(at: IndexPath(item: 0, section: 0))?.textField?.stringValue == "0,0")

        let header = try title(collectionView, headerKind, section: 0)
        #expect(header.label.stringValue == "section-header-element-kind for section 0")
        #expect(try title(collectionView, footerKind, section: 0).label.stringValue == "section-footer-element-kind for section 0")
        #expect(try title(collectionView, headerKind, section: 1).label.stringValue == "section-header-element-kind for section 1")
        #expect(header.boxType == .custom)
        #expect(header.fillColor == NSColor(white: 2.0 / 3, alpha: 1))
        #expect(header.borderColor == NSColor(white: 0, alpha: 1))
        #expect(header.borderWidth == 1)

        // Tall enough for all five sections (5 × 328 = 1640 points): the last ones get their own titles too.
        window.setContentSize(NSSize(width: 320, height: 1700))
        collectionView.layoutSubtreeIfNeeded()
        let lastHeader = try title(collectionView, headerKind, section: 4)
        #expect(lastHeader.frame == NSRect(x: 10, y: 1312, width: 300, height: 44))
        #expect(lastHeader.label.stringValue == "section-header-element-kind for section 4")
        let lastFooter = try title(collectionView, footerKind, section: 4)
        #expect(lastFooter.frame == NSRect(x: 10, y: 1596, width: 300, height: 44))
        #expect(lastFooter.label.stringValue == "section-footer-element-kind for section 4")
        #expect(try title(collectionView, footerKind, section: 3).label.stringValue == "section-footer-element-kind for section 3")
        #expect(collectionView.item(at: IndexPath(item: 4, section: 4))?.textField?.stringValue == "4,4")
    }

    @Test("400 points wide: headers, rows and footers stretch to 380")
    func framesWhenWider() throws {
        let controller = try shownController()
        let window = try #require(controller.window)
        let collectionView = try #require(controller.collectionView)
        window.setContentSize(NSSize(width: 400, height: 600))
        collectionView.layoutSubtreeIfNeeded()
        #expect(try title(collectionView, headerKind, section: 0).frame == NSRect(x: 10, y: 0, width: 380, height: 44))
        #expect(collectionView.frameForItem(at: IndexPath(item: 3, section: 1)) == NSRect(x: 10, y: 519, width: 380, height: 44))
        #expect(try title(collectionView, footerKind, section: 0).frame == NSRect(x: 10, y: 284, width: 380, height: 44))
    }
}
