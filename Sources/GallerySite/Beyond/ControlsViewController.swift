import OpenCollectionView

/// Beyond the Sample › Controls: an inset-grouped list whose cells hold the controls apps put in cells, each changing
/// something a person sees — the segment chosen names the range shown, the page control moves the page and fills the
/// progress bar, a button starts and stops the spinner.
final class ControlsViewController: UIViewController {
    let segments = UISegmentedControl(items: ["Day", "Week", "Month", "Year"])
    let rangeLabel = UILabel()
    let pages = UIPageControl()
    let pageLabel = UILabel()
    let progress = UIProgressView(progressViewStyle: .default)
    let spinner = UIActivityIndicatorView(style: .large)
    let spinnerLabel = UILabel()
    private(set) var spinnerButton: UIButton!

    /// A row: the view it holds, whether that view spans the row, and the space above and below it.
    private struct Row {
        var view: UIView
        var fillsWidth: Bool
        var padding: CGFloat
    }

    private static let sections = ["Segmented Control", "Page Control and Progress", "Activity Indicator"]
    private var rows: [[Row]] = []
    private var dataSource: UICollectionViewDiffableDataSource<Int, Int>!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Controls"
        makeControls()
        rows = [
            [Row(view: segments, fillsWidth: true, padding: 6), Row(view: rangeLabel, fillsWidth: true, padding: 11)],
            [
                Row(view: pages, fillsWidth: false, padding: 9), Row(view: pageLabel, fillsWidth: true, padding: 11),
                Row(view: progress, fillsWidth: true, padding: 20),
            ],
            [
                Row(view: spinner, fillsWidth: false, padding: 8), Row(view: spinnerLabel, fillsWidth: true, padding: 11),
                Row(view: spinnerButton, fillsWidth: false, padding: 8),
            ],
        ]
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let collectionView = UICollectionView(
            frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)

        let cellRegistration = UICollectionView.CellRegistration<ControlCell, Int> { [unowned self] cell, indexPath, _ in
            let row = rows[indexPath.section][indexPath.item]
            cell.host(row.view, fillsWidth: row.fillsWidth, padding: row.padding)
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = Self.sections[indexPath.section]
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        var item = 0
        for (section, sectionRows) in rows.enumerated() {
            snapshot.appendSections([section])
            snapshot.appendItems(Array(item..<item + sectionRows.count))
            item += sectionRows.count
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    private func makeControls() {
        for label in [rangeLabel, pageLabel, spinnerLabel] {
            label.font = .preferredFont(forTextStyle: .body)
            label.textAlignment = .center
        }
        segments.selectedSegmentIndex = 0
        segments.addAction(UIAction { [unowned self] _ in showRange() }, for: .valueChanged)
        showRange()

        pages.numberOfPages = 5
        pages.addAction(UIAction { [unowned self] _ in showPage() }, for: .valueChanged)
        showPage()

        var configuration = UIButton.Configuration.filled()
        configuration.cornerStyle = .capsule
        spinnerButton = UIButton(configuration: configuration, primaryAction: UIAction { [unowned self] _ in
            if spinner.isAnimating { spinner.stopAnimating() } else { spinner.startAnimating() }
            showSpinnerState()
        })
        showSpinnerState()
    }

    private func showRange() {
        rangeLabel.text = "Showing: \(segments.titleForSegment(at: segments.selectedSegmentIndex) ?? "nothing")"
    }

    private func showPage() {
        pageLabel.text = "Page \(pages.currentPage + 1) of \(pages.numberOfPages)"
        progress.setProgress(Float(pages.currentPage + 1) / Float(pages.numberOfPages), animated: true)
    }

    private func showSpinnerState() {
        spinnerLabel.text = spinner.isAnimating ? "Loading…" : "Stopped"
        spinnerButton.configuration?.title = spinner.isAnimating ? "Stop" : "Start"
    }
}

/// A list cell holding one view the screen owns, across the row's margins or centred at its own size, the row as tall
/// as the view and its padding.
final class ControlCell: UICollectionViewListCell {
    private var hosted: UIView?

    func host(_ view: UIView, fillsWidth: Bool, padding: CGFloat) {
        guard hosted !== view else { return }
        hosted?.removeFromSuperview()
        hosted = view
        view.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(view)
        let margins = contentView.layoutMarginsGuide
        var constraints = [
            view.topAnchor.constraint(equalTo: contentView.topAnchor, constant: padding),
            view.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -padding),
        ]
        if fillsWidth {
            constraints += [view.leadingAnchor.constraint(equalTo: margins.leadingAnchor), view.trailingAnchor.constraint(equalTo: margins.trailingAnchor)]
        } else {
            constraints.append(view.centerXAnchor.constraint(equalTo: contentView.centerXAnchor))
        }
        NSLayoutConstraint.activate(constraints)
    }
}
