import OpenCollectionView

/// Beyond the Sample › Waterfall: OpenCollectionView's masonry section (`NSCollectionLayoutSection.waterfall`), which
/// UIKit does not have. Thirty photo tiles of varied shapes in two columns (three above 600 pt), each placed in the
/// column that is shortest when its turn comes; a tile is as tall as its photo's shape makes it at the column's width.
final class WaterfallViewController: UIViewController {
    static let headerElementKind = "waterfall-header-element-kind"

    /// One photo: its shape (only the ratio matters) and a colour standing in for the picture.
    struct Photo: Hashable {
        let number: Int
        let width: Int
        let height: Int
        let color: UIColor
    }

    /// A tile: the photo's colour, as tall as its shape at the tile's width, with a caption along the bottom.
    final class PhotoCell: UICollectionViewCell {
        let captionLabel = UILabel()
        private var aspectConstraint: NSLayoutConstraint?

        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.layer.cornerRadius = 8
            contentView.clipsToBounds = true
            captionLabel.translatesAutoresizingMaskIntoConstraints = false
            captionLabel.font = UIFont.preferredFont(forTextStyle: .footnote)
            captionLabel.adjustsFontForContentSizeCategory = true
            captionLabel.textColor = .white
            // Dark enough for white footnote text to read on any photo (at least 6:1).
            captionLabel.backgroundColor = UIColor.black.withAlphaComponent(0.5)
            contentView.addSubview(captionLabel)
            NSLayoutConstraint.activate([
                captionLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                captionLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                captionLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            ])
        }

        required init?(coder: NSCoder) {
            return nil
        }

        func show(_ photo: Photo) {
            contentView.backgroundColor = photo.color
            captionLabel.text = "  Photo \(photo.number) · \(photo.width):\(photo.height)"
            aspectConstraint?.isActive = false
            let constraint = contentView.heightAnchor.constraint(
                equalTo: contentView.widthAnchor, multiplier: CGFloat(photo.height) / CGFloat(photo.width))
            constraint.isActive = true
            aspectConstraint = constraint
        }
    }

    /// Thirty photos of varied shapes in a repeating order, coloured around the hue circle.
    static let photos: [Photo] = {
        let shapes = [(3, 4), (1, 1), (2, 3), (4, 3), (3, 2), (1, 1), (9, 16), (3, 4), (16, 9), (2, 3), (4, 5), (3, 2)]
        return (0..<30).map { index in
            let shape = shapes[index % shapes.count]
            let color = UIColor(hue: CGFloat(index * 47 % 360) / 360, saturation: 0.45, brightness: 0.8, alpha: 1)
            return Photo(number: index + 1, width: shape.0, height: shape.1, color: color)
        }
    }()

    var dataSource: UICollectionViewDiffableDataSource<Int, Photo>! = nil
    var collectionView: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Waterfall"
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
        configureDataSource()
    }

    private func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, layoutEnvironment in
            let columns = layoutEnvironment.container.effectiveContentSize.width > 600 ? 3 : 2
            let section = NSCollectionLayoutSection.waterfall(
                columnCount: columns, columnSpacing: 10, itemSpacing: 10, estimatedHeight: { _ in 200 })
            section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)),
                elementKind: Self.headerElementKind, alignment: .top)
            section.boundarySupplementaryItems = [header]
            return section
        }
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<PhotoCell, Photo> { cell, _, photo in
            cell.show(photo)
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<TitleSupplementaryView>(
            elementKind: Self.headerElementKind
        ) { header, _, _ in
            header.label.text = "Photos"
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Photo>(collectionView: collectionView) {
            collectionView, indexPath, photo in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: photo)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Photo>()
        snapshot.appendSections([0])
        snapshot.appendItems(Self.photos)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
