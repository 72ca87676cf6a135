import Foundation

/// What makes a table view's list collection view a table: it lays out one list section per table section in the
/// table's style (headers and footers where the data source or delegate gives them, swipe actions from the delegate
/// or Delete for editable rows), asks the table's data source for rows and cells, and passes the list's selection,
/// display and move callbacks on to the table's delegate and data source with the table as their sender.
@MainActor
final class TableViewBridge: UICollectionViewDataSource, UICollectionViewDelegate, ItemIdentityDescribing {
    private unowned let table: UITableView
    /// The header or footer being asked for (its kind and index path) while the table asks its delegate for a view,
    /// so that `dequeueReusableHeaderFooterView(withIdentifier:)` can make one for it.
    private(set) var supplementaryRequest: (kind: String, indexPath: IndexPath)?

    private static let titleReuseIdentifier = "UITableView.sectionTitle"
    private static let containerReuseIdentifier = "UITableView.sectionView"
    private static let header = UICollectionView.elementKindSectionHeader
    private static let footer = UICollectionView.elementKindSectionFooter

    init(table: UITableView) {
        self.table = table
        for kind in [Self.header, Self.footer] {
            table.listView.register(
                UITableViewHeaderFooterView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: Self.titleReuseIdentifier)
            table.listView.register(
                TableSectionViewContainer.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: Self.containerReuseIdentifier)
        }
    }

    private var listView: UICollectionView { table.listView }
    private var dataSource: (any UITableViewDataSource)? { table.dataSource }
    private var delegate: (any UITableViewDelegate)? { table.tableDelegate }

    // MARK: Layout

    /// The list section of table section `section`, in the table's style.
    func listSection(_ section: Int, in environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let appearance: UICollectionLayoutListConfiguration.Appearance =
            switch table.style {
            case .plain: .plain
            case .grouped: .grouped
            case .insetGrouped: .insetGrouped
            }
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configuration.showsSeparators = table.separatorStyle != .none
        if let color = table.separatorColor { configuration.separatorConfiguration.color = color }
        configuration.headerMode = hasSectionView(ofKind: Self.header, in: section) ? .supplementary : .none
        configuration.footerMode = hasSectionView(ofKind: Self.footer, in: section) ? .supplementary : .none
        configuration.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            guard let self else { return nil }
            return self.delegate?.tableView(self.table, leadingSwipeActionsConfigurationForRowAt: indexPath)
        }
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            self?.trailingSwipeActions(forRowAt: indexPath)
        }
        return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    }

    /// Whether the section has a header (or footer): a title from the data source or a view from the delegate.
    private func hasSectionView(ofKind kind: String, in section: Int) -> Bool {
        title(ofKind: kind, in: section) != nil || delegateView(ofKind: kind, in: section) != nil
    }

    private func title(ofKind kind: String, in section: Int) -> String? {
        guard let dataSource else { return nil }
        return kind == Self.header
            ? dataSource.tableView(table, titleForHeaderInSection: section)
            : dataSource.tableView(table, titleForFooterInSection: section)
    }

    private func delegateView(ofKind kind: String, in section: Int) -> UIView? {
        guard let delegate else { return nil }
        return kind == Self.header
            ? delegate.tableView(table, viewForHeaderInSection: section)
            : delegate.tableView(table, viewForFooterInSection: section)
    }

    /// The delegate's trailing actions; else, for a row the data source lets edit with the delete style, Delete,
    /// which commits the deletion of the row it was revealed on (wherever updates moved it since).
    private func trailingSwipeActions(forRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        if let actions = delegate?.tableView(table, trailingSwipeActionsConfigurationForRowAt: indexPath) { return actions }
        guard editingStyle(forRowAt: indexPath) == .delete else { return nil }
        let title = delegate?.tableView(table, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        let delete = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, completion in
            guard let self else { return completion(false) }
            let row = self.listView.swipe?.indexPath ?? indexPath
            self.dataSource?.tableView(self.table, commit: .delete, forRowAt: row)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    /// The editing control of the row: the delegate's style for rows the data source lets edit, else none.
    private func editingStyle(forRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        guard let dataSource, dataSource.tableView(table, canEditRowAt: indexPath) else { return .none }
        return delegate?.tableView(table, editingStyleForRowAt: indexPath) ?? .delete
    }

    // MARK: UICollectionViewDataSource

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        dataSource?.numberOfSections(in: table) ?? 0
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        dataSource?.tableView(table, numberOfRowsInSection: section) ?? 0
    }

    /// The data source's cell, told its table, row, editing control and reorder control.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let dataSource else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
        let cell = dataSource.tableView(table, cellForRowAt: indexPath)
        cell.table = table
        cell.tableIndexPath = indexPath
        // A cell the app made itself rather than dequeued learns its list section here.
        if cell.listContext == nil { listView.prepareListCell(cell, at: indexPath) }
        cell.tableEditingStyle = editingStyle(forRowAt: indexPath)
        cell.showsReorderControl = dataSource.tableView(table, canMoveRowAt: indexPath)
        cell.refreshLegacyContent()
        return cell
    }

    /// A header or footer: the delegate's view (a registered header-footer view as it is, any other view in a
    /// container that fits it), else the data source's title in the list's header or footer style.
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        supplementaryRequest = (kind, indexPath)
        defer { supplementaryRequest = nil }
        if let view = delegateView(ofKind: kind, in: indexPath.section) {
            if let headerFooter = view as? UITableViewHeaderFooterView, headerFooter.elementKind == kind { return headerFooter }
            let container = listView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: Self.containerReuseIdentifier, for: indexPath) as! TableSectionViewContainer
            container.show(view)
            return container
        }
        let view = listView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: Self.titleReuseIdentifier, for: indexPath) as! UITableViewHeaderFooterView
        var content = view.defaultContentConfiguration()
        content.text = title(ofKind: kind, in: indexPath.section)
        view.contentConfiguration = content
        return view
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        dataSource?.tableView(table, canMoveRowAt: indexPath) ?? false
    }

    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        dataSource?.tableView(table, moveRowAt: sourceIndexPath, to: destinationIndexPath)
    }

    // MARK: UICollectionViewDelegate

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        delegate?.scrollViewDidScroll(table)
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        delegate?.scrollViewWillBeginDragging(table)
    }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        delegate?.scrollViewWillEndDragging(table, withVelocity: velocity, targetContentOffset: targetContentOffset)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        delegate?.scrollViewDidEndDragging(table, willDecelerate: decelerate)
    }

    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        delegate?.scrollViewWillBeginDecelerating(table)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        delegate?.scrollViewDidEndDecelerating(table)
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        delegate?.scrollViewDidEndScrollingAnimation(table)
    }

    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        delegate?.scrollViewDidChangeAdjustedContentInset(table)
    }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        delegate?.tableView(table, shouldHighlightRowAt: indexPath) ?? true
    }

    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        delegate?.tableView(table, didHighlightRowAt: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        delegate?.tableView(table, didUnhighlightRowAt: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        guard let delegate else { return true }
        return delegate.tableView(table, willSelectRowAt: indexPath) != nil
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        delegate?.tableView(table, didSelectRowAt: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        delegate?.tableView(table, didDeselectRowAt: indexPath)
    }

    /// Rows show their editing accessories when they can be edited or moved.
    func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool {
        guard let dataSource else { return false }
        return dataSource.tableView(table, canEditRowAt: indexPath) || dataSource.tableView(table, canMoveRowAt: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        guard let cell = cell as? UITableViewCell else { return }
        delegate?.tableView(table, willDisplay: cell, forRowAt: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        guard let cell = cell as? UITableViewCell else { return }
        delegate?.tableView(table, didEndDisplaying: cell, forRowAt: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        delegate?.tableView(table, targetIndexPathForMoveFromRowAt: originalIndexPath, toProposedIndexPath: proposedIndexPath)
            ?? proposedIndexPath
    }

    // MARK: Identities

    /// The table's diffable data source names its items; other data sources' rows are named by index path.
    func identityDescription(at indexPath: IndexPath) -> String? {
        (dataSource as? any ItemIdentityDescribing)?.identityDescription(at: indexPath)
    }

    func forgetIdentities(keepingItemsAt shown: [IndexPath]) {
        (dataSource as? any ItemIdentityDescribing)?.forgetIdentities(keepingItemsAt: shown)
    }
}

/// A header or footer view the delegate gave that is not a registered header-footer view: shown inside a list
/// cell, filling its width, as tall as it fits.
@MainActor
final class TableSectionViewContainer: UICollectionViewListCell {
    private var shownView: UIView?

    func show(_ view: UIView) {
        if shownView !== view {
            shownView?.removeFromSuperview()
            shownView = view
            contentView.addSubview(view)
        }
        backgroundConfiguration = .clear()
        view.frame = contentView.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        guard let shownView else { return layoutAttributes }
        let width = layoutAttributes.frame.width
        var height = shownView.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
        ).height
        if height <= 0 { height = shownView.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height }
        let attributes = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        attributes.frame.size.height = max(height, 0)
        return attributes
    }
}
