import Foundation

extension UICollectionView {
    /// The list configuration of `section` when the layout is compositional and the section is a list section. List
    /// cells, swipe actions and the render tree read it; it prepares the layout first.
    func listConfiguration(forSection section: Int) -> UICollectionLayoutListConfiguration? {
        prepareLayoutIfNeeded()
        return (collectionViewLayout as? UICollectionViewCompositionalLayout)?.listConfiguration(forSection: section)
    }
}
