"""Waiting on what the page shows, never on the clock.

``frames`` waits until the page has rendered ``n`` more animation frames: layout, scrolling and
events queued before the call have been processed by then, however slow the machine is.
``stays`` checks that something does NOT happen: it watches a condition over ``frames`` animation
frames and fails at the first frame where it is false. A negative can only be watched for a while;
it never fails because the machine is slow (a slow machine only watches longer in time)."""

from __future__ import annotations

FRAMES_JS = """(n) => new Promise((resolve) => {
  const step = () => (n-- <= 0 ? resolve(true) : requestAnimationFrame(step));
  requestAnimationFrame(step);
})"""

# The condition is written into the function's source (a page's CSP forbids building it with eval).
STAYS_JS = """(n) => new Promise((resolve) => {
  const check = () => (%s);
  const step = () => {
    if (!check()) return resolve(false);
    if (n-- <= 0) return resolve(true);
    requestAnimationFrame(step);
  };
  step();
})"""


def frames(page, n: int = 2) -> None:
    """Until the page has rendered ``n`` more animation frames."""
    page.evaluate(FRAMES_JS, n)


def stays(page, condition: str, n: int = 30) -> bool:
    """Whether the JavaScript expression ``condition`` holds at every one of the next ``n`` frames."""
    return bool(page.evaluate(STAYS_JS % condition, n))


# Colours at rest: every finite CSS transition or animation that is running ends (or is cancelled)
# first. Only running ones: a paused or idle animation's finished promise may stay pending for ever
# (a timeline that stops, an effect whose element left the page), and the wait ends after 10 s at the
# latest (a safety net, not a pace: at rest it resolves at once). Waiting on every animation's
# finished hung test_axe once, and test_screenshots after it.
AT_REST_JS = """async () => {
  const running = document.getAnimations().filter((a) => {
    const t = a.effect && a.effect.getComputedTiming ? a.effect.getComputedTiming() : null;
    return t && Number.isFinite(t.endTime) && a.playState === "running";
  });
  const settled = Promise.all(running.map((a) => a.finished.catch(() => null)));
  await Promise.race([settled, new Promise((done) => setTimeout(done, 10000))]);
}"""


def at_rest(page) -> None:
    """Until the page's running finite animations have ended (see AT_REST_JS)."""
    page.evaluate(AT_REST_JS)
