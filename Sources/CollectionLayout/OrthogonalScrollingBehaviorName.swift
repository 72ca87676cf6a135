import CompositionalLayoutEngine

/// A face's enumeration of a section's orthogonal scrolling behaviours (UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`, AppKit's `NSCollectionLayoutSectionOrthogonalScrollingBehavior`):
/// raw values 0 to 5 in the engine's order of `OrthogonalScrollingBehavior`, whose value a section stores.
package protocol OrthogonalScrollingBehaviorName: RawRepresentable where RawValue == Int {}

extension OrthogonalScrollingBehaviorName {
    /// The face's name for `behavior`.
    package init(_ behavior: OrthogonalScrollingBehavior) {
        // Every engine behaviour has a raw value in each face: the order is the same, so this never fails.
        self.init(rawValue: OrthogonalScrollingBehavior.allCases.firstIndex(of: behavior) ?? 0)!
    }

    /// The engine's behaviour this name stands for.
    package var spec: OrthogonalScrollingBehavior {
        OrthogonalScrollingBehavior.allCases[rawValue]
    }
}
