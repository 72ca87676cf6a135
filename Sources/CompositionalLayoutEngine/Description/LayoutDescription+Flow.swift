#if !hasFeature(Embedded)
import Foundation
#endif

/// The flow form of a layout's description: a flow layout (`FlowLayoutSpec`) with its environment and its items'
/// sizes, for the live page's copy of the engine to solve as the server's `FlowSolution` does.
///
/// The numbers, after `flowVersion`: the scroll direction (a flag, 1 for horizontal), the section inset reference,
/// whether headers and footers pin (flags), the header and footer kinds, the eager item limit; the environment (the
/// container's width, height and scale, then the content insets, safe area insets and layout margins, each top,
/// leading, bottom, trailing); the section count, and for each section its item count, its sizing (0 and one size, or
/// 1 and a size per item), whether it self-sizes, its insets, line and interitem spacings, header and footer sizes.
///
/// The layout direction travels as the flow engine sees it: the environment's leading insets are the right-hand ones
/// in a right-to-left collection view, and frames come back in the flow's left-to-right terms, for the host to mirror
/// as it mirrors the server's.
extension LayoutDescription {
    /// The flow form's version: its first number. Versions of this form count up from 1,001, far from the
    /// compositional form's.
    public static let flowVersion: Double = 1_001

    /// Describes the flow layout `spec` makes in `environment`, carrying the size of every item of its sections of
    /// per-item sizes: `sizeOfItem` is asked once for each, in order. An eager item limit beyond 999,999,999 (more
    /// items than a description can count) is written as that. O(sections + the items of sections of per-item sizes).
    public init(flow spec: FlowLayoutSpec, environment: FlowEnvironment, sizeOfItem: (_ section: Int, _ item: Int) -> CGSize) {
        var writer = DescriptionWriter()
        writer.number(Self.flowVersion)
        writer.flag(spec.scrollDirection == .horizontal)
        writer.count(FlowSectionInsetReference.described.firstIndex(of: spec.sectionInsetReference) ?? 0)
        writer.flag(spec.headersPinToVisibleBounds)
        writer.flag(spec.footersPinToVisibleBounds)
        writer.string(spec.headerElementKind)
        writer.string(spec.footerElementKind)
        writer.count(min(max(spec.eagerItemLimit, 0), DescriptionReader.largestCount))
        writer.flowEnvironment(environment)
        writer.count(spec.sections.count)
        for (index, section) in spec.sections.enumerated() {
            writer.flowSection(section) { sizeOfItem(index, $0) }
        }
        self.init(numbers: writer.numbers)
    }

    /// The flow layout described, with each section's item sizes (empty for a section of one size): what
    /// `DescribedFlowLayout` is solved from; `nil` for numbers that are not a flow description of this version.
    public func decodedFlow() -> (spec: FlowLayoutSpec, environment: FlowEnvironment, itemSizes: [[CGSize]])? {
        var reader = DescriptionReader(numbers)
        guard reader.number() == Self.flowVersion, let horizontal = reader.flag(),
            let reference = reader.choice(below: FlowSectionInsetReference.described.count),
            let headersPin = reader.flag(), let footersPin = reader.flag(), let headerKind = reader.string(),
            let footerKind = reader.string(), let eagerItemLimit = reader.count(), eagerItemLimit >= 0,
            let environment = reader.flowEnvironment(), let count = reader.count(), count >= 0
        else { return nil }
        var sections: [FlowSectionSpec] = []
        var itemSizes: [[CGSize]] = []
        for _ in 0..<count {
            guard let (section, sizes) = reader.flowSection() else { return nil }
            sections.append(section)
            itemSizes.append(sizes)
        }
        guard reader.isAtEnd else { return nil }
        let spec = FlowLayoutSpec(
            scrollDirection: horizontal ? .horizontal : .vertical,
            sectionInsetReference: FlowSectionInsetReference.described[reference], headersPinToVisibleBounds: headersPin,
            footersPinToVisibleBounds: footersPin, headerElementKind: headerKind, footerElementKind: footerKind,
            sections: sections, eagerItemLimit: eagerItemLimit)
        return (spec, environment, itemSizes)
    }

    /// The described flow layout solved, with `measurements` applied as they would be one after the other; `nil` when
    /// the numbers are not a flow description. O(sections + the items its spec builds when solved + measurements).
    public func solvedFlow(measuring measurements: [Measurement] = []) -> DescribedFlowLayout? {
        guard let (spec, environment, itemSizes) = decodedFlow() else { return nil }
        var layout = DescribedFlowLayout(spec: spec, environment: environment, itemSizes: itemSizes)
        layout.apply(measurements)
        return layout
    }
}

extension FlowSectionInsetReference {
    /// The references in the order the description numbers them.
    static let described: [FlowSectionInsetReference] = [.contentInset, .safeArea, .layoutMargins]
}

// MARK: Writing

extension DescriptionWriter {
    mutating func flowEnvironment(_ environment: FlowEnvironment) {
        number(environment.containerSize.width)
        number(environment.containerSize.height)
        number(environment.displayScale)
        insets(environment.contentInsets)
        insets(environment.safeAreaInsets)
        insets(environment.layoutMargins)
    }

    mutating func flowSection(_ section: FlowSectionSpec, sizeOfItem: (Int) -> CGSize) {
        count(section.itemCount)
        switch section.itemSizing {
        case .uniform(let size):
            count(0)
            number(size.width)
            number(size.height)
        case .perItem:
            count(1)
            for item in 0..<max(0, section.itemCount) {
                let size = sizeOfItem(item)
                number(size.width)
                number(size.height)
            }
        }
        flag(section.selfSizing)
        insets(section.insets)
        number(section.minimumLineSpacing)
        number(section.minimumInteritemSpacing)
        number(section.headerSize.width)
        number(section.headerSize.height)
        number(section.footerSize.width)
        number(section.footerSize.height)
    }
}

// MARK: Reading

extension DescriptionReader {
    /// The largest count the reader takes.
    static let largestCount = 999_999_999

    /// The longest length the flow form carries, either way: a thousand screens' worth, beyond any real item, inset or
    /// spacing, and short of lengths whose sums overflow to infinity in a section of a billion lines.
    static let longestFlowLength: CGFloat = 10_000_000

    /// A finite length of at most `longestFlowLength` either way.
    mutating func flowLength() -> CGFloat? {
        guard let value = number(), value.isFinite, abs(value) <= Self.longestFlowLength else { return nil }
        return value
    }

    mutating func flowSize() -> CGSize? {
        guard let width = flowLength(), let height = flowLength() else { return nil }
        return CGSize(width: width, height: height)
    }

    mutating func flowInsets() -> LayoutInsets? {
        guard let top = flowLength(), let leading = flowLength(), let bottom = flowLength(), let trailing = flowLength()
        else { return nil }
        return LayoutInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
    }

    mutating func flowEnvironment() -> FlowEnvironment? {
        guard let width = number(), let height = number(), let scale = number(), let contentInsets = flowInsets(),
            let safeArea = flowInsets(), let margins = flowInsets(), Self.isContainer(width: width, height: height, scale: scale)
        else { return nil }
        return FlowEnvironment(
            containerSize: CGSize(width: width, height: height), displayScale: scale, contentInsets: contentInsets,
            safeAreaInsets: safeArea, layoutMargins: margins)
    }

    /// A section and its item sizes (empty for a section of one size).
    mutating func flowSection() -> (FlowSectionSpec, [CGSize])? {
        guard let itemCount = count(), itemCount >= 0, let sizing = choice(below: 2) else { return nil }
        let itemSizing: FlowItemSizing
        var sizes: [CGSize] = []
        if sizing == 0 {
            guard let size = flowSize() else { return nil }
            itemSizing = .uniform(size)
        } else {
            // Numbers from elsewhere may claim any count: only one the numbers left can hold is worth reserving.
            guard remainingCount >= 2 * itemCount else { return nil }
            sizes.reserveCapacity(itemCount)
            for _ in 0..<itemCount {
                guard let size = flowSize() else { return nil }
                sizes.append(size)
            }
            itemSizing = .perItem
        }
        guard let selfSizing = flag(), let insets = flowInsets(), let lineSpacing = flowLength(),
            let interitemSpacing = flowLength(), let header = flowSize(), let footer = flowSize()
        else { return nil }
        let section = FlowSectionSpec(
            itemCount: itemCount, itemSizing: itemSizing, selfSizing: selfSizing, insets: insets,
            minimumLineSpacing: lineSpacing, minimumInteritemSpacing: interitemSpacing, headerSize: header,
            footerSize: footer)
        return (section, sizes)
    }
}
