// The page's first step, taken before its client arrives: opens the socket to the session and says `hello` as soon
// as the stylesheet is in, so that the session draws the first frame while the client's script is fetched and run.
// The host puts this file, joined with what it imports, into the page's HTML ahead of the stylesheet
// (ClientResources, `ClientBundle.inlineScript`); the client (main.js) takes the connection over with what came
// before it (`Connection.listen`).

import { Connection } from "./connection.js";
import { keptFonts, probeFonts } from "./fonts.js";
import { appearance, prefersReducedMotion, viewport } from "./environment.js";

/** Settles once the page's stylesheet has loaded or failed: `hello` names the fonts the stylesheet asks for. A
 *  stylesheet's `load` does not bubble; the document hears it while the event goes down to the link. */
const stylesheetSettled = new Promise((resolve) => {
  const settle = (event) => {
    if (!(event.target instanceof HTMLLinkElement) || event.target.rel !== "stylesheet") return;
    document.removeEventListener("load", settle, true);
    document.removeEventListener("error", settle, true);
    resolve();
  };
  document.addEventListener("load", settle, true);
  document.addEventListener("error", settle, true);
});

/** The fonts `hello` names: the metrics this browser measured before, or those the client measures after the first
 *  frame (main.js sets them); while there are none, `hello` carries a probe of the fonts instead. */
const introduction = { fonts: null };

const connection = new Connection(async () => {
  await stylesheetSettled;
  introduction.fonts ??= keptFonts();
  return {
    path: location.pathname, ...viewport(),
    ...(introduction.fonts ? { fonts: introduction.fonts } : { probe: await probeFonts() }),
    reducedMotion: prefersReducedMotion(), ...appearance(),
    // `?rtl=1` shows the app right to left, as a device set to Arabic or Hebrew shows a localised app.
    ...(new URLSearchParams(location.search).get("rtl") === "1" ? { rtl: true } : {}),
  };
});
connection.open();

window.ocvBoot = { connection, introduction };
