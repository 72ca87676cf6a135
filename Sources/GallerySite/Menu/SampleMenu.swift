/// The sample app's root menu ("Modern Collection Views", spec §1.1): 25 examples in 5 top-level groups.
public enum SampleMenu {
    /// The root navigation-bar title.
    public static let title = "Modern Collection Views"

    /// The top-level groups, in menu order.
    public static let entries: [MenuEntry] = [
        .group(title: "Compositional Layout", children: [
            .group(title: "Getting Started", children: [
                .example(title: "Grid"),
                .example(title: "Inset Items Grid"),
                .example(title: "Two-Column Grid"),
                .group(title: "Per-Section Layout", children: [
                    .example(title: "Distinct Sections"),
                    .example(title: "Adaptive Sections"),
                ]),
            ]),
            .group(title: "Advanced Layouts", children: [
                .group(title: "Supplementary Views", children: [
                    .example(title: "Item Badges"),
                    .example(title: "Section Headers/Footers"),
                    .example(title: "Pinned Section Headers"),
                ]),
                .example(title: "Section Background Decoration"),
                .example(title: "Nested Groups"),
                .group(title: "Orthogonal Sections", children: [
                    .example(title: "Orthogonal Sections"),
                    .example(title: "Orthogonal Section Behaviors"),
                ]),
            ]),
            .group(title: "Conference App", children: [
                .example(title: "Videos"),
                .example(title: "News"),
            ]),
        ]),
        .group(title: "Diffable Data Source", children: [
            .example(title: "Mountains Search"),
            .example(title: "Settings: Wi-Fi"),
            .example(title: "Insertion Sort Visualization"),
            .example(title: "UITableView: Editing"),
        ]),
        .group(title: "Lists", children: [
            .example(title: "Simple List"),
            .example(title: "Reorderable List"),
            .example(title: "List Appearances"),
            .example(title: "List with Custom Cells"),
        ]),
        .group(title: "Outlines", children: [
            .example(title: "Emoji Explorer"),
            .example(title: "Emoji Explorer - List"),
        ]),
        .group(title: "Cell Configurations", children: [
            .example(title: "Custom Configurations"),
        ]),
    ]

    /// Pages the sample's menu does not have — OpenCollectionView's extensions beyond UIKit, and real apps' screens
    /// beyond the sample — which the gallery lists after the sample's menu.
    public static let extensionEntries: [MenuEntry] = [
        .group(title: "Beyond UIKit", children: [
            .example(title: "Waterfall"),
        ]),
        .group(title: "Beyond the sample", children: [
            .example(title: "Catcher Feed"),
        ]),
    ]

    /// Every example's menu title in the sample's menu, in menu order.
    public static var exampleTitles: [String] {
        entries.flatMap(\.exampleTitles)
    }

    /// Every example's menu title in the gallery: the sample's menu, then the extensions.
    public static var allExampleTitles: [String] {
        (entries + extensionEntries).flatMap(\.exampleTitles)
    }

    /// The groups leading to the example titled `exampleTitle`, outermost first, in the sample's menu or among
    /// the extensions; empty when neither has such an example.
    public static func groupTitles(leadingTo exampleTitle: String) -> [String] {
        for entry in entries + extensionEntries {
            if let path = entry.groupTitles(leadingTo: exampleTitle) { return path }
        }
        return []
    }
}
