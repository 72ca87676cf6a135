import Foundation
internal import OpenCollectionView
internal import OpenUIKit

/// The UIKit cell an AppKit item is drawn in: its view fills the cell, and its frame is the cell's.
final class ItemHostCell: UICollectionViewCell {
    /// The item the cell shows; made once, kept while the cell is recycled.
    var item: NSCollectionViewItem?

    override var frame: CGRect {
        didSet { placeItemView() }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        placeItemView()
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        item?.highlightState = .none
        item?.prepareForReuse()
    }

    /// Shows `item`, its view filling the cell.
    func host(_ item: NSCollectionViewItem) {
        self.item = item
        item.host = self
        contentView.addSubview(item.view.backing)
        placeItemView()
    }

    private func placeItemView() {
        guard let item, item.isViewLoaded else { return }
        item.view.placeAsElement(frame: frame, backingFrame: contentView.bounds)
    }
}
