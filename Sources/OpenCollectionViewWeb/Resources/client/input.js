// Input: what a person does on the page, reported to the session as UIKit events (PROTOCOL.md). Presses highlight
// on down and select on up, as UIKit's do; a press that turns into a vertical move is a scroll; a horizontal one on a
// row is a swipe; a press on a reorder handle is a drag. In a collection view whose items can be dragged
// (`data-drags-items`), a press that moves with a mouse or pen, or a finger that holds still and then moves, lifts the
// cell for drag and drop; near the view's edges the content scrolls under it. Buttons, menus, switches, text fields and
// the keyboard each map to their message (presses held down: press-and-hold.js). Elements are named by their
// render-tree identity, never by position.

import { isRightToLeft } from "./collection.js";

/** How far a press may travel before it is a scroll, a swipe or a drag rather than a tap. */
export const SLOP = 8;
/** How long a finger holds still before moving it lifts a cell rather than scrolls (UIKit's long press: 0.5 s). */
export const LIFT_HOLD = 500;
/** How near a dragged cell's pointer must come to the view's edge to scroll it, and the fastest scroll a frame. */
const AUTOSCROLL_EDGE = 48;
const AUTOSCROLL_STEP = 14;

export function installInput({ root, collectionFor, send, onKeyboardSelection }) {
  let gesture = null;

  const identityOf = (node) => node.closest("[data-identity]")?.dataset.identity ?? null;

  root.addEventListener("pointerdown", (event) => {
    if (event.button !== 0 || gesture) return;
    const target = event.target;
    const container = target.closest("[data-collection-view]");
    if (!container) return;
    const collection = collectionFor(container);
    if (!collection || target.closest(".ocv-menu, .ocv-swipe-button, [role=switch], [data-button], [data-segmented], [data-page-control], [data-slider], [data-stepper], [data-text-field], input")) return;
    // A finger on content still moving stops it (the browser's scrolling, the page's glide) and neither presses nor
    // taps: on a phone, a tap on a list in flight only stops it.
    if (event.pointerType === "touch" && collection.movesOnItsOwn(target)) return;
    const cell = target.closest('.ocv-element[data-kind="cell"]');
    const point = collection.contentPoint(event);
    if (target.closest('[data-accessory="reorder"]') && cell) {
      event.preventDefault();
      gesture = { mode: "drag", collection, startX: event.clientX, startY: event.clientY, pointerId: event.pointerId };
      collection.beginDrag(identityOf(cell));
      send({ t: "drag", cv: collection.id, phase: "begin", id: identityOf(cell) });
      return;
    }
    if (!cell || target.closest('[data-accessory][role="button"]')) {
      if (!cell) send({ t: "tap", cv: collection.id, x: point.x, y: point.y });
      return;
    }
    gesture = {
      mode: "press", collection, node: cell, id: identityOf(cell), scrollsSideways: !!cell.closest(".ocv-orthogonal-row, [data-axis=horizontal]"),
      startX: event.clientX, startY: event.clientY, pointerId: event.pointerId, pointerType: event.pointerType,
      draggable: container.hasAttribute("data-drags-items"),
    };
    if (gesture.draggable && event.pointerType === "touch") {
      const pressed = gesture;
      pressed.holdTimer = setTimeout(() => { pressed.armed = true; }, LIFT_HOLD);
    }
    // Shift and command (control off a Mac) extend or toggle the selection of an AppKit collection view.
    const held = { ...(event.shiftKey ? { shift: true } : {}), ...(event.metaKey || event.ctrlKey ? { command: true } : {}) };
    send({ t: "down", cv: collection.id, x: point.x, y: point.y, ...held });
  });

  // Lifting a cell for drag and drop: the press ends without selecting, and the session asks the drag delegate.
  const lift = (pressed, event) => {
    clearTimeout(pressed.holdTimer);
    const { collection } = pressed;
    send({ t: "up", cv: collection.id, inside: false });
    pressed.mode = "drag";
    pressed.startScrollLeft = collection.container.scrollLeft;
    pressed.startScrollTop = collection.container.scrollTop;
    collection.beginDrag(pressed.id);
    const point = collection.contentPoint(event);
    send({ t: "drag", cv: collection.id, phase: "lift", id: pressed.id, x: point.x, y: point.y });
    followPointer(pressed, event);
    requestAnimationFrame(() => autoscroll(pressed));
  };

  // The dragged cell stays under the pointer, however far the content has scrolled since the drag began.
  const followPointer = (dragging, event) => {
    const { collection } = dragging;
    dragging.lastEvent = event;
    const box = collection.container;
    const scrolledX = dragging.startScrollLeft === undefined ? 0 : box.scrollLeft - dragging.startScrollLeft;
    const scrolledY = dragging.startScrollTop === undefined ? 0 : box.scrollTop - dragging.startScrollTop;
    collection.dragBy(event.clientX - dragging.startX + scrolledX, event.clientY - dragging.startY + scrolledY);
    const point = collection.contentPoint(event);
    throttled(dragging, () => send({ t: "drag", cv: collection.id, phase: "move", x: point.x, y: point.y }));
  };

  // Near an edge the content scrolls under the dragged cell, faster the nearer, as UIKit's does.
  const autoscroll = (dragging) => {
    if (dragging.done) return;
    const box = dragging.collection.container;
    const rect = box.getBoundingClientRect();
    const { clientX, clientY } = dragging.lastEvent;
    const step = (distance) => (distance < AUTOSCROLL_EDGE ? Math.ceil(((AUTOSCROLL_EDGE - Math.max(distance, 0)) / AUTOSCROLL_EDGE) * AUTOSCROLL_STEP) : 0);
    const dy = box.scrollHeight > box.clientHeight ? step(rect.bottom - clientY) - step(clientY - rect.top) : 0;
    const dx = box.scrollWidth > box.clientWidth ? step(rect.right - clientX) - step(clientX - rect.left) : 0;
    if (dx || dy) {
      const before = [box.scrollLeft, box.scrollTop];
      box.scrollBy(dx, dy);
      if (box.scrollLeft !== before[0] || box.scrollTop !== before[1]) followPointer(dragging, dragging.lastEvent);
    }
    requestAnimationFrame(() => autoscroll(dragging));
  };

  // A finger dragging a cell must not scroll the page, and a lifted cell's images must not start the browser's own
  // drag (it would take the pointer away).
  root.addEventListener("touchmove", (event) => {
    if (gesture && (gesture.mode === "drag" || gesture.armed)) event.preventDefault();
  }, { passive: false });
  root.addEventListener("dragstart", (event) => {
    if (event.target.closest?.("[data-drags-items]")) event.preventDefault();
  });

  window.addEventListener("pointermove", (event) => {
    if (!gesture || event.pointerId !== gesture.pointerId) return;
    const dx = event.clientX - gesture.startX;
    const dy = event.clientY - gesture.startY;
    const { collection } = gesture;
    switch (gesture.mode) {
      case "press":
        if (gesture.draggable && (gesture.pointerType !== "touch" || gesture.armed) && Math.hypot(dx, dy) > SLOP) {
          lift(gesture, event);
        } else if (Math.abs(dx) > SLOP && Math.abs(dx) > Math.abs(dy) && !gesture.scrollsSideways) {
          send({ t: "up", cv: collection.id, inside: false });
          // A finger moving away from the leading edge reveals the leading actions: rightwards, or leftwards when
          // the row reads right to left.
          const leading = isRightToLeft(gesture.node) ? dx < 0 : dx > 0;
          send({ t: "swipe", cv: collection.id, phase: "begin", id: gesture.id, edge: leading ? "leading" : "trailing" });
          gesture.mode = "swipe";
          gesture.edgeSign = Math.sign(dx);
        } else if (Math.abs(dy) > SLOP || Math.abs(dx) > SLOP) {
          send({ t: "up", cv: collection.id, inside: false });
          gesture = null;
        }
        break;
      case "swipe":
        throttled(gesture, () => send({ t: "swipe", cv: collection.id, phase: "move", dx: Math.max(0, dx * gesture.edgeSign) }));
        break;
      case "drag":
        event.preventDefault();
        followPointer(gesture, event);
        break;
    }
  });

  const finish = (event, cancelled) => {
    if (!gesture || event.pointerId !== gesture.pointerId) return;
    const { collection, mode } = gesture;
    // The last move goes before the end, and nothing after it.
    if (gesture.scheduled && !cancelled) gesture.latest();
    clearTimeout(gesture.holdTimer);
    gesture.done = true;
    gesture = null;
    switch (mode) {
      case "press":
        send({ t: "up", cv: collection.id, inside: !cancelled });
        break;
      case "swipe":
        send({ t: "swipe", cv: collection.id, phase: "end" });
        break;
      case "drag":
        collection.endDrag();
        send({ t: "drag", cv: collection.id, phase: cancelled ? "cancel" : "end" });
        break;
    }
  };
  window.addEventListener("pointerup", (event) => finish(event, false));
  window.addEventListener("pointercancel", (event) => finish(event, true));

  // Escape closes an open menu wherever the keyboard is (after a right click it is on the page's body). A cell's menu
  // belongs to its collection view; a bar button's to the window.
  document.addEventListener("keydown", (event) => {
    const openMenu = root.querySelector(".ocv-menu");
    if (event.key !== "Escape" || !openMenu) return;
    event.preventDefault();
    const menuContainer = openMenu.closest("[data-collection-view]");
    const menuCollection = menuContainer ? collectionFor(menuContainer) : null;
    send(menuCollection ? { t: "dismissMenu", cv: menuCollection.id } : { t: "dismissMenu" });
  });

  // A context menu: a right click, a long press on a touch screen (the browser sends `contextmenu` for both), or the
  // context-menu key on a focused cell. The page's own menu is replaced only on cells (and on buttons with a
  // long-press menu, press-and-hold.js).
  root.addEventListener("contextmenu", (event) => {
    if (gesture?.mode === "drag") {
      event.preventDefault();
      return;
    }
    if (event.target.closest?.("[data-long-press-menu][data-host-identity]")) return; // press-and-hold.js shows it
    const cell = event.target.closest?.('.ocv-element[data-kind="cell"]');
    const container = cell?.closest("[data-collection-view]");
    const collection = container ? collectionFor(container) : null;
    if (!cell || !collection) return;
    event.preventDefault();
    const content = container.querySelector(".ocv-content").getBoundingClientRect();
    const box = cell.getBoundingClientRect();
    // The keyboard's menu key reports no pointer: the cell's centre stands in for it.
    const fromKeyboard = event.clientX === 0 && event.clientY === 0;
    const x = (fromKeyboard ? box.left + box.width / 2 : event.clientX) - content.left;
    const y = (fromKeyboard ? box.top + box.height / 2 : event.clientY) - content.top;
    send({ t: "contextMenu", cv: collection.id, id: identityOf(cell), x, y });
  });

  root.addEventListener("click", (event) => {
    const target = event.target;
    const container = target.closest("[data-collection-view]");
    const collection = container ? collectionFor(container) : null;
    const accessory = target.closest('[data-accessory][role="button"]');
    if (accessory && collection && accessory.dataset.accessory !== "reorder") {
      send({ t: "accessory", cv: collection.id, id: identityOf(accessory), kind: accessory.dataset.accessory });
      return;
    }
    const swipeButton = target.closest(".ocv-swipe-button");
    if (swipeButton && collection) {
      send({ t: "swipeAction", cv: collection.id, index: Number(swipeButton.dataset.swipeAction) });
      return;
    }
    const menuRow = target.closest("[data-menu-index]");
    if (menuRow) {
      const index = Number(menuRow.dataset.menuIndex);
      if (menuRow.closest(".ocv-bar-menu")) send({ t: "menu", index });
      else if (collection) send({ t: "cellMenu", cv: collection.id, index });
      return;
    }
    if (target.closest("[data-dismiss-menu]")) {
      send({ t: "dismissMenu" });
      return;
    }
    const barButton = target.closest("[data-bar-button]");
    if (barButton && !barButton.disabled) {
      send({ t: "bar", id: barButton.dataset.barButton });
      return;
    }
    const toggle = target.closest('[role="switch"][data-host-identity]');
    if (toggle) {
      send({ t: "switch", id: toggle.dataset.hostIdentity });
      return;
    }
    const segment = target.closest('[data-segmented][data-host-identity] [role="radio"]');
    if (segment) {
      if (segment.getAttribute("aria-disabled") !== "true") chooseSegment(segment);
      return;
    }
    const pageControl = target.closest("[data-page-control][data-host-identity]");
    if (pageControl) {
      // As UIKit's: the half after the current dot (before it, right to left) moves on a page, the other back.
      const box = pageControl.getBoundingClientRect();
      const rightToLeft = getComputedStyle(pageControl).direction === "rtl";
      const onTrailingHalf = (event.clientX >= box.left + box.width / 2) !== rightToLeft;
      movePage(pageControl, Number(pageControl.dataset.currentPage) + (onTrailingHalf ? 1 : -1));
      return;
    }
    const button = target.closest("[data-button][data-host-identity]");
    if (button && button.getAttribute("aria-disabled") !== "true") send({ t: "button", id: button.dataset.hostIdentity });
  });

  // A segmented control's radios keep their places when it is redrawn (morph.js), so the focus stays where it is.
  const chooseSegment = (radio) => {
    const group = radio.closest("[data-segmented][data-host-identity]");
    send({ t: "segment", id: group.dataset.hostIdentity, index: Number(radio.dataset.segmentIndex) });
  };
  // The arrow keys move to the next enabled segment, wrapping, and choose it (the WAI-ARIA radio group pattern).
  const stepSegment = (radio, forward) => {
    const radios = [...radio.closest("[data-segmented]").querySelectorAll('[role="radio"]')];
    const start = radios.indexOf(radio);
    for (let step = 1; step < radios.length; step += 1) {
      const next = radios[(start + (forward ? step : radios.length - step)) % radios.length];
      if (next.getAttribute("aria-disabled") !== "true") {
        next.focus();
        chooseSegment(next);
        return;
      }
    }
  };
  const movePage = (control, page) => {
    if (control.getAttribute("aria-disabled") === "true") return;
    const count = Number(control.dataset.numberOfPages);
    if (page < 0 || page >= count || page === Number(control.dataset.currentPage)) return;
    send({ t: "page", id: control.dataset.hostIdentity, page });
  };

  // Text inputs — the search field and text fields — share one path: every keystroke, the keyboard's arrival, Return
  // (and, for the search field, Escape; for a text field, the keyboard's departure and the clear button). A text
  // field's delegate may refuse an edit: the page counts the edits it sent, and once the server has seen them all
  // (`data-edits`) it shows the server's text (`data-text`), which is the person's unless it was refused.
  const TEXT_INPUTS = ".ocv-search-field, .ocv-text-field";
  const textInputOf = (input) => input.closest('[data-view="UISearchBar"], [data-text-field]')?.dataset.hostIdentity;
  const sentEdits = new WeakMap();
  root.addEventListener("focusin", (event) => {
    if (!event.target.matches?.(TEXT_INPUTS)) return;
    if (event.target.matches(".ocv-text-field")) sentEdits.set(event.target, Number(event.target.dataset.edits));
    send({ t: "searchBegin", bar: textInputOf(event.target) });
  });
  root.addEventListener("focusout", (event) => {
    if (event.target.matches?.(".ocv-text-field")) send({ t: "textEnd", id: textInputOf(event.target) });
  });
  root.addEventListener("input", (event) => {
    if (!event.target.matches?.(TEXT_INPUTS)) return;
    if (event.target.matches(".ocv-text-field")) sentEdits.set(event.target, (sentEdits.get(event.target) ?? 0) + 1);
    send({ t: "search", bar: textInputOf(event.target), text: event.target.value });
  });
  const reconcileTextField = (input, attribute) => {
    if (document.activeElement !== input || Number(input.dataset.edits) !== sentEdits.get(input)) return;
    if (input.value !== input.dataset.text) input.value = input.dataset.text;
    // Return (or the app) ended editing: the keyboard goes, as UIKit's does.
    if (attribute === "data-editing" && input.dataset.editing === "false") input.blur();
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.target.matches?.(".ocv-text-field")) reconcileTextField(record.target, record.attributeName);
    }
  }).observe(root, { subtree: true, attributes: true, attributeFilter: ["data-edits", "data-text", "data-editing"] });
  // The clear button keeps the focus in its field (a press on it would otherwise end editing first).
  root.addEventListener("pointerdown", (event) => {
    if (event.target.closest?.(".ocv-text-clear")) event.preventDefault();
  });
  root.addEventListener("click", (event) => {
    const clear = event.target.closest?.(".ocv-text-clear");
    if (clear) {
      const input = clear.parentElement.querySelector(".ocv-text-field");
      sentEdits.set(input, (sentEdits.get(input) ?? Number(input.dataset.edits)) + 1);
      send({ t: "textClear", id: textInputOf(clear) });
      return;
    }
    // A stepper's buttons are real buttons: a click, Enter or Space presses them.
    const stepButton = event.target.closest?.("[data-stepper][data-host-identity] .ocv-stepper-button");
    if (stepButton && stepButton.getAttribute("aria-disabled") !== "true") {
      send({ t: "stepper", id: stepButton.closest("[data-stepper]").dataset.hostIdentity, increment: stepButton.dataset.step === "up" });
    }
  });

  // A slider: the page moves the thumb at once and tells the server, whose answer then draws it.
  const moveSlider = (slider, value) => {
    if (slider.getAttribute("aria-disabled") === "true") return;
    const min = Number(slider.getAttribute("aria-valuemin"));
    const max = Number(slider.getAttribute("aria-valuemax"));
    const clamped = Math.min(max, Math.max(min, value));
    if (clamped === Number(slider.getAttribute("aria-valuenow"))) return;
    slider.setAttribute("aria-valuenow", String(clamped));
    slider.querySelector(".ocv-slider-track")?.style.setProperty("--ocv-fraction", String(max > min ? (clamped - min) / (max - min) : 0));
    send({ t: "slider", id: slider.dataset.hostIdentity, value: clamped });
  };
  // Where on the track a pointer is, as a value: the thumb's centre travels from 14 points in from each end.
  const sliderValueAt = (slider, clientX) => {
    const box = slider.getBoundingClientRect();
    const min = Number(slider.getAttribute("aria-valuemin"));
    const max = Number(slider.getAttribute("aria-valuemax"));
    let fraction = Math.min(1, Math.max(0, (clientX - box.left - 14) / Math.max(1, box.width - 28)));
    if (getComputedStyle(slider).direction === "rtl") fraction = 1 - fraction;
    return min + fraction * (max - min);
  };
  root.addEventListener("pointerdown", (event) => {
    const slider = event.target.closest?.("[data-slider][data-host-identity]");
    if (!slider || event.button !== 0 || slider.getAttribute("aria-disabled") === "true") return;
    event.preventDefault();
    slider.focus();
    slider.setPointerCapture(event.pointerId);
    const continuous = slider.dataset.continuous === "true";
    const drag = {};
    const move = (moveEvent) => {
      const value = sliderValueAt(slider, moveEvent.clientX);
      if (continuous) throttled(drag, () => moveSlider(slider, value));
    };
    const end = (endEvent) => {
      drag.done = true;
      slider.removeEventListener("pointermove", move);
      slider.removeEventListener("pointerup", end);
      slider.removeEventListener("pointercancel", end);
      moveSlider(slider, sliderValueAt(slider, endEvent.clientX));
    };
    slider.addEventListener("pointermove", move);
    slider.addEventListener("pointerup", end);
    slider.addEventListener("pointercancel", end);
    if (continuous) moveSlider(slider, sliderValueAt(slider, event.clientX));
  });

  root.addEventListener("keydown", (event) => {
    const target = event.target;
    if (target.matches?.(TEXT_INPUTS)) {
      if (event.key === "Enter") send({ t: "searchReturn", bar: textInputOf(target) });
      if (event.key === "Escape" && target.matches(".ocv-search-field")) send({ t: "searchCancel", bar: textInputOf(target) });
      return;
    }
    if (target.matches?.(".ocv-stepper-button, .ocv-text-clear")) return; // the browser presses buttons itself
    if (target.matches?.("[data-slider][data-host-identity]")) {
      // A tenth of the range a press, as VoiceOver adjusts UIKit's; the right arrow moves left in a right-to-left page.
      const rightToLeft = getComputedStyle(target).direction === "rtl";
      const value = Number(target.getAttribute("aria-valuenow"));
      const step = Number(target.dataset.step);
      const values = {
        ArrowRight: value + (rightToLeft ? -step : step), ArrowLeft: value + (rightToLeft ? step : -step),
        ArrowUp: value + step, ArrowDown: value - step, PageUp: value + step, PageDown: value - step,
        Home: Number(target.getAttribute("aria-valuemin")), End: Number(target.getAttribute("aria-valuemax")),
      };
      if (event.key in values) {
        event.preventDefault();
        moveSlider(target, values[event.key]);
      }
      return;
    }
    if (target.matches?.('[role="switch"][data-host-identity]') && (event.key === " " || event.key === "Enter")) {
      event.preventDefault();
      send({ t: "switch", id: target.dataset.hostIdentity });
      return;
    }
    if (target.matches?.('[data-segmented] [role="radio"]')) {
      const rightToLeft = getComputedStyle(target).direction === "rtl";
      const forward = { ArrowRight: !rightToLeft, ArrowLeft: rightToLeft, ArrowDown: true, ArrowUp: false }[event.key];
      if (forward !== undefined) {
        event.preventDefault();
        stepSegment(target, forward);
      } else if (event.key === " ") {
        event.preventDefault();
        if (target.getAttribute("aria-disabled") !== "true") chooseSegment(target);
      }
      return;
    }
    if (target.matches?.("[data-page-control][data-host-identity]")) {
      const rightToLeft = getComputedStyle(target).direction === "rtl";
      const current = Number(target.dataset.currentPage);
      const last = Number(target.dataset.numberOfPages) - 1;
      const pages = {
        ArrowRight: current + (rightToLeft ? -1 : 1), ArrowLeft: current + (rightToLeft ? 1 : -1),
        ArrowUp: current + 1, ArrowDown: current - 1, PageUp: current + 1, PageDown: current - 1, Home: 0, End: last,
      };
      if (event.key in pages) {
        event.preventDefault();
        movePage(target, pages[event.key]);
      }
      return;
    }
    if (target.matches?.("[data-button][data-host-identity]") && (event.key === " " || event.key === "Enter")) {
      event.preventDefault();
      if (target.getAttribute("aria-disabled") !== "true") send({ t: "button", id: target.dataset.hostIdentity });
      return;
    }
    if (event.key === "Escape" && root.querySelector(".ocv-menu")) return; // the document's listener closes it
    const container = target.closest?.("[data-collection-view]");
    const collection = container ? collectionFor(container) : null;
    if (!collection) return;
    const keys = {
      ArrowDown: "down", ArrowUp: "up", ArrowLeft: "left", ArrowRight: "right", Enter: "select", " ": "select", Escape: "escape",
    };
    const key = keys[event.key];
    if (!key) return;
    event.preventDefault();
    send({ t: "key", cv: collection.id, key, ...(event.shiftKey ? { shift: true } : {}) });
    if (key !== "select" && key !== "escape") onKeyboardSelection(collection);
  });
}

/** Runs `send` at most once per animation frame for `gesture`, with the latest values; none once `gesture.done`. */
export function throttled(gesture, send) {
  gesture.latest = send;
  if (gesture.scheduled) return;
  gesture.scheduled = true;
  requestAnimationFrame(() => {
    gesture.scheduled = false;
    if (!gesture.done) gesture.latest();
  });
}
