"""Layouts as a person sees them: the Grid's squares, the million-item screens scrolled to their ends, pinned section
headers while scrolling, and orthogonal rows coming to rest as their scrolling behaviour says."""

import pytest

import browser_support as ocv

CONTENT_BOX = """() => { const box = document.querySelector("[data-collection-view] .ocv-content").getBoundingClientRect();
  return { x: box.x, y: box.y }; }"""


@pytest.mark.parametrize("viewport", [ocv.PHONE, ocv.DESKTOP], ids=["390x844", "1280x800"])
def test_grid_is_five_columns_of_squares_numbered_in_order(make_page, viewport):
    page = make_page(viewport)
    ocv.open(page, "/examples/grid")
    width = viewport["width"]
    side = width / 5  # 78 × 78 at 390 wide
    content = page.evaluate(CONTENT_BOX)
    bar_bottom = ocv.navigation_bar_bottom(page)
    # The content starts at the top-left of the view, under the bar (the bar's height is the top inset).
    assert content == {"x": 0, "y": bar_bottom}

    shown = ocv.visible(ocv.cells(page), bar_bottom, viewport["height"])
    assert len(shown) >= 5 * int((viewport["height"] - bar_bottom) // side)
    for cell in shown:
        section, item = map(int, cell["indexPath"].split("."))
        assert section == 0
        row, column = divmod(item, 5)
        box = (cell["x"], cell["y"], cell["width"], cell["height"])
        assert box == pytest.approx((column * side, bar_bottom + row * side, side, side), abs=0.01), \
            f"cell {cell['indexPath']}"
        assert cell["lines"] == [str(item)]
    first = ocv.cell_box(page, "0.0")
    assert (first["x"], first["y"]) == (content["x"], content["y"])


ELEMENT_PEAK = """() => {
  window.__ocvPeak = document.querySelectorAll(".ocv-element").length;
  new MutationObserver(() => {
    window.__ocvPeak = Math.max(window.__ocvPeak, document.querySelectorAll(".ocv-element").length);
  }).observe(document.getElementById("ocv-root"), { childList: true, subtree: true });
}"""

LAST_CELL = """() => {
  const view = document.querySelector("[data-collection-view]");
  const count = view.getAttribute("aria-rowcount");
  const cell = view.querySelector(`.ocv-element[data-kind="cell"][aria-rowindex="${count}"]`);
  if (!cell) return { count, cell: null };
  const box = cell.getBoundingClientRect();
  return { count, cell: { indexPath: cell.dataset.indexPath, top: box.top, bottom: box.bottom,
                          lines: [...cell.querySelectorAll(".ocv-line")].map((line) => line.textContent) },
           scrollTop: view.scrollTop, maxScrollTop: view.scrollHeight - view.clientHeight };
}"""


@pytest.mark.parametrize("slug, last_text", [
    ("million-item-grid", "999999"),
    ("million-row-list", "Row 1000000"),
])
def test_million_items_scroll_to_the_very_end_with_few_elements(page, slug, last_text):
    ocv.open(page, f"/examples/{slug}")
    first_screen = page.locator(".ocv-element").count()
    assert page.locator("[data-collection-view]").get_attribute("aria-rowcount") == "1000000"
    page.evaluate(ELEMENT_PEAK)

    # A person scrolling: a few short moves, then jumps through the content (the page's scroll space is scaled:
    # 10 M px stand for the whole content).
    maximum = ocv.max_scroll_top(page)
    for top in [300, 700, 1_100, 1_500, maximum * 0.1, maximum * 0.37, maximum * 0.5 + 123, maximum * 0.83]:
        ocv.scroll_to(page, top)
        ocv.wait_idle(page)
        assert ocv.visible(ocv.cells(page), ocv.navigation_bar_bottom(page), 844), f"nothing drawn at scrollTop {top}"

    # Flung to the end: rows measured on the way may make the content taller, so a person flings again until the
    # scroll stays at the end.
    bottom = None
    for _ in range(5):
        ocv.scroll_to(page, 1e9)
        ocv.wait_idle(page)
        bottom = page.evaluate(LAST_CELL)
        if bottom["cell"] and bottom["scrollTop"] >= bottom["maxScrollTop"] - 1:
            break
    assert bottom["cell"] is not None, "the last item is not drawn at the end of the content"
    last = bottom["cell"]
    assert last["indexPath"] == "0.999999"
    assert last["top"] >= ocv.navigation_bar_bottom(page) - 0.5 and last["bottom"] <= 844 + 0.5, \
        f"the last item is not in the viewport: {last}"
    assert len(last["lines"]) >= 1 and ocv.shows(last["lines"][0], last_text), last["lines"]
    if slug == "million-item-grid":
        # The grid's content ends with its last row: at the very end it sits on the viewport's bottom edge.
        assert last["bottom"] == pytest.approx(844, abs=0.5)

    # While scrolling: a quarter screen above, the screen, a quarter below and up to two screens drawn ahead of a fast
    # scroll (LiveSession.maximumLeadScreens) — 3.5 screens of rows where the first screen has 1.25.
    peak = page.evaluate("() => window.__ocvPeak")
    assert peak <= 4 * first_screen, f"{peak} elements at once while scrolling; the first screen had {first_screen}"


def test_end_jumps_exactly_to_the_last_of_a_million_rows_and_top_comes_back(page):
    ocv.open(page, "/examples/million-row-list")
    button = page.locator(".ocv-bar-trailing [data-bar-button]")
    assert button.text_content() == "End"
    button.click()
    page.wait_for_function(
        "() => document.querySelector('.ocv-bar-trailing [data-bar-button]')?.textContent === 'Top'")
    ocv.wait_idle(page)
    # scrollToItem(.bottom): the last row, measured on arrival and taller than its estimate, ends on the bottom edge.
    bottom = page.evaluate(LAST_CELL)
    assert bottom["cell"] is not None, "End did not bring the last row"
    assert ocv.shows(bottom["cell"]["lines"][0], "Row 1000000")
    assert bottom["cell"]["bottom"] == pytest.approx(844, abs=0.5)
    assert bottom["cell"]["top"] >= ocv.navigation_bar_bottom(page)

    button.click()
    page.wait_for_function(
        "() => document.querySelector('.ocv-bar-trailing [data-bar-button]')?.textContent === 'End'")
    ocv.wait_idle(page)
    assert page.evaluate("() => document.querySelector('[data-collection-view]').scrollTop") == 0
    first = ocv.cell_box(page, "0.0")
    assert first is not None and first["y"] >= ocv.navigation_bar_bottom(page)


# Pinned Section Headers at 390 × 844: each section is a 44-pt header, five 44-pt rows 5 pt apart and a 44-pt footer,
# 328 pt in all; the header pins (zIndex 2), the footer does not. A pinned header "is shown while any portion of the
# section it's attached to is visible" (NSCollectionLayoutBoundarySupplementaryItem.pinToVisibleBounds): it hangs
# from the bar until the next section's header reaches it, then that header pushes it up.
SECTION = 328
HEADER = 44


FOOTER = 44

PINNED_HEADERS_PER_FRAME = """(frames) => new Promise((resolve) => {
  const scroller = document.querySelector("[data-collection-view]");
  const samples = [];
  const sample = () => {
    const headers = {};
    for (const header of document.querySelectorAll('.ocv-element[data-kind="section-header-element-kind"]')) {
      headers[header.dataset.indexPath.split(".")[0]] = header.getBoundingClientRect().top;
    }
    samples.push({ scrollTop: scroller.scrollTop, headers });
    if (samples.length < frames) requestAnimationFrame(sample); else resolve(samples);
  };
  requestAnimationFrame(sample);
})"""


def test_pinned_section_headers_stay_where_the_layout_pins_them_on_every_frame_of_a_wheel_scroll(page):
    """A pinned header hangs from the bar while its section's content shows, and is pushed up by the end of its
    section's content (the footer's extension excluded, as measured on UIKit: compositional-layout.md §7.2), on every
    animation frame of a wheel scroll, within 1 px."""
    ocv.open(page, "/examples/pinned-section-headers")
    bar_bottom = ocv.navigation_bar_bottom(page)
    assert bar_bottom == 44
    box = page.locator("[data-collection-view]").bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    samples = []
    for _ in range(3):
        sampling = page.evaluate_handle(PINNED_HEADERS_PER_FRAME, 45)
        for _ in range(6):
            page.mouse.wheel(0, 120)
            page.wait_for_timeout(40)
        samples += sampling.json_value()
    scrolled = {round(sample["scrollTop"]) for sample in samples}
    assert max(scrolled) > SECTION + 100, f"the wheel scrolled only to {max(scrolled)}"
    problems = []
    for sample in samples:
        offset = sample["scrollTop"]
        for section, top in sample["headers"].items():
            start = int(section) * SECTION
            pinned = min(max(start, offset), start + SECTION - FOOTER - HEADER)
            expected = bar_bottom + pinned - offset
            if abs(top - expected) > 1:
                problems.append(f"scrollTop {offset}: header {section} at y {top}, expected {expected}")
    assert not problems, "\n".join(problems[:20])


ROW = """(section) => {
  const strip = document.querySelector(`.ocv-orthogonal-row[data-section="${section}"]`);
  const box = strip.getBoundingClientRect();
  return { behavior: strip.dataset.behavior, scrollLeft: strip.scrollLeft, width: strip.clientWidth,
           maximum: strip.scrollWidth - strip.clientWidth, x: box.x, y: box.y, height: box.height,
           snaps: [...strip.querySelectorAll(".ocv-snap")].map((marker) => marker.offsetLeft),
           cellsShown: [...strip.querySelectorAll('.ocv-element[data-kind="cell"]')].filter((cell) => {
             const cellBox = cell.getBoundingClientRect();
             return cellBox.right > box.left && cellBox.left < box.right;
           }).length };
}"""


# Sets `window.__rowScrollEnded` at the row's next `scrollend`: the browser's end of a scroll, once it has come to
# rest (CSS snapping included).
ROW_SCROLL_END_WATCH = """(section) => {
  window.__rowScrollEnded = false;
  const row = `.ocv-orthogonal-row[data-section="${section}"]`;
  const ended = (event) => {
    if (!event.target.matches?.(row)) return;
    window.__rowScrollEnded = true;
    document.removeEventListener("scrollend", ended, { capture: true });
  };
  document.addEventListener("scrollend", ended, { capture: true });
}"""


def wheel_over_row(page, section, delta_x):
    """Turns the wheel over the row and waits until the row has come to rest and the page is idle."""
    row = page.evaluate(ROW, section)
    page.mouse.move(row["x"] + row["width"] / 2, row["y"] + row["height"] / 2)
    page.evaluate(ROW_SCROLL_END_WATCH, section)
    page.mouse.wheel(delta_x, 0)
    page.wait_for_function("() => window.__rowScrollEnded === true")
    ocv.wait_idle(page)
    return page.evaluate(ROW, section)


BEHAVIORS = ["continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging", "groupPagingCentered"]


def test_orthogonal_rows_come_to_rest_as_their_behavior_says(page):
    ocv.open(page, "/examples/orthogonal-section-behaviors")
    bar_bottom = ocv.navigation_bar_bottom(page)
    for section, behavior in enumerate(BEHAVIORS):
        # The row in view, under the bar.
        top = page.evaluate(
            "(section) => document.querySelector(`.ocv-orthogonal-row[data-section=\"${section}\"]`).offsetTop",
            section)
        ocv.scroll_to(page, max(0, top - 60))
        ocv.wait_idle(page)
        row = page.evaluate(ROW, section)
        assert row["behavior"] == behavior
        assert row["y"] >= bar_bottom and row["y"] + row["height"] <= 844, f"row {section} is not in view: {row}"
        assert row["scrollLeft"] == 0 and row["maximum"] > 400

        row = wheel_over_row(page, section, 170)
        assert row["cellsShown"] >= 1, f"row {section} shows no cells after scrolling"
        if behavior == "continuous":
            assert row["snaps"] == []
            assert row["scrollLeft"] == pytest.approx(170, abs=1), f"{behavior} did not stay where it was scrolled"
            continue
        assert row["snaps"], f"{behavior} has no snap markers"
        assert any(abs(row["scrollLeft"] - snap) <= 0.5 for snap in row["snaps"]), \
            f"{behavior} rests at {row['scrollLeft']}, not on one of its snap points {row['snaps']}"
        if behavior == "paging":
            width = row["width"]
            assert row["scrollLeft"] % width == 0, f"paging rests at {row['scrollLeft']}, not a multiple of {width}"
            # More than half a page turns the page.
            row = wheel_over_row(page, section, 230)
            assert row["scrollLeft"] == width, f"paging rests at {row['scrollLeft']} after more than half a page"
            assert row["cellsShown"] >= 1
        else:
            assert row["scrollLeft"] > 0, f"{behavior} went back to where it started after 170 px"


def test_a_wheel_moves_a_million_rows_by_its_own_distance_though_their_scroll_space_is_scaled(page):
    ocv.open(page, "/examples/million-row-list")
    scale = float(page.locator("[data-collection-view]").get_attribute("data-scroll-scale"))
    assert scale > 4, "the million rows no longer need a scaled scroll space: this test checks nothing"
    page.mouse.move(195, 400)
    # A few steps of a wheel, as a person turns it: each moves the rows by its own distance, not `scale` times as far.
    for _ in range(3):
        before = ocv.cell_box(page, "0.5")
        page.mouse.wheel(0, 120)
        page.wait_for_function("(top) => { const cell = document.querySelector('.ocv-element[data-index-path=\"0.5\"]');"
                               " return cell && cell.getBoundingClientRect().top !== top; }", arg=before["y"])
        after = ocv.cell_box(page, "0.5")
        assert after["y"] == pytest.approx(before["y"] - 120, abs=1)
    scroll_top = page.evaluate("() => document.querySelector('[data-collection-view]').scrollTop")
    assert scroll_top == pytest.approx(360 / scale, abs=1)
    # The rows the wheel brought are real, once the answer came.
    ocv.wait_idle(page)
    assert ocv.visible(ocv.cells(page), ocv.navigation_bar_bottom(page), 844)


# The content offset the page last told the server.
LAST_SCROLL_Y = "() => window.__ocvTraffic.messages.map(({ message }) => message).filter((m) => m.t === 'scroll').at(-1).y"


def test_a_flick_on_a_busy_page_goes_at_the_fingers_speed(make_page):
    """A page busy while a finger flicks (a large patch, a slow phone) handles the finger's moves late, one after
    another at once; the flick still goes at the speed the finger had, which the moves' own times tell."""
    page = make_page(touch=True)
    ocv.open(page, "/examples/million-row-list")
    finger = ocv.Finger(page)
    finger.down(195, 700)
    # The page's main thread is held for 300 ms from its next task: the moves made meanwhile wait for it.
    page.evaluate("() => { setTimeout(() => { const until = performance.now() + 300; while (performance.now() < until); }) }")
    # 50 points every 16 ms: 3.125 points a millisecond.
    finger.flick_to(195, 400, steps=6)
    page.wait_for_function("() => window.__ocvTraffic.messages.some(({ message }) => message.t === 'pan' && message.phase === 'end')",
                           timeout=10_000)
    end = next(message for message in ocv.sent(page, "pan") if message["phase"] == "end")
    assert end["vy"] == pytest.approx(50 / 16, rel=0.1)


def test_a_flick_whose_lift_reaches_a_busy_page_late_still_goes_on(make_page):
    """The finger lifts as it moves, but the page is busy when the lift reaches it: the lift's own time says the
    finger was still moving, and the flick goes on at its speed rather than stopping where the finger left it."""
    page = make_page(touch=True)
    ocv.open(page, "/examples/million-row-list")
    finger = ocv.Finger(page)
    finger.down(195, 700)
    last_move = finger.move_to(195, 400, steps=6)
    ocv.next_frames(page)
    # The page's main thread is held for 300 ms after it took the moves, before the lift made a frame later reaches it.
    page.evaluate("() => { const until = performance.now() + 300; while (performance.now() < until); }")
    finger.up(at=last_move + 0.016)
    page.wait_for_function("() => window.__ocvTraffic.messages.some(({ message }) => message.t === 'pan' && message.phase === 'end')",
                           timeout=10_000)
    end = next(message for message in ocv.sent(page, "pan") if message["phase"] == "end")
    assert end["vy"] == pytest.approx(50 / 16, rel=0.1)


def test_a_finger_moves_a_million_rows_by_its_own_distance_and_a_flick_slows_to_rest(make_page):
    """Over a scaled scroll space the page moves the content itself: a finger drags the rows exactly as far as it
    moves (the browser would move them `scale` times as far), and a flick carries them on, slowing to rest as a
    scroll view's deceleration does."""
    page = make_page(touch=True)
    ocv.open(page, "/examples/million-row-list")
    scale = float(page.locator("[data-collection-view]").get_attribute("data-scroll-scale"))
    assert scale > 4, "the million rows no longer need a scaled scroll space: this test checks nothing"
    finger = ocv.Finger(page)
    before = ocv.cell_box(page, "0.8")
    # A slow drag up 200 points, held still before the finger lifts: the rows follow the finger, and stay.
    finger.down(195, 700)
    finger.move_to(195, 500, steps=40, frame_ms=30)
    page.wait_for_timeout(150)
    finger.up()
    ocv.next_frames(page, 4)
    assert ocv.cell_box(page, "0.8")["y"] == pytest.approx(before["y"] - 200, abs=1)
    assert [message["phase"] for message in ocv.sent(page, "pan")] == ["begin", "end", "settled"]
    # A flick up: the rows go on after the finger lifts, slower every frame, and come to rest.
    finger.down(195, 700)
    finger.flick_to(195, 400, steps=6)
    lifted = page.evaluate(LAST_SCROLL_Y)
    page.wait_for_function("() => window.__ocvTraffic.messages.filter(({ message }) => message.t === 'pan').length === 6",
                           timeout=10_000)
    end = ocv.sent(page, "pan")[4]
    assert end["phase"] == "end" and end["vy"] > 1
    rested = page.evaluate(LAST_SCROLL_Y)
    # The flick's distance is its speed times 1 / ln(1 / 0.998) ms (UIKit's normal deceleration), less the last few
    # points under its resting speed.
    assert rested - lifted == pytest.approx(end["vy"] * 499.5, rel=0.05)
    ocv.next_frames(page, 4)
    assert page.evaluate(LAST_SCROLL_Y) == rested
    ocv.wait_idle(page)
    assert ocv.visible(ocv.cells(page), ocv.navigation_bar_bottom(page), 844)
