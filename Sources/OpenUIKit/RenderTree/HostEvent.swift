import Foundation

/// Something a host reports to a window: a resize, a tap on a bar button, text typed in a search field, a flip of a
/// switch, a segment or page chosen, or something done in one of its collection views. `UIWindow.handle(_:)` applies
/// it and returns the new window render tree — the one API through which a host (a browser page, a test) drives a
/// screen.
///
/// Events name their targets by the identities the render tree gives them (`RenderBarButton.identity`,
/// `RenderNode.identity`). An event whose target no longer exists, or that the target cannot take (a disabled
/// button), changes nothing: hosts race updates, and a late event must never act on something else.
public enum HostEvent: Sendable, Hashable {
    /// The window's size changed: view controllers hear `viewWillTransition(to:with:)`, then everything lays out
    /// for the new size.
    case resize(CGSize)
    /// The display's pixels per point changed.
    case displayScale(CGFloat)
    /// The Dynamic Type text size changed.
    case contentSizeCategory(UIContentSizeCategory)
    /// Light or dark appearance changed (a browser's `prefers-color-scheme`): system and dynamic colours resolve
    /// anew. `unspecified` changes nothing.
    case userInterfaceStyle(UIUserInterfaceStyle)
    /// Normal or increased contrast changed (a browser's `prefers-contrast`): system colours resolve anew.
    /// `unspecified` changes nothing.
    case accessibilityContrast(UIAccessibilityContrast)
    /// A tap on a bar button (`RenderBarButton.identity`); `back` pops the top screen.
    case tapBarButton(String)
    /// A tap on the row at `index` of the menu a bar button shows (`RenderBarButtonMenu.elements`).
    case chooseMenuElement(index: Int)
    /// A tap outside the menu a bar button shows: it closes, choosing nothing.
    case dismissMenu
    /// The search field or text field (`RenderNode.identity`) took the keyboard. The typing events serve both:
    /// `searchBar` names either.
    case beginSearch(searchBar: String)
    /// The text in the search field or text field changed to the given text (a text field's delegate may refuse it).
    case searchText(String, searchBar: String)
    /// Return was pressed in the search field or text field.
    case pressSearch(searchBar: String)
    /// Cancel was tapped next to the search field.
    case cancelSearch(searchBar: String)
    /// A switch was flipped.
    case toggleSwitch(String)
    /// A person pressed the button with this identity (`UIButton.hostDidTap()`).
    case tapButton(String)
    /// A person long-pressed the button with this identity, or asked for its context menu
    /// (`UIButton.hostDidLongPress()`).
    case longPressButton(String)
    /// A person chose the segment at `index` of the segmented control with this identity
    /// (`UISegmentedControl.hostDidSelectSegment(_:)`).
    case selectSegment(String, index: Int)
    /// A person moved the page control with this identity to `page` (`UIPageControl.hostDidSetPage(_:)`).
    case setPage(String, page: Int)
    /// The text field with this identity gave up the keyboard (`UITextField.resignFirstResponder()`).
    case endEditing(String)
    /// A person pressed the clear button of the text field with this identity (`UITextField.hostDidClear()`).
    case clearText(String)
    /// A person moved the slider with this identity to `value` (`UISlider.hostDidSetValue(_:)`).
    case setSliderValue(String, value: Float)
    /// A person pressed + (`increment`) or − of the stepper with this identity (`UIStepper.hostDidIncrement()`,
    /// `hostDidDecrement()`).
    case stepStepper(String, increment: Bool)
    /// A person dragged the resize handle with this identity (`HostResizeHandle`), such as a desktop window's corner.
    case dragResizeHandle(String, ResizeHandleDrag)
    /// Something happened in the collection view (or table view) with that identity.
    case collectionView(String, CollectionViewEvent)
}
