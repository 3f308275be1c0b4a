// Material's bundle on a play page, run once the first deal is on screen (issue 27). Its one
// script is a long task (100-360 ms, with a forced style recalculation) that used to run before
// the table's modules; on a page whose table draws a deal computed at build time, the build
// leaves a preload of the bundle in its place (sitebuild/runtime/material_later.py), and the table runs
// it from here after the cards are painted. Material's document$ only emits on DOMContentLoaded,
// which has passed by then: it is given the page as its own handler would have given it.
// Every other page runs the bundle as Material wrote it, and nothing here waits.

const LINK = "link[data-tv-material]";

/** True on a page that holds Material's bundle until its first deal is drawn. */
export const materialHeld = Boolean(document.querySelector(LINK)) && !window.document$;

// The script is inserted after DOMContentLoaded only, so that one path gives Material its page.
const parsed = new Promise((resolve) => {
  if (document.readyState === "complete") resolve(undefined);
  else document.addEventListener("DOMContentLoaded", () => resolve(undefined), { once: true });
});

/** @type {(value?: unknown) => void} */
let loaded = () => {};
/** Resolves once Material's bundle has run (at once where the page did not hold it; also if it failed to load). */
export const materialReady = materialHeld ? new Promise((resolve) => (loaded = resolve)) : Promise.resolve();

let started = false;

/** Run the held bundle (once; a no-op where nothing is held). The reason is recorded on <html>. @param {string} why */
export function runMaterial(why) {
  if (!materialHeld || started) return materialReady;
  started = true;
  document.documentElement.dataset.tvMaterial = why;
  parsed.then(() => {
    const link = /** @type {HTMLLinkElement} */ (document.querySelector(LINK));
    const script = document.createElement("script");
    script.src = link.href;
    script.addEventListener("load", () => {
      const subject = window.document$;
      if (subject && typeof subject.next === "function") subject.next(document);
      loaded();
    });
    script.addEventListener("error", () => loaded()); // the page stays readable without Material
    document.body.append(script);
  });
  return materialReady;
}

/** The frame after `drawn` has resolved has been painted (a task after its animation frame). @param {Promise<unknown>[]} drawn */
export function afterPaint(drawn) {
  return Promise.all(drawn).then(
    () =>
      new Promise((resolve) => {
        if (document.visibilityState === "hidden") setTimeout(resolve, 0);
        else requestAnimationFrame(() => setTimeout(resolve, 0));
      }),
  );
}
