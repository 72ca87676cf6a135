import Cocoa

/// One of the Mac target's examples: the title its window has, its address in the gallery, and the window
/// controller that loads the window from its xib.
public struct MacExample: Sendable {
    /// The window's title, as the Example menu lists it.
    public let title: String
    /// The example's address segment (`grid` for `/mac/grid`).
    public let slug: String
    private let make: @MainActor @Sendable () -> NSWindowController

    init(title: String, slug: String, make: @escaping @MainActor @Sendable () -> NSWindowController) {
        self.title = title
        self.slug = slug
        self.make = make
    }

    /// A new window controller for the example; its `window` loads the xib.
    @MainActor public func makeWindowController() -> NSWindowController {
        make()
    }
}

/// The Mac target's examples, in the Example menu's order.
public enum MacExamples {
    /// Every example.
    public static let all: [MacExample] = [
        MacExample(title: "List", slug: "list") { ListWindowController(windowNibName: "ListWindowController") },
        MacExample(title: "Grid", slug: "grid") { GridWindowController(windowNibName: "GridWindowController") },
        MacExample(title: "Inset Items Grid", slug: "inset-items-grid") {
            InsetItemsGridWindowController(windowNibName: "InsetItemsGridWindowController")
        },
        MacExample(title: "Two-Column Grid", slug: "two-column-grid") {
            TwoColumnWindowController(windowNibName: "TwoColumnWindowController")
        },
        MacExample(title: "Distinct Sections", slug: "distinct-sections") {
            DistinctSectionsWindowController(windowNibName: "DistinctSectionsWindowController")
        },
        MacExample(title: "Adaptive Sections", slug: "adaptive-sections") {
            AdaptiveSectionsWindowController(windowNibName: "AdaptiveSectionsWindowController")
        },
        MacExample(title: "Nested Groups", slug: "nested-groups") {
            NestedGroupsWindowController(windowNibName: "NestedGroupsWindowController")
        },
        MacExample(title: "Orthogonal Scrolling", slug: "orthogonal-scrolling") {
            OrthogonalScrollingWindowController(windowNibName: "OrthogonalScrollingWindowController")
        },
        MacExample(title: "Item Badges", slug: "item-badges") {
            ItemBadgesWindowController(windowNibName: "ItemBadgesWindowController")
        },
        MacExample(title: "Section Headers and Footers", slug: "section-headers-footers") {
            SectionHeadersFootersWindowController(windowNibName: "SectionHeadersFootersWindowController")
        },
        MacExample(title: "Mountains Search", slug: "mountains-search") {
            MountainsSearchWindowController(windowNibName: "MountainsSearchWindowController")
        },
        MacExample(title: "Wi-Fi Settings", slug: "wifi-settings") {
            WiFiSettingsWindowController(windowNibName: "WiFiSettingsWindowController")
        },
        MacExample(title: "Insertion Sort", slug: "insertion-sort") {
            InsertionSortWindowController(windowNibName: "InsertionSortWindowController")
        },
    ]

    /// The example at `slug`.
    public static func example(forSlug slug: String) -> MacExample? {
        all.first { $0.slug == slug }
    }
}
