import Foundation
import OpenCollectionView

/// Beyond the Sample › Catcher Feed: the main page of a real app, Catcher (z-wook/Catcher, `MainPageView`), built
/// with the same techniques as the sample: a collection view of five titled sections of user cards — a paging row of large photos (random), then free-scrolling rows of
/// ranked cards (rank), newcomers (new), people nearby (near) and people the user picked (pick) — from one section
/// provider, fed by a diffable data source whose items are an enum of the section's kind and a user.
///
/// Every section shows the app's six placeholder users (`CatcherUser.placeholders`), as the page does before its
/// Firestore fetch returns. The pull-to-refresh control is set, as in the app; render trees do not draw it.
final class CatcherMainPageViewController: UIViewController {
    /// A section, named as the app names it.
    struct Section: Hashable, Sendable {
        let id: String
    }

    /// A card: the section's kind and its user.
    enum Item: Hashable, Sendable, CustomStringConvertible {
        case random(CatcherUser)
        case rank(CatcherUser)
        case new(CatcherUser)
        case near(CatcherUser)
        case pick(CatcherUser)

        var description: String {
            switch self {
            case .random(let user): "random \(user.identifier)"
            case .rank(let user): "rank \(user.identifier)"
            case .new(let user): "new \(user.identifier)"
            case .near(let user): "near \(user.identifier)"
            case .pick(let user): "pick \(user.identifier)"
            }
        }
    }

    /// The sections' ids, in the app's order.
    static let sectionIDs = ["random", "rank", "new", "near", "pick"]

    var collectionView: UICollectionView! = nil
    private var dataSource: UICollectionViewDiffableDataSource<Section, Item>!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Catcher Feed"
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: Self.createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
        collectionView.showsVerticalScrollIndicator = false
        let refreshControl = UIRefreshControl()
        refreshControl.attributedTitle = NSAttributedString(string: "당겨서 새로고침")
        collectionView.refreshControl = refreshControl
        collectionView.register(CatcherDefaultSectionCell.self, forCellWithReuseIdentifier: CatcherDefaultSectionCell.identifier)
        collectionView.register(CatcherRankSectionCell.self, forCellWithReuseIdentifier: CatcherRankSectionCell.identifier)
        collectionView.register(
            CatcherSectionHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: CatcherSectionHeaderView.identifier)
        configureDataSource()
        applySnapshot(users: CatcherUser.placeholders)
    }

    // MARK: Layout

    static func createLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { sectionIndex, _ in
            let section: NSCollectionLayoutSection
            switch sectionIndex {
            case 0: section = randomSection()
            case 1: section = rankSection()
            case 2: section = newSection()
            default: section = defaultSection()
            }
            section.boundarySupplementaryItems = [header()]
            return section
        }
    }

    private static func header() -> NSCollectionLayoutBoundarySupplementaryItem {
        NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    }

    private static func randomSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 15, leading: 10, bottom: 0, trailing: 10)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(400)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0)
        return section
    }

    private static func rankSection() -> NSCollectionLayoutSection {
        scrollingSection(itemHeight: 1, groupWidth: 0.45, estimatedHeight: 250)
    }

    private static func newSection() -> NSCollectionLayoutSection {
        scrollingSection(itemHeight: 0.75, groupWidth: 0.5, estimatedHeight: 350)
    }

    private static func defaultSection() -> NSCollectionLayoutSection {
        scrollingSection(itemHeight: 0.8, groupWidth: 1.0 / 3.0, estimatedHeight: 200)
    }

    /// The rank, new and default sections: items `fw(1) × fh(itemHeight)` inset (10, 5, 0, 5) in groups
    /// `fw(groupWidth) × est(estimatedHeight)`, scrolling continuously, 10 pt apart, inset (10, 5, 10, 5).
    private static func scrollingSection(itemHeight: CGFloat, groupWidth: CGFloat, estimatedHeight: CGFloat) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(itemHeight)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 5, bottom: 0, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(groupWidth), heightDimension: .estimated(estimatedHeight)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 5, bottom: 10, trailing: 5)
        section.interGroupSpacing = 10
        return section
    }

    // MARK: Data

    /// The header title of the section at `index`: the app's logo title, then its Korean headings.
    static func headerTitle(forSectionAt index: Int) -> String {
        switch sectionIDs.indices.contains(index) ? sectionIDs[index] : "" {
        case "random": "Catcher"
        case "rank": "인기스타를 소개해요"
        case "new": "뉴~ 진스가 아닌 뉴~ 피플"
        case "near": "당신의 동네에 이런 사람이?!"
        default: "당신이 찜꿍~한 유저"
        }
    }

    private func configureDataSource() {
        dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) {
            collectionView, indexPath, item in
            switch item {
            case .rank(let user):
                let cell = collectionView.dequeueReusableCell(
                    withReuseIdentifier: CatcherRankSectionCell.identifier, for: indexPath) as? CatcherRankSectionCell
                cell?.configure(with: user, rank: indexPath.item + 1)
                return cell
            case .random(let user), .new(let user), .near(let user), .pick(let user):
                let cell = collectionView.dequeueReusableCell(
                    withReuseIdentifier: CatcherDefaultSectionCell.identifier, for: indexPath) as? CatcherDefaultSectionCell
                if case .random = item {
                    cell?.configure(with: user, showsNickname: true)
                } else {
                    cell?.configure(with: user, showsNickname: false)
                }
                return cell
            }
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            let header = collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: CatcherSectionHeaderView.identifier, for: indexPath) as? CatcherSectionHeaderView
            if indexPath.section == 0 {
                header?.configure(
                    title: Self.headerTitle(forSectionAt: 0), font: UIFont(name: "Futura-Bold", size: 35),
                    color: UIColor(red: 0xEB / 255, green: 0x31 / 255, blue: 0x5C / 255, alpha: 1))
            } else {
                header?.configure(
                    title: Self.headerTitle(forSectionAt: indexPath.section), font: UIFont(name: "AvenirNext-Bold", size: 20),
                    color: .label)
            }
            return header
        }
    }

    /// The app's snapshot: random, rank and new always; near and pick only when they have users.
    private func applySnapshot(users: [CatcherUser]) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        let random = Section(id: "random"), rank = Section(id: "rank"), new = Section(id: "new")
        snapshot.appendSections([random, rank, new])
        snapshot.appendItems(users.map(Item.random), toSection: random)
        snapshot.appendItems(users.sorted { $0.picks > $1.picks }.map(Item.rank), toSection: rank)
        snapshot.appendItems(users.reversed().map(Item.new), toSection: new)
        let near = users, picked = users
        if !near.isEmpty {
            let section = Section(id: "near")
            snapshot.appendSections([section])
            snapshot.appendItems(near.map(Item.near), toSection: section)
        }
        if !picked.isEmpty {
            let section = Section(id: "pick")
            snapshot.appendSections([section])
            snapshot.appendItems(picked.map(Item.pick), toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
