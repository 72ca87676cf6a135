import CollectionDiagnostics
import Foundation
import OpenCollectionViewAppKit
import Testing

/// A badge: a box with a count, made from its class.
final class CountBadge: NSBox, NSCollectionViewElement {
    let label = NSTextField(labelWithString: "")
    private(set) var reuses = 0

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        boxType = .custom
        fillColor = .systemGreen
        addSubview(label)
    }

    func prepareForReuse() {
        reuses += 1
        label.stringValue = ""
    }
}

/// A section's title, made from its class.
final class SectionTitle: NSTextField, NSCollectionViewElement {
    func prepareForReuse() {
        stringValue = ""
    }
}

@MainActor
@Suite("AppKit's supplementary views: badges and headers from their classes")
struct SupplementaryTests {
    enum Section: Int { case first, second }

    /// Two sections of eight items, four a row, each with a badge on its top-trailing corner and a 30-point header.
    private func badgedGrid() -> (NSCollectionView, NSCollectionViewDiffableDataSource<Section, Int>) {
        let collectionView = NSCollectionView(frame: NSRect(x: 0, y: 0, width: 400, height: 600))
        collectionView.register(NumberItem.self, forItemWithIdentifier: NumberItem.identifier)
        collectionView.register(CountBadge.self, forSupplementaryViewOfKind: "badge", withIdentifier: "badge")
        collectionView.register(SectionTitle.self, forSupplementaryViewOfKind: "header", withIdentifier: "header")
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: "header", alignment: .top)]
        collectionView.collectionViewLayout = NSCollectionViewCompositionalLayout(section: section)
        let dataSource = NSCollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            collectionView, indexPath, number in
            let item = collectionView.makeItem(withIdentifier: NumberItem.identifier, for: indexPath)
            item.textField?.stringValue = "\(number)"
            return item
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            let view = collectionView.makeSupplementaryView(ofKind: kind, withIdentifier: NSUserInterfaceItemIdentifier(kind), for: indexPath)
            if let badge = view as? CountBadge { badge.label.stringValue = "\(indexPath.item % 3)" }
            if let header = view as? SectionTitle { header.stringValue = "Section \(indexPath.section)" }
            return view as? (NSView & NSCollectionViewElement)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.first, .second])
        snapshot.appendItems(Array(0..<8), toSection: .first)
        snapshot.appendItems(Array(8..<16), toSection: .second)
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutSubtreeIfNeeded()
        return (collectionView, dataSource)
    }

    @Test("each badge straddles its item's top-trailing corner; each header tops its section")
    func frames() throws {
        let (collectionView, _) = badgedGrid()
        // Item 1 of section 0: (100, 30, 100, 100); its 20-point badge's corner on the item's, then 6 points out.
        let badge = try #require(collectionView.supplementaryView(forElementKind: "badge", at: IndexPath(item: 1, section: 0)) as? CountBadge)
        #expect(badge.frame == NSRect(x: 186, y: 24, width: 20, height: 20))
        #expect(badge.label.stringValue == "1")
        let header = try #require(collectionView.supplementaryView(forElementKind: "header", at: IndexPath(item: 0, section: 1)) as? SectionTitle)
        #expect(header.stringValue == "Section 1")
        #expect(header.frame == NSRect(x: 0, y: 230, width: 400, height: 30))
    }

    @Test("a supplementary view of a kind nobody registered is reported, and an empty view stands in")
    func unregistered() {
        let (collectionView, _) = badgedGrid()
        let recorded = Diagnostics.recording {
            _ = collectionView.makeSupplementaryView(ofKind: "footer", withIdentifier: "footer", for: IndexPath(item: 0, section: 0))
        }.diagnostics
        #expect(recorded.map(\.description) == [
            "makeSupplementaryView(ofKind:withIdentifier:for:): could not make a view of kind footer with identifier footer: "
                + "register a class or a nib for it first; an empty view is used",
        ])
    }
}

