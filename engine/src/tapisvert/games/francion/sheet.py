"""Francion's score sheet: the point of the hand, then the tokens that moved (the stake and what
made it up, the Welche, one ninth of the stake per trick, the beasts of the last hand) and, when
the game ends, the settlement in counters (¶9, ¶16–18)."""

from ...narration import render
from ...sheet import account, sheet, spread, term
from ...types import JSONObject, Sheet, Term

_WELCHE = {
    "turn-up": "the Welche turned up",
    "takes-trick": "the Welche takes a trick",
    "captured": "the Welche is captured",
}


def hand_sheet(result: JSONObject, names: list[str]) -> Sheet:
    n = len(names)
    tricks = result.get("tricks") or [0] * n
    pts = result["points"]
    winner = pts.index(1) if 1 in pts else None
    terms: list[Term] = []
    if winner is not None:
        terms.append(
            term(
                "The point: most tricks"
                + (", the tie going by precedence" if result.get("precedence") else ""),
                pts,
                f"{names[winner]} took {tricks[winner]} of 9 tricks",
                "francion.score.precedence" if result.get("precedence") else "francion.score.point",
            )
        )
    tok: list[Term] = []
    for seat, amount, why in result.get("stake_paid", []):
        label = "Dealer's stake" if why == "dealer" else f"Beast staked ({why})"
        tok.append(
            term(
                f"{label}: {names[seat]}",
                spread(n, [(seat, -amount)]),
                f"{amount} tokens to the table",
                "francion.deal.stake" if why == "dealer" else "francion.beast.stake-sequence",
            )
        )
    for e in result.get("welche", []):
        if e["tokens"]:
            each = e["tokens"] // (n - 1)
            tok.append(
                term(
                    f"Welche: {_WELCHE.get(e['event'], e['event'])} ({names[e['seat']]})",
                    [e["tokens"] if s == e["seat"] else -each for s in range(n)],
                    f"{each} from each other player",
                    "francion.welche.turnup" if e["event"] == "turn-up" else "francion.welche.lost-payments",
                )
            )
    stake = result.get("stake")
    if stake:
        tok.append(
            term(
                "Tricks paid from the stake",
                [stake // 9 * t for t in tricks],
                f"{stake} ÷ 9 = {stake // 9} tokens per trick",
                "francion.pay.tricks",
            )
        )
    for b in result.get("beasts_paid", []):
        tok.append(
            term(
                f"Beast of the last hand paid to the winner: {names[b['seat']]}",
                [b["tokens"] if s == winner else -b["tokens"] if s == b["seat"] else 0 for s in range(n)],
                f"{b['tokens']} tokens",
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
                        "Settlement: each pays the winner the points he lacks of 6",
                        counters,
                        ", ".join(f"{names[s]} {-c}" for s, c in enumerate(counters) if c < 0),
                        "francion.match.settlement",
                    )
                ],
                counters,
            )
        )
    summary = render(result.get("text") or "", names, None)
    return sheet(result["hand"], "points", summary, terms, pts, accounts=accounts)
