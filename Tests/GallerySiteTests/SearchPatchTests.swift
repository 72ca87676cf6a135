import Foundation
import GallerySite
import OpenCollectionView
@_spi(Benchmarks) @testable import OpenCollectionViewWeb
import Testing

/// What a keystroke in Mountains Search sends: the rows that stay in the filtered list move in the data and draw the
/// same, so the page is told their new index paths and places (`reindex`), never their HTML again.
@MainActor
@Suite struct SearchPatchTests {
    /// An element of a message, as the page reads it.
    struct Shown: Equatable {
        var indexPath: String
        var position: Int?
    }

    private func json(_ message: LiveMessage?) throws -> [String: Any] {
        let data = Data(try #require(message).text.utf8)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// The list's entry of a message.
    private func listEntry(_ message: LiveMessage?) throws -> [String: Any] {
        let entries = try #require(try json(message)["cvs"] as? [[String: Any]])
        return try #require(entries.first)
    }

    /// Each element's index path and place among the items, by identity, as the HTML of `elements` draws them.
    private func drawn(_ elements: [[String: Any]]) throws -> [String: Shown] {
        var shown: [String: Shown] = [:]
        for element in elements {
            let identity = try #require(element["id"] as? String)
            let html = try #require(element["html"] as? String)
            shown[identity] = Shown(
                indexPath: try #require(Self.attribute("data-index-path", in: html)),
                position: Self.attribute("aria-rowindex", in: html).flatMap { Int($0) })
        }
        return shown
    }

    private static func attribute(_ name: String, in html: String) -> String? {
        guard let start = html.range(of: " \(name)=\"") else { return nil }
        return String(html[start.upperBound...].prefix { $0 != "\"" })
    }

    @Test("rows that stay through a keystroke are reindexed where a fresh page draws them, their HTML not sent again")
    func rowsThatStayAreReindexed() throws {
        let session = try #require(LiveSession.opened(
            atPath: "/examples/mountains-search", size: CGSize(width: 390, height: 844), screens: GalleryLiveScreens()))
        let frame = session.frameMessage().text
        let start = try #require(frame.range(of: "search-bar-"))
        let bar = String(frame[start.lowerBound...].prefix { $0 != "\\" && $0 != "\"" })

        var reindexedRows = 0
        for text in ["m", "mo", "mou", "mo", ""] {
            let entry = try listEntry(session.receive(#"{"t":"search","bar":"\#(bar)","text":"\#(text)"}"#))
            let reindexed = entry["reindex"] as? [[String: Any]] ?? []
            let updated = Set((entry["update"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String })
            let moved = Set((entry["move"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String })
            // What a page opened now, with this text typed, draws of each element.
            let fresh = try drawn(try listEntry(session.frameMessage())["add"] as? [[String: Any]] ?? [])
            for change in reindexed {
                let identity = try #require(change["id"] as? String)
                #expect(!updated.contains(identity), "\(identity) was both updated and reindexed")
                #expect(moved.contains(identity), "\(identity) moved in the data and not on the screen")
                let position = change["pos"] as? Int
                #expect(fresh[identity] == Shown(indexPath: try #require(change["ip"] as? String), position: position))
            }
            reindexedRows += reindexed.count
        }
        // Typing "m" keeps some of the rows first shown, and each letter after it keeps some of the last.
        #expect(reindexedRows >= 10)
    }
}
