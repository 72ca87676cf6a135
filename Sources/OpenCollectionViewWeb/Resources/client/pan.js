// A person's scroll of a collection view's box, told to the server in the steps UIKit's scroll view delegate hears
// (PROTOCOL.md, `pan`): a finger (or a wheel) begins moving the content, the finger lifts at some speed, the content
// comes to rest. The server answers the lift with where the content must rest when that is not where the browser's
// own fling stops — a layout that snaps to its items, paging, a delegate's choice — and the page glides there.

import { prefersReducedMotion } from "./environment.js";

export class PanReporter {
  /** `collection`: the collection view whose box is scrolled (its id, `send`, `flushScroll()` and
   *  `scrollVelocity()`). */
  constructor(collection) {
    this.collection = collection;
    this.phase = null; // "drag" (a finger moves the content), "wheel", "glide" (lifted, coming to rest) or null
    this.fingers = 0;
    this.momentum = false; // whether the page itself carries the lifted finger's speed (finger-scroll.js)
  }

  /** Follows the fingers and wheels on `container`, the collection view's scrolling box. */
  attach(container) {
    const count = (event) => {
      this.fingers = event.touches.length;
      if (this.fingers === 0 && this.phase === "drag") this.end(this.collection.scrollVelocity(event.timeStamp));
    };
    container.addEventListener("touchstart", count, { passive: true });
    container.addEventListener("touchend", count, { passive: true });
    container.addEventListener("touchcancel", count, { passive: true });
    // A wheel or trackpad scroll is a drag that lifts when the box stops, with no speed left: a layout that snaps
    // still brings the content to rest on an item.
    container.addEventListener("wheel", () => {
      if (this.phase !== "wheel") this.begin("wheel");
    }, { passive: true });
    container.addEventListener("scrollend", () => {
      if (this.phase === "wheel") {
        this.end({ x: 0, y: 0 });
      } else if (this.phase === "glide" && !this.momentum) {
        this.settle();
      }
    });
  }

  /** The page's own scroll of the content after a finger lifted (a scaled scroll space's flick, finger-scroll.js) has
   *  ended, or there was none: the content is at rest. A flick's steps are scrolls of the box, each with a `scrollend`
   *  of its own, which say nothing of rest. */
  rested() {
    this.momentum = false;
    if (this.phase === "glide") this.settle();
  }

  settle() {
    this.phase = null;
    this.send({ phase: "settled" });
  }

  /** The person moved the content (not the server, nor a glide): with a finger on it, a drag has begun. */
  personScrolled() {
    if (this.fingers > 0 && this.phase !== "drag") this.begin("drag");
  }

  begin(phase) {
    this.phase = phase;
    this.send({ phase: "begin" });
  }

  /** The finger lifted while the content moved at `velocity` (content points per millisecond). */
  end(velocity) {
    this.phase = "glide";
    this.send({ phase: "end", vx: velocity.x, vy: velocity.y });
  }

  send(fields) {
    this.collection.flushScroll();
    this.collection.send({ t: "pan", cv: this.collection.id, ...fields });
  }

  /** Brings the content to rest at the box scroll position `position` ({ left, top }), as a fling would. */
  static glide(container, position) {
    container.scrollTo({ ...position, behavior: prefersReducedMotion() ? "instant" : "smooth" });
  }
}
