import OpenCollectionView

/// Catcher's `DefaultSectionCell`: the user's photo filling the cell (aspect fill, 5 pt corners) under a drop
/// shadow, and — in the random section only — the nickname in white AvenirNext-Bold 30, 20 pt from the bottom-left
/// corner.
///
/// The app lays the cell out with SnapKit; `layoutSubviews` places the same frames. The photo is the user's
/// stand-in colour. Render trees carry no shadows, so the page does not draw the drop shadow.
@MainActor
final class CatcherDefaultSectionCell: UICollectionViewCell {
    static let identifier = "DefaultSectionCell"

    let imageView = UIImageView()
    let nicknameLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.layer.cornerRadius = 5
        imageView.clipsToBounds = true
        layer.shadowOffset = CGSize(width: 0, height: 4)
        layer.shadowRadius = 6
        layer.shadowOpacity = 0.5
        nicknameLabel.font = UIFont(name: "AvenirNext-Bold", size: 30)
        nicknameLabel.textColor = .white
        contentView.addSubview(imageView)
        contentView.addSubview(nicknameLabel)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Shows `user`, with the nickname when `showsNickname` (the random section).
    func configure(with user: CatcherUser, showsNickname: Bool) {
        imageView.backgroundColor = user.photoColor
        nicknameLabel.text = user.nickname
        nicknameLabel.isHidden = !showsNickname
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = contentView.bounds
        let size = nicknameLabel.sizeThatFits(CGSize(width: max(0, contentView.bounds.width - 40), height: .greatestFiniteMagnitude))
        nicknameLabel.frame = CGRect(
            x: 20, y: contentView.bounds.height - 20 - size.height, width: min(size.width, max(0, contentView.bounds.width - 40)),
            height: size.height)
    }
}
