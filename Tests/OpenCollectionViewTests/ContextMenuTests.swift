import Foundation
import OpenCollectionView
import Testing
import ViewTestSupport

/// Context menus as apps configure them: the delegate's configuration (iOS 16's plural form, or iOS 13's single-item
/// one), its action provider's menu presented for hosts, the cell highlighted as the menu's source, an action run once.
@MainActor
@Suite struct ContextMenuTests {
    final class Screen: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
        var collectionView: UICollectionView!
        var log: [String] = []
        var usesSingleItemForm = false

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView = UICollectionView(
                frame: view.bounds,
                collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
            collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.dataSource = self
            collectionView.delegate = self
            view.addSubview(collectionView)
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }

        func menu(for indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
            guard indexPath.item != 4 else { return nil }
            log.append("asked \(indexPath.item) at \(Int(point.y))")
            return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [unowned self] suggested in
                log.append("provider \(suggested.count)")
                return UIMenu(title: "Row \(indexPath.item)", children: [
                    UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { [unowned self] _ in log.append("share \(indexPath.item)") },
                    UIAction(title: "Delete", attributes: .destructive) { [unowned self] _ in log.append("delete \(indexPath.item)") },
                ])
            }
        }

        func collectionView(
            _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
        ) -> UIContextMenuConfiguration? {
            guard !usesSingleItemForm else { return nil }
            return menu(for: indexPaths[0], point: point)
        }
    }

    /// A screen whose delegate implements only the iOS 13 form.
    final class SingleItemScreen: UIViewController, UICollectionViewDelegate {
        var asked: [IndexPath] = []

        func collectionView(
            _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
        ) -> UIContextMenuConfiguration? {
            asked.append(indexPath)
            return UIContextMenuConfiguration(actionProvider: { _ in UIMenu(children: [UIAction(title: "Open") { _ in }]) })
        }
    }

    @Test func aLongPressPresentsTheDelegatesMenuWithTheCellHighlighted() throws {
        let screen = Screen()
        let window = shownWindow(screen)
        let collectionView = try #require(screen.collectionView)
        _ = window.handle(.collectionView(collectionView.hostIdentity, .showContextMenu(item: IndexPath(item: 2, section: 0), at: CGPoint(x: 10, y: 110))))
        #expect(screen.log == ["asked 2 at 110", "provider 0"])
        let menu = try #require(collectionView.renderTree().presentedMenu)
        #expect(menu.title == "Row 2")
        #expect(menu.elements.map(\.title) == ["Share", "Delete"])
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.isHighlighted == true)
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isHighlighted == false)

        _ = window.handle(.collectionView(collectionView.hostIdentity, .chooseMenuElement(index: 1)))
        #expect(screen.log.last == "delete 2")
        #expect(collectionView.presentedMenu == nil)
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.isHighlighted == false)
        // Choosing ran the action and selected nothing in the menu.
        #expect(collectionView.indexPathsForSelectedItems == [])
    }

    @Test func noConfigurationNoMenuAndEscapeDismisses() throws {
        let screen = Screen()
        let window = shownWindow(screen)
        let collectionView = try #require(screen.collectionView)
        #expect(!collectionView.presentContextMenu(forItemAt: IndexPath(item: 4, section: 0), point: .zero))
        #expect(!collectionView.presentContextMenu(forItemAt: IndexPath(item: 40, section: 0), point: .zero))
        #expect(collectionView.presentedMenu == nil)
        #expect(collectionView.presentContextMenu(forItemAt: IndexPath(item: 0, section: 0), point: .zero))
        _ = window.handle(.collectionView(collectionView.hostIdentity, .key(.escape)))
        #expect(collectionView.presentedMenu == nil)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.isHighlighted == false)
    }

    @Test func theIOS13FormAnswersWhenThePluralFormIsNotImplemented() throws {
        let screen = SingleItemScreen()
        _ = shownWindow(screen)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
        let data = Screen()
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = data
        collectionView.delegate = screen
        screen.view.addSubview(collectionView)
        collectionView.layoutIfNeeded()
        #expect(collectionView.presentContextMenu(forItemAt: IndexPath(item: 3, section: 0), point: .zero))
        #expect(screen.asked == [IndexPath(item: 3, section: 0)])
        #expect(collectionView.presentedMenu?.elements.map(\.title) == ["Open"])
    }
}
