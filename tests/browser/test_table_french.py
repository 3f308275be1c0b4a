"""The table on a French page (issue 42, item 3, the browser's side): the page's language is its
<html lang> (BRIEF contract 4), the browser's own words come from playground/words/fr.mjs, and every
request to the engine carries that language (contract 5), so that the engine's words come in French.

The page is the French edition's play page (/fr/games/tarot/play/, docs/fr). The English words the
table must not show are the catalogue's own (words/en.mjs, read from the page's modules): a word of
English written in the table's code instead of the catalogue is caught by tests/js/words.test.mjs's
checks and by review (the catalogue is where the table's words are looked up)."""

from tests.browser.table import BOOT_TIMEOUT, SPY, TABLE_JS, reader_step, view, wait_settled

PLAY = "/games/tarot/play/"  # a game whose every word the engine says in French (wt-fr-engine, first)

# The table's words as a reader meets them: its text and the names and tips of its elements.
TABLE_WORDS = """() => {
  const t = __TABLE__;
  const out = [t.root.innerText];
  for (const el of [t.root, ...t.root.querySelectorAll("*")]) {
    for (const a of ["aria-label", "title", "placeholder"]) if (el.getAttribute(a)) out.push(el.getAttribute(a));
    if (el.tagName === "SUMMARY" || el.tagName === "OPTION" || el.tagName === "CAPTION") out.push(el.textContent);
  }
  return out.join("\\n");
}""".replace("__TABLE__", TABLE_JS)

# The English catalogue's words that must not be on a French table: each value's fixed parts (its
# {placeholders} cut out) that the French catalogue does not also use (« Talon », « Total »), and
# that the engine's answers do not hold (its own words, worded by the engine in the page's language:
# until the engine speaks French they are English, and they are not the browser's).
ENGLISH_LEFT = r"""async (text) => {
  const t = __TABLE__;
  const href = (name) => document.querySelector(`link[rel="modulepreload"][href*="words/${name}.mjs"]`).href;
  const { EN } = await import(href("en"));
  const { FR } = await import(href("fr"));
  const engine = JSON.stringify([t.view, [...t.rules.values()], t.info, t.sheets || []]);
  const french = Object.values(FR).join("\n");
  const bounded = (s) => new RegExp(`(^|[^\\p{L}])${s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}])`, "u");
  const found = new Set();
  for (const [key, en] of Object.entries(EN)) {
    if (FR[key] === en) continue;
    for (const piece of en.split(/\{\w+\}/)) {
      const frag = piece.trim().replace(/^[\s.,:;()—·“”"’'-]+|[\s.,:;()—·“”"’'-]+$/g, "");
      if (frag.length < 3 || !/\p{L}{2}/u.test(frag)) continue;
      const re = bounded(frag);
      if (re.test(text) && !re.test(french) && !engine.includes(frag)) found.add(`${key}: “${frag}”`);
    }
  }
  return [...found];
}""".replace("__TABLE__", TABLE_JS)


def open_french(page, origin):
    page.goto(f"{origin}/fr{PLAY}")
    page.wait_for_selector(".tv-table .tv-hand .tv-card", timeout=BOOT_TIMEOUT)
    wait_settled(page)
    assert page.evaluate("document.documentElement.lang") == "fr"


def english_refusal(page, card):
    """The engine's reason for refusing ``card`` here, asked in English (a refusal leaves the table as it was)."""
    return page.evaluate(
        f"""async (card) => {{ const t = {TABLE_JS};
          const res = await window.tapisvert.engine.call({{ op: "play", table: t.tableId, card, lang: "en", asked_by_the_test: true }});
          return res.ok ? null : res.error.message; }}""",
        card,
    )


def test_the_french_table_shows_no_english_word_of_its_own(page, origin):
    open_french(page, origin)
    # its parts as the reader opens them: the settings, the review of the hand
    page.locator(".tv-table .tv-settings summary").click()
    page.locator(".tv-table .tv-review-btn").click()
    dialog = page.locator("dialog.tv-dialog--review")
    dialog.wait_for()
    review = dialog.inner_text()
    assert "Revoir la donne" in review and "Fermer" in review, review
    dialog.locator("button").last.click()
    # a hint (the table settles where the reader is to act): its heading, its tables' captions and columns
    assert view(page)["legal"]
    page.locator(".tv-table .tv-hint-btn").click()
    page.locator(".tv-table .tv-learn .tv-hint").wait_for(timeout=60_000)
    assert page.locator(".tv-table .tv-learn .tv-learn-title").inner_text() == "Indice"
    text = page.evaluate(TABLE_WORDS)
    for french in (
        "Votre main",
        "Annuler",
        "Nouvelle donne",
        "Réglages",
        "Journal",
        "Joueurs",
        "Adversaires",
        "Partager cette position",
    ):
        assert french in text, french
    assert page.evaluate(ENGLISH_LEFT, text + "\n" + review) == []


def test_a_french_hand_played_to_its_sheet_with_a_refusal(page, origin):
    open_french(page, origin)
    page.evaluate(SPY)
    refused = None
    for _ in range(80):
        v = view(page)
        if v["phase"] == "hand-over" or v["is_over"]:
            break
        illegal = page.locator(".tv-table .tv-hand .tv-card.is-illegal")
        if refused is None and v["legal"] and illegal.count():
            card = illegal.first.get_attribute("data-card")
            illegal.first.click()
            page.locator(".tv-table .tv-message .tv-rule-link").wait_for(timeout=30_000)
            refused = (card, page.locator(".tv-table .tv-message").inner_text(), english_refusal(page, card))
            assert view(page)["record_actions"] == v["record_actions"]  # refused: the position is kept
        reader_step(page)
    assert refused is not None, "no card was refused in the whole hand"
    card, text, english = refused
    # the browser's head of the refusal and the rule's link, in French; the engine's reason in French
    # (the same click asked in English is refused in other words, none of them on the page)
    assert text.startswith("Vous ne pouvez pas jouer "), text
    assert "Règle " in text, text
    assert english and english not in text, (english, text)
    sheet = page.locator(".tv-table .tv-sheet-box")
    sheet.wait_for(timeout=30_000)
    assert sheet.locator("h3").inner_text().startswith("Feuille de marque, donne ")
    heads = sheet.locator("thead th").all_inner_texts()
    assert heads[0] == "Poste", heads
    assert page.locator(".tv-table .tv-actions .tv-analyse-btn").inner_text() == "Analyser cette donne"
    # the sheet's terms are the engine's, in French: not the English sheet of the same hand
    shown = sheet.locator(".tv-sheet-label").all_inner_texts()
    english_terms = page.evaluate(
        f"""async () => {{ const t = {TABLE_JS};
          const res = await window.tapisvert.engine.call({{ op: "sheets", table: t.tableId, lang: "en", asked_by_the_test: true }});
          return res.sheets[res.sheets.length - 1].terms.map((x) => x.label); }}"""
    )
    assert shown and len(shown) == len(english_terms) and shown != english_terms, (shown, english_terms)
    # the hand analysed (streamed: analyse_begin, then analyse_next per decision), all of it in French:
    # the browser's words (title, progress, steps) and the engine's (its notes, each grade's reason)
    page.locator(".tv-table .tv-actions .tv-analyse-btn").click()
    box = page.locator(".tv-table .tv-analysis")
    box.wait_for(timeout=120_000)
    page.wait_for_selector(".tv-table .tv-analysis[data-complete]", timeout=300_000)
    assert box.locator("h3").inner_text().startswith("Analyse de la donne "), box.locator("h3").inner_text()
    assert box.locator(".tv-hindsight").inner_text().startswith("À jeux ouverts"), box.locator(
        ".tv-hindsight"
    ).inner_text()
    summary = box.locator(".tv-analysis-summary").inner_text()
    assert "décision" in summary and "decision" not in summary, summary
    assert page.evaluate(ENGLISH_LEFT, page.evaluate(TABLE_WORDS)) == []
    sent = [r for r in page.evaluate("window.tvSent") if not r.get("asked_by_the_test")]  # the page's own
    assert {"analyse_begin", "analyse_next"} <= {r.get("op") for r in sent}
    assert sent and all(r.get("lang") == "fr" for r in sent), [r for r in sent if r.get("lang") != "fr"][:3]


def test_the_engine_answers_the_french_page_in_french(page, origin):
    open_french(page, origin)
    # the same table asked in both languages: its records are the same, its words differ
    both = page.evaluate(
        f"""async () => {{
          const t = {TABLE_JS};
          const ask = (lang) => window.tapisvert.engine.call({{ op: "view", table: t.tableId, lang }});
          return [await ask("en"), await ask("fr")];
        }}"""
    )
    en, fr = (a["view"] for a in both)
    assert en["legal"] == fr["legal"] and en["hand"] == fr["hand"]
    assert en["seat_names"] != fr["seat_names"] or en.get("prompt") != fr.get("prompt")
    assert [e["text"] for e in en["log"]] != [e["text"] for e in fr["log"]]
