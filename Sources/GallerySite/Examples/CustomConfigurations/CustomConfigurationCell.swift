import OpenCollectionView

/// The sample's `CustomConfigurationCell`: every state change sets a clear background with 10 pt corners — filled
/// with the tint (system blue) while selected or highlighted, at 30 % while highlighted — and a
/// `CustomContentConfiguration` with the cell's image, white while selected or highlighted.
@MainActor
final class CustomConfigurationCell: UICollectionViewCell {
    var image: UIImage? {
        didSet {
            guard image != oldValue else { return }
            setNeedsUpdateConfiguration()
        }
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        var backgroundConfiguration = UIBackgroundConfiguration.clear()
        backgroundConfiguration.cornerRadius = 10
        if state.isHighlighted || state.isSelected {
            // A nil colour is the tint colour.
            backgroundConfiguration.backgroundColor = nil
            if state.isHighlighted {
                backgroundConfiguration.backgroundColorTransformer = .init { $0.withAlphaComponent(0.3) }
            }
        }
        var contentConfiguration = CustomContentConfiguration().updated(for: state)
        contentConfiguration.image = image
        self.contentConfiguration = contentConfiguration
        self.backgroundConfiguration = backgroundConfiguration
    }
}
