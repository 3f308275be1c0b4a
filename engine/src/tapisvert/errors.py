"""Exceptions raised by the engine."""


class IllegalAction(Exception):
    """An action that the rules forbid, or that is not this player's to make.

    ``rule_id`` names the registry rule that forbids it (see ``tapisvert.rules``);
    ``reason`` is one sentence in the reader's language (:mod:`tapisvert.words`), ``words`` its
    message record (key and parameters, language-free; None where the game still words it as
    English text).  The state is left unchanged.
    """

    def __init__(self, rule_id: str, reason: str, action: str | None = None, words: object = None):
        self.rule_id = rule_id
        self.reason = sentence(reason)
        self.action = action
        self.words = words
        self.head: tuple[str, object] | None = None  # the bridge's head of the refusal (worded, record)

        super().__init__(f"[{rule_id}] {reason}")


class RecordError(ValueError):
    """A game record (JSON) that is malformed, tampered with, or does not replay."""


class RequestError(ValueError):
    """A bridge request that cannot be read as one: not a JSON object, or nested more deeply than
    ``tapisvert.bridge.MAX_DEPTH`` levels of arrays and objects.  The depth is checked before the
    text is parsed: under Pyodide, the parser's recursion would exhaust the WebAssembly stack (a
    fatal error that kills the worker) before Python's recursion limit stops it.  The bridge answers
    it as an error of type ``value``."""


def clip(value: object, limit: int = 60) -> str:
    """``repr(value)`` cut to ``limit`` characters, for messages that quote bad input (a 1 MB
    action is named, not echoed back whole)."""
    text = repr(value)
    if len(text) <= limit:
        return text
    return f"{text[:limit]}… ({len(text)} characters)"


def sentence(text: str) -> str:
    """A reason as the reader sees it: a sentence, with its capital letter and its full stop."""
    text = text.strip()
    if text and text[0].islower():
        text = text[0].upper() + text[1:]
    if text and text[-1] not in ".!?":
        text += "."
    return text
