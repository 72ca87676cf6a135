import OpenCollectionView

/// The sample's `CustomListCell`: a list content view (subtitle style: the item's symbol, title and wrapping
/// description) on the leading side and, on the trailing side, the item's category as a label and a small symbol
/// styled like a value cell's secondary text, all laid out with Auto Layout. The separator starts where the title
/// does, through `separatorLayoutGuide` and the list content view's `textLayoutGuide`.
@MainActor
final class CustomListCell: ItemListCell {
    private lazy var listContentView = UIListContentView(configuration: Self.listContentConfiguration())
    private let categoryLabel = UILabel()
    private let categoryIconView = UIImageView()

    /// The constraints whose constants follow the configurations: the gap before the category label, the gap
    /// between label and icon, and the icon's distance from the trailing edge.
    private var adjustableConstraints: (labelLeading: NSLayoutConstraint, iconLeading: NSLayoutConstraint,
                                        iconTrailing: NSLayoutConstraint)?
    private var separatorConstraint: NSLayoutConstraint?

    private static func listContentConfiguration() -> UIListContentConfiguration {
        .subtitleCell()
    }

    /// Adds the views and their constraints the first time the cell is configured.
    private func installViewsIfNeeded() {
        guard adjustableConstraints == nil else { return }
        for view in [listContentView, categoryLabel, categoryIconView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        // The description gives way before the category does.
        let resistance = listContentView.contentCompressionResistancePriority(for: .horizontal)
        listContentView.setContentCompressionResistancePriority(resistance - 1, for: .horizontal)
        categoryLabel.setContentCompressionResistancePriority(.required, for: .horizontal)

        let adjustable = (
            labelLeading: categoryLabel.leadingAnchor.constraint(greaterThanOrEqualTo: listContentView.trailingAnchor),
            iconLeading: categoryIconView.leadingAnchor.constraint(equalTo: categoryLabel.trailingAnchor),
            iconTrailing: contentView.trailingAnchor.constraint(equalTo: categoryIconView.trailingAnchor)
        )
        NSLayoutConstraint.activate([
            listContentView.topAnchor.constraint(equalTo: contentView.topAnchor),
            listContentView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            listContentView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            categoryLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            categoryIconView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            adjustable.labelLeading, adjustable.iconLeading, adjustable.iconTrailing,
        ])
        adjustableConstraints = adjustable
    }

    /// Starts the separator at the title, once the list content view shows one.
    private func alignSeparatorWithTitle() {
        guard separatorConstraint?.isActive != true, let title = listContentView.textLayoutGuide else { return }
        let constraint = separatorLayoutGuide.leadingAnchor.constraint(equalTo: title.leadingAnchor)
        constraint.isActive = true
        separatorConstraint = constraint
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        installViewsIfNeeded()

        var content = Self.listContentConfiguration().updated(for: state)
        content.imageProperties.preferredSymbolConfiguration = .init(font: content.textProperties.font, scale: .large)
        content.image = state.item.flatMap { UIImage(systemName: $0.symbolName) }
        content.text = state.item?.title
        content.secondaryText = state.item?.summary
        content.axesPreservingSuperviewLayoutMargins = []
        listContentView.configuration = content

        // The category looks like a value cell's secondary text and image.
        let value = UIListContentConfiguration.valueCell().updated(for: state)
        categoryIconView.image = state.item.flatMap { UIImage(systemName: $0.category.symbolName) }
        categoryIconView.tintColor = value.imageProperties.resolvedTintColor(for: tintColor)
        categoryIconView.preferredSymbolConfiguration = .init(font: value.secondaryTextProperties.font, scale: .small)
        categoryLabel.text = state.item?.category.name
        categoryLabel.textColor = value.secondaryTextProperties.resolvedColor()
        categoryLabel.font = value.secondaryTextProperties.font
        categoryLabel.adjustsFontForContentSizeCategory = value.secondaryTextProperties.adjustsFontForContentSizeCategory

        adjustableConstraints?.labelLeading.constant = content.directionalLayoutMargins.trailing
        adjustableConstraints?.iconLeading.constant = value.textToSecondaryTextHorizontalPadding
        adjustableConstraints?.iconTrailing.constant = content.directionalLayoutMargins.trailing
        alignSeparatorWithTitle()
    }
}
