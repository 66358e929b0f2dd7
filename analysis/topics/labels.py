"""Stage 4 of the topic model: a short, unique label per topic.

A label names three distinct ideas of the topic, in the corpus's keywords
(:mod:`analysis.terms.termhood`) where it can, so that a topic is named as the keyword
chart would name it, and from the topic's own first terms, so that the label says what
the terms and the representative papers say.  Going down the topic's first
:data:`HEAD_TERMS` (10) terms, a keyword is taken as it is; any other term stands for
the topic's most used keyword containing its words, when the topic owns one
("networks" -> "neural network": each keyword belongs to the topic where the share of
papers using it is highest, as the topic's terms do (:mod:`analysis.topics.ranking`),
and at least :data:`STAND_IN_WEIGHT` (half) as many of the topic's papers use it as use
the term, so that "source" in a topic on domain adaptation does not become "source
code"), and for itself otherwise.  After them come the keywords the topic owns past
its head, most used first, when at least :data:`KEYWORD_SHARE` (5%) of its papers and
:data:`KEYWORD_PAPERS` (3) of them use one: the head of a topic often holds the field's
own words, which are no keywords ("bandit · regret · arms", "analysis · datasets ·
linear", "neurons · systems · visual cortex" on the 24k corpus), while its own subject's
name ranks further down ("multi-armed bandit", 28% of its papers; "component analysis";
"receptive field"), and a label is read as a list of subjects.  The floors keep a keyword
of a few of the topic's papers from naming all of them: on the 24k corpus (tuned there) a
floor of 3% let "fairness" (3%) name the machine-learning grab-bag and "parsing" (under
4%) a topic on language models; 4% changed one label more than 5% ("dimensionality
reduction", 4%, over "space"); 5%, a margin over the shares that mislabelled, holds
nearly as many keywords (54% of label terms, against 55% at 4%, 50% at 6%, 47% at 10%).
Three papers because the 57 seeds' topics (8-15 papers counted by share) own past their
heads only keywords of under two papers ("reinforcement learning · distillation ·
hallucination" named a topic on reasoning under the share floor alone); past 60
papers a topic meets the share floor first.  The rule took the share of label terms
that are keywords from 33% to 54% on the 24k and from 35% to 50% on the 61k corpora (19
and 15 labels of 39 changed), from 37% to 63% on ICML's 20 topics and from 46% to 67% on
ICLR 2017-18's 16, and left the seeds' labels as they were; the mean share of a topic's
papers using a label term, the price of naming subjects, went from 0.32 to 0.26, 0.35
to 0.32, 0.31 to 0.24 and 0.33 to 0.28 (bench/topics/labels.py, RESULTS.md).  A topic
with no such keyword keeps the field's words its head holds ("training · set · test").

The first three terms, head keywords, then owned keywords, then the head's other terms
(but not a keyword, owned ones too, sharing a word with a head term that at least
:data:`DISPLACE` (4) times as many of the topic's papers use: "machine translation", in
10% of a topic's papers, named a grab-bag of machine-learning papers, 70%, after
another field; on the 24k and the 61k corpora 2 labels of 39 each changed, all four
that way), that share no word with a chosen one (words compared by their first
:data:`STEM` letters: "neural network" after "deep neural network", "clusters" after
"clustering", "differentially private" after "differential privacy", "gradient method"
after "gradient descent", "Boltzmann machine" after "machine translation": a label of
three terms names three ideas, and a word said twice spends a third of it on one),
joined by " · ", are the label, led by the terms that most of its papers use (a term
used by under a :data:`DISPLACE`-th as many of the topic's papers as another label term
goes last: "computer vision · visual · transformer" on the 61k corpora, where
"transformer", in 7% of the topic's papers against 47%, led and the topic read as
transformers falling while the keyword rose; 12 of the 24k's 39 labels and 10 of the
61k's were reordered, none changed its terms).  When these terms hold fewer than
three such terms, the rest are filled with terms that at least do not only add or drop
words of a chosen one (the topic-term rule, :mod:`analysis.topics.overlap`).  A label
equal to an earlier one is lengthened by the topic's next term.  A keyword in a label is
spelled as the keyword chart spells it, its acronym joined ("large language model (LLM)",
:meth:`analysis.terms.Vocabulary.label`; issue 10: a term spelled one way everywhere)
where a fifth of its papers write it, not an author's ad-hoc "neural network (NN)"
(:mod:`analysis.terms.shown_acronyms`, session 61);
a term that is no keyword, in no keyword chart, stays bare ("state-of-the-art", not
"state-of-the-art (SOTA)": the acronym would dress up a filler word).  The bare long
form hid the name most papers use (24k corpus: 294 of the 296 papers
using BERT write only "BERT", 238 of 346 only "EM", 210 of 446 only "SVM"), and a
label searched for by its acronym found nothing.  The joined forms lengthen the mean
label by 2-4 characters (ICML 50 -> 54, 24k 43 -> 46, 61k 37 -> 39; session 60,
bench/topics/RESULTS.md).

Two rules name subjects (wave 39, a reviewer's findings on the 24k and 61k corpora).
Two terms that split a phrase are never both shown: when the topic's most used phrase
term holding both terms' words is used by at least :data:`PHRASE_SHARE` (half, "mostly",
as :mod:`analysis.topics.overlap` reads it) as many of its papers as the rarer of the
two, its papers write the phrase, and the phrase takes the first one's place
("knowledge · distillation" -> "knowledge distillation", "adaptation · domain" ->
"domain adaptation", "Monte Carlo · Markov chain" -> "Markov chain Monte Carlo"); below
that the two words are two ideas ("graph" and "clustering" on ICML, where "graph
clustering" is a few of the clustering papers').  A bare head noun is named by its
phrase when the topic's papers mostly write one (:func:`_heads_named`).  Only phrase
keywords stand in (a label is made of keywords).  They change 8 labels of the 103 of the
seeds, ICML, the 24k and the 61k corpora: 6 better, 2 the same, read against the
representative papers.  A third rule, the field's words only when
nothing else describes a topic, was measured and left out: 7 better, 4 worse, 18 the
same, what replaced a field word often no better ("state-of-the-art", "learn") and twice
the topic's own subject gone ("bound" of error bounds; bench/topics/RESULTS.md, wave 39).
A fourth, a bare modifier ("high", "random": at most 0.15 of its uses end a noun phrase)
named by its phrase keyword or else passed by, was measured and left out (wave 59): it
named none, and passing them by changed 14 labels of 131, 4 better, 4 worse ("sparse",
"convex", "autonomous", "high-dimensional" named subjects), 6 the same.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from analysis.terms import Vocabulary
from analysis.topics.overlap import PHRASE_SHARE

LABEL_TERMS = 3
HEAD_TERMS = 10
STAND_IN_WEIGHT = 0.5
STEM = 6
DISPLACE = 4.0
KEYWORD_SHARE = 0.05
KEYWORD_PAPERS = 3.0
SEPARATOR = " · "


def label_terms(relevance: np.ndarray, columns: np.ndarray, vocab: Vocabulary,
                term_lists: list[list[int]], papers: np.ndarray | None = None
                ) -> list[list[int]]:
    """Per topic, the term ids of its label (see the module docstring); ``relevance`` is
    topics x columns, the share of each topic's papers using each term
    (:func:`analysis.topics.ranking.paper_shares`), ``term_lists`` each topic's shown
    term ids, best first, ``papers`` each topic's papers counted by share (the
    denominators of ``relevance``; without them only the share floor applies)."""
    keyword = vocab.terms["keyword"].to_numpy()
    keys = vocab.terms["key"].astype(str).to_numpy()
    words = [frozenset(k.split()) for k in keys]
    owner = relevance.argmax(axis=0)
    column_of = {int(c): i for i, c in enumerate(columns)}
    out = []
    for topic, shown in enumerate(term_lists):
        weight = relevance[topic]
        order = np.argsort(-weight, kind="stable")
        mine = [int(j) for j in columns[order[(owner[order] == topic)
                                              & keyword[columns[order]] & (weight[order] > 0)]]]

        standing = [int(t) if keyword[t] else _stand_in(int(t), mine, words, weight, column_of)
                    for t in shown[:HEAD_TERMS]]
        share = {t: weight[column_of[t]] for t in standing}
        # the topic's own keywords past its head, used by enough of its papers, before any
        # term that is no keyword: "multi-armed bandit" before "arms"
        floor = max(KEYWORD_SHARE, 0.0 if papers is None
                    else KEYWORD_PAPERS / max(float(papers[topic]), 1e-300))
        owned = [k for k in mine if k not in share and weight[column_of[k]] >= floor]
        share |= {k: weight[column_of[k]] for k in owned}
        # keywords first, but not one whose word a head term used by far more of the topic's
        # papers also says: "machine translation" (10% of them) took the place of "machine
        # learning" (70%) and named a grab-bag of ML papers after another field
        displaced = {k for k in share if keyword[k] and any(
            share[t] >= DISPLACE * share[k] and _stems(words[t]) & _stems(words[k])
            for t in standing if t != k)}
        ranked = [t for t in standing if keyword[t] and t not in displaced] + [
            k for k in owned if k not in displaced] + [
            t for t in standing if not keyword[t] or t in displaced]
        phrases = _phrases(columns, weight, words, keyword)
        ranked = _heads_named(ranked, phrases, keys, share)
        picker = _Picker(words, share, phrases)
        chosen = picker.distinct(ranked, [], lambda a, b: bool(a & b))
        chosen = picker.distinct(ranked, chosen, lambda a, b: a <= b or b <= a)
        out.append(_led_by_the_many(chosen, share))
    return out


def _led_by_the_many(chosen: list[int], share: dict[int, float]) -> list[int]:
    """``chosen`` with a term used by under 1/:data:`DISPLACE` as many of the topic's
    papers as another chosen term moved to the end: a label is read from its first term,
    and "transformer" (7% of the papers) first named a topic on computer vision (47%),
    which then read as transformers falling while the keyword rose."""
    top = max((share[t] for t in chosen), default=0.0)
    minor = [t for t in chosen if DISPLACE * share[t] < top]
    return [t for t in chosen if t not in minor] + minor


def _heads_named(ranked: list[int], phrases: list[tuple[int, float]], keys: np.ndarray,
                 share: dict[int, float]) -> list[int]:
    """``ranked`` with each bare head noun named by its phrase: a single word that the
    topic's papers mostly use as the head of one phrase term (the topic's most used
    phrase ending in the word is used by at least :data:`PHRASE_SHARE` as many of its
    papers as the word) is replaced by that phrase, in its place ("identification" ->
    "best arm identification" in a topic on bandits, "allocation" -> "task
    allocation"), unless the phrase says a word of a term ranked before it again
    ("adversarial attack" after "generative adversarial network": the label would
    pass it by, and the word stays).  A word whose phrases are many, none of them
    most of its uses ("maximization": submodular, expectation, influence), stays: set
    aside too, it took real subjects' names off labels (see bench/topics/RESULTS.md,
    wave 39: "regression", "recognition", "margin")."""
    headed: dict[str, tuple[int, float]] = {}
    for p, w in phrases:  # most used first: the first phrase per head is kept
        headed.setdefault(str(keys[p]).rsplit(" ", 1)[-1], (p, w))
    out: list[int] = []
    for i, t in enumerate(ranked):
        key = str(keys[t])
        phrase, used = headed.get(key, (-1, 0.0)) if " " not in key else (-1, 0.0)
        said = {s for o in out for s in _stems(frozenset(str(keys[o]).split()))}
        if phrase >= 0 and used >= PHRASE_SHARE * share[t] and phrase not in ranked[:i] \
                and phrase not in out and not _stems(frozenset(str(keys[phrase]).split())) & said:
            share[phrase] = used
            out.append(phrase)  # ranked later too (a keyword the topic owns): moved up here
        else:
            out.append(t)
    return list(dict.fromkeys(out))


def _phrases(columns: np.ndarray, weight: np.ndarray, words: list[frozenset[str]],
             keyword: np.ndarray) -> list[tuple[int, float]]:
    """The phrase keywords the topic's papers use, most used first (:class:`_Picker`): a
    label is made of keywords, so a phrase that is none ("adversarial net") never
    stands in for its words."""
    used = np.flatnonzero(weight > 0)
    used = used[np.argsort(-weight[used], kind="stable")]
    return [(int(columns[j]), float(weight[j])) for j in used
            if len(words[columns[j]]) > 1 and keyword[columns[j]]]


class _Picker:
    """Chooses a topic's label terms in ``ranked`` order: none that shares what ``same``
    compares with a chosen one, and never two whose words are words of one phrase the
    topic's papers use (``phrases``): the topic's most used such phrase takes the first
    one's place when at least :data:`PHRASE_SHARE` as many of its papers use it as use
    the rarer of the two (the papers using both mostly write the phrase), and says no
    other chosen term's words again; else the second is passed by."""

    def __init__(self, words: list[frozenset[str]], share: dict[int, float],
                 phrases: list[tuple[int, float]]) -> None:
        self.words, self.share, self.phrases = words, share, phrases
        self.place: dict[int, int] = {}  # where each chosen term stands (a phrase: its word's)
        self.by_word: dict[str, list[tuple[int, float]]] = {}
        for p, w in phrases:
            for word in words[p]:
                self.by_word.setdefault(word, []).append((p, w))

    def distinct(self, ranked: list[int], chosen: list[int],
                 same: Callable[[frozenset[str], frozenset[str]], bool]) -> list[int]:
        """``chosen`` and the first of ``ranked`` that pass, up to :data:`LABEL_TERMS`, in
        ``ranked`` order."""
        picked, place = list(chosen), self.place
        for term_id in ranked:
            if len(picked) == LABEL_TERMS:
                break
            new = _stems(self.words[term_id])
            if term_id in picked or any(same(new, _stems(self.words[c])) for c in picked):
                continue
            partner = next((c for c in picked if self._split(c, term_id)), None)
            if partner is None:
                picked.append(term_id)
                place[term_id] = ranked.index(term_id)
                continue
            phrase = self._shown_phrase(partner, term_id, picked)
            if phrase is not None:
                picked[picked.index(partner)] = phrase
                place[phrase] = place.pop(partner)
        return sorted(picked, key=lambda t: place[t])

    def _phrase(self, a: int, b: int) -> int | None:
        """The topic's most used phrase holding the words of ``a`` and ``b``, when at least
        :data:`PHRASE_SHARE` as many of its papers use it as use the rarer of the two: the
        papers using both mostly write the phrase, and the two words split it."""
        both = self.words[a] | self.words[b]
        rarer = min(self.share[a], self.share[b])
        return next((p for p, w in self.by_word.get(next(iter(both)), [])
                     if both <= self.words[p] and p not in (a, b)
                     and w >= PHRASE_SHARE * rarer), None)

    def _split(self, a: int, b: int) -> bool:
        return self._phrase(a, b) is not None

    def _shown_phrase(self, first: int, second: int, picked: list[int]) -> int | None:
        """The phrase ``first`` and ``second`` split, unless it says another chosen
        term's words again (the second is then passed by)."""
        phrase = self._phrase(first, second)
        others = [_stems(self.words[c]) for c in picked if c != first]
        if phrase is None or any(_stems(self.words[phrase]) & o for o in others):
            return None
        self.share[phrase] = next(w for p, w in self.phrases if p == phrase)
        return phrase


def _stand_in(term: int, mine: list[int], words: list[frozenset[str]], weight: np.ndarray,
              column_of: dict[int, int]) -> int:
    """The topic's most relevant keyword (``mine``, best first) containing the words of
    ``term`` with at least :data:`STAND_IN_WEIGHT` of its weight; else ``term``."""
    floor = STAND_IN_WEIGHT * weight[column_of[term]]
    return next((k for k in mine if words[term] <= words[k] and weight[column_of[k]] >= floor),
                term)


def _stems(words: frozenset[str]) -> frozenset[str]:
    return frozenset(part[:STEM] for w in words for part in w.split("-") if part)


def topic_labels(labels: list[list[str]], term_lists: list[list[str]]) -> list[str]:
    """One label per topic from its label terms (shown forms, an acronym joined); a label
    equal to an earlier one is lengthened by the topic's next term."""
    joined = [SEPARATOR.join(parts) if parts else "(no terms)" for parts in labels]
    seen: set[str] = set()
    for i, label in enumerate(joined):
        if label in seen:
            named = {part.split(" (")[0] for part in labels[i]}  # "GAN" of "... (GAN)"
            extra = [t for t in term_lists[i] if t not in named]
            joined[i] = label + (SEPARATOR + extra[0] if extra else f" ({i})")
        seen.add(joined[i])
    return joined
