import OpenCollectionView

/// The sample's `BadgeSupplementaryView`: a green circle with a 1 pt black border around a centred body label.
/// The corners follow the view's width, so it stays a circle whatever size the layout gives it.
final class BadgeSupplementaryView: UICollectionReusableView {
    static let reuseIdentifier = "badge-reuse-identifier"
    let label = UILabel()

    override var frame: CGRect {
        didSet { configureBorder() }
    }

    override var bounds: CGRect {
        didSet { configureBorder() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    required init?(coder: NSCoder) {
        return nil
    }

    private func configure() {
        label.translatesAutoresizingMaskIntoConstraints = false
        label.adjustsFontForContentSizeCategory = true
        addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: centerXAnchor),
            label.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
        label.font = UIFont.preferredFont(forTextStyle: .body)
        label.textAlignment = .center
        label.textColor = .black
        backgroundColor = .green
        configureBorder()
    }

    private func configureBorder() {
        let radius = bounds.width / 2.0
        layer.cornerRadius = radius
        layer.borderColor = UIColor.black.cgColor
        layer.borderWidth = 1.0
    }
}
