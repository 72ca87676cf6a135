import CollectionDiagnostics
import Foundation
import Testing

@testable import OpenCollectionView

/// A layout of one's own, as layout libraries write them: a subclass of `UICollectionViewLayout` with its own
/// attributes and invalidation context, told of batch updates, bounds changes and transitions in UIKit's order, asked
/// where appearing and disappearing elements come from and go to, and where the content should rest.
@MainActor
@Suite struct LayoutSubclassContractTests {
    /// Attributes with a value of their own, copied and compared as UIKit's subclasses do.
    final class TiltAttributes: UICollectionViewLayoutAttributes {
        var tilt: CGFloat = 0

        override func copy(with zone: NSZone? = nil) -> Any {
            let copy = super.copy(with: zone) as! TiltAttributes
            copy.tilt = tilt
            return copy
        }

        override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? TiltAttributes, other.tilt == tilt else { return false }
            return super.isEqual(object)
        }
    }

    /// An invalidation context that remembers why.
    final class WhyContext: UICollectionViewLayoutInvalidationContext {
        var reason = ""
    }

    /// Rows 50 points tall, one under another, each tilted by its item; inserted rows slide in from the right and
    /// deleted ones drop out, as a custom layout animates them. It notes every call UIKit makes to a layout.
    final class RowsLayout: UICollectionViewLayout {
        var calls: [String] = []
        var updateItems: [UICollectionViewUpdateItem] = []
        var snapTo: CGFloat?
        /// Added to every row's tilt: what changes a subclass's attributes and no property of the base class.
        var extraTilt: CGFloat = 0
        private var inserted: Set<IndexPath> = []
        private var deleted: Set<IndexPath> = []

        override class var layoutAttributesClass: AnyClass { TiltAttributes.self }
        override class var invalidationContextClass: AnyClass { WhyContext.self }

        private var count: Int { collectionView?.numberOfItems(inSection: 0) ?? 0 }

        override func prepare() {
            super.prepare()
            calls.append("prepare")
        }

        override var collectionViewContentSize: CGSize {
            CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(count) * 50)
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            let attributes = TiltAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 50, width: collectionView?.bounds.width ?? 0, height: 50)
            attributes.tilt = CGFloat(indexPath.item) + extraTilt
            return attributes
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            let first = max(0, Int(rect.minY / 50)), last = min(count - 1, Int(rect.maxY / 50))
            guard first <= last else { return [] }
            return (first...last).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
        }

        override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
            super.prepare(forCollectionViewUpdates: updateItems)
            calls.append("prepare(forCollectionViewUpdates:)")
            self.updateItems = updateItems
            inserted = Set(updateItems.filter { $0.updateAction == .insert }.compactMap(\.indexPathAfterUpdate))
            deleted = Set(updateItems.filter { $0.updateAction == .delete }.compactMap(\.indexPathBeforeUpdate))
        }

        override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            calls.append("initial \(itemIndexPath.item)")
            guard inserted.contains(itemIndexPath), let attributes = layoutAttributesForItem(at: itemIndexPath) else { return nil }
            attributes.frame.origin.x += 300
            attributes.alpha = 0
            return attributes
        }

        override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            calls.append("final \(itemIndexPath.item)")
            guard deleted.contains(itemIndexPath), let attributes = layoutAttributesForItem(at: itemIndexPath) else { return nil }
            attributes.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
            attributes.zIndex = -1
            return attributes
        }

        override func finalizeCollectionViewUpdates() {
            calls.append("finalizeCollectionViewUpdates")
            inserted = []
            deleted = []
        }

        override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
            calls.append("prepare(forAnimatedBoundsChange: \(Int(oldBounds.width)))")
        }

        override func finalizeAnimatedBoundsChange() {
            calls.append("finalizeAnimatedBoundsChange")
        }

        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            newBounds.width != collectionView?.bounds.width
        }

        override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
            calls.append("targetContentOffset")
            guard let snapTo else { return proposedContentOffset }
            return CGPoint(x: proposedContentOffset.x, y: snapTo)
        }

        override func prepareForTransition(to newLayout: UICollectionViewLayout) { calls.append("prepareForTransition(to:)") }
        override func prepareForTransition(from oldLayout: UICollectionViewLayout) { calls.append("prepareForTransition(from:)") }
        override func finalizeLayoutTransition() { calls.append("finalizeLayoutTransition") }

        override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
            calls.append("invalidate \(type(of: context))")
            super.invalidateLayout(with: context)
        }
    }

    /// A cell that keeps what it was given.
    final class TiltCell: UICollectionViewCell {
        var applied: [CGFloat] = []

        override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
            super.apply(layoutAttributes)
            applied.append((layoutAttributes as? TiltAttributes)?.tilt ?? -1)
        }
    }

    static func host(_ layout: RowsLayout, count: Int = 10) -> HostedLayout {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        collectionView.register(TiltCell.self, forCellWithReuseIdentifier: "cell")
        return HostedLayout(collectionView: collectionView, layout: layout, counts: [count])
    }

    @Test func aBatchUpdateIsToldToTheLayoutInUIKitsOrder() throws {
        let layout = RowsLayout()
        let host = Self.host(layout)
        layout.calls = []
        host.dataSource.counts = [10]
        host.collectionView.performBatchUpdates {
            host.collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
            host.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        // Prepared for the new data, told of the changes, asked of every row shown after (0…4) and before (0…4), done.
        #expect(layout.calls == [
            "invalidate WhyContext", "prepare", "prepare(forCollectionViewUpdates:)",
            "initial 0", "initial 1", "initial 2", "initial 3", "initial 4",
            "final 0", "final 1", "final 2", "final 3", "final 4",
            "finalizeCollectionViewUpdates", "targetContentOffset",
        ])
        #expect(layout.updateItems.map(\.updateAction) == [.delete, .insert])
        #expect(layout.updateItems.map(\.indexPathBeforeUpdate) == [IndexPath(item: 1, section: 0), nil])
        #expect(layout.updateItems.map(\.indexPathAfterUpdate) == [nil, IndexPath(item: 0, section: 0)])
        // What hosts animate: the inserted row from 300 points to the right, transparent; the deleted one to half size.
        let update = try #require(host.collectionView.lastBatchUpdate)
        #expect(update.appearingAttributes.map(\.indexPath) == [IndexPath(item: 0, section: 0)])
        #expect(update.appearingAttributes.first?.frame == CGRect(x: 300, y: 0, width: 320, height: 50))
        #expect(update.appearingAttributes.first?.alpha == 0)
        #expect(update.disappearingAttributes.map(\.indexPath) == [IndexPath(item: 1, section: 0)])
        #expect(update.disappearingAttributes.first?.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
        #expect(update.disappearingAttributes.first?.zIndex == -1)
    }

    @Test func sectionUpdatesNameTheirSectionWithNoItem() {
        let layout = RowsLayout()
        let host = Self.host(layout)
        host.dataSource.counts = [10, 3]
        host.collectionView.insertSections(IndexSet(integer: 1))
        #expect(layout.updateItems.count == 1)
        #expect(layout.updateItems.first?.updateAction == .insert)
        #expect(layout.updateItems.first?.indexPathAfterUpdate == IndexPath(item: NSNotFound, section: 1))
        #expect(layout.updateItems.first?.indexPathBeforeUpdate == nil)
    }

    @Test func aDiffableApplyIsABatchUpdateToo() {
        let layout = RowsLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<TiltCell, String> { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        snapshot.moveItem("c", beforeItem: "a")
        dataSource.apply(snapshot)
        #expect(layout.updateItems.map(\.updateAction) == [.move])
        #expect(layout.updateItems.first?.indexPathBeforeUpdate == IndexPath(item: 2, section: 0))
        #expect(layout.updateItems.first?.indexPathAfterUpdate == IndexPath(item: 0, section: 0))
    }

    @Test func viewsGetTheLayoutsAttributesClassOnlyWhenTheyChange() throws {
        let layout = RowsLayout()
        let host = Self.host(layout)
        let cell = try #require(host.collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) as? TiltCell)
        #expect(cell.applied == [3])
        // Another layout pass with the same attributes gives the cell nothing new.
        host.collectionView.setNeedsLayout()
        host.collectionView.layoutIfNeeded()
        #expect(cell.applied == [3])
        // Prepared again, the layout gives every view its attributes again.
        layout.invalidateLayout()
        host.collectionView.layoutIfNeeded()
        #expect(cell.applied == [3, 3])
        // Attributes made by the factory initializers are of the subclass, and copy as it.
        let copy = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 7, section: 0))?.copy() as? TiltAttributes)
        #expect(copy.tilt == 7)
        #expect(copy.frame == CGRect(x: 0, y: 350, width: 320, height: 50))
        #expect(copy.isEqual(layout.layoutAttributesForItem(at: IndexPath(item: 7, section: 0))))
        copy.tilt = 1
        #expect(!copy.isEqual(layout.layoutAttributesForItem(at: IndexPath(item: 7, section: 0))))
        // Attributes that differ only in what the subclass adds are compared by its `isEqual(_:)`: the cell gets them.
        layout.extraTilt = 10
        host.collectionView.setNeedsLayout()
        host.collectionView.layoutIfNeeded()
        #expect(cell.applied == [3, 3, 13])
    }

    @Test func aChangeOfSizeIsAnAnimatedBoundsChangeForTheLayout() {
        let layout = RowsLayout()
        let host = Self.host(layout)
        layout.calls = []
        host.collectionView.frame.size.width = 500
        host.collectionView.layoutIfNeeded()
        #expect(layout.calls == [
            "invalidate WhyContext", "prepare", "prepare(forAnimatedBoundsChange: 320)", "finalizeAnimatedBoundsChange",
        ])
        // Scrolling is no change of size.
        layout.calls = []
        host.collectionView.contentOffset.y = 100
        host.collectionView.layoutIfNeeded()
        #expect(layout.calls.isEmpty)
    }

    @Test func aNewLayoutIsToldOfTheTransitionAndSaysWhereTheContentRests() {
        let old = RowsLayout()
        let host = Self.host(old, count: 40)
        let new = RowsLayout()
        new.snapTo = 250
        old.calls = []
        var finished: Bool?
        host.collectionView.setCollectionViewLayout(new, animated: true) { finished = $0 }
        #expect(old.calls == ["prepareForTransition(to:)", "finalizeLayoutTransition"])
        #expect(new.calls.filter { !$0.hasPrefix("invalidate") } == [
            "prepareForTransition(from:)", "prepare", "targetContentOffset", "finalizeLayoutTransition",
        ])
        #expect(host.collectionView.contentOffset.y == 250)
        #expect(finished == true)
    }

    /// The delegate has the last word on where the content rests after an update.
    @Test func theDelegateAdjustsTheTargetContentOffset() {
        final class Delegate: NSObject, UICollectionViewDelegate {
            func collectionView(_ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposed: CGPoint) -> CGPoint {
                CGPoint(x: proposed.x, y: proposed.y + 50)
            }
        }
        let layout = RowsLayout()
        layout.snapTo = 100
        let host = Self.host(layout, count: 40)
        let delegate = Delegate()
        host.collectionView.delegate = delegate
        host.dataSource.counts = [41]
        host.collectionView.insertItems(at: [IndexPath(item: 40, section: 0)])
        #expect(host.collectionView.contentOffset.y == 150)
    }

    @Test func anInvalidationContextClassThatIsNotOneIsSaid() {
        final class WrongLayout: UICollectionViewLayout {
            override class var invalidationContextClass: AnyClass { NSObject.self }
        }
        let (_, diagnostics) = Diagnostics.recording { WrongLayout().invalidateLayout() }
        #expect(diagnostics.map(\.description) == [
            "invalidationContextClass: NSObject is not a subclass of UICollectionViewLayoutInvalidationContext"
        ])
    }

    @Test func threeDimensionalTransformsKeepTheirAffinePartInStep() {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.transform = CGAffineTransform(translationX: 10, y: 20)
        #expect(attributes.transform3D == CATransform3DMakeTranslation(10, 20, 0))
        var perspective = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        perspective.m34 = -1 / 500
        attributes.transform3D = perspective
        #expect(attributes.transform3D == perspective)
        #expect(attributes.transform == CATransform3DGetAffineTransform(perspective))
        #expect(!CATransform3DIsAffine(perspective))
        #expect(CATransform3DIsAffine(CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: 1))))
        // Concatenation applies the first, then the second.
        let moved = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(5, 0, 0))
        #expect(CATransform3DGetAffineTransform(moved) == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 5, ty: 0))
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
    }
}
