import Foundation
import OpenCollectionView
import OpenCollectionViewSnapshotTesting
import SnapshotTesting
import Testing

@testable import GallerySite

/// The gallery's screens under snapshot tests, as an iOS team would write them for its own screens on a Linux CI job:
/// `assertSnapshot(of: controller, as: .layout(on: .iPhone15))`. The references live in `__Snapshots__` beside this
/// file; a test records its reference the first time it runs (and fails, saying so), and after that any change to a
/// frame, an identity or a text shows as a diff of the reference. Delete a reference to record it again.
@MainActor
@Suite struct GallerySnapshotTests {
    /// The screen as the gallery shows it: in a navigation controller, its title in the bar.
    static func screen(_ controller: UIViewController) -> UINavigationController {
        UINavigationController(rootViewController: controller)
    }

    @Test func gridOnAnIPhone() {
        assertSnapshot(of: Self.screen(GridViewController()), as: .layout(on: .iPhone15))
    }

    /// The Controls example's views: the segments with the chosen one bracketed, the page, the progress, and the
    /// spinner left out while it is stopped and hidden.
    @Test func controlsAsViews() {
        assertSnapshot(of: Self.screen(ControlsViewController()), as: .renderTree(on: .iPhone15))
    }

    /// The Photos example: square thumbnails three to a row, each an image view drawing a photo's bytes, and the bar
    /// with the size switch and the prefetch log under the grid.
    @Test func photosAsViews() {
        assertSnapshot(of: Self.screen(PhotosViewController()), as: .renderTree(on: .iPhone15))
    }

    @Test func gridOnAnIPad() {
        assertSnapshot(of: Self.screen(GridViewController()), as: .layout(on: .iPadPro11))
    }

    @Test func orthogonalSectionBehaviors() {
        assertSnapshot(of: Self.screen(OrthogonalScrollBehaviorViewController()), as: .layout(on: .iPhoneSE))
    }

    @Test func pinnedSectionHeadersAndFooters() {
        assertSnapshot(of: Self.screen(PinnedSectionHeaderFooterViewController()), as: .layout(on: .iPhone15))
    }

    /// Cells with their content: labels, accessories and backgrounds, with the fonts and colours they draw in.
    @Test func wiFiSettingsWithItsViews() {
        assertSnapshot(of: Self.screen(WiFiSettingsViewController()), as: .renderTree(on: .iPhone15))
    }

    @Test func listAppearancesInTheDark() {
        assertSnapshot(of: Self.screen(ListAppearancesViewController()), as: .renderTree(on: SnapshotDevice.iPhoneSE.dark))
    }

    /// Right to left, as for an app localised into Arabic or Hebrew: the list's rows, accessories and separators mirror.
    @Test func customCellListRightToLeft() {
        assertSnapshot(
            of: Self.screen(CustomCellListViewController()), as: .renderTree(on: SnapshotDevice.iPhone15.rightToLeft))
    }

    /// A page any browser opens: the screen drawn as the gallery draws it.
    @Test func emojiExplorerAsAPage() {
        assertSnapshot(of: Self.screen(EmojiExplorerViewController()), as: .page(on: .iPhone15))
    }

    /// A layout on its own, before any cell exists: three sections of a two-column grid with headers.
    @Test func aLayoutAlone() {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)), repeatingSubitem: item, count: 2)
        group.interItemSpacing = .fixed(8)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 16, trailing: 16)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let layout: UICollectionViewLayout = UICollectionViewCompositionalLayout(section: section)
        assertSnapshot(of: layout, as: .layout(itemCounts: [4, 3, 6], on: .iPhoneSE))
    }
}
