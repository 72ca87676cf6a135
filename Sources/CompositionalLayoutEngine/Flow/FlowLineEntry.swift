#if !hasFeature(Embedded)
import Foundation
#endif

/// One line of a flow section, or a run of identical lines: what a section's line table holds.
///
/// A run stands for lines that each hold `itemsPerLine` items of one size, so a periodic stretch of any length costs
/// one entry. Positions are along the scroll axis, from the section's first line.
struct FlowLineEntry: Sendable, Hashable {
    /// The first item of the entry's first line.
    var firstItem: Int
    /// How many items each of the entry's lines holds.
    var itemsPerLine: Int
    /// How many lines the entry stands for: 1 for a single line.
    var lineCount: Int
    /// Where the entry's first line starts along the scroll axis.
    var start: CGFloat
    /// Each line's length along the scroll axis: its longest item's.
    var thickness: CGFloat
    /// The sum of the lengths across the axis of one line's items (spacing excluded).
    var itemsExtent: CGFloat
    /// Whether every item of the section up to this entry's last has the size of the section's first item.
    var uniformThrough: Bool

    /// How many items the entry's lines hold.
    var itemCount: Int { itemsPerLine * lineCount }

    /// The item after the entry's last.
    var endItem: Int { firstItem + itemCount }

    /// The distance from one of the entry's lines to the next.
    func pitch(lineSpacing: CGFloat) -> CGFloat { thickness + lineSpacing }

    /// Where line `line` of the entry starts.
    func start(ofLine line: Int, lineSpacing: CGFloat) -> CGFloat {
        start + CGFloat(line) * pitch(lineSpacing: lineSpacing)
    }

    /// Where the entry's last line ends.
    func end(lineSpacing: CGFloat) -> CGFloat {
        start(ofLine: lineCount - 1, lineSpacing: lineSpacing) + thickness
    }

    /// Where the line after the entry starts.
    func nextStart(lineSpacing: CGFloat) -> CGFloat {
        start(ofLine: lineCount, lineSpacing: lineSpacing)
    }
}

/// Where a line's items go across the scroll axis: item `j` starts at `origin` plus the lengths of the items before
/// it plus `j` gaps.
struct FlowLinePlacement: Sendable, Hashable {
    /// Where the line's first item starts.
    var origin: CGFloat
    /// The space between neighbouring items.
    var gap: CGFloat

    /// The placement of a line of `count` items whose lengths add up to `itemsExtent`, in lines that start at
    /// `lineOrigin` and are `available` long (spec §1): the items are justified, the first at the start and the last
    /// at the end; a single item is centred; a last line of a section whose items differ in size keeps the minimum
    /// spacing from the start; an item too long for any line starts at the line's start.
    static func line(
        count: Int, itemsExtent: CGFloat, isLastOfMixedSection: Bool, lineOrigin: CGFloat, available: CGFloat,
        minimumSpacing: CGFloat
    ) -> FlowLinePlacement {
        if isLastOfMixedSection { return FlowLinePlacement(origin: lineOrigin, gap: minimumSpacing) }
        if count == 1 {
            guard itemsExtent <= available + FlowSection.fitTolerance else { return FlowLinePlacement(origin: lineOrigin, gap: 0) }
            return FlowLinePlacement(origin: lineOrigin + (available - itemsExtent) / 2, gap: 0)
        }
        return FlowLinePlacement(origin: lineOrigin, gap: (available - itemsExtent) / CGFloat(count - 1))
    }
}
