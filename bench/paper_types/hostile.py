"""Hostile abstracts: long runs of repeated fragments of waves 39-41's cue families, timed.

    python bench/paper_types/hostile.py

Issue 14, wave 39: the families of :mod:`analysis.paper_types.outcomes` and the
attribution rules of :mod:`analysis.paper_types.attribution` read phrases with gaps ("as
we show with ... data", "results on ... tasks ... show", a sentence "... has been
evaluated ... the proposed").  A regular expression with gaps can cost quadratic (or worse)
time on text built to make it backtrack, and an uploaded corpus is anyone's text.  Each
abstract below is 40,000 characters of one fragment (or all of them) repeated, with and
without sentence ends; it is classified (cues, rules, model, as the analysis does) and
timed, best of three.  The figure wanted: each well under 0.1 s (RESULTS.md, wave 39).
The structure that keeps it so (every repeat bounded or over one character class, none
nested in an unbounded one) is tested in tests/test_paper_types_wave39.py; timing belongs
here, not in the unit tests.

Issue 14, wave 40: :mod:`analysis.paper_types.proving`'s families ("trials ... prove", "To
prove ..., results with ...", "validate ... by simulating", "our tests ... indicate") and its
reading of the clause before each "prove" (a window of 160 characters) are added.

Issue 14, wave 41: :mod:`analysis.paper_types.rivals`' families (rivals outperformed, tasks
named first, an outcome on a named task, a trade-off, a comparison on instances) and its
look-back for a theorem's word (300 characters) are added.
Issue 14, wave 41b: :mod:`analysis.paper_types.reports`'s families (a passive evaluation on
N data sets, named rivals, an illustration with a comparison, a practical runtime
improvement, a characterization performed) and :mod:`analysis.paper_types.senses`'s masks.
Lead, wave 41: negated cues in one long sentence ("no theorem is proved" x 2,000 took 9.6 s:
`cues._negated` and its claim test read the whole sentence before each cue; now 300 / 600
characters, in `analysis/paper_types/negation.py`).
Issue 14, wave 51: :mod:`analysis.paper_types.plans`' guards (a plan in the clause, a
machine's model after, an equilibrium after, a theorem applied) are read on long runs too.
Issue 14, wave 52: :mod:`analysis.paper_types.latemarks` (a marker of others after the run),
plans after the cue or beside a clause joined by "and", the rivals' clause, a theorem
demonstrated on applications.
Issue 14, wave 42: :mod:`analysis.paper_types.demonstrations`' families (a quantified gain
over methods, validation by demonstrating, faster than earlier methods, N real networks then
a demonstration, finite settings, a simulator or prototype, a time with units, agreement
with people).
Issue 14, wave 43: :mod:`analysis.paper_types.practice`' families (near-optimal in practice,
a counted scale, "compared to that of", a merit on data demonstrated, a study) and
:mod:`analysis.paper_types.senses`' and :mod:`analysis.paper_types.negation`'s changes.
Issue 14, wave 44: :mod:`analysis.paper_types.checks`' families (a bound checked against a
run, an evaluation by tests on a device, an empirical example) and the wave-44 masks.
Issue 14, wave 45: :mod:`analysis.paper_types.contests`' families (competitive with rivals,
an order of magnitude over them, in practical settings, a clock's time, a time limit, an
outcome on a task's measure, a robot as an example, people studied).
Issue 14, wave 47: :mod:`analysis.paper_types.showings`' families (an own demonstration on
data, simulations, applications or tasks; an outcome of the own method on a task) and
:mod:`analysis.paper_types.attribution`'s passive perfect of the own run.
Issue 14, wave 48: :mod:`analysis.paper_types.plainruns`' families (an experiment named in
plain words; an outcome against rivals told as a comparison).
Issue 14, wave 49: :mod:`analysis.paper_types.checkruns`' families (the setting first, a check
against computed solutions, an improvement shown, a platform, responses measured) and the
widened plain runs and guards.
Issue 14, wave 50: :mod:`analysis.paper_types.hardruns`' families (executed on a robot, a
measured capability, a theory validated by an activity, the performance over settings).
Issue 14, wave 52: the guards' windows (:mod:`analysis.paper_types.proof_guard`,
:mod:`analysis.paper_types.negation`) read through ``matcher.Windows``: a pattern runs only
where one of its literals stands; the 8 fragments over 0.1 s at 1c70840 take 0.065-0.095 s.
Issue 14, wave 53b: :mod:`analysis.paper_types.exhibits`' families (an implementation and its
gains, a merit shown by a run on data, a counted scale, an outcome against rivals or on a
task, the own method in practice and its reading of the authors' earlier sentences).
Issue 14, wave 53: hedge spans to their clause's end (:mod:`analysis.paper_types.clauses`), a
reported verb after a plan, a resource's maker, counted reports (:mod:`analysis.paper_types.trials`),
a built system's capability (:mod:`analysis.paper_types.capable`).
Issue 14, wave 54: :mod:`analysis.paper_types.possible`'s readings (a possible or proved scale, a
proof after a platform's match, data as a model's description, a theorem's capability), practice
under a condition, a relative clause after "by <citation>", a run's outcome or a reported verb
after a plan.
Issue 14, wave 55: :mod:`analysis.paper_types.theorised`'s own theoretical results (a result verb
under a proof's adverb, a theoretical analysis finding, guarantees given, a characterisation, a
closed form with a result, theory offered as evidence).
Issue 13, hostile69: introductions of long words ("We propose xxx...", 150 letters, then a
passive report): :mod:`analysis.paper_types.attribution`'s ``_ACCOUNT`` split each word among
its five repeats (120 letters: 7.6 s).
Issue 14, wave 57: three more of its families (a theoretical reason offered, an analysis
mathematical by name, a guarantee with its big-O rate).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from analysis.paper_types import classify_text  # noqa: E402
from analysis.text import clean_text  # noqa: E402

SIZE = 40_000
FRAGMENTS = ["as we show with ", "better than ", "results on ", "better classification accuracy ",
             "across a range of ", "on real data, ", "the most accurate among several ",
             "significant improvements in applications ", "reduces error in ",
             "has been evaluated ", "experiments in fog conditions ", "that has been shown ",
             "the proposed ",
             # wave 40 (analysis/paper_types/proving.py): a run's "prove", validation by simulating
             "trials prove ", "to prove the superiority of the concept, results with ",
             "experimental results are presented to prove ", "validate the theory by simulating ",
             "our tests clearly indicate ", "for most of the data sets ",
             # wave 41 (analysis/paper_types/rivals.py): rivals, tasks, instances
             "outperform state-of-the-art methods ", "in news and video summarization tasks, ",
             "is able to substantially reduce ", "improves length generalization in ",
             "on the linear structure extraction task ", "we demonstrate prediction that trades off ",
             "compare their performance over the optimal solutions for small problem ",
             # wave 41b (analysis/paper_types/reports.py, senses.py): reported runs, other senses
             "is then evaluated as an approach for ", "three different data-sets ",
             "compared against other codes such as ", "we illustrate the method on a grid ",
             "and show that it gives more accurate ", "than ",
             "demonstrate an asymptotic and practical improvement in the ",
             "perform extensive characterization of ", "color consistency of ",
             "proved not suitable ", "a mathematical framework that has proven ",
             # wave 41 (lead): negated cues in one long sentence (the negation read the whole sentence)
             "no theorem is proved ", "we do not run experiments ",
             # wave 42 (analysis/paper_types/demonstrations.py): demonstrations, apparatus, time, people
             "demonstrate a five-fold reduction in cost ", "over previous methods ",
             "we validate our work by demonstrating that ", "converges faster than previous ",
             "on four real social signed networks ", "in finite-dimensional settings, we demonstrate that ",
             "the study is performed on a two-dimensional ", "simulator ",
             "demonstrate the approach by building ", "prototype ", "only costs 1 μs ",
             "per piece ", "accelerated by an order of magnitude against ",
             "align closely with the judgements of ",
             # wave 43 (analysis/paper_types/practice.py, senses.py, negation.py)
             "provides near-optimal solutions to the lp ", "in practice ",
             "by fitting a 100-topic topic model to 3.3m articles ",
             "is compared to that of several baseline methods ",
             "its effectiveness on synthetic and real data ", "is demonstrated ",
             "an extensive statistical study with different ", "this proves to be much more effective ",
             "manufacturing, and characterization of different end effectors ",
             "polynomial chaos ", "do not require optical flow at test time, and produce ",
             # wave 44 (analysis/paper_types/checks.py, titles.py, senses.py)
             "we complement the asymptotic bound with ", "the proposed bounds are validated by ",
             "we validate the proposed bounds through a ", "observed ",
             "our results are evaluated by tests on the ", "an empirical example shows ",
             "the tightness of our normal constraint ", "tight estimation of the true region ",
             "the main contribution is the consideration of ",
             # wave 45 (analysis/paper_types/contests.py): rivals, clocks, robots, people
             "is competitive with the state-of-the-art ", "an order of magnitude scalability compared to ",
             "outperforms linear combination in practical ", "solves the problem in ",
             "with a 12 hour ", "leads to improved classification ",
             "we use a complex bipedal robot cassie, which ", "as an example ",
             "we compare human behavior to ", "subjects' choices ", "participants were asked ",
             # wave 47 (analysis/paper_types/showings.py, attribution.py): demonstrations on
             # data, outcomes on a task, the passive perfect of the own run
             "we demonstrate the method over synthetic ", "we demonstrate the method in two ",
             "is then shown to be competitive on ", "demonstrate that it is better than the most widely used ",
             "improves the original ppo on both ", "solves the tested ", "reduces the computation time compared to ",
             "we demonstrate the applicability in human pose ", "we propose the s-omp. ",
             "the performance of the s-omp has been demonstrated on extensive ",
             # wave 48 (analysis/paper_types/plainruns.py): plain runs, outcomes against rivals
             "is illustrated with a study of internal ", "we validate the method by performing ",
             "tests and comparisons are ", "assessed them against a catalog ",
             "is compared with an existing algorithm on the ", "a scalability study of x is made ",
             "compare positively against the state-of-the-art ", "performs favorably to existing ",
             "achieve competitive performance while producing sparser models ",
             "the computational time required by the method is shorter ",
             # wave 49 (plainruns.py, checkruns.py, theory_words.py, showings.py)
             "tests and comparisons with existing methods ", "comparisons with x and tests on y ",
             "compares favorably with existing methods ", "using a number of simple domains with noise, ",
             "is compared with the state-of-the-art structures in terms of ",
             "through comparison with the numerical ", "implementing this architecture to a ",
             "show improvement over previous ", "illustrates the behavior of the algorithm in a ",
             "enjoying bounds and improved convergence behavior ", "performs at the state-of-the-art on ",
             "brings the quality closer to ", "responses were quantified using ",
             "participants privately report ",
             # wave 50 (hardruns.py): executed on a robot, a measured capability, a theory validated
             "were executed successfully on a ", "were executed on a real ",
             "capable of linear velocities of up to 2", "reaches speeds of up to 1.5 ",
             "validates the theoretical analysis ", "we demonstrate the performance of the planner for scenarios ",
             "we show for a wide range of scenarios ",
             # wave 51 (plans.py): a plan, a machine's model, an equilibrium, a theorem applied
             "we are implementing the controller on a real robot ", "is run on a model of the ",
             "reaches a velocity of 0 m/s ", "at the ", "demonstrate the theorem in two applications ",
             "our results predict that ",
             # wave 52 (latemarks.py, plans.py, proof_guard.RIVAL): a marker after the run, a plan
             # after the cue or beside another clause, a run after a bound, a theorem demonstrated
             "was deployed on two robots in earlier work [3] ", "was evaluated on robots by smith et al. ",
             "in [3] ", "will be tested on a real robot in future work ",
             "we are porting it and the controller was tested on a real robot ",
             "bounds and an algorithm which outperforms existing methods on two tasks ",
             "demonstrate our theorems on two applications ",
             # wave 53b (exhibits.py): an implementation and its gains, a merit shown by a run, a
             # counted scale, an outcome against rivals or on a task, the own method in practice
             "we implement our algorithm in the spark framework and ",
             "exhibit dramatic performance gains ",
             "demonstrate the efficiency of this approach by fitting ",
             "to large datasets using up to 20,000 cores ", "our results show that the ",
             "than previous state-of-the-art methods ", "we show state-of-the-art segmentation for ",
             "we derive updates ", "in practice, the updates converge rapidly ",
             # wave 53 (clauses.py, plans.py, latemarks.py, trials.py): a hedge's clause, a reported
             # verb after a plan, a resource's maker, a counted report
             "in future work, we will port it, and evaluate it on three benchmarks ",
             "for future work and evaluate the method on three benchmarks ",
             "is planned to be deployed on a robot and was tested on 3 robots ",
             "was evaluated on the benchmark by smith et al. [3] ",
             "we report results of 20 trials ", "results of 20 trials show that ",
             "we demonstrate that this system can also very quickly learn ",
             # wave 54 (possible.py, exhibits.py, latemarks.py, clauses.py, trials.py): a possible or
             # proved scale, a proof after a platform's match, data as a model's description, a
             # theorem's capability, practice under a condition, a relative clause giving the run away,
             # a run's outcome or a reported verb after a plan
             "the algorithm can be run on up to 100 processors with linear speedup ",
             "runs on up to 1,000 processors with ",
             "we give physical strategies for the robot that are ",
             "the signals acquired by the array indicate the ",
             "we show that the robot can grasp convex objects with ",
             "we propose a new estimator. in practice, the estimator works well if ",
             "was evaluated on the data set by smith et al. [3], who reported ",
             "we are porting the planner and the results of 20 trials on a real robot show ",
             "and reported results of 20 trials ",
             # wave 55 (theorised.py): own theoretical results inside empirical papers
             "we theoretically show that ",
             "our theoretical exploration of the relationships between the penalty, the noise and ",
             "through a theoretical analysis of the method ",
             "we provide convergence guarantees ",
             "we propose a method with provable ",
             "we leverage submodularity to ",
             "we derive a closed-form solution for the update and ",
             "we provide theoretical evidence ",
             "we characterize the conditions under which ",
             # wave 57 (theorised.py): a reason offered, an analysis by name, a guarantee's rate
             "we give a theoretical reason ",
             "a dimensional analysis ",
             "guarantees epsilon accuracy within o(1 ",
             # hostile69 (attribution._ACCOUNT): a long word after an introduction
             "We propose " + "x" * 150 + ". It has been evaluated on three data sets. "]


def hostile_texts() -> list[tuple[str, str]]:
    """(name, abstract) pairs, each SIZE characters."""
    out = []
    for frag in FRAGMENTS:
        out.append((f"{frag.strip()!r} x {SIZE // len(frag):,}", (frag * (SIZE // len(frag) + 1))[:SIZE]))
        sentence = frag.capitalize().strip() + ". "
        out.append((f"{sentence.strip()!r} x {SIZE // len(sentence):,}",
                    (sentence * (SIZE // len(sentence) + 1))[:SIZE]))
    mixed = "".join(FRAGMENTS)
    out.append(("all fragments, one sentence", (mixed * (SIZE // len(mixed) + 1))[:SIZE]))
    return out


def main() -> None:
    classify_text("We prove a bound.")  # compile the patterns first
    print("| abstract (40,000 characters) | label | seconds (best of 3) |")
    print("| --- | --- | ---: |")
    worst = 0.0
    for name, text in hostile_texts():
        cleaned, best, label = clean_text(text), float("inf"), ""
        for _ in range(3):
            t0 = time.perf_counter()
            label = classify_text(cleaned, "", text)[0]
            best = min(best, time.perf_counter() - t0)
        worst = max(worst, best)
        print(f"| {name} | {label} | {best:.4f} |")
    print(f"\nworst: {worst:.4f} s")


if __name__ == "__main__":
    main()
