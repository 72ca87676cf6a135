import Foundation
internal import OpenCollectionView

/// Makes the section at an index, given the layout's environment: asked every time the layout prepares.
public typealias NSCollectionViewCompositionalLayoutSectionProvider =
    (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// What a compositional layout tells a section provider about where the section will go (AppKit: its container).
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
    /// The space the section is laid out in.
    var container: any NSCollectionLayoutContainer { get }
}

/// The environment the AppKit face hands to section providers.
final class AppKitLayoutEnvironment: NSCollectionLayoutEnvironment {
    let container: any NSCollectionLayoutContainer

    init(container: any NSCollectionLayoutContainer) {
        self.container = container
    }
}

/// AppKit's compositional layout: sections of groups of items (`NSCollectionLayoutSection`, the same classes as
/// UIKit's), laid out by the same engine as `UICollectionViewCompositionalLayout`, with the same frames.
@preconcurrency @MainActor
open class NSCollectionViewCompositionalLayout: NSCollectionViewLayout {
    /// The UIKit layout that solves this one.
    let compositional: UICollectionViewCompositionalLayout
    private var storedConfiguration: NSCollectionViewCompositionalLayoutConfiguration

    override var backingLayout: UICollectionViewLayout? { compositional }

    /// A layout whose every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: NSCollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose every section is `section`, with `configuration`.
    public init(section: NSCollectionLayoutSection, configuration: NSCollectionViewCompositionalLayoutConfiguration) {
        storedConfiguration = configuration.copy()
        compositional = UICollectionViewCompositionalLayout(section: section, configuration: configuration.uiKit)
        super.init()
    }

    /// A layout that asks `sectionProvider` for each section every time it prepares.
    public convenience init(sectionProvider: @escaping NSCollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: NSCollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout that asks `sectionProvider` for each section every time it prepares, with `configuration`.
    public init(
        sectionProvider: @escaping NSCollectionViewCompositionalLayoutSectionProvider,
        configuration: NSCollectionViewCompositionalLayoutConfiguration
    ) {
        storedConfiguration = configuration.copy()
        compositional = UICollectionViewCompositionalLayout(
            sectionProvider: { index, environment in
                sectionProvider(index, AppKitLayoutEnvironment(container: environment.container))
            },
            configuration: configuration.uiKit)
        super.init()
    }

    /// Compositional layouts are not decoded from archives; this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The layout's settings. Reading gives a copy; assigning stores a copy and invalidates the layout.
    open var configuration: NSCollectionViewCompositionalLayoutConfiguration {
        get { storedConfiguration.copy() }
        set {
            storedConfiguration = newValue.copy()
            compositional.configuration = newValue.uiKit
        }
    }
}

/// A compositional layout's settings: its scroll direction, the space between sections and the layout's own
/// headers and footers.
@preconcurrency @MainActor
public final class NSCollectionViewCompositionalLayoutConfiguration {
    /// The axis the layout scrolls along; vertical by default.
    public var scrollDirection: NSCollectionView.ScrollDirection = .vertical
    /// The space between consecutive sections.
    public var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// Default settings: vertical scrolling, no space between sections, no headers or footers.
    public init() {}

    /// An independent copy.
    public func copy() -> NSCollectionViewCompositionalLayoutConfiguration {
        let copy = NSCollectionViewCompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        return copy
    }

    /// The same settings for the UIKit layout: insets measured from the collection view's edges, as AppKit's are.
    var uiKit: UICollectionViewCompositionalLayoutConfiguration {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = scrollDirection == .horizontal ? .horizontal : .vertical
        configuration.interSectionSpacing = interSectionSpacing
        configuration.boundarySupplementaryItems = boundarySupplementaryItems
        configuration.contentInsetsReference = .none
        return configuration
    }
}
