/// The examples the gallery can show so far, in menu order: the sample's menu (spec §1.1), then the pages beyond it
/// (`SampleMenu.extensionEntries`: OpenCollectionView's own extensions and a real app's screen).
@MainActor
public enum ExampleCatalog {
    /// Every available example, in menu order.
    public static var examples: [any GalleryExample] {
        [
            GridExample(),
            InsetItemsGridExample(),
            TwoColumnGridExample(),
            DistinctSectionsExample(),
            AdaptiveSectionsExample(),
            ItemBadgesExample(),
            SectionHeadersFootersExample(),
            PinnedSectionHeadersExample(),
            SectionBackgroundDecorationExample(),
            NestedGroupsExample(),
            OrthogonalSectionsExample(),
            OrthogonalSectionBehaviorsExample(),
            ConferenceVideosExample(),
            ConferenceNewsExample(),
            MountainsSearchExample(),
            WiFiSettingsExample(),
            InsertionSortExample(),
            TableViewEditingExample(),
            SimpleListExample(),
            ReorderableListExample(),
            ListAppearancesExample(),
            CustomCellListExample(),
            EmojiExplorerExample(),
            EmojiExplorerListExample(),
            CustomConfigurationsExample(),
            WaterfallExample(),
            CatcherFeedExample(),
        ]
    }

    /// Why the sample's examples that have no page yet are missing, by menu title; the index says so.
    public static let pendingReasons: [String: String] = [:]
}
