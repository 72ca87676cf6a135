import CompositionalLayoutEngine
import Foundation
import OpenCollectionView

/// A collection view's entry in a live message (PROTOCOL.md): its scroll space, content, rows, and its elements
/// added, moved, changed or removed since what the page was last sent, with how to animate the change.
enum CollectionPatch {
    /// What the page was sent of a collection view.
    struct Sent {
        var space: CGSize = .zero
        var inset: UIEdgeInsets = .zero
        var content: CGSize = .zero
        var itemCount = 0
        /// The items of each section: what the positions of the cells sent (their `aria-rowindex`) were counted from.
        var itemCounts: [Int] = []
        var rows: [RowStrip] = []
        var elements: [String: SentElement] = [:]
        var updateNumber = 0
        var stateChangeNumber = 0
        /// The traits the elements were drawn with: elements hold their colours unresolved, so an element that did
        /// not change draws differently in other traits, and all of them are sent again.
        var traitCollection: UITraitCollection?
        /// The layout the page solves itself, and how many of its measurements, of which generation, it has.
        var layout: LayoutDescription?
        var measurementGeneration = 0
        var measurementsSent = 0
        /// The number of the last fling's resting place the page was sent (`RenderTree.restingNumber`).
        var restingNumber = 0
        /// How many times the collection view was drawn: the elements of the last drawing carry its number.
        var drawing = 0
        /// The number of the tree the page was last drawn from (`RenderContinuity.number`), which the next tree may
        /// continue; `nil` when that tree had none.
        var treeNumber: UInt64?

        /// The index path of the cell `identity` as the page was sent it, to resolve the page's events.
        func indexPath(ofCell identity: String) -> IndexPath? {
            guard let key = elements[identity]?.key, key.category == .cell else { return nil }
            return key.indexPath
        }

        /// Whether the page shows the element `identity` with the item at `indexPath`, as drawn from its views: what
        /// a host passes to `UICollectionView.renderTree(continuing:keepingHostViews:)` when it knows nothing but the
        /// scroll position changed since.
        func showsView(of identity: String, at indexPath: IndexPath) -> Bool {
            guard let key = elements[identity]?.key else { return false }
            return key.indexPath == indexPath
        }
    }

    /// What the page was sent of one element: where, in which drawing, and digests of what decided the drawing — not
    /// the drawing itself, which would cost some 1 KB an element to keep.
    struct SentElement {
        var frame: CGRect
        let digest: ContentDigest
        /// The element's category and index path (`nil` for the presented menu): what resolves the page's events on
        /// it and names it as an animation's end.
        let key: LayoutAnimationEnds.Key?
        /// The row (`nil` outside orthogonal rows) and drawing in four bytes each, after the wider fields: a page keeps
        /// one record for every element it shows, and this keeps each to 104 bytes.
        private let storedRow: Int32
        private var storedDrawing: UInt32

        init(row: Int?, frame: CGRect, drawing: Int, digest: ContentDigest, key: LayoutAnimationEnds.Key?) {
            self.frame = frame
            self.digest = digest
            self.key = key
            // A collection view has far fewer orthogonal rows than 2³¹.
            storedRow = row.map { Int32(clamping: $0) } ?? -1
            storedDrawing = UInt32(truncatingIfNeeded: drawing)
        }

        var row: Int? { storedRow < 0 ? nil : Int(storedRow) }

        /// Whether the drawing that last showed the element is `drawing` (`Sent.drawing`): compared in its low 32 bits,
        /// which tell apart any two drawings fewer than 2³² drawings apart.
        func wasLastDrawn(in drawing: Int) -> Bool {
            storedDrawing == UInt32(truncatingIfNeeded: drawing)
        }

        /// The element was drawn again, unchanged, in `drawing`, at `frame`.
        mutating func drawnAgain(in drawing: Int, at frame: CGRect) {
            storedDrawing = UInt32(truncatingIfNeeded: drawing)
            self.frame = frame
        }
    }

    /// What decides an element's drawing besides where it is — its frame's origin, its index path and its place among
    /// the items, which a patch compares on its own — as 64-bit digests (Swift's `Hasher`, seeded once a process) of
    /// its view tree and of the whole. Equal contents have equal digests; two different ones share a digest with odds
    /// of one in 2⁶⁴ — the price of keeping 16 bytes of a sent element rather than its tree.
    struct ContentDigest: Equatable {
        /// The view tree's, without its frame.
        let view: Int
        /// Everything's: the view tree's digest, the view's size and the element's other properties.
        let whole: Int

        /// The digest of `placement`; an element whose view the host kept (`RenderElement.keepsHostView`) takes its
        /// view's digest from `keptView`, the one the page was last sent (`nil` when it was sent none: no digest).
        init?(_ placement: ElementPlacement, keptView: Int?) {
            guard let view = placement.viewDigest ?? keptView else { return nil }
            self.view = view
            var hasher = Hasher()
            hasher.combine(view)
            hasher.combine(placement.drawingDigest)
            whole = hasher.finalize()
        }
    }

    /// A collection view's entry in a message, as `write` made it.
    enum Entry {
        /// The page shows the tree already: nothing to say.
        case unchanged
        /// What changed, as the entry's JSON (its elements still to draw).
        case changed(JSONWriter)
        /// The tree must be made again whole, every element with its views, and nothing was recorded: an element whose
        /// view the host kept changed in another way than its place (its attributes, its place among the items), or the
        /// tree continues one the page was not drawn from, or leaves out elements that must be drawn again in other
        /// traits.
        case needsWholeTree
    }

    /// The entry of the collection view `identity` showing `tree` against `sent` (`nil`: the page has nothing of it,
    /// so everything is sent), recorded in `sent`. `pageOffset` is the offset the page shows; the entry carries the
    /// tree's when they differ, and `pageOffset` as where the content moved from. Elements are drawn with
    /// `traitCollection`, the window's; when it is not what they were last drawn with, every element is sent again.
    static func write(
        identity: String, tree: RenderTree, sent: inout Sent?, pageOffset: CGPoint?, traitCollection: UITraitCollection
    ) -> Entry {
        let isNew = sent == nil
        let traitsChanged = !isNew && sent?.traitCollection != traitCollection
        // A tree that continues the one the page was drawn from holds only the elements placed anew since; the others
        // the page shows as they are.
        let continues = tree.continuity?.continues != nil
        if continues, sent?.treeNumber != tree.continuity?.continues || traitsChanged { return .needsWholeTree }
        let placements = CollectionViewHTML.placements(of: tree)
        // Every element compared with what the page was sent first, so that one whose kept view must be drawn after all
        // is found before anything is recorded: `sent` is then taken rather than copied, and its elements changed in
        // place.
        // Each with where its record is in `sent`'s table, so that marking it drawn again looks for it no more.
        var comparisons: [(
            digest: ContentDigest, previous: SentElement?, record: Dictionary<String, SentElement>.Index?, isUnchanged: Bool
        )] = []
        comparisons.reserveCapacity(placements.count)
        // Placements are read in place, field by field, here and below: binding one to a name copies it.
        for index in placements.indices {
            let record = sent?.elements.index(forKey: placements[index].identity)
            let previous = record.flatMap { sent?.elements.values[$0] }
            guard let digest = ContentDigest(placements[index], keptView: previous?.digest.view) else {
                return .needsWholeTree
            }
            let isUnchanged = previous.map { $0.digest == digest && $0.row == placements[index].row && !traitsChanged } ?? false
            if !isUnchanged, placements[index].keepsHostView { return .needsWholeTree }
            comparisons.append((digest, previous, record, isUnchanged))
        }
        let positionsSent = ItemPositions(itemCounts: sent?.itemCounts ?? [])
        var state = sent.take() ?? Sent(
            updateNumber: tree.updateNumber, stateChangeNumber: tree.stateChangeNumber, restingNumber: tree.restingNumber)
        state.traitCollection = traitCollection
        state.treeNumber = tree.continuity?.number
        var fields = JSONWriter(capacity: 512)

        let itemCount = CollectionViewHTML.itemCount(tree)
        state.itemCounts = tree.itemCounts
        if isNew || itemCount != state.itemCount {
            fields.raw(",\"count\":")
            fields.number(itemCount)
            state.itemCount = itemCount
        }
        let space = CollectionViewHTML.scrollSpace(tree)
        if isNew || space != state.space || tree.contentInset != state.inset || tree.contentSize != state.content {
            let insets = tree.contentInset
            fields.raw(",\"space\":")
            fields.numbers([space.width, space.height])
            fields.raw(",\"inset\":")
            fields.numbers([insets.top, insets.left, insets.bottom, insets.right])
            fields.raw(",\"content\":")
            fields.numbers([tree.contentSize.width, tree.contentSize.height])
            state.space = space
            state.inset = insets
            state.content = tree.contentSize
        }
        if isNew || pageOffset != tree.visibleRect.origin {
            fields.raw(",\"offset\":")
            fields.numbers([tree.visibleRect.minX, tree.visibleRect.minY])
            // Where the server moved the content from: a page that has scrolled on since (its report is still on
            // the way) moves by the difference instead of going back to where it was.
            if !isNew, let pageOffset {
                fields.raw(",\"from\":")
                fields.numbers([pageOffset.x, pageOffset.y])
            }
        }
        if writeLayout(tree.layout, sent: &state, into: &fields), !isNew, pageOffset == tree.visibleRect.origin {
            // Where the server drew what it measured, so that a page that has scrolled on since can tell.
            fields.raw(",\"at\":")
            fields.numbers([tree.visibleRect.minX, tree.visibleRect.minY])
        }
        if tree.restingNumber != state.restingNumber, let resting = tree.restingOffset {
            // Where the fling the page reported must come to rest: the page glides there instead of its own stop.
            fields.raw(",\"rest\":")
            fields.numbers([resting.x, resting.y])
        }
        state.restingNumber = tree.restingNumber
        let rows = CollectionViewHTML.rowStrips(of: tree)
        if isNew || rows != state.rows {
            fields.raw(",\"rows\":[")
            for (index, row) in rows.enumerated() {
                fields.raw(index == 0 ? "{\"s\":" : ",{\"s\":")
                fields.number(row.section)
                fields.raw(",\"b\":")
                fields.string(row.behavior)
                fields.raw(",\"y\":")
                fields.number(row.band.minY)
                fields.raw(",\"h\":")
                fields.number(row.band.height)
                fields.raw(",\"w\":")
                fields.number(row.band.width)
                fields.raw(",\"len\":")
                fields.number(row.length)
                fields.raw(",\"o\":")
                fields.number(row.offset)
                fields.raw(",\"snap\":")
                fields.numbers([row.snap.first, row.snap.stride, CGFloat(row.snap.count), row.snap.page])
                fields.raw("}")
            }
            fields.raw("]")
            state.rows = rows
        }

        var added = JSONWriter(), updated = JSONWriter(), reindexed = JSONWriter(), moved = JSONWriter(), pins = JSONWriter()
        state.drawing += 1
        let drawing = state.drawing
        // What a custom layout's animation ends name: the elements shown now, and those this entry removes.
        let animatesUpdate = !isNew && tree.updateNumber != state.updateNumber && tree.lastUpdate?.animated == true
        var shownBoxes: [LayoutAnimationEnds.Key: LayoutAnimationEnds.Box] = [:]
        var removedBoxes: [LayoutAnimationEnds.Key: LayoutAnimationEnds.Box] = [:]
        // The records of the elements shown again are marked with this drawing, and those of the elements gone are
        // removed, before the new ones are recorded: added first, a jump's new elements would hold the table at
        // twice what a screen needs for as long as the page is open (it never shrinks on its own).
        // The table was taken from `sent` as it was when its indexes were found, and nothing was added or removed since.
        for index in placements.indices {
            guard let record = comparisons[index].record else { continue }
            state.elements.values[record].drawnAgain(in: drawing, at: placements[index].frame)
        }
        var removed = JSONWriter()
        // Found first and removed after: removing while iterating would copy every record the page keeps. A continuing
        // tree leaves out the elements shown as they were, and names those gone: the other records are not read.
        let gone = continues
            ? ((tree.continuity?.gone ?? []) + (tree.presentedMenu == nil ? [ElementPlacement.menuIdentity] : [])).filter {
                state.elements[$0].map { !$0.wasLastDrawn(in: drawing) } ?? false
            }
            : state.elements.compactMap { $0.value.wasLastDrawn(in: drawing) ? nil : $0.key }
        for identity in gone {
            guard let element = state.elements.removeValue(forKey: identity) else { continue }
            if animatesUpdate, element.row == nil, let key = element.key {
                removedBoxes[key] = .init(identity: identity, frame: element.frame)
            }
            removed.raw(removed.isEmpty ? "" : ",")
            removed.string(identity)
        }
        for index in placements.indices {
            // Read field by field, as the placements are: a comparison holds the record sent, keys and all.
            let digest = comparisons[index].digest
            let identity = placements[index].identity
            let frame = placements[index].frame
            let row = placements[index].row
            if animatesUpdate, row == nil, let key = placements[index].key {
                shownBoxes[key] = .init(identity: identity, frame: frame)
            }
            if comparisons[index].isUnchanged, let previousFrame = comparisons[index].previous?.frame {
                // A pinned element's frame follows the scroll position; the page moves it on every frame itself.
                if previousFrame != frame && (placements[index].pinning == nil || row != nil) {
                    moved.raw(moved.isEmpty ? "{\"id\":" : ",{\"id\":")
                    moved.string(identity)
                    moved.raw(",\"f\":")
                    moved.numbers([frame.minX, frame.minY, frame.width, frame.height])
                    moved.raw("}")
                }
                let position = placements[index].position
                if let key = placements[index].key, let sentKey = comparisons[index].previous?.key,
                    key.indexPath != sentKey.indexPath
                        || position != (sentKey.category == .cell ? positionsSent.position(of: sentKey.indexPath) : nil)
                {
                    // The item moved in the data and draws the same: the page needs only where it is among the items.
                    writeReindex(identity, indexPath: key.indexPath, position: position, into: &reindexed)
                    state.elements[identity] = SentElement(row: row, frame: frame, drawing: drawing, digest: digest, key: key)
                    continue
                }
                // What the page shows of it is what was sent: the kept record stays, marked drawn again above.
                continue
            }
            if comparisons[index].previous == nil {
                write(placements[index], from: tree, traitCollection: traitCollection, into: &added)
            } else {
                write(placements[index], from: tree, traitCollection: traitCollection, into: &updated)
            }
            writePinning(placements[index], into: &pins)
            state.elements[identity] = SentElement(
                row: row, frame: frame, drawing: drawing, digest: digest, key: placements[index].key)
        }
        state.elements.shrinkIfMostlyEmpty()
        for (name, part) in [("add", added), ("update", updated), ("reindex", reindexed), ("move", moved), ("pin", pins)]
        where !part.isEmpty {
            fields.raw(",\"\(name)\":[")
            fields.raw(part)
            fields.raw("]")
        }
        if !removed.isEmpty { fields.raw(",\"remove\":[\(removed.text)]") }

        // Animate what a batch update or a state change did, once.
        if tree.updateNumber != state.updateNumber {
            fields.raw(",\"anim\":{\"kind\":\"batch\",\"animated\":")
            fields.bool(animatesUpdate)
            if animatesUpdate, let update = tree.lastUpdate {
                LayoutAnimationEnds.write(update, shown: shownBoxes, removed: removedBoxes, into: &fields)
            }
            fields.raw("}")
        } else if tree.stateChangeNumber != state.stateChangeNumber {
            fields.raw(",\"anim\":{\"kind\":\"state\",\"animated\":")
            fields.bool(!isNew && tree.lastStateChange?.animated == true)
            fields.raw("}")
        }
        state.updateNumber = tree.updateNumber
        state.stateChangeNumber = tree.stateChangeNumber
        sent = state

        guard !fields.isEmpty else { return .unchanged }
        var entry = JSONWriter(capacity: fields.text.utf8.count + identity.utf8.count + 16)
        entry.raw("{\"cv\":")
        entry.string(identity)
        entry.raw(fields)
        entry.raw("}")
        return .changed(entry)
    }

    /// The layout the page solves itself (PROTOCOL.md, `layout` and `measure`): its description and every measurement
    /// when the description or the measurements' generation changed, else the measurements since the last sent; `null`
    /// when the layout stopped being one a page can solve.
    /// Writes the layout's description when it changed, else the measurements made since; returns whether it wrote
    /// measurements alone.
    private static func writeLayout(_ layout: RenderLayout?, sent state: inout Sent, into fields: inout JSONWriter) -> Bool {
        guard let layout else {
            if state.layout != nil { fields.raw(",\"layout\":null") }
            state.layout = nil
            return false
        }
        if layout.description != state.layout || layout.measurementGeneration != state.measurementGeneration {
            var entry = JSONWriter()
            entry.raw("{\"d\":")
            guard entry.exactNumbers(layout.description.numbers) else { return false }
            entry.raw(",\"m\":")
            guard entry.exactNumbers(LayoutDescription.encoded(layout.measurements)) else { return false }
            entry.raw("}")
            fields.raw(",\"layout\":" + entry.text)
            state.layout = layout.description
            state.measurementGeneration = layout.measurementGeneration
            state.measurementsSent = layout.measurements.count
        } else if layout.measurements.count > state.measurementsSent {
            var entry = JSONWriter()
            guard entry.exactNumbers(LayoutDescription.encoded(Array(layout.measurements[state.measurementsSent...]))) else { return false }
            fields.raw(",\"measure\":" + entry.text)
            state.measurementsSent = layout.measurements.count
            return true
        }
        return false
    }

    /// Writes `placement`, placed from `tree`, as an element the page adds or updates, its HTML left to draw with
    /// `traitCollection`.
    private static func write(
        _ placement: ElementPlacement, from tree: RenderTree, traitCollection: UITraitCollection, into writer: inout JSONWriter
    ) {
        writer.raw(writer.isEmpty ? "{\"id\":" : ",{\"id\":")
        writer.string(placement.identity)
        writer.raw(",\"row\":")
        if let row = placement.row { writer.number(row) } else { writer.raw("null") }
        writer.raw(",\"html\":")
        writer.html(of: ElementDrawing(placement, from: tree, traitCollection: traitCollection))
        writer.raw("}")
    }

    /// Writes that the element `identity` now shows the item at `indexPath`, `position` among all items (for a cell).
    private static func writeReindex(_ identity: String, indexPath: IndexPath, position: Int?, into writer: inout JSONWriter) {
        writer.raw(writer.isEmpty ? "{\"id\":" : ",{\"id\":")
        writer.string(identity)
        writer.raw(",\"ip\":")
        writer.string(ElementHTML.indexPathText(indexPath))
        writer.raw(",\"pos\":")
        if let position { writer.number(position) } else { writer.raw("null") }
        writer.raw("}")
    }

    private static func writePinning(_ placement: ElementPlacement, into writer: inout JSONWriter) {
        guard let pinning = placement.pinning, placement.row == nil else { return }
        writer.raw(writer.isEmpty ? "{\"id\":" : ",{\"id\":")
        writer.string(placement.identity)
        writer.raw(",\"v\":")
        writer.bool(pinning.isVertical)
        writer.raw(",\"s\":")
        writer.bool(pinning.pinsToStart)
        writer.raw(",\"r\":")
        writer.number(pinning.restingOrigin)
        writer.raw(",\"l\":")
        writer.number(pinning.length)
        writer.raw(",\"lo\":")
        writer.number(pinning.lowerBound)
        writer.raw(",\"hi\":")
        writer.number(pinning.upperBound)
        writer.raw("}")
    }
}

private extension Dictionary {
    /// Gives back the room of a table that holds less than half of what it has room for (a fling's drawing ahead
    /// grew it, and ended): a dictionary otherwise keeps the largest room it ever had. Only a count that halves shrinks
    /// it, and only one that outgrows its room grows it, so the usual coming and going does neither. O(count) when it
    /// shrinks, O(1) otherwise.
    mutating func shrinkIfMostlyEmpty() {
        guard capacity > 2 * Swift.max(count, 16) else { return }
        var smaller = Self(minimumCapacity: count)
        for (key, value) in self { smaller[key] = value }
        self = smaller
    }
}
