"""The layout engine in a page with no server behind it (Examples/web/million-grid.html, served by a plain static
server): a million tiles in 100 sections of 10,000, laid out by the WebAssembly engine from a layout described in
JavaScript, virtualized — at the top, the middle and the end, the tiles on screen are where the layout's rules put
them, the scroll space is the content's height, and the page holds a few screens of tiles however far it scrolls.

The frames are computed here from the grid's rules, not asked of the engine: under each section's 44-point header,
rows of 4 tiles 60 points tall below 640 points of width, 6 tiles 90 points tall from 640 up; a tile's slot is a
`count`-th of the width floored to the device's pixels, and the tile is its slot inset by 1 point on every edge."""

import math
import sys

import pytest
from axe_playwright_python.sync_playwright import Axe

import browser_support as ocv
from conftest import PageProblems, free_port, serving

PAGE = "/Examples/web/million-grid.html"
SECTIONS = 100
ITEMS_PER_SECTION = 10_000
HEADER = 44
INSET = 1


@pytest.fixture(scope="module")
def static_server():
    """The repository served by Python's static file server on a free loopback port; yields its base URL."""
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    command = [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1", "--directory", str(ocv.REPOSITORY)]
    with serving(command, base + PAGE, "the static server", timeout=15):
        yield base


@pytest.fixture
def open_grid(browser, static_server):
    """Opens the page at a viewport and device scale, once its first tiles are drawn; fails the test on any console
    error or page error."""
    opened = []

    def open_at(viewport, scale):
        context = browser.new_context(viewport=viewport, device_scale_factor=scale, base_url=static_server)
        page = context.new_page()
        page.set_default_timeout(10_000)
        opened.append((context, PageProblems(page)))
        page.goto(PAGE)
        page.wait_for_function("() => document.getElementById('grid').getAttribute('aria-busy') === 'false'")
        ocv.next_frames(page, 2)
        return page

    yield open_at
    failures = [message for _, problems in opened for message in problems.messages]
    for context, _ in opened:
        context.close()
    if failures:
        pytest.fail("the page reported problems:\n" + "\n".join(failures), pytrace=False)


# MARK: The grid's rules

def floor_to_pixels(value, scale):
    """A fractional dimension, floored to the device's pixels (with the engine's tolerance for 349.99999…)."""
    return math.floor(value * scale + 1e-6) / scale


def round_to_pixels(value, scale):
    """A frame's component, rounded to the nearest device pixel (the values here are never negative)."""
    return math.floor(value * scale + 0.5) / scale


class Grid:
    """The grid the page lays out for a container `width` points wide at `scale` pixels per point."""

    def __init__(self, width, scale):
        self.width = width
        self.scale = scale
        self.columns, self.row = (6, 90) if width >= 640 else (4, 60)
        self.rows = math.ceil(ITEMS_PER_SECTION / self.columns)
        self.section_height = HEADER + self.rows * self.row
        self.content_height = SECTIONS * self.section_height
        self.slot = floor_to_pixels(width / self.columns, scale)

    def frame(self, rect):
        return tuple(round_to_pixels(value, self.scale) for value in rect)

    def tile(self, section, item):
        row, column = divmod(item, self.columns)
        y = section * self.section_height + HEADER + row * self.row
        return self.frame((column * self.slot + INSET, y + INSET, self.slot - 2 * INSET, self.row - 2 * INSET))

    def header(self, section):
        return self.frame((0, section * self.section_height, self.width, HEADER))

    def expected(self, top, bottom):
        """Every header and tile whose frame meets the content from `top` to `bottom`: {text: frame}."""
        shown = {}
        first = max(0, int(top // self.section_height))
        last = min(SECTIONS - 1, int(bottom // self.section_height))
        for section in range(first, last + 1):
            start = section * self.section_height
            if start < bottom and start + HEADER > top:
                shown[f"Section {section}"] = self.header(section)
            rows_top = start + HEADER
            first_row = max(0, int((top - rows_top) // self.row))
            last_row = min(self.rows - 1, int((bottom - rows_top) // self.row))
            for row in range(first_row, last_row + 1):
                for item in range(row * self.columns, min((row + 1) * self.columns, ITEMS_PER_SECTION)):
                    frame = self.tile(section, item)
                    if frame[1] < bottom and frame[1] + frame[3] > top:
                        shown[f"{section}.{item}"] = frame
        return shown

    def tiles_per_screen(self, height):
        return self.columns * (math.ceil(height / self.row) + 1)


# MARK: What the page shows

# The grid's size and scroll position, and every node shown: its text and its frame in content coordinates (measured
# from the grid's box and its scroll position, small numbers that lose nothing to the browser's float geometry).
SHOWN = """() => {
  const grid = document.getElementById("grid");
  const content = document.getElementById("content");
  const box = grid.getBoundingClientRect();
  const nodes = [...content.children];
  return {
    width: grid.clientWidth, height: grid.clientHeight, top: grid.scrollTop, scrollHeight: grid.scrollHeight,
    contentHeight: content.getBoundingClientRect().height, nodes: nodes.length,
    shown: nodes.filter((node) => !node.hidden).map((node) => {
      const frame = node.getBoundingClientRect();
      return { text: node.textContent, role: node.getAttribute("role"), position: node.getAttribute("aria-posinset"),
               frame: [frame.x - box.x + grid.scrollLeft, frame.y - box.y + grid.scrollTop,
                       frame.width, frame.height] };
    }),
  };
}"""


def check_viewport(page, grid, where):
    """The tiles and headers meeting the viewport are each shown once, at their frames; what is shown beyond it is
    within half a screen."""
    state = page.evaluate(SHOWN)
    top, bottom = state["top"], state["top"] + state["height"]
    shown = {}
    for node in state["shown"]:
        assert node["text"] not in shown, f"{where}: {node['text']} is shown twice"
        shown[node["text"]] = node
    expected = grid.expected(top, bottom)
    assert len(expected) >= grid.columns * int(state["height"] // grid.row), f"{where}: too few expected tiles"
    for text, frame in expected.items():
        node = shown.get(text)
        assert node, f"{where}: {text} is not shown"
        assert node["frame"] == pytest.approx(frame, abs=1 / 32), f"{where}: {text}"
        if not text.startswith("Section"):
            section, item = map(int, text.split("."))
            assert node["role"] == "listitem"
            assert node["position"] == str(section * ITEMS_PER_SECTION + item + 1)
    for text, node in shown.items():
        y, height = node["frame"][1], node["frame"][3]
        assert y < bottom + state["height"] / 2 + 1 and y + height > top - state["height"] / 2 - 1, \
            f"{where}: {text} is shown more than half a screen away"
    return state


@pytest.mark.parametrize("viewport, scale", [(ocv.PHONE, 3), (ocv.DESKTOP, 1)], ids=["390x844@3", "1280x800@1"])
def test_tiles_cover_the_viewport_at_their_frames_from_top_to_end(open_grid, viewport, scale):
    page = open_grid(viewport, scale)
    state = page.evaluate(SHOWN)
    grid = Grid(state["width"], scale)
    assert state["width"] == viewport["width"]
    assert state["scrollHeight"] == grid.content_height
    assert state["contentHeight"] == grid.content_height

    check_viewport(page, grid, "top")
    ocv.scroll_to(page, grid.content_height / 2, "#grid")
    ocv.next_frames(page, 3)
    middle = check_viewport(page, grid, "middle")
    assert middle["top"] == grid.content_height / 2
    ocv.scroll_to(page, grid.content_height, "#grid")
    ocv.next_frames(page, 3)
    end = check_viewport(page, grid, "end")
    assert end["top"] + end["height"] >= grid.content_height - 1
    assert f"{SECTIONS - 1}.{ITEMS_PER_SECTION - 1}" in grid.expected(end["top"], end["top"] + end["height"])

    # Scrolled a screen at a time through a section, back and forth: the page keeps a few screens of tiles.
    for step in [*range(0, 40), *range(40, 0, -3)]:
        ocv.scroll_to(page, 3_000_000 + step * state["height"], "#grid")
        ocv.next_frames(page, 1)
    ocv.next_frames(page, 3)
    check_viewport(page, grid, "after scrolling")
    nodes = page.evaluate(SHOWN)["nodes"]
    assert nodes <= 3 * grid.tiles_per_screen(state["height"]), f"{nodes} nodes in the page"


def test_a_wider_window_solves_the_grid_again_with_six_across(open_grid):
    page = open_grid(ocv.PHONE, 2)
    ocv.scroll_to(page, 5_000_000, "#grid")
    ocv.next_frames(page, 2)
    check_viewport(page, Grid(390, 2), "390 wide")
    page.set_viewport_size(ocv.DESKTOP)
    page.wait_for_function("(height) => document.getElementById('grid').scrollHeight === height",
                           arg=Grid(1280, 2).content_height)
    ocv.next_frames(page, 3)
    state = check_viewport(page, Grid(1280, 2), "1280 wide")
    # The same share of the content is scrolled past.
    share = 5_000_000 / Grid(390, 2).content_height
    assert state["top"] / Grid(1280, 2).content_height == pytest.approx(share, abs=1e-4)


def test_no_serious_accessibility_violations(open_grid):
    page = open_grid(ocv.PHONE, 3)
    results = Axe().run(page)
    violations = [violation for violation in results.response["violations"]
                  if violation["impact"] in ("serious", "critical")]
    assert not violations, [f"{violation['id']}: {violation['help']}" for violation in violations]


# A grid of its own, solved in the page by the engine the page loads: 3 sections of 10 tiles, 4 to a 60-point row
# under a 44-point header, in a 400-point container at 2 pixels per point. Answers each asked cell's frame.
ITEM_FRAMES = """async (asked) => {
  const client = "/Sources/OpenCollectionViewWeb/Resources/client/";
  const { describeLayout } = await import(client + "layout-description.js");
  const { LayoutEngine } = await import(client + "layout-engine.js");
  const engine = await LayoutEngine.load(new URL(client + "layout-engine.wasm", location.href));
  const section = {
    items: 10,
    group: {
      axis: "horizontal", size: { width: { fractionalWidth: 1 }, height: { absolute: 60 } },
      subitem: { item: { size: { width: { fractionalWidth: 1 }, height: { fractionalHeight: 1 } } } }, count: 4,
    },
    boundarySupplementaryItems: [{
      elementKind: "header", alignment: "top", size: { width: { fractionalWidth: 1 }, height: { absolute: 44 } },
    }],
  };
  const layout = engine.solve(describeLayout({ container: { width: 400, height: 800 }, scale: 2, sections: [section, section, section] }));
  const frames = asked.map(([s, i]) => layout.itemFrame(s, i));
  layout.release();
  return frames;
}"""


def test_the_engine_answers_one_cells_frame(open_grid):
    """`Layout.itemFrame(section, item)`: the page's anchor when measurements move content (a row, its column, under
    its section's header), and null for a cell the layout does not place."""
    page = open_grid(ocv.PHONE, 2)
    # A section is 44 + 3 rows of 60 = 224 points tall; a tile is a quarter of 400 points wide.
    section_height = 44 + 3 * 60
    asked = [[0, 0], [0, 5], [1, 9], [2, 3], [2, 10], [3, 0]]
    frames = page.evaluate(ITEM_FRAMES, asked)
    assert frames[0] == {"x": 0, "y": 44, "width": 100, "height": 60}
    assert frames[1] == {"x": 100, "y": 44 + 60, "width": 100, "height": 60}
    assert frames[2] == {"x": 100, "y": section_height + 44 + 120, "width": 100, "height": 60}
    assert frames[3] == {"x": 300, "y": 2 * section_height + 44, "width": 100, "height": 60}
    assert frames[4] is None
    assert frames[5] is None
