import UIKit
import QuartzCore

final class FruitTileCell: UICollectionViewCell {
    static let reuseIdentifier = "FruitTileCell"

    private let emojiLabel = UILabel()
    private let nameLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 12
        contentView.layer.masksToBounds = true
        contentView.layer.borderWidth = 1
        contentView.layer.borderColor = UIColor.separator.cgColor

        emojiLabel.font = .systemFont(ofSize: 32)
        emojiLabel.textAlignment = .center
        nameLabel.font = .preferredFont(forTextStyle: .caption1)
        nameLabel.textColor = .secondaryLabel
        nameLabel.textAlignment = .center
        nameLabel.adjustsFontForContentSizeCategory = true

        let stack = UIStackView(arrangedSubviews: [emojiLabel, nameLabel])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)

        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            stack.leadingAnchor.constraint(greaterThanOrEqualTo: contentView.leadingAnchor, constant: 8),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(emoji: String, name: String) {
        emojiLabel.text = emoji
        nameLabel.text = name
    }

    override var isHighlighted: Bool {
        didSet {
            let pulse = CABasicAnimation(keyPath: "opacity")
            pulse.fromValue = 1.0
            pulse.toValue = isHighlighted ? 0.6 : 1.0
            pulse.duration = 0.15
            pulse.timingFunction = CAMediaTimingFunction(name: .easeOut)
            contentView.layer.add(pulse, forKey: "highlight")
            contentView.alpha = isHighlighted ? 0.6 : 1.0
        }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        emojiLabel.text = nil
        nameLabel.text = nil
    }
}
