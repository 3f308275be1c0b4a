"""The rules registry: every rule the engine enforces, with its authority.

A rule has a stable ID (``triomphe.forcee.head-the-trick``), a one-line
statement, a status and a citation.  The status says how we know it:

* ``stated``        – the received source says so, undamaged;
* ``restored``      – the source lost it here and it is supplied from a named authority;
* ``reconstructed`` – rebuilt from the source's own evidence and parallel sources;
* ``editorial``     – neither says; an editorial decision with its alternative.

Every rule cites source paragraphs (line numbers of the received text, as the
dossiers cite "seed ¶n"), or an editorial decision, or both.
"""

from dataclasses import dataclass, field

STATUSES = ("stated", "restored", "reconstructed", "editorial")


@dataclass(frozen=True)
class Rule:
    id: str
    statement: str
    status: str
    source: str
    paragraphs: tuple = ()
    decision: str | None = None
    authority: str | None = None
    note: str | None = None
    # Copied from the decision, so that a rule is self-describing.
    option: str | None = None
    alternative: str | None = None
    reason: str | None = None

    def __post_init__(self):
        if self.status not in STATUSES:
            raise ValueError(f"rule {self.id}: bad status {self.status!r}")
        if not self.paragraphs and not self.decision:
            raise ValueError(f"rule {self.id}: cites neither a paragraph nor a decision")
        if self.status == "editorial" and not self.decision:
            raise ValueError(f"rule {self.id}: an editorial rule must name its decision")

    @property
    def game(self) -> str:
        return self.id.split(".", 1)[0]

    def to_dict(self, decisions: dict | None = None) -> dict:
        d = {"id": self.id, "game": self.game, "statement": self.statement,
             "status": self.status, "source": self.source,
             "paragraphs": list(self.paragraphs), "decision": self.decision,
             "authority": self.authority, "note": self.note,
             "option": self.option, "alternative": self.alternative, "reason": self.reason}
        if self.decision and decisions and self.decision in decisions:
            dec = decisions[self.decision]
            d["option"] = dec.option
            d["alternative"] = dec.alternative
            d["reason"] = dec.reason
        return d


@dataclass(frozen=True)
class Decision:
    """An editorial decision: what we chose where the source is silent or lost."""
    id: str
    title: str
    default: str
    alternative: str
    reason: str
    option: str | None = None          # the engine option that switches it, if any

    def to_dict(self, rule_ids=(), choices=None, default_value=None) -> dict:
        return {"id": self.id, "title": self.title, "default": self.default,
                "alternative": self.alternative, "reason": self.reason,
                "option": self.option, "choices": choices,
                "default_value": default_value, "rule_ids": list(rule_ids)}


@dataclass
class RuleBook:
    """The rules and decisions of one game."""
    game: str
    source: str
    rules: dict = field(default_factory=dict)
    decisions: dict = field(default_factory=dict)

    def rule(self, rid, statement, status="stated", paragraphs=(), decision=None,
             authority=None, note=None) -> str:
        full = f"{self.game}.{rid}"
        if full in self.rules:
            raise ValueError(f"duplicate rule id {full}")
        if decision and decision not in self.decisions:
            raise ValueError(f"rule {full} cites unknown decision {decision}")
        dec = self.decisions.get(decision) if decision else None
        self.rules[full] = Rule(full, statement, status, self.source, tuple(paragraphs),
                                decision, authority, note,
                                dec.option if dec else None, dec.alternative if dec else None,
                                dec.reason if dec else None)
        return full

    def decision(self, did, title, default, alternative, reason, option=None) -> str:
        self.decisions[did] = Decision(did, title, default, alternative, reason, option)
        return did

    def __getitem__(self, rid: str) -> Rule:
        return self.rules[rid]

    def __contains__(self, rid: str) -> bool:
        return rid in self.rules
