"""Every page in Firefox too (Debian's Firefox ESR, driven over WebDriver BiDi): it draws its first screen without a
console error, no label's text overflows its box (the session measured Firefox's fonts), and a screenshot of each
page at phone and desktop widths is kept in .build/browser-screenshots/ to be looked at."""

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
        title = firefox.evaluate("document.querySelector('.ocv-bar-title')?.textContent ?? ''")
        overflowing = firefox.evaluate(OVERFLOWING_LABELS)
        if firefox.errors or overflowing or not title:
            problems[path] = {"console errors": firefox.errors, "overflowing labels": overflowing, "title": title}
    assert not problems, problems
