import CompositionalLayoutEngine
import Foundation

/// The space a layout element is laid out in (UIKit: `NSCollectionLayoutContainer`).
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: AnyObject {
    /// The full size of the container, before any insets are taken off.
    var contentSize: CGSize { get }
    /// `contentSize` minus `effectiveContentInsets`.
    var effectiveContentSize: CGSize { get }
    /// The insets the container asks its contents to keep clear of.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets actually taken off `contentSize`; the library's own container reports `contentInsets` here.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider or custom group is laid out for: a container and the traits in effect
/// (UIKit: `NSCollectionLayoutEnvironment`).
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
    /// The space the section or group is being laid out in.
    var container: any NSCollectionLayoutContainer { get }
    /// The traits (size classes, content size category and so on) of the collection view being laid out.
    var traitCollection: UITraitCollection { get }
}

/// The container handed to section providers and custom groups.
final class CompositionalLayoutContainer: NSCollectionLayoutContainer {
    let spec: LayoutContainer

    init(_ spec: LayoutContainer) {
        self.spec = spec
    }

    var contentSize: CGSize { spec.contentSize }
    var effectiveContentSize: CGSize { spec.effectiveContentSize }
    var contentInsets: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets(spec.contentInsets) }
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
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
