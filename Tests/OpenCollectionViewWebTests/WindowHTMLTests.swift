import Foundation
import OpenCollectionView
import Testing

@testable import OpenCollectionViewWeb

/// The one drawing of a window: screens, navigation bars, collection views and their elements, as HTML.
@MainActor
@Suite struct WindowHTMLTests {
    /// Elements are boxes at their frames in the content, which sits at the collection view's content inset (the
    /// bar's 44 pt), in a scroll space as tall as the content and its insets; each carries the DOM contract.
    @Test func elementsAreBoxesAtTheirFrames() throws {
        let screen = TilesViewController()
        screen.title = "Tiles"
        let window = shownWindow(screen)
        let html = WindowHTML.html(window.renderTree())
        #expect(html.hasPrefix(
            "<div class=\"ocv-window\" data-window data-appearance=\"light\" data-contrast=\"normal\" style=\"width:390px;height:844px\">"))
        let identity = screen.collectionView.hostIdentity
        let container = try #require(html.openingTag(containing: "data-collection-view=\"\(identity)\""))
        #expect(container.contains("role=\"grid\" aria-rowcount=\"9\""))
        #expect(container.contains("style=\"left:0px;top:0px;width:390px;height:844px\""))
        #expect(html.contains("<div class=\"ocv-scroll-space\" role=\"presentation\" style=\"width:390px;height:194px\">"))
        #expect(html.contains("<div class=\"ocv-content\" role=\"presentation\" style=\"left:0px;top:44px;width:390px;height:150px\">"))
        let cell = try #require(html.openingTag(containing: "data-index-path=\"0.4\""))
        #expect(cell == "<div class=\"ocv-element\" data-kind=\"cell\" data-identity=\"cell 0-4\" data-index-path=\"0.4\" "
            + "data-state=\"normal\" role=\"row\" aria-rowindex=\"5\" aria-selected=\"false\" style=\"left:110px;top:50px;width:100px;height:50px\">")
        #expect(html.occurrences(of: "data-kind=\"cell\"") == 9)
        #expect(html.occurrences(of: "role=\"gridcell\"") == 9)
        #expect(html.contains("<span class=\"ocv-line\">4</span>"))
    }

    /// A label's box lays out its lines itself, and a symbol is its `<svg>` alone: no box around either, since every
    /// box costs the page its parsing, style and layout. Subviews of a label still come after its lines.
    @Test func aLabelIsOneBoxAndASymbolItsSVG() throws {
        let label = UILabel(frame: CGRect(x: 4, y: 6, width: 120, height: 22))
        label.text = "Peaks"
        label.textColor = .systemRed
        label.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 8)))
        let html = NodeHTML.html(label.renderNode(), in: DrawingContext())
        let box = try #require(html.openingTag(containing: "data-view=\"UILabel\""))
        #expect(box.hasPrefix("<div class=\"ocv-node ocv-text\" data-view=\"UILabel\" style=\"left:4px;top:6px;width:120px;height:22px;"))
        #expect(box.contains(";font-size:17px;") && box.contains(";color:#FF3B30"))
        #expect(html.contains("\"><span class=\"ocv-line\">Peaks</span><div class=\"ocv-node\" data-view=\"UIView\""))
        #expect(html.occurrences(of: "<div") == 2)

        let symbol = UIImageView(image: UIImage(systemName: "star.fill"))
        symbol.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        symbol.tintColor = .systemBlue
        let symbolHTML = NodeHTML.html(symbol.renderNode(), in: DrawingContext())
        #expect(symbolHTML.contains(">" + SymbolGlyph.svg(named: "star.fill", cssClass: "ocv-glyph", style: "color:#007AFF") + "</div>"))
        #expect(symbolHTML.occurrences(of: "<div") == 1)
    }

    /// Inside an element, a view with subviews and nothing of its own (a content view, a stack) has no box: its
    /// subviews are placed in its parent's, at the same place on screen. One that fills, clips, fades or has a border
    /// keeps its box, and so does any such view outside an element (the test above).
    @Test func insideAnElementAViewThatDrawsNothingHasNoBox() throws {
        let screen = TilesViewController()
        screen.count = 3
        screen.configure = { cell, indexPath in
            guard let label = (cell as? TilesViewController.LabelCell)?.label, label.superview === cell.contentView else { return }
            let stack = UIView(frame: CGRect(x: 10, y: 5, width: 80, height: 40))
            stack.backgroundColor = indexPath.item == 1 ? .systemYellow : nil
            if indexPath.item == 2 {
                stack.layer.borderWidth = 2
                stack.layer.borderColor = UIColor.systemRed.cgColor
            }
            label.removeFromSuperview()
            label.autoresizingMask = []
            label.frame = CGRect(x: 3, y: 2, width: 60, height: 30)
            stack.addSubview(label)
            cell.contentView.addSubview(stack)
        }
        let html = WindowHTML.html(shownWindow(screen).renderTree())
        let plain = try #require(html.range(of: "data-index-path=\"0.0\"")).upperBound
        let plainCell = String(html[plain...].prefix(while: { $0 != "\n" })).components(separatedBy: "data-index-path=\"0.1\"")[0]
        // Neither the content view nor the stack in it draws anything: the label is placed by both their origins.
        #expect(!plainCell.contains("data-view=\"UIView\""))
        #expect(try #require(plainCell.openingTag(containing: "data-view=\"UILabel\"")).contains("style=\"left:13px;top:7px;width:60px;height:30px;"))
        let filled = try #require(html.range(of: "data-index-path=\"0.1\"")).upperBound
        let filledCell = String(html[filled...])
        #expect(try #require(filledCell.openingTag(containing: "background:#FFCC00")).contains("left:10px;top:5px;width:80px;height:40px"))
        #expect(try #require(filledCell.openingTag(containing: "data-view=\"UILabel\"")).contains("style=\"left:3px;top:2px;width:60px;height:30px;"))
        // A stack with a border and no fill keeps its box, the border last in it over the label.
        let outlinedCell = try #require(html.divHTML(containing: "data-index-path=\"0.2\""))
        let stack = try #require(outlinedCell.divHTML(containing: "style=\"left:10px;top:5px;width:80px;height:40px\""))
        #expect(stack.contains("data-view=\"UILabel\" style=\"left:3px;top:2px;width:60px;height:30px;"))
        #expect(stack.hasSuffix("<div class=\"ocv-border\" aria-hidden=\"true\" style=\"border:2px solid #FF3B30\"></div></div>"))
    }

    /// A collection view's own border is drawn as its layer draws it — over its elements, on its bounds — and stays
    /// there while the content scrolls: a box of the view's size sticking to the scrolling box's corner, ahead of the
    /// scroll space, rather than a box inside the scrolling box, which scrolled away with the content.
    @Test func aCollectionViewsBorderStaysOnItsBoundsAsItsContentScrolls() throws {
        let screen = TilesViewController()
        screen.count = 60
        let window = shownWindow(screen)
        screen.collectionView.layer.borderWidth = 3
        screen.collectionView.layer.borderColor = UIColor.systemRed.cgColor
        let html = WindowHTML.html(window.renderTree())
        let box = try #require(html.divHTML(containing: "ocv-collection-view"))
        let size = screen.collectionView.bounds.size
        #expect(size.height > 0)
        let border = "<div class=\"ocv-collection-border\" aria-hidden=\"true\" style=\"width:\(CSS.px(size.width));"
            + "height:\(CSS.px(size.height));margin-bottom:\(CSS.px(-size.height))\">"
            + "<div class=\"ocv-border\" aria-hidden=\"true\" style=\"border:3px solid #FF3B30\"></div></div>"
        #expect(box.contains(border + "<div class=\"ocv-scroll-space\""))
        #expect(box.occurrences(of: "class=\"ocv-border\"") == 1)
        #expect(Stylesheet.css.contains(".ocv-collection-border { position: sticky; top: 0; left: 0; z-index: 1; pointer-events: none; }"))
    }

    /// A cell's background configuration under its content is drawn by the element's own box when that draws nothing
    /// itself (its fill and corners there, `data-background` on it); one with a border, drawn over what is beneath it
    /// and under the content, keeps a box of its own.
    @Test func theElementsBoxDrawsItsBackgroundConfiguration() throws {
        let html = WindowHTML.html(shownWindow(FruitViewController()).renderTree())
        let apple = try #require(html.openingTag(containing: "data-index-path=\"0.0\""))
        #expect(apple.contains(" data-background=\"true\" "))
        #expect(apple.contains(";background:#FFFFFF;border-radius:10px 10px 0 0;"))
        #expect(!apple.contains("overflow"))
        #expect(!html.contains("data-view=\"UIBackgroundConfiguration\""))

        let screen = TilesViewController()
        screen.count = 1
        screen.configure = { cell, _ in
            var background = UIBackgroundConfiguration.clear()
            background.backgroundColor = .systemYellow
            background.strokeColor = .black
            background.strokeWidth = 2
            cell.backgroundConfiguration = background
        }
        let stroked = WindowHTML.html(shownWindow(screen).renderTree())
        #expect(try !#require(stroked.openingTag(containing: "data-index-path=\"0.0\"")).contains("data-background"))
        #expect(try #require(stroked.openingTag(containing: "data-view=\"UIBackgroundConfiguration\"")).contains("background:#FFCC00"))
    }

    /// A refresh control makes the box refreshable; while it refreshes the box is busy, and says when a person's pull
    /// started the refresh (the page then keeps room for the spinner above the content).
    @Test func aRefreshControlMarksTheBoxRefreshableAndRefreshing() throws {
        let screen = TilesViewController()
        let window = shownWindow(screen)
        let refresh = UIRefreshControl()
        screen.collectionView.refreshControl = refresh
        func container() throws -> String {
            try #require(WindowHTML.html(window.renderTree()).openingTag(containing: "data-collection-view=\"\(screen.collectionView.hostIdentity)\""))
        }
        #expect(try container().contains(" data-refreshable "))
        #expect(try !container().contains("data-refreshing"))
        refresh.hostDidPullToRefresh()
        #expect(try container().contains(" data-refreshing=\"pulled\" aria-busy=\"true\""))
        refresh.endRefreshing()
        refresh.beginRefreshing()
        #expect(try container().contains(" data-refreshing aria-busy=\"true\""))
        refresh.isEnabled = false
        refresh.endRefreshing()
        #expect(try !container().contains("data-refresh"))
    }

    /// Labels, titles and identities are text, whatever they contain.
    @Test func textIsEscaped() throws {
        let screen = TilesViewController()
        screen.count = 1
        screen.itemWidth = 380
        screen.title = "Nav <i>title</i>"
        screen.text = { _ in #"<b>"Tom" & 'Jerry'</b>"# }
        let html = WindowHTML.html(shownWindow(screen).renderTree())
        #expect(html.contains("<span class=\"ocv-line\">&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;</span>"))
        #expect(html.contains("<h1 class=\"ocv-bar-title\">Nav &lt;i&gt;title&lt;/i&gt;</h1>"))
        #expect(!html.contains("<b>") && !html.contains("<i>"))
    }

    /// A font's name goes into a style attribute as a CSS string with every other character a CSS escape: the browser
    /// undoes HTML escapes before it reads the CSS, so a quote in the name must not be one, or it would end the string.
    @Test func fontNamesAreCSSStrings() throws {
        let screen = TilesViewController()
        screen.count = 1
        screen.configure = { cell, _ in
            (cell as? TilesViewController.LabelCell)?.label.font = UIFont(name: "Evil';color:red;x:'<b>", size: 12)
        }
        let html = WindowHTML.html(shownWindow(screen).renderTree())
        #expect(html.contains(#"font-family:'Evil\27 \3b color\3a red\3b x\3a \27 \3c b\3e ',"#))
        #expect(!html.contains("color:red"))
        #expect(CSS.string("Avenir Next") == "'Avenir Next'")
        #expect(CSS.string("字体") == #"'\5b57 \4f53 '"#)
    }

    /// Elements link only to the page's own site or to http and https addresses.
    @Test func elementLinksAreOnlyAddresses() {
        for safe in ["/examples/grid", "examples/grid.html", "?rtl=1", "#top", "https://example.com/a", "HTTP://example.com"] {
            #expect(ElementHTML.isSafeLink(safe), "\(safe)")
        }
        for unsafe in ["javascript:alert(1)", "JavaScript:alert(1)", "java\tscript:alert(1)", " javascript:x", "data:text/html,x",
                       "//evil.example", "/\\evil.example", "vbscript:x", "a:b/c"] {
            #expect(!ElementHTML.isSafeLink(unsafe), "\(unsafe)")
        }
    }

    /// A view's fill, corners and alpha are the box's; a border is drawn over the subviews by the box's last child, as
    /// a layer's border is drawn over its sublayers; hidden views are left out; Display P3 colours carry an sRGB
    /// fallback first.
    @Test func appearanceFollowsTheLayer() throws {
        let screen = TilesViewController()
        screen.count = 3
        screen.configure = { cell, indexPath in
            cell.contentView.backgroundColor = UIColor(displayP3Red: 100.0 / 255, green: 149.0 / 255, blue: 237.0 / 255, alpha: 1)
            cell.layer.borderWidth = 1
            cell.layer.borderColor = UIColor.black.cgColor
            cell.contentView.layer.cornerRadius = 8
            cell.alpha = indexPath.item == 1 ? 0.5 : 1
            (cell as? TilesViewController.LabelCell)?.label.isHidden = indexPath.item == 2
        }
        let html = WindowHTML.html(shownWindow(screen).renderTree())
        let cell = try #require(html.openingTag(containing: "data-index-path=\"0.0\""))
        #expect(cell.contains("class=\"ocv-element\""))
        let element = try #require(html.divHTML(containing: "data-index-path=\"0.0\""))
        #expect(element.hasSuffix(
            "</div><div class=\"ocv-border\" aria-hidden=\"true\" style=\"border:1px solid #000000\"></div></div>"))
        #expect(html.contains("background:#6495ED;background:color(display-p3 0.392 0.584 0.929);border-radius:8px"))
        #expect(try #require(html.openingTag(containing: "data-index-path=\"0.1\"")).contains(";opacity:0.5"))
        #expect(html.occurrences(of: "class=\"ocv-line\"") == 2)
        #expect(Stylesheet.css.contains(".ocv-border { position: absolute; inset: 0; pointer-events: none; }"))
    }

    /// The bar: the back button named after the screen below, the title, the trailing items (UIKit's first right item
    /// is drawn last), disabled items, and items whose tap shows a menu; the menu itself when shown.
    @Test func theNavigationBarAndItsMenu() throws {
        let below = TilesViewController()
        below.title = "Library"
        let top = TilesViewController()
        top.title = "Books"
        let navigation = UINavigationController(rootViewController: below)
        let window = shownWindow(navigation, inNavigationController: false)
        navigation.pushViewController(top, animated: false)
        let sort = UIBarButtonItem(title: "Sort", primaryAction: UIAction { _ in })
        sort.isEnabled = false
        let menu = UIMenu(children: [UIAction(title: "By title", state: .on) { _ in }, UIAction(title: "By author") { _ in }])
        top.navigationItem.rightBarButtonItems = [sort, UIBarButtonItem(image: UIImage(systemName: "gear"), menu: menu)]
        var html = WindowHTML.html(window.renderTree())
        #expect(html.contains("<header class=\"ocv-navigation-bar\" role=\"banner\" style=\"left:0px;top:0px;width:390px;height:44px"))
        let back = try #require(html.openingTag(containing: "data-bar-button=\"back\""))
        #expect(back.contains("ocv-back-button") && back.contains("aria-label=\"Back to Library\""))
        #expect(html.contains("<span class=\"ocv-bar-button-title\">Library</span>"))
        let trailing = try #require(html.components(separatedBy: "<div class=\"ocv-bar-trailing\">").last)
        let gearPosition = try #require(trailing.range(of: "data-symbol=\"gear\"")?.lowerBound)
        let sortPosition = try #require(trailing.range(of: ">Sort<")?.lowerBound)
        #expect(gearPosition < sortPosition)
        #expect(try #require(html.openingTag(containing: "aria-label=\"Sort\"")).contains(" disabled"))
        let gear = try #require(window.renderTree().screens.last?.navigationBar?.rightItems.first)
        #expect(try #require(html.openingTag(containing: "data-bar-button=\"\(gear.identity)\"")).contains("aria-haspopup=\"menu\""))
        // The pushed screen replaces the one below in the navigation controller's screen.
        #expect(html.occurrences(of: "<section class=\"ocv-screen\"") == 1)

        html = WindowHTML.html(window.handle(.tapBarButton(gear.identity)))
        #expect(html.contains("role=\"menu\" data-menu-source=\"\(gear.identity)\""))
        #expect(html.contains("role=\"menuitemradio\" data-menu-index=\"0\" aria-checked=\"true\""))
        #expect(html.contains("<span class=\"ocv-menu-title\">By author</span>"))
        #expect(html.contains("data-dismiss-menu"))
    }

    /// A search bar is a search input showing its text and placeholder; a switch is a switch for assistive
    /// technologies, on or off.
    @Test func searchFieldsAndSwitches() throws {
        final class Form: UIViewController {
            let searchBar = UISearchBar()
            let toggle = UISwitch()
            override func viewDidLoad() {
                super.viewDidLoad()
                searchBar.frame = CGRect(x: 0, y: 44, width: 390, height: 56)
                searchBar.placeholder = "Find \"it\""
                searchBar.text = "<x>"
                toggle.frame.origin = CGPoint(x: 20, y: 120)
                toggle.isOn = true
                view.addSubview(searchBar)
                view.addSubview(toggle)
            }
        }
        let form = Form()
        let html = WindowHTML.html(shownWindow(form).renderTree())
        let input = try #require(html.openingTag(containing: "class=\"ocv-search-field\""))
        #expect(input.contains("value=\"&lt;x&gt;\"") && input.contains("placeholder=\"Find &quot;it&quot;\""))
        #expect(try #require(html.openingTag(containing: "data-view=\"UISearchBar\"")).contains("data-host-identity=\"\(form.searchBar.hostIdentity)\""))
        let toggle = try #require(html.openingTag(containing: "data-view=\"UISwitch\""))
        #expect(toggle.contains("data-on=\"true\" role=\"switch\" aria-checked=\"true\""))
        #expect(toggle.contains("data-host-identity=\"\(form.toggle.hostIdentity)\""))
        #expect(toggle.contains("style=\"left:20px;top:120px;width:51px;height:31px\""))
    }

    /// An orthogonal section's row is a strip over its section, holding its cells at their resting places, with its
    /// behavior and snap points; scrolled, the row says its offset and its cells keep their places in it.
    @Test func orthogonalRowsAreStrips() throws {
        let screen = TilesViewController()
        screen.count = 12
        screen.layout = {
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: .absolute(150), heightDimension: .absolute(100)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .groupPaging
            section.interGroupSpacing = 10
            section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 16, bottom: 20, trailing: 16)
            return UICollectionViewCompositionalLayout(section: section)
        }
        let window = shownWindow(screen)
        let html = WindowHTML.html(window.renderTree())
        let row = try #require(html.openingTag(containing: "class=\"ocv-orthogonal-row\""))
        #expect(row == "<div class=\"ocv-orthogonal-row\" role=\"rowgroup\" tabindex=\"0\" data-section=\"0\" data-behavior=\"groupPaging\" "
            + "data-row-offset=\"0\" data-snap=\"0 160 12 390\" style=\"left:0px;top:0px;width:390px;height:140px\">")
        #expect(html.contains("<div class=\"ocv-orthogonal-content\" role=\"presentation\" style=\"width:1942px;height:140px\">"))
        #expect(try #require(html.openingTag(containing: "data-index-path=\"0.1\"")).contains("style=\"left:176px;top:20px;width:150px;height:100px\""))

        let identity = screen.collectionView.hostIdentity
        let scrolled = WindowHTML.html(window.handle(.collectionView(identity, .scrollOrthogonalSection(0, to: 160))))
        #expect(scrolled.contains("data-row-offset=\"160\""))
        #expect(try #require(scrolled.openingTag(containing: "data-index-path=\"0.1\"")).contains("style=\"left:176px;top:20px;"))
    }

    /// A swiped row: a box at the row's frame holding its buttons and the row moved aside.
    @Test func aSwipedRowShowsItsButtons() throws {
        final class Rows: UIViewController {
            var collectionView: UICollectionView!
            var dataSource: UICollectionViewDiffableDataSource<Int, String>!
            override func viewDidLoad() {
                super.viewDidLoad()
                var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
                configuration.trailingSwipeActionsConfigurationProvider = { _ in
                    UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }])
                }
                collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
                view.addSubview(collectionView)
                let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
                    var content = cell.defaultContentConfiguration()
                    content.text = text
                    cell.contentConfiguration = content
                }
                dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, text in
                    collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
                }
                var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                snapshot.appendSections([0])
                snapshot.appendItems(["One", "Two"])
                dataSource.apply(snapshot, animatingDifferences: false)
            }
        }
        let rows = Rows()
        let window = shownWindow(rows)
        let identity = rows.collectionView.hostIdentity
        window.handle(.collectionView(identity, .swipeBegan(item: IndexPath(item: 1, section: 0), edge: .trailing)))
        window.handle(.collectionView(identity, .swipeMoved(translation: 200)))
        let html = WindowHTML.html(window.handle(.collectionView(identity, .swipeEnded)))
        let box = try #require(html.openingTag(containing: "class=\"ocv-swipe\""))
        #expect(box.contains("data-swipe-identity=\"item Two\" data-swipe-edge=\"trailing\" data-revealed-width=\"74\""))
        #expect(box.contains("style=\"left:0px;top:44px;width:390px;height:44px;z-index:"))
        let button = try #require(html.openingTag(containing: "class=\"ocv-swipe-button\""))
        #expect(button.contains("data-swipe-action=\"0\" aria-label=\"Delete\" style=\"left:316px;top:0px;width:74px;height:44px;background:#FF3B30\""))
        #expect(try #require(html.openingTag(containing: "data-identity=\"item Two\"")).contains("style=\"left:-74px;top:0px;width:390px;height:44px"))
        #expect(try #require(html.openingTag(containing: "data-identity=\"item Two\"")).contains("data-state=\"swiped\""))
    }
}
