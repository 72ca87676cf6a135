import Foundation

/// Returns the frames of a custom group's items for the environment the group is laid out in.
public typealias NSCollectionLayoutGroupCustomItemProvider =
    (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

extension NSCollectionLayoutGroup {
    /// A group whose item frames `itemProvider` computes, relative to the group's origin.
    ///
    /// The provider is called once per section each time the layout prepares; the group holds as many
    /// items as it returns frames and repeats for the section's remaining items.
    public static func custom(
        layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
    ) -> NSCollectionLayoutGroup {
        // The compositional layout hands every custom group its own environment (UIKit's, with the traits).
        custom(layoutSize: layoutSize, faceItemProvider: { environment in
            itemProvider(environment as! any NSCollectionLayoutEnvironment)
        })
    }
}
