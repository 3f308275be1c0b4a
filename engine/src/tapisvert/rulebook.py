"""The rules registry: every rule the engine enforces, and how we know it.

A rule has a stable ID (``triomphe.forcee.head-the-trick``), a one-line statement, a status and a
citation.  The status vocabulary is defined once, here (:data:`STATUS_DEFINITIONS`); the About page and
every rules page's legend are rendered from it.

* ``stated``        – the received text says it: the rule carries ``quote``, the words of the cited
  paragraphs (normalized reading) that say it;
* ``inferred``      – the received text implies it without saying it in so many words: the rule quotes
  the words of the paragraphs it rests on and its ``note`` gives the reasoning;
* ``restored``      – this witness lost it and a named witness of the *same* text supplies it: the rule
  names the ``witness`` (an id of the ``witnesses`` section of the source's edition.yaml) and quotes
  its words;
* ``reconstructed`` – no witness says it; it is inferred from named comparable sources: the rule
  names them as ``authorities`` (keys of sources/references.yaml = anchors of docs/bibliography.md);
* ``editorial``     – a choice of the edition: the rule names its ``decision``, a reading whose
  alternative is a value of a switch (an engine option), or a table setting.

Every rule cites source paragraphs (line numbers of the received text, "¶n"), or an editorial
decision, or both; ``apparatus`` lists the apparatus entries of the edition (``A2``) it rests on.
A cited paragraph has a role (:data:`CITATION_ROLES`): the rule *rests on* it (its words state the
rule: ``paragraphs`` less the two others), cites it as *context* (``context``: where the text is silent,
a section the rule belongs to) or cites it *against* itself (``against``: the text says otherwise,
with the edition's explanation). ``paragraphs`` holds every cited paragraph, whatever its role.

A decision is a *reading* (a choice between readings of the text, whose alternative is a value of its
switch, ``alternative_value``) or a *setting* (a table convention: a target, a length, a dealing
convention; the option offers a range of values). The build checks all of this
(``sitebuild.edition.provenance``).
"""

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

STATUS_DEFINITIONS: dict[str, str] = {
    "stated": "the received text says it; the rule quotes the words of the paragraphs it cites.",
    "inferred": "the received text implies it without saying it in so many words; the rule quotes the "
    "words it follows from and its note gives the reasoning.",
    "restored": "this witness lost it; a named witness of the same text supplies it (for example the "
    "French original of Francion's pack list), and the rule quotes that witness.",
    "reconstructed": "no witness of the text says it; it is inferred from named comparable sources "
    "(the federation's rules for Tarot, Hoc Mazarin for Emprunt, a later account for "
    "Briscan's play), linked in the bibliography.",
    "editorial": "a choice of this edition where the text is silent, lost or impossible: a reading whose "
    "alternative is offered as a switch (an option of the game), or a table setting (a target, a length, "
    "a dealing convention) that the players may change.",
}

STATUSES = tuple(STATUS_DEFINITIONS)

#: The roles of a cited paragraph, and what each means (the rules pages print them differently).
CITATION_ROLES: dict[str, str] = {
    "rests-on": "the paragraph's words state the rule (or the words it follows from)",
    "context": "the place of the text where it is silent on the rule (a section, a neighbouring rule)",
    "against": "the paragraph says otherwise, or seems to; the edition explains why it departs",
}

#: The kinds of decision: a reading of the text, or a setting of the table.
DECISION_KINDS: dict[str, str] = {
    "reading": "a choice between readings of the text; its alternative is a value its switch offers",
    "setting": "a table setting (a target, a length, a dealing convention): the switch offers a range",
}

#: Checks of the build a rule may be exempted from, with a justification (``exempt``).
EXEMPTIONS = ("hedge", "clause")


def _strings(value: str | Iterable[str] | None, what: str, rid: str) -> tuple[str, ...]:
    """A tuple of strings from a str (one item), a sequence, or None."""
    if value is None:
        return ()
    if isinstance(value, str):
        return (value,) if value else ()
    items = tuple(value)
    for v in items:
        if not isinstance(v, str) or not v:
            raise ValueError(f"rule {rid}: {what} must be non-empty strings, not {v!r}")
    return items


@dataclass(frozen=True)
class Rule:
    id: str
    statement: str
    status: str
    source: str
    paragraphs: tuple[int, ...] = ()
    decision: str | None = None
    # Legacy free-text authority (being converted to ``authorities`` + ``note``); the provenance
    # check refuses it.
    authority: str | None = None
    note: str | None = None
    # Copied from the decision, so that a rule is self-describing.
    option: str | None = None
    alternative: str | None = None
    reason: str | None = None
    quote: tuple[str, ...] = ()  # verbatim excerpts of the cited paragraphs (or of the witness)
    apparatus: tuple[str, ...] = ()  # ids of the edition's apparatus entries the rule rests on ("A2")
    authorities: tuple[str, ...] = ()  # bibliography keys (sources/references.yaml, docs/bibliography.md)
    witness: str | None = None  # restored: id of the witness in the edition's `witnesses`
    context: tuple[int, ...] = ()  # cited paragraphs where the text is silent (also in `paragraphs`)
    against: tuple[tuple[int, str], ...] = ()  # (paragraph, why the rule departs from it)
    exempt: tuple[tuple[str, str], ...] = ()  # (check of EXEMPTIONS, why it does not apply)

    def __post_init__(self) -> None:
        if self.status not in STATUSES:
            raise ValueError(f"rule {self.id}: bad status {self.status!r}")
        if not self.paragraphs and not self.decision:
            raise ValueError(f"rule {self.id}: cites neither a paragraph nor a decision")
        if self.status == "editorial" and not self.decision:
            raise ValueError(f"rule {self.id}: an editorial rule must name its decision")
        for name in ("quote", "apparatus", "authorities"):
            object.__setattr__(self, name, _strings(getattr(self, name), name, self.id))
        for n, why in self.against:
            if not isinstance(why, str) or not why.strip():
                raise ValueError(f"rule {self.id}: the citation against ¶{n} must say why")
        for kind, why in self.exempt:
            if kind not in EXEMPTIONS or not isinstance(why, str) or not why.strip():
                raise ValueError(f"rule {self.id}: an exemption names one of {EXEMPTIONS} and says why")

    @property
    def rests_on(self) -> tuple[int, ...]:
        """The cited paragraphs whose words state the rule (neither context nor against)."""
        other = set(self.context) | {n for n, _ in self.against}
        return tuple(n for n in self.paragraphs if n not in other)

    def citations(self) -> list[dict[str, Any]]:
        """Every cited paragraph with its role (and, against, the edition's explanation)."""
        why = dict(self.against)
        ctx = set(self.context)
        out: list[dict[str, Any]] = []
        for n in self.paragraphs:
            role = "against" if n in why else "context" if n in ctx else "rests-on"
            out.append({"paragraph": n, "role": role, "why": why.get(n)})
        return out

    @property
    def game(self) -> str:
        return self.id.split(".", 1)[0]

    def to_dict(self, decisions: "dict[str, Decision] | None" = None) -> dict[str, Any]:
        d: dict[str, Any] = {
            "id": self.id,
            "game": self.game,
            "statement": self.statement,
            "status": self.status,
            "source": self.source,
            "paragraphs": list(self.paragraphs),
            "decision": self.decision,
            "quote": list(self.quote),
            "apparatus": list(self.apparatus),
            "authorities": list(self.authorities),
            "witness": self.witness,
            "authority": self.authority,
            "note": self.note,
            "option": self.option,
            "alternative": self.alternative,
            "reason": self.reason,
            "rests_on": list(self.rests_on),
            "context": list(self.context),
            "against": [{"paragraph": n, "why": w} for n, w in self.against],
            "citations": self.citations(),
            "exempt": {k: w for k, w in self.exempt},
        }
        if self.decision and decisions and self.decision in decisions:
            dec = decisions[self.decision]
            d["option"] = dec.option
            d["alternative"] = dec.alternative
            d["reason"] = dec.reason
        return d


@dataclass(frozen=True)
class Decision:
    """An editorial decision: a choice between readings, with the option that switches it."""

    id: str
    title: str
    default: str
    alternative: str
    reason: str
    option: str | None = None  # the engine option that switches it
    kind: str = "reading"  # of DECISION_KINDS
    # a reading: the option's value that gives the alternative (None: the other of two choices)
    alternative_value: Any = None

    def __post_init__(self) -> None:
        if self.kind not in DECISION_KINDS:
            raise ValueError(f"decision {self.id}: bad kind {self.kind!r}")

    def to_dict(
        self, rule_ids: Iterable[str] = (), choices: list[Any] | None = None, default_value: Any = None
    ) -> dict[str, Any]:
        return {
            "id": self.id,
            "title": self.title,
            "default": self.default,
            "alternative": self.alternative,
            "reason": self.reason,
            "option": self.option,
            "kind": self.kind,
            "alternative_value": self.alternative_value,
            "choices": choices,
            "default_value": default_value,
            "rule_ids": list(rule_ids),
        }


@dataclass
class RuleBook:
    """The rules and decisions of one game."""

    game: str
    source: str
    rules: dict[str, Rule] = field(default_factory=dict)
    decisions: dict[str, Decision] = field(default_factory=dict)

    def rule(
        self,
        rid: str,
        statement: str,
        status: str = "stated",
        paragraphs: Iterable[int] = (),
        decision: str | None = None,
        authority: str | None = None,
        note: str | None = None,
        *,
        quote: str | Iterable[str] = (),
        apparatus: str | Iterable[str] = (),
        authorities: str | Iterable[str] = (),
        witness: str | None = None,
        context: Iterable[int] = (),
        against: dict[int, str] | None = None,
        exempt: dict[str, str] | None = None,
    ) -> str:
        """Register a rule. ``paragraphs`` are the paragraphs it rests on; ``context`` and ``against``
        (paragraph → why) add paragraphs cited in those roles."""
        full = f"{self.game}.{rid}"
        if full in self.rules:
            raise ValueError(f"duplicate rule id {full}")
        if decision and decision not in self.decisions:
            raise ValueError(f"rule {full} cites unknown decision {decision}")
        dec = self.decisions.get(decision) if decision else None
        ctx = tuple(context)
        against_items = tuple((against or {}).items())
        cited = tuple(paragraphs) + ctx + tuple(n for n, _ in against_items)
        if len(set(cited)) != len(cited):
            raise ValueError(f"rule {full}: a paragraph is cited in two roles or twice: {cited}")
        self.rules[full] = Rule(
            full,
            statement,
            status,
            self.source,
            cited,
            decision,
            authority,
            note,
            dec.option if dec else None,
            dec.alternative if dec else None,
            dec.reason if dec else None,
            # normalised to tuples of strings by Rule.__post_init__
            quote=quote,  # type: ignore[arg-type]
            apparatus=apparatus,  # type: ignore[arg-type]
            authorities=authorities,  # type: ignore[arg-type]
            witness=witness,
            context=ctx,
            against=against_items,
            exempt=tuple((exempt or {}).items()),
        )
        return full

    def decision(
        self,
        did: str,
        title: str,
        default: str,
        alternative: str,
        reason: str,
        option: str | None = None,
        *,
        kind: str = "reading",
        alternative_value: Any = None,
    ) -> str:
        self.decisions[did] = Decision(
            did, title, default, alternative, reason, option, kind, alternative_value
        )
        return did

    def __getitem__(self, rid: str) -> Rule:
        return self.rules[rid]

    def __contains__(self, rid: str) -> bool:
        return rid in self.rules
