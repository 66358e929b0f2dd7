"""The search syntax, and the plan a query becomes: terms, their variants, and notes.

Syntax (README, "Searching")
    ``diffusion privacy``
        papers with both words (AND), whole words, any case;
    ``"mixture of experts"``
        the words in sequence (a phrase); hyphens and spaces alike, so this also finds
        "Mixture-of-Experts";
    ``GAN OR VAE``, ``"graph neural network" OR GNN``
        either (``OR`` in capitals binds the two terms beside it; ``a b OR c`` is
        ``a AND (b OR c)``).
    Plurals and singulars are the same word ("mixtures of experts"), and a corpus's own
    acronym/expansion pairs are the same term (:mod:`analysis.search.acronyms`).

Case (issue 10)
    What is typed is searched in any case: ``iv`` finds "(iv)", ``IV`` finds "IV" and
    "(iv)", and ``gan`` still finds "GAN" (and "generative adversarial networks", the
    corpus's expansion of the acronym): a user typing a word lower-case means the word,
    whatever its case in the text.  An acronym the search *adds* to a term
    (``"instrumental variable"`` also finds IV) is found only where it is written as a
    short form, in its case or in capitals ("IV", "IVs", "IV's"; "RELU" for "ReLU"; not
    "(iv)", "Iv"):
    the user did not type it, and written as a word the same letters are mostly
    something else (roman numerals, "kg", "O(kd)", "Lp norms":
    bench/keywords/acronym_case.py); the corpus's definitions decide a final S and a
    compound such as "k-NN" (:mod:`analysis.search.shortforms`).  A keyword's papers are
    this search's (:mod:`analysis.search.term_papers`), so the keyword counts and a click
    on a keyword agree.  The index holds each short form's key for this
    (:mod:`analysis.search.keys`), :attr:`Term.written` says which added phrases are
    matched by it.
    Anything else (brackets, ``*``, ``-``) is punctuation: it is not an operator.

Bounded work (issue 13)
    The plan is built from at most :data:`MAX_QUERY_CHARS` characters, so parsing costs
    the same for a 100 kB query as for a 500-character one.  Repeated terms count once.
    At most :data:`MAX_TERMS` phrases (OR alternatives included) of at most
    :data:`MAX_PHRASE_WORDS` words are searched, :data:`MAX_WORDS` words in all,
    acronym variants included.  Each word is one posting list read by the index
    (:mod:`analysis.search.index`), whose length is at most the number of tokens in the
    corpus, so a search reads at most :data:`MAX_WORDS` posting lists whatever is typed.
    Whatever was cut or left out is said in :attr:`SearchPlan.notes`, shown under the
    search box.  The numbers: 500 characters hold ten long phrases with OR between them;
    10 phrases and 24 words are more than any real search we saw; the most a search can
    then read (10 OR'ed phrases of the most frequent words) took 0.09 s at 24,000 papers
    and 0.9 s at 250,000 on a loaded machine (bench/search/RESULTS.md).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from analysis.search.acronyms import NO_ACRONYMS, Acronyms, Phrase
from analysis.search.keys import key_spans, phrase_keys, prefixes, tokens_re
from analysis.search.plurals import plural_forms
from analysis.search.shortforms import Written, written_matches
from analysis.terms.acronyms import is_short_form

MAX_QUERY_CHARS = 500
MAX_TERMS = 10
MAX_PHRASE_WORDS = 8
MAX_WORDS = 24

# A quoted phrase (closing quote optional), or a run of other non-space characters.
_ITEM = re.compile(r'"([^"]*)("?)|([^\s"]+)')
_QUOTES = str.maketrans({"“": '"', "”": '"', "„": '"', "«": '"', "»": '"'})


@dataclass(frozen=True)
class Term:
    """One condition of a query: a paper matches when it has any of the phrases."""

    items: tuple[str, ...]  # as typed, quotes removed, e.g. ("mixture of experts", "MoE")
    typed: tuple[Phrase, ...]  # their keys
    added: tuple[Phrase, ...] = ()  # acronym/expansion variants
    #: Added one-word acronyms ((("iv",), Written("IV")),): found and highlighted only
    #: where written as a short form (module docstring, "Case").
    written: tuple[tuple[Phrase, Written], ...] = ()

    @property
    def phrases(self) -> tuple[Phrase, ...]:
        return self.typed + self.added

    @property
    def text(self) -> str:
        """The term as one would type it: ``"mixture of experts" OR MoE``."""
        return " OR ".join(_quoted(item) for item in self.items)


@dataclass(frozen=True)
class SearchPlan:
    """What a query searches: every term (AND), and notes on what was changed or left out."""

    query: str
    terms: tuple[Term, ...]
    notes: tuple[str, ...] = ()
    #: One-word phrases that are acronyms, with the acronym as written ((("ot",), "OT"),):
    #: a snippet shows an acronym only where it is written in its case
    #: (:meth:`first_cased_span`), as the vocabulary reads a word in capitals as written.
    acronyms: tuple[tuple[Phrase, str], ...] = ()

    @property
    def is_empty(self) -> bool:
        return not self.terms

    @property
    def n_words(self) -> int:
        """Posting lists the index reads for this plan (at most :data:`MAX_WORDS`)."""
        return sum(len(p) for t in self.terms for p in t.phrases)

    def spans(self, text: str, first: bool = False) -> list[tuple[int, int]]:
        """Character spans of ``text`` where any phrase of the plan occurs (sorted,
        overlaps merged): the highlighted parts of an abstract.  With ``first``, only the
        first match, found without reading further."""
        found = []
        for span in self._matches(text, self._added_acronyms()):
            found.append(span)
            if first:
                return found
        return _merged(sorted(found))

    def first_span(self, text: str) -> list[tuple[int, int]]:
        """The first place ``text`` matches, as a one-span list (none: empty)."""
        return self.spans(text, first=True)

    def first_cased_span(self, text: str) -> list[tuple[int, int]]:
        """The first place ``text`` matches with each acronym of :attr:`acronyms` written
        as a short form (a snippet's match: the "ot" of an OCR's "ot.her" is no "OT"), as
        a one-span list; empty when every match is an acronym's key written otherwise."""
        written = {p: Written(a) for p, a in self.acronyms}
        return next(([span] for span in self._matches(text, written)), [])

    def _added_acronyms(self) -> dict[Phrase, Written]:
        """The added acronyms (:attr:`Term.written`) that no term has typed: what the
        search finds only as written, so what is highlighted only as written."""
        typed = {p for t in self.terms for p in t.typed}
        return {p: a for t in self.terms for p, a in t.written if p not in typed}

    def _matches(self, text: str, written: dict[Phrase, Written]) -> Iterator[tuple[int, int]]:
        """(start, end) of each match in the order their last words are read, each
        phrase of ``written`` only where the index finds it
        (:func:`analysis.search.shortforms.written_matches`)."""
        ending: dict[str, list[Phrase]] = {}
        for phrase in {p for t in self.terms for p in t.phrases} - written.keys():
            ending.setdefault(phrase[-1], []).append(phrase)
        found = {k: w for w in written.values() for k in w.keys}
        if not (ending or found) or not text:
            return
        prefix_of = prefixes(text) if found else {}
        keys: list[str] = []
        starts: list[int] = []
        for key, start, end in key_spans(text):
            keys.append(key)
            starts.append(start)
            for phrase in ending.get(key, ()):
                n = len(phrase)
                if len(keys) >= n and tuple(keys[-n:]) == phrase:
                    yield starts[-n], end
            if found:
                yield from written_matches(text, key, start, end, prefix_of, found)


def _merged(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for start, end in spans:
        if out and start <= out[-1][1]:
            out[-1] = (out[-1][0], max(end, out[-1][1]))
        else:
            out.append((start, end))
    return out


@dataclass
class _Group:
    """Items typed with OR between them."""

    items: list[str]
    phrases: list[Phrase]
    bare_word: bool  # one unquoted word: may be part of an unquoted expansion


def plan_query(query: str, acronyms: Acronyms = NO_ACRONYMS) -> SearchPlan:
    """The plan of ``query`` (see the module docstring): its terms, with the corpus's
    acronym variants, within the limits, and a note for everything changed."""
    notes: list[str] = []
    text = _clipped(query.translate(_QUOTES).strip(), notes)
    groups = _groups(text, notes, acronyms.letter_s)
    terms = _limited(groups, notes)
    terms = _with_variants(terms, acronyms, notes)
    _unquoted_expansion_tip(groups, acronyms, notes)
    if not terms and text and not notes:
        notes.append(f"{_short(text)} has no words to search for.")
    return SearchPlan(query=query, terms=tuple(terms), notes=tuple(notes),
                      acronyms=_acronyms_written(groups, terms, acronyms))


def _acronym(word: str, key: str) -> str | None:
    """``word`` as the acronym of one-word key ``key`` is written, a plural or possessive
    the key lacks dropped ("GANs" -> "GAN"); None when it is no acronym
    (:func:`analysis.terms.acronyms.is_short_form`: two capitals, or a capital and a digit)."""
    if len(word) > len(key) and word[:len(key)].lower() == key:
        word = word[:len(key)]
    return word if is_short_form(word) else None


def _acronyms_written(groups: list[_Group], terms: list[Term],
                      acronyms: Acronyms) -> tuple[tuple[Phrase, str], ...]:
    """The plan's one-word phrases that are acronyms, as written: typed in capitals
    ("OT") or added as a corpus acronym; none that was also typed otherwise ("ot")."""
    written: dict[Phrase, str] = {}
    other: set[Phrase] = set()
    typed = [(item, keys) for g in groups for item, keys in zip(g.items, g.phrases, strict=True)]
    added = [(acronyms.show(p), p) for t in terms for p in t.added]
    for item, keys in [*typed, *added]:
        acronym = _item_acronym(item, keys)
        if acronym is None:
            other.add(keys)
        else:
            written.setdefault(keys, acronym)
    return tuple((k, a) for k, a in written.items() if k not in other)


def _item_acronym(item: str, keys: Phrase) -> str | None:
    """The acronym ``item`` (with ``keys``) is written as, when it is one acronym."""
    words = [w for w in tokens_re(item).findall(item) if w[0].isalnum()]
    return _acronym(words[0], keys[0]) if len(keys) == 1 and len(words) == 1 else None


def clip_query(text: str) -> str:
    """``text`` cut to at most :data:`MAX_QUERY_CHARS` characters, at a space and outside
    a phrase when the cut falls in a word or a phrase."""
    if len(text) <= MAX_QUERY_CHARS:
        return text
    cut = text[:MAX_QUERY_CHARS]
    space = cut.rfind(" ")
    if space > MAX_QUERY_CHARS // 2 and not text[MAX_QUERY_CHARS].isspace():
        cut = cut[:space]  # do not search half a word
    if cut.count('"') % 2 and cut.rfind('"') > MAX_QUERY_CHARS // 2:
        cut = cut[:cut.rfind('"')]  # nor half a phrase
    return cut.strip()


def _clipped(text: str, notes: list[str]) -> str:
    cut = clip_query(text)
    if len(cut) < len(text):
        notes.append(f"The search is {len(text):,} characters long: only its first "
                     f"{len(cut):,} were searched (at most {MAX_QUERY_CHARS}).")
    return cut


def _groups(text: str, notes: list[str], letter_s: Mapping[str, str]) -> list[_Group]:
    """The typed items grouped by OR, each item with its keys."""
    groups: list[_Group] = []
    pending_or = dangling = unclosed = False
    for m in _ITEM.finditer(text):
        quoted, closed, word = m.group(1), m.group(2), m.group(3)
        if word == "OR":
            dangling |= pending_or or not groups
            pending_or = bool(groups)
            continue
        unclosed |= quoted is not None and not closed
        item = word if word is not None else quoted
        keys = phrase_keys(item, letter_s)
        if not keys:
            continue
        shown = " ".join(item.split())
        if pending_or:
            groups[-1].items.append(shown)
            groups[-1].phrases.append(keys)
            groups[-1].bare_word = False
        else:
            groups.append(_Group([shown], [keys], word is not None and len(keys) == 1))
        pending_or = False
    if unclosed:
        notes.append("A quote was not closed: the words after it were searched as a phrase.")
    if dangling or pending_or:
        notes.append("OR needs a term on each side: a lone OR was left out.")
    return groups


def _limited(groups: list[_Group], notes: list[str]) -> list[Term]:
    """The groups as terms: repeats once, long phrases cut, at most MAX_TERMS phrases and
    MAX_WORDS words."""
    terms: list[Term] = []
    seen: set[frozenset[Phrase]] = set()
    n_phrases = n_words = repeats = left_out = cut = 0
    for group in groups:
        phrases = list(dict.fromkeys(f for p in group.phrases for f in plural_forms(p)))
        items = tuple(dict.fromkeys(group.items))
        if any(len(p) > MAX_PHRASE_WORDS for p in phrases):
            cut += 1
            phrases = list(dict.fromkeys(p[:MAX_PHRASE_WORDS] for p in phrases))
        if frozenset(phrases) in seen:
            repeats += 1
            continue
        words = sum(len(p) for p in phrases)
        if n_phrases + len(phrases) > MAX_TERMS or n_words + words > MAX_WORDS:
            left_out += 1
            continue
        seen.add(frozenset(phrases))
        n_phrases, n_words = n_phrases + len(phrases), n_words + words
        terms.append(Term(items=items, typed=tuple(phrases)))
    if cut:
        notes.append(f"Phrases longer than {MAX_PHRASE_WORDS} words were searched by their "
                     f"first {MAX_PHRASE_WORDS}.")
    if repeats:
        notes.append(f"{repeats:,} repeated term{'s' if repeats > 1 else ''} searched once.")
    if left_out:
        notes.append(f"Only the first {len(terms)} terms were searched (at most {MAX_TERMS} "
                     f"phrases and {MAX_WORDS} words): {left_out:,} more left out.")
    return terms


def _defines(typed: tuple[Phrase, ...], variant: Phrase, acronyms: Acronyms) -> bool:
    """Whether ``variant`` is an acronym of a typed phrase or its expansion (one of
    the two a short form), not a spelling of it."""
    return any(len(p) == 1 and is_short_form(acronyms.show(p))
               for p in (variant, *(t for t in typed if variant in acronyms.of(t))))


def _with_variants(terms: list[Term], acronyms: Acronyms, notes: list[str]) -> list[Term]:
    """Each term with the acronym/expansion variants of its phrases, while the word
    budget lasts."""
    n_words = sum(len(p) for t in terms for p in t.phrases)
    out = []
    for term in terms:
        added: list[Phrase] = []
        for phrase in term.typed:
            for variant in acronyms.of(phrase):
                if variant in term.typed or variant in added:
                    continue
                if n_words + len(variant) > MAX_WORDS:
                    notes.append(f"{_quoted(acronyms.show(variant))} was not added to "
                                 f"{_short(term.text)}: the search has {MAX_WORDS} words "
                                 "already.")
                    continue
                n_words += len(variant)
                added.append(variant)
        # a definition pairs an acronym with its expansion; any other pair is one term
        # written two ways ("halfspace" / "half-space", review 55), defined nowhere
        defined = [v for v in added if _defines(term.typed, v, acronyms)]
        for group, why in ((defined, "defined in these papers"),
                           ([v for v in added if v not in defined], "another spelling")):
            if group:
                shown = ", ".join(_quoted(acronyms.show(v)) for v in group)
                notes.append(f"{_short(term.text)} also finds {shown} ({why}).")
        written = [(v, acronyms.written[v]) for v in added if v in acronyms.written]
        out.append(Term(items=term.items, typed=term.typed, added=tuple(added),
                        written=tuple(written)))
    return out


def _unquoted_expansion_tip(groups: list[_Group], acronyms: Acronyms, notes: list[str]) -> None:
    """A tip when unquoted words spell a known expansion ("mixture of experts" without
    quotes searches the three words anywhere, and not "MoE")."""
    if not acronyms.equivalents:
        return
    i = 0
    while i < len(groups):
        j = i
        while j < len(groups) and groups[j].bare_word:
            j += 1
        run = [g.phrases[0][0] for g in groups[i:j]]
        for start in range(len(run)):
            for end in range(start + 2, min(len(run), start + MAX_PHRASE_WORDS) + 1):
                phrase = tuple(run[start:end])
                if acronyms.of(phrase):
                    words = " ".join(t for g in groups[i + start:i + end] for t in g.items)
                    acronym = acronyms.show(acronyms.of(phrase)[0])
                    notes.append(f'Tip: type "{words}" in quotes to find the phrase and '
                                 f"{acronym}.")
                    return
        i = j + 1


def phrase_query(text: str) -> str:
    """The query that searches ``text`` as one phrase (``graph neural networks`` ->
    ``"graph neural networks"``); a single word stays bare."""
    words = text.replace('"', " ").split()
    return " ".join(words) if len(words) == 1 else f'"{" ".join(words)}"'


def query_terms(query: str) -> list[str]:
    """The words and phrases typed in ``query``, as typed (quotes removed; each OR
    alternative; repeats once), within the limits: what a user asked to follow."""
    return list(dict.fromkeys(item for t in plan_query(query).terms for item in t.items))


def _short(text: str, limit: int = 60) -> str:
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _quoted(phrase: str) -> str:
    """A variant as one would type it: a phrase in quotes, hyphenated ones too (words in
    sequence, as spaced ones: walk59 read "generative adversarial network" quoted beside
    a bare expectation-maximization), a word bare."""
    return f'"{phrase}"' if " " in phrase or "-" in phrase else phrase
