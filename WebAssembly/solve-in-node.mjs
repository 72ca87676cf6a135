// Solves layouts with the WebAssembly engine in Node, for the Swift tests that compare it with the server's engine
// (Tests/CompositionalLayoutEngineTests/WebAssemblyEngineTests.swift).
//
//   node WebAssembly/solve-in-node.mjs < corpus.json > answers.json
//
// The corpus: [{ "description": [numbers], "measurements": [numbers], "rects": [[x, y, width, height], …] }, …].
// The answers: for each layout, null when the engine solved nothing, else { "content": [width, height],
// "elements": [[category, section, item, x, y, width, height, zIndex], …] for each rect }.

import { readFileSync } from "node:fs";
import { LayoutEngine } from "../Sources/OpenCollectionViewWeb/Resources/client/layout-engine.js";

const here = new URL(".", import.meta.url);
const engine = await LayoutEngine.load(readFileSync(new URL("../Sources/OpenCollectionViewWeb/Resources/client/layout-engine.wasm", here)));
const corpus = JSON.parse(readFileSync(0, "utf8"));
const categories = { cell: 0, supplementary: 1, decoration: 2 };
const answers = corpus.map(({ description, measurements, rects }) => {
  const layout = engine.solve(description);
  if (!layout) return null;
  if (measurements.length && !layout.measure(measurements)) return null;
  const { width, height } = layout.contentSize;
  const elements = rects.map(([x, y, w, h]) => layout.elements(x, y, w, h).map((element) => [
    categories[element.category], element.section, element.item, element.x, element.y, element.width, element.height, element.zIndex,
  ]));
  layout.release();
  return { content: [width, height], elements };
});
process.stdout.write(JSON.stringify(answers));
