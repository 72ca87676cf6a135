import CompositionalLayoutEngine
import Foundation

/// Changes a section's visible elements before they are shown: the elements, the section's content offset
/// (the collection view's, plus the row's offset for an orthogonal section) and the layout environment.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

// UIKit's own settings of a section. The section is shared with AppKit's names (CollectionLayout); what only UIKit
// has lives here, over the section's engine-level fields and its face values.
extension NSCollectionLayoutSection {
    /// The boundary `contentInsets` are measured from; `.automatic` follows the layout configuration.
    public var contentInsetsReference: UIContentInsetsReference {
        get { UIContentInsetsReference(insetsReference) }
        set { insetsReference = newValue.spec }
    }

    /// The boundary the `contentInsets` of the section's boundary supplementary items are measured from (iOS 16);
    /// `.automatic` follows the layout configuration. Kept, not applied: boundary items' insets are measured as
    /// `supplementariesFollowContentInsets` says, from the section's reference.
    public var supplementaryContentInsetsReference: UIContentInsetsReference {
        get { UIContentInsetsReference(supplementaryInsetsReference) }
        set { supplementaryInsetsReference = newValue.spec }
    }

    /// Whether the section's groups form a row that scrolls across the layout's axis, and how it comes to rest.
    public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior {
        get { UICollectionLayoutSectionOrthogonalScrollingBehavior(orthogonalScrolling) }
        set { orthogonalScrolling = newValue.spec }
    }

    /// The deceleration rate and bounce of the section's row when it scrolls orthogonally (iOS 17); set its
    /// properties in place. Kept, not applied (see `UICollectionLayoutSectionOrthogonalScrollingProperties`).
    public var orthogonalScrollingProperties: UICollectionLayoutSectionOrthogonalScrollingProperties {
        if let properties = faceValues[OrthogonalScrollingPropertiesKey.self] { return properties }
        let properties = UICollectionLayoutSectionOrthogonalScrollingProperties()
        faceValues[OrthogonalScrollingPropertiesKey.self] = properties
        return properties
    }

    /// Called with the section's visible elements before they are shown, to change their alpha, transform,
    /// zIndex, visibility or centre (the frames the layout computed are unchanged). Called whenever the
    /// layout hands out attributes for the visible part of the section.
    public var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler? {
        get { faceValues[VisibleItemsHandlerKey.self] }
        set { faceValues[VisibleItemsHandlerKey.self] = newValue }
    }

    /// The list configuration the section was made from with `list(using:layoutEnvironment:)`.
    var listConfiguration: UICollectionLayoutListConfiguration? {
        get { faceValues[ListConfigurationKey.self] }
        set { faceValues[ListConfigurationKey.self] = newValue }
    }

    private enum OrthogonalScrollingPropertiesKey: FaceValueKey {
        typealias Value = UICollectionLayoutSectionOrthogonalScrollingProperties
    }

    private enum VisibleItemsHandlerKey: FaceValueKey {
        typealias Value = NSCollectionLayoutSectionVisibleItemsInvalidationHandler
    }

    private enum ListConfigurationKey: FaceValueKey {
        typealias Value = UICollectionLayoutListConfiguration
    }
}
