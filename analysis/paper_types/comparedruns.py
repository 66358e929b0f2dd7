"""Own runs told as an outcome set against others' methods, as a good merit shown on a task,
as released code, as a performance gain (issue 14, wave 62).

Wave 62's fresh reading of theory-only labels (bench/paper_types/RESULTS.md, "Issue 14, wave
62"; `theory_readings_w62_fresh.csv`, seed 6201, 80 of the 24k and 40 of the 61k, read at
b8e7af1 before this module) found theory-only labels whose abstract tells a run of its own
in forms whose words the lexicon knows only as fitted features (outweighed by the theory
cues) or not at all.  Each family is a way of telling a run, with the theory look-alikes
that share its words:

* **faster / better than the baselines**: "sEM-vr converges significantly faster than these
  baselines" (nips2018:11764): a comparative, then "than" (these, the, several, strong ...)
  baselines, plural: methods run against.  Not a bound's measure after it ("a regret lower
  than the baselines' bounds");
* **a superior merit over others' methods**: "gives superior computational efficiency over
  other methods" (nips2011:eb0381cbb1): gives, achieves, shows ... superior efficiency,
  performance, accuracy, speed, results ... over / to / compared to other, existing,
  competing ... (a merit's noun: not "superior sample complexity", a bound's);
* **results comparable with others' methods**: "we show that these yield results comparable
  with existing methods" (icml2014:e7738ecafd): yield, achieve, obtain ... results
  comparable / competitive / on par with (those of) ... methods, approaches, baselines,
  models ... (what is compared is a method, not a bound or another paper's result);
* **a good merit demonstrated on a task**: "we demonstrate the superior performance of our
  novel approach on data from the domains of finance" (nips2013:3942): we demonstrate (the,
  its) superior, improved, strong, favourable, practical ... merit (of X) in / on something;
  not "in theory" / "in the worst case" / "in terms of", and no bound's measure as the
  merit ("we demonstrate improved rates in the high-dimensional regime" is a theorem's, so
  "the superior convergence rates of PX-VB in variational probit regression",
  nips2006:e76f7714a4, stays unread);
* **code or trained models released**: "Our code, generated images, pre-trained models and
  supplementary documents are all available at https://github.com/..." (iccv2019:733), "The
  codes used in the paper are available at \\url{...}": the paper's implementation exists
  and was run.  The head noun is code, an implementation, software, a simulator or trained
  models (the address itself is gone from the cleaned text): not data ("when training data
  is available" is a problem's setting), not "no implementation is available" (negated);
* **a significant performance gain of the own method**: "The proposed sampling strategy
  brings a significant performance improvement both in terms of optimal cost, computational
  speed and convergence rate" (icra2021:9560909): brings, yields, achieves, shows ... a
  significant ... performance improvement, gain, boost in terms of / on / in / over ...;
  "performance" is required ("leads to significant gains in the label requirement" is a
  theorem's), and no bound's measure right after ("in terms of regret").

Tagged :func:`.lexicon.experiment`, transparent and unfitted (through ``apparatus.EMPIRICAL``,
``model.UNFITTED``), each guarded by :data:`.proof_guard.DEMONSTRATION` (a proof's word in
the sentence, "provably" or "asymptotic" inside the match make it a theorem's claim).
Matched in both corpora (85k abstracts, the regex before guards and negation, main's labels
at b8e7af1): baselines 117 (1 theory-only), superior 170 (1), comparable 18 (1), demonstrated
86 (0), released 3,357 (9), performance gain 121 (2): they fire almost only where the label is
already ``empirical`` or ``both``, as wave 61 found of its forms.
"""

from __future__ import annotations

from analysis.paper_types.lexicon import experiment
from analysis.paper_types.measured import _NO_BOUND_AFTER
from analysis.paper_types.proof_guard import BOUND_WORDS, DEMONSTRATION, Reading, guard

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

# others' methods named by a comparison's adjective
_OTHERS = (r"(?:other|existing|competing|previous|prior|state-of-the-art|baseline|conventional|standard|"
           r"classical|alternative|related|popular|current|traditional)")
_METHODS = (r"(?:methods|approaches|algorithms|techniques|baselines|models|solvers|systems|classifiers|"
            r"estimators|heuristics)")
_MERIT = (r"(?:efficiency|performance|accuracy|speed|results|robustness|scalability|quality|precision|"
          r"effectiveness)")

BASELINES: list[tuple[str, float]] = [
    # "sEM-vr converges significantly faster than these baselines" (nips2018:11764)
    (experiment(rf"\b(?:faster|better|more (?:accurate|efficient|robust|stable|reliable)|lower|higher|fewer|smaller|larger|less) (?:[\w-]+ ){{0,2}}?than (?:(?:all|the|these|those|several|many|other|existing|competing|strong|standard|popular|state-of-the-art|classical|conventional|various|previous|prior|recent|common) ){{0,2}}(?:[\w-]+ ){{0,2}}?baselines\b{_NO_BOUND_AFTER}"), 2.5),
]

SUPERIOR: list[tuple[str, float]] = [
    # "... and gives superior computational efficiency over other methods" (nips2011:eb0381cbb1)
    (experiment(rf"\b(?:gives?|giving|yields?|yielding|achieves?|achieving|offers?|offering|shows?|showing|exhibits?|exhibiting|has|have|provides?|providing|delivers?|demonstrates?|attains?|obtains?) (?:a |an )?(?:significantly |substantially |considerably |much |consistently )?superior (?:computational |empirical |practical |overall |numerical |predictive )?{_MERIT} (?:over|to|than|compared (?:to|with)|relative to|against) (?:the |all |many |several )?{_OTHERS}\b"), 2.5),
]

COMPARABLE: list[tuple[str, float]] = [
    # "we show that these yield results comparable with existing methods" (icml2014:e7738ecafd)
    (experiment(rf"\b(?:yields?|yielding|achieves?|achieving|gives?|giving|obtains?|obtaining|produces?|producing|attains?|delivers?|delivering) (?:(?:empirical|experimental|practical|numerical|very|quite|highly|generally|often) )?results (?:that are )?(?:comparable|competitive|on par|similar) (?:with|to) (?:those (?:of|obtained by) )?(?:the )?(?:[\w-]+ ){{0,3}}?{_METHODS}\b"), 2.5),
]

DEMONSTRATED: list[tuple[str, float]] = [
    # "we demonstrate the superior performance of our novel approach on data from the domains of finance"
    (experiment(rf"\b(?:we|and|to) (?:also |further |then |finally |empirically |experimentally |numerically )?demonstrate (?:the |its |their )?(?:superior|improved|faster|better|favou?rable|competitive|excellent|strong|good|practical) (?:(?!{BOUND_WORDS}\b)[\w-]+ ){{0,2}}?(?:of (?:[\w-]+ ){{1,3}}?)?(?:in|on) (?!(?:theory|principle|expectation|the worst|terms|general|the (?:high|low)[\w-]* regime)\b)"), 2.5),
]

RELEASED: list[tuple[str, float]] = [
    # "Our code, generated images, pre-trained models and supplementary documents are all available at https://github.com/..." (iccv2019:733)
    (experiment(r"\b(?:(?:our|the|all|its) )?(?:source code|codes?|implementations?|software|simulators?|pre-?trained models)\b(?: (?:and|,) [\w ,-]{0,60}?)?(?: (?:of|for|used in|to reproduce|of our|of the) [\w -]{0,60}?)? (?:is|are|will be|has been|have been) (?:made )?(?:all |publicly |freely |openly |now )*(?:available|released)\b"), 2.5),
]

GAINED: list[tuple[str, float]] = [
    # "The proposed sampling strategy brings a significant performance improvement both in terms of optimal cost, computational speed ..." (icra2021:9560909)
    (experiment(r"\b(?:brings?|bringing|yields?|yielding|achieves?|achieving|provides?|providing|gives?|giving|shows?|showing|demonstrates?|observe[sd]?|leads? to|results? in|obtains?) (?:a |an )?(?:significant|substantial|considerable|remarkable|notable|large|great|dramatic|clear|marked)(?:ly)? (?:improved )?performance (?:improvement|gain|boost|increase)s? (?:(?:both|over [\w -]{1,40}?) )?(?:in terms of|on|in(?! terms)|over) (?!(?:the )?(?:upper |lower )?(?:bounds?|regrets?|sample complexity|rates?|guarantees?)\b)"), 2.5),
]

EMPIRICAL: list[tuple[str, float]] = BASELINES + SUPERIOR + COMPARABLE + DEMONSTRATED + RELEASED + GAINED

#: how each family is read: a proof's word in the sentence makes each a theorem's (for the wiring test)
GUARDED: list[tuple[str, Reading]] = [(p, DEMONSTRATION) for p, _ in EMPIRICAL]
for _p, _how in GUARDED:
    guard([_p], _how)
