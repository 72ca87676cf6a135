import Foundation
import NIOCore
import OpenCollectionView
import PropertyBased
import Testing

@testable import OpenCollectionViewWeb

/// A collection view's patch drawn from a tree that continues the last one the page was drawn from
/// (`RenderContinuity`) says exactly what a patch drawn from a whole tree says, whatever the person did between
/// drawings — scrolled a little or far, selected, or the app reloaded an item — in a grid of cells alone and in a list
/// whose separators and pinned headers come, go and move.
@MainActor
@Suite struct CollectionPatchContinuityTests {
    enum Step: CustomStringConvertible {
        case scroll(by: CGFloat)
        case jump(to: CGFloat)
        case toggleSelection(ofShown: Int)
        case reload(shown: Int)
        case draw

        var description: String {
            switch self {
            case .scroll(let distance): "scroll(by: \(distance))"
            case .jump(let offset): "jump(to: \(offset))"
            case .toggleSelection(let shown): "toggleSelection(ofShown: \(shown))"
            case .reload(let shown): "reload(shown: \(shown))"
            case .draw: "draw"
            }
        }
    }

    /// Up to 24 steps, half of them drawings; every case starts with a drawing, a scroll and a drawing, which the
    /// second drawing continues.
    static let steps = Generator(run: { rng in
        var steps: [Step] = [.draw, .scroll(by: 100), .draw]
        for _ in 0..<Int.random(in: 4...24, using: &rng) {
            switch Int.random(in: 0..<12, using: &rng) {
            case 0..<4: steps.append(.scroll(by: CGFloat(Int.random(in: -200...200, using: &rng))))
            case 4: steps.append(.jump(to: CGFloat(Int.random(in: 0...30_000, using: &rng))))
            case 5: steps.append(.toggleSelection(ofShown: Int.random(in: 0...40, using: &rng)))
            case 6: steps.append(.reload(shown: Int.random(in: 0...40, using: &rng)))
            default: steps.append(.draw)
            }
        }
        steps.append(.draw)
        return steps
    })

    /// A plain list of 40 sections of 50 rows, each section with a header pinned to the top while it scrolls past:
    /// rows, separators (decoration views) and pinned headers (supplementary views) come, go and move.
    final class SectionedListViewController: UIViewController, UICollectionViewDataSource {
        var collectionView: UICollectionView!

        override func viewDidLoad() {
            super.viewDidLoad()
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            configuration.headerMode = .supplementary
            let layout = UICollectionViewCompositionalLayout { _, environment in
                let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
                for header in section.boundarySupplementaryItems { header.pinToVisibleBounds = true }
                return section
            }
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
            collectionView.register(
                UICollectionViewListCell.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                withReuseIdentifier: "header")
            collectionView.dataSource = self
            view.addSubview(collectionView)
        }

        func numberOfSections(in collectionView: UICollectionView) -> Int { 40 }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 50 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
            var content = UIListContentConfiguration.cell()
            content.text = "Row \(indexPath.item) of section \(indexPath.section)"
            (cell as? UICollectionViewListCell)?.contentConfiguration = content
            return cell
        }

        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
            var content = UIListContentConfiguration.header()
            content.text = "Section \(indexPath.section)"
            (header as? UICollectionViewListCell)?.contentConfiguration = content
            return header
        }
    }

    /// A page's side of one collection view: the screen, and what the page was sent.
    @MainActor final class Page {
        let window: UIWindow
        let collectionView: UICollectionView
        var sent: CollectionPatch.Sent?
        var continuedDrawings = 0

        /// A grid of 2,000 tiles, or the sectioned list.
        init(list: Bool) {
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            if list {
                let screen = SectionedListViewController()
                window.rootViewController = screen
                window.makeKeyAndVisible()
                collectionView = screen.collectionView
            } else {
                let tiles = TilesViewController()
                tiles.count = 2_000
                window.rootViewController = tiles
                window.makeKeyAndVisible()
                collectionView = tiles.collectionView
            }
            window.layoutIfNeeded()
            collectionView.allowsMultipleSelection = true
        }

        func take(_ step: Step) {
            let shown = collectionView.indexPathsForVisibleItems.sorted()
            switch step {
            case .scroll(let distance):
                let limit = max(0, collectionView.contentSize.height - collectionView.bounds.height)
                collectionView.contentOffset.y = min(max(0, collectionView.contentOffset.y + distance), limit)
            case .jump(let offset):
                let limit = max(0, collectionView.contentSize.height - collectionView.bounds.height)
                collectionView.contentOffset.y = min(offset, limit)
            case .toggleSelection(let index):
                guard !shown.isEmpty else { return }
                let indexPath = shown[index % shown.count]
                if collectionView.indexPathsForSelectedItems?.contains(indexPath) == true {
                    collectionView.deselectItem(at: indexPath, animated: false)
                } else {
                    collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
                }
            case .reload(let index):
                guard !shown.isEmpty else { return }
                collectionView.reloadItems(at: [shown[index % shown.count]])
            case .draw:
                break
            }
        }

        /// The patch of a drawing, as JSON with its removals in order; trees continue the last when `continuing`.
        func draw(continuing: Bool) throws -> NSDictionary? {
            let state = sent
            var tree = collectionView.renderTree(
                continuing: continuing ? state?.treeNumber : nil,
                keepingHostViews: { state?.showsView(of: $0, at: $1) ?? false })
            if tree.continuity?.continues != nil { continuedDrawings += 1 }
            var entry = CollectionPatch.write(
                identity: "cv", tree: tree, sent: &sent, pageOffset: nil, traitCollection: window.traitCollection)
            if case .needsWholeTree = entry {
                tree = collectionView.renderTree(continuing: nil, keepingHostViews: { _, _ in false })
                entry = CollectionPatch.write(
                    identity: "cv", tree: tree, sent: &sent, pageOffset: nil, traitCollection: window.traitCollection)
            }
            guard case .changed(let json) = entry else { return nil }
            let text = String(buffer: json.drawn())
            let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            var normalized = object
            if let removed = object["remove"] as? [String] { normalized["remove"] = removed.sorted() }
            return normalized as NSDictionary
        }
    }

    @Test(arguments: [false, true])
    func aContinuingTreesPatchIsTheWholeTreesPatch(list: Bool) async {
        await propertyCheck(count: 40, input: Self.steps) { steps in
            await Task.yield()
            let continuing = Page(list: list), whole = Page(list: list)
            for step in steps {
                continuing.take(step)
                whole.take(step)
                guard case .draw = step else { continue }
                let expected = try whole.draw(continuing: false)
                let patch = try continuing.draw(continuing: true)
                #expect(patch == expected, "\(steps)")
            }
            #expect(continuing.continuedDrawings > 0)
            #expect(whole.continuedDrawings == 0)
            let records = continuing.sent?.elements.mapValues(\.frame)
            #expect(records == whole.sent?.elements.mapValues(\.frame))
            let shownCells = continuing.collectionView.indexPathsForVisibleItems.count
            let shownOthers = list ? continuing.collectionView.renderTree().elements.count - shownCells : 0
            #expect(records?.count == shownCells + shownOthers)
        }
    }
}
