import Foundation

extension UIWindow {
    /// A value that changes when what the window shows may have changed on its own — a timer applied a snapshot,
    /// reloaded data, pushed or presented a screen, changed the bar's items, changed the window's traits — so that a
    /// host drawing the window elsewhere knows when to draw it again without building a render tree to find out.
    /// Scroll positions are not part of it: a host compares each collection view's `contentOffset` with what it last
    /// drew, and when only those moved, knows that nothing but the scroll changed. It changes too when the views hosts
    /// drive as wholes (`HostDrivenView`: collection views) come, go or change order, so a host may keep what it found
    /// of them while it stays the same. Costs a walk of the shown views outside collection views: a host asks only when
    /// the scene's change mark moved (`UIWindowScene.hostChangeMark`), which everything here moves. Headless addition.
    public var hostChangeSignature: Int {
        var hasher = Hasher()
        hasher.combine(bounds.size.width)
        hasher.combine(bounds.size.height)
        // Colours resolve by the window's traits: new traits mean every colour may draw differently.
        hasher.combine(traitCollection)
        hasher.combine(transitionNumber)
        hasher.combine(presentedBarMenu.map { ObjectIdentifier($0.sender) })
        for controller in shownViewControllers {
            let top = controller.hostShownContentViewController
            if let tabs = controller.hostShownTabBarController {
                hasher.combine(tabs.selectedIndex)
                hasher.combine(tabs.tabBar.frame.height)
                for tab in tabs.tabBar.items ?? [] {
                    hasher.combine(tab.title)
                    hasher.combine(tab.badgeValue)
                    hasher.combine(tab.isEnabled)
                }
            }
            hasher.combine(ObjectIdentifier(top))
            let item = top.navigationItem
            hasher.combine(item.title)
            // Each side on its own: joining them would make an array on every tick of every page.
            combineBarItems(item.leftBarButtonItems, into: &hasher)
            combineBarItems(item.rightBarButtonItems, into: &hasher)
            if let view = controller.viewIfLoaded { combineHostDrivenViews(in: view, into: &hasher) }
        }
        return hasher.finalize()
    }

    private func combineBarItems(_ items: [UIBarButtonItem]?, into hasher: inout Hasher) {
        for item in items ?? [] {
            hasher.combine(ObjectIdentifier(item))
            hasher.combine(item.title)
            hasher.combine(item.isEnabled)
        }
    }

    /// Adds what each view hosts draw and drive as a whole would draw differently (`HostDrivenView`).
    private func combineHostDrivenViews(in view: UIView, into hasher: inout Hasher) {
        // The class's role is known once per class; asking each view for the conformance costs more than the walk.
        if UIView.hostRole(of: type(of: view)).isDriven, let driven = view as? HostDrivenView {
            hasher.combine(ObjectIdentifier(driven))
            driven.combineHostChanges(into: &hasher)
            // Such a view's own subviews (a collection view's cells) hold none a host drives.
            return
        }
        for subview in view.subviews { combineHostDrivenViews(in: subview, into: &hasher) }
    }
}
