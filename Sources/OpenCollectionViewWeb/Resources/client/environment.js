// What the page tells its session of the browser it runs in: the viewport's size and scale, the colour scheme and
// contrast the person chose, and whether they asked for less motion. `hello` carries them (boot.js); the page says
// them again whenever one changes (main.js).

const darkScheme = matchMedia("(prefers-color-scheme: dark)");
const moreContrast = matchMedia("(prefers-contrast: more)");
const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)");

/** The viewport in CSS pixels (at least one each way) and the device's pixels per CSS pixel. */
export function viewport() {
  return { w: Math.max(1, window.innerWidth), h: Math.max(1, window.innerHeight), scale: window.devicePixelRatio || 1 };
}

/** The colour scheme and contrast, which the session's window takes as its appearance and contrast. */
export function appearance() {
  return { dark: darkScheme.matches, contrast: moreContrast.matches };
}

/** Calls `changed` whenever the colour scheme or the contrast changes. */
export function onAppearanceChange(changed) {
  for (const query of [darkScheme, moreContrast]) query.addEventListener("change", changed);
}

/** Whether the person asked for less motion: glides and slides become fades. */
export const prefersReducedMotion = () => reducedMotion.matches;
