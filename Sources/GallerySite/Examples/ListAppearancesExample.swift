import OpenCollectionView

/// Lists › List Appearances (spec sample-gallery.md §3.21): five sections, each a "Section N" header row (the first
/// item, with an outline disclosure, expanded) over three items, in one of the five list appearances; the sample's
/// bar button cycles Plain → Sidebar Plain → Sidebar → Grouped → Inset Grouped.
///
/// The page builds the sample's screen (`ListAppearancesScreen`) once per appearance, in the button's order, at the
/// phone viewport, and draws its render tree: the list cells' default content and background configurations for
/// the appearance, their accessories and the list's separators.
public struct ListAppearancesExample: RenderTreeExample {
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
        GalleryColor(UICollectionLayoutListConfiguration(appearance: appearance).resolvedBackgroundColor)
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

    public func makeLayout() -> UICollectionViewCompositionalLayout {
        ListAppearancesScreen.createLayout(appearance: appearance)
    }

    public var pageNote: String? {
        "One frame per appearance, in the order the sample's bar button cycles through them, each titled with the button."
    }

    public func renderTreeFrames(viewports: [Viewport]) -> [RenderTreeFrame] {
        // One frame per appearance, at the first viewport (the phone): the appearances are the page's subject.
        let viewport = viewports.first { $0 == .phone } ?? viewports.first ?? .phone
        return Self.appearanceCycle.map { appearance in
            let example = ListAppearancesExample(appearance: appearance)
            let screen = ListAppearancesScreen(appearance: appearance, viewport: viewport)
            return withExtendedLifetime(screen) {
                RenderTreeFrame(
                    capturing: screen.collectionView, in: viewport, name: Self.frameName(of: appearance),
                    state: example.appearanceName, barButtonTitle: example.appearanceName, background: example.backgroundColor)
            }
        }
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
