"""Shipped stop-word lists (no NLTK data needed).

Three lists, all lower case, compared with a token's folded (lower-case, accent-free)
form:

``ENGLISH``
    Function words: never a term, never the first or last word of a phrase.
``GENERIC``
    Words every abstract uses whatever its subject ("propose", "paper", "method",
    "results", "novel").  They stay in the vocabulary (counted, matchable) but are not
    shown as keywords or topic terms, and a phrase made only of them ("proposed
    method", "experimental results") is generic too.  ``GENERIC_EDGE`` is the part of
    them that also may not start or end a phrase (modifiers and verbs: "novel", "show",
    "achieves"); generic nouns may ("kernel methods").
``DEBRIS``
    URL, markup and PDF-extraction leftovers ("https", "github", "cid", "mathcal"):
    never a term, never part of a phrase.
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
into is it its itself just last latter latterly least less many may me meanwhile might mine
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

# Generic nouns: not terms on their own, but may end a phrase ("kernel methods").
_GENERIC_NOUNS = """
paper papers work works article method methods approach approaches technique techniques
result results problem problems task tasks framework frameworks study studies analysis
analyses experiment experiments evaluation performance setting settings way ways number
numbers amount application applications case cases issue issues question questions
challenge challenges aspect aspects fact idea ideas advantage advantages benefit benefits
contribution contributions literature research researcher researchers property properties
solution solutions scheme schemes strategy strategies tool tools variety range type types
kind kinds part parts order terms term example examples instance instances respect area
areas field fields domain domains scenario scenarios context contexts procedure procedures
mechanism mechanisms component components module modules factor factors level levels
improvement improvements gain gains efficiency effectiveness accuracy quality baseline
baselines benchmark benchmarks dataset datasets state-of-the-art art lot need needs use
abstract figure figures table tables
end goal goals purpose line lines step steps stage stages version versions set sets
"""

# Generic modifiers, adverbs and verbs: not terms, never at a phrase's edge.
GENERIC_EDGE: frozenset[str] = frozenset("""
propose proposes proposed proposing present presents presented presenting introduce
introduces introduced introducing develop develops developed developing describe describes
described show shows showed shown showing demonstrate demonstrates demonstrated
demonstrating achieve achieves achieved achieving outperform outperforms outperformed
outperforming provide provides provided providing obtain obtains obtained obtaining
consider considers considered considering address addresses addressed addressing
investigate investigates investigated explore explores explored study studied
studying analyze analyzes analyzed analyse analyses analysed use uses used using utilize
utilizes utilized utilizing leverage leverages leveraged leveraging apply applies applied
applying allow allows allowed allowing enable enables enabled enabling require requires
required requiring improve improves improved improving make makes made making give gives
given giving take takes taken based focus focuses focused yield yields yielding lead leads
leading result resulting perform performs performed performing evaluate evaluates evaluated
compare compares compared comparing conduct conducted find finds found suggest suggests
suggested argue argues argued observe observes observed establish establishes established
aim aims aimed seek seeks help helps called termed named known remain remains remaining
exist exists existing work working investigates explores focusing designed design designs
novel new newly various several different many numerous multiple extensive extensively
significant significantly substantial substantially superior promising competitive
effective effectively efficient efficiently simple simply easy easily general generally
standard popular widely wide common commonly recent recently previous previously prior
current currently first second third finally firstly secondly lastly also further furthermore
particular particularly specific specifically respectively important importantly key main
mainly major able possible potential potentially typically usually often better best good
great high higher highly low lower strong stronger state-of-the-art empirically
experimentally theoretically practical practically real-world crucial critical essential
fundamental challenging difficult hard successful successfully remarkable remarkably
considerable considerably notable notably certain overall related corresponding respective
proper properly appropriate broad broadly wide-range comprehensive thorough thoroughly
empirical experimental theoretical extensive publicly available open-source code source
including include includes included additionally addition moreover besides via like
rely relies relying reveal reveals revealed revealing typical ensure ensures ensuring
both whose offer offers offering
""".split())

GENERIC: frozenset[str] = frozenset(_GENERIC_NOUNS.split()) | GENERIC_EDGE

DEBRIS: frozenset[str] = frozenset("""
http https www com org html htm pdf url urls github gitlab arxiv doi cid nbsp amp lt gt
mathcal mathbb mathbf mathrm mathit mathsf boldsymbol operatorname frac sqrt
textbf textit emph cdot ldots cdots dots leq geq neq infty
begin end eqnarray equation align footnote cite citep citet ref label hline
fig eq eqs sec appendix supplementary
alpha beta gamma delta epsilon varepsilon zeta eta theta vartheta iota kappa lambda mu nu
xi pi rho sigma tau upsilon phi varphi chi psi omega tilde hat bar vec ell log polylog
mathop mathscr widetilde widehat overline
""".split())

#: Words that may never be a term nor part of a phrase.
NEVER: frozenset[str] = ENGLISH | DEBRIS
