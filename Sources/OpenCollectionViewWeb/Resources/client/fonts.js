// Font metrics: how wide the characters of the page's system font are, measured with a canvas, so that the server
// breaks lines where this browser would (the session measures text with them; PROTOCOL.md, `hello` and `fonts`).

// Printable ASCII, Latin-1 and the punctuation typography uses most.
const CHARACTERS = (() => {
  let text = "";
  for (let code = 0x20; code < 0x7f; code++) text += String.fromCharCode(code);
  for (let code = 0xa0; code <= 0xff; code++) text += String.fromCharCode(code);
  return text + "‐–—‘’‚“”„†‡•…‰′″‹›€™←→↑↓−×÷·";
})();

const SIZE = 100;
const WEIGHTS = [400, 500, 600, 700];

/** The font stack the drawing uses, as the browser resolves the window's style. */
function systemFontStack() {
  const probe = document.createElement("div");
  probe.className = "ocv-window";
  probe.style.position = "absolute";
  probe.style.visibility = "hidden";
  document.body.appendChild(probe);
  const family = getComputedStyle(probe).fontFamily;
  probe.remove();
  return family;
}

/** Where a browser keeps what it measured, per font stack: the fonts of a machine rarely change, and a page that
 *  measures nothing says hello sooner. */
const STORAGE_KEY = "ocv-font-metrics-v1";

/** What a page that has not measured its fonts says of them in `hello` (`probe`): the width of this text at SIZE
 *  pixels, regular weight, kerning off — the sum of its characters' advances, which the session compares with the
 *  fonts other pages measured (BrowserFontMetrics.probeText). */
const PROBE_TEXT = "Hamburgefontsiv";

/** The metrics this browser measured before for the page's font stack (localStorage), or null. */
export function keptFonts() {
  return keptMetrics(systemFontStack());
}

/** The width of PROBE_TEXT in the page's font: one measurement, where measuring the fonts takes a thousand (tens of
 *  milliseconds on a browser's first visit, before its font caches are warm). */
export async function probeFonts() {
  if (document.fonts && document.fonts.ready) await document.fonts.ready;
  const context = document.createElement("canvas").getContext("2d");
  context.font = `400 ${SIZE}px ${systemFontStack()}`;
  context.fontKerning = "none";
  return Math.round(context.measureText(PROBE_TEXT).width * 1000) / 1000;
}

/** The metrics `fonts` and `hello` carry: advances of CHARACTERS at SIZE pixels per weight, and fallbacks per weight
 *  for a CJK ideograph, a Hangul syllable, an emoji and any other character. Measured once per browser and font
 *  stack, then kept (localStorage). */
export async function measureFonts() {
  if (document.fonts && document.fonts.ready) await document.fonts.ready;
  const stack = systemFontStack();
  const metrics = measure(stack);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ stack, metrics }));
  } catch {
    // Storage full or refused: the next page measures again.
  }
  return metrics;
}

/** The metrics kept for `stack`, if they are whole. */
function keptMetrics(stack) {
  try {
    const kept = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null");
    const metrics = kept?.stack === stack ? kept.metrics : null;
    const whole = metrics?.chars === CHARACTERS && metrics.size === SIZE
      && WEIGHTS.every((weight) => metrics.weights?.[weight]?.length === Array.from(CHARACTERS).length
        && metrics.fallbacks?.[weight]?.length === 4);
    return whole ? metrics : null;
  } catch {
    return null;
  }
}

function measure(stack) {
  const context = document.createElement("canvas").getContext("2d");
  const characters = Array.from(CHARACTERS);
  const weights = {};
  const fallbacks = {};
  for (const weight of WEIGHTS) {
    context.font = `${weight} ${SIZE}px ${stack}`;
    const width = (text) => Math.round(context.measureText(text).width * 1000) / 1000;
    weights[weight] = characters.map(width);
    const lowercase = Array.from("abcdefghijklmnopqrstuvwxyz").map(width);
    const average = lowercase.reduce((sum, value) => sum + value, 0) / lowercase.length;
    fallbacks[weight] = [width("一"), width("가"), width("😀"), Math.round(average * 1000) / 1000];
  }
  return { size: SIZE, chars: CHARACTERS, weights, fallbacks };
}
