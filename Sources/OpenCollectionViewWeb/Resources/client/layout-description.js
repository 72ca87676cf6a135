// A compositional layout described in JavaScript, as the numbers the layout engine reads (layout-engine.js): the
// numbers the server's `LayoutDescription` writes (format version 1, Sources/CompositionalLayoutEngine/Description/
// LayoutDescription.swift), so that a page with no server can describe its own layout and solve it in the page.
//
//   import { describeLayout } from "./layout-description.js";
//   const numbers = describeLayout({
//     container: { width: 390, height: 844 }, scale: 3,
//     sections: [{
//       items: 1_000_000,
//       group: {
//         axis: "horizontal",
//         size: { width: { fractionalWidth: 1 }, height: { absolute: 100 } },
//         subitems: [{ item: { size: { width: { fractionalWidth: 0.25 }, height: { fractionalHeight: 1 } } } }],
//       },
//     }],
//   });
//   const layout = engine.solve(numbers);
//
// The vocabulary is UIKit's (NSCollectionLayoutSection, NSCollectionLayoutGroup, NSCollectionLayoutItem …), with
// plain objects for its types:
//
//   layout       { container: { width, height }, scale (1…4), safeAreaInsets, layoutMargins, readableContentInsets,
//                  configuration, sections }
//   configuration { scrollDirection: "vertical" | "horizontal", interSectionSpacing, contentInsetsReference,
//                  boundarySupplementaryItems }
//   section      { items (how many), group (null: a section with no layout), contentInsets, contentInsetsReference,
//                  interGroupSpacing, supplementariesFollowContentInsets, boundarySupplementaryItems,
//                  decorationItems, orthogonalScrollingBehavior, paddingBefore, paddingAfter }
//   group        { axis: "horizontal" | "vertical", size, contentInsets, edgeSpacing, interItemSpacing,
//                  supplementaryItems, and one of
//                    subitems: [subitem, …]            as many as fit (UIKit's subitems:); with count, exactly that
//                                                      many, cycling through them
//                    subitem: subitem, count           count copies sharing the group's length (subitem:count:)
//                    repeatingSubitem: subitem, count  count copies at their own size (repeatingSubitem:count:) }
//   subitem      { item: item } | { group: group }
//   item         { size, contentInsets, edgeSpacing, supplementaryItems, zIndex }
//   size         { width: dimension, height: dimension }
//   dimension    { absolute: n } | { estimated: n } | { fractionalWidth: n } | { fractionalHeight: n }
//                | { uniformAcrossSiblings: n }
//   insets       { top, leading, bottom, trailing }          (any left out are 0)
//   spacing      { fixed: n } | { flexible: n } | null
//   edgeSpacing  { leading, top, trailing, bottom }           (spacings; any left out are none)
//   supplementaryItem { elementKind, size, containerAnchor, itemAnchor, zIndex, contentInsets, isDecoration }
//   anchor       { edges: "top" | ["top", "trailing"] …, absoluteOffset: { x, y } or fractionalOffset: { x, y } }
//   boundarySupplementaryItem { elementKind, size, alignment ("top", "topLeading", "leading", "bottomLeading",
//                  "bottom", "bottomTrailing", "trailing", "topTrailing"), absoluteOffset, extendsBoundary,
//                  pinToVisibleBounds, zIndex, contentInsets }
//   decorationItem { elementKind, zIndex, contentInsets }     (a section background)
//
// What is left out takes the default the Swift specs' initialisers give it. Bad input throws a
// `LayoutDescriptionError` whose message starts with the field's path ("sections[0].group.size.width: …"): numbers
// the engine would refuse are never made. Custom groups and waterfall sections run app code (an item provider,
// estimates) and cannot be described.

/** The format's version: the first number. */
export const FORMAT_VERSION = 1;

/** Input `describeLayout` or `describeMeasurements` cannot describe; `field` is the path of the field at fault. */
export class LayoutDescriptionError extends Error {
  constructor(field, problem) {
    super(`${field}: ${problem}`);
    this.name = "LayoutDescriptionError";
    this.field = field;
  }
}

// The limits of the Swift reader, so that describing fails here, with a reason, rather than solving nothing.
const MAXIMUM_COUNT = 1e9; // counts, indexes and zIndexes stay below it
const MAXIMUM_CONTAINER_SIDE = 100_000;
const MAXIMUM_STRING_BYTES = 1_000;
const MAXIMUM_GROUP_DEPTH = 32;

const utf8 = new TextEncoder();

// Enumerations travel as their case's position in the Swift enumeration.
const DIMENSION_KINDS = ["absolute", "estimated", "fractionalWidth", "fractionalHeight", "uniformAcrossSiblings"];
const INSETS_REFERENCES = ["automatic", "none", "safeArea", "layoutMargins", "readableContent"];
const ORTHOGONAL_BEHAVIORS = [
  "none", "continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging", "groupPagingCentered",
];
// Edges as RectEdges' bits; an alignment is the edges it sits on.
const EDGES = { top: 1, leading: 2, bottom: 4, trailing: 8, all: 15 };
const ALIGNMENTS = {
  top: 1, topLeading: 3, leading: 2, bottomLeading: 6, bottom: 4, bottomTrailing: 12, trailing: 8, topTrailing: 9,
};

/** The numbers that describe `layout` (see the top of this file), for `LayoutEngine.solve`. */
export function describeLayout(layout) {
  const writer = new Writer();
  const root = new Fields(layout, "", [
    "container", "scale", "safeAreaInsets", "layoutMargins", "readableContentInsets", "configuration", "sections",
  ]);
  writer.number(FORMAT_VERSION);
  writer.configuration(root.object("configuration", {}));
  writer.environment(root);
  const sections = root.array("sections");
  writer.count(sections.length);
  sections.forEach((section, index) => writer.section(section, `sections[${index}]`));
  return writer.numbers;
}

/** The numbers that carry what self-sizing measured — `[{ kind, indexPath, width, height }, …]`, `kind` null (or
 *  left out) for a cell, else the supplementary view's kind — for `Layout.measure`. */
export function describeMeasurements(measurements) {
  if (!Array.isArray(measurements)) refuse("measurements", `must be an array, not ${describe(measurements)}`);
  const writer = new Writer();
  writer.count(measurements.length);
  measurements.forEach((measurement, index) => {
    const fields = new Fields(measurement, `measurements[${index}]`, ["kind", "indexPath", "width", "height"]);
    const kind = fields.optionalString("kind");
    writer.flag(kind !== null);
    if (kind !== null) writer.string(kind);
    const indexPath = fields.array("indexPath");
    if (indexPath.length < 1 || indexPath.length > 2) {
      refuse(fields.path("indexPath"), "must be [section, item], or [index] for the layout's own boundary items");
    }
    writer.count(indexPath.length);
    indexPath.forEach((value, position) => {
      writer.count(wholeNumber(value, `${fields.path("indexPath")}[${position}]`));
    });
    writer.number(fields.number("width"));
    writer.number(fields.number("height"));
  });
  return writer.numbers;
}

// MARK: Reading the author's objects

function refuse(path, problem) {
  throw new LayoutDescriptionError(path, problem);
}

function isObject(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** `value` as a message names it. */
function describe(value) {
  if (value === null || value === undefined) return String(value);
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return "an object";
  return typeof value === "string" ? JSON.stringify(value) : String(value);
}

/** `value`, a whole number from `minimum` up that the format can carry. */
function wholeNumber(value, path, minimum = 0) {
  if (!Number.isInteger(value) || value < minimum || value >= MAXIMUM_COUNT) {
    refuse(path, `must be a whole number from ${minimum} up (below 1e9), not ${describe(value)}`);
  }
  return value;
}

/** One of the author's objects, read field by field: a field it does not know, or one of the wrong type, throws with
 *  the field's path, so that a typo never silently falls back to a default. */
class Fields {
  constructor(object, path, known) {
    if (!isObject(object)) refuse(path || "layout", `must be an object, not ${describe(object)}`);
    for (const key of Object.keys(object)) {
      if (known.includes(key)) continue;
      refuse(path ? `${path}.${key}` : key, `is not a field here (fields: ${known.join(", ")})`);
    }
    this.raw = object;
    this.base = path;
  }

  /** The path of field `key`; the layout's own fields are named alone ("sections[0]", "scale"). */
  path(key) {
    return this.base === "" ? key : `${this.base}.${key}`;
  }

  has(key) {
    return this.raw[key] !== undefined;
  }

  /** The field's value; `fallback` when it is left out, and a throw when there is none. */
  value(key, fallback) {
    const value = this.raw[key];
    if (value !== undefined) return value;
    if (fallback === undefined) refuse(this.path(key), "is required");
    return fallback;
  }

  number(key, fallback) {
    const value = this.value(key, fallback);
    if (typeof value !== "number" || !Number.isFinite(value)) {
      refuse(this.path(key), `must be a finite number, not ${describe(value)}`);
    }
    return value;
  }

  boolean(key, fallback) {
    const value = this.value(key, fallback);
    if (typeof value !== "boolean") refuse(this.path(key), `must be true or false, not ${describe(value)}`);
    return value;
  }

  /** A zIndex: any whole number (a background decoration far behind, at -10, is common). */
  zIndex(key, fallback) {
    return wholeNumber(this.value(key, fallback), this.path(key), -(MAXIMUM_COUNT - 1));
  }

  /** The position of the field's value among `names`. */
  choice(key, names, fallback) {
    const index = names.indexOf(this.value(key, fallback));
    if (index < 0) refuse(this.path(key), `must be one of ${names.join(", ")}, not ${describe(this.raw[key])}`);
    return index;
  }

  /** A string, or null when the field is null or left out. */
  optionalString(key) {
    const value = this.raw[key];
    return value === undefined || value === null ? null : this.string(key);
  }

  string(key) {
    const value = this.value(key);
    if (typeof value !== "string" || value.length === 0) {
      refuse(this.path(key), `must be a non-empty string, not ${describe(value)}`);
    }
    if (utf8.encode(value).length > MAXIMUM_STRING_BYTES) {
      refuse(this.path(key), `must be at most ${MAXIMUM_STRING_BYTES} bytes of UTF-8`);
    }
    return value;
  }

  array(key, fallback) {
    const value = this.value(key, fallback);
    if (!Array.isArray(value)) refuse(this.path(key), `must be an array, not ${describe(value)}`);
    return value;
  }

  object(key, fallback) {
    const value = this.value(key, fallback);
    if (!isObject(value)) refuse(this.path(key), `must be an object, not ${describe(value)}`);
    return value;
  }
}

// MARK: Writing, in the order of the Swift `Writer`

class Writer {
  constructor() {
    this.numbers = [];
  }

  number(value) {
    this.numbers.push(value);
  }

  count(value) {
    this.numbers.push(value);
  }

  flag(value) {
    this.numbers.push(value ? 1 : 0);
  }

  /** Its UTF-8 length, then its bytes. */
  string(text) {
    const bytes = utf8.encode(text);
    this.count(bytes.length);
    for (const byte of bytes) this.numbers.push(byte);
  }

  /** `fields`' insets `key`; none when it is left out. */
  insets(fields, key) {
    const insets = new Fields(fields.object(key, {}), fields.path(key), ["top", "leading", "bottom", "trailing"]);
    for (const edge of ["top", "leading", "bottom", "trailing"]) this.number(insets.number(edge, 0));
  }

  dimension(value, path) {
    const keys = isObject(value) ? Object.keys(value) : [];
    if (keys.length !== 1 || !DIMENSION_KINDS.includes(keys[0])) {
      const given = keys.length === 1 ? `"${keys[0]}"` : describe(value);
      const kinds = DIMENSION_KINDS.map((kind) => `{ ${kind}: n }`).join(", ");
      refuse(path, `unknown dimension ${given}: use one of ${kinds}`);
    }
    const kind = keys[0];
    const amount = value[kind];
    if (typeof amount !== "number" || !Number.isFinite(amount) || amount <= 0) {
      refuse(`${path}.${kind}`, `must be a number above 0, not ${describe(amount)}`);
    }
    this.count(DIMENSION_KINDS.indexOf(kind));
    this.number(amount);
  }

  size(value, path) {
    const size = new Fields(value, path, ["width", "height"]);
    this.dimension(size.value("width"), size.path("width"));
    this.dimension(size.value("height"), size.path("height"));
  }

  /** A spacing; null (or left out) is none, which Swift writes as kind 0. */
  spacing(value, path) {
    if (value === null || value === undefined) {
      this.count(0);
      this.number(0);
      return;
    }
    const keys = isObject(value) ? Object.keys(value) : [];
    if (keys.length !== 1 || (keys[0] !== "fixed" && keys[0] !== "flexible")) {
      const given = keys.length === 1 ? `{ ${keys[0]}: … }` : describe(value);
      refuse(path, `must be { fixed: n }, { flexible: n } or null, not ${given}`);
    }
    const amount = new Fields(value, path, keys).number(keys[0]);
    this.count(keys[0] === "fixed" ? 1 : 2);
    this.number(amount);
  }

  edgeSpacing(fields, key) {
    const edges = new Fields(fields.object(key, {}), fields.path(key), ["leading", "top", "trailing", "bottom"]);
    for (const edge of ["leading", "top", "trailing", "bottom"]) this.spacing(edges.raw[edge], edges.path(edge));
  }

  /** Edge names ("top", or an array of them) as RectEdges' bits. */
  edges(value, path) {
    const names = typeof value === "string" ? [value] : value;
    if (!Array.isArray(names)) refuse(path, `must be an edge or an array of edges, not ${describe(value)}`);
    let bits = 0;
    names.forEach((name, index) => {
      if (!Object.hasOwn(EDGES, name)) {
        const at = typeof value === "string" ? path : `${path}[${index}]`;
        refuse(at, `must be one of ${Object.keys(EDGES).join(", ")}, not ${describe(name)}`);
      }
      bits |= EDGES[name];
    });
    return bits;
  }

  /** `fields`' offset `key` as [x, y]; zero when it is left out. */
  point(fields, key) {
    const point = new Fields(fields.object(key, {}), fields.path(key), ["x", "y"]);
    return [point.number("x", 0), point.number("y", 0)];
  }

  anchor(value, path) {
    const anchor = new Fields(value, path, ["edges", "absoluteOffset", "fractionalOffset"]);
    if (anchor.has("absoluteOffset") && anchor.has("fractionalOffset")) {
      refuse(path, "takes absoluteOffset or fractionalOffset, not both");
    }
    const fractional = anchor.has("fractionalOffset");
    const [x, y] = this.point(anchor, fractional ? "fractionalOffset" : "absoluteOffset");
    this.count(this.edges(anchor.value("edges"), anchor.path("edges")));
    this.number(x);
    this.number(y);
    this.flag(fractional);
  }

  /** An item's or a group's supplementary item (a badge, a separator). */
  supplementary(value, path) {
    const item = new Fields(value, path, [
      "elementKind", "size", "containerAnchor", "itemAnchor", "zIndex", "contentInsets", "isDecoration",
    ]);
    this.size(item.value("size"), item.path("size"));
    this.string(item.string("elementKind"));
    this.anchor(item.value("containerAnchor"), item.path("containerAnchor"));
    const itemAnchor = item.raw.itemAnchor ?? null;
    this.flag(itemAnchor !== null);
    if (itemAnchor !== null) this.anchor(itemAnchor, item.path("itemAnchor"));
    this.count(item.zIndex("zIndex", 1));
    this.insets(item, "contentInsets");
    this.flag(item.boolean("isDecoration", false));
  }

  supplementaries(fields) {
    const items = fields.array("supplementaryItems", []);
    this.count(items.length);
    items.forEach((item, index) => this.supplementary(item, `${fields.path("supplementaryItems")}[${index}]`));
  }

  boundary(value, path) {
    const item = new Fields(value, path, [
      "elementKind", "size", "alignment", "absoluteOffset", "extendsBoundary", "pinToVisibleBounds", "zIndex",
      "contentInsets",
    ]);
    this.size(item.value("size"), item.path("size"));
    this.string(item.string("elementKind"));
    const alignment = item.value("alignment");
    if (!Object.hasOwn(ALIGNMENTS, alignment)) {
      const names = Object.keys(ALIGNMENTS).join(", ");
      refuse(item.path("alignment"), `must be one of ${names}, not ${describe(alignment)}`);
    }
    this.count(ALIGNMENTS[alignment]);
    const [x, y] = this.point(item, "absoluteOffset");
    this.number(x);
    this.number(y);
    this.flag(item.boolean("extendsBoundary", true));
    this.flag(item.boolean("pinToVisibleBounds", false));
    this.count(item.zIndex("zIndex", 1));
    this.insets(item, "contentInsets");
  }

  boundaries(fields) {
    const items = fields.array("boundarySupplementaryItems", []);
    this.count(items.length);
    items.forEach((item, index) => this.boundary(item, `${fields.path("boundarySupplementaryItems")}[${index}]`));
  }

  configuration(value) {
    const configuration = new Fields(value, "configuration", [
      "scrollDirection", "interSectionSpacing", "contentInsetsReference", "boundarySupplementaryItems",
    ]);
    this.flag(configuration.choice("scrollDirection", ["vertical", "horizontal"], "vertical") === 1);
    this.number(configuration.number("interSectionSpacing", 0));
    this.count(configuration.choice("contentInsetsReference", INSETS_REFERENCES, "safeArea"));
    this.boundaries(configuration);
  }

  environment(root) {
    const container = new Fields(root.object("container"), "container", ["width", "height"]);
    for (const side of ["width", "height"]) {
      const length = container.number(side);
      if (length < 0 || length > MAXIMUM_CONTAINER_SIDE) {
        refuse(container.path(side), `must be from 0 to ${MAXIMUM_CONTAINER_SIDE}, not ${length}`);
      }
      this.number(length);
    }
    const scale = root.number("scale");
    if (scale < 1 || scale > 4) refuse("scale", `must be from 1 to 4 (points per device pixel), not ${scale}`);
    this.number(scale);
    this.insets(root, "safeAreaInsets");
    this.insets(root, "layoutMargins");
    this.insets(root, "readableContentInsets");
  }

  section(value, path) {
    const section = new Fields(value, path, [
      "items", "group", "contentInsets", "contentInsetsReference", "interGroupSpacing",
      "supplementariesFollowContentInsets", "boundarySupplementaryItems", "decorationItems",
      "orthogonalScrollingBehavior", "paddingBefore", "paddingAfter",
    ]);
    this.count(wholeNumber(section.value("items"), section.path("items")));
    const group = section.value("group");
    if (group === null) {
      // A section the section provider gave no layout: its item count alone.
      const extra = Object.keys(value).find((key) => key !== "items" && key !== "group");
      if (extra) refuse(section.path(extra), "a section with no group (null) takes no other fields");
      this.flag(false);
      return;
    }
    this.flag(true);
    this.group(group, section.path("group"), 0);
    this.insets(section, "contentInsets");
    this.count(section.choice("contentInsetsReference", INSETS_REFERENCES, "automatic"));
    this.number(section.number("interGroupSpacing", 0));
    this.flag(section.boolean("supplementariesFollowContentInsets", true));
    this.boundaries(section);
    const decorations = section.array("decorationItems", []);
    this.count(decorations.length);
    decorations.forEach((decoration, index) => {
      const path = `${section.path("decorationItems")}[${index}]`;
      const item = new Fields(decoration, path, ["elementKind", "zIndex", "contentInsets"]);
      this.string(item.string("elementKind"));
      this.count(item.zIndex("zIndex", 0));
      this.insets(item, "contentInsets");
    });
    this.count(section.choice("orthogonalScrollingBehavior", ORTHOGONAL_BEHAVIORS, "none"));
    this.number(section.number("paddingBefore", 0));
    this.number(section.number("paddingAfter", 0));
  }

  group(value, path, depth) {
    if (depth >= MAXIMUM_GROUP_DEPTH) refuse(path, `groups nest at most ${MAXIMUM_GROUP_DEPTH} deep`);
    const group = new Fields(value, path, [
      "axis", "size", "subitems", "subitem", "repeatingSubitem", "count", "contentInsets", "edgeSpacing",
      "interItemSpacing", "supplementaryItems",
    ]);
    if (group.value("axis") === "custom") {
      refuse(group.path("axis"), "custom groups run app code (their item provider) and cannot be described");
    }
    const horizontal = group.choice("axis", ["horizontal", "vertical"]) === 0;
    this.count(horizontal ? 0 : 1);
    this.size(group.value("size"), group.path("size"));
    this.insets(group, "contentInsets");
    this.edgeSpacing(group, "edgeSpacing");
    const ways = ["subitems", "subitem", "repeatingSubitem"].filter((key) => group.has(key));
    if (ways.length !== 1) refuse(path, "takes one of subitems, subitem (with count) or repeatingSubitem (with count)");
    const way = ways[0];
    let subitems;
    let count = -1; // as many as fit
    if (way === "subitems") {
      subitems = group.array("subitems");
      if (subitems.length === 0) refuse(group.path("subitems"), "must hold at least one subitem");
      if (group.has("count")) count = wholeNumber(group.value("count"), group.path("count"), 1);
    } else {
      count = wholeNumber(group.value("count"), group.path("count"), 1);
      subitems = [group.value(way)];
    }
    this.count(count);
    this.spacing(group.raw.interItemSpacing, group.path("interItemSpacing"));
    this.supplementaries(group);
    this.count(subitems.length);
    // UIKit's subitem:count: sizes each copy at 1/count of the group along its axis, whatever its own size says.
    const shared = horizontal ? { width: { fractionalWidth: 1 / count } } : { height: { fractionalHeight: 1 / count } };
    subitems.forEach((subitem, index) => {
      const at = way === "subitems" ? `${path}.subitems[${index}]` : group.path(way);
      this.subitem(subitem, at, depth, way === "subitem" ? shared : null);
    });
  }

  /** An item or a nested group, its size along the group's axis replaced by `resize` when it has one. */
  subitem(value, path, depth, resize) {
    const keys = isObject(value) ? Object.keys(value) : [];
    if (keys.length !== 1 || (keys[0] !== "item" && keys[0] !== "group")) {
      refuse(path, `must be { item: … } or { group: … }, not ${describe(value)}`);
    }
    let element = value[keys[0]];
    if (resize && isObject(element) && isObject(element.size)) {
      element = { ...element, size: { ...element.size, ...resize } };
    }
    if (keys[0] === "group") {
      this.count(1);
      this.group(element, `${path}.group`, depth + 1);
      return;
    }
    const item = new Fields(element, `${path}.item`, [
      "size", "contentInsets", "edgeSpacing", "supplementaryItems", "zIndex",
    ]);
    this.count(0);
    this.size(item.value("size"), item.path("size"));
    this.insets(item, "contentInsets");
    this.edgeSpacing(item, "edgeSpacing");
    this.supplementaries(item);
    this.count(item.zIndex("zIndex", 0));
  }
}
