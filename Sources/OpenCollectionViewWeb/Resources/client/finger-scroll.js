// A finger over a scaled scroll space (content taller than browsers make a box, drawn into a shorter one): the page
// moves the content by the finger's own distance, and a flick keeps it going, slowing as UIKit's scroll view does.
// Left to the browser, its compositor would move the box's scroll position by the finger's distance and the content
// `ratio` times as far — a thumb on a million-row list would race ahead of itself. Boxes that are not scaled keep the
// browser's own touch scrolling; a scaled one says `touch-action: pan-x` (live.css), so vertical moves are the page's.

/** UIKit's normal deceleration rate (`UIScrollView.DecelerationRate.normal`): the speed kept per millisecond. */
const DECELERATION_RATE = 0.998;

/** How far a finger moves before its gesture's axis is decided, in points: sideways gestures are row swipes. */
const SLOP = 10;

/** The speed under which a flick comes to rest, in points per millisecond. */
const REST_SPEED = 0.02;

export class FingerScroll {
  /** `collection`: the collection view whose content the finger moves (its `ratio`, `scrollContentBy(dy, time)`,
   *  `scrollVelocity()` and `pan`). */
  constructor(collection) {
    this.collection = collection;
    this.touch = null; // the finger moving the content: where it is, where it started, whether it moves vertically
    this.frame = null; // the animation frame of a flick's next step
  }

  /** Follows the fingers on `container`, the collection view's scrolling box. */
  attach(container) {
    container.addEventListener("touchstart", (event) => this.start(event), { passive: true });
    container.addEventListener("touchmove", (event) => this.move(event), { passive: true });
    container.addEventListener("touchend", (event) => this.end(event), { passive: true });
    container.addEventListener("touchcancel", (event) => this.end(event), { passive: true });
  }

  /** A finger touches the content: a flick in progress stops where it is, as on a phone. */
  start(event) {
    this.stop({ settles: true });
    const finger = event.touches.length === 1 && this.collection.ratio > 1 ? event.touches[0] : null;
    this.touch = finger ? { startX: finger.clientX, startY: finger.clientY, y: finger.clientY, vertical: null } : null;
  }

  move(event) {
    const touch = this.touch;
    if (!touch || event.touches.length !== 1) return;
    const finger = event.touches[0];
    if (touch.vertical == null) {
      const dx = finger.clientX - touch.startX;
      const dy = finger.clientY - touch.startY;
      if (Math.hypot(dx, dy) < SLOP) return;
      touch.vertical = Math.abs(dy) >= Math.abs(dx);
      if (!touch.vertical) {
        this.touch = null;
        return;
      }
    }
    const distance = touch.y - finger.clientY;
    touch.y = finger.clientY;
    this.collection.scrollContentBy(distance, event.timeStamp);
  }

  /** The finger lifts: the content keeps the speed it had, and slows. */
  end(event) {
    if (!this.touch || event.touches.length > 0) return;
    const moved = this.touch.vertical;
    this.touch = null;
    if (!moved) return;
    const speed = this.collection.scrollVelocity(event.timeStamp).y;
    if (Math.abs(speed) > REST_SPEED) {
      this.flick(speed);
    } else {
      // Lifted with no speed: at rest now, as the browser's own scroll ends when a finger lifts from a still box.
      this.collection.pan.rested();
    }
  }

  /** Moves the content on from `speed` (points per millisecond), slowing by the deceleration rate, until it rests
   *  or reaches an end. Each frame moves it exactly as far as the slowing speed carries it in that time. */
  flick(speed) {
    let velocity = speed;
    let last = performance.now();
    this.collection.pan.momentum = true;
    const step = (now) => {
      const elapsed = Math.max(0, now - last);
      last = now;
      const kept = DECELERATION_RATE ** elapsed;
      const distance = (velocity * (kept - 1)) / Math.log(DECELERATION_RATE);
      velocity *= kept;
      const moved = this.collection.scrollContentBy(distance, now);
      if (Math.abs(velocity) < REST_SPEED || !moved) {
        this.frame = null;
        this.collection.pan.rested();
        return;
      }
      this.frame = requestAnimationFrame(step);
    };
    this.frame = requestAnimationFrame(step);
  }

  /** Stops a flick where it is: a finger touched the content (`settles`: the content is at rest, as when a finger
   *  stops the browser's own fling), or the server brings it to rest elsewhere (its glide's end settles it). */
  stop({ settles = false } = {}) {
    if (this.frame == null) return;
    cancelAnimationFrame(this.frame);
    this.frame = null;
    if (settles) {
      this.collection.pan.rested();
    } else {
      this.collection.pan.momentum = false;
    }
  }
}
