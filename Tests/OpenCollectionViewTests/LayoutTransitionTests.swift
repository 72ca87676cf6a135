import CollectionDiagnostics
import Foundation
import OpenCollectionView
import Testing

/// Changes of layout as the views and the app see them: shown views hear `willTransition(from:to:)` and
/// `didTransition(from:to:)` around `setCollectionViewLayout`, and interactive transitions place each item between its
/// two layouts as far as `transitionProgress` says, then finish or cancel.
@MainActor
@Suite struct LayoutTransitionTests {
    /// A cell that logs the transitions it hears of, naming the layouts as `names` says.
    final class TransitionLoggingCell: UICollectionViewCell {
        var log: [String] = []
        var names: [ObjectIdentifier: String] = [:]

        private func name(_ layout: UICollectionViewLayout?) -> String {
            layout.flatMap { names[ObjectIdentifier($0)] } ?? "?"
        }

        override func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {
            log.append("will \(name(oldLayout)) → \(name(newLayout)), shown with \(name(shownLayout))")
        }

        override func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {
            log.append("did \(name(oldLayout)) → \(name(newLayout)), shown with \(name(shownLayout))")
        }

        private var shownLayout: UICollectionViewLayout? {
            (superview as? UICollectionView)?.collectionViewLayout
        }
    }

    /// A delegate that gives its own transition layout subclass and logs the completion.
    final class Delegate: UICollectionViewDelegate {
        final class CustomTransition: UICollectionViewTransitionLayout {}
        var givesCustomLayout = false

        func collectionView(
            _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
            newLayout toLayout: UICollectionViewLayout
        ) -> UICollectionViewTransitionLayout {
            givesCustomLayout
                ? CustomTransition(currentLayout: fromLayout, nextLayout: toLayout)
                : UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
        }
    }

    let host = BatchHost([[1, 2, 3]], rowHeight: 40)

    init() {
        host.collectionView.register(TransitionLoggingCell.self, forCellWithReuseIdentifier: "logging")
        host.model.reuseIdentifier = "logging"
        host.collectionView.reloadData()
        host.collectionView.layoutIfNeeded()
    }

    private func frame(_ item: Int) -> CGRect? {
        host.collectionView.layoutAttributesForItem(at: path(item))?.frame
    }

    @Test func shownViewsHearOfAChangeOfLayoutBeforeAndAfter() throws {
        let cell = try #require(host.collectionView.cellForItem(at: path(1)) as? TransitionLoggingCell)
        let new = rowsLayout(rowHeight: 60)
        cell.names = [ObjectIdentifier(host.collectionView.collectionViewLayout): "old", ObjectIdentifier(new): "new"]
        host.collectionView.setCollectionViewLayout(new, animated: true)
        #expect(cell.log == ["will old → new, shown with old", "did old → new, shown with new"])
        // Setting the same layout again changes nothing, and says nothing.
        host.collectionView.setCollectionViewLayout(host.collectionView.collectionViewLayout, animated: false)
        #expect(cell.log.count == 2)
    }

    @Test func anInteractiveTransitionPlacesItemsBetweenTheTwoLayouts() throws {
        let collectionView = host.collectionView
        let old = collectionView.collectionViewLayout
        let new = rowsLayout(rowHeight: 80)
        let transition = collectionView.startInteractiveTransition(to: new)
        #expect(collectionView.collectionViewLayout === transition)
        #expect(transition.currentLayout === old)
        #expect(transition.nextLayout === new)

        #expect(frame(2) == CGRect(x: 0, y: 80, width: 390, height: 40))
        transition.transitionProgress = 0.5
        // Row 2: from y 80, 40 tall to y 160, 80 tall.
        #expect(frame(2) == CGRect(x: 0, y: 120, width: 390, height: 60))
        #expect(collectionView.collectionViewLayout.collectionViewContentSize.height == 180)
        transition.transitionProgress = 1
        collectionView.layoutIfNeeded()
        #expect(frame(2) == CGRect(x: 0, y: 160, width: 390, height: 80))
        #expect(collectionView.cellForItem(at: path(2))?.frame == CGRect(x: 0, y: 160, width: 390, height: 80))
        let inRect = transition.layoutAttributesForElements(in: CGRect(x: 0, y: 150, width: 390, height: 20)) ?? []
        #expect(inRect.map(\.indexPath) == [path(1), path(2)])
    }

    @Test func finishingInstallsTheNewLayoutAndCancellingBringsBackTheOld() {
        let collectionView = host.collectionView
        let old = collectionView.collectionViewLayout
        var completions: [(Bool, Bool)] = []
        let first = rowsLayout(rowHeight: 80)
        collectionView.startInteractiveTransition(to: first) { completions.append(($0, $1)) }.transitionProgress = 0.3
        collectionView.finishInteractiveTransition()
        #expect(collectionView.collectionViewLayout === first)
        #expect(completions.map { [$0.0, $0.1] } == [[true, true]])
        #expect(frame(1) == CGRect(x: 0, y: 80, width: 390, height: 80))

        collectionView.startInteractiveTransition(to: old) { completions.append(($0, $1)) }.transitionProgress = 0.9
        collectionView.cancelInteractiveTransition()
        #expect(collectionView.collectionViewLayout === first)
        #expect(completions.map { [$0.0, $0.1] } == [[true, true], [true, false]])
        #expect(frame(1) == CGRect(x: 0, y: 80, width: 390, height: 80))
        // Ending again, with no transition under way, does nothing.
        collectionView.finishInteractiveTransition()
        #expect(completions.count == 2)
    }

    @Test func theDelegateGivesTheTransitionLayout() {
        let delegate = Delegate()
        delegate.givesCustomLayout = true
        host.collectionView.delegate = delegate
        let transition = host.collectionView.startInteractiveTransition(to: rowsLayout(rowHeight: 20))
        #expect(transition is Delegate.CustomTransition)
    }

    @Test func startingASecondTransitionIsReportedAndKeepsTheFirst() {
        let transition = host.collectionView.startInteractiveTransition(to: rowsLayout(rowHeight: 20))
        let (second, diagnostics) = Diagnostics.recording {
            host.collectionView.startInteractiveTransition(to: rowsLayout(rowHeight: 30))
        }
        #expect(second === transition)
        #expect(diagnostics.map(\.operation) == ["startInteractiveTransition(to:completion:)"])
    }

    /// An element only one layout has fades out (the current one's) or in (the next one's) where that layout puts it.
    @Test func elementsInOneLayoutOnlyFade() {
        let current = rowsLayout(rowHeight: 40)
        let next = UICollectionViewLayout()
        let transition = UICollectionViewTransitionLayout(currentLayout: current, nextLayout: next)
        host.collectionView.collectionViewLayout = current
        host.collectionView.layoutIfNeeded()
        transition.transitionProgress = 0.25
        #expect(transition.layoutAttributesForItem(at: path(0))?.alpha == 0.75)
        #expect(transition.layoutAttributesForItem(at: path(0))?.frame == CGRect(x: 0, y: 0, width: 390, height: 40))
        let reversed = UICollectionViewTransitionLayout(currentLayout: next, nextLayout: current)
        reversed.transitionProgress = 0.25
        #expect(reversed.layoutAttributesForItem(at: path(0))?.alpha == 0.25)
        reversed.updateValue(3, forAnimatedKey: "scale")
        #expect(reversed.value(forAnimatedKey: "scale") == 3)
        #expect(reversed.value(forAnimatedKey: "other") == 0)
    }
}
