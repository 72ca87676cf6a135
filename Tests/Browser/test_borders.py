"""A layer's border as a person sees it: a line in its colour along its view's four edges, inside its bounds, over the
view's own fill — on the first screen and after a search has moved the rows (the border is a box of its own, last in
its view's box: NodeHTML.borderHTML)."""

import base64

import browser_support as ocv

# The Mountains Search cells' border (1 pt, #AEAEB2) and their fill (the list's white background).
BORDER = (0xAE, 0xAE, 0xB2)
FILL = (0xFF, 0xFF, 0xFF)
TOLERANCE = 24

# A PNG (base64) decoded into its width and RGBA bytes, in a page of its own (the live page's Content-Security-Policy
# does not let it fetch a data: address).
DECODE = """async (data) => {
  const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${data}`)).blob());
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext("2d");
  context.drawImage(bitmap, 0, 0);
  return { width: bitmap.width, height: bitmap.height,
           bytes: Array.from(context.getImageData(0, 0, bitmap.width, bitmap.height).data) };
}"""


def screen_pixels(page, box):
    """What the screen shows over `box` (a bounding box, in CSS pixels), as a function of a CSS pixel's offset from the
    box's top-left corner to its (r, g, b)."""
    clip = {"x": box["x"], "y": box["y"], "width": box["width"], "height": box["height"]}
    shot = page.screenshot(clip=clip)
    decoder = page.context.new_page()
    try:
        image = decoder.evaluate(DECODE, base64.b64encode(shot).decode())
    finally:
        decoder.close()
    scale = image["width"] / box["width"]

    def pixel(x, y):
        column = min(image["width"] - 1, int(x * scale))
        row = min(image["height"] - 1, int(y * scale))
        start = (row * image["width"] + column) * 4
        return tuple(image["bytes"][start:start + 3])

    return pixel


def near(colour, expected):
    return all(abs(channel - wanted) <= TOLERANCE for channel, wanted in zip(colour, expected))


def edge_middles(pixel, box, inset):
    """The colours `pixel` finds at the middle of each of `box`'s four edges, `inset` points inside it."""
    width, height = box["width"], box["height"]
    return {
        "left": pixel(inset, height / 2), "right": pixel(width - inset, height / 2),
        "top": pixel(width / 2, inset), "bottom": pixel(width / 2, height - inset),
    }


def assert_bordered(page, index_path):
    """The cell at `index_path` shows the border's colour on each edge's middle and its fill a few points inside."""
    box = page.locator(f'.ocv-element[data-kind="cell"][data-index-path="{index_path}"]').bounding_box()
    pixel = screen_pixels(page, box)
    for edge, colour in edge_middles(pixel, box, inset=0.5).items():
        assert near(colour, BORDER), f"cell {index_path}, {edge} edge: {colour}"
    inside = pixel(4, box["height"] / 2)
    assert near(inside, FILL), f"cell {index_path} inside: {inside}"


def test_a_bordered_cell_shows_its_border_on_its_four_edges_before_and_after_a_search_moves_it(page):
    ocv.open(page, "/examples/mountains-search")
    assert page.locator(".ocv-element .ocv-border").count() > 0
    assert_bordered(page, "0.0")
    assert_bordered(page, "0.3")

    field = page.locator(".ocv-search-field")
    field.click()
    field.press_sequentially("ka", delay=90)
    ocv.wait_idle(page)
    assert_bordered(page, "0.0")
    assert_bordered(page, "0.1")


# A list inset from the screen's edges inside a 4-pt border of the system's red (#FF3B30), drawn as a page by its
# snapshot test (CollectionViewBorderPageTests).
BORDERED_LIST = ocv.REPOSITORY / "Tests/GallerySiteTests/__Snapshots__/CollectionViewBorderPageTests/aBorderedCollectionViewAsAPage.1.html"
RED = (0xFF, 0x3B, 0x30)


def assert_framed(page, box, colour):
    """The box shows `colour` along each edge's middle, 2 points in, and something else 12 points in."""
    pixel = screen_pixels(page, box)
    for edge, seen in edge_middles(pixel, box, inset=2).items():
        assert near(seen, colour), f"{edge} edge: {seen}"
    assert not near(pixel(box["width"] / 2, 12), colour), "the border is a line, not a fill"


def test_a_collection_views_own_border_stays_on_its_edges_as_its_rows_scroll(browser):
    context = browser.new_context(viewport={"width": 393, "height": 852})
    page = context.new_page()
    try:
        page.goto(BORDERED_LIST.as_uri())
        list_view = page.locator(".ocv-collection-view")
        box = list_view.bounding_box()
        assert box["x"] == 24 and box["width"] == 393 - 48
        assert_framed(page, box, RED)
        first_row = page.locator('.ocv-element[data-kind="cell"][data-index-path="0.0"]')
        top_before = first_row.bounding_box()["y"]
        list_view.evaluate("(view) => { view.scrollTop = 600; }")
        ocv.next_frames(page, 2)
        assert first_row.bounding_box()["y"] == top_before - 600, "the rows scrolled"
        assert list_view.bounding_box() == box
        assert_framed(page, box, RED)
    finally:
        context.close()
