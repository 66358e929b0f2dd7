"""Terms: the words and phrases every later stage counts, and the document-term matrix.

The vocabulary is built once per corpus in the chunked count -> select -> encode shape
(:mod:`analysis.terms.vocabulary`; docs/architecture.md): each chunk of papers is
tokenised (:func:`tokenize_chunk`) and counted (:func:`count_words`,
:func:`count_phrases`, level by level), the merged counts select the fixed
:class:`TermModel` (:func:`fit_term_model`, :func:`select_terms`: terms, acronyms
joined to their expansions, keywords), and each chunk is encoded with it
(:func:`encode`) into its rows of the matrix (:func:`vocabulary_of` stacks them).
Keyword counts, term look-ups and keyword-in-context snippets read the vocabulary.
"""

from analysis.terms.contexts import keyword_contexts
from analysis.terms.encode import EncodedChunk, encode
from analysis.terms.inflection import text_key, word_key
from analysis.terms.keywords import keyword_counts, papers_with_term, top_keyword_ids
from analysis.terms.model import TermModel, select_terms
from analysis.terms.phrase_counts import PhraseCounts, PhraseWords, count_phrases, phrase_words
from analysis.terms.tokens import ChunkTokens, tokenize_chunk
from analysis.terms.vocabulary import (
    CHUNK_SIZE,
    Vocabulary,
    build_vocabulary,
    default_min_df,
    fit_term_model,
    vocabulary_from,
    vocabulary_of,
)
from analysis.terms.word_counts import WordCounts, count_words

__all__ = ["CHUNK_SIZE", "ChunkTokens", "EncodedChunk", "PhraseCounts", "PhraseWords",
           "TermModel", "Vocabulary", "WordCounts", "build_vocabulary", "count_phrases",
           "count_words", "default_min_df", "encode", "fit_term_model", "keyword_contexts",
           "keyword_counts", "papers_with_term", "phrase_words", "select_terms", "text_key",
           "tokenize_chunk", "top_keyword_ids", "vocabulary_from", "vocabulary_of",
           "word_key"]
