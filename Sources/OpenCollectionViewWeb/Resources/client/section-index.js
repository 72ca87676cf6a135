// The section index a collection view's data source gives (`indexTitles(for:)`), drawn along its trailing edge
// (`.ocv-section-index`): a tap on a title, or a finger or pointer sliding along the column, asks the session to
// scroll to the title's item (PROTOCOL.md `indexTitle`), once per title it reaches; Enter or Space on a focused title
// does the same.

export function installSectionIndex({ root, send }) {
  let sliding = null; // the index being slid along, and the title last chosen

  const choose = (index, title) => {
    const chosen = Number(title.dataset.indexTitle);
    if (sliding?.index === index && sliding.chosen === chosen) return;
    if (sliding?.index === index) sliding.chosen = chosen;
    send({ t: "indexTitle", cv: index.dataset.indexFor, index: chosen });
  };

  root.addEventListener("pointerdown", (event) => {
    const title = event.target.closest?.("[data-index-title]");
    const index = title?.closest(".ocv-section-index");
    if (!index) return;
    event.preventDefault(); // the press is the index's: no focus ring, no text selection, no scroll
    sliding = { index, pointerId: event.pointerId, chosen: null };
    index.setPointerCapture?.(event.pointerId);
    choose(index, title);
  });
  root.addEventListener("pointermove", (event) => {
    if (!sliding || event.pointerId !== sliding.pointerId) return;
    const title = document.elementFromPoint(event.clientX, event.clientY)?.closest?.("[data-index-title]");
    if (title && title.closest(".ocv-section-index") === sliding.index) choose(sliding.index, title);
  });
  const end = (event) => {
    if (sliding && event.pointerId === sliding.pointerId) sliding = null;
  };
  root.addEventListener("pointerup", end);
  root.addEventListener("pointercancel", end);
  // A click the keyboard made (Enter or Space on a focused title): pointers have chosen already.
  root.addEventListener("click", (event) => {
    const title = event.target.closest?.("[data-index-title]");
    if (title && event.detail === 0) choose(title.closest(".ocv-section-index"), title);
  });
}
