import Foundation
import GallerySite
import OpenCollectionView
import Testing

/// A cell that shows what the generic renderer must draw: a content view with a fill, rounded bottom corners, a
/// border and alpha; a centred two-line label in a named font; a hidden view; a named (non-symbol) image.
@MainActor
private final class ProbeCell: UICollectionViewCell {
    let label = UILabel()
    let hiddenView = UIView()
    let photo = UIImageView(image: UIImage(named: "photo"))

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemYellow
        contentView.alpha = 0.5
        contentView.layer.cornerRadius = 6
        contentView.layer.maskedCorners = [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        contentView.layer.borderWidth = 2
        contentView.layer.borderColor = UIColor.systemRed.cgColor
        label.font = UIFont(name: "Futura-Bold", size: 20)
        label.textColor = .systemRed
        label.textAlignment = .center
        label.numberOfLines = 0
        label.text = "One\nTwo"
        label.frame = CGRect(x: 10, y: 5, width: 100, height: 60)
        hiddenView.isHidden = true
        hiddenView.backgroundColor = .black
        photo.frame = CGRect(x: 120, y: 5, width: 40, height: 40)
        for view in [label, hiddenView, photo] { contentView.addSubview(view) }
    }

    required init?(coder: NSCoder) {
        return nil
    }
}

/// A one-cell collection view of `ProbeCell`s, as a gallery example.
private struct ProbeExample: RenderTreeExample {
    let menuTitle = "Probe"
    let navigationTitle = "Probe"
    let slug = "probe"
    let backgroundColor = GalleryColor.systemBackground
    var itemIdentifiers: [[Int]] { [[0]] }

    func makeLayout() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)), subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    func renderTreeFrames(viewports: [Viewport]) -> [RenderTreeFrame] {
        viewports.map { viewport in
            let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: viewport.size), collectionViewLayout: makeLayout())
            let registration = UICollectionView.CellRegistration<ProbeCell, Int> { _, _, _ in }
            let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([0])
            dataSource.apply(snapshot, animatingDifferences: false)
            return withExtendedLifetime(dataSource) { RenderTreeFrame(capturing: collectionView, in: viewport) }
        }
    }
}

@MainActor
@Suite struct RenderTreeRendererTests {
    @Test func viewsAreNestedBoxesWithTheirLayersLook() throws {
        let page = RenderTreePage(ProbeExample(), viewports: [.phone])
        let cell = try #require(page.cells("phone")[IndexPath(item: 0, section: 0)])
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 390, height: 80))
        #expect(cell.identity == "item 0")
        let content = try #require(cell.nodes.first)
        #expect(content.viewClass == "UIView")
        // Fill, bottom corners only (top-left, top-right, bottom-right, bottom-left), an inner border, alpha.
        #expect(content.style == ";background:#FFCC00;border-radius:0 0 6px 6px;outline:2px solid #FF3B30;outline-offset:-2px;opacity:0.5")
        // The label: its lines in its font, size, weight, colour and alignment.
        let label = try #require(cell.nodes.first { $0.viewClass == "UILabel" })
        #expect(label.frame == CGRect(x: 10, y: 5, width: 100, height: 60))
        #expect(cell.lines == ["One", "Two"])
        #expect(label.html.contains("font-size:20px;font-weight:700;"))
        #expect(label.html.contains("font-family:&quot;Futura&quot;,"))
        #expect(label.html.contains("color:#FF3B30;text-align:center\""))
        // The hidden view is left out; the named image is a box that names it.
        #expect(!cell.nodes.contains { $0.style.contains("background:#000000") })
        #expect(cell.nodes.count == 3)
        #expect(cell.html.contains("<div class=\"rt-image\" data-image=\"photo\""))
        #expect(page.frameHTML("phone").contains("data-drawn-from=\"render-tree\""))
    }

    @Test func glyphsCoverTheSymbolsThePagesUse() {
        let used = [
            "chevron.forward", "chevron.down", "chevron.up.chevron.down", "checkmark", "minus.circle.fill", "plus.circle.fill", "line.3.horizontal",
            "star.fill", "star.slash", "info.circle", "wifi", "lock.fill", "gear", "checkmark.circle.fill", "circle",
        ] + CustomConfigurationsPageTests.symbols
        for name in used {
            #expect(SymbolGlyph.isKnown(name), "\(name)")
            let svg = SymbolGlyph.svg(named: name)
            #expect(svg.hasPrefix("<svg class=\"rt-symbol\" data-symbol=\"\(name)\" viewBox=\"0 0 20 20\" aria-hidden=\"true\">"))
            #expect(svg.contains("currentColor"))
            #expect(!svg.contains("stroke-dasharray"))
        }
        // Drawings differ from one another, and an unknown symbol is a visible dashed square.
        #expect(Set(used.map { SymbolGlyph.svg(named: $0).replacingOccurrences(of: $0, with: "") }).count >= used.count - 1)
        #expect(!SymbolGlyph.isKnown("no.such.symbol"))
        #expect(SymbolGlyph.svg(named: "no.such.symbol").contains("stroke-dasharray"))
        #expect(SymbolGlyph.svg(named: "a\"b").contains("data-symbol=\"a&quot;b\""))
    }

    /// The capture scrolls through the whole content, keeps every element once, and leaves the view as it was.
    @Test func captureGathersTheWholeContentOnce() throws {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<60))
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.contentOffset = CGPoint(x: 0, y: 300)
        collectionView.layoutIfNeeded()

        let content = withExtendedLifetime(dataSource) { CapturedContent.capture(collectionView, viewport: .phone) }
        let cells = content.elements.filter { $0.category == .cell }
        #expect(cells.map(\.indexPath) == (0..<60).map { IndexPath(item: $0, section: 0) })
        #expect(cells.map(\.frame.minY) == (0..<60).map { CGFloat($0) * 44 })
        #expect(Set(content.elements.map(\.identity)).count == content.elements.count)
        #expect(content.contentSize == CGSize(width: 390, height: 60 * 44))
        #expect(content.orthogonalRows.isEmpty && content.swipe == nil)
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 300))
        // Drawing order: cells (zIndex 10) before separators (100).
        let firstSeparator = try #require(content.elements.firstIndex { $0.category != .cell })
        #expect(content.elements[..<firstSeparator].allSatisfy { $0.category == .cell })
    }
}
