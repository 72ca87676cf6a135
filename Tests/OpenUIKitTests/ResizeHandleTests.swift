import Foundation
@testable import OpenUIKit
import Testing
import ViewTestSupport

/// A view a person drags to resize what it belongs to (`HostResizeHandle`): drawn as a handle with a name hosts
/// address it by, hearing the drags a host reports while a person could touch it.
@MainActor
@Suite struct ResizeHandleTests {
    final class Grip: UIView, HostResizeHandle {
        var drags: [ResizeHandleDrag] = []

        func hostDidDrag(_ drag: ResizeHandleDrag) {
            drags.append(drag)
        }
    }

    final class Screen: UIViewController {
        let grip = Grip(frame: CGRect(x: 10, y: 20, width: 16, height: 16))

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(grip)
        }
    }

    @Test func aHandleIsDrawnAsOneAndHearsTheDragsAddressedToIt() throws {
        let screen = Screen()
        let window = shownWindow(screen)
        let node = try #require(window.renderTree().screens[0].content.children.first { $0.viewClass == "Grip" })
        #expect(node.content == .resizeHandle)
        #expect(node.frame == CGRect(x: 10, y: 20, width: 16, height: 16))
        let identity = try #require(node.identity)
        #expect(identity.hasPrefix("resize-handle-"))
        _ = window.handle(.dragResizeHandle(identity, .began))
        _ = window.handle(.dragResizeHandle(identity, .moved(translation: CGSize(width: 12, height: -4))))
        _ = window.handle(.dragResizeHandle(identity, .ended))
        _ = window.handle(.dragResizeHandle("resize-handle-0", .began))
        #expect(screen.grip.drags == [.began, .moved(translation: CGSize(width: 12, height: -4)), .ended])
    }

    @Test func aHandleNoOneCanTouchHearsNothing() throws {
        let screen = Screen()
        let window = shownWindow(screen)
        let identity = screen.grip.hostIdentity
        screen.grip.isHidden = true
        _ = window.handle(.dragResizeHandle(identity, .began))
        screen.grip.isHidden = false
        screen.grip.isUserInteractionEnabled = false
        _ = window.handle(.dragResizeHandle(identity, .began))
        #expect(screen.grip.drags.isEmpty)
    }
}
