"""The keyboard on the menu: Tab reaches the collection view, the arrow keys move the selection (the selected row
says aria-selected="true" and takes the keyboard focus), Enter toggles a group and opens an example."""

import browser_support as ocv

FOCUS = """() => {
  const focused = document.activeElement;
  const selected = [...document.querySelectorAll('.ocv-element[data-kind="cell"][aria-selected="true"]')];
  return {
    collectionView: !!focused?.closest?.("[data-collection-view]"),
    focusedIsView: focused?.hasAttribute?.("data-collection-view") ?? false,
    focused: focused?.classList?.contains("ocv-element") ? focused.dataset.indexPath : null,
    focusedText: focused?.classList?.contains("ocv-element")
      ? [...focused.querySelectorAll(".ocv-line")].map((line) => line.textContent).join(" ") : null,
    expanded: focused?.getAttribute?.("aria-expanded") ?? null,
    selected: selected.map((cell) => cell.dataset.indexPath),
    cells: document.querySelectorAll('.ocv-element[data-kind="cell"]').length,
  };
}"""


def press(page, key):
    page.keyboard.press(key)
    ocv.wait_idle(page)
    return page.evaluate(FOCUS)


def test_keyboard_moves_the_selection_and_enter_activates(page, server):
    ocv.open(page, "/")
    state = None
    for _ in range(5):
        state = press(page, "Tab")
        if state["focusedIsView"]:
            break
    assert state["focusedIsView"], "Tab never reached the collection view"
    assert state["selected"] == []

    state = press(page, "ArrowDown")
    assert state["selected"] == ["0.0"] and state["focused"] == "0.0"
    state = press(page, "ArrowDown")
    assert state["selected"] == ["0.1"] and state["focused"] == "0.1" and state["focusedText"] == "Diffable Data Source"
    state = press(page, "ArrowUp")
    assert state["selected"] == ["0.0"] and state["focused"] == "0.0"
    assert state["focusedText"] == "Compositional Layout"
    # The sample's five groups, Beyond the Sample and the Mac target's windows, collapsed.
    assert state["expanded"] == "false" and state["cells"] == 7

    # Enter on a group expands it, and again collapses it: the focus stays on the group.
    state = press(page, "Enter")
    assert state["expanded"] == "true" and state["cells"] == 10, state
    assert state["focused"] == "0.0"
    state = press(page, "Enter")
    assert state["expanded"] == "false" and state["cells"] == 7, state
    state = press(page, "Enter")
    assert state["expanded"] == "true" and state["cells"] == 10, state

    # Down to Getting Started, open it, down to Grid, open it.
    state = press(page, "ArrowDown")
    assert state["focusedText"] == "Getting Started"
    state = press(page, "Enter")
    assert state["expanded"] == "true" and state["focused"] == "0.1"
    state = press(page, "ArrowDown")
    assert state["focusedText"] == "Grid"
    page.keyboard.press("Enter")
    page.wait_for_url(server + "/examples/grid")
    ocv.wait_idle(page)
    assert ocv.bar_title(page) == "Grid"
