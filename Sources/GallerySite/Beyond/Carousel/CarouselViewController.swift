import OpenCollectionView

/// Beyond the Sample › Card Carousel: a layout of one's own (`CarouselLayout`), as layout libraries write them. Cards
/// scroll sideways and a fling comes to rest with a card in the middle (the layout's
/// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`); + adds a card after the middle one,
/// rising into place, and the bin removes the middle one, which rises away (its initial and final layout attributes).
/// With no cards left, the collection view's `backgroundView` says so.
final class CarouselViewController: UIViewController {
    var dataSource: UICollectionViewDiffableDataSource<Int, Int>! = nil
    var collectionView: UICollectionView! = nil
    private let removeItem = UIBarButtonItem(systemItem: .trash)
    /// The number the next new card gets.
    private var nextCard = 1

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Card Carousel"
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: CarouselLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.showsHorizontalScrollIndicator = false
        collectionView.backgroundView = makeEmptyState()
        view.addSubview(collectionView)
        configureDataSource()
        removeItem.primaryAction = UIAction { [weak self] _ in self?.removeMiddleCard() }
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.addCard() }),
            removeItem,
        ]
        showEmptyState()
    }

    /// "No Cards", centred, for when the last card is gone.
    private func makeEmptyState() -> UIView {
        let background = UIView()
        let label = UILabel()
        label.text = "No Cards"
        label.font = UIFont.preferredFont(forTextStyle: .title2)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = .secondaryLabel
        label.translatesAutoresizingMaskIntoConstraints = false
        background.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: background.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: background.centerYAnchor),
        ])
        return background
    }

    /// The empty state shows, and the bin is off, exactly when there are no cards.
    private func showEmptyState() {
        let isEmpty = dataSource.snapshot().numberOfItems == 0
        collectionView.backgroundView?.isHidden = !isEmpty
        removeItem.isEnabled = !isEmpty
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<CardCell, Int> { cell, _, card in
            cell.show(card: card)
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, card in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: card)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(newCards(8))
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    private func newCards(_ count: Int) -> [Int] {
        defer { nextCard += count }
        return Array(nextCard..<nextCard + count)
    }

    /// The card in the middle of the view, if any.
    var middleCard: Int? {
        guard let layout = collectionView.collectionViewLayout as? CarouselLayout,
            let item = layout.card(nearestOffset: collectionView.contentOffset.x)
        else { return nil }
        return dataSource.itemIdentifier(for: IndexPath(item: item, section: 0))
    }

    /// Adds a card after the one in the middle (or the first), and brings it to the middle.
    func addCard() {
        var snapshot = dataSource.snapshot()
        let card = newCards(1)[0]
        if let middle = middleCard {
            snapshot.insertItems([card], afterItem: middle)
        } else {
            snapshot.appendItems([card])
        }
        dataSource.apply(snapshot, animatingDifferences: true)
        showEmptyState()
        if let indexPath = dataSource.indexPath(for: card) {
            collectionView.scrollToItem(at: indexPath, at: .centeredHorizontally, animated: true)
        }
    }

    /// Removes the card in the middle; its neighbour takes its place.
    func removeMiddleCard() {
        guard let middle = middleCard else { return }
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([middle])
        dataSource.apply(snapshot, animatingDifferences: true)
        showEmptyState()
    }
}
