// The layout engine in the page: the server's own engine (CompositionalLayoutEngine), compiled with Embedded Swift to
// WebAssembly (layout-engine.wasm, built by scripts/build-wasm). Given a layout's description — the numbers the server
// sends (`LayoutDescription`: a compositional layout's, or a flow layout's with its items' sizes) — it solves the
// layout here and answers which elements meet any rectangle, and where, without asking the server: the live page
// places what scrolls into view before its answer comes. It works in any page, with or without a live host, and in
// Node.
//
//   const engine = await LayoutEngine.load("/ocv/client/layout-engine.wasm");
//   const layout = engine.solve(description);                // an array of numbers
//   layout.elements(0, 5_000_000, 390, 844);                 // [{ category: "cell", section, item, x, y, … }, …]
//   layout.itemFrame(0, 12);                                 // { x, y, width, height }
//   layout.release();
//
// Solving costs what the server's does (O(sections), plus the items of a flow layout's per-item sections it builds
// whole); a query costs O(log sections + elements returned), plus the lines of a flow section it builds first.

const CATEGORIES = ["cell", "supplementary", "decoration"];

export class LayoutEngine {
  /** Loads the engine from `source`: a URL to fetch, or the module's bytes (an ArrayBuffer or typed array). */
  static async load(source) {
    const bytes = typeof source === "string" || source instanceof URL ? await (await fetch(source)).arrayBuffer() : source;
    const { instance } = await WebAssembly.instantiate(bytes, {});
    return new LayoutEngine(instance.exports);
  }

  constructor(exports) {
    this.exports = exports;
    this.stride = exports.ocv_element_stride();
    this.output = { pointer: 0, capacity: 0 };
  }

  /** The layout `description` (an array of numbers) describes, solved; `null` when it describes none. */
  solve(description) {
    const handle = this.withNumbers(description, (pointer, count) => this.exports.ocv_solve(pointer, count));
    return handle === 0 ? null : new Layout(this, handle);
  }

  /** Runs `body` with `numbers` copied into the module's memory as Float64s. */
  withNumbers(numbers, body) {
    const count = numbers.length;
    const pointer = this.exports.ocv_alloc(Math.max(count, 1) * 8);
    try {
      new Float64Array(this.exports.memory.buffer, pointer, count).set(numbers);
      return body(pointer, count);
    } finally {
      this.exports.ocv_free(pointer);
    }
  }

  /** The output buffer, with room for `elements` elements (it grows and stays). */
  outputFor(elements) {
    if (this.output.capacity < elements) {
      if (this.output.pointer) this.exports.ocv_free(this.output.pointer);
      const capacity = Math.max(elements, 2 * this.output.capacity, 256);
      this.output = { pointer: this.exports.ocv_alloc(capacity * this.stride * 8), capacity };
    }
    return this.output;
  }
}

/** A solved layout, kept in the engine until released. */
export class Layout {
  constructor(engine, handle) {
    this.engine = engine;
    this.handle = handle;
  }

  /** Applies what self-sizing measured (numbers as the server sends them); whether they were measurements. */
  measure(measurements) {
    return this.engine.withNumbers(measurements, (pointer, count) => this.engine.exports.ocv_measure(this.handle, pointer, count)) === 1;
  }

  /** The content's size. */
  get contentSize() {
    const length = this.engine.exports.ocv_content_length;
    return { width: length(this.handle, 0), height: length(this.handle, 1) };
  }

  /** Every element that meets the rectangle: its category ("cell", "supplementary", "decoration"), section, item
   *  (-1 for an element of a section or the layout as a whole), frame, zIndex, and whether it rides an orthogonal row
   *  (its frame is then the row's at rest). */
  elements(x, y, width, height) {
    const { exports, stride } = this.engine;
    let output = this.engine.outputFor(256);
    let count = exports.ocv_elements(this.handle, x, y, width, height, output.pointer, output.capacity);
    if (count > output.capacity) {
      output = this.engine.outputFor(count);
      count = exports.ocv_elements(this.handle, x, y, width, height, output.pointer, output.capacity);
    }
    const numbers = new Float64Array(exports.memory.buffer, output.pointer, count * stride);
    const elements = new Array(count);
    for (let index = 0; index < count; index++) {
      const at = index * stride;
      elements[index] = {
        category: CATEGORIES[numbers[at]], section: numbers[at + 1], item: numbers[at + 2],
        x: numbers[at + 3], y: numbers[at + 4], width: numbers[at + 5], height: numbers[at + 6],
        zIndex: numbers[at + 7], inRow: numbers[at + 8] === 1,
      };
    }
    return elements;
  }

  /** The frame of the cell for `item` in `section` ({ x, y, width, height }), or null when the layout places none. */
  itemFrame(section, item) {
    const { exports } = this.engine;
    const output = this.engine.outputFor(1);
    if (exports.ocv_item_frame(this.handle, section, item, output.pointer) !== 1) return null;
    const [x, y, width, height] = new Float64Array(exports.memory.buffer, output.pointer, 4);
    return { x, y, width, height };
  }

  /** Frees the layout in the engine. */
  release() {
    if (this.handle) this.engine.exports.ocv_release(this.handle);
    this.handle = 0;
  }
}
