import Foundation
import OpenCollectionView
import Testing

/// A supplementary view written as the sample's `TitleSupplementaryView`-style UIKit code is written.
@MainActor
private final class TitleHeaderView: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = UIFont.preferredFont(forTextStyle: .title3)
        label.adjustsFontForContentSizeCategory = true
        label.textAlignment = .center
        backgroundColor = .lightGray
        layer.borderColor = UIColor.black.cgColor
        layer.borderWidth = 1
        layer.cornerRadius = 8
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}

/// A cell that sizes an accessory symbol the way list cells do.
@MainActor
private final class ValueCell: UICollectionViewCell {
    let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        let someFont = UIFont.preferredFont(forTextStyle: .subheadline)
        imageView.image = UIImage(systemName: "chevron.right")
        imageView.preferredSymbolConfiguration = .init(font: someFont, scale: .small)
        imageView.tintColor = .systemGray
        contentView.addSubview(imageView)
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}

/// The view API of the seed articles compiles and behaves (seed-api-checklist "Views, cells and configurations").
@MainActor
@Suite struct SeedViewAPITests {
    @Test func aCustomSupplementaryViewConfiguresItsLabelAndLayer() {
        let header = TitleHeaderView(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        #expect(header.label.superview === header)
        #expect(header.label.font.pointSize == 20)
        #expect(header.label.textAlignment == .center)
        #expect(header.backgroundColor == .lightGray)
        #expect(header.layer.borderColor == UIColor.black.cgColor)
        #expect(header.layer.borderWidth == 1)
        #expect(header.layer.cornerRadius == 8)
        header.label.text = "Section 1"
        #expect(header.label.intrinsicContentSize.height == 25)  // title3's line height
    }

    @Test func aCellSizesItsAccessorySymbolFromAFont() {
        let cell = ValueCell(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        // Subheadline is 15 pt; the small scale is 0.8 of it.
        #expect(cell.imageView.intrinsicContentSize == CGSize(width: 12, height: 12))
        #expect(cell.imageView.displayedTintColor == .systemGray)
    }

    @Test func aCollectionViewHasABackgroundColourAndARefreshControl() {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout(
            section: NSCollectionLayoutSection(group: .horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                subitems: [NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))]))))
        collectionView.backgroundColor = .systemBackground
        collectionView.showsVerticalScrollIndicator = false
        collectionView.refreshControl = UIRefreshControl()
        #expect(collectionView.backgroundColor == .systemBackground)
        #expect(collectionView.refreshControl?.superview === collectionView)
        #expect(collectionView.showsVerticalScrollIndicator == false)
    }
}
