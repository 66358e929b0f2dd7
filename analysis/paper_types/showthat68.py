"""An own "we show / prove / demonstrate that ..." whose clause states a formal result and
names no empirical object (issue 14, session 68, showthat68).

bothmiss68's list of gold ``both`` read ``empirical`` (``both_missed_w68.csv``) ranks first
cause S: a plain own "we show (that) ..." whose formal claim no cue reads (17 rows, 11
sets).  recall67 measured the broad form ("we show that" alone is theory evidence) and did
not keep it: "we show that our method outperforms ..." is an empirical claim (26 dev labels
moved, 16 wrong; RESULTS.md, session 67).  ``bench/paper_types/show_that_w68.csv`` holds
every such sentence of the dev and blind dev sets (dev1-5, old test1-4, dev9, dev9t,
dev10-16; never dev7 or a test set), each clause's predicate read by two a-priori word
lists (the formal results LABELLING_GUIDE.md names; empirical objects and merits) and its
verdict.  What separates a formal "show that" from an empirical one is the clause's
predicate: a "that"-clause with a formal predicate and no empirical object is gold theory or
both in 251 of 260 rows; one with an empirical object is gold empirical in 327 of 452.

This module writes that separator as one guarded form: an own "we / this paper show(s) /
prove(s) / demonstrate(s) that" (or "showing / proving that") whose clause, to the end of
its sentence, names none of the empirical objects below and states within 160 characters one
of the formal predicates a proof gives (converges; NP-hard; equivalent to; consistent;
identifiable; minimax; there exists / is unique; bounded by, an upper / lower bound; for any
/ every / all; under (mild) assumptions / conditions; O-notation; a rate of; in the limit,
asymptotically; if and only if; necessary and sufficient; with high probability; a special
case of; reduces to; sample complexity; regret).  The words the lists of the table held but
that read a method as often as a proof were left out before any run was measured: "optimal",
a "rate" alone (a learning rate), "generalizes", "exist(s)" alone ("the existence of 3d
adversarial objects"), "bounded", "theorem", "sufficient", "expressive", "complexity".

The form is appended to ``apparatus.THEORY`` (transparent, unfitted: wave 55's gate,
:func:`.model.choose`, turns ``empirical`` into ``both`` with it and it never makes a theory
label alone; not a key of :data:`.standalone.STANDALONE`).  Every repeat is bounded.
"""

from __future__ import annotations

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

_SUBJECT = r"(?:we|this (?:paper|work|article)|our (?:analysis|theory))"
_LINK = r"(?:also |further |then |first |formally |rigorously |theoretically |mathematically |analytically |additionally |moreover |finally )"
#: "show" and "prove"; not "demonstrate", which told a run in 8 of the 13 corpus labels the
#: first draft moved with it (``changes_w68_showthat.csv``)
_SHOWING = r"(?:\b(?:{s} {l}{{0,2}}(?:show|shows|prove|proves)|(?:by |thus |thereby |and )?(?:showing|proving)) (?:(?:theoretically|formally|rigorously|analytically),? )?that\b)".format(s=_SUBJECT, l=_LINK)
#: empirical objects and merits: any of them in the sentence (before the verb too: "in our
#: experiments, we show that ...") makes it an empirical claim
_EMPIRICAL = (r"(?:outperform|improv|achiev|effective|state[- ]of[- ]the[- ]art|data ?sets?\b|benchmark|%|percent|accura|experiment|empiric|simulat|"
              r"real[- ]world|real data|in practice|robot|performance|significant|baseline|human|users?\b|participants?\b|competitive|gains?\b|"
              r"better|faster|superior|can be used|success|tasks?\b|images?\b|videos?\b|games?\b|speed[- ]?up|practical|enabl|robust|efficien|training|"
              r"evaluat|prototype|hardware)")
#: the formal predicates a proof gives (LABELLING_GUIDE.md's results), each in its formal
#: sense only: a convergence of something (not "the convergence benefits"), a consistency
#: of an estimator or test (not "consistent rankings / between annotators"), a uniqueness
#: (not "unique to our embeddings"), a quantifier over a class or a variable (not "for all the experts", "for all metrics"),
#: the paper's assumptions or conditions (not "under varying lighting conditions")
_FORMAL = (r"(?:converg(?:e|es|ing)\b|convergence (?:to|rate|of|in)\b|(?:linear|sublinear|global|geometric|exponential|asymptotic|almost sure) convergence|"
           r"np[- ](?:hard|complete)\w*|equivalent to|"
           r"(?:(?:statistically|universally|strongly|weakly|asymptotically) |bayes[- ]|fisher[- ])consistent|consistent (?:against|estimators?)\b|(?:is|are) consistent(?=[.;,]| under\b| if\b)|"
           r"identifiab\w+|minimax|there (?:exists?|is) (?:a |an )?unique|(?:is|are) unique\b(?! to\b)|uniquely (?:determined|identif\w+)|"
           r"(?:is|are) bounded (?:by|above|below)|(?:upper|lower)[- ]bounds?\b|for (?:any|every)\b(?! (?:the|of|these|those|our|its|their)\b)|for all [a-z]\b|"
           r"under (?:the |an? )?(?:(?:mild|standard|certain|some|weak|general|appropriate|suitable|natural|these|this|such|reasonable|technical|regularity|favou?rable|additional)\s)*(?:assumptions?|conditions?)\b|"
           r"\bo\s?\(|in the limit\b|asymptotic\w*|if and only if|necessary and sufficient|with high probability|"
           r"(?:a |an )?(?:special case|instance) of\b|reduces? to\b|sample complexity|regret\b)")

THEORY: list[tuple[str, float]] = [
    # "we show that the estimator is consistent under mild conditions" (show_that_w68.csv,
    # the formal verdict); not "we show that our method outperforms ..." (recall67), not
    # "using extensive simulations, we show that ..."; the sentence is read from its start
    (rf"(?:^|(?<=[.;?!] ))(?![^.;?!]{{0,600}}?{_EMPIRICAL})[^.;?!]{{0,240}}?{_SHOWING}[^.;?!]{{0,160}}?{_FORMAL}", 2.5),
]
