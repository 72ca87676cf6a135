import OpenCollectionView

/// Supplementary Views › Pinned Section Headers (spec §3.8): Section Headers/Footers with headers pinned to the
/// top of the visible bounds, above the items, while any of their section shows.
///
/// Besides the resting phone and desktop frames, the page draws the phone scrolled down by `scrolledOffset`,
/// laid out with the collection view at that content offset, so the pinned header shows where UIKit keeps it.
public struct PinnedSectionHeadersExample: GalleryExample {
    public let menuTitle = "Pinned Section Headers"
    public let navigationTitle = "Pinned Section Headers"
    public let slug = "pinned-section-headers"
    public let backgroundColor = GalleryColor.systemBackground
    public let itemIdentifiers = HeaderFooterSections.itemIdentifiers

    /// The content offset of the scrolled frame: partway into the second section, whose header then pins.
    public static let scrolledOffset = CGPoint(x: 0, y: 400)

    /// The example as the sample shows it.
    public init() {}

    public func makeLayout() -> UICollectionViewCompositionalLayout {
        HeaderFooterSections.makeLayout(pinsHeaders: true)
    }

    public func cellContent(for itemIdentifier: Int, at indexPath: IndexPath) -> CellContent {
        HeaderFooterSections.cellContent(at: indexPath)
    }

    public func supplementaryContent(ofKind elementKind: String, at indexPath: IndexPath) -> SupplementaryContent? {
        HeaderFooterSections.supplementaryContent(ofKind: elementKind, at: indexPath)
    }

    public var pageNote: String? { HeaderFooterSections.pageNote }

    public func renderPage(viewports: [Viewport]) -> String {
        var frames = viewports.map { ExamplePageRenderer.DeviceFrame(layout: ComputedLayout(example: self, viewport: $0)) }
        let phone = viewports.first { $0 == .phone } ?? viewports.first ?? .phone
        let scrolled = ComputedLayout(example: self, viewport: phone, contentOffset: Self.scrolledOffset)
        frames.append(ExamplePageRenderer.DeviceFrame(
            layout: scrolled, name: "\(phone.name)-scrolled",
            caption: "\(ExamplePageRenderer.viewportCaption(scrolled)) · scrolled to y = \(CSSNumber.format(Self.scrolledOffset.y)) pt"))
        let note = ExamplePageRenderer.defaultNoteHTML(for: self)
            + " The last frame is laid out at content offset y = \(CSSNumber.format(Self.scrolledOffset.y)) pt: the second "
            + "section's header is pinned to the top of the visible bounds."
        return ExamplePageRenderer.page(for: self, noteHTML: note, frames: frames)
    }
}
