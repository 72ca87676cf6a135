import Foundation
import GallerySite
import OpenCollectionView
import Testing

/// Beyond the sample › Catcher Feed (spec §8) on a 390 × 844 pt phone at 3×.
///
/// Every section has a 30 pt header, then its content inset (random: 10 top and bottom; the others 10 and 5 on the
/// sides). Orthogonal groups resolve fractions against the full 390 pt (compositional-layout.md §4): random groups
/// are 390 wide, rank 0.45 × 390 = 175.5 → 175.333, new 195, near and pick 130. Groups are estimated in height
/// (400, 250, 350, 200) and take the height of their items (fractions of the estimate: 1, 1, 0.75, 0.8 → 400, 250,
/// 262.333, 160), the cells inset by the items' content insets.
@MainActor
@Suite struct CatcherFeedPageTests {
    /// The page, rendered once for the suite's tests.
    static let renderedPage = RenderTreePage(CatcherFeedExample())
    var page: RenderTreePage { Self.renderedPage }
    static let header = UICollectionView.elementKindSectionHeader

    @Test func thePageShowsThePhone() {
        #expect(page.frameNames == ["phone"])
        #expect(page.html.contains("<a class=\"back-link\" href=\"../index.html\">"))
        #expect(page.html.contains("<p class=\"breadcrumb\">Beyond the sample</p>"))
    }

    @Test func fiveTitledSections() throws {
        let headers = page.elements(ofKind: Self.header, in: "phone")
        #expect((0..<5).map { headers[IndexPath(item: 0, section: $0)]?.lines } == [
            ["Catcher"], ["인기스타를 소개해요"], ["뉴~ 진스가 아닌 뉴~ 피플"], ["당신의 동네에 이런 사람이?!"], ["당신이 찜꿍~한 유저"],
        ])
        #expect((0..<5).compactMap { headers[IndexPath(item: 0, section: $0)]?.frame.minY } == [0, 450, 750, 1062.333, 1272.333])
        #expect(headers[IndexPath(item: 0, section: 0)]?.frame == CGRect(x: 0, y: 0, width: 390, height: 30))
        #expect(headers[IndexPath(item: 0, section: 1)]?.frame == CGRect(x: 5, y: 450, width: 380, height: 30))
        // The logo title in Futura-Bold 35 and the app's pink; the label hangs 15 pt below the header's top.
        let logo = try #require(headers[IndexPath(item: 0, section: 0)]?.nodes.first { $0.viewClass == "UILabel" })
        #expect(logo.frame == CGRect(x: 15, y: 15, width: 375, height: 30))
        #expect(logo.html.contains("font-size:35px;font-weight:700;line-height:"))
        #expect(logo.html.contains("font-family:&quot;Futura&quot;,"))
        #expect(logo.html.contains("color:#EB315C"))
        let heading = try #require(headers[IndexPath(item: 0, section: 1)]?.nodes.first { $0.viewClass == "UILabel" })
        #expect(heading.html.contains("font-size:20px;font-weight:700;"))
        #expect(heading.html.contains("font-family:&quot;AvenirNext&quot;,&quot;Avenir Next&quot;,"))
        #expect(page.contentSize("phone").map { abs($0.height - 1482.333) < 0.001 } == true)
    }

    @Test func randomUsersPageOneAtATime() throws {
        #expect(page.frameHTML("phone").contains(
            "<div class=\"orthogonal-row\" data-section=\"0\" data-orthogonal-scrolling=\"groupPaging\" style=\"left:0px;top:55px;width:390px;height:385px\">"))
        let cards = page.rows("phone", section: 0)
        #expect(cards.count == 6)
        #expect(cards.map(\.frame) == (0..<6).map { CGRect(x: 10 + 390 * CGFloat($0), y: 55, width: 370, height: 385) })
        #expect(Set(cards.map(\.identity)).count == 6)
        // The photo fills the card with 5 pt corners; the nickname in white AvenirNext-Bold 30, 20 pt from the bottom-left.
        let first = cards[0]
        let photo = try #require(first.nodes.first { $0.viewClass == "UIImageView" })
        #expect(photo.frame == CGRect(x: 0, y: 0, width: 370, height: 385))
        #expect(photo.style.contains("border-radius:5px;overflow:hidden"))
        let nickname = try #require(first.nodes.first { $0.viewClass == "UILabel" })
        #expect(first.lines == ["하늘"])
        #expect(nickname.frame.minX == 20 && abs(nickname.frame.maxY - (385 - 20)) < 0.001)
        #expect(nickname.html.contains("font-size:30px;font-weight:700;") && nickname.html.contains("color:#FFFFFF"))
    }

    @Test func rankedCardsScrollContinuously() throws {
        #expect(page.frameHTML("phone").contains("data-section=\"1\" data-orthogonal-scrolling=\"continuous\""))
        let cards = page.rows("phone", section: 1)
        let stride = 175.0 + 1.0 / 3 + 10
        for (index, card) in cards.enumerated() {
            #expect(sameFrame(card.frame, CGRect(x: 10 + stride * CGFloat(index), y: 500, width: 165.333, height: 240)), "\(index)")
        }
        // Most picked first: "1위  nickname", the picks, the introduction.
        #expect(cards[0].lines == ["1위  하늘", "받은 찜 42개", "산책과 사진을 좋아해요"])
        #expect(cards[5].lines == ["6위  도윤", "받은 찜 8개", "맛집 탐방이 취미예요"])
        // A card with 15 pt corners and a light grey border; the square photo rounds its top corners only.
        let contentView = try #require(cards[0].nodes.first { $0.viewClass == "UIView" })
        #expect(contentView.style.contains("border-radius:15px;outline:1px solid #AAAAAA;outline-offset:-1px;overflow:hidden"))
        let photo = try #require(cards[0].nodes.first { $0.viewClass == "UIImageView" })
        #expect(sameFrame(photo.frame, CGRect(x: 0, y: 0, width: 165.333, height: 165.333)))
        #expect(photo.style.contains("border-radius:15px 15px 0 0"))
    }

    @Test func newNearAndPickRowsTakeTheirItemsHeights() {
        let new = page.rows("phone", section: 2)
        #expect(sameFrame(new.first?.frame, CGRect(x: 10, y: 800, width: 185, height: 252.333)))
        #expect(sameFrame(new.dropFirst().first?.frame, CGRect(x: 215, y: 800, width: 185, height: 252.333)))
        // Newest first: the users in reverse order; no nicknames outside the random section.
        #expect(Set(new.map(\.identity)).count == 6)
        #expect(new.allSatisfy { $0.lines.isEmpty })
        let near = page.rows("phone", section: 3)
        #expect(sameFrame(near.first?.frame, CGRect(x: 10, y: 1112.333, width: 120, height: 150)))
        #expect(sameFrame(near.dropFirst().first?.frame, CGRect(x: 150, y: 1112.333, width: 120, height: 150)))
        #expect(sameFrame(page.rows("phone", section: 4).first?.frame, CGRect(x: 10, y: 1322.333, width: 120, height: 150)))
        #expect(page.html.contains("Not part of Apple&#39;s sample"))
    }
}
