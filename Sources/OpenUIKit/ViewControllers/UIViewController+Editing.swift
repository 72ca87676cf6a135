import Foundation

extension UIViewController {
    /// A bar button that toggles editing: "Edit", or a bold "Done" while editing; a tap calls
    /// `setEditing(!isEditing, animated: true)`. The same item every time.
    public var editButtonItem: UIBarButtonItem {
        if let storedEditButtonItem { return storedEditButtonItem }
        let item = UIBarButtonItem(systemItem: .edit, primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        })
        item.showEditingState(isEditing)
        storedEditButtonItem = item
        return item
    }
}
