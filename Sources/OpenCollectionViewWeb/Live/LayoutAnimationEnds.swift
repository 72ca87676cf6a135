import Foundation
import OpenCollectionView

/// Where a custom layout says elements come from and go to in a batch update (its initial and final layout
/// attributes, `CollectionViewBatchUpdate.appearingAttributes`/`disappearingAttributes`), as the page animates them
/// (PROTOCOL.md, `anim`'s `appear` and `disappear`): each end as a CSS matrix on the element's own box, with an
/// opacity and a stacking order.
enum LayoutAnimationEnds {
    /// An element by what it shows: its category (with its kind) and its index path.
    struct Key: Hashable {
        let category: RenderElement.Category
        let indexPath: IndexPath

        init(_ element: RenderElement) {
            category = element.category
            indexPath = element.indexPath
        }

        init(_ attributes: CollectionViewBatchUpdate.ElementAnimationAttributes) {
            category = attributes.category
            indexPath = attributes.indexPath
        }
    }

    /// A shown element: its identity on the page and its box (in the content).
    struct Box {
        let identity: String
        let frame: CGRect
    }

    /// Writes `,"appear":[…]` for the ends of `update` that name elements the page shows after it (`shown`), and
    /// `,"disappear":[…]` for those that name elements it removes (`removed`, by their index paths before it).
    static func write(
        _ update: CollectionViewBatchUpdate, shown: [Key: Box], removed: [Key: Box], into fields: inout JSONWriter
    ) {
        write("appear", update.appearingAttributes, boxes: shown, into: &fields)
        write("disappear", update.disappearingAttributes, boxes: removed, into: &fields)
    }

    private static func write(
        _ name: String, _ ends: [CollectionViewBatchUpdate.ElementAnimationAttributes], boxes: [Key: Box],
        into fields: inout JSONWriter
    ) {
        var list = JSONWriter()
        for end in ends {
            guard let box = boxes[Key(end)], let matrix = matrix(of: end, on: box.frame) else { continue }
            list.raw(list.text.isEmpty ? "{\"id\":" : ",{\"id\":")
            list.string(box.identity)
            list.raw(",\"m\":")
            list.numbers(matrix)
            list.raw(",\"o\":")
            list.number(min(max(end.alpha, 0), 1))
            list.raw(",\"z\":")
            list.number(end.zIndex)
            list.raw("}")
        }
        guard !list.text.isEmpty else { return }
        fields.raw(",\"\(name)\":[\(list.text)]")
    }

    /// The CSS `matrix(a, b, c, d, e, f)` that draws a box at `frame` (transformed about its centre, as CSS and UIKit
    /// both do) where `end` says the element is: scaled to the end's size, its transform applied, moved to the end's
    /// centre. `nil` for an end with no size, or numbers that are not finite.
    static func matrix(
        of end: CollectionViewBatchUpdate.ElementAnimationAttributes, on frame: CGRect
    ) -> [CGFloat]? {
        guard frame.width > 0, frame.height > 0 else { return nil }
        let scaleX = end.frame.width / frame.width
        let scaleY = end.frame.height / frame.height
        let t = end.transform
        let matrix = [
            t.a * scaleX, t.b * scaleX, t.c * scaleY, t.d * scaleY,
            t.tx + end.frame.midX - frame.midX, t.ty + end.frame.midY - frame.midY,
        ]
        return matrix.allSatisfy(\.isFinite) ? matrix : nil
    }
}
