"""The Feed example as a person uses it, in one tab: the banner's dots follow a swipe and a click on a dot pages the
banner; the filter narrows the posts; a like button fills its heart and counts the like; a pull at the top shows the
spinner below the bar while new posts come, then shows them on top; a post typed at human speed into the field at the
bottom appears first when Return is pressed; the Photos tab shows the photo grid."""

import browser_support as ocv

FEED = "[data-collection-view]"


def posts(page):
    """Each post shown: its author, its text (however many lines it takes), then the likes and comments counts."""
    return [cell["lines"] for cell in ocv.cells(page, FEED) if cell["indexPath"].startswith("1.")]


def likes(lines):
    return int(lines[-2])


# While a pulled refresh runs: how far its room moved the content down, where the spinner sits, and the bar's bottom.
PULLED_REFRESH = """() => {
  const view = document.querySelector('[data-refreshing="pulled"]');
  if (!view) return null;
  const space = view.querySelector(".ocv-scroll-space");
  const spinner = getComputedStyle(space, "::before");
  const content = view.querySelector(".ocv-content").getBoundingClientRect().top;
  const inset = parseFloat(space.style.getPropertyValue("--ocv-inset-top"));
  return { shift: content - view.getBoundingClientRect().top - inset + view.scrollTop, spinnerTop: parseFloat(spinner.top),
           spinnerHeight: parseFloat(spinner.height), animated: spinner.animationName,
           bar: document.querySelector("header.ocv-navigation-bar").getBoundingClientRect().bottom };
}"""


def refreshes_after_a_pull(page):
    """Follows a pulled refresh as a person sees it: the spinner below the bar in the room the pull made at the top
    of the content, then the two newest posts on top, the room closed and the spinner gone."""
    # The room opens with a transition: read once it has run (a transition is among the content's animations until
    # it ends).
    page.wait_for_function(
        "() => { const view = document.querySelector('[data-refreshing=\"pulled\"]');"
        " return !!view && view.querySelector('.ocv-content').getAnimations().length === 0; }", timeout=5_000)
    shown = page.evaluate(PULLED_REFRESH)
    assert shown["shift"] == 60
    assert shown["bar"] + 10 <= shown["spinnerTop"] and shown["spinnerTop"] + shown["spinnerHeight"] <= shown["bar"] + 60
    assert shown["animated"] == "ocv-refresh-spin"
    page.wait_for_function(
        "(selector) => !document.querySelector('[data-refreshing]') && document.querySelector(selector)"
        " .querySelector('.ocv-element[data-kind=\"cell\"][data-index-path=\"1.0\"]')?.textContent.includes('Jun')",
        arg=FEED, timeout=5_000)
    ocv.wait_idle(page)
    assert [lines[0] for lines in posts(page)[:2]] == ["Jun", "Iris"]
    view = page.locator(FEED).first
    assert view.evaluate("(view) => getComputedStyle(view.querySelector('.ocv-content')).translate") in ("none", "0px")


def test_a_person_reads_filters_likes_and_posts(page):
    ocv.open(page, "/examples/feed")
    page.screenshot(path=str(ocv.SCREENSHOTS / "feed.png"))
    dots = page.locator("[data-page-control]")
    assert dots.get_attribute("data-current-page") == "0"
    # A click on the trailing half moves a page on, and the banner's row follows.
    box = dots.bounding_box()
    page.mouse.click(box["x"] + box["width"] * 0.8, box["y"] + box["height"] / 2)
    ocv.wait_idle(page)
    assert dots.get_attribute("data-current-page") == "1"
    row = page.locator(".ocv-orthogonal-row").first
    page.wait_for_function("(row) => Math.abs(row.scrollLeft - row.clientWidth) < 2", arg=row.element_handle())

    first = posts(page)[0]
    assert first[0] == "Ana" and likes(first) == 0
    like = page.locator(f'{FEED} .ocv-element[data-kind="cell"][data-index-path="1.0"] [data-button]').first
    like.click()
    ocv.wait_idle(page)
    liked = page.locator(f'{FEED} .ocv-element[data-kind="cell"][data-index-path="1.0"]')
    assert liked.locator('[data-symbol="heart.fill"]').count() > 0
    assert likes(posts(page)[0]) == 1

    page.get_by_role("radio", name="Popular").click()
    ocv.wait_idle(page)
    popular = posts(page)
    assert popular and all(likes(lines) >= 40 for lines in popular)
    page.get_by_role("radio", name="All").click()
    ocv.wait_idle(page)

    # Scrolling up past the top with the wheel pulls to refresh: a spinner while the feed asks for news, then two
    # new posts come in above.
    assert page.locator("[data-collection-view][data-refreshable]").count() == 1
    ocv.scroll_to(page, 0, FEED)
    feed = page.locator(FEED).bounding_box()
    page.mouse.move(feed["x"] + 200, feed["y"] + 400)
    for _ in range(3):
        page.mouse.wheel(0, -120)
        ocv.next_frames(page)
    refreshes_after_a_pull(page)

    field = page.get_by_placeholder("Write a post…")
    field.click()
    page.keyboard.type("Snow on the pass", delay=80)
    page.keyboard.press("Enter")
    ocv.wait_idle(page)
    assert posts(page)[0][:2] == ["You", "Snow on the pass"]
    assert field.input_value() == ""

    page.get_by_role("tab", name="Photos").click()
    ocv.wait_idle(page)
    assert ocv.bar_title(page) == "Photos"
    page.wait_for_function("() => document.querySelectorAll('[data-drags-items] img').length > 6")
