import Foundation
import OpenCollectionViewAppKit
import Testing

/// Hears what the app tells its delegate.
@MainActor
final class LaunchListener: NSApplicationDelegate {
    var events: [String] = []

    func applicationWillFinishLaunching(_ notification: Notification) {
        events.append("will launch")
    }

    func applicationDidFinishLaunching(_ notification: Notification) {
        events.append("did launch")
    }
}

@MainActor
@Suite("AppKit's application and shadows")
struct ApplicationTests {
    @Test("the app tells its delegate it launched, lists the windows shown and lets closed ones go")
    func application() throws {
        let listener = LaunchListener()
        NSApp.delegate = listener
        defer { NSApp.delegate = nil }
        NSApp.finishLaunching()
        #expect(NSApp.isRunning)
        // Launching is once: other tests may have launched the app already, and the delegate hears of it only then.
        #expect(listener.events == ["will launch", "did launch"] || listener.events.isEmpty)
        let window = NSWindow(
            contentRect: NSRect(x: 0, y: 0, width: 200, height: 100), styleMask: [.titled], backing: .buffered, defer: false)
        window.makeKeyAndOrderFront(nil)
        #expect(NSApp.windows.first === window)
        window.close()
        #expect(!NSApp.windows.contains { $0 === window })
        weak var released: NSWindow?
        do {
            let shown = NSWindow(
                contentRect: NSRect(x: 0, y: 0, width: 200, height: 100), styleMask: [], backing: .buffered, defer: false)
            shown.makeKeyAndOrderFront(nil)
            released = shown
        }
        #expect(released == nil, "the app kept a window nobody holds")
    }

    @Test("a view's shadow is its layer's, its offset turned to the layer's downward coordinates")
    func shadow() {
        let view = NSView(frame: NSRect(x: 0, y: 0, width: 50, height: 50))
        let shadow = NSShadow()
        shadow.shadowOffset = NSSize(width: 2, height: -3)
        shadow.shadowBlurRadius = 4
        view.shadow = shadow
        #expect(view.shadow === shadow)
        #expect(view.layer?.shadowOffset == CGSize(width: 2, height: 3))
        #expect(view.layer?.shadowRadius == 4)
        #expect(view.layer?.shadowOpacity == 1)
        #expect(view.layer?.shadowColor == NSColor.black.withAlphaComponent(1.0 / 3.0).cgColor)
        view.shadow = nil
        #expect(view.layer?.shadowOpacity == 0)
    }
}
