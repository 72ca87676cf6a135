import Foundation
@testable import OpenCollectionViewAppKit
import OpenUIKit
import Testing

/// A window shown as a desktop window on a page: centred at its xib's size, resized by a person dragging its corner
/// (the pointer's travel since the press, within the desktop, no smaller than its minimum), its content laid out anew.
@MainActor
@Suite("AppKit's windows on a desktop")
struct DesktopWindowTests {
    /// The Grid window (320 × 600 content, 64-point tiles five a row) shown on a 1024 × 768 desktop.
    private func shownDesktop(width: CGFloat = 1024) throws -> (UIWindow, NSWindow, GridWindowController) {
        let controller = GridWindowController(windowNibName: "AppKitGridWindow")
        let window = try #require(controller.window)
        controller.showWindow(nil)
        let page = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 768))
        page.rootViewController = window.makeHostViewController(keeping: controller)
        page.makeKeyAndVisible()
        return (page, window, controller)
    }

    /// The window's frame on the desktop and its resize grip's identity and frame, as the page draws them.
    private func drawnWindow(_ page: UIWindow) throws -> (frame: CGRect, grip: String, gripFrame: CGRect) {
        let window = try #require(page.renderTree().screens.last?.content.children.first)
        let grip = try #require(window.children.first { $0.content == .resizeHandle })
        return (window.frame, try #require(grip.identity), grip.frame)
    }

    @Test("centred at its xib's size, the grip in its bottom-right corner; a drag resizes it from its top-left corner")
    func dragResizes() throws {
        let (page, window, controller) = try shownDesktop()
        var drawn = try drawnWindow(page)
        #expect(drawn.frame == CGRect(x: 352, y: 16, width: 320, height: 628))
        #expect(drawn.gripFrame == CGRect(x: 304, y: 612, width: 16, height: 16))
        #expect(drawn.grip.hasPrefix("resize-handle-"))
        page.handle(.dragResizeHandle(drawn.grip, .began))
        page.handle(.dragResizeHandle(drawn.grip, .moved(translation: CGSize(width: 40, height: -60))))
        page.handle(.dragResizeHandle(drawn.grip, .moved(translation: CGSize(width: 80, height: -100))))
        page.handle(.dragResizeHandle(drawn.grip, .ended))
        #expect(window.contentView?.frame.size == NSSize(width: 400, height: 500))
        let collectionView = try #require(controller.collectionView)
        #expect(collectionView.frameForItem(at: IndexPath(item: 6, section: 0)) == NSRect(x: 80, y: 80, width: 80, height: 80))
        drawn = try drawnWindow(page)
        #expect(drawn.frame == CGRect(x: 352, y: 16, width: 400, height: 528))
        #expect(drawn.gripFrame == CGRect(x: 384, y: 512, width: 16, height: 16))
    }

    @Test("no larger than the desktop around it, no smaller than room for its title bar and a row, or its minimum")
    func dragIsBounded() throws {
        let (page, window, _) = try shownDesktop()
        let grip = try drawnWindow(page).grip
        page.handle(.dragResizeHandle(grip, .began))
        page.handle(.dragResizeHandle(grip, .moved(translation: CGSize(width: 5_000, height: 5_000))))
        #expect(window.contentView?.frame.size == NSSize(width: 656, height: 708))
        page.handle(.dragResizeHandle(grip, .moved(translation: CGSize(width: -5_000, height: -5_000))))
        #expect(window.contentView?.frame.size == NSSize(width: 100, height: 40))
        page.handle(.dragResizeHandle(grip, .ended))
        window.contentMinSize = NSSize(width: 200, height: 150)
        page.handle(.dragResizeHandle(grip, .began))
        page.handle(.dragResizeHandle(grip, .moved(translation: CGSize(width: 50.4, height: -10))))
        #expect(window.contentView?.frame.size == NSSize(width: 200, height: 150))
        page.handle(.dragResizeHandle(grip, .moved(translation: CGSize(width: 150.4, height: 120.6))))
        #expect(window.contentView?.frame.size == NSSize(width: 250, height: 161))
    }

    @Test("a move before any press changes nothing; a narrower page slides the resized window in, then narrows it")
    func strayMovesAndNarrowPages() throws {
        let (page, window, _) = try shownDesktop()
        let grip = try drawnWindow(page).grip
        page.handle(.dragResizeHandle(grip, .moved(translation: CGSize(width: 100, height: 100))))
        #expect(window.contentView?.frame.size == NSSize(width: 320, height: 600))
        page.handle(.dragResizeHandle(grip, .began))
        page.handle(.dragResizeHandle(grip, .moved(translation: CGSize(width: 200, height: 0))))
        page.handle(.dragResizeHandle(grip, .ended))
        page.handle(.dragResizeHandle(grip, .moved(translation: CGSize(width: 300, height: 0))))
        #expect(window.contentView?.frame.size == NSSize(width: 520, height: 600))
        page.handle(.resize(CGSize(width: 800, height: 768)))
        #expect(try drawnWindow(page).frame == CGRect(x: 264, y: 16, width: 520, height: 628))
        page.handle(.resize(CGSize(width: 500, height: 768)))
        #expect(try drawnWindow(page).frame == CGRect(x: 16, y: 16, width: 468, height: 628))
        #expect(window.contentView?.frame.size == NSSize(width: 468, height: 600))
    }

    @Test("a window that is not resizable has no grip")
    func fixedWindow() throws {
        let window = NSWindow(
            contentRect: NSRect(x: 0, y: 0, width: 300, height: 200), styleMask: [.titled, .closable], backing: .buffered,
            defer: false)
        let page = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        page.rootViewController = window.makeHostViewController(keeping: nil)
        page.makeKeyAndVisible()
        let drawn = try #require(page.renderTree().screens.last?.content.children.first)
        #expect(drawn.frame == CGRect(x: 250, y: 16, width: 300, height: 228))
        #expect(!drawn.children.contains { $0.content == .resizeHandle })
    }
}
