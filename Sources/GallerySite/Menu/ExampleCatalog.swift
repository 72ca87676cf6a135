/// The examples the gallery can show so far, in menu order: the sample's menu (spec §1.1), then
/// OpenCollectionView's own extensions (`SampleMenu.extensionEntries`).
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
            EmojiExplorerExample(),
            EmojiExplorerListExample(),
            CustomConfigurationsExample(),
            WaterfallExample(),
            CatcherFeedExample(),
        ]
    }
}
