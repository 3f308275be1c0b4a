"""The rule box at the table quotes the words that state the rule (issue 40, item 3): for the rule each
game's refusals cite (tests/refusal_cases.py) and for Tarot's call, the box (the table's own dialog,
opened as a refusal's rule link opens it) quotes only the paragraphs the rule rests on, each as whole
sentences read from the source page, with any heading apart; a paragraph cited only as context
(Tarot's call cites the poignée's paragraph, Briscan's final play the 30-point bonus's) is linked,
never quoted; and every quote of the rule is found in the sentences shown."""

import json
import re

import pytest

from tests.browser.table import BOOT_TIMEOUT, TABLE_JS, wait_settled
from tests.refusal_cases import CASES

RULES: dict[str, list[str]] = {}
for c in CASES:
    RULES.setdefault(c.game, []).append(c.rule)
RULES["tarot"].append("tarot.call.king")
RULES["tarot"].append("tarot.play.must-trump")

BOX_JS = """async (rid) => {
    const t = __TABLE__;
    for (const d of document.querySelectorAll("dialog")) d.close();
    t.messages.showRule(rid);
    const dialog = [...document.querySelectorAll("dialog.tv-dialog--rule[open]")].pop();
    const quotes = [...dialog.querySelectorAll("blockquote.tv-rule-source")];
    await new Promise((ok) => { const go = () => (quotes.every((q) => q.hasAttribute("data-ready")) ? ok() : requestAnimationFrame(go)); go(); });
    const rule = t.rules.get(rid) || {};
    const out = {
        quoted: quotes.map((q) => ({ p: Number(q.dataset.paragraph), text: q.querySelector(".tv-rule-source-text").textContent,
                                     heading: q.querySelector(".tv-rule-source-heading").textContent })),
        context: [...dialog.querySelectorAll(".tv-rule-context a")].map((a) => a.textContent),
        citations: rule.citations || [], quote: rule.quote || [],
    };
    dialog.close();
    return out;
}""".replace("__TABLE__", TABLE_JS)


def _words(s: str) -> str:
    return re.sub(r"[^a-z0-9]+", " ", s.lower()).strip()


@pytest.mark.parametrize("game", sorted(RULES))
def test_the_rule_box_quotes_the_paragraphs_a_rule_rests_on_in_whole_sentences(page, origin, game):
    page.goto(origin + f"/games/{game}/play/?seed=1")
    page.wait_for_selector(".tv-table .tv-hand .tv-card", timeout=BOOT_TIMEOUT)
    wait_settled(page)
    faults = []
    for rid in dict.fromkeys(RULES[game]):
        got = page.evaluate(BOX_JS, rid)
        rests = sorted(c["paragraph"] for c in got["citations"] if c["role"] == "rests-on")
        context = sorted(c["paragraph"] for c in got["citations"] if c["role"] == "context")
        if sorted(q["p"] for q in got["quoted"]) != rests:
            faults.append(f"{rid}: quotes ¶{[q['p'] for q in got['quoted']]}, rests on ¶{rests}")
        if sorted(int(a.lstrip("¶")) for a in got["context"]) != context:
            faults.append(f"{rid}: context links {got['context']}, context ¶{context}")
        shown = " ".join(_words(q["text"]) for q in got["quoted"])
        for q in got["quote"]:
            if _words(q) not in shown:
                faults.append(f"{rid}: its quote {q!r} is not in the sentences shown {shown!r}")
        for q in got["quoted"]:
            if q["heading"] and _words(q["text"]).startswith(_words(q["heading"])):
                faults.append(f"{rid}: ¶{q['p']} starts with its heading glued to its words")
            if not q["text"].strip() or q["text"].startswith("(open the source"):
                faults.append(f"{rid}: ¶{q['p']} has no words")
    assert not faults, json.dumps(faults, indent=1, ensure_ascii=False)
