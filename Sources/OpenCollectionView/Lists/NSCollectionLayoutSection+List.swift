import CompositionalLayoutEngine
import Foundation

extension NSCollectionLayoutSection {
    /// A list section (spec §11.1): full-width rows estimated at 44 pt, one per group; separators as
    /// decoration elements inside each row; headers and footers as boundary items of the standard kinds,
    /// pinned in plain appearances; rows inset by the layout margins in inset appearances.
    ///
    /// The space above and below the section that depends on its position in the list (35 pt above the
    /// first header-less grouped section, 20 pt below the last) is added when the layout prepares.
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let appearance = configuration.appearance
        let scale = layoutEnvironment.traitCollection.displayScale > 0 ? layoutEnvironment.traitCollection.displayScale : 1

        var separators: [NSCollectionLayoutSupplementaryItem] = []
        if configuration.showsSeparators {
            let separatorConfiguration = configuration.separatorConfiguration
            let leading = ListMetrics.automaticSeparatorLeadingInset(for: appearance)
            func separator(_ kind: String, edge: NSDirectionalRectEdge, insets: NSDirectionalEdgeInsets)
                -> NSCollectionLayoutSupplementaryItem
            {
                let item = NSCollectionLayoutSupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1 / scale)),
                    elementKind: kind, containerAnchor: NSCollectionLayoutAnchor(edges: edge))
                let explicit = insets != UIListSeparatorConfiguration.automaticInsets
                item.contentInsets = NSDirectionalEdgeInsets(
                    top: 0, leading: explicit ? insets.leading : leading, bottom: 0, trailing: explicit ? insets.trailing : 0)
                item.zIndex = ListMetrics.separatorZIndex
                item.isDecoration = true
                return item
            }
            if separatorConfiguration.topSeparatorVisibility != .hidden || configuration.itemSeparatorHandler != nil {
                separators.append(separator(ListMetrics.topSeparatorKind, edge: .top,
                                            insets: separatorConfiguration.topSeparatorInsets))
            }
            if separatorConfiguration.bottomSeparatorVisibility != .hidden || configuration.itemSeparatorHandler != nil {
                separators.append(separator(ListMetrics.bottomSeparatorKind, edge: .bottom,
                                            insets: separatorConfiguration.bottomSeparatorInsets))
            }
        }
        let row = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(ListMetrics.rowEstimate)),
            supplementaryItems: separators)
        row.cellZIndex = ListMetrics.cellZIndex
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(ListMetrics.rowGroupEstimate)),
            subitems: [row])

        let section = NSCollectionLayoutSection(group: group)
        let margins = (layoutEnvironment as? CompositionalLayoutEnvironment)?.layoutMargins
        let width = layoutEnvironment.container.contentSize.width
        let fallback = HeadlessScreen.sideMargin(forWidth: width)
        let leading = appearance.isInset ? margins?.leading ?? fallback : 0
        let trailing = appearance.isInset ? margins?.trailing ?? fallback : 0
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: leading, bottom: 0, trailing: trailing)
        section.contentInsetsReference = .none
        section.supplementariesFollowContentInsets = !appearance.isPlainStyle

        let estimate = appearance == .plain || appearance == .sidebarPlain
            ? ListMetrics.plainHeaderEstimate : ListMetrics.groupedHeaderEstimate
        func boundary(_ kind: String, _ alignment: NSRectAlignment) -> NSCollectionLayoutBoundarySupplementaryItem {
            let item = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimate)),
                elementKind: kind, alignment: alignment)
            item.zIndex = ListMetrics.headerZIndex
            return item
        }
        var boundaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
        if configuration.headerMode == .supplementary {
            let header = boundary(UICollectionView.elementKindSectionHeader, .top)
            if appearance.isPlainStyle {
                header.pinToVisibleBounds = true
                header.zIndex = ListMetrics.pinnedHeaderZIndex
            }
            boundaryItems.append(header)
        }
        if configuration.footerMode == .supplementary {
            boundaryItems.append(boundary(UICollectionView.elementKindSectionFooter, .bottom))
        }
        section.boundarySupplementaryItems = boundaryItems
        section.listConfiguration = configuration
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list section with `configuration`.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }
}

extension UICollectionLayoutListConfiguration {
    /// The space outside a list section before and after it, which depends on where the section is
    /// (spec §11.2): grouped styles leave 35 pt above the first header-less section, about 17.5 pt
    /// (floored to the pixel grid) between sections and 20 pt below the last one; plain lists leave space
    /// above each supplementary header.
    func paddings(sectionIndex: Int, sectionCount: Int, grid: PixelGrid) -> (before: CGFloat, after: CGFloat) {
        let hasHeader = headerMode == .supplementary
        let hasFooter = footerMode == .supplementary
        var before: CGFloat = 0
        var after: CGFloat = 0
        if appearance.isGrouped {
            if !hasHeader {
                before = sectionIndex == 0 ? ListMetrics.groupedFirstSectionTopPadding : grid.floor(ListMetrics.groupedSectionPadding)
            }
            if !hasFooter {
                after = sectionIndex == sectionCount - 1
                    ? ListMetrics.groupedLastSectionBottomPadding : grid.floor(ListMetrics.groupedSectionPadding)
            }
        }
        if hasHeader {
            before += headerTopPadding ?? (appearance == .plain ? ListMetrics.plainAutomaticHeaderTopPadding : 0)
        }
        return (before, after)
    }

    /// Whether the separator of `kind` shows under or above `item` of a section of `itemCount` items,
    /// and its insets from the row's edges (`nil` to keep the layout's).
    func separator(
        ofKind kind: String, at indexPath: IndexPath, itemCount: Int
    ) -> (isVisible: Bool, insets: NSDirectionalEdgeInsets?) {
        var resolved = separatorConfiguration
        if let itemSeparatorHandler { resolved = itemSeparatorHandler(indexPath, resolved) }
        let isBottom = kind == ListMetrics.bottomSeparatorKind
        let visibility = isBottom ? resolved.bottomSeparatorVisibility : resolved.topSeparatorVisibility
        let isVisible: Bool
        switch visibility {
        case .visible: isVisible = true
        case .hidden: isVisible = false
        case .automatic: isVisible = isBottom && !(appearance.isInset && indexPath.item == itemCount - 1)
        }
        let insets = isBottom ? resolved.bottomSeparatorInsets : resolved.topSeparatorInsets
        return (isVisible, insets == UIListSeparatorConfiguration.automaticInsets ? nil : insets)
    }
}
