"""Names on axes and legends, shortened to :data:`LABEL_CHARS`, and kept apart when cut.

Why one module: a bar chart's categories are its labels, and Plotly draws every point of
one label on one bar.  Two keywords sharing their first 38 characters ("large language
model based reinforcement learning from …" and "… with …") were cut to the same label
and drawn as one bar, the second's value over the first's (charts64).  Every shortened
list of categories goes through :func:`shortened`, which cuts as :func:`shorten` does and
then tells apart the labels that met: each keeps its head and gains the words of its end
that no other label of the clash ends with ("large language model based … human
feedback"); numbered in order only where the ends cannot tell them apart within
``limit``.  Topic names carry their number ("#3 …") and never meet.
"""

from __future__ import annotations

import functools
import re
from collections import defaultdict
from collections.abc import Callable, Iterable

from analysis.topics.mixed import PREFIX as MIXED_PREFIX

LABEL_CHARS = 38  # longest topic/venue/keyword label on an axis before it is shortened
ELISION = " … "  # between a clashing label's head and its end
MIN_HEAD = 8  # characters of a clashing label's head worth keeping before its end


def shorten(text: str, limit: int = LABEL_CHARS) -> str:
    """``text`` cut at a word boundary to at most ``limit`` characters, with an ellipsis."""
    text = " ".join(str(text).split())
    if len(text) <= limit:
        return text
    cut = text[: limit - 1].rsplit(" ", 1)[0] or text[: limit - 1]
    return cut.rstrip(" ,;:·-") + "…"


def _head(text: str, room: int) -> str:
    """The words ``text`` starts with, at most ``room`` characters (no ellipsis)."""
    cut = text[: room + 1].rsplit(" ", 1)[0] if len(text) > room else text
    return (cut if len(cut) <= room else text[:room]).rstrip(" ,;:·-")


def _elided(text: str, others: list[str], limit: int) -> str | None:
    """``text`` as its head, :data:`ELISION` and the fewest last words no text of
    ``others`` ends with, within ``limit``; None when no such end leaves room."""
    words = text.split(" ")
    for k in range(1, len(words)):
        tail = " ".join(words[-k:])
        if any(o == tail or o.endswith(" " + tail) for o in others):
            continue
        room = limit - len(tail) - len(ELISION)
        head = _head(" ".join(words[:-k]), room) if room >= MIN_HEAD else ""
        return f"{head}{ELISION}{tail}" if head else None
    return None


def shortened(texts: Iterable[object], limit: int = LABEL_CHARS) -> list[str]:
    """Each of ``texts`` :func:`shorten`-ed, and unequal texts never equal labels: labels
    that met are told apart by their ends (:func:`_elided`), and any still equal numbered
    " (2)", " (3)" in order.  Equal texts keep one label (they are one category)."""
    full = [" ".join(str(t).split()) for t in texts]
    labels = [shorten(t, limit) for t in full]
    groups: defaultdict[str, list[int]] = defaultdict(list)
    for i, label in enumerate(labels):
        groups[label].append(i)
    for members in groups.values():
        distinct = list(dict.fromkeys(full[i] for i in members))
        if len(distinct) < 2:
            continue
        for i in members:
            labels[i] = _elided(full[i], [d for d in distinct if d != full[i]],
                                limit) or labels[i]
    seen: dict[str, str] = {}  # label -> the text that has it
    for i, label in enumerate(labels):
        n, candidate = 1, label
        while seen.setdefault(candidate, full[i]) != full[i]:
            n += 1
            candidate = f"{label} ({n})"
        labels[i] = candidate
    return labels


#: A keyword's acronym joined in a topic label: " (LLM)", " (BERT)", not a number " (3)".
_JOINED_ACRONYM = re.compile(r" \((?=[^)]*[A-Z])[A-Za-z0-9-]+\)")


@functools.lru_cache(maxsize=8192)
def topic_name(topic: int, label: str, limit: int | None = LABEL_CHARS) -> str:
    """How a topic is named on axes and legends: ``"#3 diffusion · score matching"``;
    whole, as its term list spells it, with ``limit`` None (a hover, a line of text: the
    hover's cut to 60 shed "(RL)" above a list reading "reinforcement learning (RL)",
    polish65; only an axis or a legend lacks the room).
    A mixed topic's "mixed: " does not count against ``limit``: the prefix pushed the
    third term off the axis ("#21 mixed: techniques · field…", 61k).  A label too long
    for ``limit`` sheds its terms' joined acronyms before it is cut: the long form beside
    each says it, and on the 24k 6 label terms of 117 more were cut off the axes with
    them (session 60); the whole label is in the hover and the summaries.
    Cached: the narrow charts' label fitting (:func:`dashboard.figures.narrow.roomy`)
    names every topic at a dozen limits on each filter change, the same names each time
    (40 topics, three widths: 2.3 -> 0.8 ms a chart)."""
    label = " ".join(str(label).split())
    if limit is None:
        return f"#{int(topic)} {label}"
    prefix = MIXED_PREFIX if label.startswith(MIXED_PREFIX) else ""
    body = label[len(prefix):]
    if len(body) > limit:
        body = _JOINED_ACRONYM.sub("", body)
    return f"#{int(topic)} {prefix}{shorten(body, limit)}"


def topic_names(names: list[str], topics: Iterable[int],
                labels: Iterable[str]) -> Callable[[str, int], str]:
    """Each topic's :func:`topic_name` at a character limit from its axis name (one of
    ``names``, of ``topics`` and their ``labels`` in order): the labels above the bars on
    a narrow chart, as long as it holds (:func:`dashboard.figures.narrow.roomy`)."""
    whole = dict(zip(names, zip(topics, labels, strict=True), strict=True))
    return lambda name, limit: topic_name(*whole[name], limit)


def text_names(names: Iterable[str], texts: Iterable[object]) -> Callable[[str, int], str]:
    """Each axis name of ``names`` (:func:`shortened` from ``texts``, in order) as its text
    :func:`shorten`-ed to a character limit: a keyword's or a venue's fuller name, for
    its label above its bar or in two lines beside it (as :func:`topic_names` for topics)."""
    whole = dict(zip(names, (" ".join(str(t).split()) for t in texts), strict=True))
    return lambda name, limit: shorten(whole[name], limit)


TERM_JOIN = " · "  # between a topic label's terms


def _terms_fitted(forms: list[list[str]], limit: int) -> list[str]:
    """The terms, in order, each in the first of its ``forms`` that keeps the name within
    ``limit`` (an ellipsis counted while terms remain after it), until one fits in none."""
    out: list[str] = []
    for i, options in enumerate(forms):
        more = 1 if i + 1 < len(forms) else 0
        form = next((f for f in options if len(TERM_JOIN.join([*out, f])) + more <= limit),
                    None)
        if form is None:
            break
        out.append(form)
    return out


def legend_topic_name(topic: int, label: str, limit: int) -> str:
    """A topic's name in a legend of ``limit`` characters, cut between its terms, never
    within one: :func:`topic_name`'s word cut ended 13 of the 78 topics' 30-character names
    in the topics over the years of the 24k and 61k corpora in part of a term ("#14 system ·
    dynamics · time…", of "time series"; "#31 simultaneous localization…", whose term is
    SLAM), and dropped a last term that fitted ("#5 language model…" of "language model ·
    pre-training · BERT"); cut between terms they show 72 and 91 whole terms, were 61 and
    79 (``bench/TRENDS.md``, legend67).  A term
    too long for the room is given by its acronym where the label joins one ("#31 SLAM ·
    map · loop closure"); the terms shown are the more of the long forms first and of the
    acronyms first ("#7 RNN · sequence · memory" over "#7 recurrent neural network…"), the
    long forms on a tie.  A first term that fits in no form is cut at a word, as
    :func:`topic_name` cuts.  A mixed topic's "mixed: " does not count, as there."""
    label = " ".join(str(label).split())
    prefix = MIXED_PREFIX if label.startswith(MIXED_PREFIX) else ""
    body = label[len(prefix):]
    if len(body) <= limit:
        return f"#{int(topic)} {prefix}{body}"
    terms = body.split(TERM_JOIN)
    longs = [_JOINED_ACRONYM.sub("", t) for t in terms]
    shorts = [m.group(0)[2:-1] if (m := _JOINED_ACRONYM.search(t)) else None for t in terms]
    long_first = [[lf] + ([s] if s else []) for lf, s in zip(longs, shorts, strict=True)]
    short_first = [([s] if s else []) + [lf] for lf, s in zip(longs, shorts, strict=True)]
    shown = max(_terms_fitted(long_first, limit), _terms_fitted(short_first, limit), key=len)
    if not shown:
        return topic_name(topic, label, limit)
    more = "" if len(shown) == len(terms) else "…"
    return f"#{int(topic)} {prefix}{TERM_JOIN.join(shown)}{more}"
