import OpenCollectionView

/// Catcher's `RankSectionCell`: a card with 15 pt corners and a 1 pt light grey border; a square photo with its top
/// corners rounded; under it a column (6 pt apart) of "N위  nickname" (AvenirNext-Bold 16), "받은 찜 N개"
/// (AvenirNext-Regular 13, dark grey) and the introduction (13, dark grey).
///
/// The app lays the cell out with SnapKit and a `UIStackView`; here `layoutSubviews` places the photo and the stack.
@MainActor
final class CatcherRankSectionCell: UICollectionViewCell {
    static let identifier = "RankSectionCell"

    let imageView = UIImageView()
    let rankLabel = UILabel()
    let picksLabel = UILabel()
    let introductionLabel = UILabel()
    private let stackView = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 15
        contentView.layer.borderWidth = 1
        contentView.layer.borderColor = UIColor.lightGray.cgColor
        contentView.clipsToBounds = true
        imageView.contentMode = .scaleAspectFill
        imageView.layer.cornerRadius = 15
        imageView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        imageView.clipsToBounds = true
        rankLabel.font = UIFont(name: "AvenirNext-Bold", size: 16)
        picksLabel.font = UIFont(name: "AvenirNext-Regular", size: 13)
        picksLabel.textColor = .darkGray
        introductionLabel.font = UIFont(name: "AvenirNext-Regular", size: 13)
        introductionLabel.textColor = .darkGray
        stackView.axis = .vertical
        stackView.spacing = 6
        stackView.alignment = .leading
        for label in [rankLabel, picksLabel, introductionLabel] { stackView.addArrangedSubview(label) }
        contentView.addSubview(imageView)
        contentView.addSubview(stackView)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Shows `user` at `rank` (from 1).
    func configure(with user: CatcherUser, rank: Int) {
        imageView.backgroundColor = user.photoColor
        rankLabel.text = "\(rank)위  \(user.nickname)"
        picksLabel.text = "받은 찜 \(user.picks)개"
        introductionLabel.text = user.introduction
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        imageView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.width)
        let top = bounds.width + 8
        stackView.frame = CGRect(x: 10, y: top, width: max(0, bounds.width - 20), height: max(0, bounds.height - top - 8))
    }
}
