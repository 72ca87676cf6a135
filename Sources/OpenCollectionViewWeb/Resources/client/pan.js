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
    this.fingerMoved = false; // whether the fingers on the content moved since the first touched it
    this.momentum = false; // whether the page itself carries the lifted finger's speed (finger-scroll.js)
    this.restingAt = null; // the box scroll position ({ left, top }) the content glides to rest at
  }

  /** Follows the fingers and wheels on `container`, the collection view's scrolling box. */
  attach(container) {
    const count = (event) => {
      this.fingers = event.touches.length;
      if (this.fingers === 0 && this.phase === "drag") this.end(this.collection.scrollVelocity(event.timeStamp));
    };
    container.addEventListener("touchstart", (event) => {
      this.release(container);
      // A finger on content still gliding stops it: at rest now, as a phone's scroll view stops under a finger. The
      // browser's last scroll of its fling may still come, and is no drag: only a finger that moves drags.
      if (this.phase === "glide" && !this.momentum) this.settle();
      this.fingerMoved = false;
      count(event);
    }, { passive: true });
    // Heard before the page's own finger scrolling moves the content (finger-scroll.js listens without capturing).
    container.addEventListener("touchmove", () => { this.fingerMoved = true; }, { passive: true, capture: true });
    container.addEventListener("touchend", count, { passive: true });
    container.addEventListener("touchcancel", count, { passive: true });
    // A wheel or trackpad scroll is a drag that lifts when the box stops, with no speed left: a layout that snaps
    // still brings the content to rest on an item.
    container.addEventListener("wheel", () => {
      this.release(container);
      if (this.phase !== "wheel") this.begin("wheel");
    }, { passive: true });
    container.addEventListener("scrollend", () => {
      if (this.restingAt) {
        // Elsewhere, this is the end of the browser's fling, cut where it was when the box stopped taking the
        // person's scrolling (which may also have cut the glide short): the glide goes on from there, unless the
        // content has since changed so that the box cannot get there.
        if (this.isAtRest(container) || !this.canReach(container, this.restingAt)) this.release(container);
        else this.glideToRest(container);
      } else if (this.phase === "wheel") {
        this.end({ x: 0, y: 0 });
      } else if (this.phase === "glide" && !this.momentum) {
        this.settle();
      }
    });
  }

  /** Glides the content to the box scroll position `{ left, top }` where the server says the person's fling comes
   *  to rest. The browser's own fling, still carrying the finger's speed, would win over a scroll the page makes:
   *  until the glide ends there, or a finger or a wheel takes the content, the box takes no scrolling from the person
   *  (`ocv-coming-to-rest`), which ends the browser's fling where it is. A finger on the content, or a wheel turning,
   *  since the lift holds it: the answer came too late, and the person's scroll goes on. */
  comeToRest(container, position) {
    if (this.fingers > 0 || this.phase === "wheel") return;
    // A glide that cannot end where it goes would leave the box taking no scrolling.
    const goal = reachable(container, position);
    this.restingAt = goal;
    container.classList.add("ocv-coming-to-rest");
    this.glideToRest(container);
    // A box that does not scroll (there already, or there at once with reduced motion and nothing moving it on) ends
    // no scroll: it is at rest once a frame has been drawn with it taking no scrolling, which ended any fling.
    requestAnimationFrame(() => requestAnimationFrame(() => {
      if (this.restingAt === goal && this.isAtRest(container)) this.release(container);
    }));
  }

  glideToRest(container) {
    container.scrollTo({ ...this.restingAt, behavior: prefersReducedMotion() ? "instant" : "smooth" });
  }

  /** Whether the box is where its glide to rest goes, within a point (a box's scroll position keeps to its pixels). */
  isAtRest(container) {
    return isWithinAPoint({ left: container.scrollLeft, top: container.scrollTop }, this.restingAt);
  }

  /** Whether the box can scroll to `position` as its content is now. */
  canReach(container, position) {
    return isWithinAPoint(reachable(container, position), position);
  }

  /** The glide to rest has ended, or a finger or a wheel stopped it: the box takes the person's scrolling again, and
   *  the content is at rest. */
  release(container) {
    if (!this.restingAt) return;
    this.restingAt = null;
    container.classList.remove("ocv-coming-to-rest");
    if (this.phase === "glide") this.settle();
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

  /** The person moved the content (not the server, nor a glide): with a finger on it that moved, a drag has begun. */
  personScrolled() {
    if (this.fingers > 0 && this.fingerMoved && this.phase !== "drag") this.begin("drag");
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
}

/** `position` ({ left, top }, a box scroll position) brought within where `container` can scroll. */
function reachable(container, { left, top }) {
  const width = Math.max(0, container.scrollWidth - container.clientWidth);
  const height = Math.max(0, container.scrollHeight - container.clientHeight);
  // Right to left, a box scrolls from 0 leftwards, through negative positions.
  const rightToLeft = getComputedStyle(container).direction === "rtl";
  return {
    left: rightToLeft ? Math.min(0, Math.max(-width, left)) : Math.min(width, Math.max(0, left)),
    top: Math.min(height, Math.max(0, top)),
  };
}

function isWithinAPoint(a, b) {
  return Math.abs(a.left - b.left) < 1 && Math.abs(a.top - b.top) < 1;
}
