import CollectionDiagnostics
import CompositionalLayoutEngine
import Foundation

/// Returns the layout of the section at an index, for the current environment; `nil` for a section
/// with no items (a section with items and no layout is an error).
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout composed of items, groups and sections (UIKit: `UICollectionViewCompositionalLayout`).
///
/// Each `prepare()` asks the section provider for every section, compiles the descriptions into engine
/// specs and solves them: O(sections), whatever the number of items, because each section's group is
/// solved once and item frames are arithmetic. Queries cost O(log sections + elements returned).
/// Misuse the layout cannot lay out (a `nil` section with items, a group with no room) is reported under
/// the diagnostics policy, and the section concerned lays out nothing.
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private enum SectionSource {
        case single(NSCollectionLayoutSection)
        case provider(UICollectionViewCompositionalLayoutSectionProvider)
    }

    private let sectionSource: SectionSource
    private var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration

    /// The solved layout, once prepared.
    public private(set) var solution: LayoutSolution?

    /// The layout's settings. Reading gives a copy; assigning stores a copy and invalidates the layout,
    /// so changing a configuration object after assigning it has no effect (as in UIKit).
    public var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { storedConfiguration.copy() }
        set {
            storedConfiguration = newValue.copy()
            invalidateLayout()
        }
    }

    /// A layout whose every section is `section`.
    public init(section: NSCollectionLayoutSection) {
        sectionSource = .single(section)
        storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// A layout whose every section is `section`, with `configuration`.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionSource = .single(section)
        storedConfiguration = configuration.copy()
        super.init()
    }

    /// A layout that asks `sectionProvider` for each section every time it prepares.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        sectionSource = .provider(sectionProvider)
        storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// A layout that asks `sectionProvider` for each section every time it prepares, with `configuration`.
    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        sectionSource = .provider(sectionProvider)
        storedConfiguration = configuration.copy()
        super.init()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The attributes class queries create; subclasses return their own subclass.
    open class var layoutAttributesClass: UICollectionViewLayoutAttributes.Type {
        UICollectionViewLayoutAttributes.self
    }

    // MARK: Preparing

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            solution = nil
            return
        }
        let traits = collectionView.traitCollection
        let environment = collectionView.layoutEngineEnvironment(scale: traits.displayScale)
        let configurationSpec = storedConfiguration.spec
        let context = LayoutCompilationContext(traitCollection: traits)
        let counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }

        let inputs: [SectionInput]
        switch sectionSource {
        case .single(let section):
            let spec = section.compile(in: context)
            inputs = counts.map { SectionInput(spec: spec, itemCount: $0) }
        case .provider(let provider):
            let layoutEnvironment = CompositionalLayoutEnvironment(
                container: environment.layoutContainer(for: configurationSpec), traitCollection: traits
            )
            // A provider often hands back the same section object; compile each object once per pass.
            var compiled: [ObjectIdentifier: (section: NSCollectionLayoutSection, spec: SectionSpec)] = [:]
            inputs = counts.enumerated().map { index, count in
                guard let section = provider(index, layoutEnvironment) else {
                    return SectionInput(spec: nil, itemCount: count)
                }
                let key = ObjectIdentifier(section)
                if let known = compiled[key] { return SectionInput(spec: known.spec, itemCount: count) }
                let spec = section.compile(in: context)
                compiled[key] = (section, spec)
                return SectionInput(spec: spec, itemCount: count)
            }
        }

        let solution = LayoutSolution(configuration: configurationSpec, sections: inputs, environment: environment)
        self.solution = solution
        for issue in solution.issues {
            let operation = "UICollectionViewCompositionalLayout.prepare()"
            Diagnostics.report(issue.isError ? .error(operation, issue.message) : .warning(operation, issue.message))
        }
    }

    // MARK: Queries

    private func preparedSolution() -> LayoutSolution? {
        collectionView?.prepareLayoutIfNeeded()
        return solution
    }

    open override var collectionViewContentSize: CGSize {
        preparedSolution()?.contentSize ?? .zero
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let solution = preparedSolution() else { return nil }
        let attributesClass = Self.layoutAttributesClass
        let isDefaultClass = attributesClass == UICollectionViewLayoutAttributes.self
        var attributes: [UICollectionViewLayoutAttributes] = []
        attributes.reserveCapacity(64)
        solution.forEachCell(in: rect) { section, item, frame, zIndex in
            let indexPath = IndexPath(item: item, section: section)
            if isDefaultClass {
                // Queries make one object per visible element; the direct initializer skips the setters.
                attributes.append(UICollectionViewLayoutAttributes(.cell, kind: nil, indexPath: indexPath, frame: frame, zIndex: zIndex))
            } else {
                let cell = attributesClass.init(forCellWith: indexPath)
                cell.frame = frame
                cell.zIndex = zIndex
                attributes.append(cell)
            }
        }
        return attributes
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, let solution = preparedSolution(),
            let element = solution.elementForItem(section: indexPath.section, item: indexPath.item)
        else { return nil }
        return Self.makeAttributes(for: element, of: Self.layoutAttributesClass)
    }

    /// True when the size changes across the scroll axis, or along it when a section's group is a
    /// fraction of the collection view's length. Scrolling alone never invalidates.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let solution else { return true }
        let axis = solution.configuration.scrollDirection
        let oldSize = solution.environment.containerSize
        if newBounds.size[axis.cross] != oldSize[axis.cross] { return true }
        return newBounds.size[axis] != oldSize[axis] && solution.dependsOnContainerLength
    }

    private static func makeAttributes(
        for element: LayoutElement, of attributesClass: UICollectionViewLayoutAttributes.Type
    ) -> UICollectionViewLayoutAttributes {
        let attributes: UICollectionViewLayoutAttributes
        switch element.category {
        case .cell:
            attributes = attributesClass.init(forCellWith: element.indexPath)
        case .supplementaryView:
            attributes = attributesClass.init(forSupplementaryViewOfKind: element.elementKind ?? "", with: element.indexPath)
        case .decorationView:
            attributes = attributesClass.init(forDecorationViewOfKind: element.elementKind ?? "", with: element.indexPath)
        }
        attributes.frame = element.frame
        attributes.zIndex = element.zIndex
        return attributes
    }
}

extension UICollectionView {
    /// What the layout engine needs to know about this collection view.
    func layoutEngineEnvironment(scale: CGFloat) -> LayoutEnvironment {
        let margins = directionalLayoutMargins
        let size = bounds.size
        // The readable column is at most `readableWidth` wide and never narrower than the margins allow.
        let readableSide = max(margins.leading, (size.width - HeadlessScreen.readableWidth) / 2)
        return LayoutEnvironment(
            containerSize: size,
            displayScale: scale,
            safeAreaInsets: safeAreaInsets.directional.layoutInsets,
            layoutMargins: margins.layoutInsets,
            readableContentInsets: LayoutInsets(
                top: margins.top, leading: readableSide, bottom: margins.bottom,
                trailing: max(margins.trailing, (size.width - HeadlessScreen.readableWidth) / 2)
            )
        )
    }
}
