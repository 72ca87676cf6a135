import CollectionDiagnostics
import CompositionalLayoutEngine
import Foundation

/// A container that lays out items or nested groups along a path (UIKit and AppKit: `NSCollectionLayoutGroup`).
@preconcurrency @MainActor
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    private enum Kind {
        /// Subitems repeat while they fit.
        case fitting
        /// `count` copies of one subitem share the group evenly (its own size along the axis is ignored).
        case dividing(count: Int)
        /// `count` copies of one subitem at its own size.
        case repeating(count: Int)
        /// A face's item provider, handed the face's environment (see `LayoutCompilationContext`).
        case custom((AnyObject) -> [NSCollectionLayoutGroupCustomItem])
    }

    private enum Direction {
        case horizontal
        case vertical
    }

    private let kind: Kind
    private let direction: Direction

    /// The items and groups this group holds.
    public let subitems: [NSCollectionLayoutItem]

    /// Space between consecutive subitems; `nil` means none.
    public var interItemSpacing: NSCollectionLayoutSpacing?

    /// Views anchored to the group's frame.
    public override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { super.supplementaryItems }
        set { super.supplementaryItems = newValue }
    }

    private init(size: NSCollectionLayoutSize, direction: Direction, kind: Kind, subitems: [NSCollectionLayoutItem]) {
        self.direction = direction
        self.kind = kind
        self.subitems = subitems
        super.init(size: size)
    }

    private static func make(
        _ operation: String, size: NSCollectionLayoutSize, direction: Direction, kind: Kind,
        subitems: [NSCollectionLayoutItem]
    ) -> NSCollectionLayoutGroup {
        switch kind {
        case .fitting where subitems.isEmpty:
            Diagnostics.report(.error(operation, LayoutError.noSubitems.message))
        case .dividing(let count) where count < 1, .repeating(let count) where count < 1:
            Diagnostics.report(.error(operation, LayoutError.invalidCount(count).message))
        default:
            break
        }
        return NSCollectionLayoutGroup(size: size, direction: direction, kind: kind, subitems: subitems)
    }

    /// A row of `subitems`, repeated while they fit.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        make("NSCollectionLayoutGroup.horizontal(layoutSize:subitems:)", size: layoutSize, direction: .horizontal,
             kind: .fitting, subitems: subitems)
    }

    /// A row of exactly `count` copies of `subitem` sharing the group's width evenly.
    ///
    /// The subitem's width is ignored; inter-item spacing comes out of the shared width. (Deprecated in
    /// iOS 16 in favour of `horizontal(layoutSize:repeatingSubitem:count:)`, which keeps the subitem's size.)
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        make("NSCollectionLayoutGroup.horizontal(layoutSize:subitem:count:)", size: layoutSize, direction: .horizontal,
             kind: .dividing(count: count), subitems: [subitem])
    }

    /// A row of exactly `count` copies of `repeatingSubitem` at its own size (iOS 16). Making them fit is
    /// the caller's job.
    public static func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        make("NSCollectionLayoutGroup.horizontal(layoutSize:repeatingSubitem:count:)", size: layoutSize,
             direction: .horizontal, kind: .repeating(count: count), subitems: [subitem])
    }

    /// A column of `subitems`, repeated while they fit.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        make("NSCollectionLayoutGroup.vertical(layoutSize:subitems:)", size: layoutSize, direction: .vertical,
             kind: .fitting, subitems: subitems)
    }

    /// A column of exactly `count` copies of `subitem` sharing the group's height evenly.
    ///
    /// The subitem's height is ignored; inter-item spacing comes out of the shared height. (Deprecated in
    /// iOS 16 in favour of `vertical(layoutSize:repeatingSubitem:count:)`.)
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        make("NSCollectionLayoutGroup.vertical(layoutSize:subitem:count:)", size: layoutSize, direction: .vertical,
             kind: .dividing(count: count), subitems: [subitem])
    }

    /// A column of exactly `count` copies of `repeatingSubitem` at its own size (iOS 16).
    public static func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        make("NSCollectionLayoutGroup.vertical(layoutSize:repeatingSubitem:count:)", size: layoutSize,
             direction: .vertical, kind: .repeating(count: count), subitems: [subitem])
    }

    /// A group whose items a face's provider places, handed the face's environment for the container; the faces'
    /// `custom(layoutSize:itemProvider:)` make their groups with it.
    package static func custom(
        layoutSize: NSCollectionLayoutSize, faceItemProvider: @escaping (AnyObject) -> [NSCollectionLayoutGroupCustomItem]
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(size: layoutSize, direction: .vertical, kind: .custom(faceItemProvider), subitems: [])
    }

    override package func compile(in context: LayoutCompilationContext) -> LayoutElementSpec {
        let arrangement: GroupSpec.Arrangement = direction == .horizontal ? .horizontal : .vertical
        let children = subitems.map { $0.compile(in: context) }
        var spec: GroupSpec
        switch kind {
        case .fitting:
            spec = GroupSpec(arrangement: arrangement, size: layoutSize.spec, subitems: children)
        case .dividing(let count):
            spec = .dividingEvenly(arrangement, size: layoutSize.spec, subitem: children[0], count: count)
        case .repeating(let count):
            spec = GroupSpec(arrangement: arrangement, size: layoutSize.spec, subitems: children, capacity: .exactly(count))
        case .custom(let provider):
            spec = GroupSpec(arrangement: .custom(Self.engineProvider(provider, environment: context.environment)),
                             size: layoutSize.spec, subitems: [])
        }
        spec.interItemSpacing = interItemSpacing?.value
        spec.supplementaries = supplementaryItems.map(\.supplementarySpec)
        spec.contentInsets = contentInsets.layoutInsets
        spec.edgeSpacing = edgeSpacingSpec
        return .group(spec)
    }

    /// Wraps a face's provider for the engine, which calls it synchronously while the layout
    /// prepares on the main actor; the wrapper checks that it is on the main actor when called.
    private static func engineProvider(
        _ provider: @escaping (AnyObject) -> [NSCollectionLayoutGroupCustomItem],
        environment: @escaping @MainActor (LayoutContainer) -> AnyObject
    ) -> CustomGroupItemProvider {
        nonisolated(unsafe) let mainActorProvider = provider
        return { container in
            MainActor.assumeIsolated {
                mainActorProvider(environment(container)).map { CustomGroupItem(frame: $0.frame, zIndex: $0.zIndex) }
            }
        }
    }
}

/// One frame returned by a custom group's item provider (UIKit and AppKit: `NSCollectionLayoutGroupCustomItem`).
@preconcurrency @MainActor
public final class NSCollectionLayoutGroupCustomItem {
    /// The item's frame, relative to the group's origin.
    public let frame: CGRect
    /// The cell's zIndex.
    public let zIndex: Int

    /// An item at `frame`, drawn at zIndex 0.
    public init(frame: CGRect) {
        self.frame = frame
        zIndex = 0
    }

    /// An item at `frame`, drawn at `zIndex`.
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
    }
}
