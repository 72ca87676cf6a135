import OpenCollectionView

/// A card: a rounded panel in its own colour with its name, and its place among the cards, which comes from the
/// layout's attributes.
final class CardCell: UICollectionViewCell {
    let nameLabel = UILabel()
    let placeLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 16
        contentView.clipsToBounds = true
        for label in [nameLabel, placeLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            label.textColor = .white
            label.adjustsFontForContentSizeCategory = true
            contentView.addSubview(label)
        }
        nameLabel.font = UIFont.preferredFont(forTextStyle: .largeTitle)
        placeLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        NSLayoutConstraint.activate([
            nameLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
            nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -20),
            nameLabel.bottomAnchor.constraint(equalTo: placeLabel.topAnchor, constant: -4),
            placeLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            placeLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -20),
        ])
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Shows card `number`: its name and a colour of its own, dark enough for white text.
    func show(card number: Int) {
        nameLabel.text = "Card \(number)"
        contentView.backgroundColor = UIColor(hue: CGFloat(number * 53 % 360) / 360, saturation: 0.55, brightness: 0.45, alpha: 1)
    }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        guard let card = layoutAttributes as? CarouselLayoutAttributes else { return }
        placeLabel.text = "\(card.position) of \(card.count)"
    }
}
