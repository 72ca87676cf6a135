"""A page whose connection drops (a network blip, a laptop lid) comes back to its session as it was: scrolled where
it was, mid-animation or not, with its search text and its navigation; a page that comes back after the grace period
starts again and says so."""


import pytest

import browser_support as ocv
from conftest import gallery_server

# Drops the page's connection the way a network does, from the page's side (the server sees it go).
DROP = "() => window.__ocvTraffic.sockets.at(-1).close()"

RECONNECTED = """(count) => {
  const sockets = window.__ocvTraffic.sockets;
  return sockets.length > count && sockets.at(-1).readyState === WebSocket.OPEN
    && document.body.dataset.connection === "connected";
}"""

UNIQUE_ELEMENTS = """() => {
  const identities = [...document.querySelectorAll("[data-collection-view] .ocv-element")].map((e) => e.dataset.identity);
  return identities.length === new Set(identities).size;
}"""


def drop_and_reconnect(page):
    count = page.evaluate("() => window.__ocvTraffic.sockets.length")
    page.evaluate(DROP)
    page.wait_for_function(RECONNECTED, arg=count, timeout=10_000)
    ocv.wait_idle(page)


def test_a_connection_dropped_mid_scroll_resumes_where_the_session_was(page):
    ocv.open(page, "/examples/million-row-list")
    token = ocv.session_token(page)
    ocv.scroll_to(page, 20_000)
    ocv.wait_idle(page)
    # Keep scrolling and drop the connection a few frames in: the server knows the last offset it was told.
    page.evaluate("""() => new Promise((resolve) => {
      const view = document.querySelector("[data-collection-view]");
      let frames = 0;
      const step = () => {
        view.scrollTop += 120;
        if (++frames === 4) window.__ocvTraffic.sockets.at(-1).close();
        if (frames < 12) requestAnimationFrame(step); else resolve();
      };
      requestAnimationFrame(step);
    })""")
    page.wait_for_function(RECONNECTED, arg=1, timeout=10_000)
    ocv.wait_idle(page)
    assert ocv.session_token(page) == token, "the page started a new session"
    top = page.evaluate("() => document.querySelector('[data-collection-view]').scrollTop")
    assert top > 19_000, f"the page went back to {top}"
    bar = ocv.navigation_bar_bottom(page)
    shown = ocv.visible(ocv.cells(page), bar, 844)
    assert len(shown) >= 5, "the viewport is not filled after resuming"
    rows = sorted(int(cell["indexPath"].split(".")[1]) for cell in shown)
    assert rows == list(range(rows[0], rows[0] + len(rows))), f"rows out of order: {rows}"
    assert page.evaluate(UNIQUE_ELEMENTS)


def search_mountains(page, text):
    """Opens Mountains Search and types `text` into its field, a key every 40 ms; returns the field."""
    ocv.open(page, "/examples/mountains-search")
    field = page.locator(".ocv-search-field")
    field.click()
    field.press_sequentially(text, delay=40)
    return field


def test_a_connection_dropped_mid_animation_resumes_with_the_search_text_and_its_results(make_page):
    page = make_page()
    field = search_mountains(page, "ka")
    # The filter's rows are still fading and gliding when the connection goes.
    page.evaluate(DROP)
    page.wait_for_function(RECONNECTED, arg=1, timeout=10_000)
    ocv.wait_idle(page)
    assert field.input_value() == "ka"
    resumed = [cell["lines"] for cell in ocv.cells(page)]
    assert page.evaluate(UNIQUE_ELEMENTS)
    # Filtered, not the whole list and not nothing: every row shown names a mountain with "ka" in it.
    assert resumed, "no rows after resuming"
    assert all(lines and "ka" in lines[0].lower() for lines in resumed), resumed
    assert int(page.locator("[data-collection-view]").get_attribute("aria-rowcount")) < 387

    # A fresh page that typed the same shows the same rows.
    fresh = make_page()
    search_mountains(fresh, "ka")
    ocv.wait_idle(fresh)
    assert resumed == [cell["lines"] for cell in ocv.cells(fresh)]
    assert page.locator("[data-collection-view]").get_attribute("aria-rowcount") == \
        fresh.locator("[data-collection-view]").get_attribute("aria-rowcount")


def test_a_pushed_screen_and_history_survive_a_dropped_connection(page, server):
    ocv.open(page, "/examples/emoji-explorer")
    first = page.locator('.ocv-element[data-kind="cell"]').first
    first.click(force=True)
    ocv.wait_idle(page)
    title = ocv.bar_title(page)
    assert title != "Emoji Explorer"
    drop_and_reconnect(page)
    assert ocv.bar_title(page) == title
    page.go_back()
    ocv.wait_idle(page)
    assert ocv.bar_title(page) == "Emoji Explorer"


@pytest.fixture(scope="module")
def impatient_server():
    """A second gallery server whose sessions end the moment their page goes (no grace period)."""
    with gallery_server("--resume-grace", "0") as (base, _):
        yield base


def test_a_page_back_after_the_grace_period_starts_again_and_says_so(browser, impatient_server):
    context = browser.new_context(viewport=ocv.PHONE, base_url=impatient_server)
    context.add_init_script(ocv.TRAFFIC_TRACKER)
    page = context.new_page()
    try:
        ocv.open(page, "/examples/grid")
        token = ocv.session_token(page)
        ocv.scroll_to(page, 600)
        ocv.wait_idle(page)
        drop_and_reconnect(page)
        assert ocv.session_token(page) != token
        status = page.locator("#ocv-status")
        assert status.is_visible()
        assert status.text_content() == "This page was away too long: it started again."
        assert status.get_attribute("role") == "status"
        assert ocv.bar_title(page) == "Grid"
        assert page.evaluate("() => document.querySelector('[data-collection-view]').scrollTop") == 0
    finally:
        context.close()
