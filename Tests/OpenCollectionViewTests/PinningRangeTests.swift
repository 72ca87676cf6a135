import Foundation
import OpenCollectionView
import PropertyBased
import Testing

/// The pinning a render tree hands a host (so that a page moves pinned headers and footers on every scroll frame
/// without asking the server) puts each pinned item exactly where the layout puts it, at any scroll position.
@MainActor
@Suite struct PinningRangeTests {
    struct Case: Sendable, CustomStringConvertible {
        var counts: [Int]
        var itemHeight: CGFloat
        var headerHeight: CGFloat
        var footerHeight: CGFloat
        var offsets: [CGFloat]

        var description: String {
            "counts \(counts) item \(itemHeight) header \(headerHeight) footer \(footerHeight) offsets \(offsets)"
        }
    }

    static let cases = Generator(run: { rng in
        Case(
            counts: (0..<Int.random(in: 1...5, using: &rng)).map { _ in Int.random(in: 0...30, using: &rng) },
            itemHeight: CGFloat(Int.random(in: 20...90, using: &rng)),
            headerHeight: CGFloat(Int.random(in: 10...60, using: &rng)) + 1.0 / 3,
            footerHeight: CGFloat(Int.random(in: 10...60, using: &rng)),
            offsets: (0..<8).map { _ in CGFloat(Int.random(in: -100...6_000, using: &rng)) / 2 })
    })

    static func layout(_ testCase: Case) -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(testCase.itemHeight)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(testCase.itemHeight)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 4
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 10, bottom: 12, trailing: 10)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(testCase.headerHeight)),
            elementKind: "header", alignment: .top)
        header.pinToVisibleBounds = true
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(testCase.footerHeight)),
            elementKind: "footer", alignment: .bottom)
        footer.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header, footer]
        return UICollectionViewCompositionalLayout(section: section)
    }

    @Test func pinnedItemsSitWhereTheirPinningSays() async {
        await propertyCheck(count: 200, input: Self.cases) { testCase in
            // Each case lets other tests' work run: the machine's few threads are shared, and a long run of cases
            // must not hold one for seconds.
            await Task.yield()
            let hosted = HostedLayout(Self.layout(testCase), counts: testCase.counts, height: 600, scale: 3)
            let collectionView = hosted.collectionView
            collectionView.contentInset = UIEdgeInsets(top: 44, left: 0, bottom: 20, right: 0)
            for offset in testCase.offsets {
                collectionView.contentOffset = CGPoint(x: 0, y: offset)
                collectionView.layoutIfNeeded()
                let tree = collectionView.renderTree()
                let start = tree.visibleRect.minY + tree.contentInset.top
                let end = tree.visibleRect.maxY - tree.contentInset.bottom
                for element in tree.elements {
                    guard case .supplementaryView = element.category else { continue }
                    guard let pinning = element.pinning else {
                        Issue.record("\(element.identity) carries no pinning")
                        continue
                    }
                    #expect(pinning.isVertical)
                    let origin = pinning.origin(visibleStart: start, visibleEnd: end)
                    #expect(abs(origin - element.frame.minY) < 0.34, "\(element.identity) at offset \(offset)")
                }
            }
        }
    }

    @Test func unpinnedItemsCarryNoPinning() {
        let unpinned = UICollectionViewCompositionalLayout { _, _ in
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)))
            let group = NSCollectionLayoutGroup.vertical(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: "header", alignment: .top)]
            return section
        }
        let hosted = HostedLayout(unpinned, counts: [3])
        let headers = hosted.collectionView.renderTree().elements.filter { $0.category == .supplementaryView(kind: "header") }
        #expect(headers.count == 1)
        #expect(headers.allSatisfy { $0.pinning == nil })
    }
}
