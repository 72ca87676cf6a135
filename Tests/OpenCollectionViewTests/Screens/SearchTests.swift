import Foundation
import OpenCollectionView
import Testing
import ViewTestSupport

/// Search bars and search controllers: what typing reaches, how a search begins and ends, what the render tree
/// shows of it.
@MainActor
@Suite struct SearchTests {
    /// A screen with a search controller in its navigation item that filters a word list.
    final class WordSearchScreen: UIViewController, UISearchResultsUpdating, UISearchBarDelegate {
        let searchController = UISearchController(searchResultsController: nil)
        var updates: [String] = []
        var delegateTexts: [String] = []
        var delegateCalls: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Words"
            searchController.searchResultsUpdater = self
            searchController.searchBar.delegate = self
            searchController.searchBar.placeholder = "Search words"
            navigationItem.searchController = searchController
        }

        func updateSearchResults(for searchController: UISearchController) {
            updates.append("\(searchController.isActive ? "active" : "inactive") '\(searchController.searchBar.text ?? "")'")
        }

        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
            delegateTexts.append(searchText)
        }

        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { delegateCalls.append("begin") }
        func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { delegateCalls.append("end") }
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { delegateCalls.append("cancel") }
        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { delegateCalls.append("search") }
    }

    @Test func typingReachesTheDelegateAndTheResultsUpdaterKeystrokeByKeystroke() throws {
        let screen = WordSearchScreen()
        let window = shownWindow(UINavigationController(rootViewController: screen))
        var bar = try #require(window.renderTree().screens[0].navigationBar?.searchBar)
        let identity = try #require(bar.identity)
        guard case .searchField(let field) = bar.content else {
            Issue.record("the navigation bar's search bar is not drawn as a search field")
            return
        }
        #expect(field == RenderSearchField(text: "", placeholder: "Search words", isFocused: false, showsCancelButton: false))

        window.handle(.searchText("e", searchBar: identity))
        var tree = window.handle(.searchText("ev", searchBar: identity))
        #expect(screen.delegateTexts == ["e", "ev"])
        #expect(screen.updates == ["active ''", "active 'e'", "active 'ev'"])
        #expect(screen.delegateCalls == ["begin"])
        bar = try #require(tree.screens[0].navigationBar?.searchBar)
        let typed = try #require(bar.content.searchField)
        #expect(typed == RenderSearchField(text: "ev", placeholder: "Search words", isFocused: true, showsCancelButton: true))

        // The same text again is no change.
        window.handle(.searchText("ev", searchBar: identity))
        #expect(screen.delegateTexts == ["e", "ev"])

        window.handle(.pressSearch(searchBar: identity))
        tree = window.handle(.cancelSearch(searchBar: identity))
        #expect(screen.delegateCalls == ["begin", "search", "cancel", "end"])
        #expect(screen.updates.last == "inactive ''")
        #expect(!screen.searchController.isActive)
        bar = try #require(tree.screens[0].navigationBar?.searchBar)
        let cancelled = try #require(bar.content.searchField)
        #expect(cancelled.text == "" && !cancelled.isFocused && !cancelled.showsCancelButton)
    }

    @Test func settingTheTextInCodeTellsNobody() {
        let screen = WordSearchScreen()
        _ = shownWindow(UINavigationController(rootViewController: screen))
        screen.searchController.searchBar.text = "quiet"
        #expect(screen.delegateTexts.isEmpty)
        #expect(screen.updates.isEmpty)
        screen.searchController.searchBar.text = nil
        #expect(screen.searchController.searchBar.text == "")
    }

    @Test func anActiveSearchWithoutTextDimsTheScreenUnlessToldNotTo() throws {
        let screen = WordSearchScreen()
        let window = shownWindow(UINavigationController(rootViewController: screen))
        let identity = try #require(window.renderTree().screens[0].navigationBar?.searchBar?.identity)
        #expect(window.handle(.beginSearch(searchBar: identity)).screens[0].dimsContentForSearch)
        #expect(!window.handle(.searchText("a", searchBar: identity)).screens[0].dimsContentForSearch)
        screen.searchController.obscuresBackgroundDuringPresentation = false
        #expect(!window.handle(.searchText("", searchBar: identity)).screens[0].dimsContentForSearch)
    }

    @Test func aResultsControllerCoversTheScreenWhileThereIsText() throws {
        let results = UIViewController()
        results.view.backgroundColor = .systemGroupedBackground
        let screen = UIViewController()
        screen.navigationItem.searchController = UISearchController(searchResultsController: results)
        let window = shownWindow(UINavigationController(rootViewController: screen))
        let identity = try #require(window.renderTree().screens[0].navigationBar?.searchBar?.identity)
        var content = window.handle(.beginSearch(searchBar: identity)).screens[0].content
        #expect(content.children.count == 1)
        content = window.handle(.searchText("k", searchBar: identity)).screens[0].content
        #expect(content.children.count == 2)
        #expect(content.children[1].backgroundColor == .systemGroupedBackground)
        #expect(content.children[1].frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func aSearchBarInTheViewHierarchyTakesTypingToo() throws {
        final class InlineSearchScreen: UIViewController, UISearchBarDelegate {
            let searchBar = UISearchBar()
            var texts: [String] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                searchBar.delegate = self
                searchBar.frame = CGRect(x: 0, y: 52, width: 390, height: 56)
                view.addSubview(searchBar)
            }
            func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { texts.append(searchText) }
        }
        let screen = InlineSearchScreen()
        let window = shownWindow(UINavigationController(rootViewController: screen))
        let node = try #require(window.renderTree().screens[0].content.children[0].children.first)
        let identity = try #require(node.identity)
        #expect(node.frame == CGRect(x: 0, y: 52, width: 390, height: 56))
        window.handle(.searchText("K2", searchBar: identity))
        #expect(screen.texts == ["K2"])
        #expect(screen.searchBar.intrinsicContentSize.height == 56)
        #expect(screen.view.endEditing(true))
        #expect(!screen.searchBar.isFirstResponder)
    }

    @Test func aDelegateMayKeepTheFieldFromTakingTheKeyboard() {
        final class Refusing: UISearchBarDelegate {
            func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { false }
        }
        let refusing = Refusing()
        let bar = UISearchBar()
        bar.delegate = refusing
        #expect(!bar.becomeFirstResponder())
        #expect(!bar.isFirstResponder)
    }
}
