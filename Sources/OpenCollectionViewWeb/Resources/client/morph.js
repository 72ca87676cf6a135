// Morphing: turns the page's DOM into a new skeleton in place, so that what the skeleton leaves alone keeps its
// state — each collection view's scroll position and elements, the focused search field's text and caret, switches
// mid-transition. Only what differs is touched.

/** Makes `from` look like `to` (both elements). `keep(node)` says which nodes' children the skeleton does not own
 *  (a collection view's content, filled by patches). */
export function morph(from, to, keep) {
  syncAttributes(from, to);
  if (keep(from)) return;
  morphChildren(from, to, keep);
}

function morphChildren(parent, target, keep) {
  let current = parent.firstChild;
  let next = target.firstChild;
  while (next) {
    const following = next.nextSibling;
    if (!current) {
      parent.appendChild(next);
    } else if (sameKind(current, next)) {
      if (current.nodeType === Node.TEXT_NODE) {
        if (current.nodeValue !== next.nodeValue) current.nodeValue = next.nodeValue;
      } else {
        morph(current, next, keep);
      }
      current = current.nextSibling;
    } else if (isScrollSpace(current)) {
      // A collection view's scroll space holds what patches sent: what comes before it (a background view that
      // appeared) goes in front of it, and it stays.
      parent.insertBefore(next, current);
    } else if (isScrollSpace(next)) {
      // What was before the scroll space (a background view now hidden) goes; the scroll space stays.
      const stale = current;
      current = current.nextSibling;
      stale.remove();
      continue;
    } else {
      const replaced = current;
      current = current.nextSibling;
      parent.replaceChild(next, replaced);
    }
    next = following;
  }
  while (current) {
    const stale = current;
    current = current.nextSibling;
    stale.remove();
  }
}

/** Whether `a` can become `b` in place: same tag, and for views a person acts on, the same identity. */
function sameKind(a, b) {
  if (a.nodeType !== b.nodeType) return false;
  if (a.nodeType !== Node.ELEMENT_NODE) return true;
  if (a.nodeName !== b.nodeName || isScrollSpace(a) !== isScrollSpace(b)) return false;
  for (const key of ["data-collection-view", "data-host-identity", "data-bar-button", "data-screen"]) {
    if (a.getAttribute(key) !== b.getAttribute(key)) return false;
  }
  return true;
}

function isScrollSpace(node) {
  return node.nodeType === Node.ELEMENT_NODE && node.classList.contains("ocv-scroll-space");
}

/** Whether the page sets `name` on `node` itself, from a collection view's patches, where the skeleton leaves it out:
 *  the item count of a collection view, the size of its scroll space and the place of its content. */
function setByThePage(node, name) {
  if (name === "aria-rowcount") return node.hasAttribute("data-collection-view");
  return name === "style" && (node.classList.contains("ocv-scroll-space") || node.classList.contains("ocv-content"));
}

function syncAttributes(from, to) {
  for (const { name } of Array.from(from.attributes)) {
    // The focused element keeps the tabindex the page gave it (keyboard focus follows the selection): without it,
    // the browser would take the focus away.
    if (name === "tabindex" && from === document.activeElement) continue;
    if (!to.hasAttribute(name) && !setByThePage(from, name)) from.removeAttribute(name);
  }
  for (const { name, value } of Array.from(to.attributes)) {
    if (from.getAttribute(name) !== value) from.setAttribute(name, value);
  }
  // A field being typed in keeps what the person typed; the server's copy follows it. A skeleton without the field's
  // text (the server leaves a focused field to the page) leaves it as it is.
  if (from instanceof HTMLInputElement && document.activeElement !== from && to.hasAttribute("value")
    && from.value !== to.getAttribute("value")) {
    from.value = to.getAttribute("value");
  }
}
