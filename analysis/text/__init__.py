"""Text: cleaning, tokens, accent folding, stop-word lists, derived and displayed titles;
where each character of a cleaned text came from (:mod:`.origins`).

Every later stage reads text through these functions, so "Nyström", "(cid:173)" and
"$k$-means" are handled once, the same way everywhere.
"""

from analysis.text.clean import TOKEN_RE, clean_text, fold, strip_accents, tokenize
from analysis.text.display import display_abstract, display_title

__all__ = ["TOKEN_RE", "clean_text", "display_abstract", "display_title", "fold", "strip_accents",
           "tokenize"]
