"""Wave 66: forms that missed on at least two of the six blind dev sets (dev10-dev15): an
example presented to illustrate the method is a run, and a theory that builds a model or a
method is no result (:mod:`analysis.paper_types.blindforms66`).

Planted abstracts, each a rewording of a form a blind set held: at b8a8d9b the example left
an empirical paper ``unclear`` (dev11 icra2015:7139791, dev15 icra2007:4209797) and the
theory that builds a model made an empirical paper ``both`` (dev13 nips1995:f66226fb6c,
dev15 nips2002:6af603aa79).  A theory paper's mathematical examples, an example that shows
a theorem, a counter-example and a proof beside the model keep their label.
"""

from __future__ import annotations

import pytest

from analysis.paper_types import blindforms66
from analysis.paper_types.cues import find_cues
from analysis.text import clean_text
from tests.planted_types import THEORY_FRAME, label

EXAMPLES = [
    # icra2007:4209797's form
    "This paper considers a feedback controller for cable suspended robots under input "
    "constraints. We propose a control Lyapunov function candidate and positive controllers "
    "for multiple inputs. An example of a three degrees-of-freedom cable robot is presented "
    "to illustrate the proposed methods.",
    # icra2015:7139791's form: the sentence ends with the example
    "This paper deals with computing independent contact regions on articulated objects. "
    "The proposal defines a generalized wrench space and computes the regions starting from "
    "an initial grasp. The approach has been implemented, and some illustrative examples are "
    "provided.",
]

MODELS = [
    # nips2002:6af603aa79's form
    "We examine whether a linear model of fly neurons can estimate self-motion from optic "
    "flow. We present a theory for the construction of an estimator consisting of a linear "
    "combination of flow vectors. The estimator is tested on a gantry carrying a camera.",
    # nips1995:f66226fb6c's form
    "We trained a network of basis function units and lesioned it. The simulated lesion "
    "replicated the deficits of patients in experiments. These results provide a "
    "computational theory of hemineglect at the single cell level.",
]

STAY = [
    # a theory paper's mathematical examples (nips2008:3acf7592f2): no purpose, no run; no cue
    # either way here, as at b8a8d9b
    ("Conditions are established for a kernel to be characteristic on groups. Illustrative "
     "examples are provided, including kernels on periodic domains and rotation matrices.",
     "unclear"),
    # an example that shows a theorem's claim is a proof by example
    (THEORY_FRAME + " An example is given to show that the condition cannot be dropped.",
     "theory"),
    # a counter-example is no run
    (THEORY_FRAME + " A counter-example is presented to illustrate the limits of earlier "
     "methods.", "theory"),
    # a proof beside the theory of the construction still counts
    ("We present a theory for the construction of an estimator of self-motion and prove that "
     "it is unbiased with minimal variance. Experiments on a gantry confirm the estimates.",
     "both"),
]


@pytest.mark.parametrize("text", EXAMPLES)
def test_an_example_presented_to_illustrate_the_method_is_a_run(text):
    kind, evidence = label(text)
    assert kind == "empirical", evidence


@pytest.mark.parametrize("text", MODELS)
def test_a_theory_that_builds_a_model_is_no_result(text):
    kind, evidence = label(text)
    assert kind == "empirical", evidence


@pytest.mark.parametrize(("text", "expected"), STAY)
def test_look_alikes_keep_their_label(text, expected):
    kind, evidence = label(text)
    assert kind == expected, evidence


def test_examples_told_with_the_theory_in_their_sentence_are_not_counted():
    # nips2016:7079: "Examples are provided to illustrate the utility of our theoretical
    # development" (an older cue reads "illustrate the utility" as a run: both, as at b8a8d9b)
    text = THEORY_FRAME + " Examples are provided to illustrate the utility of our theoretical development."
    cues = [c for c in find_cues(clean_text(text)).cues if c.match is not None
            and c.match.group(0).lower() == "examples are provided to illustrate"]
    assert len(cues) == 1 and cues[0].weight == 0 and "no run" in cues[0].note


def test_provided_is_not_proved_for_the_example_guard():
    # presentruns.WHOLE reads "provided" as a proof's word ("prov\w+"); the example's own verb
    low = clean_text("The approach has been implemented, and some examples are provided.").lower()
    assert not blindforms66.SHOWN.holds(low, low.index("some"), len(low) - 1, 0)
    low = clean_text("Some examples are provided to illustrate the proved bound.").lower()
    assert blindforms66.SHOWN.holds(low, 0, low.index("to illustrate"), 0)


def test_dev15_is_its_own_split_and_draws_no_earlier_paper(paper_bench):
    # round 15 (sample.py --round 15, seed 6602): 200 labelled rows, scored as their own
    # block (evaluate.py --round9), pooled blind (bootstrap_dev.BLIND), not pooled into dev
    ev = paper_bench.evaluate
    dev15 = ev.load_split("dev15")
    assert len(dev15) == 200 and set(dev15["label"]) <= set(ev.LABELS)
    assert "dev15" in ev.SPLITS and all(
        "dev15" not in sample for pairs in ev.DEV_PARTS.values() for sample, _ in pairs)
    assert paper_bench.bootstrap_dev.BLIND["dev15"] == "b8a8d9b"
    earlier = {pid for pattern in ("sample_*.csv", "labels_*.csv")
               for path in ev.HERE.glob(pattern) if "dev15" not in path.name
               for pid in ev.pd.read_csv(path, dtype=str)["paper_id"]}
    assert earlier.isdisjoint(dev15["paper_id"])
