import Foundation

/// Supplies a table view's sections, rows and cells, and answers for editing (UIKit: `UITableViewDataSource`).
///
/// UIKit's optional requirements have default implementations here: one section, no titles, and rows that can be
/// neither edited nor moved. UIKit's default for `canEditRowAt` is `true` when the data source implements
/// `tableView(_:commit:forRowAt:)`; Swift cannot tell whether a protocol method was implemented, so implement
/// `canEditRowAt` alongside `commit` (as `canMoveRowAt` alongside `moveRowAt`).
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    /// How many rows the section at `section` has.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell of the row at `indexPath`, usually from `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// How many sections there are. The default is 1.
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title of the section's header; `nil` (the default) for no header.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of the section's footer; `nil` (the default) for no footer.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row can be edited: deleted (or inserted) with its editing control or a swipe. `false` by default.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether the row shows a reorder control while the table view is editing. `false` by default.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// A person deleted (or inserted) the row: update the data and the table view (`deleteRows(at:with:)`, or apply a
    /// snapshot).
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// A person dragged the row from `sourceIndexPath` to `destinationIndexPath`; the table view already shows it
    /// there: update the data.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// No header title.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// No row can be edited; implement it alongside `tableView(_:commit:forRowAt:)` to allow deleting or inserting.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// No row can be moved; implement it alongside `tableView(_:moveRowAt:to:)` to allow reordering.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing.
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
