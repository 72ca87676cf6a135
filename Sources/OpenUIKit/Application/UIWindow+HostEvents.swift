import Foundation

/// The menu a bar button shows, or a button whose menu is its primary action: the source, and the submenus a person
/// opened in its menu.
struct BarButtonMenuState {
    /// What shows the menu.
    enum Source {
        case barButton(UIBarButtonItem)
        case button(UIButton)
    }

    let source: Source
    let menu: UIMenu
    var openedSubmenus: [UIMenu] = []

    /// The bar button or button: the sender of the actions chosen.
    var sender: AnyObject {
        switch source {
        case .barButton(let item): item
        case .button(let button): button
        }
    }

    /// The source's host identity.
    @MainActor var sourceIdentity: String {
        switch source {
        case .barButton(let item): item.hostIdentity
        case .button(let button): button.hostIdentity
        }
    }

    /// The menu whose rows are shown: the innermost opened submenu, or the item's menu.
    var shownMenu: UIMenu { openedSubmenus.last ?? menu }
}

/// A view a person types in, which the typing host events address: a search bar or a text field.
@MainActor
protocol HostTextInput: AnyObject {
    /// Takes the keyboard.
    @discardableResult func becomeFirstResponder() -> Bool
    /// A person changed the text to `newText`.
    func hostDidChangeText(_ newText: String)
    /// A person pressed Return.
    func hostDidPressReturn()
}

extension UISearchBar: HostTextInput {
    func hostDidPressReturn() { hostDidPressSearch() }
}

extension UITextField: HostTextInput {}

extension UIWindow {
    /// The largest window side a host may ask for, in points; larger (or non-finite, or non-positive) sizes are
    /// ignored.
    static let maximumSide: CGFloat = 100_000

    /// Applies `event` as UIKit would apply what it stands for, lays out, and returns the new render tree. Events
    /// whose target does not exist, or that carry values no screen can take (a negative size, a display scale of
    /// zero), change nothing.
    @discardableResult
    public func handle(_ event: HostEvent) -> WindowRenderTree {
        // Screens an event pushes or presents make their views at this window's size.
        makingViews { apply(event) }
        return renderTree()
    }

    private func apply(_ event: HostEvent) {
        switch event {
        case .resize(let size):
            resize(to: size)
        case .displayScale(let scale):
            if scale.isFinite && scale >= 1 && scale <= 4 { traitOverrides.displayScale = scale }
        case .contentSizeCategory(let category):
            if category != .unspecified { traitOverrides.preferredContentSizeCategory = category }
        case .userInterfaceStyle(let style):
            if style != .unspecified { traitOverrides.userInterfaceStyle = style }
        case .accessibilityContrast(let contrast):
            if contrast != .unspecified { traitOverrides.accessibilityContrast = contrast }
        case .tapBarButton(let identity):
            tapBarButton(identity)
        case .chooseMenuElement(let index):
            chooseBarButtonMenuElement(at: index)
        case .dismissMenu:
            presentedBarMenu = nil
        case .beginSearch(let identity):
            touchableTextInput(withIdentity: identity)?.becomeFirstResponder()
        case .searchText(let text, let identity):
            touchableTextInput(withIdentity: identity)?.hostDidChangeText(text)
        case .pressSearch(let identity):
            touchableTextInput(withIdentity: identity)?.hostDidPressReturn()
        case .cancelSearch(let identity):
            (touchableTextInput(withIdentity: identity) as? UISearchBar)?.hostDidPressCancel()
        case .toggleSwitch(let identity):
            touchableView(withIdentity: identity, as: UISwitch.self)?.hostDidToggle()
        case .tapButton(let identity):
            touchableView(withIdentity: identity, as: UIButton.self)?.hostDidTap()
        case .longPressButton(let identity):
            touchableView(withIdentity: identity, as: UIButton.self)?.hostDidLongPress()
        case .selectSegment(let identity, let index):
            touchableView(withIdentity: identity, as: UISegmentedControl.self)?.hostDidSelectSegment(index)
        case .setPage(let identity, let page):
            touchableView(withIdentity: identity, as: UIPageControl.self)?.hostDidSetPage(page)
        case .endEditing(let identity):
            (textInput(withIdentity: identity) as? UITextField)?.resignFirstResponder()
        case .clearText(let identity):
            (touchableTextInput(withIdentity: identity) as? UITextField)?.hostDidClear()
        case .setSliderValue(let identity, let value):
            touchableView(withIdentity: identity, as: UISlider.self)?.hostDidSetValue(value)
        case .stepStepper(let identity, let increment):
            guard let stepper = touchableView(withIdentity: identity, as: UIStepper.self) else { break }
            if increment { stepper.hostDidIncrement() } else { stepper.hostDidDecrement() }
        case .dragResizeHandle(let identity, let drag):
            (touchableView(withIdentity: identity, as: UIView.self) as? HostResizeHandle)?.hostDidDrag(drag)
        case .collectionView(let identity, let collectionViewEvent):
            (topScreenView?.descendant(withHostIdentity: identity) as? HostDrivenView)?.hostHandle(collectionViewEvent)
        }
        layoutIfNeeded()
    }

    /// The view of the screen on top, the only one a person can act on.
    package var topScreenView: UIView? {
        var top = rootViewController
        while let presented = top?.presentedViewController { top = presented }
        return top?.viewIfLoaded
    }

    /// How many views the window holds: those in its hierarchy and those its collection views keep for reuse. What a
    /// host that serves strangers bounds a window's memory by. O(views). Headless addition.
    public var hostViewCount: Int {
        func count(_ view: UIView) -> Int {
            var total = 1
            if UIView.hostRole(of: type(of: view)).isDriven, let driven = view as? HostDrivenView {
                total += driven.hostReusableViewCount
            }
            for subview in view.subviews { total += count(subview) }
            return total
        }
        return count(self)
    }

    /// The view controllers on screen, bottom up: the root view controller's screen, then each presented one.
    /// Headless addition.
    public var screenViewControllers: [UIViewController] {
        shownViewControllers
    }

    /// Resizes the window: the shown view controllers hear `viewWillTransition(to:with:)` with a coordinator whose
    /// alongside animations and completions run once everything laid out for the new size.
    private func resize(to size: CGSize) {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
            size.width <= Self.maximumSide, size.height <= Self.maximumSide, size != bounds.size
        else { return }
        let shown = shownViewControllers
        let coordinator = HeadlessTransitionCoordinator(from: nil, to: nil, containerView: self)
        for controller in shown { controller.activeTransitionCoordinator = coordinator }
        rootViewController?.viewWillTransition(to: size, with: coordinator)
        frame.size = size
        layoutIfNeeded()
        coordinator.runAnimations()
        coordinator.runCompletions()
        for controller in shown { controller.activeTransitionCoordinator = nil }
    }

    /// A tap on the back button, a bar button of the top screen's navigation bar, or a tab of its tab bar: the back
    /// button pops; an item runs its primary action or shows its menu; a tab is selected as a person's tap selects it
    /// (the delegate asked). A tap while a menu shows only closes the menu.
    private func tapBarButton(_ identity: String) {
        if presentedBarMenu != nil {
            presentedBarMenu = nil
            return
        }
        guard let screen = shownViewControllers.last else { return }
        if let tabs = screen.hostShownTabBarController, let tab = tabs.children.first(where: { $0.tabBarItem.hostIdentity == identity }) {
            guard !tabs.isTabBarHidden else { return }
            tabs.tapTab(of: tab)
            return
        }
        guard let navigation = screen.hostShownNavigationController, !navigation.isNavigationBarHidden else { return }
        if identity == Self.backButtonIdentity {
            if navigation.viewControllers.count > 1 { navigation.popViewController(animated: true) }
            return
        }
        let item = navigation.topViewController?.navigationItem
        let items = (item?.leftBarButtonItems ?? []) + (item?.rightBarButtonItems ?? [])
        guard let tapped = items.first(where: { $0.hostIdentity == identity }) else { return }
        if tapped.performTap(), let menu = tapped.menu { presentedBarMenu = BarButtonMenuState(source: .barButton(tapped), menu: menu) }
    }

    /// Chooses the row at `index` of the menu a bar button shows: a submenu opens in its place; an action closes
    /// the menu (unless it keeps menus open) and runs with the bar button as its sender. A single-selection menu
    /// turns the chosen action on and the others off. Disabled actions and indexes without a row do nothing.
    private func chooseBarButtonMenuElement(at index: Int) {
        guard let state = presentedBarMenu else { return }
        let elements = state.shownMenu.displayedElements
        guard elements.indices.contains(index) else { return }
        if let submenu = elements[index] as? UIMenu {
            presentedBarMenu?.openedSubmenus.append(submenu)
            return
        }
        guard let action = elements[index] as? UIAction, !action.attributes.contains(.disabled) else { return }
        if !action.attributes.contains(.keepsMenuPresented) { presentedBarMenu = nil }
        action.perform(sender: state.sender)
        if state.menu.options.contains(.singleSelection) { _ = state.menu.select(action) }
    }

    /// Shows `button`'s menu, as a tap on a button whose menu is its primary action does; hosts draw it below the
    /// button and choose in it with `HostEvent.chooseMenuElement`.
    func presentMenu(_ menu: UIMenu, of button: UIButton) {
        presentedBarMenu = BarButtonMenuState(source: .button(button), menu: menu)
    }

    /// The view of class `type` with `identity` on the top screen, if a person could touch it (UIKit's hit testing:
    /// shown, taking touches, inside its ancestors' bounds).
    private func touchableView<View: UIView>(withIdentity identity: String, as type: View.Type) -> View? {
        guard let view = topScreenView?.descendant(withHostIdentity: identity) as? View, view.hostCanBeTouched() else { return nil }
        return view
    }

    /// The search bar or text field with `identity` on the top screen, if a person could touch it. The navigation
    /// bar's search bar is drawn by the bar, which shows it whenever the screen has one.
    private func touchableTextInput(withIdentity identity: String) -> (any HostTextInput)? {
        guard let input = textInput(withIdentity: identity) else { return nil }
        guard let view = input as? UIView, view.superview != nil else { return input }
        return view.hostCanBeTouched() ? input : nil
    }

    /// The search bar or text field with `identity` on the top screen: in its view hierarchy, or the navigation
    /// bar's search bar.
    private func textInput(withIdentity identity: String) -> (any HostTextInput)? {
        guard let top = shownViewControllers.last else { return nil }
        let shownController = top.hostShownContentViewController
        if let bar = shownController.navigationItem.searchController?.searchBar, bar.hostIdentity == identity { return bar }
        return top.viewIfLoaded?.descendant(withHostIdentity: identity) as? any HostTextInput
    }
}
