import OpenCollectionView

/// Supplementary Views › Section Headers/Footers (spec §3.7): five sections of list rows, each between a
/// light-grey, black-bordered header and footer inset like the rows.
public struct SectionHeadersFootersExample: GalleryExample {
    public let menuTitle = "Section Headers/Footers"
    public let navigationTitle = "Section Headers/Footers"
    public let slug = "section-headers-footers"
    public let backgroundColor = GalleryColor.systemBackground
    public let itemIdentifiers = HeaderFooterSections.itemIdentifiers

    /// The example as the sample shows it.
    public init() {}

    public func makeLayout() -> UICollectionViewCompositionalLayout {
        HeaderFooterSections.makeLayout(pinsHeaders: false)
    }

    public func cellContent(for itemIdentifier: Int, at indexPath: IndexPath) -> CellContent {
        HeaderFooterSections.cellContent(at: indexPath)
    }

    public func supplementaryContent(ofKind elementKind: String, at indexPath: IndexPath) -> SupplementaryContent? {
        HeaderFooterSections.supplementaryContent(ofKind: elementKind, at: indexPath)
    }

    public var pageNote: String? { HeaderFooterSections.pageNote }
}
