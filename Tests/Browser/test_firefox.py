"""Every page in Firefox too (Debian's Firefox ESR, driven over WebDriver BiDi), opened one after another in one tab
as a person types addresses: each draws its own first screen (its title) without a console error, no label's text
overflows its box (the session measured Firefox's fonts), and a screenshot of each page at phone and desktop widths
is kept in .build/browser-screenshots/ to be looked at. Reloads, Back and Forward in that tab resume the session of
the entry they return to."""

import pytest

import browser_support as ocv
from firefox_bidi import Firefox

FIRST_FRAME = "!!document.querySelector('#ocv-root:not([aria-busy]) .ocv-element')"
OVERFLOWING_LABELS = """[...document.querySelectorAll('.ocv-line')].filter(line => {
  const label = line.closest('[data-view=UILabel]');
  return label && line.scrollWidth > label.getBoundingClientRect().width + 1;
}).map(line => line.textContent)"""


@pytest.fixture(scope="module")
def firefox():
    browser = Firefox()
    browser.add_preload_script(f"() => {{ {ocv.TRAFFIC_TRACKER} }}")
    yield browser
    browser.close()


@pytest.mark.parametrize("viewport", [ocv.PHONE, ocv.DESKTOP], ids=["phone", "desktop"])
def test_every_page_draws_in_firefox(server, firefox, viewport):
    ocv.SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    width, height = viewport["width"], viewport["height"]
    firefox.set_viewport(width, height)
    problems = {}
    for path in ["/"] + [f"/examples/{slug}" for slug in ocv.EXAMPLE_SLUGS]:
        firefox.open(server + path)
        firefox.wait_for(FIRST_FRAME, timeout=15)
        name = "menu" if path == "/" else path.rsplit("/", 1)[-1]
        firefox.screenshot(ocv.SCREENSHOTS / f"firefox-{name}-{width}.png")
        title = firefox.evaluate(BAR_TITLE)
        expected = MENU_TITLE if path == "/" else ocv.EXAMPLE_TITLES[name]
        overflowing = firefox.evaluate(OVERFLOWING_LABELS)
        if firefox.errors or overflowing or title != expected or firefox.evaluate("location.pathname") != path:
            problems[path] = {"console errors": firefox.errors, "overflowing labels": overflowing, "title": title}
    assert not problems, problems


MENU_TITLE = "Modern Collection Views"
BAR_TITLE = "[...document.querySelectorAll('.ocv-bar-title')].at(-1)?.textContent ?? ''"
SCROLL_TOP = "document.querySelector('[data-collection-view]').scrollTop"
# The page has told the session where it scrolled since `window.__scrolledAt`, and a message has come back since.
SCROLL_ANSWERED = """(() => {
  const traffic = window.__ocvTraffic;
  const scrolls = traffic.messages.filter(({ at, message }) => message.t === "scroll" && at >= window.__scrolledAt);
  return scrolls.length > 0 && traffic.received > scrolls.at(-1).received;
})()"""


def drawn(firefox, path, title):
    firefox.wait_for(f"location.pathname === {path!r} && {FIRST_FRAME}", timeout=15)
    firefox.wait_for(f"({BAR_TITLE}) === {title!r}", timeout=15)
    firefox.wait_for("document.body.dataset.connection === 'connected'", timeout=15)


def test_addresses_reloads_back_and_forward_in_one_tab(server, firefox):
    firefox.set_viewport(390, 844)
    firefox.open(server + "/examples/grid")
    drawn(firefox, "/examples/grid", "Grid")
    grid_session = firefox.evaluate(f"({ocv.SESSION_TOKEN})()")
    firefox.evaluate(f"window.__scrolledAt = performance.now(); {SCROLL_TOP} = 400")
    # The session heard of the scroll (it keeps the position that Back returns to) and answered it.
    firefox.wait_for(SCROLL_ANSWERED, timeout=10)
    # Typed addresses open what they name.
    firefox.open(server + "/examples/mountains-search")
    drawn(firefox, "/examples/mountains-search", ocv.EXAMPLE_TITLES["mountains-search"])
    assert firefox.evaluate(f"({ocv.SESSION_TOKEN})()") != grid_session
    firefox.open(server + "/")
    drawn(firefox, "/", MENU_TITLE)
    # Back twice returns to the grid's own session, scrolled where it was; Forward to the search.
    firefox.traverse(-1)
    drawn(firefox, "/examples/mountains-search", ocv.EXAMPLE_TITLES["mountains-search"])
    firefox.traverse(-1)
    drawn(firefox, "/examples/grid", "Grid")
    assert firefox.evaluate(f"({ocv.SESSION_TOKEN})()") == grid_session
    firefox.wait_for(f"Math.abs({SCROLL_TOP} - 400) <= 1", timeout=10)
    # A reload resumes it too.
    firefox.reload()
    drawn(firefox, "/examples/grid", "Grid")
    assert firefox.evaluate(f"({ocv.SESSION_TOKEN})()") == grid_session
    firefox.traverse(1)
    drawn(firefox, "/examples/mountains-search", ocv.EXAMPLE_TITLES["mountains-search"])
    assert not firefox.errors, firefox.errors
