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


def open_stoppable(browser, stoppable_server, path, rtl=False):
    base, _ = stoppable_server
    context = browser.new_context(viewport=ocv.PHONE, base_url=base)
    context.add_init_script(ocv.TRAFFIC_TRACKER)
    page = context.new_page()
    ocv.open(page, path + ("?rtl=1" if rtl else ""))
    # The engine loads beside the first frame; it has a layout once a placeholder could be drawn.
    page.wait_for_function("() => performance.getEntriesByType('resource').some((r) => r.name.endsWith('layout-engine.wasm'))")
    page.wait_for_timeout(300)
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
        cells = cells_once_replaced(page, bar)
        for item in placeholders:
            cell = cells.get(item["indexPath"])
            assert cell, f"no cell replaced the placeholder of {item['indexPath']}"
            assert (cell["x"], cell["y"], cell["width"], cell["height"]) == pytest.approx(
                (item["x"], item["y"], item["width"], item["height"]), abs=0.5), item["indexPath"]
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
