"""Francion's score sheet: the point of the hand, then the tokens that moved (the stake and what
made it up, the Welche, one ninth of the stake per trick, the beasts of the last hand) and, when
the game ends, the settlement in counters (¶9, ¶16–18)."""

from typing import Any

from ...sheet import account, sheet, spread, term
from ...types import JSONObject, Sheet, Term
from ...words import listing, say as render_words, seat as wseat, words


def hand_sheet(result: JSONObject, names: list[str]) -> Sheet:
    n = len(names)
    tricks = result.get("tricks") or [0] * n
    pts = result["points"]
    winner = pts.index(1) if 1 in pts else None

    def say(w: Any) -> str:
        return render_words(w, names, None)

    terms: list[Term] = []
    if winner is not None:
        terms.append(
            term(
                say(
                    words(
                        "francion.sheet.point-precedence"
                        if result.get("precedence")
                        else "francion.sheet.point"
                    )
                ),
                pts,
                say(words("francion.sheet.point-how", p=wseat(winner), n=tricks[winner])),
                "francion.score.precedence" if result.get("precedence") else "francion.score.point",
            )
        )
    tok: list[Term] = []
    for seat, amount, why in result.get("stake_paid", []):
        if why == "dealer":
            label = words("francion.sheet.dealer-stake", p=wseat(seat))
        else:
            label = words("francion.sheet.beast-staked", p=wseat(seat), n=int(why.rsplit(" ", 1)[1]))
        tok.append(
            term(
                say(label),
                spread(n, [(seat, -amount)]),
                say(words("francion.sheet.to-table", n=amount)),
                "francion.deal.stake" if why == "dealer" else "francion.beast.stake-sequence",
            )
        )
    for e in result.get("welche", []):
        if e["tokens"]:
            each = e["tokens"] // (n - 1)
            tok.append(
                term(
                    say(words(f"francion.sheet.welche-{e['event']}", p=wseat(e["seat"]))),
                    [e["tokens"] if s == e["seat"] else -each for s in range(n)],
                    say(words("francion.sheet.from-each", n=each)),
                    "francion.welche.turnup" if e["event"] == "turn-up" else "francion.welche.lost-payments",
                )
            )
    stake = result.get("stake")
    if stake:
        tok.append(
            term(
                say(words("francion.sheet.tricks")),
                [stake // 9 * t for t in tricks],
                say(words("francion.sheet.tricks-how", stake=stake, per=stake // 9)),
                "francion.pay.tricks",
            )
        )
    for b in result.get("beasts_paid", []):
        tok.append(
            term(
                say(words("francion.sheet.beast-paid", p=wseat(b["seat"]))),
                [b["tokens"] if s == winner else -b["tokens"] if s == b["seat"] else 0 for s in range(n)],
                say(words("francion.sheet.tokens", n=b["tokens"])),
                "francion.beast.last-hand",
            )
        )
    accounts = [account("tokens", tok, result.get("tokens", [0] * n))]
    counters = result.get("counters") or [0] * n
    if any(counters):
        accounts.append(
            account(
                "counters",
                [
                    term(
                        say(words("francion.sheet.settlement")),
                        counters,
                        say(
                            words(
                                "common.list",
                                items=listing(
                                    words("common.seat-points", p=wseat(s), x=-c)
                                    for s, c in enumerate(counters)
                                    if c < 0
                                ),
                            )
                        ),
                        "francion.match.settlement",
                    )
                ],
                counters,
            )
        )
    summary = say(result.get("text") or "")
    return sheet(result["hand"], "points", summary, terms, pts, accounts=accounts)
