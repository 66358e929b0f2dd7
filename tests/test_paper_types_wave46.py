"""Wave 46 (issue 14): run words in a theory's sentence count nothing; narrower "provably"; one
run counted once.  Planted theory sentences that earlier waves saw read as runs, runs the
"provably" guard blocked, and look-alikes that keep their label (RESULTS.md, wave 46)."""

from __future__ import annotations

import pytest

from analysis.paper_types import contests, proof_guard, theory_words
from analysis.paper_types.cues import find_cues
from analysis.text import clean_text
from tests.planted_types import label as _label

BOUND = ("We study sparse random projections. We prove a tight upper bound on the distortion "
         "as a function of the sparsity and the target dimension.")

# a theory paper's sentence: theory, and no empirical cue counts on it
THEORY = [
    # 1. competitive analysis
    "We prove that the online algorithm is competitive with the optimal offline solution.",
    "The greedy policy is competitive with the optimal batch-mode policy.",
    "We give an algorithm that is O(log n)-competitive with the optimal offline algorithm.",
    "Our importance sampling scheme is competitive with the best fixed distribution in hindsight.",
    "The strategy is competitive with the best possible strategy.",
    # 2. a bound's improvement
    "We refine the argument and obtain an order of magnitude improvement over existing analyses.",
    # 3. a model's agents
    "In the mechanism, participants are asked to report their values to the auctioneer.",
    "Participants report their true valuations, and the mechanism allocates the items.",
    # 4. a prediction
    "Our theory predicts that the KL method outperforms linear combination in practical settings.",
    "The analysis also predicts that wide networks outperform narrow ones.",
    # 5. a (counter)example of a bound
    "A real-world example demonstrates that greedy can be arbitrarily bad.",
    "On real-world instances the ratio can be arbitrarily large.",
    # 6. validation by proof
    "We validate the theory with a rigorous proof.",
    "We illustrate the result with a simple derivation.",
    # 7. efficient in practice, provably
    "We show that the algorithm is provably efficient in practice.",
]


def _counted_empirical(text: str) -> list[str]:
    """The empirical cues that count, but the weak "in practice" word (0.5, no run alone)."""
    return [c.shown() for c in find_cues(clean_text(text)).cues
            if c.side == "empirical" and c.weight > 0.5]


@pytest.mark.parametrize("sentence", THEORY)
def test_run_words_in_a_theory_sentence_count_nothing(sentence):
    text = f"{BOUND} {sentence}"
    assert _counted_empirical(text) == []
    assert _label(text)[0] == "theory"


# runs the "provably" guard blocked (the forms of aistats2024:04a2bd54a3, nips2015:5816)
RUNS = [
    ("We present a dynamic-programming-with-bounds approach that finds provably-optimal sparse "
     "trees, frequently in only a few seconds.", "in only a few seconds"),
    ("We show an application in which Gibbs sampling provably mixes rapidly and achieves "
     "accuracy that exceeds human volunteers.", "human volunteers"),
    ("Our solver finds provably optimal schedules in seconds.", "in seconds"),
]


@pytest.mark.parametrize(("sentence", "phrase"), RUNS)
def test_provably_as_an_adjective_or_another_predicate_leaves_the_run(sentence, phrase):
    text = f"{BOUND} {sentence}"
    assert any(phrase in shown.lower() for shown in _counted_empirical(text))
    assert _label(text)[0] != "theory"


# look-alikes that keep their label (theory stays theory with no contests / guarded cue
# counting; runs stay runs)
STAY_THEORY = [
    "We prove that the solver converges in seconds on any instance.",
    "The algorithm is 2-competitive and the competitive ratio is optimal.",
    "If the subjects' choices are rational, the equilibrium is unique.",
    "The bidders are provably truthful and achieve the optimal welfare.",
]


@pytest.mark.parametrize("sentence", STAY_THEORY)
def test_look_alikes_stay_theory(sentence):
    assert _label(f"{BOUND} {sentence}")[0] == "theory"


STAY_RUN = [
    "Our detection system is competitive with the best existing systems on PASCAL VOC.",
    "In experiments, our approach is competitive with an offline approach on the IMU data.",
    "The architecture obtains 3.6% error on CIFAR-10, competitive with the best search approaches.",
    "Participants were asked to report their confidence after each trial.",
    "Experiments confirm the prediction that the method outperforms the baselines on ImageNet.",
    "Our theory predicts the phase transition; experiments show that the method outperforms "
    "the baselines on ImageNet.",
    "An empirical example shows that our approach speeds up training by a factor of three.",
    "We evaluate the method on real-world data sets and it outperforms the baselines.",
    "We validate the theory with simulations on synthetic data.",
    "We show that the method is efficient in practice on large benchmark graphs.",
    "Our solver solves the instances in 3 seconds on average.",
    "We demonstrate that the heuristic solves the routing problem in seconds.",
    "The method achieves an order of magnitude speedup over existing solvers on ImageNet.",
    "Our method is competitive with the optimal hand-tuned controller in hardware experiments.",
    "Our method is competitive with the state-of-the-art on three benchmarks.",
    "Participants were asked to report their values of pain after each session.",
    "We derive the bound and validate it with experiments on MNIST.",
    "The analysis predicts the trend, and in our experiments the method outperforms the "
    "baselines on ImageNet.",
    "We find provably optimal schedules for 500 real-world instances in under a minute.",
]


@pytest.mark.parametrize("sentence", STAY_RUN)
def test_runs_stay_runs(sentence):
    assert _label(f"{BOUND} {sentence}")[0] != "theory"


def test_one_run_is_counted_once():
    """A clock's time that runs' measured-time cue reads is counted there, not twice."""
    cues = find_cues(clean_text("Our solver solves the instances in 3 seconds on average.")).cues
    clocks = [c for c in cues if any(c.match.re.pattern.endswith(p[-40:]) for p, _ in contests._CLOCKS)]
    assert clocks and all(c.weight == 0 and "counted by another cue" in c.note for c in clocks)
    counted = [c for c in cues if c.side == "empirical" and c.weight > 0]
    assert counted  # runs' measured-time cue still counts
    # a clock's time runs does not read ("in seconds", no count) still counts here
    alone = find_cues(clean_text("We demonstrate that it solves MR-LDR in seconds.")).cues
    assert any(c.weight > 0 for c in alone if c.side == "empirical")


def _reads(guard, how) -> bool:
    """``guard`` is ``how``, or a later wave's :class:`~proof_guard.Either` that still holds it
    (wave 51's ``also_guard`` adds a guard on top of the one a pattern had)."""
    return guard is how or (isinstance(guard, proof_guard.Either)
                            and any(_reads(g, how) for g in guard.guards))


def test_the_guards_are_wired_and_bounded():
    for p, how in theory_words.GUARDED.items():
        assert _reads(proof_guard._GUARDS[p], how)
    assert proof_guard._COUNTED and all(p in proof_guard._COUNTED for p, _ in contests._CLOCKS)
    assert "{" not in proof_guard.PROVABLY
