import Foundation

extension UIWindow {
    /// What the window shows now, for a host to draw (see `WindowRenderTree`). Lays out first if needed.
    /// Costs a walk of the shown views plus one render tree per collection view on screen.
    public func renderTree() -> WindowRenderTree {
        layoutIfNeeded()
        let shown = shownViewControllers
        return WindowRenderTree(
            size: bounds.size, displayScale: traitCollection.displayScale, traitCollection: traitCollection,
            screens: shown.enumerated().map { index, controller in renderScreen(of: controller, isPresented: index > 0) },
            presentedMenu: renderBarButtonMenu(), lastTransition: lastTransition, transitionNumber: transitionNumber)
    }

    private func renderScreen(of controller: UIViewController, isPresented: Bool) -> RenderScreen {
        let view = controller.view!
        var content = view.renderNode()
        let navigation = controller.hostShownNavigationController
        let top = controller.hostShownContentViewController
        var dims = false
        if let search = top.navigationItem.searchController, search.isActive {
            if search.showsSearchResultsController, let results = search.searchResultsController, let topView = top.viewIfLoaded {
                // The results cover the screen's content below the bar, as UIKit's search presentation does.
                let resultsView = results.view!
                resultsView.frame = topView.convert(topView.bounds, to: view)
                resultsView.layoutIfNeeded()
                content.children.append(resultsView.renderNode())
            } else {
                dims = search.obscuresBackgroundDuringPresentation && (search.searchBar.text ?? "").isEmpty
            }
        }
        return RenderScreen(
            frame: view.frame, presentationStyle: isPresented ? controller.modalPresentationStyle : nil,
            navigationBar: navigation.flatMap(renderNavigationBar), tabBar: controller.hostShownTabBarController.flatMap { renderTabBar(of: $0, in: view) },
            content: content, dimsContentForSearch: dims)
    }

    /// The tab bar of `tabs`, its frame in `screenView`'s coordinates (a pushed tab bar controller's view may not
    /// fill the screen).
    private func renderTabBar(of tabs: UITabBarController, in screenView: UIView) -> RenderTabBar? {
        let bar = tabs.tabBar
        guard let items = bar.items, !tabs.isTabBarHidden, bar.frame.height > 0, let tabsView = tabs.viewIfLoaded else { return nil }
        let origin = tabsView === screenView ? .zero : tabsView.convert(tabsView.bounds.origin, to: screenView)
        return RenderTabBar(
            frame: bar.frame.offsetBy(dx: origin.x, dy: origin.y),
            items: items.map { item in
                let isSelected = item === bar.selectedItem
                return RenderTabBar.Item(
                    identity: item.hostIdentity, title: item.title,
                    symbolName: item.displayedImage(isSelected: isSelected)?.systemName, badgeValue: item.badgeValue,
                    badgeColor: item.badgeColor, isSelected: isSelected, isEnabled: item.isEnabled,
                    accessibilityLabel: item.accessibilityLabel ?? item.title)
            },
            tintColor: bar.tintColor, unselectedItemTintColor: bar.unselectedItemTintColor, barTintColor: bar.barTintColor,
            isTranslucent: bar.isTranslucent)
    }

    private func renderNavigationBar(of navigation: UINavigationController) -> RenderNavigationBar? {
        guard !navigation.isNavigationBarHidden, let top = navigation.topViewController else { return nil }
        let item = top.navigationItem
        let bar = navigation.navigationBar
        let stack = navigation.viewControllers
        var backButton: RenderBarButton?
        if stack.count > 1, !item.hidesBackButton,
            (item.leftBarButtonItems ?? []).isEmpty || item.leftItemsSupplementBackButton
        {
            // The screen below names the way back (its back item, back title or title), as in UIKit.
            let previous = stack[stack.count - 2].navigationItem
            let title: String?
            switch previous.backButtonDisplayMode {
            case .default:
                // A title that does not fit beside the bar's own reads "Back", as in UIKit.
                title = NavigationBarMetrics.backButtonTitle(
                    previous.backBarButtonItem?.title ?? previous.backButtonTitle ?? previous.title ?? "Back", barTitle: item.title,
                    barWidth: bar.frame.width)
            case .generic: title = "Back"
            case .minimal: title = nil
            }
            backButton = RenderBarButton(
                identity: UIWindow.backButtonIdentity, title: title, symbolName: "chevron.backward", isBold: false,
                isEnabled: true, isSelected: false, showsMenuOnTap: false, fixedSpaceWidth: nil, isFlexibleSpace: false,
                tintColor: nil, accessibilityLabel: title ?? "Back")
        }
        var searchBarNode: RenderNode?
        if let searchBar = item.searchController?.searchBar {
            searchBar.frame = CGRect(
                x: 0, y: bar.frame.height - NavigationBarMetrics.integratedSearchBarHeight, width: bar.frame.width,
                height: NavigationBarMetrics.integratedSearchBarHeight)
            searchBarNode = searchBar.renderNode()
        }
        return RenderNavigationBar(
            frame: bar.frame, title: item.title,
            showsLargeTitle: NavigationBarMetrics.showsLargeTitle(item, prefersLargeTitles: bar.prefersLargeTitles)
                && top.traitCollection.verticalSizeClass != .compact,
            backButton: backButton, leftItems: (item.leftBarButtonItems ?? []).map(\.renderBarButton),
            rightItems: (item.rightBarButtonItems ?? []).reversed().map(\.renderBarButton), searchBar: searchBarNode,
            hidesSearchBarWhenScrolling: item.hidesSearchBarWhenScrolling, isTranslucent: bar.isTranslucent,
            barTintColor: bar.barTintColor, tintColor: bar.tintColor)
    }

    private func renderBarButtonMenu() -> RenderBarButtonMenu? {
        guard let state = presentedBarMenu else { return nil }
        var sourceFrame: CGRect?
        if case .button(let button) = state.source { sourceFrame = button.convert(button.bounds, to: self) }
        return RenderBarButtonMenu(
            sourceIdentity: state.sourceIdentity, sourceFrame: sourceFrame, title: state.shownMenu.title,
            elements: state.shownMenu.displayedElements.map(RenderMenu.Element.init))
    }

    /// The identity of the back button in render trees and `HostEvent.tapBarButton`.
    static let backButtonIdentity = "back"
}

extension UIBarButtonItem {
    /// The item as drawn.
    var renderBarButton: RenderBarButton {
        RenderBarButton(
            identity: hostIdentity, title: displayedTitle, symbolName: displayedSymbolName, isBold: style == .done,
            isEnabled: isEnabled, isSelected: isSelected, showsMenuOnTap: primaryAction == nil && menu != nil,
            fixedSpaceWidth: systemItem == .fixedSpace ? width : nil, isFlexibleSpace: systemItem == .flexibleSpace,
            tintColor: tintColor, accessibilityLabel: accessibilityLabel ?? displayedTitle ?? systemItem?.standardAccessibilityLabel ?? displayedSymbolName)
    }
}

extension RenderMenu.Element {
    /// The row drawing `element`.
    @MainActor
    package init(_ element: UIMenuElement) {
        let action = element as? UIAction
        self.init(
            title: element.title, subtitle: element.subtitle, imageSystemName: element.image?.systemName,
            state: action?.state ?? .off, attributes: action?.attributes ?? [], isSubmenu: element is UIMenu)
    }
}
