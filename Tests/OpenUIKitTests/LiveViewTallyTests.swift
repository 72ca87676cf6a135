import Foundation
import OpenUIKit
import Testing

/// A scene counts the views its app made that are alive (`UIWindowScene.liveViewCount`): what a host bounds a page by
/// at every tick without walking its windows.
@MainActor
@Suite struct LiveViewTallyTests {
    /// A view that makes a subview the first time it lays out, as a collection view makes cells.
    final class GrowingView: UIView {
        override func layoutSubviews() {
            super.layoutSubviews()
            if subviews.isEmpty { addSubview(UIView()) }
        }
    }

    @Test func aSceneCountsTheViewsMadeWhileItIsInChargeUntilTheyGo() {
        let scene = UIWindowScene()
        let other = UIWindowScene()
        var kept: [UIView] = []
        scene.run {
            kept = [UIView(), UILabel(), UIView()]
            _ = UIView()  // gone at once
        }
        #expect(scene.liveViewCount == 3)
        other.run { kept.append(UIView()) }
        #expect(other.liveViewCount == 1)
        _ = UIView()  // outside every scene: nobody's
        #expect(scene.liveViewCount == 3)
        kept.removeFirst(2)
        #expect(scene.liveViewCount == 1)
        kept.removeAll()
        #expect(scene.liveViewCount == 0)
        #expect(other.liveViewCount == 0)
    }

    @Test func viewsMadeWhileAScenesWindowLaysOutAreTheScenes() throws {
        let scene = UIWindowScene()
        let window = scene.run { UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) }
        let growing = GrowingView(frame: window.bounds)
        window.addSubview(growing)
        #expect(scene.liveViewCount == 1)
        // Laid out outside `run` (a timer's layout pass): the cell-like subview it makes is still the scene's.
        window.layoutIfNeeded()
        #expect(growing.subviews.count == 1)
        #expect(scene.liveViewCount == 2)
        withExtendedLifetime(window) {}
    }
}
