import Foundation
import OpenCollectionView
import Testing

/// Spec §12.8–§12.9 and §5.4–§5.5: orthogonal sections, where their rows come to rest, visible-item handlers.
@MainActor
@Suite struct OrthogonalSectionTests {
    enum SectionKind: Int, CaseIterable {
        case continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered, none

        var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior {
            switch self {
            case .continuous: return .continuous
            case .continuousGroupLeadingBoundary: return .continuousGroupLeadingBoundary
            case .paging: return .paging
            case .groupPaging: return .groupPaging
            case .groupPagingCentered: return .groupPagingCentered
            case .none: return .none
            }
        }
    }

    static func nestedGroup(width: CGFloat) -> NSCollectionLayoutGroup {
        let leading = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1.0)))
        leading.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let trailing = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.3)))
        trailing.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)),
            subitem: trailing, count: 2)
        return NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(width), heightDimension: .fractionalHeight(0.4)),
            subitems: [leading, column])
    }

    static func orthogonalSectionsLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, _ in
            let section = NSCollectionLayoutSection(group: nestedGroup(width: 0.85))
            section.orthogonalScrollingBehavior = .continuous
            return section
        }
    }

    static func behaviorsLayout() -> UICollectionViewCompositionalLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        return UICollectionViewCompositionalLayout(sectionProvider: { index, _ in
            guard let kind = SectionKind(rawValue: index) else { return nil }
            let section = NSCollectionLayoutSection(group: nestedGroup(width: kind == .none ? 1.0 : 0.85))
            section.orthogonalScrollingBehavior = kind.behavior
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)),
                elementKind: "header-element-kind", alignment: .top)
            section.boundarySupplementaryItems = [header]
            return section
        }, configuration: configuration)
    }

    @Test func orthogonalSectionsLayTheirGroupsOutInARow() {
        let host = HostedLayout(Self.orthogonalSectionsLayout(), counts: [30, 30, 30, 30, 30])
        for section in [0, 3] {
            let y = 337.333 * CGFloat(section)
            #expect(host.frame(0, section: section) == rect(10, y + 10, 211.667, 317.333))
            #expect(host.frame(1, section: section) == rect(241.667, y + 10, 79.333, 148.667))
            #expect(host.frame(2, section: section) == rect(241.667, y + 178.667, 79.333, 148.667))
            #expect(host.frame(3, section: section) == rect(341.333, y + 10, 211.667, 317.333))
        }
        #expect(host.collectionView.contentSize == rect(0, 0, 390, 1686.667).size)
    }

    @Test func scrollingARowMovesOnlyItsItemsAndRectQueriesFollow() {
        let host = HostedLayout(Self.orthogonalSectionsLayout(), counts: [30, 30])
        let collectionView = host.collectionView
        #expect(collectionView.setOrthogonalScrollingOffset(331.333, forSection: 0) == 331.333)
        #expect(host.frame(3) == rect(10, 10, 211.667, 317.333))
        #expect(host.frame(0) == rect(10 - 331.333, 10, 211.667, 317.333))
        #expect(host.frame(3, section: 1) == rect(341.333, 347.333, 211.667, 317.333))
        let row0 = (host.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 337)) ?? [])
            .filter { $0.indexPath.section == 0 }.map(\.indexPath.item).sorted()
        #expect(row0 == [3, 4, 5, 6])
        // Offsets stay within 0 … (10 × 331.333 − 390).
        #expect(Swift.abs(collectionView.setOrthogonalScrollingOffset(10_000, forSection: 0) - 2923.333) < 0.001)
        #expect(collectionView.setOrthogonalScrollingOffset(-50, forSection: 0) == 0)
        #expect(collectionView.orthogonalScrollingOffset(forSection: 1) == 0)
        collectionView.layoutIfNeeded()
        #expect(collectionView.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item) == [0, 1, 2, 3])
    }

    @Test func behaviorSectionsAndTheirHeaders() {
        let host = HostedLayout(Self.behaviorsLayout(), counts: Array(repeating: 18, count: 6))
        func header(_ section: Int) -> CGRect? {
            host.layout.layoutAttributesForSupplementaryView(
                ofKind: "header-element-kind", at: IndexPath(item: 0, section: section))?.frame
        }
        #expect(header(0) == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(host.frame(0) == rect(10, 54, 211.667, 317.333))
        #expect(header(1) == rect(0, 401.333, 390, 44))
        #expect(host.frame(0, section: 1) == rect(10, 455.333, 211.667, 317.333))
        #expect(header(5) == rect(0, 2006.667, 390, 44))
        #expect(host.frame(3, section: 5) == rect(10, 2050.667 + 337.333 + 10, 253, 317.333))
        #expect(host.collectionView.contentSize == rect(0, 0, 390, 4074.667).size)
    }

    /// Where a drag comes to rest, per behavior: (section, start offset, drag distance, velocity, resting offset).
    @Test(arguments: [
        (0, CGFloat(0), CGFloat(100), CGFloat(0), CGFloat(100)),
        (0, 0, 100, 1000, 599),  // coasts 1000/1000 × 0.998/0.002 = 499 pt
        (0, 1500, 50, 1000, 1598),  // clamped to 1,988 − 390
        (1, 0, 200, 0, 331.333),  // nearest group leading edge
        (1, 0, 200, 1000, 662.667),  // where coasting ends (699), snapped
        (2, 0, 100, 0, 0),  // paging: back to the nearest page
        (2, 0, 250, 0, 390),
        (2, 0, 50, 500, 390),  // a flick turns the page
        (2, 1560, 10, 500, 1598),  // the last page ends at the row's end
        (2, 780, -30, -500, 390),
        (3, 0, 600, 0, 331.333),  // at most one group per swipe
        (3, 331.333, -40, -500, 0),
        (3, 662.667, 100, 0, 662.667),
        (4, 0, 150, 400, 331.333),  // centred paging: group k rests at k × 331.333 in rows that carry the centring inset
        (4, 1325.333, 300, 900, 1656.667),
        (5, 0, 300, 900, 0),  // .none does not scroll
    ])
    func dragsComeToRestWhereTheBehaviorSays(section: Int, start: CGFloat, distance: CGFloat, velocity: CGFloat, resting: CGFloat) {
        let host = HostedLayout(Self.behaviorsLayout(), counts: Array(repeating: 18, count: 6))
        host.collectionView.setOrthogonalScrollingOffset(start, forSection: section)
        let rest = host.collectionView.dragOrthogonalSection(section, by: distance, velocity: velocity)
        #expect(Swift.abs(rest - resting) < 0.001)
        #expect(host.collectionView.orthogonalScrollingOffset(forSection: section) == rest)
    }

    /// `scrollToItem` scrolls an orthogonal item's row, as UIKit scrolls the section's own scroll view: item 3 of the
    /// row (x 341.333, 211.667 wide) centred moves the row by 447.167 − 195 = 252.167; at the left edge by 341.333;
    /// with no position just far enough to show it (its right edge 553 to 390: 163); an item in view does not move it.
    /// Shown frames sit on the @3x pixel grid, so a second scroll measured from one may differ by a pixel (1/3 point).
    @Test func scrollingToAnItemScrollsItsRow() {
        let host = HostedLayout(Self.orthogonalSectionsLayout(), counts: [30, 30])
        let collectionView = host.collectionView
        collectionView.scrollToItem(at: IndexPath(item: 3, section: 0), at: .centeredHorizontally, animated: true)
        #expect(Swift.abs(collectionView.orthogonalScrollingOffset(forSection: 0) - 252.167) < 0.001)
        #expect(Swift.abs((host.frame(3)?.midX ?? 0) - 195) < 0.34)
        collectionView.scrollToItem(at: IndexPath(item: 3, section: 0), at: .left, animated: false)
        #expect(Swift.abs(collectionView.orthogonalScrollingOffset(forSection: 0) - 341.333) < 0.34)
        collectionView.setOrthogonalScrollingOffset(0, forSection: 0)
        collectionView.scrollToItem(at: IndexPath(item: 3, section: 0), at: [], animated: false)
        #expect(Swift.abs(collectionView.orthogonalScrollingOffset(forSection: 0) - 163) < 0.001)
        collectionView.scrollToItem(at: IndexPath(item: 1, section: 0), at: [], animated: false)
        #expect(Swift.abs(collectionView.orthogonalScrollingOffset(forSection: 0) - 163) < 0.001)
        #expect(collectionView.orthogonalScrollingOffset(forSection: 1) == 0)
    }

    @Test func groupPagingCenteredCentresEachGroup() {
        let host = HostedLayout(Self.behaviorsLayout(), counts: Array(repeating: 18, count: 6))
        // c = (390 − 331.333) / 2 = 29.333: group 0's leading cell at 29.333 + 10.
        #expect(host.frame(0, section: 4) == rect(39.333, 4 * 401.333 + 54, 211.667, 317.333))
        host.collectionView.setOrthogonalScrollingOffset(331.333 * 2, forSection: 4)
        #expect(host.frame(6, section: 4) == rect(39.333, 4 * 401.333 + 54, 211.667, 317.333))
    }

    @Test func visibleItemsHandlersSeeTheVisibleItemsAndChangeWhatIsShown() {
        var calls: [(count: Int, offset: CGPoint, container: CGSize)] = []
        let layout = UICollectionViewCompositionalLayout { _, _ in
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(200)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuous
            section.visibleItemsInvalidationHandler = { items, offset, environment in
                calls.append((items.count, offset, environment.container.contentSize))
                // Carousel: scale items by their distance from the viewport's centre.
                for item in items {
                    let distance = Swift.abs(item.frame.midX - 195)
                    let scale = max(0.5, 1 - distance / 390)
                    item.transform = CGAffineTransform(scaleX: scale, y: scale)
                    item.alpha = scale
                    item.zIndex = scale == 1 ? 5 : 0
                }
            }
            return section
        }
        let host = HostedLayout(layout, counts: [10])
        calls.removeAll()
        host.collectionView.setOrthogonalScrollingOffset(100, forSection: 0)
        let visible = host.layout.layoutAttributesForElements(in: host.collectionView.bounds) ?? []
        #expect(calls.count == 1)
        #expect(calls.first?.count == 3)  // items at −100, 100 and 300
        #expect(calls.first?.offset == CGPoint(x: 100, y: 0))
        #expect(calls.first?.container == CGSize(width: 390, height: 844))
        let middle = visible.first { $0.indexPath.item == 1 }
        // Item 1 spans 100…300: its centre is 5 pt from the viewport's.
        #expect(middle?.frame == CGRect(x: 100, y: 0, width: 200, height: 200))
        #expect(middle?.alpha == 1 - 5.0 / 390)
        #expect(middle?.transform == CGAffineTransform(scaleX: 1 - 5.0 / 390, y: 1 - 5.0 / 390))
        #expect(visible.first { $0.indexPath.item == 0 }?.alpha == max(0.5, 1 - 195.0 / 390))
        #expect(host.layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.alpha == 0.5)
    }

    @Test func pinnedLeadingAndTrailingItemsRideTheRowAndStayInView() {
        // Beyond UIKit: a row of ten 200 × 200 groups with a pinned 60-pt label at each end.
        let layout = UICollectionViewCompositionalLayout { _, _ in
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(200)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuous
            let size = NSCollectionLayoutSize(widthDimension: .absolute(60), heightDimension: .absolute(100))
            let leading = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: "start", alignment: .leading)
            let trailing = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: "end", alignment: .trailing)
            leading.pinToVisibleBounds = true
            trailing.pinToVisibleBounds = true
            section.boundarySupplementaryItems = [leading, trailing]
            return section
        }
        let host = HostedLayout(layout, counts: [10])
        func frame(_ kind: String) -> CGRect? {
            host.layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: 0))?.frame
        }
        // The groups start after the leading label; both labels are centred on the row's height.
        #expect(host.frame(0) == CGRect(x: 60, y: 0, width: 200, height: 200))
        #expect(frame("start") == CGRect(x: 0, y: 50, width: 60, height: 100))
        #expect(frame("end") == CGRect(x: 330, y: 50, width: 60, height: 100))
        host.collectionView.setOrthogonalScrollingOffset(100, forSection: 0)
        #expect(host.frame(0) == CGRect(x: -40, y: 0, width: 200, height: 200))
        #expect(frame("start") == CGRect(x: 0, y: 50, width: 60, height: 100))
        // At the row's end (2,120 − 390 = 1,730) the trailing label is back at its own place.
        #expect(host.collectionView.setOrthogonalScrollingOffset(5_000, forSection: 0) == 1_730)
        #expect(frame("end") == CGRect(x: 330, y: 50, width: 60, height: 100))
        #expect(host.frame(9) == CGRect(x: 130, y: 0, width: 200, height: 200))
        let visible = host.layout.layoutAttributesForElements(in: host.collectionView.bounds) ?? []
        #expect(Set(visible.compactMap(\.representedElementKind)) == ["start", "end"])
    }
}
