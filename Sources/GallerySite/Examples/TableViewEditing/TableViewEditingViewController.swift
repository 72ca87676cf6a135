import Foundation
import OpenCollectionView

/// Diffable Data Source › UITableView: Editing: an inset-grouped table of mountains in two titled sections — Visited,
/// then Bucket List — edited through the Edit button: rows delete (the delete control, or a swipe) and move within
/// and across sections.
final class TableViewEditingViewController: UIViewController {
    enum Section: Int {
        case visited = 0, bucketList

        func description() -> String {
            switch self {
            case .visited: return "Visited"
            case .bucketList: return "Bucket List"
            }
        }

        func secondaryDescription() -> String {
            switch self {
            case .visited: return "Trips I've made!"
            case .bucketList: return "Need to do this before I go!"
            }
        }
    }

    /// The table's data source: titles from the sections, every row editable and movable.
    final class DataSource: UITableViewDiffableDataSource<Section, Mountain> {
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            sectionIdentifier(for: section)?.description()
        }

        override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            sectionIdentifier(for: section)?.secondaryDescription()
        }

        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
            true
        }

        override func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            guard editingStyle == .delete, let identifierToDelete = itemIdentifier(for: indexPath) else { return }
            var snapshot = self.snapshot()
            snapshot.deleteItems([identifierToDelete])
            apply(snapshot)
        }

        override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
            true
        }

        /// Moves the row's mountain in the snapshot: before the mountain it was dropped on when moving up or into
        /// another section, after it when moving down, or to the end of an empty section.
        override func tableView(
            _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
        ) {
            guard let sourceIdentifier = itemIdentifier(for: sourceIndexPath), sourceIndexPath != destinationIndexPath
            else { return }
            let destinationIdentifier = itemIdentifier(for: destinationIndexPath)
            var snapshot = self.snapshot()
            if let destinationIdentifier {
                if let sourceIndex = snapshot.indexOfItem(sourceIdentifier),
                    let destinationIndex = snapshot.indexOfItem(destinationIdentifier)
                {
                    let isAfter = destinationIndex > sourceIndex
                        && snapshot.sectionIdentifier(containingItem: sourceIdentifier)
                            == snapshot.sectionIdentifier(containingItem: destinationIdentifier)
                    snapshot.deleteItems([sourceIdentifier])
                    if isAfter {
                        snapshot.insertItems([sourceIdentifier], afterItem: destinationIdentifier)
                    } else {
                        snapshot.insertItems([sourceIdentifier], beforeItem: destinationIdentifier)
                    }
                }
            } else {
                let destinationSectionIdentifier = snapshot.sectionIdentifiers[destinationIndexPath.section]
                snapshot.deleteItems([sourceIdentifier])
                snapshot.appendItems([sourceIdentifier], toSection: destinationSectionIdentifier)
            }
            apply(snapshot, animatingDifferences: false)
        }
    }

    var dataSource: DataSource!
    var tableView: UITableView!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "UITableView: Editing"
        configureHierarchy()
        configureDataSource()
        configureNavigationItem()
    }

    private func configureHierarchy() {
        tableView = UITableView(frame: .zero, style: .insetGrouped)
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
    }

    private func configureDataSource() {
        let formatter = NumberFormatter()
        formatter.groupingSize = 3
        formatter.usesGroupingSeparator = true
        formatter.groupingSeparator = ","
        formatter.numberStyle = .decimal

        let reuseIdentifier = "reuse-identifier"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: reuseIdentifier)
        dataSource = DataSource(tableView: tableView) { tableView, indexPath, mountain in
            let cell = tableView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = mountain.name
            if let formattedHeight = formatter.string(from: NSNumber(value: mountain.height)) {
                content.secondaryText = "\(formattedHeight)M"
            }
            cell.contentConfiguration = content
            return cell
        }

        // The sample's `filteredMountains(limit: 8)` keeps nine: the first four are the bucket list, the next four
        // were visited.
        let mountains = Array(MountainCatalog.all.prefix(through: 8))
        let bucketList = Array(mountains[0..<4])
        let visited = Array(mountains[4..<8])
        var snapshot = NSDiffableDataSourceSnapshot<Section, Mountain>()
        snapshot.appendSections([.visited])
        snapshot.appendItems(visited)
        snapshot.appendSections([.bucketList])
        snapshot.appendItems(bucketList)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    private func configureNavigationItem() {
        let editingItem = UIBarButtonItem(title: tableView.isEditing ? "Done" : "Edit", primaryAction: UIAction { [weak self] _ in
            self?.toggleEditing()
        })
        navigationItem.rightBarButtonItems = [editingItem]
    }

    /// Enters or leaves editing, and names the button after what the next tap does.
    func toggleEditing() {
        tableView.setEditing(!tableView.isEditing, animated: true)
        configureNavigationItem()
    }
}
