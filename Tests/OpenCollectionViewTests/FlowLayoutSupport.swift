import Foundation
import OpenCollectionView

/// A flow delegate that gives every item its own size and counts how often it was asked.
@MainActor
final class ItemSizingDelegate: UICollectionViewDelegateFlowLayout {
    var size: (IndexPath) -> CGSize
    private(set) var sizeRequests = 0

    init(_ size: @escaping (IndexPath) -> CGSize) {
        self.size = size
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizeRequests += 1
        return size(indexPath)
    }
}

/// A flow delegate that answers every section question and leaves item sizes to the layout.
@MainActor
final class SectionMetricsDelegate: UICollectionViewDelegateFlowLayout {
    var insets: (Int) -> UIEdgeInsets = { _ in .zero }
    var lineSpacing: (Int) -> CGFloat = { _ in 0 }
    var interitemSpacing: (Int) -> CGFloat = { _ in 0 }
    var headerSize: (Int) -> CGSize = { _ in .zero }
    var footerSize: (Int) -> CGSize = { _ in .zero }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int
    ) -> UIEdgeInsets { insets(section) }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { lineSpacing(section) }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { interitemSpacing(section) }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize { headerSize(section) }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize { footerSize(section) }
}

/// A flow delegate that implements none of the flow questions.
@MainActor
final class SilentFlowDelegate: UICollectionViewDelegateFlowLayout {}

/// A flow layout in the worked example's configuration (spec §5): 100 × 50 items, interitem spacing 10, line spacing
/// 20, insets of 10 on every side.
@MainActor
func workedExampleLayout() -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 50)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 20
    layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    return layout
}

/// A collection view of `size` showing `counts` items with `layout`, its delegate set before the first layout pass.
@MainActor
func flowHost(
    _ layout: UICollectionViewFlowLayout, counts: [Int], delegate: (any UICollectionViewDelegate)? = nil,
    size: CGSize = CGSize(width: 390, height: 844), cellClass: UICollectionViewCell.Type = UICollectionViewCell.self,
    configure: (UICollectionView) -> Void = { _ in }
) -> HostedLayout {
    let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    collectionView.register(cellClass, forCellWithReuseIdentifier: "cell")
    collectionView.delegate = delegate
    configure(collectionView)
    return HostedLayout(collectionView: collectionView, layout: layout, counts: counts)
}

extension HostedLayout {
    /// The frame of the supplementary view of `kind` in `section`.
    func supplementaryFrame(_ kind: String, section: Int = 0) -> CGRect? {
        layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
    }

    /// The frames of the cells of `section`'s items in `items`.
    func frames(_ items: Range<Int>, section: Int = 0) -> [CGRect?] {
        items.map { frame($0, section: section) }
    }
}
