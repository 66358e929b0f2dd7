r"""Titles as written, made readable: LaTeX rendered as Unicode, nothing cut or dropped.

The analysis reads :func:`analysis.text.clean_text`, which drops math so that it cannot
become a topic; people read the title the authors wrote.  ``$\tilde{O}(\sqrt{T})$ Regret``
is shown as "Õ(√T) Regret", ``=HYPERLINK(...)`` as written (the spreadsheet exports
neutralise formulas, :mod:`analysis.export`), an emoji's zero-width joiners are kept.

LaTeX is rendered by pylatexenc (P. Faist), a maintained LaTeX-to-Unicode converter that
knows accents, Greek, math symbols and font commands.  Three guards around it, each for
a pattern among the 173 real PaperCopilot titles that contain LaTeX:

- characters that are plain text in a title but special to LaTeX are escaped first: ``%``
  starts a comment (it would cut "50% of ..." short), ``&`` is an alignment tab ("Mix &
  Match" spread apart), and a ``$`` that pairs with no other (:func:`_closes`) is a
  literal: a lone one ("costs $150") opened maths that never closed, two prices ("costs
  $5 and $10") rendered "5 and" as maths (review 58); escaping every ``$`` of an odd count
  showed an abstract's ``$\alpha$`` raw (review 57);
- macros pylatexenc does not know, which it drops together with their text, are read
  as a known macro glued to text (``\proptoSVM``, ICML 2013: "∝SVM"; ``\sqrtT``: "√T"),
  else as a font command keeping its argument (``\texttt{POTS}``: "POTS"), else as
  their letters (``\iid``: "iid");
- ``\sqrt`` of one symbol or word is written "√T", not pylatexenc's "√(T)".

Ligatures from PDF extraction (``Eﬀicient``, U+FB00-FB06) are spelled out: they are
never what an author typed.  Other compatibility characters stay as written ("I²R-Net",
"PL₁P"), which is why this is not NFKC.

Only titles up to :data:`MAX_RENDERED_CHARS` are rendered (the longest real title has 219
characters); longer ones, and any the converter fails on, are shown as written, so
showing a title costs bounded work and never fails.
"""

from __future__ import annotations

import html
import logging
import re
from typing import Final

from pylatexenc.latex2text import LatexNodes2Text, MacroTextSpec, get_default_latex_context_db

from analysis.text.clean import LIGATURES

# a macro it cannot expand is logged once per use ("\\frac failed its substitution") and
# shown as written: the text is still shown, so the log says nothing a reader needs
logging.getLogger("pylatexenc").setLevel(logging.ERROR)

#: Titles longer than this are shown as written, without LaTeX rendering (bounded work).
MAX_RENDERED_CHARS: Final = 1_000
#: The same for abstracts (~4 ms for a seeds abstract with LaTeX; of PaperCopilot's 85,348
#: abstracts one is longer than 4,650 characters): one is rendered per click, never per
#: filter change; a crafted 10,000 characters of macros took ~25-40 ms.
MAX_RENDERED_ABSTRACT_CHARS: Final = 10_000
_TILDE = re.compile(r"(?<!\\)~(?!\\)")  # not "\~", an accent, nor "by~\cite", a space
# **bold** or *italic*: the markers around words, not inside one ("2**10") nor spaced ("a * b")
_EMPHASIS = re.compile(r"(?<![\w*])(\*\*?)(?=[^\s*])([^*\n]{1,200}?)(?<=[^\s*])\1(?![\w*])")
_LIGATURES: Final = LIGATURES
_ENTITY = re.compile(r"&(?:[A-Za-z]{2,8}|#\d{1,7}|#x[0-9A-Fa-f]{1,6});")
_MACRO = re.compile(r"\\([A-Za-z]+)")
_DIGIT = re.compile(r"[0-9]")
_DOLLARS = re.compile(r"(?<!\\)\$\$?")  # a maths delimiter: $ or $$
_PLAIN_SPECIALS = re.compile(r"(?<!\\)([%&#])")
_DOUBLED = re.compile(r"\\\\(?=[%&#$])")  # "2\\%": an escape doubled on its way, not a line break
_OPERATORS = ("log", "exp", "ln", "min", "max", "sup", "inf", "lim", "det")
_SWITCHES = ("boldmath", "unboldmath", "displaystyle", "textstyle", "scriptstyle",  # no text
             "sf", "bf", "it", "rm", "tt", "em", "sc", "sl",  # "{\\sf SGD}": SGD
             "left", "right", "big", "Big", "bigg", "Bigg", "bigl", "bigr", "Bigl", "Bigr")
_CITES = ("cite", "citep", "citet", "citealp", "citeauthor")  # their keys mean nothing here
_DEGREES = re.compile(r"\^\{?\\circ\}?")
_MIN_PREFIX = 3  # \propto, \sqrt, \ell: shorter "prefixes" (\i, \O) would split real words


def _sqrt(node: object, l2tobj: LatexNodes2Text) -> str:
    args = getattr(getattr(node, "nodeargd", None), "argnlist", None) or []
    body = l2tobj.nodelist_to_text([args[-1]]).strip() if args and args[-1] is not None else ""
    return f"√{body}" if body.isalnum() else f"√({body})"


def _converter() -> tuple[LatexNodes2Text, object]:
    db = get_default_latex_context_db()
    db.add_context_category("paper-trends", prepend=True,
                            macros=[MacroTextSpec("sqrt", simplify_repl=_sqrt),
                                    *(MacroTextSpec(op, simplify_repl=f" {op} ")
                                      for op in _OPERATORS),
                                    *(MacroTextSpec(switch, discard=True) for switch in _SWITCHES),
                                    *(MacroTextSpec(cite, simplify_repl="[…]") for cite in _CITES),
                                    MacroTextSpec("|", simplify_repl="‖")])
    return LatexNodes2Text(latex_context=db, math_mode="text"), db


_LATEX, _CONTEXT = _converter()


def _known(name: str) -> bool:
    return _CONTEXT.get_macro_spec(name) is not None  # type: ignore[attr-defined]


def _unknown_macro(m: re.Match[str]) -> str:
    name, following = m.group(1), m.string[m.end():m.end() + 1]
    if _known(name):  # "\ensuremathα": the parser would not take the α as the argument
        return f"{m.group(0)} " if following and not following.isascii() else m.group(0)
    if following == "{":
        return ""
    for cut in range(len(name) - 1, _MIN_PREFIX - 1, -1):
        if _known(name[:cut]):
            return f"\\{name[:cut]} {name[cut:]}"
    return name


def _closes(text: str, opening: re.Match[str], closing: re.Match[str] | None,
            spaced: bool) -> bool:
    """Whether ``closing`` ends the maths ``opening`` starts.  Pandoc's rule for ``$...$``
    (J. MacFarlane, Pandoc's manual, extension ``tex_math_dollars``) has three conditions:
    a non-space right after the opening ``$``, a non-space right before the closing one,
    and no digit right after the closing one.  They decide for a ``$`` followed by a digit,
    a price's shape ("costs $5 and $10": "$5 and $" is not maths, nor "$5-$10"), but for
    the spacing when a macro is inside: "$14\\epsilon T $" is maths (NeurIPS 2011), no
    price holds a backslash.  Elsewhere they would unpair maths the authors saw rendered
    (OpenReview and arXiv use MathJax, which pairs every ``$``): applied to every ``$`` they
    changed 76 PaperCopilot abstracts and a title for the worse ("$ d $", "$\\sim$5600",
    "$\\pm$1") and one for the better (bench/REVIEW.md, review 58), so a ``$`` not followed by a
    digit pairs with the next one, the two spacing conditions kept only when ``spaced``
    (an odd count: one ``$`` is a literal, review 57).  ``$$`` pairs with the next ``$$``."""
    if closing is None or closing.group() != opening.group():
        return False
    if opening.group() == "$$":
        return True
    spaces = (text[opening.end():opening.end() + 1].isspace()
              or text[closing.start() - 1].isspace())
    if _DIGIT.match(text, opening.end()):  # a price's shape: Pandoc's rule, a macro aside
        return not (_DIGIT.match(text, closing.end())
                    or (spaces and "\\" not in text[opening.end():closing.start()]))
    return not (spaced and spaces)


def _lone_dollars_escaped(text: str) -> str:
    """``text`` with the ``$`` that open no maths escaped, read from the left as a reader
    does: a ``$`` and the next one are maths when they pair (:func:`_closes`), else the
    first is a literal ("costs $150 and $x$": "$150 and $" is not maths, ``$x$`` is)."""
    marks = list(_DOLLARS.finditer(text))
    spaced = sum(len(mark.group()) for mark in marks) % 2 == 1
    lone, i = [], 0
    while i < len(marks):
        if _closes(text, marks[i], marks[i + 1] if i + 1 < len(marks) else None, spaced):
            i += 2
        else:
            lone.append(marks[i])
            i += 1
    parts, last = [], 0
    for mark in lone:
        parts += [text[last:mark.start()], mark.group().replace("$", "\\$")]
        last = mark.end()
    return "".join([*parts, text[last:]])


def _protect(title: str) -> str:
    """Escape what is plain text in a title but special to LaTeX (see the module docstring)."""
    title = _DEGREES.sub("°", _PLAIN_SPECIALS.sub(r"\\\1", _DOUBLED.sub(r"\\", title)))
    if "$" in title:
        title = _lone_dollars_escaped(title)
    return _MACRO.sub(_unknown_macro, title)


def display_title(title: str) -> str:
    """``title`` as people should read it: LaTeX rendered, HTML entities decoded, runs of
    whitespace (line breaks inside a title) made one space; never shortened."""
    return _readable(title, MAX_RENDERED_CHARS)


def display_abstract(abstract: str) -> str:
    """An abstract as the paper's panel shows it: rendered as titles are, and Markdown's
    emphasis markers dropped (``**SpecPrune-VLA**``, ``*why*``; "2**10" and "a * b" stay).
    The bundled seeds carry 7 bold and 17 LaTeX font commands, 34 ``$…$``; PaperCopilot
    862 font commands and 3,171 abstracts with math.  Downloads keep the abstract as given."""
    return _readable(_EMPHASIS.sub(r"\2", abstract), MAX_RENDERED_ABSTRACT_CHARS, tilde=True)


def _readable(written: str, limit: int, tilde: bool = False) -> str:
    """``tilde``: a "~" is "about" (an abstract's "~3 times"), not LaTeX's space."""
    text = " ".join(written.split())
    if not text.isascii():
        text = text.translate(_LIGATURES)
    if "&" in text and _ENTITY.search(text):
        text = html.unescape(text)
    if ("\\" not in text and text.count("$") < 2) or len(text) > limit:
        return text
    try:
        protected = _protect(text)
        rendered = _LATEX.latex_to_text(_TILDE.sub(r"\\textasciitilde{}", protected)
                                        if tilde else protected)
    except Exception:  # noqa: BLE001 - text must always be shown; as written is the fallback
        return text
    return " ".join(rendered.split()) or text
