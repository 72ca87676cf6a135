import GallerySite
import Testing

@MainActor
@Suite struct CatalogTests {
    @Test func catalogHoldsTheAvailableExamplesInMenuOrder() {
        let titles = ExampleCatalog.examples.map(\.menuTitle)
        #expect(titles == [
            "Grid", "Inset Items Grid", "Two-Column Grid", "Distinct Sections", "Adaptive Sections", "Nested Groups",
            "Mountains Search", "Insertion Sort Visualization",
        ])
        // The catalog follows the menu: its titles appear in the menu, in the same order.
        #expect(SampleMenu.exampleTitles.filter(titles.contains) == titles)
    }

    @Test func slugsAreUniqueAndSafeAsFileNames() {
        let slugs = ExampleCatalog.examples.map(\.slug)
        #expect(slugs == [
            "grid", "inset-items-grid", "two-column-grid", "distinct-sections", "adaptive-sections", "nested-groups",
            "mountains-search", "insertion-sort-visualization",
        ])
        #expect(Set(slugs).count == slugs.count)
        for slug in slugs {
            #expect(!slug.isEmpty && slug.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "slug \(slug)")
        }
    }

    @Test func navigationTitlesMatchTheMenuExceptTheSortVisualizer() {
        for example in ExampleCatalog.examples where example.slug != "insertion-sort-visualization" {
            #expect(example.navigationTitle == example.menuTitle)
        }
        #expect(InsertionSortExample().navigationTitle == "Insertion Sort Visualizer")
    }

    @Test func dataMatchesTheSample() {
        let examples = ExampleCatalog.examples
        let counts = examples.map { $0.itemIdentifiers.map(\.count) }
        #expect(counts == [[94], [94], [94], [10, 10, 10], [10, 10, 10], [100], [387], Array(repeating: 24, count: 24)])
        let distinct = DistinctSectionsExample().itemIdentifiers
        #expect(distinct == [Array(0..<10), Array(10..<20), Array(20..<30)])
        #expect(AdaptiveSectionsExample().itemIdentifiers == distinct)
    }

    @Test func backgroundsFollowTheSample() {
        #expect(GridExample().backgroundColor == .black)
        #expect(InsertionSortExample().backgroundColor == .black)
        for example in ExampleCatalog.examples where ![GridExample().slug, InsertionSortExample().slug].contains(example.slug) {
            #expect(example.backgroundColor == .systemBackground, "\(example.menuTitle)")
        }
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

    @Test func groupPathsLeadToExamples() {
        #expect(SampleMenu.groupTitles(leadingTo: "Adaptive Sections") == ["Compositional Layout", "Getting Started", "Per-Section Layout"])
        #expect(SampleMenu.groupTitles(leadingTo: "Nested Groups") == ["Compositional Layout", "Advanced Layouts"])
        // The leaf shares its title with its group; the path names the group once.
        #expect(SampleMenu.groupTitles(leadingTo: "Orthogonal Sections")
            == ["Compositional Layout", "Advanced Layouts", "Orthogonal Sections"])
        #expect(SampleMenu.groupTitles(leadingTo: "Not An Example") == [])
    }
}
