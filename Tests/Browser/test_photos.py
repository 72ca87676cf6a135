"""The Photos example as a person uses it, in one tab: real photos load once from the server by content hash; the
segmented control switches the thumbnails' size; scrolling shows prefetching in the strip at the bottom; a photo's
context menu marks it a favourite and deletes it (animated); a photo pressed and moved with the mouse is dragged to
another place, the others making room, and stays where it was dropped."""

import browser_support as ocv

GRID = "[data-collection-view][data-drags-items]"


def photo_cells(page):
    return page.evaluate(
        """(selector) => {
          const view = document.querySelector(selector);
          const top = view.getBoundingClientRect().top;
          return [...view.querySelectorAll('.ocv-element[data-kind="cell"]')].map((cell) => {
            const box = cell.getBoundingClientRect();
            const image = cell.querySelector("img");
            return {
              identity: cell.dataset.identity, x: box.x, y: box.y - top, width: box.width, height: box.height,
              src: image?.getAttribute("src") ?? null, loaded: !!image && image.complete && image.naturalWidth > 0,
              naturalWidth: image?.naturalWidth ?? 0, favourite: [...cell.querySelectorAll('[data-symbol="heart.fill"]')]
                .some((node) => node.getBoundingClientRect().width > 0),
            };
          }).sort((a, b) => a.y - b.y || a.x - b.x);
        }""",
        GRID,
    )


def first_row(page):
    cells = [cell for cell in photo_cells(page) if cell["y"] >= -1]
    top = min(cell["y"] for cell in cells)
    return [cell for cell in cells if abs(cell["y"] - top) < 1]


def log_text(page):
    return page.evaluate("() => [...document.querySelectorAll('.ocv-text')].map((l) => l.textContent).find((t) => /^(Prefetched|Cancelled|Shared|Nothing prefetched)/.test(t)) ?? null")


def wait_for_images(page):
    page.wait_for_function(
        """(selector) => {
             const images = [...document.querySelectorAll(selector + ' .ocv-element[data-kind="cell"] img')];
             return images.length > 0 && images.every((image) => image.complete && image.naturalWidth > 0);
           }""",
        arg=GRID,
    )


def test_photos_load_three_to_a_row_and_the_switch_resizes_them(page):
    responses = []
    page.on("response", lambda response: responses.append(response) if "/ocv/images/" in response.url else None)
    ocv.open(page, "/examples/photos")
    wait_for_images(page)
    row = first_row(page)
    # 390 points across three columns: 130-point items, a point of inset on each side.
    assert [(round(cell["x"], 1), round(cell["width"], 1)) for cell in row] == [(1, 128), (131, 128), (261, 128)]
    assert [cell["identity"] for cell in row] == ["item 0", "item 1", "item 2"]
    assert all(cell["loaded"] and cell["naturalWidth"] == 600 and cell["src"].startswith("/ocv/images/") for cell in row)
    # Eighteen pictures repeat through the library: each is fetched once, and cached for good.
    first_fetches = [response for response in responses if response.request.method == "GET"]
    assert 0 < len({response.url for response in first_fetches}) == len(first_fetches) <= 18
    assert all("immutable" in response.headers.get("cache-control", "") for response in first_fetches)
    page.screenshot(path=str(ocv.SCREENSHOTS / "photos.png"))

    page.get_by_role("radio", name="Small").click()
    ocv.wait_idle(page)
    row = first_row(page)
    assert [(round(cell["x"], 1), round(cell["width"], 1)) for cell in row] == [(1, 76), (79, 76), (157, 76), (235, 76), (313, 76)]
    page.get_by_role("radio", name="Large").click()
    ocv.wait_idle(page)
    assert [(round(cell["x"], 1), round(cell["width"], 1)) for cell in first_row(page)] == [(1, 193), (196, 193)]


def test_scrolling_shows_prefetching_in_the_log(page):
    ocv.open(page, "/examples/photos")
    assert log_text(page) is not None
    for top in (400, 800, 1200):
        ocv.scroll_to(page, top, GRID)
        ocv.wait_idle(page)
    assert log_text(page).startswith("Prefetched photos ")
    ocv.scroll_to(page, 300, GRID)
    ocv.wait_idle(page)
    # Turning back prefetches the photos above, nearest first, and cancels those ahead that never showed.
    assert log_text(page).startswith(("Prefetched", "Cancelled"))


def test_the_context_menu_favourites_and_deletes_a_photo(page):
    ocv.open(page, "/examples/photos")
    second = page.locator(f'{GRID} .ocv-element[data-identity="item 1"]')
    second.click(button="right")
    items = page.get_by_role("menu").get_by_role("menuitem")
    items.first.wait_for()
    assert [items.nth(index).text_content().strip() for index in range(items.count())] == ["Share", "Favourite", "Delete"]
    page.get_by_role("menuitem", name="Favourite").click()
    ocv.wait_idle(page)
    assert [cell["favourite"] for cell in first_row(page)] == [False, True, False]

    second.click(button="right")
    page.get_by_role("menuitem", name="Unfavourite").wait_for()
    page.get_by_role("menuitem", name="Delete").click()
    ocv.wait_idle(page)
    assert [cell["identity"] for cell in first_row(page)] == ["item 0", "item 2", "item 3"]


def test_a_photo_dragged_with_the_mouse_moves_to_where_it_is_dropped(page):
    ocv.open(page, "/examples/photos")
    wait_for_images(page)
    row = first_row(page)
    start = (row[0]["x"] + 64, page.locator(GRID).bounding_box()["y"] + row[0]["y"] + 64)
    end = (row[2]["x"] + 64, start[1])
    ocv.press_and_move(page, start, end, steps=12)
    ocv.wait_idle(page)
    # Mid-drag the photo follows the pointer and the two it passed make room: photo 2 and 3 one place to the left.
    lifted = page.locator(f'{GRID} .ocv-element[data-identity="item 0"]')
    assert "ocv-dragging" in lifted.get_attribute("class")
    making_room = {cell["identity"]: round(cell["x"]) for cell in first_row(page) if cell["identity"] != "item 0"}
    assert making_room["item 1"] == 1 and making_room["item 2"] == 131
    page.mouse.up()
    ocv.wait_idle(page)
    assert [cell["identity"] for cell in first_row(page)] == ["item 1", "item 2", "item 0"]
    # A tap still opens a photo: the press that does not move is no drag.
    page.locator(f'{GRID} .ocv-element[data-identity="item 0"]').click()
    page.wait_for_function(
        "() => [...document.querySelectorAll('header.ocv-navigation-bar h1.ocv-bar-title')].some((title) => title.textContent === 'Photo 1')")


def test_the_exported_photos_page_shows_its_photos_from_files_beside_it(page, tmp_path):
    import subprocess

    subprocess.run([ocv.gallery_binary(), "export", str(tmp_path)], check=True, capture_output=True, timeout=120)
    page.goto((tmp_path / "examples" / "photos.html").as_uri())
    images = page.locator("img")
    images.first.wait_for()
    page.wait_for_function("() => [...document.images].length > 6 && [...document.images].every((image) => image.complete)")
    sources = page.evaluate("() => [...document.images].map((image) => [image.getAttribute('src'), image.naturalWidth])")
    assert len(sources) > 6
    assert all(source.startswith("../images/") and width == 600 for source, width in sources)
    assert len({source for source, _ in sources}) <= 18
