// Animation: one duration and curve for everything that moves (UIKit's default, about 0.3 s ease-in-out), fades for
// what appears and goes, glides for what moves, slides for screens. With reduced motion, glides and slides are fades.

export const DURATION = 300;
export const EASING = "cubic-bezier(0.42, 0, 0.58, 1)";

const reducedMotionQuery = window.matchMedia("(prefers-reduced-motion: reduce)");
export const prefersReducedMotion = () => reducedMotionQuery.matches;

/** Runs `change` with the elements of `content` gliding (or fading) to where it puts them, when `animated`. */
export function animating(content, animated, change) {
  if (!animated) {
    change();
    return;
  }
  content.classList.add(prefersReducedMotion() ? "ocv-fading" : "ocv-gliding");
  change();
  clearTimeout(content.ocvAnimationTimer);
  content.ocvAnimationTimer = setTimeout(() => content.classList.remove("ocv-gliding", "ocv-fading"), DURATION + 50);
}

/** Fades `node` in from transparent. */
export function fadeIn(node) {
  node.animate([{ opacity: 0 }, { opacity: getComputedStyle(node).opacity || 1 }], { duration: DURATION, easing: EASING });
}

/** Fades `node` out, then removes it. It stays where it was meanwhile, and takes no events. */
export function fadeOutAndRemove(node) {
  node.style.pointerEvents = "none";
  const animation = node.animate([{ opacity: getComputedStyle(node).opacity || 1 }, { opacity: 0 }], {
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
