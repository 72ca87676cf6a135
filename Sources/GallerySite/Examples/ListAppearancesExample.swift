import OpenCollectionView

/// Lists › List Appearances (spec §3.21): five sections, each a "Section N" header row (the first item, with an
/// outline disclosure, expanded) over three items, in one of the five list appearances; the sample's bar button
/// cycles Plain → Sidebar Plain → Sidebar → Grouped → Inset Grouped.
///
/// The page draws one device frame per appearance, in the button's order, each laid out with
/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)` as the sample's section provider does. Rows keep
/// the list's estimated 44 pt (a one-line default cell's height). Cell looks are the gallery's reading of
/// UIKit's defaults on an iPhone: header rows in a heavier font (title3 semibold in sidebars, headline
/// elsewhere) with a tinted chevron pointing down; other rows with a grey disclosure chevron, except in
/// sidebars; white rows in grouped lists, rounded 10 pt at the ends of inset-grouped sections; clear rows in
/// plain lists and sidebars.
public struct ListAppearancesExample: GalleryExample {
    public let menuTitle = "List Appearances"
    public let navigationTitle = "List Appearances"
    public let slug = "list-appearances"

    /// The appearance this instance lays out; the sample starts with `.plain`.
    public let appearance: UICollectionLayoutListConfiguration.Appearance

    /// The appearances in the order the sample's bar button steps through them.
    public static let appearanceCycle: [UICollectionLayoutListConfiguration.Appearance] = [
        .plain, .sidebarPlain, .sidebar, .grouped, .insetGrouped,
    ]

    /// Five sections of a header row and three items: identifiers 0–19, four per section.
    public let itemIdentifiers: [[Int]] = (0..<5).map { section in Array(section * 4..<section * 4 + 4) }

    /// The example in `appearance`; the sample opens in `.plain`.
    public init(appearance: UICollectionLayoutListConfiguration.Appearance = .plain) {
        self.appearance = appearance
    }

    /// The list's background for the appearance (white for plain lists, grouped grey otherwise).
    public var backgroundColor: GalleryColor {
        GalleryColor(listConfiguration.resolvedBackgroundColor)
    }

    /// The bar button's title for the appearance.
    public var appearanceName: String {
        switch appearance {
        case .plain: return "Plain"
        case .sidebarPlain: return "Sidebar Plain"
        case .sidebar: return "Sidebar"
        case .grouped: return "Grouped"
        case .insetGrouped: return "Inset Grouped"
        }
    }

    /// The sample's list configuration: the appearance, with each section's first item as its header.
    private var listConfiguration: UICollectionLayoutListConfiguration {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = .firstItemInSection
        return configuration
    }

    private var isSidebar: Bool { appearance == .sidebar || appearance == .sidebarPlain }

    public func makeLayout() -> UICollectionViewCompositionalLayout {
        let configuration = listConfiguration
        return UICollectionViewCompositionalLayout { _, layoutEnvironment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)
        }
    }

    public func cellContent(for itemIdentifier: Int, at indexPath: IndexPath) -> CellContent {
        let isHeader = indexPath.item == 0
        let itemCount = itemIdentifiers.indices.contains(indexPath.section) ? itemIdentifiers[indexPath.section].count : 0
        let background: ListCellStyle.Background
        switch appearance {
        case .plain, .sidebar, .sidebarPlain:
            background = .clear
        case .grouped:
            background = isHeader ? .clear : .grouped
        case .insetGrouped:
            // The header row reads as the section's title; the white block starts with the first item.
            background = isHeader ? .clear : .insetGrouped(roundsTop: indexPath.item == 1, roundsBottom: indexPath.item == itemCount - 1)
        }
        let accessory: ListCellStyle.Accessory
        if isHeader {
            accessory = .outlineDisclosure(isExpanded: true)
        } else {
            accessory = isSidebar ? .none : .disclosureIndicator
        }
        let font: GalleryFont = isHeader ? (isSidebar ? .sidebarHeader : .headline) : .body
        let text = isHeader ? "Section \(indexPath.section)" : "Item \(indexPath.item - 1)"
        return CellContent(
            text: text, design: .listContentCell(ListCellStyle(isHeader: isHeader, accessory: accessory, background: background, font: font)))
    }

    public func renderPage(viewports: [Viewport]) -> String {
        // One frame per appearance, at the first viewport (the phone): the appearances are the page's subject.
        let viewport = viewports.first { $0 == .phone } ?? viewports.first ?? .phone
        let frames = Self.appearanceCycle.map { appearance in
            let example = ListAppearancesExample(appearance: appearance)
            let layout = ComputedLayout(example: example, viewport: viewport)
            return ExamplePageRenderer.DeviceFrame(
                layout: layout, name: Self.frameName(of: appearance),
                caption: "\(example.appearanceName) · \(ExamplePageRenderer.viewportCaption(layout))",
                background: example.backgroundColor)
        }
        let note = ExamplePageRenderer.defaultNoteHTML(for: self)
            + " One frame per appearance, in the order the sample's bar button cycles through them; separators are the "
            + "list layout's decoration elements. Rows keep the list's estimated 44 pt."
        return ExamplePageRenderer.page(for: self, noteHTML: note, frames: frames)
    }

    /// The frame's `data-viewport` name for `appearance`: "plain", "sidebar-plain", "inset-grouped"…
    public static func frameName(of appearance: UICollectionLayoutListConfiguration.Appearance) -> String {
        switch appearance {
        case .plain: return "plain"
        case .sidebarPlain: return "sidebar-plain"
        case .sidebar: return "sidebar"
        case .grouped: return "grouped"
        case .insetGrouped: return "inset-grouped"
        }
    }
}
