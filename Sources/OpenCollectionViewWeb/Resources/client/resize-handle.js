// A resize handle (`[data-resize-handle]`, a desktop window's corner): a drag by a pointer or finger tells the session
// how far the handle has moved since the press (PROTOCOL.md `resizeHandle`), at most once per animation frame, and the
// session answers with everything laid out at the new size. An arrow key on the focused handle moves it by ten points.
// Distances go along the line: in a right-to-left page the handle sits at the left and moving it left widens.

import { throttled } from "./input.js";

/** How far one press of an arrow key moves a focused handle, in points. */
const KEY_STEP = 10;

export function installResizeHandles({ root, send }) {
  let drag = null; // the handle's identity, the pointer, where it went down, whether left is forward

  const lineDirection = (handle) => (getComputedStyle(handle).direction === "rtl" ? -1 : 1);

  root.addEventListener("pointerdown", (event) => {
    const handle = event.target.closest?.("[data-resize-handle][data-host-identity]");
    if (!handle || event.button !== 0 || drag) return;
    event.preventDefault(); // the press is the handle's: no text selection, no scroll, no focus ring
    handle.setPointerCapture?.(event.pointerId);
    drag = {
      id: handle.dataset.hostIdentity, pointerId: event.pointerId, x: event.clientX, y: event.clientY,
      direction: lineDirection(handle),
    };
    send({ t: "resizeHandle", id: drag.id, phase: "begin" });
  });

  const translation = (event) => ({
    dx: Math.round((event.clientX - drag.x) * drag.direction), dy: Math.round(event.clientY - drag.y),
  });

  // The session lays the window out again for each move: one a frame is as often as the page can show one.
  root.addEventListener("pointermove", (event) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    const { id } = drag;
    const moved = translation(event);
    throttled(drag, () => send({ t: "resizeHandle", id, phase: "move", ...moved }));
  });

  const end = (event) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    drag.done = true; // a move still waiting for its frame goes no more: this one is the last
    send({ t: "resizeHandle", id: drag.id, phase: "move", ...translation(event) });
    send({ t: "resizeHandle", id: drag.id, phase: "end" });
    drag = null;
  };
  root.addEventListener("pointerup", end);
  root.addEventListener("pointercancel", end);

  root.addEventListener("keydown", (event) => {
    const handle = event.target;
    if (!handle.matches?.("[data-resize-handle][data-host-identity]")) return;
    const steps = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[event.key];
    if (!steps) return;
    event.preventDefault();
    const id = handle.dataset.hostIdentity;
    send({ t: "resizeHandle", id, phase: "begin" });
    send({ t: "resizeHandle", id, phase: "move", dx: steps[0] * KEY_STEP * lineDirection(handle), dy: steps[1] * KEY_STEP });
    send({ t: "resizeHandle", id, phase: "end" });
  });
}
