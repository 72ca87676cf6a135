import OpenCollectionView

/// Catcher's `SectionHeaderView`: one label, 15 pt from the header's leading, top and bottom edges.
///
/// The app pins the label with SnapKit (`leading.top.bottom.equalToSuperview().offset(15)`), which moves the bottom
/// 15 pt *below* the 30 pt header: the label is as tall as the header and hangs 15 pt into the section's items.
/// `layoutSubviews` places it there.
@MainActor
final class CatcherSectionHeaderView: UICollectionReusableView {
    static let identifier = "SectionHeaderView"

    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Shows `title` in `font` and `color`.
    func configure(title: String, font: UIFont?, color: UIColor) {
        titleLabel.text = title
        titleLabel.font = font
        titleLabel.textColor = color
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = CGRect(x: 15, y: 15, width: max(0, bounds.width - 15), height: bounds.height)
    }
}
