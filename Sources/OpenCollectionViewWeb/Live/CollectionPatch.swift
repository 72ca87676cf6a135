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

        /// The index path of the cell `identity` as the page was sent it, to resolve the page's events.
        func indexPath(ofCell identity: String) -> IndexPath? {
            guard case .element(let element, _, _, _)? = elements[identity]?.content, element.category == .cell else {
                return nil
            }
            return element.indexPath
        }
    }

    struct SentElement {
        var row: Int?
        var frame: CGRect
        /// The drawing that last showed the element (`Sent.drawing`).
        var drawing: Int
        /// What the element showed, out of line: a sent element's content is some 550 bytes, and a dictionary keeps up
        /// to twice as many slots as entries, each as large as its value.
        private let box: ContentBox

        var content: ElementPlacement.Content { box.content }

        /// The element was drawn again, unchanged, in `drawing`, at `frame`.
        mutating func drawnAgain(in drawing: Int, at frame: CGRect) {
            self.drawing = drawing
            self.frame = frame
        }

        init(row: Int?, frame: CGRect, drawing: Int, content: ElementPlacement.Content) {
            self.row = row
            self.frame = frame
            self.drawing = drawing
            box = ContentBox(content)
        }
    }

    private final class ContentBox {
        let content: ElementPlacement.Content

        init(_ content: ElementPlacement.Content) {
            self.content = content
        }
    }

    /// The view tree last sent for the element `identity` if it still shows the item at `indexPath`: what a host may
    /// reuse when it knows nothing but the scroll position changed since (`UICollectionView.renderTree(reusingViews:)`).
    static func sentView(of identity: String, at indexPath: IndexPath, in sent: Sent?) -> RenderNode? {
        guard case .element(let element, _, _, _)? = sent?.elements[identity]?.content, element.indexPath == indexPath else {
            return nil
        }
        return element.view
    }

    /// Writes the entry of the collection view `identity` showing `tree` against `sent` (`nil`: the page has
    /// nothing of it, so everything is sent), and updates `sent`. `pageOffset` is the offset the page shows; the entry
    /// carries the tree's when they differ, and `pageOffset` as where the content moved from. Elements are drawn with
    /// `traitCollection`, the window's; when it is not what they were last drawn with, every element is sent again.
    /// Returns whether the entry says anything.
    static func write(
        identity: String, tree: RenderTree, sent: inout Sent?, pageOffset: CGPoint?, traitCollection: UITraitCollection,
        into writer: inout JSONWriter
    ) -> Bool {
        let isNew = sent == nil
        var state = sent ?? Sent(
            updateNumber: tree.updateNumber, stateChangeNumber: tree.stateChangeNumber, restingNumber: tree.restingNumber)
        let traitsChanged = !isNew && state.traitCollection != traitCollection
        state.traitCollection = traitCollection
        var fields = JSONWriter(capacity: 512)

        let itemCount = CollectionViewHTML.itemCount(tree)
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

        var added = JSONWriter(), updated = JSONWriter(), moved = JSONWriter(), pins = JSONWriter()
        state.drawing += 1
        let drawing = state.drawing
        // What a custom layout's animation ends name: the elements shown now, and those this entry removes.
        let animatesUpdate = !isNew && tree.updateNumber != state.updateNumber && tree.lastUpdate?.animated == true
        var shownBoxes: [LayoutAnimationEnds.Key: LayoutAnimationEnds.Box] = [:]
        var removedBoxes: [LayoutAnimationEnds.Key: LayoutAnimationEnds.Box] = [:]
        for placement in CollectionViewHTML.placements(of: tree, in: DrawingContext(traitCollection: traitCollection)) {
            if case .element(let element, _, _, _) = placement.content {
                if animatesUpdate, placement.row == nil {
                    shownBoxes[LayoutAnimationEnds.Key(element)] = .init(identity: placement.identity, frame: placement.frame)
                }
            }
            let content = placement.content.withoutFrame
            if let previous = state.elements[placement.identity] {
                if previous.content != content || previous.row != placement.row || traitsChanged {
                    write(placement, into: &updated)
                    writePinning(placement, into: &pins)
                } else {
                    // A pinned element's frame follows the scroll position; the page moves it on every frame itself.
                    if previous.frame != placement.frame && (placement.pinning == nil || placement.row != nil) {
                        moved.raw(moved.text.isEmpty ? "{\"id\":" : ",{\"id\":")
                        moved.string(placement.identity)
                        moved.raw(",\"f\":")
                        moved.numbers([placement.frame.minX, placement.frame.minY, placement.frame.width, placement.frame.height])
                        moved.raw("}")
                    }
                    // What the page shows of it is what was sent: the kept record stays, drawn again where it is now.
                    state.elements[placement.identity]?.drawnAgain(in: drawing, at: placement.frame)
                    continue
                }
            } else {
                write(placement, into: &added)
                writePinning(placement, into: &pins)
            }
            state.elements[placement.identity] = SentElement(
                row: placement.row, frame: placement.frame, drawing: drawing, content: content)
        }
        var removed = JSONWriter()
        for (identity, element) in state.elements where element.drawing != drawing {
            if animatesUpdate, element.row == nil, case .element(let removedElement, _, _, _) = element.content {
                removedBoxes[LayoutAnimationEnds.Key(removedElement)] = .init(identity: identity, frame: element.frame)
            }
            state.elements[identity] = nil
            removed.raw(removed.text.isEmpty ? "" : ",")
            removed.string(identity)
        }
        for (name, part) in [("add", added), ("update", updated), ("move", moved), ("pin", pins)] where !part.text.isEmpty {
            fields.raw(",\"\(name)\":[\(part.text)]")
        }
        if !removed.text.isEmpty { fields.raw(",\"remove\":[\(removed.text)]") }

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

        guard !fields.text.isEmpty else { return false }
        writer.raw("{\"cv\":")
        writer.string(identity)
        writer.raw(fields.text)
        writer.raw("}")
        return true
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

    private static func write(_ placement: ElementPlacement, into writer: inout JSONWriter) {
        writer.raw(writer.text.isEmpty ? "{\"id\":" : ",{\"id\":")
        writer.string(placement.identity)
        writer.raw(",\"row\":")
        if let row = placement.row { writer.number(row) } else { writer.raw("null") }
        writer.raw(",\"html\":")
        writer.string(placement.html)
        writer.raw("}")
    }

    private static func writePinning(_ placement: ElementPlacement, into writer: inout JSONWriter) {
        guard let pinning = placement.pinning, placement.row == nil else { return }
        writer.raw(writer.text.isEmpty ? "{\"id\":" : ",{\"id\":")
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
