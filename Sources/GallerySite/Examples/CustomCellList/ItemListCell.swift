import OpenCollectionView

/// The sample's `ItemListCell`: a list cell that keeps the item it shows and offers it to configuration updates
/// through its configuration state, under a custom key — the "custom cell state" technique. Subclasses build their
/// views from `configurationState.item` in `updateConfiguration(using:)`.
@MainActor
class ItemListCell: UICollectionViewListCell {
    private var item: CustomCellListCatalog.Item?

    /// Shows `item`; a new item asks for a configuration update, the same one does nothing.
    func updateWithItem(_ item: CustomCellListCatalog.Item) {
        guard self.item != item else { return }
        self.item = item
        setNeedsUpdateConfiguration()
    }

    override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state.item = item
        return state
    }
}

extension UIConfigurationStateCustomKey {
    /// Where an `ItemListCell` puts its item in its configuration state.
    static let item = UIConfigurationStateCustomKey("com.apple.ItemListCell.item")
}

extension UICellConfigurationState {
    /// The item of an `ItemListCell`, carried as custom state.
    var item: CustomCellListCatalog.Item? {
        get { self[.item] as? CustomCellListCatalog.Item }
        set { self[.item] = newValue }
    }
}
