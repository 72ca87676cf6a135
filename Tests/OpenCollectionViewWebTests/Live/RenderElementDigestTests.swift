import Foundation
import OpenUIKit
@testable import OpenCollectionViewWeb
import Testing

/// What a patch compares of an element with what the page was sent (`CollectionPatch.ContentDigest`): every property
/// that changes how the element is drawn changes its digest; where it is does not.
@MainActor
@Suite struct RenderElementDigestTests {
    static let element = RenderElement(
        category: .cell, indexPath: IndexPath(item: 3, section: 1), identity: "item 3",
        frame: CGRect(x: 10, y: 200, width: 80, height: 44), zIndex: 0, alpha: 1, transform: .identity, isHidden: false,
        view: RenderNode(
            viewClass: "UICollectionViewCell", frame: CGRect(x: 0, y: 0, width: 80, height: 44), backgroundColor: nil,
            alpha: 1, isHidden: false, clipsToBounds: false, cornerRadius: 0, maskedCorners: [], borderWidth: 0,
            borderColor: nil, content: .none, children: []))

    static func digest(_ element: RenderElement, position: Int? = nil, keptView: Int? = nil) -> CollectionPatch.ContentDigest? {
        let placement = ElementPlacement(
            identity: element.identity, row: nil, frame: element.frame, element: element, at: 0, swipe: nil,
            position: position, role: .grid)
        return CollectionPatch.ContentDigest(placement, keptView: keptView)
    }

    /// The properties `RenderElement.hashDrawing(into:)` reads, or leaves out on purpose (`view` is digested on its
    /// own; `keepsHostView` says only where the view's digest comes from; `indexPath` and the frame's origin a patch
    /// compares on its own). A property added to `RenderElement` fails here until the digest considers it.
    @Test func theDigestConsidersEveryPropertyOfAnElement() {
        let properties = Mirror(reflecting: Self.element).children.compactMap(\.label)
        #expect(properties == [
            "category", "indexPath", "identity", "frame", "zIndex", "alpha", "transform", "isHidden",
            "orthogonalSection", "pinning", "state", "view", "keepsHostView",
        ])
    }

    /// Moving an element, on the screen or in the data (a new index path, a new place among the items), leaves its
    /// digest: a patch says those on their own (`move`, `reindex`).
    @Test func whatChangesTheDrawingChangesTheDigestAndMovingDoesNot() throws {
        let original = try #require(Self.digest(Self.element))
        var moved = Self.element
        moved.frame.origin = CGPoint(x: 500, y: 9_000)
        moved.view.frame.origin = CGPoint(x: 3, y: 4)
        #expect(Self.digest(moved) == original)
        moved.indexPath = IndexPath(item: 0, section: 4)
        let reindexed = try #require(Self.digest(moved, position: 90))
        #expect(reindexed == original)

        let changes: [(String, (inout RenderElement) -> Void)] = [
            ("category", { $0.category = .supplementaryView(kind: "header") }),
            ("identity", { $0.identity = "item 4" }),
            ("size", { $0.view.frame.size.height = 60 }),
            ("zIndex", { $0.zIndex = 2 }),
            ("alpha", { $0.alpha = 0.5 }),
            ("transform", { $0.transform = CGAffineTransform(scaleX: 2, y: 2) }),
            ("isHidden", { $0.isHidden = true }),
            ("orthogonalSection", { $0.orthogonalSection = 1 }),
            ("pinning", {
                $0.pinning = RenderPinning(
                    pinsToStart: true, isVertical: true, restingOrigin: 200, length: 44, lowerBound: 0, upperBound: 900)
            }),
            ("state", { $0.state = RenderCellState(isSelected: true) }),
            ("view", { $0.view.backgroundColor = .red }),
        ]
        for (name, change) in changes {
            var changed = Self.element
            change(&changed)
            let digest = try #require(Self.digest(changed))
            #expect(digest.whole != original.whole, "changing \(name) kept the digest")
        }
    }

    @Test func aKeptViewTakesTheDigestThePageWasSent() throws {
        let drawn = try #require(Self.digest(Self.element))
        var kept = Self.element
        kept.view = .keptByHost
        kept.view.frame.size = Self.element.view.frame.size
        kept.keepsHostView = true
        #expect(Self.digest(kept, keptView: drawn.view) == drawn)
        #expect(Self.digest(kept) == nil)
    }
}
