import Foundation

/// Headless scrolling of orthogonal sections (OpenCollectionView extension).
///
/// UIKit scrolls an orthogonal section's row in a private scroll view that apps never see. Headless,
/// the row's offset is state the collection view keeps per section, and a host (or a test) drives it:
/// set an offset directly, or report a drag and let the section's scrolling behavior decide where the
/// row comes to rest. Offsets are in points along the row; 0 shows the row's start.
extension UICollectionView {
    /// The row offset of orthogonal section `section`; 0 for sections that do not scroll orthogonally.
    public func orthogonalScrollingOffset(forSection section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewCompositionalLayout)?.orthogonalOffset(forSection: section) ?? 0
    }

    /// Scrolls orthogonal section `section`'s row to `offset`, clamped to the row's range, and updates the
    /// visible cells at the next layout pass. Returns the offset set (0 for non-orthogonal sections).
    @discardableResult
    public func setOrthogonalScrollingOffset(_ offset: CGFloat, forSection section: Int) -> CGFloat {
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout else { return 0 }
        let set = layout.setOrthogonalOffset(offset, forSection: section)
        setNeedsLayout()
        return set
    }

    /// Reports that the user dragged orthogonal section `section`'s row by `distance` points and lifted
    /// their finger at `velocity` points per second (both positive towards the row's end, i.e. a finger
    /// moving towards the leading side), scrolls the row to where its scrolling behavior brings it to rest,
    /// and returns that offset.
    @discardableResult
    public func dragOrthogonalSection(_ section: Int, by distance: CGFloat, velocity: CGFloat) -> CGFloat {
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
            let resting = layout.restingOrthogonalOffset(forSection: section, distance: distance, velocity: velocity)
        else { return 0 }
        return setOrthogonalScrollingOffset(resting, forSection: section)
    }
}
