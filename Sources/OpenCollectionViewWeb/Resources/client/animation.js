// Animation: one duration and curve for everything that moves (UIKit's default, about 0.3 s ease-in-out), fades for
// what appears and goes, glides for what moves, slides for screens. With reduced motion, glides and slides are fades.

import { prefersReducedMotion } from "./environment.js";

export const DURATION = 300;
export const EASING = "cubic-bezier(0.42, 0, 0.58, 1)";

/** Runs `change` with the elements (`nodes()` lists them) gliding from where they are on screen to where it puts
 *  them, or fading with reduced motion, when `animated`. Glides are transform animations added to the element's own
 *  transform (the compositor runs them; nothing is laid out again per frame); an element already gliding starts from
 *  where its glide has taken it. Only an element that `seen(node, top, height)` says meets the viewport before or
 *  after glides (its box's top and height as its style places it): the compositor declines a glide nobody sees, and
 *  the page would then tick it on its main thread every frame — a filtered list's rows drawn ahead of the viewport
 *  made most of a keystroke's answer wait on those ticks. An element whose size changes, and a swiped row,
 *  transition in CSS: the class that turns the transitions on goes on those elements alone, since a class on the
 *  content would restyle every element of it, twice per update — the most expensive thing a keystroke's answer
 *  could do. */
export function animating(nodes, animated, change, seen = () => true) {
  if (!animated) {
    change();
    return;
  }
  const reduced = prefersReducedMotion();
  const before = new Map();
  for (const node of nodes()) before.set(node, shownBox(node));
  change();
  const transitioning = [];
  for (const node of nodes()) {
    const from = before.get(node);
    if (!from) continue;
    if (!reduced) {
      const to = { y: parseFloat(node.style.top) || 0, height: parseFloat(node.style.height) || 0 };
      if (seen(node, from.y, parseFloat(from.height) || 0) || seen(node, to.y, to.height)) glide(node, from);
      else stopGliding(node);
    }
    const style = node.style;
    const changed = reduced
      ? style.opacity !== from.opacity
      : style.width !== from.width || style.height !== from.height || from.swiped || node.classList.contains("ocv-swipe");
    if (!changed) continue;
    node.classList.add(reduced ? "ocv-fading" : "ocv-gliding");
    transitioning.push(node);
  }
  if (transitioning.length === 0) return;
  setTimeout(() => {
    for (const node of transitioning) node.classList.remove("ocv-gliding", "ocv-fading");
  }, DURATION + 50);
}

/** What `animating` compares: where `node` shows now, its size and opacity as its style says, and whether it is a
 *  swiped row. Read from the style, never from layout. */
function shownBox(node) {
  const style = node.style;
  return { ...shownPlace(node), width: style.width, height: style.height, opacity: style.opacity, swiped: node.classList.contains("ocv-swipe") };
}

/** Where `node` shows now: its box's place (its style, read without laying the page out) plus what is left of its
 *  glide. */
function shownPlace(node) {
  let x = parseFloat(node.style.left) || 0;
  let y = parseFloat(node.style.top) || 0;
  const glide = node.ocvGlide;
  const progress = glide?.animation.effect.getComputedTiming().progress;
  if (progress != null) {
    x += glide.dx * (1 - progress);
    y += glide.dy * (1 - progress);
  }
  return { x, y };
}

/** Moves `node` from `from` to its box's place now, over the animation's duration. */
function glide(node, from) {
  const dx = from.x - (parseFloat(node.style.left) || 0);
  const dy = from.y - (parseFloat(node.style.top) || 0);
  stopGliding(node);
  if (Math.abs(dx) < 0.5 && Math.abs(dy) < 0.5) return;
  const animation = node.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: "translate(0px, 0px)" }], {
    duration: DURATION,
    easing: EASING,
  });
  node.ocvGlide = { animation, dx, dy };
  animation.onfinish = () => {
    if (node.ocvGlide?.animation === animation) node.ocvGlide = null;
  };
}

/** Ends `node`'s glide where it is: it shows at its box's place. */
function stopGliding(node) {
  node.ocvGlide?.animation.cancel();
  node.ocvGlide = null;
}

/** A custom layout's end of an element's animation in a batch update ({ m: the CSS matrix that draws the element's
 *  box where the layout says, o: opacity, z: stacking order}), as keyframe values; with reduced motion, its opacity
 *  alone. */
function layoutEnd({ m, o, z }) {
  return prefersReducedMotion() ? { opacity: o, zIndex: z } : { transform: `matrix(${m.join(",")})`, opacity: o, zIndex: z };
}

/** The element's own look, as keyframe values, held at stacking order `z` while it animates. */
function ownLook(node, z) {
  const own = { opacity: node.style.opacity || "1", zIndex: z };
  return prefersReducedMotion() ? own : { ...own, transform: node.style.transform || "none" };
}

/** Animates `node`, in its place, from where its layout says it appears from (its initial layout attributes) to
 *  its own look, instead of a fade or a glide. */
export function appearFrom(node, end) {
  stopGliding(node);
  node.animate([layoutEnd(end), ownLook(node, end.z)], { duration: DURATION, easing: EASING });
}

/** Animates `node` from its own look to where its layout says it goes (its final layout attributes), then removes
 *  it. It takes no events meanwhile. */
export function disappearTo(node, end) {
  node.inert = true;
  const animation = node.animate([ownLook(node, end.z), layoutEnd(end)], { duration: DURATION, easing: EASING, fill: "forwards" });
  animation.onfinish = () => {
    const box = node.parentNode;
    node.remove();
    if (box) removeIfEmpty(box);
  };
}

/** Fades the elements an update adds in, and those it removes out, a group at a time: each parent's added elements
 *  go into one box that fades in, its removed ones into one that fades out. One animation per group rather than one
 *  per element: a keystroke that filters a list adds and removes dozens of rows, and a browser composites every
 *  animated box on its own (software-rendered, that was most of a keystroke's cost). The boxes sit at their parent's
 *  origin, so the elements in them keep their places; once faded in, a box is no stacking context (no opacity, no
 *  transform) and its elements stay in it, stacked with their parent's others — moving them out would be DOM work for
 *  nothing. An emptied box goes. */
export class FadeGroups {
  constructor() {
    this.pending = new Map(); // parent → { incoming, outgoing } made since the last start()
  }

  /** Fades `node` (just placed in its parent) in with the others of this update. */
  fadeIn(node) {
    this.group(placeOf(node), "incoming").appendChild(node);
  }

  /** Fades `node` out with the others of this update, then removes it. It takes no events meanwhile. */
  fadeOutAndRemove(node) {
    const box = node.parentNode;
    if (!box) return;
    this.group(placeOf(node), "outgoing").appendChild(node);
    removeIfEmpty(box);
  }

  group(parent, kind) {
    let groups = this.pending.get(parent);
    if (!groups) {
      groups = {};
      this.pending.set(parent, groups);
    }
    if (!groups[kind]) {
      const box = document.createElement("div");
      box.className = "ocv-fade-group";
      box.setAttribute("role", "presentation");
      if (kind === "outgoing") box.inert = true;
      parent.appendChild(box);
      groups[kind] = box;
    }
    return groups[kind];
  }

  /** Starts the fades of this update's groups. */
  start() {
    for (const { incoming, outgoing } of this.pending.values()) {
      if (incoming) {
        incoming.ocvFading = true;
        const animation = incoming.animate([{ opacity: 0 }, { opacity: 1 }], { duration: DURATION, easing: EASING });
        animation.onfinish = () => {
          incoming.ocvFading = false;
          removeIfEmpty(incoming);
        };
      }
      if (outgoing) {
        const animation = outgoing.animate([{ opacity: 1 }, { opacity: 0 }], { duration: DURATION, easing: EASING, fill: "forwards" });
        animation.onfinish = () => outgoing.remove();
      }
    }
    this.pending.clear();
  }
}

/** The box an element lives in: its parent, or its fade group's. */
export function placeOf(node) {
  const parent = node.parentNode;
  return parent?.classList?.contains("ocv-fade-group") ? parent.parentNode : parent;
}

/** Removes `box` when it is a fade group that holds nothing and fades nothing. */
export function removeIfEmpty(box) {
  if (box.classList?.contains("ocv-fade-group") && !box.ocvFading && !box.firstChild) box.remove();
}

/** Slides `incoming` in over `outgoing` (a push) or `outgoing` off `incoming` (a pop); `outgoing` is removed after. */
export function slideScreens(outgoing, incoming, kind) {
  const forward = kind === "push" || kind === "present";
  const options = { duration: DURATION + 50, easing: EASING };
  if (prefersReducedMotion()) {
    incoming.animate([{ opacity: 0 }, { opacity: 1 }], options);
    outgoing.animate([{ opacity: 1 }, { opacity: 0 }], { ...options, fill: "forwards" }).onfinish = () => outgoing.remove();
    return;
  }
  const vertical = kind === "present" || kind === "dismiss";
  const axis = vertical ? "translateY" : "translateX";
  if (forward) {
    incoming.animate([{ transform: `${axis}(100%)` }, { transform: `${axis}(0)` }], options);
    outgoing.animate([{ transform: `${axis}(0)` }, { transform: `${axis}(${vertical ? 0 : -30}%)`, opacity: 0.6 }], {
      ...options,
      fill: "forwards",
    }).onfinish = () => outgoing.remove();
  } else {
    incoming.animate([{ transform: `${axis}(${vertical ? 0 : -30}%)` }, { transform: `${axis}(0)` }], options);
    outgoing.style.zIndex = 30;
    outgoing.animate([{ transform: `${axis}(0)` }, { transform: `${axis}(100%)` }], { ...options, fill: "forwards" }).onfinish =
      () => outgoing.remove();
  }
}
