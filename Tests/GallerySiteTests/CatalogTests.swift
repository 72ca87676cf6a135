import GallerySite
import Testing

@MainActor
@Suite struct CatalogTests {
    @Test func catalogHoldsTheAvailableExamplesInMenuOrder() {
        let titles = ExampleCatalog.examples.map(\.menuTitle)
        #expect(titles == [
            "Grid", "Inset Items Grid", "Two-Column Grid", "Distinct Sections", "Adaptive Sections",
            "Item Badges", "Section Headers/Footers", "Pinned Section Headers", "Section Background Decoration",
            "Nested Groups", "Orthogonal Sections", "Orthogonal Section Behaviors", "Videos", "News",
            "Mountains Search", "Settings: Wi-Fi", "Insertion Sort Visualization", "UITableView: Editing", "Simple List",
            "Reorderable List", "List Appearances", "List with Custom Cells", "Emoji Explorer", "Emoji Explorer - List", "Custom Configurations",
            "Waterfall", "Catcher Feed",
        ])
        // The catalog follows the menu: its titles appear in the menu (the sample's, then the extensions), in order.
        #expect(SampleMenu.allExampleTitles.filter(titles.contains) == titles)
    }

    @Test func slugsAreUniqueAndSafeAsFileNames() {
        let slugs = ExampleCatalog.examples.map(\.slug)
        #expect(slugs == [
            "grid", "inset-items-grid", "two-column-grid", "distinct-sections", "adaptive-sections",
            "item-badges", "section-headers-footers", "pinned-section-headers", "section-background-decoration",
            "nested-groups", "orthogonal-sections", "orthogonal-section-behaviors", "conference-videos", "conference-news",
            "mountains-search", "settings-wi-fi", "insertion-sort-visualization", "uitableview-editing", "simple-list",
            "reorderable-list", "list-appearances", "list-with-custom-cells", "emoji-explorer", "emoji-explorer-list", "custom-configurations",
            "waterfall", "catcher-feed",
        ])
        #expect(Set(slugs).count == slugs.count)
        for slug in slugs {
            #expect(!slug.isEmpty && slug.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "slug \(slug)")
        }
    }

    /// Spec §1.2: the navigation bar repeats the menu title except for five examples.
    @Test func navigationTitlesFollowTheSample() {
        let renamed = [
            "Section Background Decoration": "Section Background Decoration View",
            "Videos": "Conference Videos",
            "News": "Conference News Feed",
            "Insertion Sort Visualization": "Insertion Sort Visualizer",
            "Settings: Wi-Fi": "Wi-Fi",
            "Simple List": "List",
            // Beyond the sample: the app's own title.
            "Catcher Feed": "Catcher",
        ]
        for example in ExampleCatalog.examples {
            #expect(example.navigationTitle == renamed[example.menuTitle, default: example.menuTitle], "\(example.menuTitle)")
        }
    }

    @Test func dataMatchesTheSample() {
        let counts = Dictionary(uniqueKeysWithValues: ExampleCatalog.examples.map { ($0.slug, $0.itemIdentifiers.map(\.count)) })
        #expect(counts["grid"] == [94])
        #expect(counts["inset-items-grid"] == [94])
        #expect(counts["two-column-grid"] == [94])
        #expect(counts["distinct-sections"] == [10, 10, 10])
        #expect(counts["adaptive-sections"] == [10, 10, 10])
        #expect(counts["nested-groups"] == [100])
        #expect(counts["mountains-search"] == [387])
        #expect(counts["insertion-sort-visualization"] == Array(repeating: 24, count: 24))
        // §3.6–§3.9: 100 badged models; five sections of five items.
        #expect(counts["item-badges"] == [100])
        #expect(counts["section-headers-footers"] == [5, 5, 5, 5, 5])
        #expect(counts["pinned-section-headers"] == [5, 5, 5, 5, 5])
        #expect(counts["section-background-decoration"] == [5, 5, 5, 5, 5])
        // §3.11–§3.12: five strips of 30; six sections of 18.
        #expect(counts["orthogonal-sections"] == Array(repeating: 30, count: 5))
        #expect(counts["orthogonal-section-behaviors"] == Array(repeating: 18, count: 6))
        // §4.3: 23 videos in collections of 2, 4, 5, 7 and 5; §4.4: five news items.
        #expect(counts["conference-videos"] == [2, 4, 5, 7, 5])
        #expect(counts["conference-news"] == [5])
        // §3.21: five sections of a header row and three items.
        #expect(counts["list-appearances"] == [4, 4, 4, 4, 4])
        // §3.16: two configuration rows and 17 networks; §3.18: four visited mountains and four on the bucket list;
        // §3.19: 94 numbers; §3.20 and §3.24: 29 emojis by category (Recents first, or last); §3.23: 8 recents, 7
        // collapsed outline headers, 21 list rows; §3.25: 300 tiles; §8: five sections of six users.
        #expect(counts["settings-wi-fi"] == [2, 17])
        #expect(counts["uitableview-editing"] == [4, 4])
        #expect(counts["simple-list"] == [94])
        #expect(counts["reorderable-list"] == [8, 3, 3, 3, 3, 3, 3, 3])
        #expect(counts["emoji-explorer-list"] == [3, 3, 3, 3, 3, 3, 3, 8])
        #expect(counts["emoji-explorer"] == [8, 7, 21])
        #expect(counts["custom-configurations"] == [300])
        #expect(counts["catcher-feed"] == [6, 6, 6, 6, 6])
        let distinct = DistinctSectionsExample().itemIdentifiers
        #expect(distinct == [Array(0..<10), Array(10..<20), Array(20..<30)])
        #expect(AdaptiveSectionsExample().itemIdentifiers == distinct)
    }

    @Test func backgroundsFollowTheSample() {
        #expect(GridExample().backgroundColor == .black)
        #expect(InsertionSortExample().backgroundColor == .black)
        // Grouped lists are grey (§3.16, §3.18–§3.20, §3.23, §3.24).
        let grouped = ["settings-wi-fi", "uitableview-editing", "simple-list", "reorderable-list", "emoji-explorer", "emoji-explorer-list"]
        for example in ExampleCatalog.examples where ![GridExample().slug, InsertionSortExample().slug].contains(example.slug) {
            let expected: GalleryColor = grouped.contains(example.slug) ? .systemGroupedBackground : .systemBackground
            #expect(example.backgroundColor == expected, "\(example.menuTitle)")
        }
        // Lists other than plain ones are grey.
        #expect(ListAppearancesExample(appearance: .insetGrouped).backgroundColor == .systemGroupedBackground)
    }
}

@Suite struct SampleMenuTests {
    @Test func menuHasTwentyFiveExamplesInElevenGroups() {
        func groupCount(_ entry: MenuEntry) -> Int {
            guard case .group(_, let children) = entry else { return 0 }
            return 1 + children.map(groupCount).reduce(0, +)
        }
        #expect(SampleMenu.exampleTitles.count == 25)
        #expect(Set(SampleMenu.exampleTitles).count == 25)
        #expect(SampleMenu.entries.map(groupCount).reduce(0, +) == 11)
        #expect(SampleMenu.entries.map(\.title) == ["Compositional Layout", "Diffable Data Source", "Lists", "Outlines", "Cell Configurations"])
    }

    @Test func extensionsAreListedApartFromTheSampleMenu() {
        #expect(SampleMenu.extensionEntries.flatMap(\.exampleTitles) == ["Waterfall", "Catcher Feed"])
        #expect(!SampleMenu.exampleTitles.contains("Waterfall"))
        #expect(!SampleMenu.exampleTitles.contains("Catcher Feed"))
        #expect(SampleMenu.allExampleTitles == SampleMenu.exampleTitles + ["Waterfall", "Catcher Feed"])
        #expect(SampleMenu.groupTitles(leadingTo: "Waterfall") == ["Beyond UIKit"])
        #expect(SampleMenu.groupTitles(leadingTo: "Catcher Feed") == ["Beyond the sample"])
    }

    @Test func groupPathsLeadToExamples() {
        #expect(SampleMenu.groupTitles(leadingTo: "Adaptive Sections") == ["Compositional Layout", "Getting Started", "Per-Section Layout"])
        #expect(SampleMenu.groupTitles(leadingTo: "Nested Groups") == ["Compositional Layout", "Advanced Layouts"])
        // The leaf shares its title with its group; the path names the group once.
        #expect(SampleMenu.groupTitles(leadingTo: "Orthogonal Sections")
            == ["Compositional Layout", "Advanced Layouts", "Orthogonal Sections"])
        #expect(SampleMenu.groupTitles(leadingTo: "Not An Example") == [])
    }
}
