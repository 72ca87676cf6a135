import Foundation
import OpenCollectionView
import Testing

/// The iOS 18 background presets `listCell()`, `listHeader()` and `listFooter()`: each takes the look of the list it
/// is shown in when updated for its cell's state.
@MainActor
@Suite struct AdaptiveListBackgroundTests {
    /// A list of `appearance` with supplementary headers whose cells and headers wear the adaptive presets.
    final class Screen: UICollectionViewDataSource {
        let collectionView: UICollectionView
        var cornerRadius: CGFloat?

        init(appearance: UICollectionLayoutListConfiguration.Appearance, cornerRadius: CGFloat? = nil) {
            self.cornerRadius = cornerRadius
            var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
            configuration.headerMode = .supplementary
            collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 390, height: 844),
                collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
            collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.register(
                UICollectionViewListCell.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                withReuseIdentifier: "header")
            collectionView.dataSource = self
            collectionView.layoutIfNeeded()
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            var background = UIBackgroundConfiguration.listCell()
            if let cornerRadius { background.cornerRadius = cornerRadius }
            cell.backgroundConfiguration = background
            return cell
        }

        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
            (header as? UICollectionViewListCell)?.backgroundConfiguration = .listHeader()
            return header
        }

        func cellBackground(_ item: Int) -> UIBackgroundConfiguration? {
            collectionView.cellForItem(at: IndexPath(item: item, section: 0))?.backgroundConfiguration
        }

        var headerBackground: UIBackgroundConfiguration? {
            (collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
                as? UICollectionViewListCell)?.backgroundConfiguration
        }
    }

    @Test func withoutAListTheyLookLikeAPlainLists() {
        #expect(UIBackgroundConfiguration.listCell().backgroundColor == UIBackgroundConfiguration.listPlainCell().backgroundColor)
        #expect(UIBackgroundConfiguration.listHeader().backgroundColor == UIBackgroundConfiguration.listPlainHeaderFooter().backgroundColor)
        #expect(UIBackgroundConfiguration.listFooter().backgroundColor == UIBackgroundConfiguration.listPlainHeaderFooter().backgroundColor)
        var selected = UICellConfigurationState(traitCollection: UITraitCollection())
        selected.isSelected = true
        #expect(UIBackgroundConfiguration.listCell().updated(for: selected).backgroundColor
            == UIBackgroundConfiguration.listPlainCell().updated(for: selected).backgroundColor)
    }

    @Test func inAGroupedListTheyTakeTheGroupedLook() {
        let screen = Screen(appearance: .insetGrouped)
        #expect(screen.cellBackground(0)?.backgroundColor == .secondarySystemGroupedBackground)
        #expect(screen.headerBackground?.backgroundColor == .clear)
        // Selected, the cell takes the grouped list's selected fill.
        screen.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        screen.collectionView.layoutIfNeeded()
        #expect(screen.cellBackground(1)?.backgroundColor
            == UIBackgroundConfiguration.listGroupedCell().updated(for: selectedState()).backgroundColor)
    }

    @Test func inASidebarTheyTakeTheSidebarsRoundedLook() {
        let screen = Screen(appearance: .sidebar)
        #expect(screen.cellBackground(0)?.backgroundColor == .clear)
        #expect(screen.cellBackground(0)?.cornerRadius == UIBackgroundConfiguration.listSidebarCell().cornerRadius)
        #expect(screen.cellBackground(0)?.cornerRadius != 0)
    }

    @Test func aCornerRadiusTheAppSetStays() {
        let screen = Screen(appearance: .sidebar, cornerRadius: 3)
        #expect(screen.cellBackground(0)?.cornerRadius == 3)
        #expect(screen.cellBackground(0)?.backgroundColor == .clear)
    }

    @Test func inAPlainListTheyStayPlain() {
        let screen = Screen(appearance: .plain)
        #expect(screen.cellBackground(0)?.backgroundColor == .systemBackground)
        #expect(screen.headerBackground?.backgroundColor == .systemBackground)
    }

    private func selectedState() -> UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        state.isSelected = true
        return state
    }
}
