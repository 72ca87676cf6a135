"""The Mac target's windows in the live page, as a person sees and uses them: the window its xib describes on a
desktop (title bar, title, its content at the xib's size), the items the collection view lays out there, and a
click that selects an item, which then shows the selected control colour."""

import browser_support as ocv

# Each tile: its box's text and background colour, by the text.
TILES = """() => Object.fromEntries([...document.querySelectorAll('.ocv-element[data-kind="cell"]')].map((cell) => {
  const box = cell.getBoundingClientRect();
  // The item's box is the first node inside the cell that fills itself.
  const filled = [cell, ...cell.querySelectorAll('*')].find((node) => {
    const color = getComputedStyle(node).backgroundColor;
    return color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent';
  });
  return [cell.textContent.trim(), {
    x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height),
    color: filled ? getComputedStyle(filled).backgroundColor : null,
  }];
}))"""


def tile_color(page, text):
    return page.evaluate(TILES)[text]["color"]


def test_the_grid_window_shows_its_xib_and_a_click_selects_a_tile(page):
    page.set_viewport_size({"width": 1024, "height": 768})
    ocv.open(page, "/mac/grid")
    assert page.get_by_text("Grid", exact=True).first.is_visible()
    tiles = page.evaluate(TILES)
    # The xib's 320-point-wide window, centred on a 1,024-point desktop, below a 28-point title bar 16 points down.
    left = (1024 - 320) // 2
    assert (tiles["0"]["x"], tiles["0"]["y"], tiles["0"]["width"], tiles["0"]["height"]) == (left, 16 + 28, 64, 64)
    assert (tiles["7"]["x"], tiles["7"]["y"]) == (left + 128, 16 + 28 + 64)
    page.screenshot(path=str(ocv.SCREENSHOTS / "mac-grid.png"))

    unselected = tile_color(page, "7")
    page.mouse.click(tiles["7"]["x"] + 32, tiles["7"]["y"] + 32)
    page.wait_for_function(f"(before) => ({TILES})()['7'].color !== before", arg=unselected)
    ocv.wait_idle(page)
    assert tile_color(page, "7") == "rgb(179, 215, 255)"
    # Another click selects that tile alone.
    tiles = page.evaluate(TILES)
    page.mouse.click(tiles["8"]["x"] + 32, tiles["8"]["y"] + 32)
    page.wait_for_function(f"() => ({TILES})()['8'].color === 'rgb(179, 215, 255)'")
    ocv.wait_idle(page)
    assert tile_color(page, "7") == unselected


def test_on_a_phone_the_window_fits_the_page(page):
    # A 390-point page holds the 320-point window, centred.
    ocv.open(page, "/mac/grid")
    tiles = page.evaluate(TILES)
    assert (tiles["0"]["x"], tiles["0"]["width"]) == ((390 - 320) // 2, 64)
    page.screenshot(path=str(ocv.SCREENSHOTS / "mac-grid-phone.png"))
    # A page narrower than the window and its margins: the window is made as narrow as the page allows (16 points
    # each side), as a person would resize it, and the layout follows: five tiles of a fifth of 288 points, on the
    # page's whole pixels.
    page.set_viewport_size({"width": 320, "height": 700})
    page.wait_for_function(f"() => ({TILES})()['0'].width === 57")
    ocv.wait_idle(page)
    tiles = page.evaluate(TILES)
    assert [(tiles[str(n)]["x"], tiles[str(n)]["width"]) for n in range(3)] == [(16, 57), (73, 57), (130, 57)]


MAC_EXAMPLES = [
    ("list", "List"), ("grid", "Grid"), ("inset-items-grid", "Inset Items Grid"), ("two-column-grid", "Two-Column Grid"),
    ("distinct-sections", "Distinct Sections"), ("adaptive-sections", "Adaptive Sections"),
    ("nested-groups", "Nested Groups"), ("orthogonal-scrolling", "Orthogonal Scrolling"),
    ("item-badges", "Item Badges"), ("section-headers-footers", "Section Headers and Footers"),
    ("mountains-search", "Mountains Search"), ("wifi-settings", "Wi-Fi Settings"), ("insertion-sort", "Insertion Sort"),
]


def test_every_mac_window_opens_with_its_title_and_items(page):
    """Each of the Mac target's 13 windows, at its address: its title and its items."""
    page.set_viewport_size({"width": 1024, "height": 768})
    for slug, title in MAC_EXAMPLES:
        ocv.open(page, f"/mac/{slug}")
        assert page.title().startswith(title) or page.get_by_text(title, exact=True).first.is_visible(), slug
        shown = page.evaluate("() => document.querySelectorAll('.ocv-element[data-kind=\"cell\"]').length")
        assert shown > 0, f"{slug}: no item shown"
        page.screenshot(path=str(ocv.SCREENSHOTS / f"mac-{slug}.png"))


CELL_TEXTS = """() => [...document.querySelectorAll('.ocv-element[data-kind="cell"]')].map((cell) => cell.textContent.trim())"""


def test_typing_in_the_mountains_window_filters_as_the_mac_target_does(page):
    page.set_viewport_size({"width": 1024, "height": 768})
    ocv.open(page, "/mac/mountains-search")
    field = page.locator("input").first
    field.click()
    field.press_sequentially("ka", delay=60)
    page.wait_for_function(f"() => ({CELL_TEXTS})().every((text) => text.toLowerCase().includes('ka'))")
    ocv.wait_idle(page)
    shown = page.evaluate(CELL_TEXTS)
    assert shown and all("ka" in text.lower() for text in shown)
    page.screenshot(path=str(ocv.SCREENSHOTS / "mac-mountains-ka.png"))
    field.fill("")
    page.wait_for_function(f"() => ({CELL_TEXTS})().some((text) => !text.toLowerCase().includes('ka'))")


def test_the_wifi_check_box_hides_and_shows_the_networks(page):
    page.set_viewport_size({"width": 1024, "height": 768})
    ocv.open(page, "/mac/wifi-settings")
    assert "404NotFound" in page.evaluate(CELL_TEXTS)
    page.get_by_text("Wi-Fi Enabled").click()
    page.wait_for_function(f"() => !({CELL_TEXTS})().includes('404NotFound')")
    ocv.wait_idle(page)
    assert [text for text in page.evaluate(CELL_TEXTS) if text] == ["☐ Wi-Fi Enabled"]
    page.get_by_text("Wi-Fi Enabled").click()
    page.wait_for_function(f"() => ({CELL_TEXTS})().includes('404NotFound')")


SELECTED = "rgb(179, 215, 255)"


def selected_tiles(page):
    return sorted(int(text) for text, tile in page.evaluate(TILES).items() if tile["color"] == SELECTED)


def test_shift_and_command_clicks_and_arrows_extend_toggle_and_move_the_grids_selection(page):
    page.set_viewport_size({"width": 1024, "height": 768})
    ocv.open(page, "/mac/grid")
    tiles = page.evaluate(TILES)

    def click(number, modifiers=()):
        tile = tiles[str(number)]
        for key in modifiers:
            page.keyboard.down(key)
        page.mouse.click(tile["x"] + 32, tile["y"] + 32)
        for key in modifiers:
            page.keyboard.up(key)

    def selection_becomes(numbers):
        page.wait_for_function(
            f"(numbers) => JSON.stringify(Object.entries(({TILES})()).filter(([, tile]) => tile.color === '{SELECTED}')"
            ".map(([text]) => Number(text)).sort((a, b) => a - b)) === JSON.stringify(numbers)", arg=numbers)

    click(2)
    selection_becomes([2])
    click(6, ["Shift"])
    selection_becomes([2, 3, 4, 5, 6])
    click(4, ["Control"])
    selection_becomes([2, 3, 5, 6])
    ocv.wait_idle(page)
    assert selected_tiles(page) == [2, 3, 5, 6]
    page.screenshot(path=str(ocv.SCREENSHOTS / "mac-grid-selection.png"))
    # A plain click selects that tile alone.
    click(9)
    selection_becomes([9])
    # The arrows move the selection from there, a row down or an item across; shift extends it.
    page.keyboard.press("ArrowDown")
    selection_becomes([14])
    page.keyboard.press("ArrowLeft")
    selection_becomes([13])
    page.keyboard.press("Shift+ArrowLeft")
    selection_becomes([12, 13])


def test_a_click_between_the_items_clears_the_selection(page):
    page.set_viewport_size({"width": 1024, "height": 768})
    ocv.open(page, "/mac/two-column-grid")
    tiles = page.evaluate(TILES)
    first, second = tiles["0"], tiles["1"]
    page.mouse.click(first["x"] + 20, first["y"] + 20)
    page.wait_for_function(f"() => ({TILES})()['0'].color === '{SELECTED}'")
    # The 10-point gap between the row's two tiles is the collection view's background.
    gap_x = (first["x"] + first["width"] + second["x"]) / 2
    page.mouse.click(gap_x, first["y"] + 20)
    page.wait_for_function(f"() => ({TILES})()['0'].color !== '{SELECTED}'")


def test_the_menu_lists_the_mac_windows_after_its_groups_and_opens_them(page, server):
    ocv.open(page, "/")
    ocv.cell_with_text(page, "Mac").click(force=True)
    ocv.wait_idle(page)
    assert ocv.cell_with_text(page, "Mac").get_attribute("aria-expanded") == "true"
    ocv.cell_with_text(page, "Mountains Search").click(force=True)
    page.wait_for_url(server + "/mac/mountains-search")
    ocv.wait_idle(page)
    # The window on its desktop, pushed on the menu: its title bar below the navigation bar, its search field, its
    # mountains.
    bar = page.locator("header.ocv-navigation-bar").last.bounding_box()
    titles = page.get_by_text("Mountains Search", exact=True)
    tops = [titles.nth(index).bounding_box()["y"] for index in range(titles.count())]
    assert any(top >= bar["y"] + bar["height"] for top in tops), f"no window title below the bar: {tops}"
    assert page.locator("input").count() >= 1
    assert any("Annapurna" in text for text in page.evaluate(CELL_TEXTS))
    back = page.locator("header.ocv-navigation-bar .ocv-back-button").last
    back.click()
    page.wait_for_url(server + "/")
    ocv.wait_idle(page)
    assert ocv.bar_title(page) == "Modern Collection Views"


def test_dragging_the_windows_corner_resizes_it_and_the_grid_follows(page):
    """A person drags the Grid window's bottom-right corner out and up with the mouse, as on a Mac: the window grows from
    its top-left corner, following the pointer, and the tiles grow with it; then the arrow keys on the focused corner
    widen it by ten points a press."""
    page.set_viewport_size({"width": 1024, "height": 768})
    ocv.open(page, "/mac/grid")
    grip = page.locator("[data-resize-handle]")
    assert grip.get_attribute("aria-label") == "Resize"
    assert grip.evaluate("(node) => getComputedStyle(node).cursor") == "nwse-resize"
    box = grip.bounding_box()
    left = (1024 - 320) // 2
    # The corner of the xib's 320 × 600 window below its 28-point title bar, 16 points from the desktop's top.
    assert (round(box["x"] + box["width"]), round(box["y"] + box["height"])) == (left + 320, 16 + 28 + 600)
    start_x, start_y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.move(start_x, start_y)
    page.mouse.down()
    page.mouse.move(start_x + 40, start_y - 50, steps=6)
    page.mouse.move(start_x + 80, start_y - 100, steps=6)
    page.mouse.up()
    # 400 points wide: five tiles a row of 80 points, the window's left edge where it was.
    page.wait_for_function(f"() => ({TILES})()['0'].width === 80")
    ocv.wait_idle(page)
    tiles = page.evaluate(TILES)
    assert [(tiles[str(n)]["x"], tiles[str(n)]["y"], tiles[str(n)]["width"]) for n in (0, 6)] == [
        (left, 16 + 28, 80), (left + 80, 16 + 28 + 80, 80)]
    box = grip.bounding_box()
    assert (round(box["x"] + box["width"]), round(box["y"] + box["height"])) == (left + 400, 16 + 28 + 500)
    page.screenshot(path=str(ocv.SCREENSHOTS / "mac-grid-resized.png"))

    grip.focus()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    page.wait_for_function(f"() => ({TILES})()['0'].width === 84")
    ocv.wait_idle(page)
    box = grip.bounding_box()
    assert round(box["x"] + box["width"]) == left + 420
