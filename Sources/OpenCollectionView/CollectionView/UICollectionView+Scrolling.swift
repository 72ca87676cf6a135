import Foundation

extension UICollectionView {
    /// Where an item comes to rest when the collection view scrolls to it (UIKit:
    /// `UICollectionView.ScrollPosition`). Combine at most one vertical and one horizontal position.
    public struct ScrollPosition: OptionSet, Sendable, Hashable {
        /// The positions as bits, one per option.
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The item's top edge meets the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item is centred vertically in the visible area.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom edge meets the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge meets the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item is centred horizontally in the visible area.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge meets the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The item whose cell covers `point` (in the content's coordinates), the topmost by zIndex where cells
    /// overlap; `nil` when no item is there. Costs one rect query of the layout.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 0.001, height: 0.001)
        let hits = (collectionViewLayout.displayedAttributesForElements(in: probe) ?? []).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point)
        }
        return hits.max { ($0.zIndex, $1.indexPath) < ($1.zIndex, $0.indexPath) }?.indexPath
    }

    /// Scrolls so that the item at `indexPath` sits where `scrollPosition` says along each axis it names, in the area
    /// the adjusted content insets leave visible and within the scrollable range. An empty position scrolls the least that shows the whole item along the layout's
    /// scroll axis. Headless scrolling has no animation: the offset changes at once, and an animated scroll that moved
    /// the content tells the delegate it ended (`scrollViewDidEndScrollingAnimation(_:)`).
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        scrollOrthogonalRow(toShowItemAt: indexPath, at: scrollPosition)
        let start = contentOffset
        // Self-sizing items measured as they come into view can move the item or grow the content; each pass aims
        // again from the measured frames until the offset holds, so the item lands exactly however far it was.
        for _ in 0..<Self.maximumSelfSizingPasses {
            prepareLayoutIfNeeded()
            guard let frame = collectionViewLayout.displayedAttributesForItem(at: indexPath)?.frame else { break }
            let target = clampedContentOffset(contentOffset(showing: frame, at: scrollPosition))
            guard target != contentOffset else { break }
            setContentOffset(target, animated: false)
            layoutIfNeeded()
        }
        if animated && contentOffset != start { delegate?.scrollViewDidEndScrollingAnimation(self) }
    }

    /// An item of an orthogonal section: its row scrolls (UIKit scrolls the section's own scroll view) so that the item
    /// sits where the position's horizontal part says — centred, at the view's left or right edge — or, without one,
    /// just far enough to show it whole. The row keeps to its range.
    private func scrollOrthogonalRow(toShowItemAt indexPath: IndexPath, at scrollPosition: ScrollPosition) {
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
            layout.scrollsOrthogonally(section: indexPath.section),
            let frame = collectionViewLayout.displayedAttributesForItem(at: indexPath)?.frame
        else { return }
        let shift: CGFloat  // how far the item moves leftwards on screen
        if scrollPosition.contains(.centeredHorizontally) {
            shift = frame.midX - bounds.midX
        } else if scrollPosition.contains(.left) {
            shift = frame.minX - bounds.minX
        } else if scrollPosition.contains(.right) {
            shift = frame.maxX - bounds.maxX
        } else if frame.minX < bounds.minX {
            shift = frame.minX - bounds.minX
        } else {
            shift = max(frame.maxX - bounds.maxX, 0)
        }
        // Row offsets grow towards the row's end: leftwards on screen, rightwards right to left.
        let offset = orthogonalScrollingOffset(forSection: indexPath.section) + (isRightToLeft ? -shift : shift)
        setOrthogonalScrollingOffset(offset, forSection: indexPath.section)
    }

    /// The content offset that puts `frame` at `scrollPosition` within the area the adjusted content insets leave
    /// visible (below a navigation bar, above a toolbar), before clamping to the scrollable range.
    private func contentOffset(showing frame: CGRect, at scrollPosition: ScrollPosition) -> CGPoint {
        let insets = adjustedContentInset
        let visible = CGRect(
            x: contentOffset.x + insets.left, y: contentOffset.y + insets.top,
            width: bounds.width - insets.left - insets.right, height: bounds.height - insets.top - insets.bottom)
        var offset = contentOffset
        if scrollPosition.contains(.top) {
            offset.y = frame.minY - insets.top
        } else if scrollPosition.contains(.centeredVertically) {
            offset.y = frame.midY - visible.height / 2 - insets.top
        } else if scrollPosition.contains(.bottom) {
            offset.y = frame.maxY - visible.height - insets.top
        }
        if scrollPosition.contains(.left) {
            offset.x = frame.minX - insets.left
        } else if scrollPosition.contains(.centeredHorizontally) {
            offset.x = frame.midX - visible.width / 2 - insets.left
        } else if scrollPosition.contains(.right) {
            offset.x = frame.maxX - visible.width - insets.left
        }
        if scrollPosition.isEmpty {
            if scrollAxis == .vertical {
                if frame.minY < visible.minY {
                    offset.y = frame.minY - insets.top
                } else if frame.maxY > visible.maxY {
                    offset.y = frame.maxY - visible.height - insets.top
                }
            } else {
                if frame.minX < visible.minX {
                    offset.x = frame.minX - insets.left
                } else if frame.maxX > visible.maxX {
                    offset.x = frame.maxX - visible.width - insets.left
                }
            }
        }
        return offset
    }

    /// A person chose the index title at `index` (hosts draw the data source's `indexTitles(for:)` as an index): the
    /// item the data source names for it (`collectionView(_:indexPathForIndexTitle:at:)`) scrolls to the top, as
    /// UIKit's index does. A title that is not there, or an index path with no item, changes nothing.
    func scrollToIndexTitle(at index: Int) {
        let titles = indexTitles
        guard let dataSource, titles.indices.contains(index) else { return }
        let indexPath = dataSource.collectionView(self, indexPathForIndexTitle: titles[index], at: index)
        guard isValidItem(indexPath) else { return }
        scrollToItem(at: indexPath, at: .top, animated: false)
    }
}
