// Placeholders: the page's own copy of the layout (layout-engine.js, the server's engine compiled to WebAssembly)
// places every cell that scrolls into view before the server's answer comes: a box at the cell's own frame, with its
// section's cell background and a bar where its text will be, replaced in place by the real cell when it arrives. A
// fling, a slow network or a server that stalls shows the layout's structure, never an empty list. The server still
// owns content and truth: it sends the layout's description (`layout`) and what self-sizing measured (`measure`),
// and the real elements.

import { LayoutEngine } from "./layout-engine.js";

const ENGINE_URL = new URL("./layout-engine.wasm", import.meta.url);

/** The engine, loaded once for the page when a collection view first has a layout to solve. */
let loading = null;
function layoutEngine() {
  loading ??= LayoutEngine.load(ENGINE_URL).catch((error) => {
    console.warn(`[OpenCollectionView] the page's layout engine did not load: ${error}`);
    return null;
  });
  return loading;
}

export class Placeholders {
  /** Placeholders for `collection` (a CollectionView): its content box, base, offset and viewport. */
  constructor(collection) {
    this.collection = collection;
    this.layout = null;
    this.pending = null; // a layout entry waiting for the engine
    this.nodes = new Map(); // "section.item" → placeholder node
    this.shown = new Map(); // "section.item" → how many real cells show it (a cell fading out and its successor)
    this.backgrounds = new Map(); // section → the background its real cells have
  }

  /** Takes a collection view entry's `layout` (a description and every measurement, or null) and `measure` (the
   *  measurements since). Until the engine has loaded, they wait, in order. Answers how far the measurements moved
   *  the first cell meeting `view` (the visible rectangle, [x, y, width, height]) down the content, as the server's
   *  collection view keeps that cell in place: null when the page cannot tell (no copy of the layout yet). */
  apply(entry, view) {
    let shift = null;
    if (entry.layout !== undefined) {
      this.layout?.release();
      this.layout = null;
      const pending = entry.layout ? { description: entry.layout.d, measurements: [entry.layout.m] } : null;
      this.pending = pending;
      if (pending) {
        layoutEngine().then((engine) => {
          if (!engine || this.pending !== pending) return;
          this.pending = null;
          this.layout = engine.solve(pending.description);
          for (const measurements of pending.measurements) this.layout?.measure(measurements);
          this.draw();
        });
      }
    }
    if (entry.measure) {
      if (this.layout) {
        const anchor = this.firstCell(view);
        this.layout.measure(entry.measure);
        const moved = anchor && this.layout.itemFrame(anchor.section, anchor.item);
        shift = anchor && moved ? moved.y - anchor.y : 0;
      } else {
        this.pending?.measurements.push(entry.measure);
      }
    }
    return shift;
  }

  /** The cell meeting `rect` with the lowest index path (the server's collection view anchors on it), or null. */
  firstCell(rect) {
    let first = null;
    for (const element of this.layout.elements(...rect)) {
      if (element.category !== "cell") continue;
      if (!first || element.section < first.section || (element.section === first.section && element.item < first.item)) {
        first = element;
      }
    }
    return first;
  }

  /** A real cell now shows the item at `key` ("section.item"). */
  cellShown(key, node) {
    this.shown.set(key, (this.shown.get(key) ?? 0) + 1);
    // The cell's background configuration (drawn by the cell's own box, or a box in it), else the first view in it
    // with a background of its own.
    const backgroundBox = node.matches("[data-background]") ? node : node.querySelector("[data-background]");
    const background = (backgroundBox ?? node.querySelector('[style*="background"]'))?.style.background;
    if (background) this.backgrounds.set(key.split(".")[0], background);
    const placeholder = this.nodes.get(key);
    if (placeholder) {
      placeholder.remove();
      this.nodes.delete(key);
    }
  }

  /** A real cell no longer shows the item at `key`. */
  cellGone(key) {
    const count = (this.shown.get(key) ?? 1) - 1;
    if (count > 0) this.shown.set(key, count);
    else this.shown.delete(key);
  }

  /** Places a placeholder at every cell in and near the viewport that has no real cell, and removes the others.
   *  Costs one query of the engine (O(log sections + cells)) and the placeholders that change. */
  draw() {
    const collection = this.collection;
    if (!this.layout || !collection.contentNode) return;
    const height = collection.viewportHeight || 0;
    const width = collection.viewportWidth || 0;
    const { x, y } = collection.offset;
    // Half a screen beyond each edge, and ahead of a scroll as far as it goes in 50 ms (three frames, at most four
    // screens): the browser scrolls before the page hears of it, so what is drawn now must cover where the next
    // frames will be.
    const velocity = collection.scrollVelocity();
    const ahead = (speed, screen) => Math.min(Math.abs(speed) * 50, screen * 4);
    const left = x - width / 2 - (velocity.x < 0 ? ahead(velocity.x, width) : 0);
    const top = y - height / 2 - (velocity.y < 0 ? ahead(velocity.y, height) : 0);
    const right = x + width * 1.5 + (velocity.x > 0 ? ahead(velocity.x, width) : 0);
    const bottom = y + height * 1.5 + (velocity.y > 0 ? ahead(velocity.y, height) : 0);
    const rect = [left, top, right - left, bottom - top];
    const wanted = new Set();
    const rightToLeft = collection.isRightToLeft();
    for (const element of this.layout.elements(...rect)) {
      if (element.category !== "cell" || element.inRow) continue;
      const key = `${element.section}.${element.item}`;
      if (this.shown.has(key)) continue;
      wanted.add(key);
      let node = this.nodes.get(key);
      if (!node) {
        node = document.createElement("div");
        node.className = "ocv-placeholder";
        node.dataset.placeholder = "";
        node.dataset.indexPath = key;
        node.setAttribute("aria-hidden", "true");
        node.style.background = this.backgrounds.get(String(element.section)) ?? "";
        collection.contentNode.appendChild(node);
        this.nodes.set(key, node);
      }
      const x = rightToLeft ? collection.content[0] - element.x - element.width : element.x;
      const style = node.style;
      style.left = `${x}px`;
      style.top = `${element.y - collection.base}px`;
      style.width = `${element.width}px`;
      style.height = `${element.height}px`;
    }
    for (const [key, node] of this.nodes) {
      if (wanted.has(key)) continue;
      node.remove();
      this.nodes.delete(key);
    }
  }

  /** Moves the placeholders into a new content box (the screen was drawn again). */
  attach(contentNode) {
    for (const node of this.nodes.values()) contentNode.appendChild(node);
  }
}
