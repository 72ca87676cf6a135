/// The examples the gallery can show so far, in the sample's menu order.
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
            NestedGroupsExample(),
            MountainsSearchExample(),
            InsertionSortExample(),
        ]
    }
}
