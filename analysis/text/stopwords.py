"""Shipped stop-word lists (no NLTK data needed).

Two lists, all lower case, compared with a token's folded (lower-case, accent-free)
form:

``ENGLISH``
    Function words: never a term; never part of a phrase, but for "of" and "to" inside
    one ("mixture of experts", "learning to rank": :mod:`analysis.terms.tokens`).  Not
    "least" and "last", which scikit-learn's list has: they begin terms ("least squares",
    in 294 papers of the 24,000; "last iterate", "last layer"), and a word used in
    passing ("at least") is no term by the termhood statistics anyway.
``DEBRIS``
    URL, markup and PDF-extraction leftovers ("https", "github", "cid", "mathcal"):
    never a term, never part of a phrase.  Not the LaTeX names that are words of the
    field too: "equation" (LaTeX's equation environment is in 3 of the 85,599 abstracts
    of ``../shared``; "differential equation" in 363) and "label" (the cleaning drops a
    LaTeX label with its argument; "label noise" is in 161, "label propagation" in 61).

There is no list of generic scientific words: which terms name a research subject is
decided from each corpus's own counts (:mod:`analysis.terms.termhood`), so "model" or
"learning" are judged by how the corpus uses them, not by a list written for one field.
"""

from __future__ import annotations

ENGLISH: frozenset[str] = frozenset("""
a about above across after afterwards again against all almost alone along already also
although always am among amongst an and another any anyhow anyone anything anyway anywhere
are around as at be became because become becomes becoming been before beforehand behind
being below beside besides between beyond both but by can cannot could did do does doing done
down due during each either else elsewhere enough etc even ever every everyone everything
everywhere except few for former formerly from further had has have having he hence her here
hereafter hereby herein hereupon hers herself him himself his how however i ie if in indeed
into is it its itself just latter latterly less many may me meanwhile might mine
more moreover most mostly much must my myself namely neither never nevertheless next no nobody
none noone nor not nothing now nowhere of off often on once one only onto or other others
otherwise our ours ourselves out over own per perhaps please put quite rather re really same
see seem seemed seeming seems she should since so some somehow someone something sometime
sometimes somewhere still such than that the their theirs them themselves then thence there
thereafter thereby therefore therein thereupon these they this those though through throughout
thru thus to together too toward towards under until up upon us very via was we well were what
whatever when whence whenever where whereafter whereas whereby wherein whereupon wherever
whether which while whither who whoever whole whom whose why will with within without would
yet you your yours yourself yourselves eg ie vs versus i.e e.g let lets can't cannot won't
don't doesn't isn't aren't it's we're they're i'm etc al et
two three four five six seven eight nine ten hundred thousand
""".split())

DEBRIS: frozenset[str] = frozenset("""
http https www com org html htm pdf url urls github gitlab arxiv doi cid nbsp amp lt gt
mathcal mathbb mathbf mathrm mathit mathsf boldsymbol operatorname frac sqrt
textbf textit emph cdot ldots cdots dots leq geq neq infty
begin end eqnarray align footnote cite citep citet ref hline
fig eq eqs sec appendix supplementary
alpha beta gamma delta epsilon varepsilon zeta eta theta vartheta iota kappa lambda mu nu
xi pi rho sigma tau upsilon phi varphi chi psi omega tilde hat bar vec ell log polylog
mathop mathscr widetilde widehat overline
""".split())

#: Words that may never be a term nor part of a phrase.
NEVER: frozenset[str] = ENGLISH | DEBRIS
