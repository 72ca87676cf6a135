import CollectionDiagnostics
import Foundation
import OpenCollectionView
import Testing
import ViewTestSupport

/// Right to left: the compositional layout, lists, cells, stack views and Auto Layout mirror as UIKit's do when the
/// layout direction trait says so. Hand-derived frames first, then the property that the whole layout is the mirror
/// image of the left-to-right one.
@MainActor
@Suite struct RightToLeftLayoutTests {
    /// A 390 × 844 collection view showing `counts` items per section with `layout`, laid out, in `direction`.
    static func collectionView(
        _ layout: UICollectionViewLayout, counts: [Int], rightToLeft: Bool
    ) -> (UICollectionView, SupplementaryModel) {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collectionView.register(TrackingCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "list")
        collectionView.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: "header", withReuseIdentifier: "supplementary")
        collectionView.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "supplementary")
        if rightToLeft { collectionView.traitOverrides.layoutDirection = .rightToLeft }
        let model = SupplementaryModel(counts.map { Array(0..<$0) })
        collectionView.dataSource = model
        collectionView.layoutIfNeeded()
        return (collectionView, model)
    }

    static func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    static func frame(_ collectionView: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    // MARK: Hand-derived frames

    @Test func theGridStartsAtTheRightEdge() {
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(0.2), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(1), .fractionalWidth(0.2)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (view, _) = Self.collectionView(layout, counts: [12], rightToLeft: true)
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(Self.frame(view, 0) == CGRect(x: 312, y: 0, width: 78, height: 78))
        #expect(Self.frame(view, 1) == CGRect(x: 234, y: 0, width: 78, height: 78))
        #expect(Self.frame(view, 4) == CGRect(x: 0, y: 0, width: 78, height: 78))
        #expect(Self.frame(view, 5) == CGRect(x: 312, y: 78, width: 78, height: 78))
        #expect(view.contentSize == CGSize(width: 390, height: 234))
        // Points are in the same coordinates.
        #expect(view.indexPathForItem(at: CGPoint(x: 380, y: 10)) == IndexPath(item: 0, section: 0))
        #expect(view.indexPathForItem(at: CGPoint(x: 10, y: 90)) == IndexPath(item: 9, section: 0))
        let visible = (view.collectionViewLayout.layoutAttributesForElements(in: CGRect(x: 320, y: 0, width: 70, height: 100)) ?? [])
            .map(\.indexPath).sorted()
        #expect(visible == [IndexPath(item: 0, section: 0), IndexPath(item: 5, section: 0)])
    }

    @Test func leadingInsetsAndEdgeSpacingGoToTheRight() {
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(0.5), .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 0)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 30)
        let (view, _) = Self.collectionView(UICollectionViewCompositionalLayout(section: section), counts: [2], rightToLeft: true)
        // 350 pt between the insets: slots of 175 from the right edge less 10, each item's 4-pt inset on its right.
        #expect(Self.frame(view, 0) == CGRect(x: 205, y: 0, width: 171, height: 50))
        #expect(Self.frame(view, 1) == CGRect(x: 30, y: 0, width: 171, height: 50))
    }

    @Test func nestedGroupsMirror() {
        // The sample's nested groups: a tall leading item and a trailing column of two.
        let leading = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(0.7), .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(layoutSize: Self.size(.fractionalWidth(0.3), .fractionalHeight(1)), subitems: [small])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(1), .absolute(200)), subitems: [leading, column])
        let (view, _) = Self.collectionView(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), counts: [3], rightToLeft: true)
        // 0.7 × 390 = 273 on the right; the column's 117 on the left.
        #expect(Self.frame(view, 0) == CGRect(x: 117, y: 0, width: 273, height: 200))
        #expect(Self.frame(view, 1) == CGRect(x: 0, y: 0, width: 117, height: 100))
        #expect(Self.frame(view, 2) == CGRect(x: 0, y: 100, width: 117, height: 100))
    }

    @Test func customGroupsAndWaterfallsMirror() {
        // A custom group: the provider's frames are left to right; shown, they are reflected in the group.
        let custom = NSCollectionLayoutGroup.custom(layoutSize: Self.size(.fractionalWidth(1), .absolute(120))) { _ in
            [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 10, y: 0, width: 100, height: 120)),
             NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 130, y: 20, width: 60, height: 60))]
        }
        let (grouped, _) = Self.collectionView(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: custom)), counts: [2], rightToLeft: true)
        #expect(Self.frame(grouped, 0) == CGRect(x: 280, y: 0, width: 100, height: 120))
        #expect(Self.frame(grouped, 1) == CGRect(x: 200, y: 20, width: 60, height: 60))
        // A waterfall's first column is its rightmost; each item goes to the shortest column, ties to the leading one.
        // (The cells, list cells, measure 44 pt whatever the estimate.)
        let waterfall = NSCollectionLayoutSection.waterfall(columnCount: 2, columnSpacing: 10, itemSpacing: 10) { item in
            [100, 50, 30][item % 3]
        }
        let (masonry, _) = Self.collectionView(UICollectionViewCompositionalLayout(section: waterfall), counts: [3], rightToLeft: true)
        #expect(Self.frame(masonry, 0) == CGRect(x: 200, y: 0, width: 190, height: 44))
        #expect(Self.frame(masonry, 1) == CGRect(x: 0, y: 0, width: 190, height: 44))
        #expect(Self.frame(masonry, 2) == CGRect(x: 200, y: 54, width: 190, height: 44))
    }

    /// A row of three 300-pt groups 10 pt apart under `behavior`.
    static func orthogonalLayout(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(300), .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.orthogonalScrollingBehavior = behavior
        return UICollectionViewCompositionalLayout(section: section)
    }

    @Test func orthogonalRowsStartAtTheRightAndScrollLeftwards() {
        let (view, _) = Self.collectionView(Self.orthogonalLayout(.continuous), counts: [3], rightToLeft: true)
        #expect(Self.frame(view, 0) == CGRect(x: 90, y: 0, width: 300, height: 100))
        #expect(Self.frame(view, 1) == CGRect(x: -220, y: 0, width: 300, height: 100))
        // The offset counts from the row's start; scrolling towards the end moves the items rightwards.
        #expect(view.setOrthogonalScrollingOffset(100, forSection: 0) == 100)
        view.layoutIfNeeded()
        #expect(Self.frame(view, 0) == CGRect(x: 190, y: 0, width: 300, height: 100))
        #expect(Self.frame(view, 1) == CGRect(x: -120, y: 0, width: 300, height: 100))
        #expect(view.indexPathForItem(at: CGPoint(x: 100, y: 50)) == IndexPath(item: 1, section: 0))
        // The row ends where its last group's left edge meets the view's: 3 × 300 + 2 × 10 − 390 = 530.
        #expect(view.setOrthogonalScrollingOffset(10_000, forSection: 0) == 530)
        view.layoutIfNeeded()
        #expect(Self.frame(view, 2) == CGRect(x: 0, y: 0, width: 300, height: 100))
    }

    @Test(arguments: [
        UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging,
        .groupPagingCentered,
    ])
    func everyBehaviourRestsAtTheMirroredOffsets(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) {
        let (leftToRight, _) = Self.collectionView(Self.orthogonalLayout(behavior), counts: [3], rightToLeft: false)
        let (rightToLeft, _) = Self.collectionView(Self.orthogonalLayout(behavior), counts: [3], rightToLeft: true)
        for (distance, velocity) in [(40.0, 0.0), (200, 300), (320, 0), (500, 900)] as [(CGFloat, CGFloat)] {
            leftToRight.setOrthogonalScrollingOffset(0, forSection: 0)
            rightToLeft.setOrthogonalScrollingOffset(0, forSection: 0)
            let resting = leftToRight.dragOrthogonalSection(0, by: distance, velocity: velocity)
            #expect(rightToLeft.dragOrthogonalSection(0, by: distance, velocity: velocity) == resting)
            leftToRight.layoutIfNeeded()
            rightToLeft.layoutIfNeeded()
            for item in 0..<3 {
                let mirrored = Self.frame(leftToRight, item).map { CGRect(x: 390 - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
                #expect(Self.frame(rightToLeft, item) == mirrored, "\(behavior) item \(item) after \(distance)")
            }
        }
    }

    @Test func aHorizontalLayoutStartsAtTheRightEndOfItsContent() {
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: Self.size(.absolute(100), .absolute(100)), subitems: [item])
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group), configuration: configuration)
        let (view, _) = Self.collectionView(layout, counts: [10], rightToLeft: true)
        #expect(view.contentSize.width == 1000)
        #expect(Self.frame(view, 0) == CGRect(x: 900, y: 0, width: 100, height: 100))
        #expect(view.contentOffset.x == 610)
        #expect(view.indexPathsForVisibleItems.sorted().first == IndexPath(item: 0, section: 0))
        // Narrower than the view, the content still starts at the right edge.
        let (short, _) = Self.collectionView(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group), configuration: configuration),
            counts: [2], rightToLeft: true)
        #expect(Self.frame(short, 0) == CGRect(x: 290, y: 0, width: 100, height: 100))
        #expect(short.contentOffset.x == 0)
    }

    @Test func badgesAndPinnedHeadersMirror() throws {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: Self.size(.absolute(20), .absolute(20)), elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(0.25), .fractionalHeight(1)), supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: Self.size(.fractionalWidth(0.5), .absolute(40)), elementKind: "header", alignment: .topLeading)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let (view, _) = Self.collectionView(UICollectionViewCompositionalLayout(section: section), counts: [40], rightToLeft: true)
        let badgeFrame = view.layoutAttributesForSupplementaryElement(ofKind: "badge", at: IndexPath(item: 0, section: 0))?.frame
        // Item 0 is ⌊97.5⌋ on the pixel grid, 97⅓ wide, at the right edge; its top-trailing corner is its top-left one,
        // the badge sticking out 30 % of its size leftwards and upwards.
        let item0 = try #require(Self.frame(view, 0))
        #expect(abs(item0.minX - (390 - 292.0 / 3)) < 0.001 && item0.maxX == 390 && item0.minY == 40 && item0.height == 100)
        let badge0 = try #require(badgeFrame)
        #expect(abs(badge0.minX - (item0.minX - 6)) < 0.001 && badge0.minY == 34 && badge0.size == CGSize(width: 20, height: 20))
        let headerAt = { view.layoutAttributesForSupplementaryElement(ofKind: "header", at: IndexPath(item: 0, section: 0))?.frame }
        #expect(headerAt() == CGRect(x: 195, y: 0, width: 195, height: 40))
        view.contentOffset.y = 300
        view.layoutIfNeeded()
        #expect(headerAt() == CGRect(x: 195, y: 300, width: 195, height: 40))
    }

    // MARK: Lists and cells

    /// An inset-grouped list whose rows show an image, text, a disclosure indicator and leading swipe actions.
    static func listLayout() -> UICollectionViewCompositionalLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.leadingSwipeActionsConfigurationProvider = { _ in
            UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Pin") { _, _, done in done(true) }])
        }
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    @Test func listRowsMirrorTheirContentAccessoriesSeparatorsAndSwipes() throws {
        let (leftToRight, _) = Self.collectionView(Self.listLayout(), counts: [4], rightToLeft: false)
        let (rightToLeft, _) = Self.collectionView(Self.listLayout(), counts: [4], rightToLeft: true)
        let path = IndexPath(item: 1, section: 0)
        let row = try #require(Self.frame(rightToLeft, 1))
        #expect(row == Self.frame(leftToRight, 1).map { CGRect(x: 390 - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) })
        let ltrCell = try #require(leftToRight.cellForItem(at: path) as? UICollectionViewListCell)
        let rtlCell = try #require(rightToLeft.cellForItem(at: path) as? UICollectionViewListCell)
        let width = rtlCell.bounds.width
        func mirrored(_ rect: CGRect) -> CGRect { CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) }
        #expect(rtlCell.contentView.frame == mirrored(ltrCell.contentView.frame))
        let ltrContent = try #require(ltrCell.contentView as? UIListContentView)
        let rtlContent = try #require(rtlCell.contentView as? UIListContentView)
        let contentWidth = rtlContent.bounds.width
        // The image and the text show; the secondary text, which the rows have none of, does not.
        #expect(ltrContent.subviews.filter { !$0.isHidden }.count == 2)
        #expect(rtlContent.subviews.map(\.isHidden) == ltrContent.subviews.map(\.isHidden))
        for (ltr, rtl) in zip(ltrContent.subviews, rtlContent.subviews) where !ltr.isHidden {
            #expect(rtl.frame == CGRect(x: contentWidth - ltr.frame.maxX, y: ltr.frame.minY, width: ltr.frame.width, height: ltr.frame.height))
        }
        // The disclosure indicator sits on the left, 16 pt (the cell's margin) from the edge.
        let ltrAccessories = ltrCell.subviews.filter { $0 !== ltrCell.contentView && !$0.isHidden }
        let rtlAccessories = rtlCell.subviews.filter { $0 !== rtlCell.contentView && !$0.isHidden }
        #expect(rtlAccessories.map(\.frame) == ltrAccessories.map { mirrored($0.frame) })
        // Separators start at the text's leading edge: on the right.
        let separatorKind = try #require(
            (rightToLeft.collectionViewLayout.layoutAttributesForElements(in: rightToLeft.bounds) ?? [])
                .first { $0.representedElementCategory == .decorationView }?.representedElementKind)
        let rtlSeparator = try #require(rightToLeft.collectionViewLayout.layoutAttributesForDecorationView(ofKind: separatorKind, at: path))
        let ltrSeparator = try #require(leftToRight.collectionViewLayout.layoutAttributesForDecorationView(ofKind: separatorKind, at: path))
        #expect(rtlSeparator.frame == CGRect(x: 390 - ltrSeparator.frame.maxX, y: ltrSeparator.frame.minY,
                                             width: ltrSeparator.frame.width, height: ltrSeparator.frame.height))
        #expect(ltrSeparator.frame.minX > row.minX)
        // Leading swipe actions appear on the leading edge: the right one.
        #expect(rightToLeft.beginSwipe(onItemAt: path, revealing: .leading))
        rightToLeft.updateSwipe(translation: 80)
        let button = try #require(rightToLeft.swipeActionsPresentation?.buttons.first)
        #expect(button.frame.maxX == row.maxX)
    }

    @Test func anOutlineIndentsFromTheRight() throws {
        let (view, _) = Self.collectionView(Self.listLayout(), counts: [2], rightToLeft: true)
        let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        let flat = cell.contentView.frame
        cell.indentationLevel = 2
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        // Two levels of the default indentation (10 pt each) on the leading side: the content's right edge moves in.
        #expect(cell.contentView.frame.maxX == flat.maxX - 2 * cell.indentationWidth)
        #expect(cell.contentView.frame.minX == flat.minX)
    }

    // MARK: Views

    @Test func leadingAndTrailingAnchorsResolveByDirection() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 20, y: 0, width: 100, height: 10))
        root.traitOverrides.layoutDirection = .rightToLeft
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 180, y: 0, width: 100, height: 10))
        // Left stays left.
        root.traitOverrides.layoutDirection = .leftToRight
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 20, y: 0, width: 100, height: 10))
        // A view's own attribute decides for its anchors and margins (and does not pass to its subviews, as the trait does).
        root.semanticContentAttribute = .forceRightToLeft
        child.semanticContentAttribute = .forceRightToLeft
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 2)
        #expect(root.layoutMargins == UIEdgeInsets(top: 0, left: 2, bottom: 0, right: 8))
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 180, y: 0, width: 100, height: 10))
    }

    @Test func anInequalityBetweenLeadingAndTrailingHoldsInReadingOrder() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let first = UIView()
        let second = UIView()
        for view in [first, second] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        let preferred = second.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
        preferred.priority = .defaultLow
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            first.widthAnchor.constraint(equalToConstant: 50),
            // The second view starts at least 8 pt after the first ends, in reading order.
            second.leadingAnchor.constraint(greaterThanOrEqualTo: first.trailingAnchor, constant: 8),
            preferred,
            second.widthAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(first.frame.minX == 10)
        #expect(second.frame.minX == 68)
        root.traitOverrides.layoutDirection = .rightToLeft
        root.layoutIfNeeded()
        #expect(first.frame.maxX == 290)
        #expect(second.frame.maxX == 232)
    }

    @Test func aHorizontalStackArrangesFromTheRight() {
        let stack = UIStackView(arrangedSubviews: [UIView(), UIView()])
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 20)
        stack.distribution = .fillEqually
        stack.spacing = 10
        stack.traitOverrides.layoutDirection = .rightToLeft
        stack.layoutIfNeeded()
        #expect(stack.arrangedSubviews.map(\.frame) == [
            CGRect(x: 105, y: 0, width: 95, height: 20), CGRect(x: 0, y: 0, width: 95, height: 20),
        ])
    }

    @Test func layoutsDefaultToNotFlippingAndACustomLayoutCanAskToBeFlipped() {
        #expect(UICollectionViewLayout().flipsHorizontallyInOppositeLayoutDirection == false)
        #expect(UICollectionViewLayout().developmentLayoutDirection == .leftToRight)
        #expect(rowsLayout().flipsHorizontallyInOppositeLayoutDirection == false)
        let flipping = FlippingLayout()
        let (view, _) = Self.collectionView(flipping, counts: [2], rightToLeft: true)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 290, y: 0, width: 100, height: 50))
        #expect(flipping.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 190, y: 0, width: 100, height: 50))
        #expect(view.indexPathForItem(at: CGPoint(x: 380, y: 10)) == IndexPath(item: 0, section: 0))
    }

    // MARK: The mirror property

    /// Random layouts: the right-to-left layout is the left-to-right one reflected across the content's width, for
    /// every element in view, at rest and scrolled, with orthogonal rows scrolled.
    @Test func everyFrameIsTheReflectionOfTheLeftToRightOne() {
        var random = SplitMix64(state: 0x5EED_F11B)
        for round in 0..<60 {
            let seed = random.next()
            var ltrRandom = SplitMix64(state: seed)
            var rtlRandom = SplitMix64(state: seed)
            let counts = [random.int(1...30), random.int(0...12), random.int(1...20)]
            // Some drawn layouts cannot be laid out (a group too small for its item); both directions say so alike.
            let ((ltr, _), ltrIssues) = Diagnostics.recording {
                Self.collectionView(Self.randomLayout(&ltrRandom), counts: counts, rightToLeft: false)
            }
            let ((rtl, _), rtlIssues) = Diagnostics.recording {
                Self.collectionView(Self.randomLayout(&rtlRandom), counts: counts, rightToLeft: true)
            }
            #expect(ltrIssues.map(\.message) == rtlIssues.map(\.message))
            #expect(rtl.contentSize == ltr.contentSize, "round \(round)")
            let offsetY = CGFloat(random.int(0...400))
            let rowOffset = CGFloat(random.int(0...300))
            for view in [ltr, rtl] {
                view.contentOffset.y = min(offsetY, max(0, view.contentSize.height - 844))
                for section in 0..<counts.count { view.setOrthogonalScrollingOffset(rowOffset, forSection: section) }
                _ = Diagnostics.recording { view.layoutIfNeeded() }
            }
            let width = ltr.contentSize.width
            let expected = Dictionary(
                (ltr.collectionViewLayout.layoutAttributesForElements(in: ltr.bounds.insetBy(dx: -400, dy: 0)) ?? []).map {
                    (Key($0), CGRect(x: width - $0.frame.maxX, y: $0.frame.minY, width: $0.frame.width, height: $0.frame.height))
                }, uniquingKeysWith: { first, _ in first })
            let actual = Dictionary(
                (rtl.collectionViewLayout.layoutAttributesForElements(in: rtl.bounds.insetBy(dx: -400, dy: 0)) ?? []).map {
                    (Key($0), $0.frame)
                }, uniquingKeysWith: { first, _ in first })
            #expect(!expected.isEmpty)
            #expect(Set(actual.keys) == Set(expected.keys), "round \(round)")
            for (key, frame) in expected where actual[key] != frame {
                Issue.record("round \(round): \(key) at \(String(describing: actual[key])), expected \(frame)")
            }
        }
    }

    struct Key: Hashable, CustomStringConvertible {
        let category: UICollectionView.ElementCategory
        let kind: String?
        let indexPath: IndexPath
        @MainActor
        init(_ attributes: UICollectionViewLayoutAttributes) {
            category = attributes.representedElementCategory
            kind = attributes.representedElementKind
            indexPath = attributes.indexPath
        }
        var description: String { "\(category) \(kind ?? "") \(indexPath)" }
    }

    /// A layout of three sections drawn from `random`: grids, nested groups, orthogonal rows, insets, edge spacing,
    /// badges, pinned headers, backgrounds and lists.
    static func randomLayout(_ random: inout SplitMix64) -> UICollectionViewCompositionalLayout {
        var choices: [(any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection] = []
        for _ in 0..<3 {
            if random.int(0...4) == 0 {
                let list = UICollectionLayoutListConfiguration(appearance: random.int(0...1) == 0 ? .plain : .insetGrouped)
                choices.append { NSCollectionLayoutSection.list(using: list, layoutEnvironment: $0) }
                continue
            }
            let columns = random.int(1...4)
            var item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1 / CGFloat(columns)), .fractionalHeight(1)))
            let inset = CGFloat(random.int(0...8))
            item.contentInsets = NSDirectionalEdgeInsets(top: inset, leading: CGFloat(random.int(0...12)), bottom: inset, trailing: inset)
            if random.int(0...3) == 0 {
                item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(CGFloat(random.int(0...6))), top: nil, trailing: nil, bottom: nil)
            }
            if random.int(0...2) == 0 {
                let badge = NSCollectionLayoutSupplementaryItem(
                    layoutSize: size(.absolute(16), .absolute(16)), elementKind: "badge",
                    containerAnchor: NSCollectionLayoutAnchor(edges: [.top, random.int(0...1) == 0 ? .leading : .trailing],
                                                              fractionalOffset: CGPoint(x: 0.25, y: -0.25)))
                item = NSCollectionLayoutItem(layoutSize: item.layoutSize, supplementaryItems: [badge])
                item.contentInsets = NSDirectionalEdgeInsets(top: inset, leading: 2, bottom: inset, trailing: inset)
            }
            var subitems: [NSCollectionLayoutItem] = [item]
            if random.int(0...2) == 0 {
                let tall = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.4), .fractionalHeight(1)))
                let column = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.6), .fractionalHeight(1)), subitem: item, count: 2)
                subitems = [tall, column]
            }
            let groupWidth: NSCollectionLayoutDimension = random.int(0...1) == 0 ? .fractionalWidth(1) : .absolute(CGFloat(random.int(120...300)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(groupWidth, .absolute(CGFloat(random.int(40...160)))), subitems: subitems)
            group.interItemSpacing = .fixed(CGFloat(random.int(0...10)))
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = CGFloat(random.int(0...12))
            section.contentInsets = NSDirectionalEdgeInsets(
                top: CGFloat(random.int(0...20)), leading: CGFloat(random.int(0...30)), bottom: CGFloat(random.int(0...20)),
                trailing: CGFloat(random.int(0...30)))
            let behaviors: [UICollectionLayoutSectionOrthogonalScrollingBehavior] = [
                .none, .none, .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered,
            ]
            section.orthogonalScrollingBehavior = random.pick(behaviors)
            if random.int(0...1) == 0 {
                let alignments: [NSRectAlignment] = [.top, .topLeading, .topTrailing]
                let header = NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: size(.fractionalWidth(CGFloat(random.int(3...10)) / 10), .absolute(30)), elementKind: "header",
                    alignment: alignments[random.int(0...2)])
                header.pinToVisibleBounds = random.int(0...1) == 0
                section.boundarySupplementaryItems = [header]
            }
            if random.int(0...2) == 0 {
                section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: "background")]
            }
            choices.append { _ in section }
        }
        let layout = UICollectionViewCompositionalLayout { index, environment in choices[index](environment) }
        layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "background")
        return layout
    }
}

/// Items of 100 × 50 in a row from the left, asking the collection view to flip them for right-to-left.
@MainActor
final class FlippingLayout: UICollectionViewLayout {
    override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
    override var collectionViewContentSize: CGSize { CGSize(width: 390, height: 50) }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<(collectionView?.numberOfItems(inSection: 0) ?? 0)).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
            .filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: CGFloat(indexPath.item) * 100, y: 0, width: 100, height: 50)
        return attributes
    }
}

/// A data source of list cells (an image, a text and a disclosure indicator) with headers and badges.
@MainActor
final class SupplementaryModel: UICollectionViewDataSource {
    let sections: [[Int]]
    init(_ sections: [[Int]]) { self.sections = sections }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "list", for: indexPath)
        if let cell = cell as? UICollectionViewListCell {
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(indexPath.item)"
            content.image = UIImage(systemName: "star")
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "supplementary", for: indexPath)
    }
}
