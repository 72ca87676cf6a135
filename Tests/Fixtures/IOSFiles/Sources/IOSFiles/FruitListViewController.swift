import UIKit

final class FruitListViewController: UIViewController {
    enum Section: Int, CaseIterable {
        case favourites
        case everything
    }

    struct Fruit: Hashable {
        let name: String
        let emoji: String
    }

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, Fruit>!

    private let fruits = [
        Fruit(name: "Apple", emoji: "🍎"), Fruit(name: "Banana", emoji: "🍌"), Fruit(name: "Cherries", emoji: "🍒"),
        Fruit(name: "Grapes", emoji: "🍇"), Fruit(name: "Kiwi", emoji: "🥝"), Fruit(name: "Lemon", emoji: "🍋"),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fruit"
        view.backgroundColor = .systemBackground

        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        view.addSubview(collectionView)

        configureDataSource()
        applyInitialSnapshot()
    }

    private func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, environment in
            switch Section(rawValue: sectionIndex) {
            case .favourites:
                let columns = environment.container.effectiveContentSize.width > 500 ? 5 : 3
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0 / CGFloat(columns)), heightDimension: .fractionalHeight(1.0)))
                item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(88)),
                    repeatingSubitem: item, count: columns)
                let section = NSCollectionLayoutSection(group: group)
                section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)
                return section
            default:
                var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                configuration.headerMode = .none
                return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
            }
        }
    }

    private func configureDataSource() {
        let tileRegistration = UICollectionView.CellRegistration<FruitTileCell, Fruit> { cell, _, fruit in
            cell.configure(emoji: fruit.emoji, name: fruit.name)
        }
        let rowRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Fruit> { cell, _, fruit in
            var content = cell.defaultContentConfiguration()
            content.text = fruit.name
            content.secondaryText = fruit.emoji
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Fruit>(collectionView: collectionView) {
            collectionView, indexPath, fruit in
            if indexPath.section == Section.favourites.rawValue {
                return collectionView.dequeueConfiguredReusableCell(using: tileRegistration, for: indexPath, item: fruit)
            }
            return collectionView.dequeueConfiguredReusableCell(using: rowRegistration, for: indexPath, item: fruit)
        }
    }

    private func applyInitialSnapshot() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Fruit>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(Array(fruits.prefix(3)), toSection: .favourites)
        snapshot.appendItems(Array(fruits.dropFirst(3)), toSection: .everything)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

extension FruitListViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        guard let fruit = dataSource.itemIdentifier(for: indexPath) else { return }
        var snapshot = dataSource.snapshot()
        if indexPath.section == Section.everything.rawValue {
            snapshot.moveItem(fruit, beforeItem: snapshot.itemIdentifiers(inSection: .everything)[0])
            dataSource.apply(snapshot)
        }
    }
}
