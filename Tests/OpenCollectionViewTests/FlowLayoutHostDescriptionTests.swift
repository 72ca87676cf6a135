import CompositionalLayoutEngine
import Foundation
import OpenCollectionView
import Testing

/// A flow layout described for a host (`hostLayoutDescription`): what the page's copy of the engine solves places
/// every element where the layout does — mirrored by the host in a right-to-left collection view — delegate-sized
/// layouts are described up to 20,000 items, and self-sizing's measurements follow.
@MainActor
@Suite struct FlowLayoutHostDescriptionTests {
    /// A layout whose delegate sizes items is described while it has at most 20,000 items, asking each size once per
    /// prepare; one more item and it is not, and its delegate is asked nothing more for it.
    @Test func aDelegateSizedLayoutIsDescribedUpToTwentyThousandItems() throws {
        let delegate = ItemSizingDelegate { CGSize(width: 40 + CGFloat($0.item % 7) * 10, height: 30) }
        let host = flowHost(UICollectionViewFlowLayout(), counts: [12_000, 8_000], delegate: delegate)
        let layout = try #require(host.layout as? UICollectionViewFlowLayout)
        let asked = delegate.sizeRequests
        let description = try #require(layout.hostLayoutDescription)
        #expect(delegate.sizeRequests == asked + 20_000)
        let decoded = try #require(description.decodedFlow())
        #expect(decoded.itemSizes.map(\.count) == [12_000, 8_000])
        #expect(decoded.itemSizes[1][3] == CGSize(width: 70, height: 30))
        // Asked again, it is the same description, made once.
        #expect(layout.hostLayoutDescription == description)
        #expect(delegate.sizeRequests == asked + 20_000)

        let over = flowHost(UICollectionViewFlowLayout(), counts: [12_000, 8_001], delegate: delegate)
        let overLayout = try #require(over.layout as? UICollectionViewFlowLayout)
        let before = delegate.sizeRequests
        #expect(overLayout.hostLayoutDescription == nil)
        #expect(delegate.sizeRequests == before)
        #expect(over.collectionView.renderTree().layout == nil)
    }

    /// Items of one size cost nothing per item: a million of them are described in 126 numbers.
    @Test func aLayoutOfOneItemSizeIsDescribedWhateverItsItemCount() throws {
        let host = flowHost(workedExampleLayout(), counts: [1_000_000, 3])
        let layout = try #require(host.layout as? UICollectionViewFlowLayout)
        let description = try #require(layout.hostLayoutDescription)
        // The version, four settings, the two kinds' lengths and UTF-8 bytes, the eager item limit, the environment,
        // the section count and two sections.
        let kinds = UICollectionView.elementKindSectionHeader.utf8.count + UICollectionView.elementKindSectionFooter.utf8.count
        #expect(description.numbers.count == 1 + 4 + 2 + kinds + 1 + 15 + 1 + 2 * 15)
        var solved = try #require(description.solvedFlow())
        #expect(solved.contentSize == host.collectionView.contentSize)
        #expect(solved.frameForItem(section: 0, item: 999_999) == host.frame(999_999))
        #expect(host.collectionView.renderTree().layout?.description == description)
    }

    /// Subclasses are not described: they may place items elsewhere than the flow does.
    @Test func aSubclassIsNotDescribed() throws {
        final class LeadingAlignedLayout: UICollectionViewFlowLayout {}
        let host = flowHost(LeadingAlignedLayout(), counts: [10])
        let layout = try #require(host.layout as? UICollectionViewFlowLayout)
        #expect(layout.hostLayoutDescription == nil)
    }

    /// The description's solution places every cell, header and footer where the layout does — headers pinned, so
    /// compared at rest — with per-item sizes, insets, spacings and uneven content insets; in a right-to-left
    /// collection view once mirrored across the content's width, as the page mirrors it.
    @Test(arguments: [false, true]) func theDescriptionSolvesToTheLayoutsOwnFrames(rightToLeft: Bool) throws {
        let flow = UICollectionViewFlowLayout()
        flow.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 12, right: 6)
        flow.minimumInteritemSpacing = 8
        flow.minimumLineSpacing = 6
        flow.headerReferenceSize = CGSize(width: 0, height: 36)
        flow.footerReferenceSize = CGSize(width: 0, height: 20)
        flow.sectionHeadersPinToVisibleBounds = true
        let delegate = ItemSizingDelegate { CGSize(width: 30 + CGFloat(($0.item * 37 + $0.section * 11) % 150), height: 28 + CGFloat($0.item % 3) * 6) }
        let host = flowHost(flow, counts: [40, 3, 0, 120], delegate: delegate) { collectionView in
            collectionView.contentInset = UIEdgeInsets(top: 10, left: 12, bottom: 0, right: 4)
            if rightToLeft { collectionView.traitOverrides.layoutDirection = .rightToLeft }
        }
        let collectionView = host.collectionView
        #expect(collectionView.effectiveUserInterfaceLayoutDirection == (rightToLeft ? .rightToLeft : .leftToRight))
        let layout = try #require(host.layout as? UICollectionViewFlowLayout)
        var solved = try #require(layout.hostLayoutDescription?.solvedFlow())
        #expect(solved.contentSize == collectionView.contentSize)
        let width = collectionView.contentSize.width
        let place = { (frame: CGRect) in
            rightToLeft ? CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height) : frame
        }
        var cells = 0
        for element in solved.elements(in: CGRect(x: -100, y: -100, width: 1_000, height: 100_000)) {
            let indexPath = IndexPath(item: element.indexPath[1], section: element.indexPath[0])
            if element.category == .cell {
                cells += 1
                #expect(place(element.frame) == collectionView.layoutAttributesForItem(at: indexPath)?.frame, "\(indexPath)")
            } else if element.elementKind == UICollectionView.elementKindSectionFooter || indexPath.section == 0 {
                // Headers pin: only the first section's rests where a collection view at the top sees it.
                #expect(place(element.frame) == collectionView.layoutAttributesForSupplementaryElement(
                    ofKind: element.elementKind ?? "", at: indexPath)?.frame, "\(element.elementKind ?? "") \(indexPath)")
            }
        }
        #expect(cells == 163)
    }

    /// Self-sizing cells: each measurement is handed on once, in order; the description solved with them places the
    /// cells where the layout does. A new width forgets them and starts a new generation.
    @Test func measurementsFollowAndPlaceCellsWhereTheLayoutDoes() throws {
        let flow = UICollectionViewFlowLayout()
        flow.estimatedItemSize = CGSize(width: 100, height: 40)
        let host = flowHost(flow, counts: [200, 50])
        let layout = try #require(host.layout as? UICollectionViewFlowLayout)
        let generation = layout.hostMeasurementGeneration
        let measured = [
            IndexPath(item: 120, section: 0): CGSize(width: 180, height: 60), IndexPath(item: 150, section: 0): CGSize(width: 30, height: 90),
            IndexPath(item: 7, section: 1): CGSize(width: 250, height: 44),
        ]
        for (indexPath, size) in measured.sorted(by: { $0.key < $1.key }) { layout.setMeasuredSize(size, forItemAt: indexPath) }
        // Measuring one again at the same size hands nothing on; an invalid size is never kept.
        layout.setMeasuredSize(CGSize(width: 180, height: 60), forItemAt: IndexPath(item: 120, section: 0))
        layout.setMeasuredSize(CGSize(width: -1, height: 60), forItemAt: IndexPath(item: 121, section: 0))
        #expect(layout.hostMeasurementGeneration == generation)
        let measurements = layout.hostMeasurements.filter { measured[$0.indexPath] != nil }
        #expect(measurements.map(\.indexPath) == measured.keys.sorted())
        #expect(!layout.hostMeasurements.contains { $0.size.width < 0 })
        var solved = try #require(layout.hostLayoutDescription?.solvedFlow(measuring: layout.hostMeasurements))
        host.collectionView.layoutIfNeeded()
        #expect(solved.contentSize == host.collectionView.contentSize)
        for section in 0..<2 {
            for item in 0..<[200, 50][section] {
                #expect(solved.frameForItem(section: section, item: item) == host.frame(item, section: section), "\(item) of \(section)")
            }
        }
        host.collectionView.frame.size.width = 320
        host.collectionView.layoutIfNeeded()
        #expect(layout.hostMeasurementGeneration > generation)
        #expect(!layout.hostMeasurements.contains { measured[$0.indexPath] != nil })
    }
}
