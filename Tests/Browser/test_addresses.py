"""Addresses, as a person uses them in one tab: a page opened at an address shows that address — typed, followed from a
link, opened from a bookmark or the home page — and only the same page coming back (a reload, Back or Forward to the
entry its session drew) resumes that session."""

import browser_support as ocv

MENU_TITLE = "Modern Collection Views"


def path_of(page):
    return page.evaluate("() => location.pathname")


def typed(page, path):
    """What a person typing `path` into the address bar gets: a navigation of the tab to it, drawn."""
    ocv.open(page, path)


def test_an_address_typed_into_the_same_tab_opens_what_it_names(page):
    typed(page, "/examples/grid")
    assert ocv.bar_title(page) == "Grid"
    grid_session = ocv.session_token(page)
    typed(page, "/examples/mountains-search")
    assert path_of(page) == "/examples/mountains-search"
    assert ocv.bar_title(page) == ocv.EXAMPLE_TITLES["mountains-search"]
    assert ocv.session_token(page) != grid_session
    typed(page, "/")
    assert path_of(page) == "/"
    assert ocv.bar_title(page) == MENU_TITLE
    # A bookmark to an example deep in the menu opens that example, with the menu beneath it.
    typed(page, "/examples/insertion-sort-visualization")
    assert path_of(page) == "/examples/insertion-sort-visualization"
    assert ocv.bar_title(page) == ocv.EXAMPLE_TITLES["insertion-sort-visualization"]


def first_row_shown(page):
    """The index and place of the first row entirely below the navigation bar."""
    shown = ocv.visible(ocv.cells(page), ocv.navigation_bar_bottom(page), 844)
    assert shown, "no row is shown"
    return shown[0]["indexPath"], round(shown[0]["y"])


def test_a_reload_resumes_the_session_it_shows(page):
    typed(page, "/examples/million-row-list")
    token = ocv.session_token(page)
    ocv.scroll_to(page, 30_000)
    ocv.wait_idle(page)
    before = first_row_shown(page)
    page.reload()
    page.wait_for_function(ocv.FIRST_FRAME, timeout=15_000)
    ocv.wait_idle(page)
    assert ocv.session_token(page) == token
    assert path_of(page) == "/examples/million-row-list"
    # The same rows where they were, deep in the list.
    assert first_row_shown(page) == before
    assert int(before[0].split(".")[1]) > 1_000


def test_back_and_forward_return_to_each_entrys_own_session(page):
    typed(page, "/examples/grid")
    grid_session = ocv.session_token(page)
    ocv.scroll_to(page, 400)
    ocv.wait_idle(page)
    typed(page, "/examples/list-appearances")
    list_session = ocv.session_token(page)
    page.go_back()
    page.wait_for_function(ocv.FIRST_FRAME, timeout=15_000)
    ocv.wait_idle(page)
    assert path_of(page) == "/examples/grid"
    assert ocv.bar_title(page) == "Grid"
    assert ocv.session_token(page) == grid_session
    assert abs(page.evaluate("() => document.querySelector('[data-collection-view]').scrollTop") - 400) <= 1
    page.go_forward()
    page.wait_for_function(ocv.FIRST_FRAME, timeout=15_000)
    ocv.wait_idle(page)
    assert path_of(page) == "/examples/list-appearances"
    assert ocv.session_token(page) == list_session


def test_a_link_followed_in_the_menu_and_back_then_a_new_address(page):
    typed(page, "/")
    # The menu's rows lead into the session: following one pushes the example, as tapping does on a phone.
    for group in ["Compositional Layout", "Getting Started"]:
        ocv.cell_with_text(page, group).click(force=True)
        ocv.wait_idle(page)
    ocv.cell_with_text(page, "Grid").click(force=True)
    ocv.wait_idle(page)
    assert path_of(page) == "/examples/grid"
    assert ocv.bar_title(page) == "Grid"
    page.go_back()
    ocv.wait_idle(page)
    assert path_of(page) == "/"
    assert ocv.bar_title(page) == MENU_TITLE
    # The home page after a while elsewhere: typed again, it is the home page, not the last example shown.
    typed(page, "/examples/simple-list")
    typed(page, "/")
    assert ocv.bar_title(page) == MENU_TITLE


def test_a_first_visit_fetches_the_page_one_stylesheet_and_one_script(page):
    """A browser that never saw the site (a fresh context, nothing cached) fetches the page, then the client as one
    stylesheet and one script — not its twenty files — and draws the page from them."""
    requested = []
    page.on("request", lambda request: requested.append(request.url))
    typed(page, "/examples/grid")
    assert ocv.bar_title(page) == "Grid"
    client = [url.rsplit("/", 1)[-1] for url in requested if "/ocv/v/" in url and not url.endswith(".wasm")]
    assert sorted(client) == ["bundle.css", "bundle.js"], requested
    assert not [url for url in requested if "/ocv/client/" in url], requested


def test_the_first_frame_is_on_its_way_before_the_clients_script_arrives(page):
    """The page's HTML opens the connection and says hello itself, ahead of the client: a session's first frame can
    arrive while the client's script is still on its way (a slow network, a busy browser), and the page shows it as
    soon as the script runs, without asking again."""
    held = []
    page.route("**/client/bundle.js", lambda route: held.append(route))
    page.goto("/examples/grid", wait_until="commit")
    page.wait_for_function("() => window.__ocvTraffic?.received > 0")
    assert len(held) == 1
    assert page.evaluate("() => document.getElementById('ocv-root')?.hasAttribute('aria-busy')")
    assert [message["t"] for message in ocv.sent(page)] == ["hello"]
    held[0].continue_()
    page.wait_for_function(ocv.FIRST_FRAME)
    assert ocv.bar_title(page) == "Grid"
    assert len(ocv.sent(page, "hello")) == 1
    assert page.evaluate("() => window.__ocvTraffic.sockets.length") == 1


def test_a_second_address_typed_fetches_none_of_the_client_again(page):
    """The page's client comes from an address named by its version, which the browser keeps: a second address typed
    into the tab loads every one of the client's files from the browser's cache, none over the network."""
    typed(page, "/examples/grid")
    cdp = page.context.new_cdp_session(page)
    cdp.send("Network.enable")
    client_requests, from_cache = {}, set()
    cdp.on("Network.requestWillBeSent", lambda event: client_requests.update(
        {event["requestId"]: event["request"]["url"]} if "/ocv/v/" in event["request"]["url"] else {}))
    cdp.on("Network.requestServedFromCache", lambda event: from_cache.add(event["requestId"]))
    cdp.on("Network.responseReceived", lambda event: from_cache.add(event["requestId"])
           if event["response"].get("fromDiskCache") or event["response"].get("fromMemoryCache") else None)
    typed(page, "/examples/mountains-search")
    assert ocv.bar_title(page) == ocv.EXAMPLE_TITLES["mountains-search"]
    assert any(url.endswith("/client/bundle.js") for url in client_requests.values()), client_requests
    fetched = [url for request, url in client_requests.items() if request not in from_cache]
    assert fetched == [], fetched
