import OpenCollectionView

/// The sample's `SectionBackgroundDecorationView`: a translucent light grey panel with a 1 pt black border and
/// 12 pt corners, behind a section.
final class SectionBackgroundDecorationView: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    required init?(coder: NSCoder) {
        return nil
    }

    private func configure() {
        backgroundColor = UIColor.lightGray.withAlphaComponent(0.5)
        layer.borderColor = UIColor.black.cgColor
        layer.borderWidth = 1
        layer.cornerRadius = 12
    }
}
