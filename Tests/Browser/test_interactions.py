"""What a person does on the pages — typing a search, sorting, swiping, dragging, navigating, editing, flipping a
switch, changing a list's appearance — and what they see after."""

import colorsys
import re

import pytest

import browser_support as ocv


def texts(cells):
    return [" ".join(cell["lines"]) for cell in cells]


# MARK: Mountains Search

MOUNTAINS = ocv.REPOSITORY / "Sources" / "SampleData" / "MountainsData.swift"


def test_mountains_search_filters_as_you_type(page):
    names = [line.rsplit(",", 1)[0] for line in ocv.swift_string_literal(MOUNTAINS, "static let rawData =")]
    assert len(names) == 387
    expected = sorted(name for name in names if "ka" in name.lower())
    assert expected

    ocv.open(page, "/examples/mountains-search")
    view = page.locator("[data-collection-view]")
    assert view.get_attribute("aria-rowcount") == "387"
    field = page.locator(".ocv-search-field")
    field.click()
    field.press_sequentially("ka", delay=60)
    ocv.wait_idle(page)
    assert field.input_value() == "ka"
    assert view.get_attribute("aria-rowcount") == str(len(expected))

    # Every mountain the filtered list holds, in order, scrolled through as a person would.
    seen = {}
    top = 0
    while True:
        for cell in ocv.visible(ocv.cells(page), 0, 844):
            seen[cell["indexPath"]] = cell["lines"][0]
        if top >= ocv.max_scroll_top(page):
            break
        top = ocv.scroll_to(page, top + 600)
        ocv.wait_idle(page)
    shown = [seen[key] for key in sorted(seen, key=lambda path: tuple(map(int, path.split("."))))]
    assert len(shown) == len(expected), f"{len(shown)} mountains shown, {len(expected)} match: {shown}"
    for text, name in zip(shown, expected):
        assert ocv.shows(text, name), f"shows {text!r} where {name!r} belongs"
        visible_text, truncated = ocv.label_text(text)
        assert "ka" in visible_text.lower() or truncated, f"{text!r} does not contain 'ka'"

    ocv.scroll_to(page, 0)
    field.fill("")
    ocv.wait_idle(page)
    assert view.get_attribute("aria-rowcount") == "387"
    # The whole list again, from its first mountain by name.
    restored = [cell["lines"][0] for cell in ocv.visible(ocv.cells(page), 0, 844)]
    everything = sorted(names)
    assert len(restored) >= 20
    for text, name in zip(restored, everything[: len(restored)]):
        assert ocv.shows(text, name), f"shows {text!r} where {name!r} belongs"
    assert any("ka" not in text.lower() for text in restored), "the list is still filtered"


# Where each cell of the list shows in the viewport's coordinates, by identity, from its box's place (its layout,
# not where a glide has it now): `[top, bottom]`.
CELL_PLACES = """() => {
  const view = document.querySelector('[data-collection-view]');
  const content = view.querySelector('.ocv-content').getBoundingClientRect();
  const top = view.getBoundingClientRect().top;
  return Object.fromEntries([...view.querySelectorAll('.ocv-element[data-kind="cell"]')].map((cell) => {
    const y = content.top - top + parseFloat(cell.style.top);
    return [cell.dataset.identity, [y, y + parseFloat(cell.style.height)]];
  }));
}"""

# Installs a watch that, once the answer to the next keystroke has been applied (the list's row count changes, and
# the rest of that message is applied before this runs), records each cell's place and whether it animates: glides
# (a running animation of its own) or fades (it sits in a fading group, coming or going).
WATCH_ANIMATIONS = """(places) => {
  const view = document.querySelector('[data-collection-view]');
  window.ocvAnimated = null;
  const count = view.getAttribute('aria-rowcount');
  const watch = new MutationObserver(() => {
    if (view.getAttribute('aria-rowcount') === count) return;
    watch.disconnect();
    const after = (""" + CELL_PLACES + """)();
    window.ocvAnimated = [...view.querySelectorAll('.ocv-element[data-kind="cell"]')].map((cell) => ({
      identity: cell.dataset.identity,
      before: places[cell.dataset.identity] ?? null,
      after: after[cell.dataset.identity],
      glides: cell.getAnimations().some((animation) => animation.playState === 'running'),
      fades: cell.parentNode.classList.contains('ocv-fade-group'),
    }));
  });
  watch.observe(view, { attributes: true, attributeFilter: ['aria-rowcount'] });
}"""


def test_mountains_search_animates_only_what_the_viewport_shows(page):
    """A keystroke's answer glides and fades the rows a person can see; rows drawn ahead of the viewport, before and
    after, just take their places: an animation nobody sees would still cost the browser every frame."""
    ocv.open(page, "/examples/mountains-search")
    height = page.evaluate("() => document.querySelector('[data-collection-view]').clientHeight")
    page.locator(".ocv-search-field").click()
    page.evaluate(WATCH_ANIMATIONS, page.evaluate(CELL_PLACES))
    page.keyboard.press("o")
    page.wait_for_function("() => window.ocvAnimated !== null", timeout=5_000)
    cells = page.evaluate("() => window.ocvAnimated")

    def seen(place):
        return place is not None and place[1] > 0 and place[0] < height

    animated = [cell for cell in cells if cell["glides"] or cell["fades"]]
    unseen = [cell for cell in cells if not seen(cell["before"]) and not seen(cell["after"])]
    assert any(cell["glides"] for cell in animated) and any(cell["fades"] for cell in animated), animated
    assert unseen, "every row drawn is in the viewport: the check needs rows drawn ahead of it"
    assert all(seen(cell["before"]) or seen(cell["after"]) for cell in animated), [
        cell for cell in animated if not seen(cell["before"]) and not seen(cell["after"])]


# Every cell the list holds, by identity: the item it shows (index path) and its place among all items.
CELL_INDEXES = """() => Object.fromEntries([...document.querySelectorAll('[data-collection-view] .ocv-element[data-kind="cell"]')]
  .map((cell) => [cell.dataset.identity, [cell.dataset.indexPath, cell.getAttribute('aria-rowindex')]]))"""

# Counts the session's answers that told the page rows moved in the data (`reindex`).
COUNT_REINDEXES = """() => {
  window.ocvReindexes = 0;
  for (const socket of window.__ocvTraffic.sockets) {
    socket.addEventListener('message', (event) => { if (event.data.includes('"reindex":')) window.ocvReindexes++; });
  }
}"""


def test_rows_that_stay_through_typing_show_their_new_places_as_a_reload_draws_them(page):
    """Rows that stay in the filtered list as a person types come with their new index paths and places alone (their
    HTML is not sent again); what the page then holds is what a reload, drawing every row afresh, shows."""
    ocv.open(page, "/examples/mountains-search")
    page.evaluate(COUNT_REINDEXES)
    field = page.locator(".ocv-search-field")
    field.click()
    field.press_sequentially("mo", delay=90)
    ocv.wait_idle(page)
    typed = page.evaluate(CELL_INDEXES)
    assert page.evaluate("() => window.ocvReindexes") >= 1

    page.reload()
    page.wait_for_function(ocv.FIRST_FRAME, timeout=15_000)
    ocv.wait_idle(page)
    assert page.locator(".ocv-search-field").input_value() == "mo"
    drawn = page.evaluate(CELL_INDEXES)
    both = typed.keys() & drawn.keys()
    assert len(both) >= 10, (typed, drawn)
    assert {identity: typed[identity] for identity in both} == {identity: drawn[identity] for identity in both}


# MARK: Insertion Sort

ROW_HUES = """(sections) => {
  const rows = [];
  for (const section of sections) {
    const cells = [...document.querySelectorAll(`.ocv-element[data-kind="cell"][data-index-path^="${section}."]`)];
    rows.push(cells.map((cell) => ({ x: cell.getBoundingClientRect().x, color: getComputedStyle(cell).backgroundColor }))
      .sort((a, b) => a.x - b.x).map((cell) => cell.color));
  }
  return rows;
}"""


def hue(color):
    red, green, blue = (int(value) / 255 for value in re.findall(r"[\d.]+", color)[:3])
    return colorsys.rgb_to_hsv(red, green, blue)[0]


def is_sorted(row):
    hues = [hue(color) for color in row]
    return all(a <= b + 1e-9 for a, b in zip(hues, hues[1:]))


def test_insertion_sort_puts_each_row_in_hue_order(page):
    ocv.open(page, "/examples/insertion-sort-visualization")
    sections = [0, 1, 2]
    rows = page.evaluate(ROW_HUES, sections)
    assert [len(row) for row in rows] == [390 // 16] * len(sections)
    assert not all(is_sorted(row) for row in rows), "the rows are sorted before sorting"
    button = page.locator(".ocv-bar-trailing [data-bar-button]")
    assert button.text_content() == "Sort"

    button.click()
    page.wait_for_function(
        "() => document.querySelector('.ocv-bar-trailing [data-bar-button]')?.textContent === 'Stop'")
    # Every step is applied animated; the rows are in order once the last step has glided into place (the sample
    # shuffles them again a second later and sorts on until Stop).
    deadline_ms = 20_000
    page.wait_for_function(
        f"""() => {{
          const rows = ({ROW_HUES})({sections});
          const hue = (color) => {{
            const [r, g, b] = color.match(/[\\d.]+/g).slice(0, 3).map((v) => Number(v) / 255);
            const max = Math.max(r, g, b), min = Math.min(r, g, b), d = max - min;
            if (d === 0) return 0;
            let h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
            h /= 6;
            return h < 0 ? h + 1 : h;
          }};
          const still = document.getAnimations().every((animation) => animation.playState !== "running");
          return still && rows.every((row) => row.map(hue).every((value, i, all) => i === 0 || all[i - 1] <= value));
        }}""",
        timeout=deadline_ms, polling=50)
    rows = page.evaluate(ROW_HUES, sections)
    assert [len(row) for row in rows] == [390 // 16] * len(sections)
    assert all(is_sorted(row) for row in rows)

    page.locator(".ocv-bar-trailing [data-bar-button]").click()
    page.wait_for_function(
        "() => document.querySelector('.ocv-bar-trailing [data-bar-button]')?.textContent === 'Sort'")


# MARK: Emoji Explorer

def test_emoji_explorer_leading_swipe_stars_and_unstars_a_row(page):
    ocv.open(page, "/examples/emoji-explorer")
    row = ocv.unstarred_emoji_list_row(page)
    identity = row["identity"]
    locator = page.locator(f'.ocv-element[data-kind="cell"][data-identity="{identity}"]')

    def swipe_right():
        box = locator.bounding_box()
        x, y = box["x"] + 40, box["y"] + box["height"] / 2
        ocv.press_and_move(page, (x, y), (x + 100, y), steps=10)
        page.mouse.up()
        ocv.wait_idle(page)

    def star_shown():
        return page.evaluate(
            """(identity) => {
                 const cell = document.querySelector(`.ocv-element[data-kind="cell"][data-identity="${identity}"]`);
                 const box = cell.getBoundingClientRect();
                 return [...cell.querySelectorAll('[data-symbol="star.fill"]')].some((star) => {
                   const starBox = star.getBoundingClientRect();
                   return starBox.width > 0 && starBox.left >= box.left && starBox.right <= box.right
                     && starBox.top >= box.top && starBox.bottom <= box.bottom;
                 });
               }""",
            identity)

    assert not star_shown()
    for starred in (True, False):
        swipe_right()
        button = page.locator(".ocv-swipe-button")
        assert button.count() == 1, "a rightward swipe revealed no leading action"
        row_box = page.locator(f'.ocv-swipe[data-swipe-identity="{identity}"]').bounding_box()
        button_box = button.bounding_box()
        assert page.locator(".ocv-swipe").get_attribute("data-swipe-edge") == "leading"
        assert button_box["x"] == pytest.approx(row_box["x"], abs=0.5) and button_box["width"] > 20
        assert button.get_attribute("aria-label") == ("Star" if starred else "Unstar")
        moved = locator.bounding_box()
        assert moved["x"] == pytest.approx(row_box["x"] + button_box["width"], abs=0.5), "the row did not move aside"
        button.click()
        ocv.wait_idle(page)
        assert page.locator(".ocv-swipe-button").count() == 0, "the swipe stayed open after its action"
        assert star_shown() == starred


# MARK: Reorderable List

def test_reorderable_list_drag_moves_the_first_row_to_fourth(page):
    ocv.open(page, "/examples/reorderable-list")
    before = ocv.cells(page)[:6]
    assert [cell["indexPath"] for cell in before[:4]] == ["0.0", "0.1", "0.2", "0.3"]
    height = before[0]["height"]
    first = before[0]

    handle = page.locator(f'.ocv-element[data-kind="cell"][data-identity="{first["identity"]}"] [data-accessory="reorder"]')
    handle_box = handle.bounding_box()
    x, y = handle_box["x"] + handle_box["width"] / 2, handle_box["y"] + handle_box["height"] / 2
    target = before[3]["y"] + before[3]["height"] / 2 + 5
    ocv.press_and_move(page, (x, y), (x, target), steps=12)
    ocv.wait_idle(page)

    during = {cell["identity"]: cell for cell in ocv.cells(page)}
    # The rows in between made room: each one row up.
    for cell in before[1:4]:
        assert during[cell["identity"]]["y"] == pytest.approx(cell["y"] - height, abs=0.5), cell["lines"]
    assert during[before[4]["identity"]]["y"] == pytest.approx(before[4]["y"], abs=0.5)
    lifted = during[first["identity"]]
    assert "reordering" in lifted["state"]
    assert lifted["y"] == pytest.approx(first["y"] + (target - y), abs=1), "the dragged row does not follow"

    page.mouse.up()
    ocv.wait_idle(page)
    after = ocv.cells(page)[:6]
    assert [cell["identity"] for cell in after[:5]] == [before[i]["identity"] for i in (1, 2, 3, 0, 4)]
    assert after[3]["lines"][0] == first["lines"][0]
    assert after[3]["indexPath"] == "0.3"
    assert after[3]["y"] == pytest.approx(before[3]["y"], abs=0.5)
    assert "reordering" not in after[3]["state"]


# MARK: The menu and navigation

def test_menu_expands_groups_and_navigates_with_the_back_button_and_history(page, server):
    ocv.open(page, "/")
    assert ocv.bar_title(page) == "Modern Collection Views"
    top_level = texts(ocv.cells(page))
    assert "Compositional Layout" in top_level and "Getting Started" not in top_level

    group = ocv.cell_with_text(page, "Compositional Layout")
    assert group.get_attribute("aria-expanded") == "false"
    group.click(force=True)
    ocv.wait_idle(page)
    assert group.get_attribute("aria-expanded") == "true"
    shown = texts(ocv.cells(page))
    index = shown.index("Compositional Layout")
    assert shown[index + 1:index + 4] == ["Getting Started", "Advanced Layouts", "Conference App"]

    ocv.cell_with_text(page, "Getting Started").click(force=True)
    ocv.wait_idle(page)
    assert ocv.cell_with_text(page, "Getting Started").get_attribute("aria-expanded") == "true"
    assert "Grid" in texts(ocv.cells(page))

    ocv.cell_with_text(page, "Grid").click(force=True)
    page.wait_for_url(server + "/examples/grid")
    ocv.wait_idle(page)
    assert ocv.bar_title(page) == "Grid"
    assert page.title() == "Grid"
    back = page.locator("header.ocv-navigation-bar .ocv-back-button").last
    assert back.is_visible()

    back.click()
    page.wait_for_url(server + "/")
    ocv.wait_idle(page)
    assert ocv.bar_title(page) == "Modern Collection Views"
    assert "Grid" in texts(ocv.cells(page)), "the menu lost its expanded groups"

    # The browser's Back button pops the example too; Forward cannot bring a popped screen back, and says nothing.
    ocv.cell_with_text(page, "Grid").click(force=True)
    page.wait_for_url(server + "/examples/grid")
    ocv.wait_idle(page)
    page.go_back()
    page.wait_for_url(server + "/")
    ocv.wait_idle(page)
    assert ocv.bar_title(page) == "Modern Collection Views"
    page.go_forward()
    ocv.wait_idle(page)
    page.wait_for_url(server + "/")
    ocv.wait_idle(page)
    assert ocv.bar_title(page) == "Modern Collection Views"
    # Still a working menu.
    ocv.cell_with_text(page, "Grid").click(force=True)
    page.wait_for_url(server + "/examples/grid")
    ocv.wait_idle(page)
    assert ocv.bar_title(page) == "Grid"


# MARK: UITableView: Editing

def test_table_view_editing_deletes_a_row(page):
    ocv.open(page, "/examples/uitableview-editing")
    button = page.locator(".ocv-bar-trailing [data-bar-button]")
    assert button.text_content() == "Edit"
    assert page.locator('[data-accessory="delete"]').count() == 0
    rows = ocv.cells(page)

    button.click()
    ocv.wait_idle(page)
    assert page.locator(".ocv-bar-trailing [data-bar-button]").text_content() == "Done"
    controls = page.locator('.ocv-element[data-kind="cell"] [data-accessory="delete"]')
    assert controls.count() == len(rows)
    for index in range(controls.count()):
        control = controls.nth(index)
        assert control.is_visible() and control.get_attribute("aria-label") == "Delete"

    victim = rows[1]
    assert victim["lines"][0] == "Cho Oyu"
    page.locator(f'.ocv-element[data-kind="cell"][data-identity="{victim["identity"]}"] [data-accessory="delete"]').click()
    ocv.wait_idle(page)
    delete = page.locator(".ocv-swipe-button")
    assert delete.count() == 1 and delete.text_content().strip() == "Delete"
    row_box = page.locator(f'.ocv-swipe[data-swipe-identity="{victim["identity"]}"]').bounding_box()
    delete_box = delete.bounding_box()
    assert delete_box["x"] + delete_box["width"] == pytest.approx(row_box["x"] + row_box["width"], abs=0.5)

    delete.click()
    ocv.wait_idle(page)
    after = ocv.cells(page)
    assert len(after) == len(rows) - 1
    assert "Cho Oyu" not in [cell["lines"][0] for cell in after]
    assert after[1]["lines"][0] == rows[2]["lines"][0]
    assert after[1]["y"] == pytest.approx(victim["y"], abs=0.5), "the next row did not move up into the gap"


# MARK: Settings: Wi-Fi

def test_wifi_switch_hides_and_shows_the_networks(page):
    ocv.open(page, "/examples/settings-wi-fi")
    switch = page.locator('[role="switch"]')
    assert switch.count() == 1 and switch.get_attribute("aria-checked") == "true"
    networks = [text for text in texts(ocv.cells(page)) if text != "Wi-Fi"]
    assert len(networks) >= 10

    switch.click()
    ocv.wait_idle(page)
    assert page.locator('[role="switch"]').get_attribute("aria-checked") == "false"
    assert texts(ocv.cells(page)) == ["Wi-Fi"]

    page.locator('[role="switch"]').click()
    ocv.wait_idle(page)
    assert page.locator('[role="switch"]').get_attribute("aria-checked") == "true"
    assert [text for text in texts(ocv.cells(page)) if text != "Wi-Fi"] == networks


# MARK: List Appearances

LOOK = """() => {
  const view = document.querySelector("[data-collection-view]");
  const cell = [...view.querySelectorAll('.ocv-element[data-kind="cell"]')]
    .sort((a, b) => a.getBoundingClientRect().y - b.getBoundingClientRect().y)[1];
  const box = cell.getBoundingClientRect();
  const backgroundOf = (cell) => cell.matches("[data-background]") ? cell : cell.querySelector("[data-background]");
  const background = backgroundOf(cell);
  const first = view.querySelector('.ocv-element[data-kind="cell"][data-index-path="0.0"]');
  const firstBackground = backgroundOf(first);
  return {
    viewBackground: getComputedStyle(view).backgroundColor,
    x: box.x, width: box.width, firstTop: first.getBoundingClientRect().y,
    cellBackground: background ? getComputedStyle(background).backgroundColor : null,
    firstCorners: firstBackground ? getComputedStyle(firstBackground).borderTopLeftRadius : null,
  };
}"""

WHITE = "rgb(255, 255, 255)"
GROUPED = "rgb(242, 242, 247)"
CLEAR = "rgba(0, 0, 0, 0)"


def test_list_appearances_cycle_with_the_bar_button(page):
    ocv.open(page, "/examples/list-appearances")
    button = page.locator(".ocv-bar-trailing [data-bar-button]")
    cycle = ["Plain", "Sidebar Plain", "Sidebar", "Grouped", "Inset Grouped", "Plain"]
    looks = {}
    for step, title in enumerate(cycle):
        if step > 0:
            button.click()
            ocv.wait_idle(page)
        assert button.text_content() == title
        look = page.evaluate(LOOK)
        if title in looks:
            assert look == looks[title], f"{title} looks different the second time"
        looks[title] = look
        if step > 0:
            assert look != looks[cycle[step - 1]], f"{title} looks like {cycle[step - 1]}"

    plain = looks["Plain"]
    assert (plain["viewBackground"], plain["x"], plain["width"], plain["cellBackground"]) == (WHITE, 0, 390, WHITE)
    assert looks["Grouped"]["viewBackground"] == GROUPED
    assert (looks["Grouped"]["x"], looks["Grouped"]["width"], looks["Grouped"]["cellBackground"]) == (0, 390, WHITE)
    assert looks["Grouped"]["firstTop"] > looks["Plain"]["firstTop"], "grouped sections start lower"
    inset = looks["Inset Grouped"]
    assert (inset["viewBackground"], inset["x"], inset["width"], inset["cellBackground"]) == (GROUPED, 16, 358, WHITE)
    assert inset["firstCorners"] == "10px"
    for sidebar in ("Sidebar", "Sidebar Plain"):
        assert looks[sidebar]["cellBackground"] in (None, CLEAR), f"{sidebar} rows have a fill"
    assert looks["Sidebar"]["x"] > looks["Sidebar Plain"]["x"]


def test_the_section_index_jumps_to_its_row_by_a_tap_or_a_slide(page):
    """The Million-Row List's section index (its data source's index titles) along the trailing edge: a tap on
    "500K" brings row 500,000 to the top under the bar; sliding down the index goes on to the titles it reaches."""
    ocv.open(page, "/examples/million-row-list")
    index = page.get_by_role("navigation", name="Section index")
    assert index.locator("button").all_inner_texts() == ["1", "100K", "200K", "300K", "400K", "500K", "600K", "700K",
                                                         "800K", "900K"]
    index.get_by_role("button", name="500K").click()
    ocv.wait_idle(page)
    top = ocv.visible(ocv.cells(page), ocv.navigation_bar_bottom(page), 844)[0]
    assert top["lines"][0] == "Row 500000"
    assert abs(top["y"] - ocv.navigation_bar_bottom(page)) <= 1
    first, last = index.get_by_role("button", name="1", exact=True).bounding_box(), index.get_by_role(
        "button", name="300K").bounding_box()
    page.mouse.move(first["x"] + first["width"] / 2, first["y"] + first["height"] / 2)
    page.mouse.down()
    page.mouse.move(last["x"] + last["width"] / 2, last["y"] + last["height"] / 2, steps=12)
    page.mouse.up()
    ocv.wait_idle(page)
    chosen = [message["index"] for message in ocv.sent(page, "indexTitle")]
    assert chosen == [5, 0, 1, 2, 3]
    top = ocv.visible(ocv.cells(page), ocv.navigation_bar_bottom(page), 844)[0]
    assert top["lines"][0] == "Row 300000"
