import CollectionDiagnostics
@_spi(ViewHooks) import OpenUIKit
import Foundation

/// A scrolling list of rows in sections (UIKit: `UITableView`), built on a list collection view rather than on an
/// engine of its own: the rows, headers and footers are a compositional list layout of the table's style, the cells
/// are list cells, and updates, selection, editing, swipes and moves are the collection view's.
///
/// ```swift
/// let tableView = UITableView(frame: view.bounds, style: .insetGrouped)
/// tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
/// dataSource = UITableViewDiffableDataSource<Section, Item>(tableView: tableView) { tableView, indexPath, item in
///     let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
///     var content = cell.defaultContentConfiguration()
///     content.text = item.title
///     cell.contentConfiguration = content
///     return cell
/// }
/// ```
///
/// ## Differences from UIKit
/// - The table's scroll position is its list's: `contentOffset`, `contentSize` and the adjusted insets are those of
///   the collection view inside it, which hosts address by the table's identity.
/// - Rows size themselves to their content (the list layout's estimate is 44 pt) unless `rowHeight` or the
///   delegate's `heightForRowAt` gives a fixed height; `estimatedRowHeight` and the section header and footer heights
///   are stored but do not change the layout. `tableHeaderView` and `tableFooterView` are stored, not drawn.
/// - Row animations (`UITableView.RowAnimation`) are not told apart: an update animates or not, as collection views'
///   do.
/// - Delegate views for headers and footers are shown in a container sized by their fitting size; titles use the
///   list's header and footer styles.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// How sections are set apart (UIKit: `UITableView.Style`, same raw values).
    public enum Style: Int, Sendable, Hashable {
        /// Edge-to-edge rows; headers float over them.
        case plain = 0
        /// Sections set apart on a grey background.
        case grouped = 1
        /// Sections as rounded cards inset from the edges.
        case insetGrouped = 2
    }

    /// Where `scrollToRow` puts the row (UIKit: `UITableView.ScrollPosition`).
    public enum ScrollPosition: Int, Sendable, Hashable {
        /// Scrolls only as far as needed to show the whole row; `selectRow` with it does not scroll at all.
        case none = 0
        /// Puts the row at the top of the visible area.
        case top = 1
        /// Centres the row vertically in the visible area.
        case middle = 2
        /// Puts the row at the bottom of the visible area.
        case bottom = 3
    }

    /// How rows appear and disappear in an update (UIKit: `UITableView.RowAnimation`, same raw values). Hosts animate
    /// every update alike.
    public enum RowAnimation: Int, Sendable, Hashable {
        /// Rows fade in or out.
        case fade = 0
        /// Rows slide in from, or out towards, the right.
        case right = 1
        /// Rows slide in from, or out towards, the left.
        case left = 2
        /// Rows slide in from, or out towards, the top.
        case top = 3
        /// Rows slide in from, or out towards, the bottom.
        case bottom = 4
        /// Asks for no animation of the rows' own.
        case none = 5
        /// Rows stay centred in the space they take up or give up.
        case middle = 6
        /// Lets the table pick a fitting animation.
        case automatic = 100
    }

    /// A height the table computes from the content (UIKit: `UITableView.automaticDimension`).
    public static let automaticDimension: CGFloat = -1

    /// The table's style, fixed when it is made.
    public let style: Style
    /// The list collection view that lays out, shows and updates the rows.
    let listView: UICollectionView
    /// Answers the list collection view for the table's data source and delegate.
    private(set) var bridge: TableViewBridge!
    /// Row operations collected between `beginUpdates()` and `endUpdates()`.
    private var pendingUpdates: [() -> Void] = []
    private var updateNesting = 0

    /// A table of `style` (`.plain` by default) with `frame`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        listView = UICollectionView(frame: CGRect(origin: .zero, size: frame.size), collectionViewLayout: UICollectionViewLayout())
        super.init(frame: frame)
        bridge = TableViewBridge(table: self)
        listView.collectionViewLayout = UICollectionViewCompositionalLayout { [weak self] section, environment in
            self?.bridge.listSection(section, in: environment)
        }
        listView.dataSource = bridge
        listView.delegate = bridge
        listView.backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        listView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(listView)
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Table views are not decoded from archives here; this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Data source and delegate

    /// Supplies sections, rows and cells. Setting it reloads everything.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { reloadData() }
    }

    /// The delegate as a table delegate (assign yours to `delegate`).
    var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    // MARK: Appearance

    /// The background; by default the system background for plain tables and the grouped background otherwise.
    open override var backgroundColor: UIColor? {
        get { listView.backgroundColor }
        set { listView.backgroundColor = newValue }
    }

    /// Whether rows show separators (`.singleLine`, the default) or not (`.none`).
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine {
        didSet { invalidateListLayout() }
    }

    /// The separators' colour; the list's when `nil`.
    open var separatorColor: UIColor? {
        didSet { invalidateListLayout() }
    }

    /// The rows' height; `automaticDimension` (the default) sizes each row to its content.
    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet { invalidateListLayout() }
    }

    /// The estimated height of rows. Stored: rows are estimated at the list's 44 pt.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// Heights of section headers and footers. Stored: headers and footers size themselves.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// The height of section footers. Stored: footers size themselves.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// The estimated height of section headers. Stored: headers size themselves.
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// The estimated height of section footers. Stored: footers size themselves.
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension

    /// A view above the first section. Stored, not drawn.
    open var tableHeaderView: UIView?
    /// A view below the last section. Stored, not drawn.
    open var tableFooterView: UIView?

    /// The rows' fixed height at `indexPath` — the delegate's, else `rowHeight` — or `nil` when rows size themselves.
    func fixedHeight(forRowAt indexPath: IndexPath) -> CGFloat? {
        let height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        guard height != Self.automaticDimension, height.isFinite, height >= 0 else { return nil }
        return height
    }

    private func invalidateListLayout() {
        listView.collectionViewLayout.invalidateLayout()
    }

    // MARK: Scrolling (the list's)

    open override var contentOffset: CGPoint {
        get { listView.contentOffset }
        set { listView.contentOffset = newValue }
    }

    open override var contentSize: CGSize {
        get { listView.contentSize }
        set {}
    }

    open override var contentInset: UIEdgeInsets {
        get { listView.contentInset }
        set { listView.contentInset = newValue }
    }

    open override var adjustedContentInset: UIEdgeInsets { listView.adjustedContentInset }

    open override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        listView.setContentOffset(contentOffset, animated: animated)
    }

    /// The list inside gets the table's whole safe area: it is the list that takes it into its content insets.
    @_spi(ViewHooks) override open func safeAreaInsets(passedTo subview: UIView) -> UIEdgeInsets {
        subview === listView ? safeAreaInsets : .zero
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        listView.frame = CGRect(origin: .zero, size: bounds.size)
    }

    /// Scrolls the row at `indexPath` to `scrollPosition` (`.none`: just into view).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let position: UICollectionView.ScrollPosition
        switch scrollPosition {
        case .none: position = []
        case .top: position = .top
        case .middle: position = .centeredVertically
        case .bottom: position = .bottom
        }
        listView.scrollToItem(at: indexPath, at: position, animated: animated)
    }

    // MARK: Cells

    /// Registers the class to make cells with for `identifier`; it must be `UITableViewCell` or a subclass.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        if let cellClass, !(cellClass is UITableViewCell.Type) {
            Diagnostics.report(.error(
                "register(_:forCellReuseIdentifier:)", "\(cellClass) is not a subclass of UITableViewCell (identifier \(identifier))"))
            return
        }
        listView.register(cellClass, forCellWithReuseIdentifier: identifier)
    }

    /// A recycled cell for `identifier`, reset with `prepareForReuse()`, or a new one of the registered class.
    /// An identifier without a registered class is reported with UIKit's message, and answered with a plain cell.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard listView.registeredCellClasses[identifier] != nil || listView.hasQueuedCell(withReuseIdentifier: identifier) else {
            Diagnostics.report(.error(
                "dequeueReusableCell(withIdentifier:for:)",
                "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier "
                    + "or connect a prototype cell in a storyboard"))
            return adopt(UITableViewCell(style: .default, reuseIdentifier: identifier), at: indexPath)
        }
        let cell = listView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        return adopt(cell as? UITableViewCell ?? UITableViewCell(style: .default, reuseIdentifier: identifier), at: indexPath)
    }

    /// A recycled cell for `identifier`, a new cell of the class registered for it, or `nil` when it has neither
    /// (the app then makes one with `init(style:reuseIdentifier:)`).
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = listView.takeQueuedCell(withReuseIdentifier: identifier) as? UITableViewCell {
            cell.prepareForReuse()
            return adopt(cell, at: nil)
        }
        guard let cellClass = listView.registeredCellClasses[identifier] else { return nil }
        let cell = cellClass.init(reuseQueueFrame: .zero)
        cell.reuseIdentifier = identifier
        return (cell as? UITableViewCell).map { adopt($0, at: nil) }
    }

    /// Tells `cell` which table and row it belongs to.
    private func adopt(_ cell: UITableViewCell, at indexPath: IndexPath?) -> UITableViewCell {
        cell.table = self
        if let indexPath { cell.tableIndexPath = indexPath }
        return cell
    }

    /// The cell on screen for `indexPath`, or `nil`.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        listView.cellForItem(at: indexPath) as? UITableViewCell
    }

    /// The index path of `cell` while it is on screen, or `nil`.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        listView.indexPathForVisibleCell(cell)
    }

    /// The row at `point` of the content, or `nil`.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        listView.indexPathForItem(at: point)
    }

    /// The cells on screen, in row order.
    open var visibleCells: [UITableViewCell] {
        listView.visibleCells.compactMap { $0 as? UITableViewCell }
    }

    /// The index paths of the rows on screen, in order.
    open var indexPathsForVisibleRows: [IndexPath]? {
        listView.indexPathsForVisibleItems
    }

    /// The row's frame in the content; `.zero` for a row that does not exist.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        listView.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
    }

    // MARK: Headers and footers

    /// Registers the class to make header and footer views with for `identifier`.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        if let aClass, !(aClass is UITableViewHeaderFooterView.Type) {
            Diagnostics.report(.error(
                "register(_:forHeaderFooterViewReuseIdentifier:)",
                "\(aClass) is not a subclass of UITableViewHeaderFooterView (identifier \(identifier))"))
            return
        }
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            listView.register(aClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
        }
    }

    /// A header or footer view of the class registered for `identifier`, for the header or footer the table is
    /// asking its delegate for (call it from `viewForHeaderInSection` / `viewForFooterInSection`); `nil` otherwise or
    /// when no class is registered.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        guard let (kind, indexPath) = bridge.supplementaryRequest,
            listView.registeredSupplementaryViewClasses[kind]?[identifier] != nil
        else { return nil }
        return listView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
            as? UITableViewHeaderFooterView
    }

    /// The header view of `section` while it is on screen.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        listView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
            as? UITableViewHeaderFooterView
    }

    /// The footer view of `section` while it is on screen.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        listView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: section))
            as? UITableViewHeaderFooterView
    }

    // MARK: Data

    /// The number of sections, as the data source last reported it.
    open var numberOfSections: Int { listView.numberOfSections }

    /// The number of rows in `section`, as the data source last reported it.
    open func numberOfRows(inSection section: Int) -> Int {
        listView.numberOfItems(inSection: section)
    }

    /// Asks the data source for everything again.
    open func reloadData() {
        listView.reloadData()
    }

    // MARK: Updates

    /// Runs `updates` (row and section operations) as one update, then `completion`.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        listView.performBatchUpdates(updates, completion: completion)
    }

    /// Starts collecting row and section operations into one update, until the matching `endUpdates()`.
    open func beginUpdates() {
        updateNesting += 1
    }

    /// Performs the operations collected since `beginUpdates()` as one update.
    open func endUpdates() {
        guard updateNesting > 0 else { return }
        updateNesting -= 1
        guard updateNesting == 0 else { return }
        let updates = pendingUpdates
        pendingUpdates = []
        listView.performBatchUpdates { for update in updates { update() } }
    }

    /// Runs `update` now as an update of its own, or collects it between `beginUpdates()` and `endUpdates()`.
    private func perform(_ update: @escaping () -> Void) {
        if updateNesting > 0 {
            pendingUpdates.append(update)
        } else {
            listView.performBatchUpdates(update)
        }
    }

    /// Inserts rows at `indexPaths` (which the data source must already count); `animation` is not told apart.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        perform { self.listView.insertItems(at: indexPaths) }
    }

    /// Deletes the rows at `indexPaths` (which the data source must no longer count); `animation` is not told apart.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        perform { self.listView.deleteItems(at: indexPaths) }
    }

    /// Replaces the rows' cells with fresh ones from the data source; `animation` is not told apart.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        perform { self.listView.reloadItems(at: indexPaths) }
    }

    /// Updates the rows' cells in place without replacing them (iOS 15's `reconfigureRows`).
    open func reconfigureRows(at indexPaths: [IndexPath]) {
        perform { self.listView.reconfigureItems(at: indexPaths) }
    }

    /// Moves the row at `indexPath` to `newIndexPath`.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        perform { self.listView.moveItem(at: indexPath, to: newIndexPath) }
    }

    /// Inserts the sections at the given indexes; `animation` is not told apart.
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        perform { self.listView.insertSections(sections) }
    }

    /// Deletes the sections at the given indexes, with their rows; `animation` is not told apart.
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        perform { self.listView.deleteSections(sections) }
    }

    /// Reloads the sections' rows, headers and footers from the data source; `animation` is not told apart.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        perform { self.listView.reloadSections(sections) }
    }

    /// Moves the section at `section` to `newSection`, with its rows.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        perform { self.listView.moveSection(section, toSection: newSection) }
    }

    // MARK: Selection

    /// Whether a tap selects rows. `true` by default.
    open var allowsSelection: Bool {
        get { listView.allowsSelection }
        set { listView.allowsSelection = newValue }
    }

    /// Whether tapping rows selects several at once rather than one at a time. `false` by default.
    open var allowsMultipleSelection: Bool {
        get { listView.allowsMultipleSelection }
        set { listView.allowsMultipleSelection = newValue }
    }

    /// Whether a tap selects rows while editing. `false` by default.
    open var allowsSelectionDuringEditing: Bool {
        get { listView.allowsSelectionDuringEditing }
        set { listView.allowsSelectionDuringEditing = newValue }
    }

    /// Whether tapping rows while editing selects several at once. `false` by default.
    open var allowsMultipleSelectionDuringEditing: Bool {
        get { listView.allowsMultipleSelectionDuringEditing }
        set { listView.allowsMultipleSelectionDuringEditing = newValue }
    }

    /// The first selected row, or `nil`.
    open var indexPathForSelectedRow: IndexPath? { listView.indexPathsForSelectedItems?.first }

    /// The selected rows, or `nil` when none is selected.
    open var indexPathsForSelectedRows: [IndexPath]? {
        let selected = listView.indexPathsForSelectedItems ?? []
        return selected.isEmpty ? nil : selected
    }

    /// Selects the row (without calling the delegate, as in UIKit) and scrolls it to `scrollPosition`.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        listView.selectItem(at: indexPath, animated: animated, scrollPosition: [])
        if let indexPath, scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row, without calling the delegate.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        listView.deselectItem(at: indexPath, animated: animated)
    }

    // MARK: Editing

    /// Whether the rows show their editing controls. Setting it does not animate.
    open var isEditing: Bool {
        get { listView.isEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Shows or hides the rows' editing controls: delete or insert controls for editable rows, reorder controls for
    /// movable ones.
    open func setEditing(_ editing: Bool, animated: Bool) {
        listView.setEditing(editing, animated: animated)
    }
}

extension UITableViewCell {
    /// How a table draws separators (UIKit: `UITableViewCell.SeparatorStyle`).
    public enum SeparatorStyle: Int, Sendable, Hashable {
        /// No separators between rows.
        case none = 0
        /// A thin line between rows.
        case singleLine = 1
        /// An etched line between rows; drawn here like `singleLine`.
        case singleLineEtched = 2
    }
}
