#if !hasFeature(Embedded)
import Foundation
#endif

/// A layout's inputs as a list of numbers, for a copy of this engine elsewhere to solve the same layout: the live page
/// runs it compiled to WebAssembly, so that it can place what scrolls into view before the server has answered.
///
/// It comes in two forms, told apart by the first number:
/// - A compositional layout's (`version`): the layout-wide settings, the environment, every section's definition and
///   item count. Sections whose definition runs app code — a custom group's item provider, a waterfall's estimates —
///   cannot travel: such a layout has no description (`init` answers `nil`) and stays the server's alone.
/// - A flow layout's (`flowVersion`, LayoutDescription+Flow.swift): a `FlowLayoutSpec`, its `FlowEnvironment`, and the
///   size of every item of its sections of per-item sizes, which the flow engine would otherwise ask app code for.
///
/// Either form's solution then takes the sizes self-sizing measured (`Measurement`, encoded apart). Decoding gives
/// back equal values, so both engines solve identical layouts.
///
/// The numbers are the format: integers, flags (0 or 1) and lengths as `Double`s, enumerations as their case's
/// position, strings as their UTF-8 length and bytes. It is a private format between two builds of this file; each
/// form's first number is its version, and the two forms' versions are far apart, so that a reader of one form never
/// takes the other for its own, whichever of them gains versions.
public struct LayoutDescription: Sendable, Hashable {
    /// The encoded layout.
    public private(set) var numbers: [Double]

    /// The compositional form's version: its first number. Versions of this form count up from 1.
    public static let version: Double = 1

    /// What self-sizing measured: an element (a cell, or a supplementary view of `kind`) at `indexPath` has `size`.
    public struct Measurement: Sendable, Hashable {
        /// Whether the element is a cell (`kind == nil`) or a supplementary view of `kind`.
        public var kind: String?
        /// The element's index path.
        public var indexPath: IndexPath
        /// The size it measured, along its estimated axes.
        public var size: CGSize

        /// A measurement of the element of `kind` (a cell for `nil`) at `indexPath`.
        public init(kind: String?, indexPath: IndexPath, size: CGSize) {
            self.kind = kind
            self.indexPath = indexPath
            self.size = size
        }
    }

    /// Describes the layout `configuration` and `sections` make in `environment`; `nil` when a section's definition
    /// runs app code (a custom group, a waterfall).
    public init?(configuration: LayoutConfigurationSpec, sections: [SectionInput], environment: LayoutEnvironment) {
        var writer = DescriptionWriter()
        writer.number(Self.version)
        writer.configuration(configuration)
        writer.environment(environment)
        writer.count(sections.count)
        for section in sections {
            writer.count(section.itemCount)
            guard let spec = section.spec else {
                writer.flag(false)
                continue
            }
            writer.flag(true)
            guard writer.section(spec) else { return nil }
        }
        numbers = writer.numbers
    }

    /// A description of `numbers`, as `numbers` gives them.
    public init(numbers: [Double]) {
        self.numbers = numbers
    }

    /// The layout described: what `LayoutSolution(configuration:sections:environment:)` takes; `nil` for numbers that
    /// are not a description of this version.
    public func decoded() -> (configuration: LayoutConfigurationSpec, sections: [SectionInput], environment: LayoutEnvironment)? {
        var reader = DescriptionReader(numbers)
        guard reader.number() == Self.version, let configuration = reader.configuration(),
            let environment = reader.environment(), let count = reader.count()
        else { return nil }
        var sections: [SectionInput] = []
        for _ in 0..<count {
            guard let itemCount = reader.count(), let hasSpec = reader.flag() else { return nil }
            if !hasSpec {
                sections.append(SectionInput(spec: nil, itemCount: itemCount))
                continue
            }
            guard let spec = reader.section() else { return nil }
            sections.append(SectionInput(spec: spec, itemCount: itemCount))
        }
        guard reader.isAtEnd else { return nil }
        return (configuration, sections, environment)
    }

    /// The solution of the described layout, with `measurements` applied; `nil` when the numbers describe nothing.
    public func solved(measuring measurements: [Measurement] = []) -> LayoutSolution? {
        guard let (configuration, sections, environment) = decoded() else { return nil }
        var solution = LayoutSolution(configuration: configuration, sections: sections, environment: environment)
        solution.apply(measurements)
        return solution
    }

    /// `measurements` as numbers, for the engine elsewhere to apply (`Measurement.decoded(from:)`).
    public static func encoded(_ measurements: [Measurement]) -> [Double] {
        var writer = DescriptionWriter()
        writer.count(measurements.count)
        for measurement in measurements {
            writer.optionalString(measurement.kind)
            writer.count(measurement.indexPath.count)
            for index in 0..<measurement.indexPath.count { writer.count(measurement.indexPath[index]) }
            writer.number(measurement.size.width)
            writer.number(measurement.size.height)
        }
        return writer.numbers
    }

    /// The measurements `numbers` hold (`encoded(_:)`), or `nil` for numbers that hold none.
    public static func measurements(from numbers: [Double]) -> [Measurement]? {
        var reader = DescriptionReader(numbers)
        guard let count = reader.count() else { return nil }
        var measurements: [Measurement] = []
        for _ in 0..<count {
            guard let kind = reader.optionalString(), let length = reader.count(), length >= 1, length <= 2 else { return nil }
            var indexes: [Int] = []
            for _ in 0..<length {
                guard let index = reader.count() else { return nil }
                indexes.append(index)
            }
            guard let width = reader.number(), let height = reader.number(), width.isFinite, height.isFinite else { return nil }
            measurements.append(Measurement(kind: kind, indexPath: IndexPath(indexes: indexes), size: CGSize(width: width, height: height)))
        }
        return reader.isAtEnd ? measurements : nil
    }
}

extension LayoutSolution {
    /// Applies what self-sizing measured, section by section, as the live layout applies it.
    public mutating func apply(_ measurements: [LayoutDescription.Measurement]) {
        var cellsBySection: [Int: [(item: Int, size: CGSize)]] = [:]
        for measurement in measurements where measurement.indexPath.count >= 1 {
            if let kind = measurement.kind {
                _ = setMeasuredSize(measurement.size, forSupplementaryOfKind: kind, at: measurement.indexPath)
            } else if measurement.indexPath.count == 2 {
                cellsBySection[measurement.indexPath[0], default: []].append((measurement.indexPath[1], measurement.size))
            }
        }
        for section in cellsBySection.keys.sorted() {
            _ = setMeasuredSizes(cellsBySection[section] ?? [], inSection: section)
        }
    }
}

// MARK: Writing

struct DescriptionWriter {
    var numbers: [Double] = []

    mutating func number(_ value: CGFloat) {
        numbers.append(Double(value))
    }

    mutating func count(_ value: Int) {
        numbers.append(Double(value))
    }

    mutating func flag(_ value: Bool) {
        numbers.append(value ? 1 : 0)
    }

    mutating func string(_ text: String) {
        let bytes = Array(text.utf8)
        count(bytes.count)
        for byte in bytes { numbers.append(Double(byte)) }
    }

    mutating func optionalString(_ text: String?) {
        flag(text != nil)
        if let text { string(text) }
    }

    mutating func insets(_ insets: LayoutInsets) {
        number(insets.top)
        number(insets.leading)
        number(insets.bottom)
        number(insets.trailing)
    }

    mutating func dimension(_ dimension: LayoutDimension) {
        switch dimension {
        case .absolute(let value): count(0); number(value)
        case .estimated(let value): count(1); number(value)
        case .fractionalWidth(let value): count(2); number(value)
        case .fractionalHeight(let value): count(3); number(value)
        case .uniformAcrossSiblings(let value): count(4); number(value)
        }
    }

    mutating func size(_ size: LayoutSize) {
        dimension(size.width)
        dimension(size.height)
    }

    mutating func spacing(_ spacing: LayoutSpacing?) {
        switch spacing {
        case nil: count(0); number(0)
        case .fixed(let value): count(1); number(value)
        case .flexible(let value): count(2); number(value)
        }
    }

    mutating func edgeSpacing(_ spacing: LayoutEdgeSpacing) {
        self.spacing(spacing.leading)
        self.spacing(spacing.top)
        self.spacing(spacing.trailing)
        self.spacing(spacing.bottom)
    }

    mutating func anchor(_ anchor: LayoutAnchor) {
        count(Int(anchor.edges.rawValue))
        number(anchor.offset.x)
        number(anchor.offset.y)
        flag(anchor.isFractionalOffset)
    }

    mutating func supplementary(_ spec: SupplementarySpec) {
        size(spec.size)
        string(spec.elementKind)
        anchor(spec.containerAnchor)
        flag(spec.itemAnchor != nil)
        if let itemAnchor = spec.itemAnchor { anchor(itemAnchor) }
        count(spec.zIndex)
        insets(spec.contentInsets)
        flag(spec.isDecoration)
    }

    mutating func boundary(_ spec: BoundarySupplementarySpec) {
        size(spec.size)
        string(spec.elementKind)
        count(Int(spec.alignment.rawValue))
        number(spec.offset.x)
        number(spec.offset.y)
        flag(spec.extendsBoundary)
        flag(spec.pinToVisibleBounds)
        count(spec.zIndex)
        insets(spec.contentInsets)
    }

    mutating func boundaries(_ specs: [BoundarySupplementarySpec]) {
        count(specs.count)
        for spec in specs { boundary(spec) }
    }

    mutating func reference(_ reference: ContentInsetsReference) {
        switch reference {
        case .automatic: count(0)
        case .none: count(1)
        case .safeArea: count(2)
        case .layoutMargins: count(3)
        case .readableContent: count(4)
        }
    }

    mutating func configuration(_ configuration: LayoutConfigurationSpec) {
        flag(configuration.scrollDirection == .horizontal)
        number(configuration.interSectionSpacing)
        reference(configuration.contentInsetsReference)
        boundaries(configuration.boundaryItems)
    }

    mutating func environment(_ environment: LayoutEnvironment) {
        number(environment.containerSize.width)
        number(environment.containerSize.height)
        number(environment.displayScale)
        insets(environment.safeAreaInsets)
        insets(environment.layoutMargins)
        insets(environment.readableContentInsets)
    }

    /// Writes `spec`; false when it runs app code and cannot be written.
    mutating func section(_ spec: SectionSpec) -> Bool {
        guard spec.waterfall == nil, group(spec.group) else { return false }
        insets(spec.contentInsets)
        reference(spec.contentInsetsReference)
        number(spec.interGroupSpacing)
        flag(spec.supplementariesFollowContentInsets)
        boundaries(spec.boundaryItems)
        count(spec.decorations.count)
        for decoration in spec.decorations {
            string(decoration.elementKind)
            count(decoration.zIndex)
            insets(decoration.contentInsets)
        }
        count(OrthogonalScrollingBehavior.allCases.firstIndex(of: spec.orthogonalScrolling) ?? 0)
        number(spec.paddingBefore)
        number(spec.paddingAfter)
        return true
    }

    /// Writes `group`; false when it is a custom group.
    mutating func group(_ group: GroupSpec) -> Bool {
        switch group.arrangement {
        case .horizontal: count(0)
        case .vertical: count(1)
        case .custom: return false
        }
        size(group.size)
        insets(group.contentInsets)
        edgeSpacing(group.edgeSpacing)
        switch group.capacity {
        case .asManyAsFit: count(-1)
        case .exactly(let count): self.count(count)
        }
        spacing(group.interItemSpacing)
        count(group.supplementaries.count)
        for supplementary in group.supplementaries { self.supplementary(supplementary) }
        count(group.subitems.count)
        for subitem in group.subitems {
            switch subitem {
            case .item(let item):
                count(0)
                size(item.size)
                insets(item.contentInsets)
                edgeSpacing(item.edgeSpacing)
                count(item.supplementaries.count)
                for supplementary in item.supplementaries { self.supplementary(supplementary) }
                count(item.zIndex)
            case .group(let nested):
                count(1)
                guard self.group(nested) else { return false }
            }
        }
        return true
    }
}

// MARK: Reading

/// Reads what `DescriptionWriter` wrote; every read answers `nil` past the end or for a value out of its range, so
/// that numbers from elsewhere never trap.
struct DescriptionReader {
    private let numbers: [Double]
    private var position = 0

    init(_ numbers: [Double]) {
        self.numbers = numbers
    }

    var isAtEnd: Bool { position == numbers.count }

    /// How many numbers are left to read.
    var remainingCount: Int { numbers.count - position }

    mutating func number() -> CGFloat? {
        guard position < numbers.count else { return nil }
        defer { position += 1 }
        return CGFloat(numbers[position])
    }

    /// A whole number from -1 up to what the format's counts need.
    mutating func count() -> Int? {
        guard let value = number(), value.isFinite, value == value.rounded(), value >= -1, value < 1e9 else { return nil }
        return Int(value)
    }

    /// A whole number of either sign within ±10⁹: a zIndex, which a layout may set to anything (a decoration at -10).
    mutating func integer() -> Int? {
        guard let value = number(), value.isFinite, value == value.rounded(), abs(value) < 1e9 else { return nil }
        return Int(value)
    }

    mutating func flag() -> Bool? {
        guard let value = count(), value == 0 || value == 1 else { return nil }
        return value == 1
    }

    mutating func choice(below limit: Int) -> Int? {
        guard let value = count(), value >= 0, value < limit else { return nil }
        return value
    }

    mutating func string() -> String? {
        guard let length = count(), length >= 0, length <= 1_000 else { return nil }
        var bytes: [UInt8] = []
        for _ in 0..<length {
            guard let byte = count(), byte >= 0, byte <= 255 else { return nil }
            bytes.append(UInt8(byte))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `.some(nil)` for an absent string, `nil` for numbers that are no string.
    mutating func optionalString() -> String?? {
        guard let present = flag() else { return nil }
        guard present else { return .some(nil) }
        guard let text = string() else { return nil }
        return .some(text)
    }

    mutating func insets() -> LayoutInsets? {
        guard let top = number(), let leading = number(), let bottom = number(), let trailing = number() else { return nil }
        return LayoutInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
    }

    mutating func dimension() -> LayoutDimension? {
        guard let kind = choice(below: 5), let value = number() else { return nil }
        switch kind {
        case 0: return .absolute(value)
        case 1: return .estimated(value)
        case 2: return .fractionalWidth(value)
        case 3: return .fractionalHeight(value)
        default: return .uniformAcrossSiblings(estimate: value)
        }
    }

    mutating func size() -> LayoutSize? {
        guard let width = dimension(), let height = dimension() else { return nil }
        return LayoutSize(width: width, height: height)
    }

    /// `.some(nil)` for no spacing, `nil` for numbers that are no spacing.
    mutating func spacing() -> LayoutSpacing?? {
        guard let kind = choice(below: 3), let value = number() else { return nil }
        switch kind {
        case 0: return .some(nil)
        case 1: return .some(.fixed(value))
        default: return .some(.flexible(value))
        }
    }

    mutating func edgeSpacing() -> LayoutEdgeSpacing? {
        guard let leading = spacing(), let top = spacing(), let trailing = spacing(), let bottom = spacing() else { return nil }
        return LayoutEdgeSpacing(leading: leading, top: top, trailing: trailing, bottom: bottom)
    }

    mutating func anchor() -> LayoutAnchor? {
        guard let edges = choice(below: 16), let x = number(), let y = number(), let fractional = flag() else { return nil }
        return LayoutAnchor(edges: RectEdges(rawValue: UInt(edges)), offset: CGPoint(x: x, y: y), isFractionalOffset: fractional)
    }

    mutating func supplementary() -> SupplementarySpec? {
        guard let size = size(), let kind = string(), let containerAnchor = anchor(), let hasItemAnchor = flag() else { return nil }
        var itemAnchor: LayoutAnchor?
        if hasItemAnchor {
            guard let anchor = anchor() else { return nil }
            itemAnchor = anchor
        }
        guard let zIndex = integer(), let contentInsets = insets(), let isDecoration = flag() else { return nil }
        return SupplementarySpec(
            size: size, elementKind: kind, containerAnchor: containerAnchor, itemAnchor: itemAnchor, zIndex: zIndex,
            contentInsets: contentInsets, isDecoration: isDecoration)
    }

    mutating func supplementaries() -> [SupplementarySpec]? {
        guard let total = count(), total >= 0 else { return nil }
        var specs: [SupplementarySpec] = []
        for _ in 0..<total {
            guard let spec = supplementary() else { return nil }
            specs.append(spec)
        }
        return specs
    }

    mutating func boundaries() -> [BoundarySupplementarySpec]? {
        guard let total = count(), total >= 0 else { return nil }
        var specs: [BoundarySupplementarySpec] = []
        for _ in 0..<total {
            guard let size = size(), let kind = string(), let alignment = choice(below: 16), let x = number(), let y = number(),
                let extendsBoundary = flag(), let pins = flag(), let zIndex = integer(), let contentInsets = insets()
            else { return nil }
            specs.append(BoundarySupplementarySpec(
                size: size, elementKind: kind, alignment: RectEdges(rawValue: UInt(alignment)), offset: CGPoint(x: x, y: y),
                extendsBoundary: extendsBoundary, pinToVisibleBounds: pins, zIndex: zIndex, contentInsets: contentInsets))
        }
        return specs
    }

    mutating func reference() -> ContentInsetsReference? {
        guard let value = choice(below: 5) else { return nil }
        let references: [ContentInsetsReference] = [.automatic, .none, .safeArea, .layoutMargins, .readableContent]
        return references[value]
    }

    mutating func configuration() -> LayoutConfigurationSpec? {
        guard let horizontal = flag(), let spacing = number(), let reference = reference(), let boundaries = boundaries() else {
            return nil
        }
        return LayoutConfigurationSpec(
            scrollDirection: horizontal ? .horizontal : .vertical, interSectionSpacing: spacing, contentInsetsReference: reference,
            boundaryItems: boundaries)
    }

    /// The largest container side a description may carry: far beyond any screen (a live page's window is at most
    /// 7,680 points a side), short of a group so wide that solving it would take minutes.
    static let maximumContainerSide: CGFloat = 100_000

    /// Whether a container of `width` × `height` at `scale` is one a description may carry.
    static func isContainer(width: CGFloat, height: CGFloat, scale: CGFloat) -> Bool {
        width.isFinite && height.isFinite && width >= 0 && height >= 0 && width <= maximumContainerSide
            && height <= maximumContainerSide && scale >= 1 && scale <= 4
    }

    mutating func environment() -> LayoutEnvironment? {
        guard let width = number(), let height = number(), let scale = number(), let safeArea = insets(),
            let margins = insets(), let readable = insets(), Self.isContainer(width: width, height: height, scale: scale)
        else { return nil }
        return LayoutEnvironment(
            containerSize: CGSize(width: width, height: height), displayScale: scale, safeAreaInsets: safeArea,
            layoutMargins: margins, readableContentInsets: readable)
    }

    mutating func section() -> SectionSpec? {
        guard let group = group(), let contentInsets = insets(), let reference = reference(), let spacing = number(),
            let follows = flag(), let boundaries = boundaries(), let decorationCount = count(), decorationCount >= 0
        else { return nil }
        var decorations: [DecorationSpec] = []
        for _ in 0..<decorationCount {
            guard let kind = string(), let zIndex = integer(), let insets = insets() else { return nil }
            decorations.append(DecorationSpec(elementKind: kind, zIndex: zIndex, contentInsets: insets))
        }
        guard let behavior = choice(below: OrthogonalScrollingBehavior.allCases.count), let before = number(),
            let after = number()
        else { return nil }
        var spec = SectionSpec(
            group: group, contentInsets: contentInsets, contentInsetsReference: reference, interGroupSpacing: spacing,
            supplementariesFollowContentInsets: follows, boundaryItems: boundaries, decorations: decorations,
            orthogonalScrolling: OrthogonalScrollingBehavior.allCases[behavior])
        spec.paddingBefore = before
        spec.paddingAfter = after
        return spec
    }

    /// A group nested at most 32 deep: numbers from elsewhere cannot make the reader recurse without end.
    mutating func group(depth: Int = 0) -> GroupSpec? {
        guard depth < 32, let arrangement = choice(below: 2), let size = size(), let contentInsets = insets(),
            let edgeSpacing = edgeSpacing(), let capacity = count(), let spacing = spacing(),
            let supplementaries = supplementaries(), let subitemCount = count(), subitemCount >= 0
        else { return nil }
        var subitems: [LayoutElementSpec] = []
        for _ in 0..<subitemCount {
            guard let kind = choice(below: 2) else { return nil }
            if kind == 0 {
                guard let size = self.size(), let insets = insets(), let edges = self.edgeSpacing(),
                    let supplementaries = self.supplementaries(), let zIndex = integer()
                else { return nil }
                subitems.append(.item(ItemSpec(
                    size: size, contentInsets: insets, edgeSpacing: edges, supplementaries: supplementaries, zIndex: zIndex)))
            } else {
                guard let nested = group(depth: depth + 1) else { return nil }
                subitems.append(.group(nested))
            }
        }
        var group = GroupSpec(
            arrangement: arrangement == 0 ? .horizontal : .vertical, size: size, subitems: subitems,
            capacity: capacity < 0 ? .asManyAsFit : .exactly(capacity), interItemSpacing: spacing,
            contentInsets: contentInsets, edgeSpacing: edgeSpacing)
        group.supplementaries = supplementaries
        return group
    }
}
