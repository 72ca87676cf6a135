// Animation: one duration and curve for everything that moves (UIKit's default, about 0.3 s ease-in-out), fades for
// what appears and goes, glides for what moves, slides for screens. With reduced motion, glides and slides are fades.

export const DURATION = 300;
export const EASING = "cubic-bezier(0.42, 0, 0.58, 1)";

const reducedMotionQuery = window.matchMedia("(prefers-reduced-motion: reduce)");
export const prefersReducedMotion = () => reducedMotionQuery.matches;

/** Runs `change` with the elements (`nodes()` lists them) gliding from where they are on screen to where it puts
 *  them, or fading with reduced motion, when `animated`. Glides are transform animations added to the element's own
 *  transform (the compositor runs them; nothing is laid out again per frame); an element already gliding starts from
 *  where its glide has taken it. Size changes and swipes transition in CSS (`.ocv-gliding`). */
export function animating(content, nodes, animated, change) {
  if (!animated) {
    change();
    return;
  }
  if (prefersReducedMotion()) {
    content.classList.add("ocv-fading");
    change();
  } else {
    const before = new Map();
    for (const node of nodes()) before.set(node, shownPlace(node));
    content.classList.add("ocv-gliding");
    change();
    for (const node of nodes()) {
      const from = before.get(node);
      if (from) glide(node, from);
    }
  }
  clearTimeout(content.ocvAnimationTimer);
  content.ocvAnimationTimer = setTimeout(() => content.classList.remove("ocv-gliding", "ocv-fading"), DURATION + 50);
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
  node.ocvGlide?.animation.cancel();
  node.ocvGlide = null;
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

/** The opacity `node` is drawn with: its own (an element's alpha is an inline style). Read from the style attribute,
 *  not the computed style, which would make the browser recalculate styles for every node of a patch. */
const ownOpacity = (node) => node.style.opacity || "1";

/** Fades `node` in from transparent. */
export function fadeIn(node) {
  node.animate([{ opacity: 0 }, { opacity: ownOpacity(node) }], { duration: DURATION, easing: EASING });
}

/** Fades `node` out, then removes it. It stays where it was meanwhile, and takes no events. */
export function fadeOutAndRemove(node) {
  node.style.pointerEvents = "none";
  const animation = node.animate([{ opacity: ownOpacity(node) }, { opacity: 0 }], {
    duration: DURATION,
    easing: EASING,
    fill: "forwards",
  });
  animation.onfinish = () => node.remove();
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
