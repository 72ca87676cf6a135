import OpenCollectionView
import Synchronization

/// The HTML of elements' contents — the views inside an element's box — shared by every live page of the process:
/// people on one site see the same rows (a catalogue's items, a search's results, a grid's tiles) in the same traits,
/// and an element that comes into view with contents drawn before, for any page, takes that HTML rather than walking
/// its views again. An element's contents are most of what drawing its HTML costs.
///
/// An entry is found by its contents' digest (`ElementPlacement.viewDigest`) and taken only when the view tree, the
/// traits and how it was drawn equal those it was drawn from: a digest shared by different contents draws them anew,
/// so no page is ever sent another's contents. Contents that show image files are not kept — drawing them registers
/// the files with `ImageRegistry`, which lets go of the oldest — nor are those of a context that leaves focused fields
/// to the page. Bounded: once `capacity` entries are kept they are let go of together, and kept again as they are
/// drawn. A lookup costs a hash-table probe and a comparison of the view tree, O(views); a miss adds the drawing.
final class SharedElementHTML: Sendable {
    /// The cache live pages' patches draw through (`ElementDrawing`).
    static let shared = SharedElementHTML()

    /// The most entries kept: a screen of a grid's tiles is some 90, a list's rows 30, and an entry with its view tree
    /// some 1.5 KB.
    let capacity: Int

    private struct Entry {
        let view: RenderNode
        let leavesOutFirstSubview: Bool
        let traitCollection: UITraitCollection
        let html: String
    }

    /// Entries by digest — the few contents that share one (the same views in other traits) share a bucket — and how
    /// many there are in all.
    private struct Storage {
        var entries: [Int: [Entry]] = [:]
        var count = 0
    }

    private let storage = Mutex(Storage())

    /// A cache keeping at most `capacity` entries.
    init(capacity: Int = 4_096) {
        self.capacity = capacity
    }

    /// How many entries are kept now.
    var count: Int {
        storage.withLock { $0.count }
    }

    /// Appends the HTML of `view`'s contents (`NodeHTML.writeInner`, with `view`'s first text as the name of controls
    /// that have none) to `html`: kept HTML when contents equal to `view` with digest `digest` were drawn before in
    /// `context`'s traits, else drawn now, and kept when no image file was drawn.
    func writeInner(
        _ view: RenderNode, digest: Int, leavingOutFirstSubview: Bool, in context: DrawingContext, into html: inout String
    ) {
        let traits = context.traitCollection
        if !context.leavesFocusedFieldsToThePage, let kept = kept(view, digest: digest, leavingOutFirstSubview, traits) {
            html += kept
            return
        }
        var drawing = context
        let images = ImageUse(context.imageAddress)
        drawing.imageAddress = images.address
        var drawn = ""
        NodeHTML.writeElementContents(view, leavingOutFirstSubview: leavingOutFirstSubview, in: drawing, into: &drawn)
        html += drawn
        guard !images.wereDrawn, !context.leavesFocusedFieldsToThePage else { return }
        keep(Entry(view: view, leavesOutFirstSubview: leavingOutFirstSubview, traitCollection: traits, html: drawn), digest: digest)
    }

    private func kept(_ view: RenderNode, digest: Int, _ leavesOutFirstSubview: Bool, _ traits: UITraitCollection) -> String? {
        storage.withLock { storage in
            storage.entries[digest]?.first {
                $0.leavesOutFirstSubview == leavesOutFirstSubview && $0.traitCollection == traits && $0.view == view
            }?.html
        }
    }

    private func keep(_ entry: Entry, digest: Int) {
        storage.withLock { storage in
            if storage.count >= capacity { storage = Storage() }
            storage.entries[digest, default: []].append(entry)
            storage.count += 1
        }
    }

    /// Whether a drawing asked for an image's address, passing the question on.
    private final class ImageUse {
        private let givenAddress: DrawingContext.ImageAddress
        private(set) var wereDrawn = false

        init(_ address: @escaping DrawingContext.ImageAddress) {
            givenAddress = address
        }

        func address(_ file: ImageFile) -> String {
            wereDrawn = true
            return givenAddress(file)
        }
    }
}
