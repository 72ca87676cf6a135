// Font metrics: how wide the characters of the page's system font are, measured with a canvas, so that the server
// breaks lines where this browser would (the session measures text with them; PROTOCOL.md, `hello`).

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

/** The metrics `hello` carries: advances of CHARACTERS at SIZE pixels per weight, and fallbacks per weight for a
 *  CJK ideograph, a Hangul syllable, an emoji and any other character. */
export async function measureFonts() {
  if (document.fonts && document.fonts.ready) await document.fonts.ready;
  const stack = systemFontStack();
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
