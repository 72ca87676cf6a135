import Foundation

extension UICollectionView {
    /// Where an item comes to rest when the collection view scrolls to it (UIKit:
    /// `UICollectionView.ScrollPosition`). Combine at most one vertical and one horizontal position.
    public struct ScrollPosition: OptionSet, Sendable, Hashable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The item whose cell covers `point` (in the content's coordinates), the topmost by zIndex where cells
    /// overlap; `nil` when no item is there. Costs one rect query of the layout.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 0.001, height: 0.001)
        let hits = (collectionViewLayout.layoutAttributesForElements(in: probe) ?? []).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point)
        }
        return hits.max { ($0.zIndex, $1.indexPath) < ($1.zIndex, $0.indexPath) }?.indexPath
    }

    /// Scrolls so that the item at `indexPath` sits where `scrollPosition` says along each axis it names, within
    /// the scrollable range. An empty position scrolls the least that shows the whole item along the layout's
    /// scroll axis. Headless scrolling has no animation: the offset changes at once.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        prepareLayoutIfNeeded()
        guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else { return }
        var offset = contentOffset
        let size = bounds.size
        if scrollPosition.contains(.top) {
            offset.y = frame.minY
        } else if scrollPosition.contains(.centeredVertically) {
            offset.y = frame.midY - size.height / 2
        } else if scrollPosition.contains(.bottom) {
            offset.y = frame.maxY - size.height
        }
        if scrollPosition.contains(.left) {
            offset.x = frame.minX
        } else if scrollPosition.contains(.centeredHorizontally) {
            offset.x = frame.midX - size.width / 2
        } else if scrollPosition.contains(.right) {
            offset.x = frame.maxX - size.width
        }
        if scrollPosition.isEmpty {
            if scrollAxis == .vertical {
                if frame.minY < offset.y { offset.y = frame.minY } else if frame.maxY > offset.y + size.height { offset.y = frame.maxY - size.height }
            } else {
                if frame.minX < offset.x { offset.x = frame.minX } else if frame.maxX > offset.x + size.width { offset.x = frame.maxX - size.width }
            }
        }
        setContentOffset(clampedContentOffset(offset), animated: animated)
    }

    /// `offset` limited to the range the content and its adjusted insets can scroll through.
    func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        let insets = adjustedContentInset
        let maxX = max(-insets.left, contentSize.width + insets.right - bounds.width)
        let maxY = max(-insets.top, contentSize.height + insets.bottom - bounds.height)
        return CGPoint(x: min(max(offset.x, -insets.left), maxX), y: min(max(offset.y, -insets.top), maxY))
    }
}
