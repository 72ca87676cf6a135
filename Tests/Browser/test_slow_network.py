"""A person on a slow network (every frame 150 ms late each way): the server's answers arrive after the person has
scrolled on, and none of them may pull the page back to where it was or leave it showing rows the server is not
drawing."""

import pytest

import browser_support as ocv

LATENCY_MS = 150

# The rows in view below `top`, cells and placeholders alike, top to bottom: index path, top, height, and whether the
# page only placed it (a placeholder) or the server drew it.
ROWS_IN_VIEW = """(top) => [...document.querySelectorAll(
    '[data-collection-view] .ocv-element[data-kind="cell"], [data-collection-view] [data-placeholder]')]
  .map((node) => ({ node, box: node.getBoundingClientRect() }))
  .filter(({ box }) => box.bottom > top && box.top < innerHeight)
  .map(({ node, box }) => ({ indexPath: node.dataset.indexPath, y: box.y, height: box.height,
                             placeholder: node.classList.contains('ocv-placeholder') }))
  .sort((a, b) => a.y - b.y)"""


def fling(page, strokes, distance, pause_ms=16):
    """A wheel fling over the collection view: `strokes` wheel turns of `distance` pixels, one a frame."""
    box = page.locator("[data-collection-view]").first.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    for _ in range(strokes):
        page.mouse.wheel(0, distance)
        page.wait_for_timeout(pause_ms)


def settle(page):
    """Waits until the slow network has carried everything both ways and the page is quiet."""
    ocv.wait_idle(page, quiet=3 * LATENCY_MS, answer=4_000, timeout=30_000)


def test_rows_a_person_flung_to_stay_put_when_late_answers_arrive(make_page):
    """The Million-Row List measures each row the first time it shows, and keeps what a person looks at in place when
    rows above change height. On a slow network those corrections answer scroll positions the page has already left:
    applied as they are, they would throw the page back; the page applies them as the shift they are, and ends where
    the person stopped, with the server's cells in every row."""
    page = make_page(latency_ms=LATENCY_MS)
    ocv.open(page, "/examples/million-row-list")
    settle(page)
    # The collection view runs under the translucent bar; its first row there is the one that stays put.
    top = page.locator("[data-collection-view]").first.bounding_box()["y"]
    for _ in range(3):
        fling(page, strokes=12, distance=500)
        ocv.next_frames(page, 2)
        looked_at = page.evaluate(ROWS_IN_VIEW, top)[0]
        settle(page)
        rows = page.evaluate(ROWS_IN_VIEW, top)
        assert rows, "nothing in view after the fling"
        assert not [row for row in rows if row["placeholder"]], "rows the server never drew are left in view"
        assert looked_at["indexPath"] in {row["indexPath"] for row in rows}, (
            f"row {looked_at['indexPath']}, at the top when the person stopped, left the view")
        now = next(row for row in rows if row["indexPath"] == looked_at["indexPath"])
        assert now["y"] == pytest.approx(looked_at["y"], abs=1), looked_at["indexPath"]
