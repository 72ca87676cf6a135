// Pull to refresh: in a collection view with a refresh control (`data-refreshable`), pulling the content down past
// its top asks the session to refresh (PROTOCOL.md `refresh`) — a finger dragging down while the view rests at its top,
// or a mouse wheel or trackpad still scrolling up once the top is reached. One request per pull; none while the
// control is refreshing (`data-refreshing`, which also shows its spinner).

/** How far past the top a finger must pull, in points; a wheel must travel twice as far (its steps are coarse). */
const PULL_THRESHOLD = 80;
/** How long a pause ends a wheel's pull, in milliseconds. */
const WHEEL_PAUSE = 300;

export function installPullToRefresh({ root, collectionFor, send }) {
  const atTop = (target) => {
    const container = target.closest?.("[data-collection-view][data-refreshable]");
    return container && container.scrollTop <= 0 && !container.hasAttribute("data-refreshing") ? container : null;
  };
  const refresh = (container) => {
    const collection = collectionFor(container);
    if (collection) send({ t: "refresh", cv: collection.id });
  };

  let touch = null; // the pull a finger is making: its view, where it started, whether it has asked
  root.addEventListener("touchstart", (event) => {
    const container = event.touches.length === 1 ? atTop(event.target) : null;
    touch = container ? { container, startY: event.touches[0].clientY, asked: false } : null;
  }, { passive: true });
  root.addEventListener("touchmove", (event) => {
    if (!touch || touch.asked || touch.container.scrollTop > 0) return;
    if (event.touches[0].clientY - touch.startY > PULL_THRESHOLD) {
      touch.asked = true;
      refresh(touch.container);
    }
  }, { passive: true });
  root.addEventListener("touchend", () => { touch = null; }, { passive: true });

  // A wheel shows no overscroll to watch: the upward travel it keeps up at the top stands for the pull.
  let wheel = null;
  root.addEventListener("wheel", (event) => {
    const container = event.deltaY < 0 ? atTop(event.target) : null;
    if (!container) {
      wheel = null;
      return;
    }
    if (wheel?.container !== container) wheel = { container, travel: 0, asked: false };
    wheel.travel -= event.deltaY * (event.deltaMode === WheelEvent.DOM_DELTA_LINE ? 16 : 1);
    clearTimeout(wheel.timer);
    const current = wheel;
    wheel.timer = setTimeout(() => { if (wheel === current) wheel = null; }, WHEEL_PAUSE);
    if (!wheel.asked && wheel.travel > 2 * PULL_THRESHOLD) {
      wheel.asked = true;
      refresh(container);
    }
  }, { passive: true });
}
