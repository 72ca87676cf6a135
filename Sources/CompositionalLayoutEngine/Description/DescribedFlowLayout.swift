#if !hasFeature(Embedded)
import Foundation
#endif

/// A flow layout solved from its description (`LayoutDescription.solvedFlow(measuring:)`): the flow engine's solution,
/// whose queries get the item sizes the description carries where the server's get its delegate's. What the live
/// page's copy of the engine solves for a flow layout.
///
/// Its answers are the server's `FlowSolution`'s for the same spec, environment and sizes: frames in the flow's
/// left-to-right terms, headers and footers where they rest for a collection view at the top of its content (pinned
/// ones included). Queries cost what `FlowSolution`'s do, and are `mutating` for the same reason: a section of
/// per-item sizes builds its lines as far as they reach.
public struct DescribedFlowLayout: Sendable {
    /// The solution, with the lines built so far.
    public private(set) var solution: FlowSolution
    /// The size of every item of each section of per-item sizes, by section and item; empty for a section of one size.
    public let itemSizes: [[CGSize]]

    /// Solves `spec` for `environment`, its sections of per-item sizes sized by `itemSizes` (by section and item).
    /// O(sections + the items `spec.eagerItemLimit` builds).
    public init(spec: FlowLayoutSpec, environment: FlowEnvironment, itemSizes: [[CGSize]]) {
        self.itemSizes = itemSizes
        solution = FlowSolution(spec: spec, environment: environment, sizeOfItem: Self.sizes(itemSizes))
    }

    /// The size of an item as `sizes` give it; zero for an item they lack (the engine asks only for items its sections
    /// have, so only a hand-made `itemSizes` lacks any).
    private static func sizes(_ sizes: [[CGSize]]) -> (Int, Int) -> CGSize {
        { section, item in
            guard sizes.indices.contains(section), sizes[section].indices.contains(item) else { return .zero }
            return sizes[section][item]
        }
    }

    /// The size of all content (see `FlowSolution.contentSize`).
    public var contentSize: CGSize { solution.contentSize }

    /// Calls `body` with every cell, header and footer whose frame meets `rect`, headers and footers at rest. Builds
    /// lines as far as `rect` reaches. O(log sections + log entries + the elements in the lines `rect` meets), plus the
    /// lines built.
    public mutating func forEachElement(in rect: CGRect, _ body: (LayoutElement) -> Void) {
        solution.forEachElement(in: rect, sizeOfItem: Self.sizes(itemSizes), body)
    }

    /// Every element whose frame meets `rect` (see `forEachElement(in:_:)`).
    public mutating func elements(in rect: CGRect) -> [LayoutElement] {
        solution.elements(in: rect, sizeOfItem: Self.sizes(itemSizes))
    }

    /// The frame of `item` in `section`, or `nil` when there is no such item (see `FlowSolution.frameForItem`).
    public mutating func frameForItem(section: Int, item: Int) -> CGRect? {
        solution.frameForItem(section: section, item: item, sizeOfItem: Self.sizes(itemSizes))
    }

    /// Applies what self-sizing measured, in order: the cells' sizes, section by section (a flow layout's headers and
    /// footers do not size themselves; measurements of them change nothing). O(measurements + the lines laid out again).
    public mutating func apply(_ measurements: [LayoutDescription.Measurement]) {
        var cellsBySection: [Int: [(item: Int, size: CGSize)]] = [:]
        for measurement in measurements where measurement.kind == nil && measurement.indexPath.count == 2 {
            cellsBySection[measurement.indexPath[0], default: []].append((measurement.indexPath[1], measurement.size))
        }
        for section in cellsBySection.keys.sorted() {
            solution.setMeasuredSizes(cellsBySection[section] ?? [], inSection: section, sizeOfItem: Self.sizes(itemSizes))
        }
    }
}
