import OpenCollectionView

/// Beyond the Sample › Feed: a social feed written the way a production app writes one, in a tab bar controller beside
/// the Photos tab — a paging banner of featured photos with a page control under it, a header holding a segmented filter
/// and a refresh button, posts whose like and comment buttons change them, a spinner at the end while more posts load,
/// pull to refresh, and a comment field at the bottom that posts what a person types.
final class FeedTabsViewController: UITabBarController, UITabBarControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        let feed = FeedViewController()
        feed.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "house"), tag: 0)
        let photos = PhotosViewController()
        photos.tabBarItem = UITabBarItem(title: "Photos", image: UIImage(systemName: "photo.on.rectangle"), tag: 1)
        viewControllers = [feed, photos]
        navigationItem.title = "Feed"
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        navigationItem.title = viewController.tabBarItem.title
    }
}

/// A post in the feed.
struct FeedPost: Hashable, Sendable {
    let id: Int
    var author: String
    var text: String
    var likes: Int
    var comments: Int
    var isLiked = false
    /// Whether the person follows the author (the Following filter).
    var isFollowed: Bool
}

/// The feed itself: section 0 is the banner, section 1 the posts the filter lets through.
final class FeedViewController: UIViewController, UICollectionViewDelegate, UITextFieldDelegate {
    enum Section: Int { case banner, posts }
    enum Item: Hashable, Sendable {
        case featured(Int)
        case post(Int)
    }

    static let filters = ["All", "Following", "Popular"]
    static let bannerCount = 5
    static let pageSize = 12
    /// How long the newest posts take to come after a refresh: a phone's network, long enough to see the spinner.
    static let newPostsDelay = DispatchTimeInterval.milliseconds(700)
    static let maximumPosts = 48
    /// The most posts the feed keeps: posts written or fetched on top push the oldest out at the end, so that a feed
    /// left open all day holds what one screen's worth of scrolling shows, not every post ever made.
    static let maximumKeptPosts = 200
    static let composerHeight: CGFloat = 56
    static let bannerFooterKind = "banner-page-control"
    static let postsFooterKind = "posts-loading"

    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Section, Item>!
    private(set) var posts: [Int: FeedPost] = [:]
    /// The posts in feed order, newest first.
    private(set) var order: [Int] = []
    /// Whether the newest posts are on their way (a refresh under way).
    private(set) var isFetchingNewPosts = false
    /// Asks for the newest posts and calls back when they have come: after `newPostsDelay`, as a phone's network
    /// answers. Tests answer when they choose.
    var fetchNewPosts: (@escaping @MainActor @Sendable () -> Void) -> Void = { arrived in
        DispatchQueue.main.asyncAfter(deadline: .now() + FeedViewController.newPostsDelay) {
            MainActor.assumeIsolated { arrived() }
        }
    }
    let filterControl = UISegmentedControl(items: FeedViewController.filters)
    let pageControl = UIPageControl()
    let loadingIndicator = UIActivityIndicatorView(style: .medium)
    let commentField = UITextField()
    private(set) var refreshButton: UIButton!
    private let composer = UIView()
    private var nextID = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemGroupedBackground
        collectionView.delegate = self
        let refresh = UIRefreshControl()
        refresh.addAction(UIAction { [unowned self] _ in refreshFeed() }, for: .valueChanged)
        collectionView.refreshControl = refresh
        view.addSubview(collectionView)
        makeControls()
        makeComposer()
        configureDataSource()
        loadMorePosts()
    }

    // MARK: Layout

    private func makeLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { [unowned self] index, environment in
            switch Section(rawValue: index) {
            case .banner: bannerSection()
            default: postsSection(environment)
            }
        }
    }

    /// Full-width featured photos, a page at a time, the page control under them following the row.
    private func bannerSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: Self.bannerFooterKind, alignment: .bottom)
        section.boundarySupplementaryItems = [footer]
        section.visibleItemsInvalidationHandler = { [unowned self] _, offset, environment in
            let width = environment.container.contentSize.width
            guard width > 0 else { return }
            let page = min(max(Int((offset.x / width).rounded()), 0), Self.bannerCount - 1)
            if pageControl.currentPage != page { pageControl.currentPage = page }
        }
        return section
    }

    /// Posts as an inset-grouped list under a header with the filter and the refresh button, the spinner below them.
    private func postsSection(_ environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(52)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(52)),
            elementKind: Self.postsFooterKind, alignment: .bottom)
        section.boundarySupplementaryItems = [header, footer]
        return section
    }

    // MARK: Controls

    private func makeControls() {
        filterControl.selectedSegmentIndex = 0
        filterControl.addAction(UIAction { [unowned self] _ in applySnapshot() }, for: .valueChanged)
        pageControl.numberOfPages = Self.bannerCount
        pageControl.addAction(UIAction { [unowned self] _ in
            collectionView.scrollToItem(
                at: IndexPath(item: pageControl.currentPage, section: Section.banner.rawValue), at: .centeredHorizontally, animated: true)
        }, for: .valueChanged)
        var configuration = UIButton.Configuration.tinted()
        configuration.title = "Refresh"
        configuration.image = UIImage(systemName: "arrow.clockwise")
        configuration.imagePadding = 4
        configuration.cornerStyle = .capsule
        refreshButton = UIButton(configuration: configuration, primaryAction: UIAction { [unowned self] _ in refreshFeed() })
        loadingIndicator.hidesWhenStopped = true
    }

    /// The comment field over the tab bar; the feed's safe area ends above it.
    private func makeComposer() {
        composer.backgroundColor = .secondarySystemBackground
        placeBottomBar(composer, height: Self.composerHeight)
        commentField.placeholder = "Write a post…"
        commentField.borderStyle = .roundedRect
        commentField.returnKeyType = .send
        commentField.clearButtonMode = .whileEditing
        commentField.delegate = self
        commentField.translatesAutoresizingMaskIntoConstraints = false
        composer.addSubview(commentField)
        NSLayoutConstraint.activate([
            commentField.leadingAnchor.constraint(equalTo: composer.layoutMarginsGuide.leadingAnchor),
            commentField.trailingAnchor.constraint(equalTo: composer.layoutMarginsGuide.trailingAnchor),
            commentField.centerYAnchor.constraint(equalTo: composer.centerYAnchor),
        ])
    }

    /// Return posts what was typed at the top of the feed and empties the field.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        let text = (textField.text ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return false }
        let post = makePost(author: "You", text: text, likes: 0, comments: 0, isFollowed: true)
        order.insert(post.id, at: 0)
        keepNewestPosts()
        textField.text = ""
        applySnapshot()
        return true
    }

    // MARK: Data

    private func configureDataSource() {
        let featured = UICollectionView.CellRegistration<FeaturedCell, Int> { cell, _, index in
            cell.show(PhotosViewController.image(forPhoto: index * 3), title: "Featured \(index + 1)")
        }
        let postRegistration = UICollectionView.CellRegistration<PostCell, Int> { [unowned self] cell, _, id in
            guard let post = posts[id] else { return }
            cell.show(post, like: { [unowned self] in toggleLike(id) }, comment: { [unowned self] in addComment(to: id) })
        }
        let pageFooter = UICollectionView.SupplementaryRegistration<HostingReusableView>(elementKind: Self.bannerFooterKind) {
            [unowned self] view, _, _ in view.host(pageControl, centred: true)
        }
        let header = UICollectionView.SupplementaryRegistration<PostsHeaderView>(elementKind: UICollectionView.elementKindSectionHeader) {
            [unowned self] view, _, _ in view.show(filter: filterControl, button: refreshButton)
        }
        let loadingFooter = UICollectionView.SupplementaryRegistration<HostingReusableView>(elementKind: Self.postsFooterKind) {
            [unowned self] view, _, _ in view.host(loadingIndicator, centred: true)
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            switch item {
            case .featured(let index): collectionView.dequeueConfiguredReusableCell(using: featured, for: indexPath, item: index)
            case .post(let id): collectionView.dequeueConfiguredReusableCell(using: postRegistration, for: indexPath, item: id)
            }
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            switch kind {
            case Self.bannerFooterKind: collectionView.dequeueConfiguredReusableSupplementary(using: pageFooter, for: indexPath)
            case Self.postsFooterKind: collectionView.dequeueConfiguredReusableSupplementary(using: loadingFooter, for: indexPath)
            default: collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
            }
        }
    }

    /// The posts the filter lets through, in feed order.
    var shownPosts: [Int] {
        switch filterControl.selectedSegmentIndex {
        case 1: order.filter { posts[$0]?.isFollowed == true }
        case 2: order.filter { (posts[$0]?.likes ?? 0) >= 40 }
        default: order
        }
    }

    private func applySnapshot() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections([.banner, .posts])
        snapshot.appendItems((0..<Self.bannerCount).map(Item.featured), toSection: .banner)
        snapshot.appendItems(shownPosts.map(Item.post), toSection: .posts)
        dataSource.apply(snapshot)
        if order.count >= Self.maximumPosts { loadingIndicator.stopAnimating() } else { loadingIndicator.startAnimating() }
    }

    private static let authors = ["Ana", "Bao", "Chloé", "Dev", "Emeka", "Freya", "Goro", "Hana"]
    private static let lines = [
        "First light on the ridge this morning.", "Anyone climbed the north face this season?",
        "New trail map is up — the lake loop is open again.", "Packing list for three days above the tree line.",
        "The fog finally lifted at the col.", "Sunset from the hut, no filter.",
    ]

    @discardableResult
    private func makePost(author: String, text: String, likes: Int, comments: Int, isFollowed: Bool) -> FeedPost {
        let post = FeedPost(id: nextID, author: author, text: text, likes: likes, comments: comments, isFollowed: isFollowed)
        posts[post.id] = post
        nextID += 1
        return post
    }

    /// Forgets the oldest posts past `maximumKeptPosts`.
    private func keepNewestPosts() {
        while order.count > Self.maximumKeptPosts { posts[order.removeLast()] = nil }
    }

    /// The next page of older posts at the end of the feed.
    func loadMorePosts() {
        guard order.count < Self.maximumPosts else { return }
        for _ in 0..<Self.pageSize {
            let n = nextID
            let post = makePost(
                author: Self.authors[n % Self.authors.count], text: Self.lines[n % Self.lines.count],
                likes: (n * 37) % 90, comments: (n * 11) % 14, isFollowed: n % 3 != 1)
            order.append(post.id)
        }
        applySnapshot()
    }

    /// A pull or the refresh button: the control refreshes while the newest posts come (`fetchNewPosts`); then two new posts go on top and the control stops. A refresh under way is not started again.
    func refreshFeed() {
        guard let refreshControl = collectionView.refreshControl, !isFetchingNewPosts else { return }
        isFetchingNewPosts = true
        if !refreshControl.isRefreshing { refreshControl.beginRefreshing() }
        fetchNewPosts { [weak self] in self?.receiveNewPosts() }
    }

    private func receiveNewPosts() {
        for author in ["Iris", "Jun"] {
            let post = makePost(author: author, text: "Just back from the summit!", likes: 1, comments: 0, isFollowed: true)
            order.insert(post.id, at: 0)
        }
        keepNewestPosts()
        applySnapshot()
        isFetchingNewPosts = false
        collectionView.refreshControl?.endRefreshing()
    }

    private func toggleLike(_ id: Int) {
        guard var post = posts[id] else { return }
        post.isLiked.toggle()
        post.likes += post.isLiked ? 1 : -1
        posts[id] = post
        reconfigure(id)
    }

    private func addComment(to id: Int) {
        posts[id]?.comments += 1
        reconfigure(id)
    }

    private func reconfigure(_ id: Int) {
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems([.post(id)])
        dataSource.apply(snapshot)
    }

    /// Reaching the last post loads the next page, as infinite feeds do.
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        guard indexPath.section == Section.posts.rawValue,
            indexPath.item == collectionView.numberOfItems(inSection: indexPath.section) - 1
        else { return }
        loadMorePosts()
    }
}

/// A featured photo filling the banner's page, its title over a shade at the bottom.
final class FeaturedCell: UICollectionViewCell {
    let imageView = UIImageView()
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.frame = contentView.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.isAccessibilityElement = true
        contentView.addSubview(imageView)
        let shade = CAGradientLayer()
        shade.colors = [UIColor.clear.cgColor, UIColor.black.withAlphaComponent(0.6).cgColor]
        shade.frame = CGRect(x: 0, y: 120, width: 2_000, height: 80)
        contentView.layer.addSublayer(shade)
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.textColor = .white
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) {
        nil
    }

    func show(_ image: UIImage, title: String) {
        imageView.image = image
        imageView.accessibilityLabel = title
        titleLabel.text = title
    }
}

/// A post: its author and text, and a row of buttons — like (filled heart when liked) and comment — with their counts.
final class PostCell: UICollectionViewListCell {
    private let authorLabel = UILabel()
    private let textLabel = UILabel()
    private(set) var likeButton = UIButton(configuration: .plain())
    private(set) var commentButton = UIButton(configuration: .plain())
    private var like: () -> Void = {}
    private var comment: () -> Void = {}

    override init(frame: CGRect) {
        super.init(frame: frame)
        authorLabel.font = .preferredFont(forTextStyle: .headline)
        textLabel.font = .preferredFont(forTextStyle: .body)
        textLabel.numberOfLines = 0
        likeButton.addAction(UIAction { [unowned self] _ in like() }, for: .primaryActionTriggered)
        commentButton.addAction(UIAction { [unowned self] _ in comment() }, for: .primaryActionTriggered)
        let buttons = UIStackView(arrangedSubviews: [likeButton, commentButton])
        buttons.spacing = 8
        let stack = UIStackView(arrangedSubviews: [authorLabel, textLabel, buttons])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            stack.topAnchor.constraint(equalTo: margins.topAnchor),
            stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        nil
    }

    func show(_ post: FeedPost, like: @escaping () -> Void, comment: @escaping () -> Void) {
        authorLabel.text = post.author
        textLabel.text = post.text
        self.like = like
        self.comment = comment
        likeButton.configuration?.image = UIImage(systemName: post.isLiked ? "heart.fill" : "heart")
        likeButton.configuration?.title = "\(post.likes)"
        likeButton.configuration?.baseForegroundColor = post.isLiked ? .systemPink : .secondaryLabel
        commentButton.configuration?.image = UIImage(systemName: "bubble.right")
        commentButton.configuration?.title = "\(post.comments)"
        commentButton.configuration?.baseForegroundColor = .secondaryLabel
    }
}

/// A supplementary view holding one view the screen owns, centred (a page control, a spinner).
final class HostingReusableView: UICollectionReusableView {
    private var hosted: UIView?

    func host(_ view: UIView, centred: Bool) {
        guard hosted !== view else { return }
        hosted?.removeFromSuperview()
        hosted = view
        view.translatesAutoresizingMaskIntoConstraints = false
        addSubview(view)
        NSLayoutConstraint.activate([
            view.centerXAnchor.constraint(equalTo: centerXAnchor),
            view.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }
}

/// The posts' header: the filter across, the refresh button at its trailing end.
final class PostsHeaderView: UICollectionReusableView {
    private var shown = false

    func show(filter: UISegmentedControl, button: UIButton) {
        guard !shown else { return }
        shown = true
        for view in [filter, button] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        NSLayoutConstraint.activate([
            filter.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            filter.centerYAnchor.constraint(equalTo: centerYAnchor),
            button.leadingAnchor.constraint(equalTo: filter.trailingAnchor, constant: 8),
            button.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            button.centerYAnchor.constraint(equalTo: filter.centerYAnchor),
        ])
    }
}
