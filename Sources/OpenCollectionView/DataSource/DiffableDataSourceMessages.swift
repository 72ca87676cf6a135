import Foundation

/// The texts UIKit's diffable data source uses when it rejects a call (spec diffable.md §5.1). Where UIKit's text is
/// only partly known, the known part is kept word for word and the rest says what to do.
enum DiffableDataSourceMessages {
    static func sectionOutOfRange(_ section: Int, numberOfSections: Int) -> String {
        "Invalid parameter not satisfying: section < [_state.dataSourceSnapshot numberOfSections] "
            + "(section \(section), \(numberOfSections) sections)"
    }

    static func noItem(at indexPath: IndexPath, numberOfSections: Int) -> String {
        "UICollectionViewDiffableDataSource has no item at index path \(indexPath) in the applied snapshot "
            + "(\(numberOfSections) sections); the collection view asked for a cell it was never told about"
    }

    static func nilCell<Item>(at indexPath: IndexPath, item: Item) -> String {
        "UICollectionViewDiffableDataSource cell provider returned nil for index path \(indexPath) with item "
            + "identifier '\(item)', which is not allowed. You must always return a cell to the collection view: "
            + "dequeue one with dequeueReusableCell(withReuseIdentifier:for:) for every item"
    }

    static func missingSupplementaryViewProvider(kind: String, at indexPath: IndexPath) -> String {
        "UICollectionViewDiffableDataSource requested a supplementary view of kind '\(kind)' at index path "
            + "\(indexPath), but a supplementaryViewProvider was not specified on the diffable data source. Set the "
            + "data source's supplementaryViewProvider when the layout has supplementary items"
    }

    static func nilSupplementaryView(kind: String, at indexPath: IndexPath) -> String {
        "UICollectionViewDiffableDataSource supplementary view provider returned nil for element kind '\(kind)' at "
            + "index path \(indexPath), which is not allowed. You must always return a view: dequeue one with "
            + "dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)"
    }

    static let reentrantApply =
        "Diffable data source detected an attempt to apply a snapshot while a previous apply is still in progress "
        + "(for example from a cell provider or a batch completion). Applies must not be reentrant; the snapshot was "
        + "not applied"

    static func sectionSnapshotItemsInOtherSections<Section, Item>(_ section: Section, _ items: [Item]) -> String {
        "Diffable data source detected an attempt to apply a section snapshot to section \(section) whose item "
            + "identifiers already exist in other sections. Identifiers in a snapshot must be unique across all "
            + "sections. Item identifiers that already exist: \(arrayDescription(items))"
    }

    static func itemNotInSnapshot<Item>(_ item: Item) -> String {
        "Item identifier does not exist in the data source's snapshot: \(item)"
    }

    static func noItemToReorder(at indexPath: IndexPath) -> String {
        "Invalid reorder: there is no item at index path \(indexPath) to move"
    }

    static func reorderDestinationOutOfBounds(_ destination: IndexPath, itemCount: Int?) -> String {
        guard let itemCount else {
            return "Invalid reorder: destination index path \(destination) names a section that does not exist"
        }
        return "Invalid reorder: destination index path \(destination) is past the end of its section, which holds "
            + "\(itemCount) items once the moved item is taken out"
    }

    static func reorderNotAllowed<Item>(_ item: Item) -> String {
        "Invalid reorder: reorderingHandlers.canReorderItem does not allow item \(item) to move"
    }

    static let noReorderInProgress = "Invalid reorder: no interactive reorder was begun"

    /// Foundation's `NSArray` description: `(\n    a,\n    b\n)`.
    static func arrayDescription<Element>(_ elements: [Element]) -> String {
        guard !elements.isEmpty else { return "(\n)" }
        return "(\n" + elements.map { "    \($0)" }.joined(separator: ",\n") + "\n)"
    }
}
