import CompositionalLayoutEngine
import Foundation

/// What a section provider or custom group is laid out for: a container and the traits in effect
/// (UIKit: `NSCollectionLayoutEnvironment`).
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
    /// The space the section or group is being laid out in.
    var container: any NSCollectionLayoutContainer { get }
    /// The traits (size classes, content size category and so on) of the collection view being laid out.
    var traitCollection: UITraitCollection { get }
}

/// The environment handed to section providers and custom groups.
final class CompositionalLayoutEnvironment: NSCollectionLayoutEnvironment {
    let container: any NSCollectionLayoutContainer
    let traitCollection: UITraitCollection
    /// The collection view's layout margins, which list sections inset their rows by (UIKit reads them privately).
    let layoutMargins: NSDirectionalEdgeInsets?

    init(container: LayoutContainer, traitCollection: UITraitCollection, layoutMargins: NSDirectionalEdgeInsets? = nil) {
        self.container = CompositionalLayoutContainer(container)
        self.traitCollection = traitCollection
        self.layoutMargins = layoutMargins
    }
}
