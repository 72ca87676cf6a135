#if !hasFeature(Embedded)
import Foundation
#endif

/// The space an element is laid out in (UIKit: `NSCollectionLayoutContainer`).
public struct LayoutContainer: Sendable, Hashable {
    /// The container's whole size, before its insets.
    public var contentSize: CGSize
    /// Insets from the container's edges; fractional dimensions resolve against what they leave.
    public var contentInsets: LayoutInsets

    /// A container of `contentSize` with `contentInsets`, none by default.
    public init(contentSize: CGSize, contentInsets: LayoutInsets = .zero) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
    }

    /// The size left inside the insets.
    @inlinable public var effectiveContentSize: CGSize {
        CGSize(
            width: contentSize.width - contentInsets.leading - contentInsets.trailing,
            height: contentSize.height - contentInsets.top - contentInsets.bottom
        )
    }
}

/// What the layout is solved for: the collection view's size, pixel grid and reference boundaries.
public struct LayoutEnvironment: Sendable, Hashable {
    /// The collection view's bounds size.
    public var containerSize: CGSize
    /// Points per device pixel.
    public var displayScale: CGFloat
    /// Insets of the safe area from the collection view's edges.
    public var safeAreaInsets: LayoutInsets
    /// The collection view's layout margins.
    public var layoutMargins: LayoutInsets
    /// Insets of the readable-content guide from the collection view's edges.
    public var readableContentInsets: LayoutInsets

    /// An environment for a collection view of `containerSize` at `displayScale`; the insets default to zero.
    public init(
        containerSize: CGSize,
        displayScale: CGFloat,
        safeAreaInsets: LayoutInsets = .zero,
        layoutMargins: LayoutInsets = .zero,
        readableContentInsets: LayoutInsets = .zero
    ) {
        self.containerSize = containerSize
        self.displayScale = displayScale
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
        self.readableContentInsets = readableContentInsets
    }

    /// The insets a reference stands for. `.automatic` here means `.none`: callers resolve a section's
    /// `.automatic` to the configuration's reference first.
    public func insets(for reference: ContentInsetsReference) -> LayoutInsets {
        switch reference {
        case .automatic, .none: return .zero
        case .safeArea: return safeAreaInsets
        case .layoutMargins: return layoutMargins
        case .readableContent: return readableContentInsets
        }
    }

    /// The container a section provider sees (UIKit: the layout environment's `container`): the
    /// collection view's size, inset by the configuration's reference boundary across the scroll axis.
    public func layoutContainer(for configuration: LayoutConfigurationSpec) -> LayoutContainer {
        LayoutContainer(
            contentSize: containerSize,
            contentInsets: insets(for: configuration.contentInsetsReference).zeroing(configuration.scrollDirection)
        )
    }
}
