"""Others' empirical observations in a theory paper's motivation (issue 14, wave 65).

Wave 65 drew a fifth fresh development set (``bench/paper_types/sample_dev14.csv``: 100 +
100 abstracts of the 24k and the 61k at random, seed 6502, read blind and committed before
the classifier ran; RESULTS.md, "Issue 14, wave 65") and set its misses beside those dev10-13
still hold at main.  Only forms that missed on at least two of the five sets are written;
each is a form, never one paper's phrase, and each was checked on the 85,347 abstracts of
both corpora (``bench/paper_types/cue_digest.py``).

**Masks** (:data:`MASKS`, read first, consuming their words):

* **an empirical observation that is others', or the field's, told as what the paper's
  theory explains** (dev10 nips2017:9252 "the empirical performance is observed to be
  near-optimal ... whereas observed empirical performance is near-optimal ... a theoretical
  justification of the observed empirical performance"; dev12 aistats2017:ad44b1b08f
  "Despite the empirical and theoretical success in a wide range of problems"; dev14
  aistats2020:cb62e6a3a6 "many empirical studies have explored its behavior", "This intuitive
  result, observed empirically and discussed in the literature, has not yet been rigorously
  proved"): the three are gold ``theory`` papers with no run of their own, labelled ``both``
  because the observation read as the paper's experiment (LABELLING_GUIDE.md: statements
  about prior work are not the paper's own evidence).  Written as four guarded families: an
  observation *observed* (passive, or the participle before its noun; never after "we"),
  other studies in the present perfect ("many empirical studies have shown"), a concession
  ("despite the empirical success of"), and the gap the theory closes ("a theoretical
  justification of the observed empirical performance", "the gap between theory and
  empirical performance").  The paper's own "we observe empirically", "we show empirically"
  and "empirical results show" are untouched.

Every repeat is bounded (bench/paper_types/hostile.py's linear-time check).
"""

from __future__ import annotations

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

_OBSERVATION = r"(?:performance|success|behaviou?r|phenomen(?:on|a)|results?|findings?|evidence|effectiveness|observations?|advantages?|benefits?|gains?)"

MASKS: list[str] = [
    # "the empirical performance is observed to be near-optimal" (nips2017:9252)
    rf"\bthe empirical {_OBSERVATION} (?:of (?:[\w-]+ ){{1,4}}?)?(?:is|are|was|were|has been|have been) (?:often |widely |commonly |frequently |consistently |repeatedly |previously |also )?observed\b",
    # "whereas observed empirical performance is near-optimal", "a theoretical justification
    # of the observed empirical performance" (nips2017:9252): the participle before its noun
    rf"(?<!we )(?<!our )\b(?:the |this |these |an? )?(?:often[- ]|widely[- ]|commonly[- ]|previously[- ]|frequently[- ])?observed empirical {_OBSERVATION}",
    # "This intuitive result, observed empirically and discussed in the literature, has not
    # yet been rigorously proved" (aistats2020:cb62e6a3a6): a passive observation the paper proves
    r"(?<!we )(?<!we have )(?<!we had )(?<!we also )\b(?:(?:is|are|was|were|been|often|widely|commonly|frequently|consistently|repeatedly|previously) )?observed empirically (?:and|but|yet|in (?:the )?(?:literature|practice)|by (?:many|several|others|practitioners|previous|prior|earlier))",
    # "many empirical studies have explored its behavior" (aistats2020:cb62e6a3a6)
    r"\b(?:many|several|numerous|various|extensive|recent|previous|prior|earlier|some|multiple|a number of|a few|a large body of|a wealth of) empirical (?:studies|works|papers|results|investigations|evaluations|findings|analyses|observations|reports) (?:have|has) (?:\w+ )?(?:explored|shown|found|observed|demonstrated|suggested|reported|documented|studied|investigated|revealed|confirmed|established|highlighted|indicated)\b",
    # "Despite the empirical and theoretical success in a wide range of problems" (aistats2017:ad44b1b08f);
    # not "while": "while providing comparable empirical performance" is an own result
    # (aistats2019:7ef639eb5d, read in the digest)
    r"\b(?:despite|in spite of|notwithstanding|although|though) (?:the |its |their |this |these |a |an |much |great |widespread |remarkable |impressive |strong )?(?:[\w-]+ ){0,2}?empirical (?:and theoretical )?(?:success(?:es)?|performance|effectiveness|popularity|progress)\b",
    # "a theoretical justification of the observed empirical performance", "the gap between
    # theory and empirical performance": the gap the paper's theory closes
    r"\b(?:(?:theoretical|formal|rigorous|mathematical) )?(?:justification|explanation|understanding|account) (?:of|for) (?:the |its |their |this |these )?(?:(?:observed|remarkable|strong|good|superior|impressive) )?empirical (?:success(?:es)?|performance|effectiveness|behaviou?r|observations?|findings?)\b",
    r"\b(?:contrast|gap|discrepancy|disconnect|mismatch) between (?:the )?(?:[\w-]+ ){0,2}?(?:theory|theoretical|worst[- ]case)(?: [\w-]+)? and (?:the )?(?:observed )?empirical (?:performance|success|behaviou?r|results?)\b",
]
