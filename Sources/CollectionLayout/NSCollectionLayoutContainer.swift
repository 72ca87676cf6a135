import CompositionalLayoutEngine
import Foundation

/// The space a layout element is laid out in (UIKit and AppKit: `NSCollectionLayoutContainer`).
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

/// The container handed to section providers and custom groups.
package final class CompositionalLayoutContainer: NSCollectionLayoutContainer {
    package let spec: LayoutContainer

    package init(_ spec: LayoutContainer) {
        self.spec = spec
    }

    package var contentSize: CGSize { spec.contentSize }
    package var effectiveContentSize: CGSize { spec.effectiveContentSize }
    package var contentInsets: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets(spec.contentInsets) }
    package var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
}
