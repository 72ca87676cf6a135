import Foundation
import OpenCollectionView
import OpenCollectionViewWeb
import SnapshotTesting

// Snapshot strategies for swift-snapshot-testing that run anywhere Swift does: a screen is laid out headless on the
// device's size and scale, its cells dequeued and configured at once (UIKit configures them on a later run-loop turn,
// which is what makes snapshot tests of collection views awkward there), and the result described as text or drawn as
// a page. Call them on the main actor (a `@MainActor` test), as UIKit code runs.

extension Snapshotting where Value == UIWindow, Format == String {
    /// The window as laid out: each screen, its navigation bar, and every element its collection views show, with
    /// kind, index path, identity and frame (see the README's Snapshot testing section for an example). Host
    /// identities are numbered from 1 in the order they appear, so references do not depend on test order.
    @MainActor public static var layout: Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { window in
            MainActor.assumeIsolated {
                StableIdentities.renumbered(LayoutDescription.text(of: settled(window).renderTree(), includesViews: false))
            }
        }
    }

    /// `layout`, and under each element its view tree: texts with their font and colour, images, accessories,
    /// switches and backgrounds.
    @MainActor public static var renderTree: Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { window in
            MainActor.assumeIsolated {
                StableIdentities.renumbered(LayoutDescription.text(of: settled(window).renderTree(), includesViews: true))
            }
        }
    }

    /// The window drawn as a web page that opens in any browser: the drawing the gallery's pages and the live host
    /// use (`WindowHTML`), with its stylesheet, in one self-contained HTML file. Collection views hold their whole
    /// content (up to `StaticCapture.maximumScreens` screens) and scroll. Text, so a change shows as a diff; the
    /// page's fonts are the browser's. (The issue that asked for this named SVG; HTML is what the one drawing path
    /// makes, and an SVG would have to embed it as XHTML.)
    @MainActor public static var page: Snapshotting {
        Snapshotting(pathExtension: "html", diffing: .lines) { window in
            MainActor.assumeIsolated { StableIdentities.renumbered(pageHTML(StaticCapture.renderTree(of: settled(window)))) }
        }
    }

    @MainActor private static func settled(_ window: UIWindow) -> UIWindow {
        window.layoutIfNeeded()
        return window
    }

    @MainActor private static func pageHTML(_ tree: WindowRenderTree) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>OpenCollectionView snapshot</title>
        <style>
        \(Stylesheet.css)
        body { margin: 0; }
        .ocv-window { position: relative; overflow: hidden; }
        </style>
        </head>
        <body>
        \(WindowHTML.html(tree))
        </body>
        </html>

        """
    }
}

extension Snapshotting where Value: UIViewController, Format == String {
    /// The view controller shown alone in a window of `device`: see `Snapshotting<UIWindow, String>.layout`.
    @MainActor public static func layout(on device: SnapshotDevice = .iPhone15) -> Snapshotting {
        Snapshotting<UIWindow, String>.layout.pullback { controller in
            MainActor.assumeIsolated { window(showing: controller, on: device) }
        }
    }

    /// The view controller shown alone in a window of `device`: see `Snapshotting<UIWindow, String>.renderTree`.
    @MainActor public static func renderTree(on device: SnapshotDevice = .iPhone15) -> Snapshotting {
        Snapshotting<UIWindow, String>.renderTree.pullback { controller in
            MainActor.assumeIsolated { window(showing: controller, on: device) }
        }
    }

    /// The view controller shown alone in a window of `device`, drawn as a page: see
    /// `Snapshotting<UIWindow, String>.page`.
    @MainActor public static func page(on device: SnapshotDevice = .iPhone15) -> Snapshotting {
        Snapshotting<UIWindow, String>.page.pullback { controller in
            MainActor.assumeIsolated { window(showing: controller, on: device) }
        }
    }
}

extension Snapshotting where Value == UICollectionView, Format == String {
    /// The collection view in a window of `device` (resized to fill it): see `Snapshotting<UIWindow, String>.layout`.
    @MainActor public static func layout(on device: SnapshotDevice = .iPhone15) -> Snapshotting {
        Snapshotting<UIViewController, String>.layout(on: device).pullback { collectionView in
            MainActor.assumeIsolated { hostingController(for: collectionView) }
        }
    }

    /// The collection view in a window of `device`, with its elements' view trees: see
    /// `Snapshotting<UIWindow, String>.renderTree`.
    @MainActor public static func renderTree(on device: SnapshotDevice = .iPhone15) -> Snapshotting {
        Snapshotting<UIViewController, String>.renderTree(on: device).pullback { collectionView in
            MainActor.assumeIsolated { hostingController(for: collectionView) }
        }
    }
}

extension Snapshotting where Value == UICollectionViewLayout, Format == String {
    /// The layout alone, on an empty-celled collection view of `device` whose data source gives `itemCounts[s]` items
    /// to section `s`: frames without any cell content (self-sizing items keep their estimates).
    @MainActor public static func layout(
        itemCounts: [Int], on device: SnapshotDevice = .iPhone15
    ) -> Snapshotting {
        Snapshotting<UICollectionView, String>.layout(on: device).pullback { layout in
            MainActor.assumeIsolated {
                EmptyCellsCollectionView(frame: CGRect(origin: .zero, size: device.size), layout: layout, itemCounts: itemCounts)
            }
        }
    }
}

/// A window of `device`'s size, scale and appearance showing `controller`, laid out.
@MainActor func window(showing controller: UIViewController, on device: SnapshotDevice) -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: device.size))
    window.traitOverrides.displayScale = device.scale
    window.traitOverrides.userInterfaceStyle = device.userInterfaceStyle
    window.traitOverrides.layoutDirection = device.layoutDirection
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
}

/// A plain view controller whose view is `collectionView`, filling the window.
@MainActor func hostingController(for collectionView: UICollectionView) -> UIViewController {
    let controller = UIViewController()
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.frame = controller.view.bounds
    controller.view.addSubview(collectionView)
    return controller
}
