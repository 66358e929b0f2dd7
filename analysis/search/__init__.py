"""Search: the papers a typed query finds, and where in their text it matched.

A query (:mod:`~analysis.search.query`: words, "quoted phrases", ``OR``) is planned into
terms with their variants (plural and singular, hyphen and space, the corpus's
acronym/expansion pairs: :mod:`~analysis.search.acronyms`), within a fixed work budget,
and evaluated by an SQLite FTS5 index of the papers' search keys
(:mod:`~analysis.search.index`, :mod:`~analysis.search.keys`).  The same plan gives the
character spans to highlight, so what is highlighted is what was found.

Public API (used by the filters, the trends that follow a typed phrase, and the saved
analysis): :func:`build_search_index`, :class:`SearchIndex` (``find``, ``plan``, ``save``,
``open``), :func:`query_mask`, :func:`plan_query`, :func:`phrase_query`; a term's papers,
the one count of a keyword everywhere: :func:`term_papers`, :func:`with_term_papers`
(:mod:`~analysis.search.term_papers`).
"""

from analysis.search.acronyms import Acronyms
from analysis.search.build import build_search_index
from analysis.search.index import SearchIndex, SearchResult, query_mask
from analysis.search.query import (
    MAX_PHRASE_WORDS,
    MAX_QUERY_CHARS,
    MAX_TERMS,
    MAX_WORDS,
    SearchPlan,
    clip_query,
    phrase_query,
    plan_query,
    query_terms,
)
from analysis.search.term_papers import term_papers, variant_pairs, with_term_papers

__all__ = ["MAX_PHRASE_WORDS", "MAX_QUERY_CHARS", "MAX_TERMS", "MAX_WORDS", "Acronyms",
           "SearchIndex", "SearchPlan", "SearchResult", "build_search_index", "clip_query",
           "phrase_query",
           "plan_query", "query_mask", "query_terms", "term_papers", "variant_pairs",
           "with_term_papers"]
