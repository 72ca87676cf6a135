import Foundation
import Testing

@testable import OpenCollectionView

/// What UIKit's classes get from `NSObject` and layout libraries' own code and tests rely on: update items made and
/// subclassed by tests, attributes compared with `==`, views equal to themselves, and a view's mask view.
@MainActor
@Suite struct ObjectIdentityTests {
    /// An update item a layout's test makes for itself, as mocks of UIKit's do.
    final class MockUpdateItem: UICollectionViewUpdateItem {
        let mockBefore: IndexPath?
        let mockAfter: IndexPath?
        let mockAction: UICollectionViewUpdateItem.Action

        init(before: IndexPath?, after: IndexPath?, action: UICollectionViewUpdateItem.Action) {
            mockBefore = before
            mockAfter = after
            mockAction = action
            super.init()
        }

        override var indexPathBeforeUpdate: IndexPath? { mockBefore }
        override var indexPathAfterUpdate: IndexPath? { mockAfter }
        override var updateAction: UICollectionViewUpdateItem.Action { mockAction }
    }

    @Test func updateItemsCanBeMadeAndSubclassed() {
        let plain = UICollectionViewUpdateItem()
        #expect(plain.indexPathBeforeUpdate == nil && plain.indexPathAfterUpdate == nil && plain.updateAction == .none)
        let item: UICollectionViewUpdateItem = MockUpdateItem(before: nil, after: IndexPath(item: 2, section: 0), action: .insert)
        #expect(item.updateAction == .insert)
        #expect(item.indexPathAfterUpdate == IndexPath(item: 2, section: 0))
        #expect(item.description == "<UICollectionViewUpdateItem: insert (null) -> [0, 2]>")
    }

    /// Attributes whose subclass compares a value of its own.
    final class BadgeAttributes: UICollectionViewLayoutAttributes {
        var badge = 0

        override func copy(with zone: NSZone? = nil) -> Any {
            let copy = super.copy(with: zone) as! BadgeAttributes
            copy.badge = badge
            return copy
        }

        override func isEqual(_ object: Any?) -> Bool {
            (object as? BadgeAttributes)?.badge == badge && super.isEqual(object)
        }
    }

    @Test func attributesCompareAsIsEqualSays() throws {
        let first = BadgeAttributes(forCellWith: IndexPath(item: 0, section: 0))
        first.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let copy = try #require(first.copy() as? BadgeAttributes)
        #expect(first == copy)
        #expect(Set<UICollectionViewLayoutAttributes>([first, copy]).count == 1)
        copy.badge = 3
        #expect(first != copy)
        let other = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
        #expect(first.hash != other.hash)
        #expect(first != other)
    }

    @Test func viewsAreEqualOnlyToThemselves() {
        let view = UIView()
        let twin = UIView()
        #expect(view == view)
        #expect(view != twin)
        #expect(Set([view, twin, view]).count == 2)
        let container = UIView()
        container.addSubview(view)
        #expect(view.superview == container)
        #expect(twin.superview != container)
    }

    /// A mask view cuts the view's drawing to its frame, through its layer, as UIKit's does.
    @Test func aMaskViewClipsItsView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let mask = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        view.mask = mask
        #expect(view.layer.mask === mask.layer)
        #expect(view.renderNode().mask?.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        view.mask = nil
        #expect(view.renderNode().mask == nil)
    }
}
