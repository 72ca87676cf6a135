// The live page's client: takes over the connection to the session the page opened for its address (boot.js), draws
// the window the session sends (a skeleton morphed in place and each collection view's elements), animates what
// changes, and reports what a person does. The page knows no layout: every frame and every line of text comes from
// the server.

import { CollectionView } from "./collection.js";
import { appearance, onAppearanceChange, viewport } from "./environment.js";
import { measureFonts } from "./fonts.js";
import { installInput } from "./input.js";
import { installPressAndHold } from "./press-and-hold.js";
import { installPullToRefresh } from "./pull-to-refresh.js";
import { installResizeHandles } from "./resize-handle.js";
import { installSectionIndex } from "./section-index.js";
import { morph } from "./morph.js";
import { Navigation } from "./navigation.js";
import { slideScreens } from "./animation.js";

// The connection the page opened before the client arrived (boot.js), and the fonts its `hello` names.
const { connection, introduction } = window.ocvBoot;
const root = document.getElementById("ocv-root");
const collections = new Map(); // identity → CollectionView
let focusSelectionOf = null;

const send = (message) => connection.send(message);
const navigation = new Navigation(send);

/** Binds every collection view box in the page to its CollectionView, and forgets those that left. */
function bindCollections() {
  const present = new Set();
  for (const container of root.querySelectorAll("[data-collection-view]")) {
    const id = container.dataset.collectionView;
    present.add(id);
    let collection = collections.get(id);
    if (!collection) {
      collection = new CollectionView(id, send);
      collections.set(id, collection);
    }
    collection.attach(container);
    collection.refreshGeometry();
  }
  for (const id of collections.keys()) if (!present.has(id)) collections.delete(id);
}

function applyCollections(entries) {
  for (const entry of entries ?? []) collections.get(entry.cv)?.apply(entry);
}

function applyFrame(message) {
  root.innerHTML = message.skeleton;
  collections.clear();
  bindCollections();
  applyCollections(message.cvs);
  navigation.update(message);
  root.removeAttribute("aria-busy");
}

function applyPatch(message) {
  const transition = message.transition;
  let outgoing = null;
  if (transition && transition.animated && message.skeleton) outgoing = snapshotTopScreen();
  if (message.skeleton) {
    template.innerHTML = message.skeleton;
    const next = template.content.firstElementChild;
    const current = root.firstElementChild;
    if (current && next) morph(current, next, (node) => node.classList?.contains("ocv-content"));
    else root.replaceChildren(next);
    bindCollections();
  }
  applyCollections(message.cvs);
  navigation.update(message);
  if (outgoing) {
    const screen = root.querySelector(".ocv-screen:last-of-type");
    const incoming = screen?.querySelector(".ocv-screen-content");
    if (screen && incoming) {
      screen.insertBefore(outgoing, transition.kind === "pop" || transition.kind === "dismiss" ? null : incoming);
      slideScreens(outgoing, incoming, transition.kind);
    } else {
      outgoing.remove();
    }
  }
  if (focusSelectionOf) focusSelection(focusSelectionOf);
}

const template = document.createElement("template");

/** A still copy of the top screen's content, scrolled as it is, to slide away while the next one comes in. */
function snapshotTopScreen() {
  const screen = root.querySelector(".ocv-screen:last-of-type");
  const content = screen?.querySelector(".ocv-screen-content");
  if (!content) return null;
  const copy = content.cloneNode(true);
  copy.classList.add("ocv-outgoing");
  copy.setAttribute("aria-hidden", "true");
  copy.inert = true;
  const originals = content.querySelectorAll(".ocv-collection-view, .ocv-orthogonal-row");
  const copies = copy.querySelectorAll(".ocv-collection-view, .ocv-orthogonal-row");
  requestAnimationFrame(() => {
    originals.forEach((original, index) => {
      if (copies[index]) {
        copies[index].scrollTop = original.scrollTop;
        copies[index].scrollLeft = original.scrollLeft;
      }
    });
  });
  return copy;
}

/** After a key moved the selection, keyboard focus follows it, in view. */
function focusSelection(collection) {
  focusSelectionOf = null;
  const selected = collection.container?.querySelector('.ocv-element[aria-selected="true"]');
  if (!selected) return;
  selected.tabIndex = -1;
  selected.focus({ preventScroll: true });
  selected.scrollIntoView({ block: "nearest" });
}

const status = document.getElementById("ocv-status");
let statusTimer = null;

/** Says `text` in the status bubble (a polite live region), for `seconds` or until the next word. */
function say(text, seconds = 0) {
  clearTimeout(statusTimer);
  status.textContent = text;
  status.hidden = !text;
  if (text && seconds) statusTimer = setTimeout(() => say(""), seconds * 1000);
}

function showState(state) {
  document.body.dataset.connection = state;
  if (state === "reconnecting") say("Reconnecting…");
  else if (state === "connected" && status.textContent === "Reconnecting…") say("");
}

function onMessage(message) {
  switch (message.t) {
    case "frame":
      applyFrame(message);
      if (message.restarted) say("This page was away too long: it started again.", 6);
      measureFontsAfterFirstFrame();
      break;
    case "patch":
      applyPatch(message);
      break;
    case "error":
      console.warn(`[OpenCollectionView] the server refused a message: ${message.message}`);
      break;
    case "bye":
      connection.forgetSession();
      showState("closed");
      say(`This page's session ended: ${message.reason}. Reload to start again.`);
      break;
  }
}

/** On a browser's first visit, measures the page's fonts once the first frame is painted, and sends them: the session
 *  started with fonts another page measured (or none), and draws again with these if they differ. */
let measuringFonts = false;
function measureFontsAfterFirstFrame() {
  if (introduction.fonts || measuringFonts) return;
  measuringFonts = true;
  requestAnimationFrame(() => setTimeout(async () => {
    introduction.fonts = await measureFonts();
    send({ t: "fonts", fonts: introduction.fonts });
  }, 0));
}

onAppearanceChange(() => send({ t: "appearance", ...appearance() }));

let resizeScheduled = false;
window.addEventListener("resize", () => {
  if (resizeScheduled) return;
  resizeScheduled = true;
  requestAnimationFrame(() => {
    resizeScheduled = false;
    send({ t: "resize", ...viewport() });
  });
});

installInput({
  root,
  send,
  collectionFor: (container) => collections.get(container.dataset.collectionView),
  onKeyboardSelection: (collection) => (focusSelectionOf = collection),
});
installPullToRefresh({ root, send, collectionFor: (container) => collections.get(container.dataset.collectionView) });
installPressAndHold({ root, send });
installSectionIndex({ root, send });
installResizeHandles({ root, send });

connection.listen({ onMessage, onState: showState });
