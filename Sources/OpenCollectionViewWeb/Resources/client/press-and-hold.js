// Presses held down, as UIKit's long presses and autorepeat: a button whose menu a long press shows opens it, and a
// stepper's button keeps stepping. The release that ends such a hold is no tap.

import { LIFT_HOLD, SLOP } from "./input.js";

/** How often a held stepper button steps, in milliseconds (UIKit's autorepeat: ten steps a second). */
const STEPPER_REPEAT = 100;

export function installPressAndHold({ root, send }) {
  // A button whose menu a long press shows (`data-long-press-menu`): a press held still for as long as UIKit's long
  // press shows it, and the release that follows is no tap. A right click, a touch screen's long press and the
  // context-menu key (the browser's `contextmenu`) show it too. The button is known by its identity: a patch may
  // draw it anew while it is held.
  let buttonHold = null; // { id, startX, startY, timer, shown }
  const showButtonMenu = (id) => send({ t: "buttonMenu", id });
  root.addEventListener("pointerdown", (event) => {
    const button = event.button === 0 ? event.target.closest("[data-long-press-menu][data-host-identity]") : null;
    if (!button || button.getAttribute("aria-disabled") === "true") return;
    const hold = { id: button.dataset.hostIdentity, startX: event.clientX, startY: event.clientY, shown: false };
    hold.timer = setTimeout(() => { hold.shown = true; showButtonMenu(hold.id); }, LIFT_HOLD);
    buttonHold = hold;
  });
  window.addEventListener("pointermove", (event) => {
    if (buttonHold && !buttonHold.shown && Math.hypot(event.clientX - buttonHold.startX, event.clientY - buttonHold.startY) > SLOP) {
      clearTimeout(buttonHold.timer);
      buttonHold = null;
    }
  });
  // The release of a press that showed the menu is no tap, of the button or of the menu's backdrop now under it.
  for (const type of ["pointerup", "pointercancel"]) {
    window.addEventListener(type, (event) => {
      if (!buttonHold) return;
      clearTimeout(buttonHold.timer);
      if (buttonHold.shown && type === "pointerup") swallowClickAfter(event);
      buttonHold = null;
    });
  }

  // A stepper's button held down keeps stepping, as UIKit's autorepeat does: after half a second, ten steps a second,
  // until it is let go or can step no further. The release that ends a repeat is no extra step.
  let stepperHold = null; // { id, step, delay, repeat, repeated }
  root.addEventListener("pointerdown", (event) => {
    const button = event.button === 0 ? event.target.closest?.("[data-stepper][data-autorepeat] .ocv-stepper-button") : null;
    if (!button || button.getAttribute("aria-disabled") === "true") return;
    const hold = { id: button.closest("[data-stepper]").dataset.hostIdentity, step: button.dataset.step, repeated: false };
    hold.delay = setTimeout(() => {
      hold.repeat = setInterval(() => {
        // Found again each time: the answer to the last step may have drawn the stepper anew.
        const held = root.querySelector(`[data-stepper][data-host-identity="${CSS.escape(hold.id)}"] [data-step="${hold.step}"]`);
        if (!held || held.getAttribute("aria-disabled") === "true") return endStepperHold();
        hold.repeated = true;
        send({ t: "stepper", id: hold.id, increment: hold.step === "up" });
      }, STEPPER_REPEAT);
    }, LIFT_HOLD);
    stepperHold = hold;
  });
  const endStepperHold = (event) => {
    if (!stepperHold) return;
    clearTimeout(stepperHold.delay);
    clearInterval(stepperHold.repeat);
    if (stepperHold.repeated && event?.type === "pointerup") swallowClickAfter(event);
    stepperHold = null;
  };
  for (const type of ["pointerup", "pointercancel"]) window.addEventListener(type, endStepperHold);

  // The click a held press makes when let go (at once with a mouse, a moment later after a finger) is swallowed when
  // the hold already did what the press does.
  let swallowClickUntil = 0;
  const swallowClickAfter = (event) => { swallowClickUntil = event.timeStamp + 400; };
  window.addEventListener("click", (event) => {
    if (event.timeStamp > swallowClickUntil) return;
    swallowClickUntil = 0;
    event.preventDefault();
    event.stopPropagation();
  }, { capture: true });

  // A right click, a touch screen's long press or the context-menu key on such a button (the browser's `contextmenu`)
  // shows its menu too, once for a press that is still held.
  root.addEventListener("contextmenu", (event) => {
    const menuButton = event.target.closest?.("[data-long-press-menu][data-host-identity]");
    if (!menuButton) return;
    event.preventDefault();
    const id = menuButton.dataset.hostIdentity;
    if (buttonHold?.id === id) {
      clearTimeout(buttonHold.timer);
      if (buttonHold.shown) return;
      buttonHold.shown = true;
    }
    if (menuButton.getAttribute("aria-disabled") !== "true") showButtonMenu(id);
  });
}
