import OpenCollectionView

/// The sample's `CustomContentConfiguration`: a content configuration of its own — an image and the tint to draw
/// it in — whose view is a `CustomContentView`. Selected and highlighted cells draw the image white.
struct CustomContentConfiguration: UIContentConfiguration, Hashable {
    var image: UIImage?
    var tintColor: UIColor?

    func makeContentView() -> any UIView & UIContentView {
        CustomContentView(configuration: self)
    }

    func updated(for state: any UIConfigurationState) -> Self {
        guard let state = state as? UICellConfigurationState else { return self }
        var updatedConfiguration = self
        if state.isSelected || state.isHighlighted {
            updatedConfiguration.tintColor = .white
        }
        return updatedConfiguration
    }
}
