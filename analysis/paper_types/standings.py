"""Own runs told as the own method's measured standing against others', or a built device's
observed behaviour (issue 14, wave 58).

Wave 58's fresh reading of 100 theory-only labels of the 24k (bench/paper_types/RESULTS.md,
"Issue 14, wave 58"; `theory_readings_w58_fresh.csv`, seed 5801) found theory-only labels
whose abstract tells a run of its own in words no cue knew.  Each family is a way of telling a
run, with the theory look-alikes that share its words:

* **the own method against others', measured**: "compared to neural network baselines, our
  approach is more efficient in small training data regimes" (aistats2025:faax2oJkba): a
  comparison with baselines opening a clause whose subject is the own method; "(we
  demonstrate that it) has a good anytime performance comparable to the existing approach"
  (uai2024:3f2e88a639): good / better / competitive ... (anytime, empirical, practical ...)
  performance against existing / baseline / state-of-the-art / other methods; not against
  "the optimal policy" (a theorem's benchmark), not "worst-case performance" (a bound);
* **a measured best score**: "we find that this cloaking method achieves the greatest
  accuracy" (aistats2018:48a39b1d28): achieves / attains ... the greatest / highest / best
  (test, classification ...) accuracy, F1 or AUC; not "the best possible accuracy" (an
  optimum), nor "the best accuracy-privacy trade-off" (a theorem's frontier);
* **a built device's observed behaviour**: "compare the behaviors observed in the silicon
  neuron" (nips1999:2e215109af): behaviours, responses or waveforms observed / measured /
  recorded in or from a chip, circuit, prototype, device, silicon neuron or hardware; not
  "the behaviors observed in the limit".

Tagged :func:`.lexicon.experiment`, transparent and unfitted (through ``apparatus.EMPIRICAL``,
``model.UNFITTED``): they rule a theory label out and show as evidence, but enter no fitted
feature (in the lexicon they added a fitted column and, refitted in cross-validation, cost
0.001 of 3-way F1 on dev with no dev row of theirs gold theory).  Each reads a bounded window
(at most 3 words a repeat).
"""

from __future__ import annotations

from analysis.paper_types.lexicon import experiment

# the own method as a comparison's subject, and the others it is measured against.  Each cue
# module's _OWN / _OTHERS fills the slot of its own patterns and is kept apart (they take other
# words, so one shared alternation would change what the patterns match): attribution's mark a
# whole sentence (any "we", a citation), hardruns' and exhibits' own method is a run's object,
# practice's is a bare noun.
_OWN = (r"(?:our|the proposed|this) (?:[\w-]+ ){0,2}?(?:methods?|approach(?:es)?|algorithms?|"
        r"models?|frameworks?|techniques?|estimators?|systems?)")
_OTHERS = (r"(?:the |an? )?(?:existing|state|baselines?|previous|prior|competing|standard|current|"
           r"other|alternative)")
# compared with baselines, the own method is / achieves ...
_VS_BASELINES = (r"\bcompared (?:to|with) (?:the |existing |standard |competing |several |strong )?"
                 r"(?:[\w-]+ ){0,3}?baselines?, " + _OWN + r" (?:is|are|achieves?|performs?|"
                 r"yields?|gives?|obtains?|requires?|runs?)\b")
# good / competitive ... performance comparable to / than the existing ...
_PERFORMANCE = (r"\b(?:has|have|shows?|achieves?|exhibits?|attains?|with) (?:a |an )?(?:good|"
                r"better|competitive|comparable|similar|strong|superior|excellent|favou?rable) "
                r"(?:anytime |empirical |practical |overall |predictive |classification )?"
                r"performance "
                r"(?:comparable to|similar to|on par with|compared (?:to|with)|than|relative to|"
                r"against) " + _OTHERS)
# the greatest / highest / best accuracy, F1, AUC (not "best possible", not a trade-off)
_BEST_SCORE = (r"\b(?:achieves?|attains?|obtains?|gives?|yields?|reaches?|has) the (?:greatest|"
               r"highest|best|top) (?:(?:test|classification|prediction|predictive|overall|average|"
               r"mean) )?(?:accuracy|f1|auc)\b(?![- ](?:privacy|trade|vs|guarantee))")
# behaviours observed in a built device
_DEVICE = (r"\b(?:behaviou?rs?|responses?|waveforms?) (?:observed|measured|recorded) "
           r"(?:in|on|from|with) (?:the |our |a )?(?:[\w-]+ ){0,2}?(?:silicon neurons?|chips?|"
           r"circuits?|prototypes?|hardware|devices?)\b")

EMPIRICAL: list[tuple[str, float]] = [
    (experiment(_VS_BASELINES + "|" + _PERFORMANCE + "|" + _BEST_SCORE), 2.0),
    (experiment(_DEVICE), 2.0),
]
