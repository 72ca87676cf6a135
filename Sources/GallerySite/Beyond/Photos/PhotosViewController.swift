import OpenCollectionView

/// Beyond the Sample › Photos: a grid of photos as a photo library shows them — square thumbnails two pixels apart,
/// three to a row, a segmented control at the bottom switching between large, medium and small thumbnails (what a
/// pinch does on iOS). Thumbnails are prepared ahead of the scroll by a prefetch data source, whose work the strip at
/// the bottom reports. A photo's context menu shares it, marks it a favourite (a heart on its thumbnail) or deletes it
/// (animated); a photo pressed and moved (held first with a finger) can be dragged to another place; a tap opens it.
final class PhotosViewController: UIViewController, UICollectionViewDelegate, UICollectionViewDataSourcePrefetching,
    UICollectionViewDragDelegate, UICollectionViewDropDelegate
{
    /// The thumbnail sizes the segmented control switches between, as the side a thumbnail aims at: two, three and
    /// five to a phone's row, more on wider screens.
    static let sizes: [(title: String, side: CGFloat)] = [("Large", 195), ("Medium", 130), ("Small", 78)]
    /// How many photos the library holds: the gallery's pictures, each several times.
    static let photoCount = 96

    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
    let sizeControl = UISegmentedControl(items: PhotosViewController.sizes.map(\.title))
    /// The prefetch log's latest line.
    let logLabel = UILabel()
    /// What prefetching did, oldest first (the label shows the latest).
    private(set) var prefetchLog: [String] = []
    /// Thumbnails prepared ahead of the scroll, by photo.
    private(set) var thumbnails: [Int: UIImage] = [:]
    private(set) var favourites: Set<Int> = []
    private let bar = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Photos"
        view.backgroundColor = .systemBackground
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: Self.layout(side: Self.sizes[1].side))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.delegate = self
        collectionView.prefetchDataSource = self
        collectionView.dragDelegate = self
        collectionView.dropDelegate = self
        collectionView.dragInteractionEnabled = true
        view.addSubview(collectionView)
        makeBar()
        configureDataSource()
    }

    /// How many thumbnails of about `side` points fit across `width`: at least one.
    static func columns(across width: CGFloat, side: CGFloat) -> Int {
        max(1, Int((width / side).rounded()))
    }

    /// Square thumbnails of about `side` points, as many to a row as fit, a point of space around each (two between
    /// neighbours).
    static func layout(side: CGFloat) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            grid(columns: columns(across: environment.container.effectiveContentSize.width, side: side))
        }
    }

    private static func grid(columns: Int) -> NSCollectionLayoutSection {
        let fraction = 1 / CGFloat(columns)
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(fraction), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(fraction)),
            subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }

    /// The bar under the grid: the size switch and the prefetch log. The grid scrolls under it (its safe area ends at
    /// the bar's top).
    private func makeBar() {
        bar.backgroundColor = .secondarySystemBackground
        placeBottomBar(bar, height: Self.barHeight)
        sizeControl.selectedSegmentIndex = 1
        sizeControl.addAction(UIAction { [unowned self] _ in
            let size = Self.sizes[sizeControl.selectedSegmentIndex]
            collectionView.setCollectionViewLayout(Self.layout(side: size.side), animated: true)
        }, for: .valueChanged)
        sizeControl.translatesAutoresizingMaskIntoConstraints = false
        bar.addSubview(sizeControl)
        logLabel.font = .preferredFont(forTextStyle: .caption1)
        logLabel.textColor = .secondaryLabel
        logLabel.textAlignment = .center
        logLabel.text = "Nothing prefetched yet"
        logLabel.translatesAutoresizingMaskIntoConstraints = false
        bar.addSubview(logLabel)
        NSLayoutConstraint.activate([
            sizeControl.topAnchor.constraint(equalTo: bar.topAnchor, constant: 10),
            sizeControl.leadingAnchor.constraint(equalTo: bar.layoutMarginsGuide.leadingAnchor),
            sizeControl.trailingAnchor.constraint(equalTo: bar.layoutMarginsGuide.trailingAnchor),
            logLabel.topAnchor.constraint(equalTo: sizeControl.bottomAnchor, constant: 8),
            logLabel.leadingAnchor.constraint(equalTo: bar.layoutMarginsGuide.leadingAnchor),
            logLabel.trailingAnchor.constraint(equalTo: bar.layoutMarginsGuide.trailingAnchor),
        ])
    }

    /// The bar's height above the screen's own safe area: the switch, the log line and their spacing.
    static let barHeight: CGFloat = 72

    private func configureDataSource() {
        let registration = UICollectionView.CellRegistration<PhotoCell, Int> { [unowned self] cell, _, photo in
            cell.show(image: thumbnails[photo] ?? Self.image(forPhoto: photo), title: Self.title(of: photo),
                      isFavourite: favourites.contains(photo))
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, photo in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: photo)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<Self.photoCount))
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    static func title(of photo: Int) -> String { "Photo \(photo + 1)" }

    /// The picture of `photo`: the gallery's photos in turn (a symbol if the resources are missing).
    static func image(forPhoto photo: Int) -> UIImage {
        let pictures = GalleryPhotos.all
        guard !pictures.isEmpty else { return UIImage(systemName: "photo")! }
        return pictures[photo % pictures.count]
    }

    // MARK: Opening a photo

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        guard let photo = dataSource.itemIdentifier(for: indexPath) else { return }
        navigationController?.pushViewController(
            PhotoViewController(image: Self.image(forPhoto: photo), title: Self.title(of: photo)), animated: true)
    }

    // MARK: Prefetching

    /// Prepares the thumbnails of the photos about to scroll into view, at the size the grid shows them.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        let photos = indexPaths.compactMap(dataSource.itemIdentifier(for:))
        guard !photos.isEmpty else { return }
        let width = collectionView.bounds.width
        let side = width / CGFloat(Self.columns(across: width, side: Self.sizes[sizeControl.selectedSegmentIndex].side))
        for photo in photos where thumbnails[photo] == nil {
            thumbnails[photo] = Self.image(forPhoto: photo).preparingThumbnail(of: CGSize(width: side, height: side))
        }
        record("Prefetched \(Self.describe(photos))")
    }

    /// Forgets the thumbnails of photos the person turned away from before they showed.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        let photos = indexPaths.compactMap(dataSource.itemIdentifier(for:))
        guard !photos.isEmpty else { return }
        for photo in photos { thumbnails[photo] = nil }
        record("Cancelled \(Self.describe(photos))")
    }

    private func record(_ line: String) {
        prefetchLog.append(line)
        if prefetchLog.count > 50 { prefetchLog.removeFirst() }
        logLabel.text = line
    }

    /// "photos 37–48" for a run in library order, "4 photos" otherwise, "photo 9" for one.
    static func describe(_ photos: [Int]) -> String {
        guard let first = photos.first, let last = photos.last else { return "nothing" }
        if photos.count == 1 { return "photo \(first + 1)" }
        let run = Array(stride(from: first, through: last, by: first <= last ? 1 : -1))
        return photos == run ? "photos \(first + 1)–\(last + 1)" : "\(photos.count) photos"
    }

    // MARK: Context menus

    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard indexPaths.count == 1, let photo = dataSource.itemIdentifier(for: indexPaths[0]) else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [unowned self] _ in
            let share = UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { [unowned self] _ in
                record("Shared \(Self.title(of: photo))")
            }
            let isFavourite = favourites.contains(photo)
            let favourite = UIAction(
                title: isFavourite ? "Unfavourite" : "Favourite", image: UIImage(systemName: isFavourite ? "heart.slash" : "heart")
            ) { [unowned self] _ in
                if favourites.remove(photo) == nil { favourites.insert(photo) }
                var snapshot = dataSource.snapshot()
                snapshot.reconfigureItems([photo])
                dataSource.apply(snapshot)
            }
            let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { [unowned self] _ in
                var snapshot = dataSource.snapshot()
                snapshot.deleteItems([photo])
                dataSource.apply(snapshot)
            }
            return UIMenu(title: Self.title(of: photo), children: [share, favourite, delete])
        }
    }

    // MARK: Dragging to reorder

    func collectionView(
        _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
    ) -> [UIDragItem] {
        guard let photo = dataSource.itemIdentifier(for: indexPath) else { return [] }
        let item = UIDragItem(itemProvider: NSItemProvider(object: Self.image(forPhoto: photo)))
        item.localObject = photo
        return [item]
    }

    /// Photos from this grid move between the others; nothing else can be dropped here.
    func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal {
        guard session.localDragSession != nil else { return UICollectionViewDropProposal(operation: .forbidden) }
        return UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }

    /// Moves the dragged photo to where it was dropped: after the photo there when it came from before it, else before.
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator) {
        guard let destination = coordinator.destinationIndexPath, let item = coordinator.items.first,
            let photo = item.dragItem.localObject as? Int, let target = dataSource.itemIdentifier(for: destination),
            target != photo
        else { return }
        var snapshot = dataSource.snapshot()
        guard let from = snapshot.indexOfItem(photo), let to = snapshot.indexOfItem(target) else { return }
        if to > from { snapshot.moveItem(photo, afterItem: target) } else { snapshot.moveItem(photo, beforeItem: target) }
        dataSource.apply(snapshot)
        coordinator.drop(item.dragItem, toItemAt: destination)
    }
}

/// A photo's thumbnail filling its square, cropped to it, with a heart in the corner when it is a favourite. The
/// photo's title (and whether it is a favourite) is what assistive technologies read.
final class PhotoCell: UICollectionViewCell {
    let imageView = UIImageView()
    let heart = UIImageView(image: UIImage(systemName: "heart.fill"))

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.frame = contentView.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.backgroundColor = .secondarySystemFill
        contentView.addSubview(imageView)
        heart.tintColor = .white
        heart.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(heart)
        NSLayoutConstraint.activate([
            heart.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 6),
            heart.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
        ])
        imageView.isAccessibilityElement = true
    }

    required init?(coder: NSCoder) {
        nil
    }

    func show(image: UIImage, title: String, isFavourite: Bool) {
        imageView.image = image
        heart.isHidden = !isFavourite
        imageView.accessibilityLabel = isFavourite ? "\(title), Favourite" : title
    }
}

/// One photo on its own, fitted to the screen on black.
final class PhotoViewController: UIViewController {
    private let image: UIImage

    init(image: UIImage, title: String) {
        self.image = image
        super.init(nibName: nil, bundle: nil)
        navigationItem.title = title
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        let imageView = UIImageView(image: image)
        imageView.frame = view.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        imageView.contentMode = .scaleAspectFit
        imageView.accessibilityLabel = navigationItem.title
        imageView.isAccessibilityElement = true
        view.addSubview(imageView)
    }
}
