"""Watching a page for Content-Security-Policy violations (sitebuild/serving/csp.py's policy).

Both what the page's ``securitypolicyviolation`` events report and what the console says about the
policy count. ``watch`` is called once per context and page; ``settle`` waits until a page's scripts
have run and the events queued meanwhile have been dispatched; ``violations`` reads them (the list is
per document: the init script runs again on each load).
"""

from tests.browser.table import BOOT_TIMEOUT, TABLE_JS
from tests.browser.waits import frames

LISTEN = """
window.__csp = [];
document.addEventListener("securitypolicyviolation", (e) => window.__csp.push(
  `${e.violatedDirective} blocked ${e.blockedURI || "inline"} in ${e.sourceFile || "?"}:${e.lineNumber} ${e.sample || ""}`));
"""


def watch(ctx, page) -> None:
    """Record the policy's violations on ``page`` of ``ctx`` (call before the page's first load)."""
    ctx.add_init_script(LISTEN)
    page.console_csp = []
    page.on(
        "console",
        lambda m: (
            page.console_csp.append(m.text)
            if "Content Security Policy" in m.text or "Content-Security-Policy" in m.text
            else None
        ),
    )


def settle(page) -> None:
    """Until the page's scripts have run: a table has the engine's view, any other page has
    window.tapisvert (main.mjs); then two frames, for the violation events queued meanwhile."""
    if page.locator(".tv-table").count():
        page.wait_for_function(f"() => {{ const t = {TABLE_JS}; return t && t.view; }}", timeout=BOOT_TIMEOUT)
    else:
        page.wait_for_function("() => window.tapisvert")
    frames(page)


def violations(page) -> list[str]:
    """What the policy refused on the page's current document, and the console's messages about it
    since the last ``clear``."""
    return page.evaluate("() => window.__csp || []") + page.console_csp


def clear(page) -> None:
    page.console_csp.clear()
