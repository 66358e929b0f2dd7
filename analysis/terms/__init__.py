"""Terms: the words and phrases every later stage counts, and the document-term matrix.

The vocabulary is built once per corpus, in steps (tokens, inflection, phrases, display
forms; see :mod:`analysis.terms.vocabulary`); keyword counts, term look-ups and
keyword-in-context snippets read it.
"""

from analysis.terms.contexts import keyword_contexts
from analysis.terms.inflection import text_key, word_key
from analysis.terms.keywords import keyword_counts, papers_with_term, top_keyword_ids
from analysis.terms.vocabulary import Vocabulary, build_vocabulary, default_min_df

__all__ = ["Vocabulary", "build_vocabulary", "default_min_df", "keyword_contexts",
           "keyword_counts", "papers_with_term", "text_key", "top_keyword_ids", "word_key"]
