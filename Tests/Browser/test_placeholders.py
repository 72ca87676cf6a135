"""The page's own copy of the layout (WebAssembly): wherever the viewport goes, cells the server has not answered for
yet are placeholders at their own frames — even while the server is stopped — and the real cells replace them in
place, without a jump."""

import signal

import pytest

import browser_support as ocv
from conftest import gallery_server

PLACEHOLDERS = """() => [...document.querySelectorAll('[data-collection-view] [data-placeholder]')].map((node) => {
  const box = node.getBoundingClientRect();
  return { indexPath: node.dataset.indexPath, x: box.x, y: box.y, width: box.width, height: box.height,
           placeholder: node.classList.contains('ocv-placeholder') };
})"""

# The share of the viewport below the bar that cells or placeholders cover.
COVERED = """(top) => {
  const bottom = window.innerHeight;
  const spans = [...document.querySelectorAll('[data-collection-view] .ocv-element[data-kind="cell"], [data-placeholder]')]
    .map((node) => node.getBoundingClientRect()).map((box) => [Math.max(box.top, top), Math.min(box.bottom, bottom)])
    .filter(([from, to]) => to > from).sort((a, b) => a[0] - b[0]);
  let covered = 0, reach = top;
  for (const [from, to] of spans) { if (to > reach) { covered += to - Math.max(from, reach); reach = to; } }
  return covered / (bottom - top);
}"""


@pytest.fixture(scope="module")
def stoppable_server():
    """A gallery server of this module's own, which the tests stop (SIGSTOP) and let go on (SIGCONT)."""
    with gallery_server() as server:
        yield server


# Installed before the page's scripts: sets `window.__ocvEngineLoaded` when the page's layout engine (its one
# WebAssembly module) has been instantiated. What the engine's loading then does, the first frame's layout solved
# among it, is promise reactions that all run before the next task: before any check of the flag sees it set.
ENGINE_WATCH = """(() => {
  const instantiate = WebAssembly.instantiate;
  WebAssembly.instantiate = function (...args) {
    const instantiating = instantiate.apply(this, args);
    instantiating.then(() => { window.__ocvEngineLoaded = true; });
    return instantiating;
  };
})()"""


def open_stoppable(browser, stoppable_server, path, rtl=False):
    base, _ = stoppable_server
    context = browser.new_context(viewport=ocv.PHONE, base_url=base)
    context.add_init_script(ENGINE_WATCH)
    context.add_init_script(ocv.TRAFFIC_TRACKER)
    page = context.new_page()
    ocv.open(page, path + ("?rtl=1" if rtl else ""))
    # The engine loads beside the first frame, and places nothing until it has solved the layout.
    page.wait_for_function("() => window.__ocvEngineLoaded === true")
    return context, page


def cells_once_replaced(page, bar):
    """The cells by index path once the server has answered the scrolls it missed while stopped: no placeholder left
    in view, then the page idle. On a busy machine that takes a while, so this waits for the answer itself rather
    than for a quiet moment."""
    page.wait_for_function(
        "([bar]) => ![...document.querySelectorAll('.ocv-placeholder')].some((node) => {"
        " const box = node.getBoundingClientRect(); return box.top < innerHeight && box.bottom > bar; })",
        arg=[bar], timeout=30_000)
    ocv.wait_idle(page)
    return {cell["indexPath"]: cell for cell in ocv.cells(page)}


def expect_replaced_in_place(placeholders, cells):
    """Every placeholder has a real cell (`cells`, by index path) where it was, to half a pixel."""
    for item in placeholders:
        cell = cells.get(item["indexPath"])
        assert cell, f"no cell replaced the placeholder of {item['indexPath']}"
        assert (cell["x"], cell["y"], cell["width"], cell["height"]) == pytest.approx(
            (item["x"], item["y"], item["width"], item["height"]), abs=0.5), item["indexPath"]


@pytest.mark.parametrize("rtl", [False, True], ids=["left-to-right", "right-to-left"])
def test_a_stalled_server_leaves_placeholders_at_exact_frames_that_cells_replace_in_place(browser, stoppable_server, rtl):
    _, process = stoppable_server
    context, page = open_stoppable(browser, stoppable_server, "/examples/million-item-grid", rtl=rtl)
    try:
        bar = ocv.navigation_bar_bottom(page)
        process.send_signal(signal.SIGSTOP)
        try:
            for top in [50_000, 3_000_000, 9_000_000]:
                ocv.scroll_to(page, top)
                ocv.next_frames(page, 3)
                assert page.evaluate(COVERED, bar) == 1, f"the viewport at {top} is not covered"
            placeholders = [item for item in page.evaluate(PLACEHOLDERS) if item["y"] < 844 and item["y"] + item["height"] > bar]
            assert len(placeholders) >= 50
            assert all(item["placeholder"] for item in placeholders)
            # Tiles of a fifth of the width, as the grid's cells are.
            assert {round(item["width"], 1) for item in placeholders} == {78.0}
        finally:
            process.send_signal(signal.SIGCONT)
        expect_replaced_in_place(placeholders, cells_once_replaced(page, bar))
        assert page.evaluate(PLACEHOLDERS) == [] or all(
            item["y"] > 844 or item["y"] + item["height"] < bar for item in page.evaluate(PLACEHOLDERS))
    finally:
        process.send_signal(signal.SIGCONT)
        context.close()


def test_self_sizing_rows_are_placed_at_what_the_server_measured(browser, stoppable_server):
    """The Million-Row List's rows size themselves: the page's layout takes every measurement the server made, so a
    row the server measured once and the page placed again while the server is stopped is where the real row lands.
    (A row never measured is placed at its estimate until its measurement comes.)"""
    _, process = stoppable_server
    context, page = open_stoppable(browser, stoppable_server, "/examples/million-row-list")
    try:
        bar = ocv.navigation_bar_bottom(page)
        for top in [1_000, 2_000, 3_000, 4_000, 1_000]:
            ocv.scroll_to(page, top)
            ocv.wait_idle(page)
        measured = {cell["indexPath"] for cell in ocv.cells(page)}
        process.send_signal(signal.SIGSTOP)
        try:
            ocv.scroll_to(page, 3_000)
            ocv.next_frames(page, 3)
            assert page.evaluate(COVERED, bar) == 1
            placeholders = [item for item in page.evaluate(PLACEHOLDERS) if bar < item["y"] < 800]
            assert len(placeholders) >= 5
            assert not measured & {item["indexPath"] for item in placeholders}
        finally:
            process.send_signal(signal.SIGCONT)
        cells = cells_once_replaced(page, bar)
        for item in placeholders:
            cell = cells[item["indexPath"]]
            assert (cell["y"], cell["height"]) == pytest.approx((item["y"], item["height"]), abs=0.5), item["indexPath"]
    finally:
        process.send_signal(signal.SIGCONT)
        context.close()


# The uncovered stretches of the viewport below the bar, top to bottom: [from, to] in page coordinates, the first
# from the bar, the last to the window's bottom.
GAPS = """(top) => {
  const bottom = window.innerHeight;
  const spans = [...document.querySelectorAll('[data-collection-view] .ocv-element[data-kind="cell"], [data-placeholder]')]
    .map((node) => node.getBoundingClientRect()).map((box) => [Math.max(box.top, top), Math.min(box.bottom, bottom)])
    .filter(([from, to]) => to > from).sort((a, b) => a[0] - b[0]);
  const gaps = [];
  let reach = top;
  for (const [from, to] of spans) {
    if (from > reach + 0.01) gaps.push([reach, from]);
    reach = Math.max(reach, to);
  }
  if (reach < bottom - 0.01) gaps.push([reach, bottom]);
  return gaps;
}"""

# Flow Layout Tags: tags 32 high on lines 8 apart; between sections, the 16-point bottom inset, the 36-point header
# and the 8-point top inset.
TAG_LINE_GAP = 8
TAG_SECTION_GAP = 16 + 36 + 8


@pytest.mark.parametrize("rtl", [False, True], ids=["left-to-right", "right-to-left"])
def test_a_stalled_server_leaves_flow_layout_tags_at_their_exact_frames(browser, stoppable_server, rtl):
    """A flow layout of tags sized one by one by its delegate: the page's copy of the flow layout (its description
    carries every tag's size) fills each line the server has not drawn with placeholders as wide as the tags, and the
    real tags replace them in place — mirrored right to left as the tags are."""
    _, process = stoppable_server
    context, page = open_stoppable(browser, stoppable_server, "/examples/flow-layout-tags", rtl=rtl)
    try:
        bar = ocv.navigation_bar_bottom(page)
        end = ocv.max_scroll_top(page)
        assert end > 5_000
        process.send_signal(signal.SIGSTOP)
        try:
            for top in [2_500, 5_000, end]:
                ocv.scroll_to(page, top)
                ocv.next_frames(page, 3)
                gaps = page.evaluate(GAPS, bar)
                inner = [round(to - start, 1) for start, to in gaps if start > bar + 0.01 and to < 844 - 0.01]
                assert set(inner) <= {TAG_LINE_GAP, TAG_SECTION_GAP}, f"at {top}, a line is missing: {gaps}"
                assert all(to - start <= TAG_SECTION_GAP + 0.01 for start, to in gaps), f"at {top}: {gaps}"
            placeholders = [item for item in page.evaluate(PLACEHOLDERS) if item["y"] < 844 and item["y"] + item["height"] > bar]
            assert len(placeholders) >= 20
            assert all(item["placeholder"] for item in placeholders)
            assert {round(item["height"], 1) for item in placeholders} == {32.0}
            assert len({round(item["width"]) for item in placeholders}) > 5, "the tags are sized one by one"
        finally:
            process.send_signal(signal.SIGCONT)
        expect_replaced_in_place(placeholders, cells_once_replaced(page, bar))
    finally:
        process.send_signal(signal.SIGCONT)
        context.close()
