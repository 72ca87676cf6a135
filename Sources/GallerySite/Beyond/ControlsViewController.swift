import OpenCollectionView

/// Beyond the Sample › Controls: an inset-grouped list whose cells hold the controls apps put in cells, each changing
/// something a person sees — the segment chosen names the range shown, the page control moves the page and fills the
/// progress bar, a button starts and stops the spinner, a name typed is echoed (its delegate refusing digits, Return
/// greeting), a password field hides what is typed, a slider and a stepper show their values, a button's menu sorts,
/// and a New Note button makes a note on a tap and offers other kinds in the menu a long press shows.
final class ControlsViewController: UIViewController, UITextFieldDelegate {
    let segments = UISegmentedControl(items: ["Day", "Week", "Month", "Year"])
    let rangeLabel = UILabel()
    let pages = UIPageControl()
    let pageLabel = UILabel()
    let progress = UIProgressView(progressViewStyle: .default)
    let spinner = UIActivityIndicatorView(style: .large)
    let spinnerLabel = UILabel()
    private(set) var spinnerButton: UIButton!
    let nameField = UITextField()
    let nameLabel = UILabel()
    let passwordField = UITextField()
    let slider = UISlider()
    let sliderLabel = UILabel()
    let stepper = UIStepper()
    let stepperLabel = UILabel()
    private(set) var sortButton: UIButton!
    let sortLabel = UILabel()
    private(set) var newButton: UIButton!
    let newLabel = UILabel()

    /// A row: the view it holds, whether that view spans the row, and the space above and below it.
    private struct Row {
        var view: UIView
        var fillsWidth: Bool
        var padding: CGFloat
    }

    private static let sections = [
        "Segmented Control", "Page Control and Progress", "Activity Indicator", "Text Fields", "Slider and Stepper",
        "Button Menu",
    ]
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
            [
                Row(view: nameField, fillsWidth: true, padding: 5), Row(view: nameLabel, fillsWidth: true, padding: 11),
                Row(view: passwordField, fillsWidth: true, padding: 5),
            ],
            [
                Row(view: slider, fillsWidth: true, padding: 7), Row(view: sliderLabel, fillsWidth: true, padding: 11),
                Row(view: stepper, fillsWidth: false, padding: 6), Row(view: stepperLabel, fillsWidth: true, padding: 11),
            ],
            [
                Row(view: sortButton, fillsWidth: false, padding: 8), Row(view: sortLabel, fillsWidth: true, padding: 11),
                Row(view: newButton, fillsWidth: false, padding: 8), Row(view: newLabel, fillsWidth: true, padding: 11),
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
        for label in [rangeLabel, pageLabel, spinnerLabel, nameLabel, sliderLabel, stepperLabel, sortLabel, newLabel] {
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
        makeTextControls()
    }

    private func makeTextControls() {
        nameField.borderStyle = .roundedRect
        nameField.placeholder = "Name"
        nameField.textContentType = .name
        nameField.autocapitalizationType = .words
        nameField.returnKeyType = .done
        nameField.clearButtonMode = .whileEditing
        nameField.delegate = self
        nameField.addAction(UIAction { [unowned self] _ in showName() }, for: .editingChanged)
        nameField.addAction(UIAction { [unowned self] _ in
            nameLabel.text = (nameField.text ?? "").isEmpty ? "Hello!" : "Hello, \(nameField.text ?? "")!"
        }, for: .editingDidEndOnExit)
        showName()
        passwordField.borderStyle = .roundedRect
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        passwordField.textContentType = .password
        passwordField.returnKeyType = .go

        slider.minimumValue = 0
        slider.maximumValue = 100
        slider.value = 50
        slider.addAction(UIAction { [unowned self] _ in showSliderValue() }, for: .valueChanged)
        showSliderValue()
        stepper.maximumValue = 5
        stepper.addAction(UIAction { [unowned self] _ in showStepperValue() }, for: .valueChanged)
        showStepperValue()

        // A button whose menu is its primary action: a tap opens the menu, a choice sorts.
        let orders = ["Name", "Date", "Size"].map { order in
            UIAction(title: order, state: order == "Name" ? .on : .off) { [unowned self] _ in sortLabel.text = "Sorted by \(order)" }
        }
        var sortConfiguration = UIButton.Configuration.gray()
        sortConfiguration.title = "Sort"
        sortButton = UIButton(configuration: sortConfiguration)
        sortButton.menu = UIMenu(title: "Sort By", options: .singleSelection, children: orders)
        sortButton.showsMenuAsPrimaryAction = true
        sortLabel.text = "Sorted by Name"

        // A button with a menu a long press shows, as apps give a New button its other kinds: a tap makes a note.
        var newConfiguration = UIButton.Configuration.tinted()
        newConfiguration.title = "New Note"
        newButton = UIButton(configuration: newConfiguration, primaryAction: UIAction { [unowned self] _ in newLabel.text = "Made a note" })
        newButton.menu = UIMenu(children: ["Note", "Folder", "Reminder"].map { kind in
            UIAction(title: "New \(kind)") { [unowned self] _ in newLabel.text = "Made a \(kind.lowercased())" }
        })
        newLabel.text = "Nothing made yet"
    }

    /// Names have no digits: the name field refuses an edit that would add one.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        !(textField === nameField && string.contains(where: \.isNumber))
    }

    private func showName() {
        let name = nameField.text ?? ""
        nameLabel.text = name.isEmpty ? "No name yet" : "Name: \(name)"
    }

    private func showSliderValue() {
        sliderLabel.text = "Volume: \(Int(slider.value.rounded()))"
    }

    private func showStepperValue() {
        stepperLabel.text = "Count: \(Int(stepper.value))"
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
        guard hosted !== view || view.superview !== contentView else { return }
        // A reused cell may have lost its view to another cell since: only take it out if it is still here.
        if let hosted, hosted.superview === contentView { hosted.removeFromSuperview() }
        view.removeFromSuperview()
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
