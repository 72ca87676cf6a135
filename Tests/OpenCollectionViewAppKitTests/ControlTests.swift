import Foundation
import OpenCollectionViewAppKit
import Testing

/// Hears what a search field tells.
@MainActor
final class SearchListener: NSSearchFieldDelegate {
    var events: [String] = []

    func controlTextDidChange(_ obj: Notification) {
        events.append("change \((obj.object as? NSSearchField)?.stringValue ?? "?")")
    }

    func searchFieldDidStartSearching(_ sender: NSSearchField) {
        events.append("start")
    }

    func searchFieldDidEndSearching(_ sender: NSSearchField) {
        events.append("end")
    }
}

@MainActor
@Suite("AppKit's controls: the search field and the image view")
struct ControlTests {
    @Test("typing into a search field tells its delegate each change, and when a search starts and ends")
    func searchField() {
        let field = NSSearchField(frame: NSRect(x: 0, y: 0, width: 200, height: 22))
        let listener = SearchListener()
        field.delegate = listener
        field.type("k")
        field.type("ka")
        field.type("")
        #expect(listener.events == ["change k", "start", "change ka", "change ", "end"])
        #expect(field.stringValue == "")
        #expect(field.isEditable)
    }

    @Test("AppKit's named template images and SF Symbols are images; a name nobody has is none")
    func images() throws {
        let check = try #require(NSImage(named: NSImage.menuOnStateTemplateName))
        #expect(check == NSImage(systemSymbolName: "checkmark", accessibilityDescription: nil))
        #expect(NSImage(named: "no-such-image") == nil)
        let view = NSImageView(image: check)
        #expect(view.frame.size == check.size)
        #expect(view.image == check)
    }
}
