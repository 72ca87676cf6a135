// A collection view on the page: a natively scrolling box whose elements the server sends as patches (PROTOCOL.md).
// It keeps the elements by identity, places them in the content or in their orthogonal row's strip, reports scrolls at
// most once per frame, keeps pinned headers glued on every frame, snaps rows as their behaviour says, and scales its
// scroll space when the content is taller than browsers can make an element.

import { DURATION, FadeGroups, animating, appearFrom, disappearTo, placeOf, removeIfEmpty } from "./animation.js";
import { morph } from "./morph.js";
import { PanReporter } from "./pan.js";
import { FingerScroll } from "./finger-scroll.js";
import { Placeholders } from "./placeholders.js";

/** How long a dropped row waits for the session to say where it lands before it returns to its own place. */
const DROP_ANSWER_WAIT = 250;

/** The tallest scroll space the page makes; taller content is scaled into it (Chrome caps elements at ~16.7 M px,
 *  Firefox at ~17.9 M). */
export const MAXIMUM_SPACE = 10_000_000;

/** Chrome places no box more than 2^25 px (~33.5 M) from its parent (its layout units saturate). Far down a scaled
 *  content, elements are placed relative to a base near the scroll position, a multiple of this, instead of the
 *  content's top. */
const BASE_STEP = 1_000_000;

/** The longest a scroll report waits for its answer before the page stops counting it (ms): longer is a report the
 *  server answered with nothing, or a connection that is down. */
const MAXIMUM_ROUND_TRIP = 2_000;

/** The distance of a wheel's line, for wheels that count in lines (Firefox's), in points. */
const LINE_HEIGHT = 16;

/** Rows with more snap points than this snap to the nearest ones only. */
const MAXIMUM_SNAP_MARKERS = 2_000;

/** How long content goes without a scroll before it counts as still (ms): gliding, it scrolls every frame, a busy
 *  page's frames included. */
const STILL_AFTER = 100;

/** How long after the person's last scroll of an orthogonal row the server's offsets for it are not applied (ms). */
const PERSON_SCROLL_HOLD = 200;

/** Whether `time` (a `performance.now()` reading, or null for never) is less than `span` ms ago. */
function scrolledWithin(time, span) {
  return time != null && performance.now() - time < span;
}

/** Where patches' HTML is parsed: an element of the page's own document, never attached. A `<template>` parses into
 *  a document of its own, and Chromium took twice as long there (0.55–0.66 ms against 0.24–0.27 ms for a keystroke's
 *  31 rows); the HTML is the server's own, with no scripts or handlers to keep inert. */
const parser = document.createElement("div");

/** The elements the `html` of each of `entries` describes, in order, parsed at once: a patch of dozens of elements is
 *  one run of the HTML parser, not dozens. */
function nodesFrom(entries) {
  if (entries.length === 0) return [];
  parser.innerHTML = entries.map((entry) => entry.html).join("");
  return Array.from(parser.children);
}

/** The index path ("section.item") a cell's box shows; null for elements that are not cells. */
function cellKey(node) {
  return node.dataset.kind === "cell" ? node.dataset.indexPath : null;
}

/** The `top` a freshly parsed box's style attribute says, exactly (the CSSOM rounds large lengths to 6 digits). */
function topOf(node) {
  const match = /(?:^|;)\s*top:\s*(-?[\d.]+)px/.exec(node.getAttribute("style") ?? "");
  return match ? Number(match[1]) : 0;
}

export class CollectionView {
  constructor(id, send) {
    this.id = id;
    this.send = send;
    this.elements = new Map(); // identity → { node, row }
    this.rows = new Map(); // section → { strip, inner, info }
    this.pins = new Map(); // identity → pinning range
    this.space = [0, 0];
    this.inset = [0, 0, 0, 0];
    this.content = [0, 0];
    this.offset = { x: 0, y: 0 };
    this.ratio = 1;
    this.base = 0; // the content y at the content box's top in the page (see placeContent)
    this.expectedScrollTop = null;
    this.seenScroll = null; // the box's scroll position the page has taken into account (noteScrollPosition)
    this.velocitySample = null; // where and when the scroll's speed was last measured (trackVelocity)
    this.pendingScroll = false;
    this.roundTrip = null; // how long the page's scrolls take to be answered, in ms (noteAnswer)
    this.unanswered = null; // when the oldest scroll report the server has not answered yet was sent
    this.container = null;
    this.drag = null; // the element following the pointer, and how far it has moved
    this.awaitingDrop = null; // the node dropped and not yet placed by an answer (endDrag)
    this.fades = new FadeGroups();
    this.placeholders = new Placeholders(this);
    this.pan = new PanReporter(this);
    this.finger = new FingerScroll(this);
    this.disappearing = null; // while a patch applies: where its custom layout says removed elements go, by identity
  }

  /** Binds the collection view to its box in the page (a new one after a screen changed), moving its elements in. */
  attach(container) {
    if (this.container === container) return;
    this.container = container;
    this.spaceNode = container.querySelector(".ocv-scroll-space");
    this.contentNode = container.querySelector(".ocv-content");
    for (const row of this.rows.values()) this.contentNode.appendChild(row.strip);
    for (const element of this.elements.values()) {
      if (element.row == null) this.contentNode.appendChild(element.node);
    }
    container.addEventListener("scroll", () => this.didScroll(), { passive: true });
    container.addEventListener("wheel", (event) => this.wheel(event), { passive: false });
    this.pan.attach(container);
    this.finger.attach(container);
    // The box's height, kept as it changes: reading it during a scroll frame or a patch would make the browser lay
    // the page out at once.
    this.viewportHeight = container.clientHeight;
    this.viewportWidth = container.clientWidth;
    this.placeholders.attach(this.contentNode);
    this.resizeObserver?.disconnect();
    this.resizeObserver = new ResizeObserver(() => {
      this.viewportHeight = container.clientHeight;
      this.viewportWidth = container.clientWidth;
      this.refreshGeometry();
    });
    this.resizeObserver.observe(container);
    this.refreshGeometry();
  }

  // MARK: Patches

  /** Applies the collection view's entry of a `frame` or `patch` message. */
  apply(entry) {
    this.noteAnswer();
    if (entry.count != null) {
      this.itemCount = entry.count;
      this.container.setAttribute("aria-rowcount", String(entry.count));
    }
    if (entry.space) {
      this.space = entry.space;
      this.inset = entry.inset;
      this.content = entry.content;
      this.refreshGeometry();
    }
    // Rows making room for a dragged row glide, as UIKit's do.
    const animated = entry.anim ? entry.anim.animated : Boolean(this.drag);
    const updates = entry.update ?? [];
    const additions = entry.add ?? [];
    const nodes = nodesFrom([...updates, ...additions]);
    // Where a custom layout says elements come from and go to, by identity: they animate so instead.
    const appear = new Map(animated ? (entry.anim?.appear ?? []).map((end) => [end.id, end]) : []);
    this.disappearing = new Map(animated ? (entry.anim?.disappear ?? []).map((end) => [end.id, end]) : []);
    // Only what the patch moves or changes can glide: the other elements stay where they are (one still gliding from
    // an earlier patch goes on), and reading every element's place twice was a tenth of a keystroke's answer.
    const placed = [...updates, ...(entry.move ?? [])].map((change) => change.id);
    animating(() => placed.flatMap((id) => this.elements.get(id)?.node ?? []), animated, () => {
      if (entry.rows) this.applyRows(entry.rows);
      for (const id of entry.remove ?? []) this.removeElement(id, animated);
      updates.forEach((change, index) => this.replaceElement(change, nodes[index], animated && !appear.has(change.id)));
      for (const change of entry.reindex ?? []) this.reindexElement(change);
      additions.forEach((added, index) => this.addElement(added, nodes[updates.length + index], animated && !appear.has(added.id)));
      for (const move of entry.move ?? []) this.moveElement(move);
    }, (node, top, height) => this.meetsViewport(node, top, height));
    for (const [id, end] of appear) {
      const element = this.elements.get(id);
      if (element) appearFrom(element.node, end);
    }
    this.disappearing = null;
    this.fades.start();
    for (const pin of entry.pin ?? []) this.pins.set(pin.id, pin);
    // From where the page is now: while a person scrolls, a scroll the browser has made may not have reached
    // `didScroll` yet. (Reading the scroll position lays the page out: not while a person types.)
    if (this.container && performance.now() - (this.lastScrollAt ?? -Infinity) < 200) this.catchUpScroll();
    const view = [this.offset.x, this.offset.y, this.viewportWidth, this.viewportHeight];
    const measuredShift = this.placeholders.apply(entry, view);
    this.followServer(entry.offset, entry.from ?? entry.at, measuredShift);
    if (entry.rest) this.comeToRest(entry.rest);
    this.applyPins();
    this.placeholders.draw();
  }

  /** Adds the element `id` as `node` (its HTML parsed), in its row's strip or the content. */
  addElement({ id, row }, node, animated) {
    if (this.elements.has(id)) this.removeElement(id, false);
    this.parentFor(row).appendChild(node);
    const element = { node, row, top: topOf(node), cell: cellKey(node) };
    this.elements.set(id, element);
    if (element.cell) this.placeholders.cellShown(element.cell, node);
    this.placeElement(element);
    if (animated && this.inViewport(node)) this.fades.fadeIn(node);
  }

  /** Makes the element `id` what `node` (its new HTML, parsed) shows. */
  replaceElement({ id, row }, node, animated) {
    const old = this.elements.get(id);
    if (!old) return this.addElement({ id, row }, node, animated);
    const parent = this.parentFor(row);
    if (placeOf(old.node) === parent) {
      // Changed in place: a moved cell's new index path, a new state, new text. What stays keeps its DOM, and a new
      // frame glides from wherever the element is on screen now, even mid-animation.
      const top = topOf(node);
      const cell = cellKey(node);
      morph(old.node, node, () => false);
      if (this.awaitingDrop === old.node) this.awaitingDrop = null; // the answer placed it
      const element = { node: old.node, row, top, cell };
      this.elements.set(id, element);
      this.noteCellChange(old.cell, cell, old.node);
      this.placeElement(element);
      if (this.drag?.id === id) this.showDrag();
      return;
    }
    // Into or out of an orthogonal row: a node of its own there.
    parent.appendChild(node);
    if (animated) {
      this.fades.fadeIn(node);
      this.fades.fadeOutAndRemove(old.node);
    } else {
      const box = old.node.parentNode;
      old.node.remove();
      removeIfEmpty(box);
    }
    const element = { node, row, top: topOf(node), cell: cellKey(node) };
    this.elements.set(id, element);
    this.noteCellChange(old.cell, element.cell, node);
    this.placeElement(element);
  }

  /** Tells the placeholders that a cell showing `before` now shows `after` (either may be none). */
  noteCellChange(before, after, node) {
    if (before === after) return;
    if (before) this.placeholders.cellGone(before);
    if (after) this.placeholders.cellShown(after, node);
  }

  // MARK: Dragging

  /** Lifts the element `id` above the others; it follows the pointer (`dragBy`) until `endDrag`, while the session
   *  moves the other rows out of its way. */
  beginDrag(id) {
    this.drag = { id, dx: 0, dy: 0 };
    this.showDrag();
  }

  dragBy(dx, dy) {
    if (!this.drag) return;
    this.drag.dx = dx;
    this.drag.dy = dy;
    this.showDrag();
  }

  showDrag() {
    const node = this.node(this.drag.id);
    if (!node) return;
    node.classList.add("ocv-dragging");
    node.style.transform = `translate(${this.drag.dx}px, ${this.drag.dy}px)`;
  }

  /** Drops the dragged element where the pointer left it; it glides from there to the place the session's answer
   *  gives it, or back to its own place when the answer leaves it where it was. */
  endDrag() {
    const drag = this.drag;
    this.drag = null;
    const node = drag && this.node(drag.id);
    if (!node) return;
    const place = { left: node.style.left, top: node.style.top };
    const dropped = { left: `${parseFloat(place.left) + drag.dx}px`, top: `${parseFloat(place.top) + drag.dy}px` };
    node.classList.replace("ocv-dragging", "ocv-dropping");
    node.style.transform = "";
    Object.assign(node.style, dropped);
    // Until an answer places it (`moveElement`, or a new frame in `replaceElement`), the node waits where it was dropped — even when that is exactly
    // where the answer would put it; without an answer it goes back.
    this.awaitingDrop = node;
    setTimeout(() => {
      if (this.awaitingDrop !== node) return;
      this.awaitingDrop = null;
      Object.assign(node.style, place);
    }, DROP_ANSWER_WAIT);
    setTimeout(() => node.classList.remove("ocv-dropping"), DROP_ANSWER_WAIT + DURATION);
  }

  moveElement({ id, f }) {
    const element = this.elements.get(id);
    if (!element) return;
    if (this.awaitingDrop === element.node) this.awaitingDrop = null;
    const style = element.node.style;
    element.top = f[1];
    style.left = `${f[0]}px`;
    style.top = `${f[1] - this.baseOf(element)}px`;
    style.width = `${f[2]}px`;
    style.height = `${f[3]}px`;
  }

  /** Says the element `id` shows the item at index path `ip` ("section.item"), the `pos`-th of all items (null:
   *  not a cell): its item moved in the data and it draws the same. */
  reindexElement({ id, ip, pos }) {
    const element = this.elements.get(id);
    if (!element) return;
    const node = element.node;
    node.dataset.indexPath = ip;
    if (pos == null) node.removeAttribute("aria-rowindex");
    else node.setAttribute("aria-rowindex", String(pos));
    const cell = cellKey(node);
    this.noteCellChange(element.cell, cell, node);
    element.cell = cell;
  }

  removeElement(id, animated) {
    const element = this.elements.get(id);
    if (!element) return;
    this.elements.delete(id);
    if (element.cell) this.placeholders.cellGone(element.cell);
    this.pins.delete(id);
    const end = this.disappearing?.get(id);
    if (animated && end) {
      disappearTo(element.node, end);
    } else if (animated && this.inViewport(element.node)) {
      this.fades.fadeOutAndRemove(element.node);
    } else {
      const box = element.node.parentNode;
      element.node.remove();
      removeIfEmpty(box);
    }
  }

  /** Whether a box at `top` (as placed, from the base) and `height` meets the viewport, for an element `node` of the
   *  content; an orthogonal row's elements scroll with their row, and count as meeting it. Reads no layout. Only
   *  what meets it fades or glides: an animation nobody sees still costs the browser every frame it runs. */
  meetsViewport(node, top, height) {
    if (placeOf(node) !== this.contentNode) return true;
    const y = top + this.base;
    return y + height > this.offset.y && y < this.offset.y + this.viewportHeight;
  }

  /** Whether `node`'s box, where its style places it, meets the viewport (`meetsViewport`). */
  inViewport(node) {
    return this.meetsViewport(node, parseFloat(node.style.top) || 0, parseFloat(node.style.height) || 0);
  }

  /** Where an element of `row` (or of the content, for null) goes. */
  parentFor(row) {
    if (row != null && this.rows.has(row)) return this.rows.get(row).inner;
    return this.contentNode;
  }

  /** The base the box of `element` is placed from: the content's, or 0 in an orthogonal row's strip. */
  baseOf(element) {
    return element.row != null && this.rows.has(element.row) ? 0 : this.base;
  }

  /** Places an element's box at its content top, relative to the base. */
  placeElement(element, always = false) {
    if (always || this.base !== 0) element.node.style.top = `${element.top - this.baseOf(element)}px`;
  }

  /** Moves the base the content's boxes are placed from to the content y `base`. */
  rebase(base) {
    if (base === this.base) return;
    this.base = base;
    for (const element of this.elements.values()) this.placeElement(element, true);
    for (const row of this.rows.values()) row.strip.style.top = `${row.info.y - base}px`;
    this.applyPins();
  }

  /** The element node of `id`, if shown. */
  node(id) {
    return this.elements.get(id)?.node ?? null;
  }

  // MARK: Scrolling

  /** Sizes the scroll space: the content and its insets, scaled down when taller than MAXIMUM_SPACE. */
  refreshGeometry() {
    if (!this.container) return;
    // The skeleton leaves the count and the scroll space's size to the patches: a box it changed gets them again.
    if (this.itemCount != null) this.container.setAttribute("aria-rowcount", String(this.itemCount));
    const [width, height] = this.space;
    const domHeight = Math.min(height, MAXIMUM_SPACE);
    // True positions map linearly onto the page's, so that both ends of the content are reachable.
    if (height > MAXIMUM_SPACE) {
      const viewport = this.viewportHeight || 1;
      this.ratio = Math.max(1, (height - viewport) / Math.max(1, domHeight - viewport));
    } else {
      this.ratio = 1;
    }
    this.spaceNode.style.width = `${width}px`;
    this.spaceNode.style.height = `${domHeight}px`;
    // Where a refresh control's spinner goes: below the bars over the view.
    this.spaceNode.style.setProperty("--ocv-inset-top", `${this.inset[0]}px`);
    // The content sits at the content insets, as large as the content.
    Object.assign(this.contentNode.style, {
      left: `${this.inset[1]}px`, top: `${this.inset[0]}px`, width: `${this.content[0]}px`, height: `${this.content[1]}px`,
    });
    // The content's own box, far taller than the space, must not make the page's scroll range taller.
    this.spaceNode.style.overflow = this.ratio > 1 ? "clip" : "";
    this.container.dataset.scrollScale = String(this.ratio);
    this.placeContent();
  }

  /** Shifts the content so that what is at the true scroll position shows at the page's scroll position. */
  placeContent() {
    if (!this.contentNode) return;
    if (this.ratio === 1) {
      this.rebase(0);
      this.contentNode.style.transform = "";
      return;
    }
    const scrollTop = this.container.scrollTop;
    const position = this.offset.y + this.inset[0];
    this.rebase(Math.max(0, Math.floor(this.offset.y / BASE_STEP) * BASE_STEP));
    this.contentNode.style.transform = `translateY(${scrollTop - position + this.base}px)`;
  }

  /** Scrolls to the content offset the server says, exactly, however the page rounds its scroll position. */
  scrollTo([x, y]) {
    this.offset = { x, y };
    const scrollTop = (y + this.inset[0]) / this.ratio;
    if (Math.abs(this.container.scrollTop - scrollTop) >= 0.5) {
      this.expectedScrollTop = scrollTop;
      this.container.scrollTop = scrollTop;
    }
    const scrollLeft = boxScrollLeft(this.container, x + this.inset[1]);
    if (Math.abs(this.container.scrollLeft - scrollLeft) >= 0.5) this.container.scrollLeft = scrollLeft;
    this.noteScrollPosition();
    this.placeContent();
  }

  /** Follows the server's move of the content, if any (`offset`: where it put it, from `from`, where it heard the
   *  page was; without a move, `from` is where it drew what it measured), and the shift of what the person looks at
   *  that this patch's self-sizing measurements made (`measuredShift`, from the page's copy of the layout; null
   *  without one). A page still where the server heard it was goes exactly to `offset`. A page that has scrolled on
   *  since — its report is on the way, on a slow network — keeps what it shows in place instead: moved by
   *  `measuredShift` (rows above it that the server measured for an older position grew or shrank), or without a copy
   *  of the layout by the server's own move; the new position then goes to the server, whose answer was for the old
   *  one. */
  followServer(offset, from, measuredShift) {
    const current = this.offset;
    const atStart = current.y <= -this.inset[0] + 0.5;
    const stillThere = !from || (Math.abs(current.x - from[0]) < 0.5 && Math.abs(current.y - from[1]) < 0.5);
    if (stillThere) {
      if (offset) this.scrollTo(offset);
      return;
    }
    let shift = [0, atStart ? 0 : measuredShift ?? 0];
    if (offset && measuredShift == null) shift = [offset[0] - from[0], offset[1] - from[1]];
    if (Math.abs(shift[0]) < 0.5 && Math.abs(shift[1]) < 0.5) return;
    this.scrollTo([current.x + shift[0], current.y + shift[1]]);
    // The page moved, not the person: their scroll's speed is measured from the shifted place.
    if (this.velocitySample) {
      this.velocitySample.x += shift[0];
      this.velocitySample.y += shift[1];
    }
    this.reportScroll();
  }

  /** A wheel over a scaled scroll space moves the content by the wheel's own distance, as over any list: left to the
   *  browser, it would move the scroll position by that distance and the content `ratio` times as far (a
   *  million-row list's wheel would pass four times the rows a native list's does, faster than the server can send
   *  them). Sideways distance still scrolls the box itself. Unscaled spaces keep the browser's own wheel scrolling. */
  wheel(event) {
    if (this.ratio === 1 || event.ctrlKey || event.deltaY === 0) return;
    event.preventDefault();
    const unit = event.deltaMode === WheelEvent.DOM_DELTA_LINE ? LINE_HEIGHT
      : event.deltaMode === WheelEvent.DOM_DELTA_PAGE ? this.viewportHeight : 1;
    if (event.deltaX) this.container.scrollLeft += event.deltaX * unit;
    this.scrollContentBy(event.deltaY * unit, event.timeStamp);
  }

  /** Moves the content `distance` points down its scroll space (up when negative), as the person's scroll made at
   *  `time` (the input's own time stamp, on the page's clock), short of its ends; returns whether it moved. The box's
   *  scroll position goes where the content is, so its own scroll event then changes nothing. */
  scrollContentBy(distance, time = performance.now()) {
    const x = contentScrollX(this.container) - this.inset[1];
    const top = -this.inset[0];
    const bottom = Math.max(top, this.space[1] - this.viewportHeight - this.inset[0]);
    const y = Math.min(Math.max(this.offset.y + distance, top), bottom);
    if (Math.abs(y - this.offset.y) < 0.01) return false;
    this.scrollTo([x, y]);
    this.followScroll(this.offset, time);
    return true;
  }

  /** Glides the content to the offset `[x, y]` where the server says the person's fling comes to rest. */
  comeToRest([x, y]) {
    this.finger.stop();
    this.pan.comeToRest(this.container, {
      left: boxScrollLeft(this.container, x + this.inset[1]),
      top: (y + this.inset[0]) / this.ratio,
    });
  }

  /** The content offset the box's scroll position shows now. */
  scrolledOffset() {
    return { x: contentScrollX(this.container) - this.inset[1], y: this.container.scrollTop * this.ratio - this.inset[0] };
  }

  didScroll() {
    const scrollTop = this.container.scrollTop;
    const expected = this.expectedScrollTop != null && Math.abs(scrollTop - this.expectedScrollTop) < 1;
    this.expectedScrollTop = null;
    if (expected) {
      this.noteScrollPosition();
      return;
    }
    this.followScroll(this.scrolledOffset());
  }

  /** Before a patch is applied: a scroll the browser has made whose event is still to come is taken now, as far as
   *  the box moved since the page last saw it (the scale of its scroll space may have changed since, with the
   *  content's height, so the kept offset moves by the difference rather than being read again). */
  catchUpScroll() {
    const seen = this.seenScroll;
    if (!seen || (this.container.scrollTop === seen.top && contentScrollX(this.container) === seen.x)) return;
    this.followScroll({
      x: this.offset.x + contentScrollX(this.container) - seen.x,
      y: this.offset.y + (this.container.scrollTop - seen.top) * this.ratio,
    });
  }

  /** Takes `offset` as where the person scrolled the content (at `time`), and tells the server. */
  followScroll(offset, time = performance.now()) {
    this.pan.personScrolled();
    this.offset = offset;
    this.noteScrollPosition();
    this.trackVelocity(offset, time);
    this.placeContent();
    this.applyPins();
    this.reportScroll();
  }

  /** Remembers the box's scroll position as one the page has taken into account. */
  noteScrollPosition() {
    this.seenScroll = { top: this.container.scrollTop, x: contentScrollX(this.container) };
  }

  /** Tells the server the scroll position once, in the next frame, however many scroll events come before it. */
  reportScroll() {
    if (this.pendingScroll) return;
    this.pendingScroll = true;
    requestAnimationFrame(() => {
      // What comes into view is placed before the frame is painted; the server's answer fills it in.
      this.placeholders.draw();
      this.flushScroll();
    });
  }

  /** Tells the server the scroll position at once when a report is waiting for the next frame (a pan's step must
   *  reach it after the scroll that came before: a wheel's `scrollend` comes before the frame), and only once. */
  flushScroll() {
    if (!this.pendingScroll) return;
    this.pendingScroll = false;
    this.sendScroll();
  }

  /** Sends the scroll position, with the round trip the page measured: the server draws as far ahead of a fast
   *  scroll as the content travels before its answer can show. */
  sendScroll() {
    const now = performance.now();
    // A report the server answered with nothing (nothing new came into view) is not waited for forever.
    if (this.unanswered == null || now - this.unanswered > MAXIMUM_ROUND_TRIP) this.unanswered = now;
    const roundTrip = this.roundTrip == null ? {} : { rt: Math.round(this.roundTrip) };
    this.send({ t: "scroll", cv: this.id, x: this.offset.x, y: this.offset.y, ...roundTrip });
  }

  /** An answer came: the time since the oldest report it answers joins the round trip's moving average. */
  noteAnswer() {
    if (this.unanswered == null) return;
    const sample = performance.now() - this.unanswered;
    this.unanswered = null;
    this.roundTrip = this.roundTrip == null ? sample : 0.75 * this.roundTrip + 0.25 * sample;
  }

  /** Follows how fast a person scrolls, in content points per millisecond, over at least 8 ms: scrolls closer together
   *  (the browser's, and the one a patch catches up with in the same frame) say too little alone. `now` is when the
   *  scroll was made: a finger's or a wheel's input carries its own time, so a page busy for a few frames still sees
   *  the speed the finger had, not the burst in which it handles the waiting moves. */
  trackVelocity(to, now) {
    this.lastScrollAt = performance.now();
    this.lastScrollMadeAt = now;
    const sample = this.velocitySample;
    if (!sample || now - sample.time > 100) {
      this.velocity = { x: 0, y: 0 };
      this.velocitySample = { time: now, x: to.x, y: to.y };
      return;
    }
    const elapsed = now - sample.time;
    if (elapsed < 8) return;
    this.velocity = { x: (to.x - sample.x) / elapsed, y: (to.y - sample.y) / elapsed };
    this.velocitySample = { time: now, x: to.x, y: to.y };
  }

  /** The scroll's velocity (points per millisecond) at `at`, nothing once it had stopped for a tenth of a second by
   *  then. A lifted finger asks at its lift's own time stamp: a page busy when the lift reaches it still carries on
   *  a flick whose finger lifted as it moved, as UIKit judges a lift by its touch's timestamp. */
  scrollVelocity(at = performance.now()) {
    if (!this.velocity || at - this.lastScrollMadeAt > 100) return { x: 0, y: 0 };
    return this.velocity;
  }

  /** Keeps every pinned element where the layout would put it for the current scroll position. */
  applyPins() {
    if (this.pins.size === 0 || !this.container) return;
    const viewport = this.viewportHeight;
    const start = this.offset.y + this.inset[0];
    const end = this.offset.y + viewport - this.inset[2];
    for (const [id, pin] of this.pins) {
      const element = this.elements.get(id);
      if (!element || !pin.v) continue;
      const origin = pin.s ? Math.min(Math.max(pin.r, start), pin.hi - pin.l) : Math.max(Math.min(pin.r, end - pin.l), pin.lo);
      element.node.style.top = `${origin - this.baseOf(element)}px`;
    }
  }

  // MARK: Orthogonal rows

  applyRows(rows) {
    const shown = new Set();
    for (const info of rows) {
      shown.add(info.s);
      let row = this.rows.get(info.s);
      if (!row) {
        const strip = document.createElement("div");
        strip.className = "ocv-orthogonal-row";
        // A group of the grid's rows that scrolls sideways: keyboard users reach it with Tab and scroll it with the
        // arrow keys (a scrollable region must be focusable), and it still holds rows, as a grid's children must.
        strip.setAttribute("role", "rowgroup");
        strip.tabIndex = 0;
        const inner = document.createElement("div");
        inner.className = "ocv-orthogonal-content";
        inner.setAttribute("role", "presentation");
        strip.appendChild(inner);
        this.contentNode.appendChild(strip);
        row = { strip, inner, info: null, pending: false, expectedScrollLeft: null, scrolledAt: null };
        strip.addEventListener("scroll", () => this.rowDidScroll(row), { passive: true });
        this.rows.set(info.s, row);
      }
      this.layoutRow(row, info);
    }
    for (const [section, row] of this.rows) {
      if (!shown.has(section)) {
        row.strip.remove();
        this.rows.delete(section);
      }
    }
  }

  layoutRow(row, info) {
    const previous = row.info;
    row.info = info;
    const { strip, inner } = row;
    strip.dataset.section = info.s;
    strip.dataset.behavior = info.b;
    Object.assign(strip.style, { left: "0px", top: `${info.y - this.base}px`, width: `${info.w}px`, height: `${info.h}px` });
    Object.assign(inner.style, { width: `${info.len}px`, height: `${info.h}px` });
    if (!previous || previous.b !== info.b || previous.len !== info.len || previous.snap.join() !== info.snap.join()) {
      this.placeSnapMarkers(row, info);
    }
    // A row the person scrolled lately keeps the place they gave it: the server's answer may be older.
    if (Math.abs(rowOffset(strip) - info.o) >= 1 && !scrolledWithin(row.scrolledAt, PERSON_SCROLL_HOLD)) {
      row.expectedScrollLeft = info.o;
      setRowOffset(strip, info.o);
    }
  }

  /** Snap points as CSS scroll snapping wants them: markers at each resting offset of the row's behaviour. */
  placeSnapMarkers(row, info) {
    for (const marker of row.inner.querySelectorAll(".ocv-snap")) marker.remove();
    const [first, stride, count, page] = info.snap;
    const maximum = Math.max(0, info.len - info.w);
    const offsets = [];
    switch (info.b) {
      case "paging":
        for (let offset = 0; offset < maximum && offsets.length < MAXIMUM_SNAP_MARKERS; offset += Math.max(page, 1)) offsets.push(offset);
        offsets.push(maximum);
        break;
      case "continuousGroupLeadingBoundary":
      case "groupPaging":
      case "groupPagingCentered":
        for (let index = 0; index < count && offsets.length < MAXIMUM_SNAP_MARKERS; index++) {
          offsets.push(Math.min(maximum, Math.max(0, first + index * stride)));
        }
        break;
      default:
        row.strip.dataset.snap = "none";
        return;
    }
    // Every behaviour but .continuous comes to rest on one of its offsets; only the paging ones stop at each (the
    // markers' scroll-snap-stop), while a group-leading-boundary row may glide past many.
    row.strip.dataset.snap = "mandatory";
    // A right-to-left row's offsets count from its right end.
    const rightToLeft = isRightToLeft(row.strip);
    for (const offset of new Set(offsets)) {
      const marker = document.createElement("div");
      marker.className = "ocv-snap";
      marker.style.left = `${rightToLeft ? info.len - offset : offset}px`;
      row.inner.appendChild(marker);
    }
  }

  rowDidScroll(row) {
    const offset = rowOffset(row.strip);
    if (row.expectedScrollLeft != null && Math.abs(offset - row.expectedScrollLeft) < 1) {
      row.expectedScrollLeft = null;
      return;
    }
    row.expectedScrollLeft = null;
    row.scrolledAt = performance.now();
    if (row.pending) return;
    row.pending = true;
    requestAnimationFrame(() => {
      row.pending = false;
      this.send({ t: "row", cv: this.id, s: row.info.s, o: rowOffset(row.strip) });
    });
  }

  /** Whether the content under `node` (one of this collection view's elements) moves on its own: a fling, or a glide
   *  to rest, after a finger lifted, or the person's scroll of the orthogonal row holding it, still going. A finger
   *  that touches such content stops it, as on a phone, and is no tap: UIKit's scroll view keeps that touch from its
   *  cells. */
  movesOnItsOwn(node) {
    // Moving is scrolling now: a browser that tells no scroll's end (`scrollend`) must not leave content in flight.
    if (this.pan.phase === "glide" && scrolledWithin(this.lastScrollAt, STILL_AFTER)) return true;
    const strip = node.closest(".ocv-orthogonal-row");
    if (!strip) return false;
    for (const row of this.rows.values()) if (row.strip === strip) return scrolledWithin(row.scrolledAt, STILL_AFTER);
    return false;
  }

  /** Whether the collection view reads right to left. */
  isRightToLeft() {
    return this.container ? isRightToLeft(this.container) : false;
  }

  // MARK: Points

  /** The content point under a pointer event, in the collection view's content coordinates. */
  contentPoint(event) {
    const rect = this.contentNode.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top + this.base };
  }
}

// MARK: Right to left

/** Whether `box` reads (and scrolls) right to left: its scroll position is 0 at its right end and negative leftwards.
 *  Read from the `dir` attribute the window box carries, not the computed style, which would make the browser
 *  recompute styles in the middle of a scroll frame. */
export function isRightToLeft(box) {
  return box.closest("[dir]")?.getAttribute("dir") === "rtl";
}

/** A row's offset from its start (its right end when right to left), as the server counts it. */
function rowOffset(strip) {
  return isRightToLeft(strip) ? -strip.scrollLeft : strip.scrollLeft;
}

/** Scrolls a row to `offset` from its start. */
function setRowOffset(strip, offset) {
  strip.scrollLeft = isRightToLeft(strip) ? -offset : offset;
}

/** The content x at the left edge of a scrolling box, whichever way it scrolls. */
function contentScrollX(box) {
  return isRightToLeft(box) ? box.scrollWidth - box.clientWidth + box.scrollLeft : box.scrollLeft;
}

/** The `scrollLeft` that puts the content x `x` at the left edge of a scrolling box, whichever way it scrolls. */
function boxScrollLeft(box, x) {
  return isRightToLeft(box) ? x - (box.scrollWidth - box.clientWidth) : x;
}
