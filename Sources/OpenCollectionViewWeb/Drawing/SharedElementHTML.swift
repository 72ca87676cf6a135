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
/// to the page. Bounded in two generations: entries drawn or taken lately, and those of the generation before. When
/// the recent one holds half of `capacity`, the older one is let go of and the recent one takes its place; an entry
/// taken from the older one joins the recent one. So contents pages keep showing (the first screen of a catalogue)
/// stay, while rows a person scrolls past once, each of their own, only turn the generations over. A lookup costs up
/// to two hash-table probes and a comparison of the view tree, O(views); a miss adds the drawing.
final class SharedElementHTML: Sendable {
    /// The cache live pages' patches draw through (`ElementDrawing`).
    static let shared = SharedElementHTML()

    /// The most entries kept: a screen of a grid's tiles is some 90, a list's rows 30, and an entry with its view tree
    /// takes some 2.5 KB (a list cell's): the process holds 2.5 MB of them once people have scrolled past 1,024 rows
    /// (with 4,096, scrolling the Million-Row List once made it 10 MB larger, kept after every page had closed).
    let capacity: Int

    private struct Entry {
        let view: RenderNode
        let leavesOutFirstSubview: Bool
        let traitCollection: UITraitCollection
        let html: String
    }

    /// Entries by digest — the few contents that share one (the same views in other traits) share a bucket — in two
    /// generations, and how many the recent one holds.
    private struct Storage {
        var recent: [Int: [Entry]] = [:]
        var older: [Int: [Entry]] = [:]
        var recentCount = 0
        var olderCount = 0

        /// The entry drawn from views equal to `view`, as `leavesOutFirstSubview` says, in `traits`, in `entries`.
        static func entry(
            in entries: [Int: [Entry]], _ digest: Int, _ view: RenderNode, _ leavesOutFirstSubview: Bool,
            _ traits: UITraitCollection
        ) -> Entry? {
            entries[digest]?.first {
                $0.leavesOutFirstSubview == leavesOutFirstSubview && $0.traitCollection == traits && $0.view == view
            }
        }

        /// Adds `entry` to the recent generation, turning the generations over when it is full.
        mutating func add(_ entry: Entry, digest: Int, generationCapacity: Int) {
            if recentCount >= generationCapacity {
                older = recent
                olderCount = recentCount
                recent = [:]
                recentCount = 0
            }
            recent[digest, default: []].append(entry)
            recentCount += 1
        }
    }

    private let storage = Mutex(Storage())

    /// A cache keeping at most `capacity` entries, half in each generation.
    init(capacity: Int = 1_024) {
        precondition(capacity >= 2, "a cache of two generations keeps at least one entry in each")
        self.capacity = capacity
    }

    /// How many entries are kept now: an entry taken again from the older generation counts in both.
    var count: Int {
        storage.withLock { $0.recentCount + $0.olderCount }
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

    /// Whether contents equal to `view`, drawn as `leavingOutFirstSubview` says in `traits`, are kept, in either
    /// generation; unlike drawing them, asking does not keep them longer.
    func holds(
        _ view: RenderNode, digest: Int, leavingOutFirstSubview: Bool = false, in traits: UITraitCollection
    ) -> Bool {
        storage.withLock { storage in
            [storage.recent, storage.older].contains {
                Storage.entry(in: $0, digest, view, leavingOutFirstSubview, traits) != nil
            }
        }
    }

    private func kept(_ view: RenderNode, digest: Int, _ leavesOutFirstSubview: Bool, _ traits: UITraitCollection) -> String? {
        storage.withLock { storage in
            if let entry = Storage.entry(in: storage.recent, digest, view, leavesOutFirstSubview, traits) {
                return entry.html
            }
            guard let entry = Storage.entry(in: storage.older, digest, view, leavesOutFirstSubview, traits) else { return nil }
            storage.add(entry, digest: digest, generationCapacity: capacity / 2)
            return entry.html
        }
    }

    private func keep(_ entry: Entry, digest: Int) {
        storage.withLock { $0.add(entry, digest: digest, generationCapacity: capacity / 2) }
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
