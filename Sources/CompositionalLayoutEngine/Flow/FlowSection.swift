#if !hasFeature(Embedded)
import Foundation
#endif

/// One solved flow section: its place along the scroll axis, its header and footer, and its lines.
///
/// Lines are kept in a table of entries, each one line or a run of identical lines, in item order.
/// - A section whose items share one size (`.uniform`, measured or not yet measured) is built whole at once, and costs
///   one entry per stretch of lines between items whose measured size differs from the others: O(1) for a section that
///   self-sizing has not touched, whatever its item count. Its length is exact.
/// - A section of `.perItem` sizes is built line by line from its start, as far as queries reach (or whole when it is
///   short enough for `FlowLayoutSpec.eagerItemLimit`), asking each item's size once; the part not built yet is estimated
///   from the lines built so far, so its length is exact only once its last line is built.
///
/// Locating an item costs O(log entries) plus the items before it in its line; a rect query O(log entries + the
/// elements in the lines it meets). A measured size that differs from the one laid out drops the lines from the line
/// before the measured item's on (the item may now fit there, or no longer), and they are built again: at once in a
/// section of one size (O(entries after it)) and in one of per-item sizes built whole (O(items after it), so that its
/// length stays exact, as when it is solved with the measurement), when queries reach them in other sections.
public struct FlowSection: Sendable {
    /// How far a line may overrun its length and still take an item, so that lengths computed as fractions of the
    /// width (`(370 − 20) / 3`) fit as many items as they were computed for.
    static let fitTolerance: CGFloat = 1e-6

    /// The section's index in the layout.
    public let index: Int
    /// How many items the section has.
    public let itemCount: Int
    /// Whether the section's items report their own sizes, so that their frames are estimated until measured.
    public let isSelfSizing: Bool
    /// Where the section starts along the scroll axis.
    public internal(set) var offset: CGFloat
    /// The section's length along the scroll axis: header, insets, lines and footer (estimated past the lines built,
    /// never negative).
    public private(set) var length: CGFloat = 0
    /// The header's length along the scroll axis; 0 when the section has none.
    public let headerLength: CGFloat
    /// The footer's length along the scroll axis; 0 when the section has none.
    public let footerLength: CGFloat
    /// The lines' length across the scroll axis: the content's, less the reference boundary and the section insets.
    public let availableLength: CGFloat
    /// Where the lines start across the scroll axis.
    public let lineOrigin: CGFloat
    /// The content's length across the scroll axis: the headers' and footers' length there.
    public let crossLength: CGFloat

    let axis: LayoutAxis
    let insets: LayoutInsets
    let lineSpacing: CGFloat
    let itemSpacing: CGFloat
    /// Where the first line starts, from the section's start along the axis.
    let linesOrigin: CGFloat

    /// The size of every item not measured otherwise, in a section of one size.
    private let baseSize: CGSize?
    /// How many items of `baseSize` a line holds.
    private let baseItemsPerLine: Int
    /// The sizes asked so far in a section of per-item sizes, items 0 ..< count (each asked once).
    private var askedSizes: [CGSize] = []
    /// Sizes self-sizing measured, by item.
    private var measured: [Int: CGSize] = [:]
    /// The measured items whose size differs from `baseSize`, in increasing order (sections of one size).
    private var oddItems: [Int] = []

    /// Whether the section is built whole, not as far as queries reach: one of one size, or of per-item sizes short
    /// enough for the eager item limit.
    private let buildsWhole: Bool
    private var entries: [FlowLineEntry] = []
    private var builtLines = 0
    private var reportedTooLong = false
    private var reportedInvalidSize = false
    /// Issues found while building, until the solution takes them (`takeIssues()`).
    private var pendingIssues: [FlowIssue] = []

    /// Solves section `index` of `spec` at `offset` for `environment`, taking `measured` as the sizes already measured.
    /// A section of one size is built whole (O(measured items)); a section of per-item sizes is built whole with
    /// `buildsWhole`, and otherwise asks `sizeOfItem` for its first item only, to estimate its length.
    init(
        index: Int, spec: FlowSectionSpec, layout: FlowLayoutSpec, environment: FlowEnvironment, offset: CGFloat,
        measured: [Int: CGSize], buildsWhole: Bool, sizeOfItem: (Int) -> CGSize
    ) {
        let axis = layout.scrollDirection
        let cross = axis.cross
        self.index = index
        itemCount = max(0, spec.itemCount)
        isSelfSizing = spec.selfSizing
        self.offset = offset
        self.axis = axis
        let insets = LayoutInsets(
            top: Self.finite(spec.insets.top), leading: Self.finite(spec.insets.leading),
            bottom: Self.finite(spec.insets.bottom), trailing: Self.finite(spec.insets.trailing))
        self.insets = insets
        lineSpacing = Self.finite(spec.minimumLineSpacing)
        itemSpacing = Self.finite(spec.minimumInteritemSpacing)
        headerLength = max(0, Self.finite(spec.headerSize[axis]))
        footerLength = max(0, Self.finite(spec.footerSize[axis]))
        crossLength = environment.contentCrossLength(across: axis)
        let reference = environment.referenceInsets(layout.sectionInsetReference, across: axis)
        lineOrigin = reference.before + insets.before(cross)
        availableLength = crossLength - reference.before - reference.after - insets.total(along: cross)
        linesOrigin = headerLength + insets.before(axis)

        if case .uniform(let size) = spec.itemSizing {
            let base = Self.valid(size) ? size : .zero
            baseSize = base
            baseItemsPerLine = Self.itemsPerLine(
                ofLength: base[cross], available: availableLength, spacing: itemSpacing, limit: itemCount)
            if !Self.valid(size), itemCount > 0 {
                pendingIssues.append(.invalidItemSize(section: index, item: 0, size: size))
                reportedInvalidSize = true
            }
        } else {
            baseSize = nil
            baseItemsPerLine = 1
        }
        if isSelfSizing {
            for (item, size) in measured where item >= 0 && item < itemCount && Self.valid(size) {
                self.measured[item] = size
                if let baseSize, size != baseSize { oddItems.append(item) }
            }
            oddItems.sort()
        }
        self.buildsWhole = baseSize != nil || buildsWhole
        if itemCount > 0 {
            if self.buildsWhole {
                while builtItems < itemCount { appendEntry(sizeOfItem: sizeOfItem) }
            } else {
                _ = size(ofItem: 0, sizeOfItem: sizeOfItem)
            }
        }
        length = computedLength()
    }

    // MARK: Sizes

    private static func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }

    private static func valid(_ size: CGSize) -> Bool {
        size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0
    }

    /// How many items of `length` (across the axis) fit in a line: at least 1, at most `limit`.
    static func itemsPerLine(ofLength length: CGFloat, available: CGFloat, spacing: CGFloat, limit: Int) -> Int {
        let most = max(1, limit)
        guard length <= available + fitTolerance else { return 1 }
        let step = length + spacing
        guard step > 0 else { return most }
        let more = ((available + fitTolerance - length) / step).rounded(.down)
        return more >= CGFloat(most - 1) ? most : 1 + Int(more)
    }

    /// The size `item` is laid out at: its measured size, else its given one (asked of `sizeOfItem` the first time, in
    /// a section of per-item sizes; items are asked in order).
    private mutating func size(ofItem item: Int, sizeOfItem: (Int) -> CGSize) -> CGSize {
        if !measured.isEmpty, let size = measured[item] { return size }
        if let baseSize { return baseSize }
        while askedSizes.count <= item {
            let asked = askedSizes.count
            var size = sizeOfItem(asked)
            if !Self.valid(size) {
                if !reportedInvalidSize {
                    pendingIssues.append(.invalidItemSize(section: index, item: asked, size: size))
                    reportedInvalidSize = true
                }
                size = .zero
            }
            askedSizes.append(size)
        }
        return askedSizes[item]
    }

    /// The size of an item already laid out (its line is built, so its size was asked).
    private func laidOutSize(ofItem item: Int) -> CGSize {
        if !measured.isEmpty, let size = measured[item] { return size }
        return baseSize ?? askedSizes[item]
    }

    /// The measured size of `item`, if self-sizing measured it.
    public func measuredSize(ofItem item: Int) -> CGSize? {
        measured[item]
    }

    // MARK: Building lines

    /// How many items the built lines hold.
    public var builtItems: Int { entries.last?.endItem ?? 0 }

    /// Whether every line is built, so that the section's length is exact.
    public var isComplete: Bool { builtItems == itemCount }

    /// How many lines are built.
    public var builtLineCount: Int { builtLines }

    /// How many entries the line table holds (a single line or a run of identical lines each): what locating an item
    /// searches, and what a measurement in a section of one size lays out again at most.
    public var lineTableCount: Int { entries.count }

    /// Where the next line to build starts, from the first line.
    private var nextLineStart: CGFloat { entries.last?.nextStart(lineSpacing: lineSpacing) ?? 0 }

    /// Builds the line after the last built one, or the run of identical lines that starts there (sections of one
    /// size: every full line of base-sized items up to the next item of another size).
    private mutating func appendEntry(sizeOfItem: (Int) -> CGSize) {
        let cross = axis.cross
        let first = builtItems
        let start = nextLineStart
        let uniformBefore = entries.last?.uniformThrough ?? true
        let firstSize = size(ofItem: 0, sizeOfItem: sizeOfItem)
        if let baseSize {
            let perLine = baseItemsPerLine
            let nextOdd = firstOddItem(from: first) ?? itemCount
            // Lines of base-sized items are full until the last one before an item of another size, which may fit
            // into it: that line is built on its own.
            let lines = nextOdd == itemCount ? (itemCount - first) / perLine : max(0, nextOdd - first - 1) / perLine
            if lines > 0 {
                if baseSize[cross] > availableLength + Self.fitTolerance { reportTooLong(item: first, length: baseSize[cross]) }
                entries.append(FlowLineEntry(
                    firstItem: first, itemsPerLine: perLine, lineCount: lines, start: start, thickness: baseSize[axis],
                    itemsExtent: baseSize[cross] * CGFloat(perLine), uniformThrough: uniformBefore && baseSize == firstSize))
                builtLines += lines
                return
            }
        }
        let leading = size(ofItem: first, sizeOfItem: sizeOfItem)
        var extent = leading[cross]
        var thickness = leading[axis]
        var uniform = uniformBefore && leading == firstSize
        var count = 1
        if extent > availableLength + Self.fitTolerance {
            reportTooLong(item: first, length: extent)
        } else {
            while first + count < itemCount {
                let next = size(ofItem: first + count, sizeOfItem: sizeOfItem)
                let length = next[cross]
                guard length <= availableLength + Self.fitTolerance,
                    extent + itemSpacing + length <= availableLength + Self.fitTolerance
                else { break }
                extent += itemSpacing + length
                thickness = max(thickness, next[axis])
                uniform = uniform && next == firstSize
                count += 1
            }
            extent -= itemSpacing * CGFloat(count - 1)
        }
        entries.append(FlowLineEntry(
            firstItem: first, itemsPerLine: count, lineCount: 1, start: start, thickness: thickness, itemsExtent: extent,
            uniformThrough: uniform))
        builtLines += 1
    }

    private mutating func reportTooLong(item: Int, length: CGFloat) {
        guard !reportedTooLong else { return }
        reportedTooLong = true
        pendingIssues.append(
            .itemTooLong(section: index, item: item, length: length, available: availableLength, axis: axis))
    }

    /// Hands over the issues found while building.
    mutating func takeIssues() -> [FlowIssue] {
        defer { pendingIssues = [] }
        return pendingIssues
    }

    /// The first item at or after `item` whose measured size differs from the base size.
    private func firstOddItem(from item: Int) -> Int? {
        let position = oddPosition(of: item)
        return position < oddItems.count ? oddItems[position] : nil
    }

    /// The index of the entry holding `item`, if its line is built.
    private func entryIndex(holding item: Int) -> Int? {
        guard item >= 0, item < builtItems else { return nil }
        var lower = 0
        var upper = entries.count - 1
        while lower < upper {
            let middle = (lower + upper + 1) / 2
            if entries[middle].firstItem <= item { lower = middle } else { upper = middle - 1 }
        }
        return lower
    }

    /// Builds lines until `item`'s is built. Returns whether the section's length changed.
    mutating func build(throughItem item: Int, sizeOfItem: (Int) -> CGSize) -> Bool {
        guard item < itemCount, builtItems <= item else { return false }
        while builtItems <= item { appendEntry(sizeOfItem: sizeOfItem) }
        return updateLength()
    }

    /// Builds lines until they reach `end` along the axis (in content coordinates) or the section's last item. Returns
    /// whether the section's length changed.
    mutating func build(reaching end: CGFloat, sizeOfItem: (Int) -> CGSize) -> Bool {
        let localEnd = end - offset - linesOrigin
        guard !isComplete, nextLineStart < localEnd else { return false }
        while !isComplete, nextLineStart < localEnd { appendEntry(sizeOfItem: sizeOfItem) }
        return updateLength()
    }

    /// Drops the lines from `item`'s line on.
    private mutating func dropLines(fromLineOf item: Int) {
        guard let index = entryIndex(holding: item) else { return }
        let entry = entries[index]
        let keptLines = (item - entry.firstItem) / entry.itemsPerLine
        for dropped in entries[index...] { builtLines -= dropped.lineCount }
        entries.removeLast(entries.count - index)
        if keptLines > 0 {
            var kept = entry
            kept.lineCount = keptLines
            entries.append(kept)
            builtLines += keptLines
        }
    }

    private mutating func updateLength() -> Bool {
        let previous = length
        length = computedLength()
        return length != previous
    }

    /// The section's length: exact over the built lines, and for the rest as many lines as the built ones suggest at
    /// their mean pitch (at the first item's size before any is built).
    private func computedLength() -> CGFloat {
        var lines: CGFloat = 0
        if itemCount > 0 {
            if let last = entries.last {
                lines = last.end(lineSpacing: lineSpacing)
                let remaining = itemCount - last.endItem
                if remaining > 0 {
                    let builtLineCount = CGFloat(builtLines)
                    let itemsPerLine = CGFloat(last.endItem) / builtLineCount
                    let pitch = (lines + lineSpacing) / builtLineCount
                    lines += (CGFloat(remaining) / itemsPerLine).rounded(.up) * pitch
                }
            } else {
                let first = measured[0] ?? askedSizes.first ?? .zero
                let perLine = Self.itemsPerLine(
                    ofLength: first[axis.cross], available: availableLength, spacing: itemSpacing, limit: itemCount)
                let count = (CGFloat(itemCount) / CGFloat(perLine)).rounded(.up)
                lines = count * first[axis] + (count - 1) * lineSpacing
            }
        }
        return max(0, headerLength + insets.total(along: axis) + lines + footerLength)
    }

    // MARK: Self-sizing

    /// Takes measured sizes of items; a size equal to the one laid out changes nothing. An item's size decides its own
    /// line and where the line before it ends, so the lines from the line before the first changed item on are dropped:
    /// built again at once in a section built whole, when queries reach them otherwise. Returns whether a built line
    /// changed. O(measurements · log n + entries after the first change), and in a section of per-item sizes built
    /// whole, the items after it.
    mutating func measure(_ measurements: [(item: Int, size: CGSize)], sizeOfItem: (Int) -> CGSize) -> Bool {
        guard isSelfSizing else { return false }
        var firstChanged = itemCount
        for (item, size) in measurements where item >= 0 && item < itemCount && Self.valid(size) {
            guard measured[item] != size else { continue }
            // The size the built lines used for the item, if they used it: the item after the last built line
            // decided where that line ends.
            let used = measured[item] ?? baseSize ?? (item < askedSizes.count ? askedSizes[item] : nil)
            measured[item] = size
            if let baseSize {
                let position = oddPosition(of: item)
                let isListed = position < oddItems.count && oddItems[position] == item
                if size != baseSize, !isListed { oddItems.insert(item, at: position) }
                if size == baseSize, isListed { oddItems.remove(at: position) }
            }
            if let used, used != size, item <= builtItems { firstChanged = min(firstChanged, item) }
        }
        guard firstChanged < itemCount else { return false }
        dropLines(fromLineOf: max(0, firstChanged - 1))
        if buildsWhole {
            while builtItems < itemCount { appendEntry(sizeOfItem: sizeOfItem) }
        }
        length = computedLength()
        return true
    }

    /// Where `item` is, or would go, in `oddItems`.
    private func oddPosition(of item: Int) -> Int {
        var lower = 0
        var upper = oddItems.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if oddItems[middle] < item { lower = middle + 1 } else { upper = middle }
        }
        return lower
    }

    // MARK: Frames

    /// Where the section's first line starts along the axis, in content coordinates.
    var linesStart: CGFloat { offset + linesOrigin }

    /// The section's frame in content coordinates: its length along the axis, the content's across it.
    public var frame: CGRect {
        CGRect(origin: CGPoint(along: axis, offset, across: 0), size: CGSize(along: axis, length, across: crossLength))
    }

    /// The header's unpinned frame in content coordinates, or `nil` when the section has none.
    public var headerFrame: CGRect? {
        guard headerLength > 0 else { return nil }
        return CGRect(origin: CGPoint(along: axis, offset, across: 0), size: CGSize(along: axis, headerLength, across: crossLength))
    }

    /// The footer's unpinned frame in content coordinates, or `nil` when the section has none.
    public var footerFrame: CGRect? {
        guard footerLength > 0 else { return nil }
        return CGRect(origin: CGPoint(along: axis, offset + length - footerLength, across: 0),
                      size: CGSize(along: axis, footerLength, across: crossLength))
    }

    /// The frame of `item` in content coordinates, unrounded; `nil` when its line is not built (or there is no such item).
    public func itemFrame(at item: Int) -> CGRect? {
        guard let index = entryIndex(holding: item) else { return nil }
        let entry = entries[index]
        let line = (item - entry.firstItem) / entry.itemsPerLine
        let lineFirst = entry.firstItem + line * entry.itemsPerLine
        let placement = placement(of: entry, lineFirst: lineFirst)
        var across = placement.origin
        if baseSize != nil, entry.lineCount > 1 || oddItems.isEmpty {
            across += CGFloat(item - lineFirst) * ((baseSize?[axis.cross] ?? 0) + placement.gap)
        } else {
            for earlier in lineFirst..<item { across += laidOutSize(ofItem: earlier)[axis.cross] + placement.gap }
        }
        return frame(ofItemSize: laidOutSize(ofItem: item), across: across,
                     lineStart: entry.start(ofLine: line, lineSpacing: lineSpacing), thickness: entry.thickness)
    }

    private func placement(of entry: FlowLineEntry, lineFirst: Int) -> FlowLinePlacement {
        let isLast = lineFirst + entry.itemsPerLine == itemCount
        return FlowLinePlacement.line(
            count: entry.itemsPerLine, itemsExtent: entry.itemsExtent,
            isLastOfMixedSection: isLast && !(entries.last?.uniformThrough ?? true), lineOrigin: lineOrigin,
            available: availableLength, minimumSpacing: itemSpacing)
    }

    private func frame(ofItemSize size: CGSize, across: CGFloat, lineStart: CGFloat, thickness: CGFloat) -> CGRect {
        let along = linesStart + lineStart + (thickness - size[axis]) / 2
        return CGRect(origin: CGPoint(along: axis, along, across: across), size: size)
    }

    /// Calls `body` with every item of the built lines whose frame meets `rect` (content coordinates), unrounded.
    func forEachItem(in rect: CGRect, _ body: (_ item: Int, _ frame: CGRect) -> Void) {
        guard !entries.isEmpty else { return }
        let low = rect.minimum(along: axis) - linesStart
        let high = rect.maximum(along: axis) - linesStart
        // Lines follow each other when the spacing is not negative: entries that end before the rect are skipped.
        let ordered = lineSpacing >= 0
        var index = 0
        if ordered {
            var upper = entries.count
            while index < upper {
                let middle = (index + upper) / 2
                if entries[middle].end(lineSpacing: lineSpacing) <= low { index = middle + 1 } else { upper = middle }
            }
        }
        while index < entries.count {
            let entry = entries[index]
            index += 1
            if ordered && entry.start >= high { break }
            var lines = 0..<entry.lineCount
            let pitch = entry.pitch(lineSpacing: lineSpacing)
            if pitch > 0 {
                let first = ((low - entry.start - entry.thickness) / pitch).rounded(.down)
                let last = ((high - entry.start) / pitch).rounded(.up)
                let lower = first < 0 ? 0 : (first >= CGFloat(entry.lineCount) ? entry.lineCount : Int(first))
                let upper = last < 0 ? 0 : (last >= CGFloat(entry.lineCount) ? entry.lineCount : Int(last) + 1)
                lines = lower..<max(lower, upper)
            }
            for line in lines {
                let lineStart = entry.start(ofLine: line, lineSpacing: lineSpacing)
                guard lineStart < high, lineStart + entry.thickness > low else { continue }
                let lineFirst = entry.firstItem + line * entry.itemsPerLine
                let placement = placement(of: entry, lineFirst: lineFirst)
                var across = placement.origin
                for item in lineFirst..<(lineFirst + entry.itemsPerLine) {
                    let size = laidOutSize(ofItem: item)
                    let frame = frame(ofItemSize: size, across: across, lineStart: lineStart, thickness: entry.thickness)
                    if frame.overlaps(rect) { body(item, frame) }
                    across += size[axis.cross] + placement.gap
                }
            }
        }
    }
}
