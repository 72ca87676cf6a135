import Foundation
import GallerySite
import OpenCollectionView

/// A box the page draws for one element, read back from the HTML.
struct DrawnBox: Equatable {
    let cssClass: String
    let indexPath: IndexPath
    /// The supplementary or decoration kind; `nil` for cells.
    let elementKind: String?
    /// Whether the box is placed but hidden (the `hidden` attribute).
    let isHidden: Bool
    let frame: CGRect
    let style: String
    let innerHTML: String

    /// Whether the box draws a cell.
    var isCell: Bool { elementKind == nil }

    /// The CSS `z-index` the box carries; 0 when it has none.
    var zIndex: Int {
        style.firstMatch(of: #/z-index:(-?\d+)/#).map { Int($0.output.1)! } ?? 0
    }

    /// The text of the box's label, still escaped as the page writes it.
    var labelHTML: String? {
        guard let start = innerHTML.range(of: "<span class=\"label\">"),
            let end = innerHTML.range(of: "</span>", range: start.upperBound..<innerHTML.endIndex)
        else { return nil }
        return String(innerHTML[start.upperBound..<end.lowerBound])
    }
}

/// Reads the parts of a rendered example page that tests check.
struct RenderedPage {
    let html: String

    /// The HTML of the device frame for `viewport`, or `nil` when the page has none.
    func viewportHTML(_ viewport: Viewport) -> String? {
        frameHTML(named: viewport.name)
    }

    /// The HTML of the device frame whose `data-viewport` is `name`, or `nil` when the page has none.
    func frameHTML(named name: String) -> String? {
        guard let start = html.range(of: "<section class=\"viewport\" data-viewport=\"\(name)\">"),
            let end = html.range(of: "</section>", range: start.upperBound..<html.endIndex)
        else { return nil }
        return String(html[start.lowerBound..<end.upperBound])
    }

    /// Every element box drawn in the frame for `viewport`, in page order.
    func boxes(in viewport: Viewport) -> [DrawnBox] {
        boxes(inFrameNamed: viewport.name)
    }

    /// Every element box drawn in the frame whose `data-viewport` is `name`, in page order.
    func boxes(inFrameNamed name: String) -> [DrawnBox] {
        guard let section = frameHTML(named: name) else { return [] }
        let pattern = #/<div class="element ([a-z-]+)" data-index-path="(\d+)-(\d+)"([^>]*?) style="left:(-?[\d.]+)px;top:(-?[\d.]+)px;width:([\d.]+)px;height:([\d.]+)px([^"]*)">([\s\S]*?)</div>/#
        return section.matches(of: pattern).map { match in
            let output = match.output
            let attributes = String(output.4)
            return DrawnBox(
                cssClass: String(output.1),
                indexPath: IndexPath(item: Int(output.3)!, section: Int(output.2)!),
                elementKind: attributes.firstMatch(of: #/data-element-kind="([^"]*)"/#).map { String($0.output.1) },
                isHidden: attributes.contains(" hidden"),
                frame: CGRect(x: Double(output.5)!, y: Double(output.6)!, width: Double(output.7)!, height: Double(output.8)!),
                style: String(output.9),
                innerHTML: String(output.10)
            )
        }
    }

    /// The cell boxes drawn in the frame whose `data-viewport` is `name`, by index path.
    func cells(inFrameNamed name: String) -> [IndexPath: DrawnBox] {
        Dictionary(boxes(inFrameNamed: name).filter(\.isCell).map { ($0.indexPath, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The boxes of `kind` drawn in the frame whose `data-viewport` is `name`, by index path.
    func boxes(ofKind kind: String, inFrameNamed name: String) -> [IndexPath: DrawnBox] {
        Dictionary(boxes(inFrameNamed: name).filter { $0.elementKind == kind }.map { ($0.indexPath, $0) },
                   uniquingKeysWith: { first, _ in first })
    }

    /// The size of the scrollable content drawn for `viewport`.
    func contentSize(in viewport: Viewport) -> CGSize? {
        guard let section = viewportHTML(viewport),
            let match = section.firstMatch(of: #/class="collection-content" style="width:([\d.]+)px;height:([\d.]+)px"/#)
        else { return nil }
        return CGSize(width: Double(match.output.1)!, height: Double(match.output.2)!)
    }
}

/// An example laid out by a collection view the tests set up themselves, to compare pages with.
@MainActor
struct ReferenceLayout {
    let collectionView: UICollectionView
    private let dataSource: CountsDataSource

    init(_ example: any GalleryExample, in viewport: Viewport) {
        self.init(counts: example.itemIdentifiers.map(\.count), layout: example.makeLayout(), in: viewport)
    }

    init(counts: [Int], layout: UICollectionViewLayout, in viewport: Viewport) {
        collectionView = UICollectionView(frame: CGRect(origin: .zero, size: viewport.size), collectionViewLayout: layout)
        collectionView.traitOverrides.displayScale = viewport.displayScale
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        dataSource = CountsDataSource(counts: counts)
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
    }

    func frame(item: Int, section: Int = 0) -> CGRect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }
}

@MainActor
private final class CountsDataSource: UICollectionViewDataSource {
    let counts: [Int]

    init(counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    /// A plain view for any supplementary kind: the collection view asks for one per visible supplementary element.
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "supplementary")
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "supplementary", for: indexPath)
    }
}

/// Whether two rectangles agree to the three decimals pages print.
func sameFrame(_ drawn: CGRect?, _ expected: CGRect?) -> Bool {
    guard let drawn, let expected else { return false }
    let pairs = [(drawn.minX, expected.minX), (drawn.minY, expected.minY), (drawn.width, expected.width), (drawn.height, expected.height)]
    return pairs.allSatisfy { abs($0.0 - $0.1) <= 0.0006 }
}

/// Renders the page of `example` for the gallery's viewports, as the site serves it (examples that draw more
/// than one frame per viewport render their own page).
@MainActor
func renderedPage(_ example: any GalleryExample, viewports: [Viewport] = Viewport.gallery) -> RenderedPage {
    RenderedPage(html: example.renderPage(viewports: viewports))
}

/// A folder under the system's temporary directory that no other test uses.
func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
