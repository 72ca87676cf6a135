// Describes layouts with the page's JavaScript describer (layout-description.js) in Node, for the Swift tests that
// compare its numbers with the server's `LayoutDescription` (Tests/CompositionalLayoutEngineTests/
// JavaScriptDescriptionTests.swift).
//
//   node WebAssembly/describe-in-node.mjs < layouts.json > numbers.json
//   node WebAssembly/describe-in-node.mjs measurements < measurements.json > numbers.json
//
// In: a JSON array of layout objects (`describeLayout`'s input) or, with `measurements`, of arrays of measurements
// (`describeMeasurements`' input). Out: for each, its numbers, or { "error": message } for input it refused — one
// answer per entry, so that one bad entry does not hide the others.

import { readFileSync } from "node:fs";
import {
  describeLayout, describeMeasurements,
} from "../Sources/OpenCollectionViewWeb/Resources/client/layout-description.js";

const describe = process.argv[2] === "measurements" ? describeMeasurements : describeLayout;
const entries = JSON.parse(readFileSync(0, "utf8"));
const answers = entries.map((entry) => {
  try {
    return describe(entry);
  } catch (error) {
    return { error: error.message };
  }
});
process.stdout.write(JSON.stringify(answers));
