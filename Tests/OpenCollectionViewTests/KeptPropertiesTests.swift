import Foundation
import OpenCollectionView
import Testing

/// The properties kept for the app with no effect headless (see Differences from UIKit): UIKit's defaults, and what is
/// set is what is read back.
@MainActor
@Suite struct KeptPropertiesTests {
    @Test func keptPropertiesHaveUIKitsDefaultsAndRoundTrip() {
        let collectionView = makeRowsCollectionView()
        #expect(!collectionView.remembersLastFocusedIndexPath && !collectionView.selectionFollowsFocus)
        #expect(!collectionView.allowsFocus && !collectionView.allowsFocusDuringEditing)
        #expect(collectionView.reorderingCadence == .immediate)
        collectionView.remembersLastFocusedIndexPath = true
        collectionView.reorderingCadence = .slow
        #expect(collectionView.remembersLastFocusedIndexPath)
        #expect(collectionView.reorderingCadence == .slow)

        let menu = UIContextMenuConfiguration()
        #expect(menu.secondaryItemIdentifiers.isEmpty && menu.badgeCount == 0 && menu.preferredMenuElementOrder == .automatic)
        menu.secondaryItemIdentifiers = ["b", 2]
        menu.badgeCount = 3
        menu.preferredMenuElementOrder = .fixed
        #expect(menu.secondaryItemIdentifiers == ["b", 2] && menu.badgeCount == 3 && menu.preferredMenuElementOrder == .fixed)

        let section = NSCollectionLayoutSection(group: NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitems: [NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))]))
        #expect(section.supplementaryContentInsetsReference == .automatic)
        #expect(section.orthogonalScrollingProperties.decelerationRate == .automatic)
        #expect(section.orthogonalScrollingProperties.bounce == .automatic)
        section.supplementaryContentInsetsReference = .layoutMargins
        section.orthogonalScrollingProperties.decelerationRate = .fast
        section.orthogonalScrollingProperties.bounce = .never
        #expect(section.supplementaryContentInsetsReference == .layoutMargins)
        #expect(section.orthogonalScrollingProperties.decelerationRate == .fast)
        #expect(section.orthogonalScrollingProperties.bounce == .never)
        #expect(UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate.normal.rawValue == 0.998)

        var list = UICollectionLayoutListConfiguration(appearance: .plain)
        #expect(list.contentHuggingElements == [])
        list.contentHuggingElements = .supplementaryHeader
        #expect(list.contentHuggingElements.contains(.supplementaryHeader))

        let blur = UIBlurEffect(style: .systemMaterial)
        var separators = UIListSeparatorConfiguration(listAppearance: .plain)
        #expect(separators.visualEffect == nil)
        separators.visualEffect = UIVibrancyEffect(blurEffect: blur, style: .separator)
        #expect(separators.visualEffect != nil && separators != UIListSeparatorConfiguration(listAppearance: .plain))

        var background = UIBackgroundConfiguration.listPlainCell()
        #expect(background.visualEffect == nil && background.imageContentMode == .scaleToFill)
        #expect(background.shadowProperties.opacity == 0 && background.shadowProperties.color == .black)
        #expect(background.shadowProperties.path == nil && background.shadowProperties.offset == .zero)
        background.visualEffect = blur
        background.imageContentMode = .scaleAspectFill
        background.shadowProperties.radius = 6
        background.shadowProperties.opacity = 0.3
        #expect(background.visualEffect == blur && background.imageContentMode == .scaleAspectFill)
        #expect(background.shadowProperties.radius == 6 && background.shadowProperties.opacity == 0.3)
        #expect(background != UIBackgroundConfiguration.listPlainCell())
        // Effects are equal when they are the same effect.
        #expect(blur != UIBlurEffect(style: .systemMaterial))

        let controller = UICollectionViewController(collectionViewLayout: rowsLayout())
        #expect(!controller.useLayoutToLayoutNavigationTransitions)
        controller.useLayoutToLayoutNavigationTransitions = true
        #expect(controller.useLayoutToLayoutNavigationTransitions)
    }
}
