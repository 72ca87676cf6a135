import OpenCollectionView

/// Beyond the Sample › Flow Layout Tags: the 387 mountains as tags sized to their names, grouped by first letter under
/// pinned headers — `UICollectionViewFlowLayout` with a delegate that sizes each item, as apps lay out tag clouds. A
/// tag's context menu (long press or right click) pins it to the front of its letter or deletes it.
/// Lines fill and are justified; each section's last line keeps the minimum spacing, its tags being of mixed widths.
final class FlowTagsViewController: UIViewController, UICollectionViewDelegateFlowLayout {
    private var dataSource: UICollectionViewDiffableDataSource<String, Mountain>!
    private var collectionView: UICollectionView!
    /// Measures a tag's name in the tag's font.
    private let measuringLabel = UILabel()

    static let tagFont = UIFont.preferredFont(forTextStyle: .subheadline)
    static let tagHeight: CGFloat = 32
    static let tagPadding: CGFloat = 12

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Flow Layout Tags"
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 16, right: 16)
        layout.headerReferenceSize = CGSize(width: 0, height: 36)
        layout.sectionHeadersPinToVisibleBounds = true
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.delegate = self
        view.addSubview(collectionView)
        measuringLabel.font = Self.tagFont
        configureDataSource()
    }

    private func configureDataSource() {
        let tagRegistration = UICollectionView.CellRegistration<TagCell, Mountain> { cell, _, mountain in
            cell.label.text = mountain.name
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<TitleSupplementaryView>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { [unowned self] header, _, indexPath in
            header.label.text = dataSource.snapshot().sectionIdentifiers[indexPath.section]
            header.backgroundColor = .systemBackground
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, mountain in
            collectionView.dequeueConfiguredReusableCell(using: tagRegistration, for: indexPath, item: mountain)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, Mountain>()
        let byLetter = Dictionary(grouping: MountainCatalog.all) { String($0.name.prefix(1)) }
        for letter in byLetter.keys.sorted() {
            snapshot.appendSections([letter])
            snapshot.appendItems(byLetter[letter]!)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// A long press or right click on a tag: pin it to the front of its letter, or delete it (animated).
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard indexPaths.count == 1, let mountain = dataSource.itemIdentifier(for: indexPaths[0]) else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [unowned self] _ in
            let pin = UIAction(title: "Pin to Front", image: UIImage(systemName: "pin")) { [unowned self] _ in
                var snapshot = dataSource.snapshot()
                guard let section = snapshot.sectionIdentifier(containingItem: mountain),
                    let first = snapshot.itemIdentifiers(inSection: section).first, first != mountain
                else { return }
                snapshot.moveItem(mountain, beforeItem: first)
                dataSource.apply(snapshot)
            }
            let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { [unowned self] _ in
                var snapshot = dataSource.snapshot()
                snapshot.deleteItems([mountain])
                dataSource.apply(snapshot)
            }
            return UIMenu(title: mountain.name, children: [pin, delete])
        }
    }

    /// A tag as wide as its name plus padding, never wider than the line.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        measuringLabel.text = dataSource.itemIdentifier(for: indexPath)?.name
        let available = collectionView.bounds.width - 32
        let width = min(measuringLabel.intrinsicContentSize.width + 2 * Self.tagPadding, available)
        return CGSize(width: width.rounded(.up), height: Self.tagHeight)
    }
}

/// A tag: its name centred on a capsule.
final class TagCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.frame = contentView.bounds
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.font = FlowTagsViewController.tagFont
        label.textAlignment = .center
        contentView.addSubview(label)
        contentView.backgroundColor = .secondarySystemFill
        contentView.layer.cornerRadius = FlowTagsViewController.tagHeight / 2
    }

    required init?(coder: NSCoder) {
        nil
    }
}
