import Foundation
import OpenCollectionView
import Testing

/// A collection view's `backgroundView`: behind every element, as large as the view, still while the content scrolls,
/// and in the render tree for hosts.
@MainActor
@Suite struct BackgroundViewTests {
    let host = BatchHost([Array(0..<40)], rowHeight: 50)

    @Test func theBackgroundViewIsTheBackmostSubviewAndCoversTheBounds() throws {
        let collectionView = host.collectionView
        let background = UIView(frame: .zero)
        background.backgroundColor = .systemTeal
        collectionView.backgroundView = background
        collectionView.layoutIfNeeded()
        #expect(background.superview === collectionView)
        #expect(collectionView.subviews.first === background)
        #expect(background.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        // Scrolling moves the bounds: the background view stays where the view is.
        collectionView.contentOffset = CGPoint(x: 0, y: 300)
        collectionView.layoutIfNeeded()
        #expect(background.frame == CGRect(x: 0, y: 300, width: 390, height: 844))
        #expect(collectionView.subviews.first === background)
        // A resize resizes it.
        collectionView.frame = CGRect(x: 0, y: 0, width: 300, height: 500)
        collectionView.layoutIfNeeded()
        #expect(background.frame.size == CGSize(width: 300, height: 500))
    }

    @Test func theRenderTreeCarriesItAtTheVisibleRectsOrigin() throws {
        let collectionView = host.collectionView
        #expect(collectionView.renderTree().backgroundView == nil)
        let background = UIView(frame: .zero)
        background.backgroundColor = .systemTeal
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        background.addSubview(badge)
        collectionView.backgroundView = background
        collectionView.contentOffset = CGPoint(x: 0, y: 300)
        let tree = collectionView.renderTree()
        let node = try #require(tree.backgroundView)
        #expect(node.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(node.backgroundColor == .systemTeal)
        #expect(node.children.map(\.frame) == [CGRect(x: 10, y: 10, width: 20, height: 20)])
        // It is not an element.
        #expect(!tree.elements.contains { $0.view.backgroundColor == .systemTeal })
    }

    @Test func replacingOrRemovingItTakesTheOldOneOut() {
        let collectionView = host.collectionView
        let first = UIView(frame: .zero)
        let second = UIView(frame: .zero)
        collectionView.backgroundView = first
        collectionView.backgroundView = second
        #expect(first.superview == nil)
        #expect(second.superview === collectionView)
        collectionView.backgroundView = nil
        #expect(second.superview == nil)
        #expect(collectionView.renderTree().backgroundView == nil)
    }
}
