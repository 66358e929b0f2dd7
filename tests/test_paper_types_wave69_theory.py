"""Session 69 (theory69): where the rules' fall-back says "only hints of theory" or
"proposes a method", the fitted model's reading of the whole abstract gives ``theory`` at
>= 0.70 (:mod:`analysis.paper_types.theory69`).

Planted: gold-theory dev abstracts each ``unclear`` or ``empirical`` at 33b394c (dev13
nips2002:9c81558054, dev15 nips2000:3fbdf3733f: blind sets; dev2 aistats2024:97ae866f27,
dev5 uai2023:46be9042f3: cause P), as written, with their titles; none names a run, data
or an application (``theory69.RUN_WORDS``).  Look-alikes keep the
rules' label: the no-cue fall-back (dev14 aistats2001:92be3f9fbc, gold unclear, the model's
0.95 not read), an abstract cut short (dev16 nips2015:5545), method proposals the model
does not hold theory at 0.70 (dev15 nips2008:b04063d459 0.67, dev14 iros2012:6385995), and
two fall-backs the model holds theory but that name a run in words no cue reads (the first
form's corpus changes cvpr2017:518 and nips2000:4bbd9f18cd, read wrong).
"""

from __future__ import annotations

import pytest

from analysis.paper_types import classify_papers, classify_text
from analysis.paper_types import theory69
from analysis.paper_types.model import shipped_model
from analysis.paper_types.rules import score_text
from analysis.text import clean_text

THEORY = [
    ("The Effect of Singularities in a Learning Machine when the True Parameters Do Not Lie "
     "on such Singularities",
     "A lot of learning machines with hidden variables used in infor- mation science have "
     "singularities in their parameter spaces. At singularities, the Fisher information matrix "
     "becomes degenerate, resulting that the learning theory of regular statistical models "
     "does not hold. Recently, it was proven that, if the true parameter is contained in "
     "singularities, then the coe(cid:14)cient of the Bayes gen- eralization error is equal "
     "to the pole of the zeta function of the Kullback information. In this paper, under the "
     "condition that the true parameter is almost but not contained in singularities, we show "
     "two results. (1) If the dimension of the parameter from in- puts to hidden units is not "
     "larger than three, then there exits a region of true parameters where the "
     "generalization error is larger than those of regular models, however, if otherwise, "
     "then for any true parameter, the generalization error is smaller than those of regular "
     "models. (2) The symmetry of the generalization error and the training error does not "
     "hold in singular models in general."),
    ("Reinforcement Learning with Function Approximation Converges to a Region",
     "Many algorithms for approximate reinforcement learning are not known to converge. In "
     "fact, there are counterexamples showing that the adjustable weights in some algorithms "
     "may oscillate within a region rather than converging to a point. This paper shows "
     "that, for two popular algorithms, such oscillation is the worst that can happen: the "
     "weights cannot diverge, but instead must converge to a bounded region. The algorithms "
     "are SARSA(O) and V(O); the latter algorithm was used in the well-known TD-Gammon "
     "program."),
    ("Solving Attention Kernel Regression Problem via Pre-conditioner",
     "Attention mechanism is the key to large language models, and attention matrix serves "
     "as an algorithmic and computational bottleneck for such a scheme. In this paper, we "
     "define two problems, motivated by designing fast algorithms for \\emph{proxy} of "
     "attention matrix and solving regressions against them. Given an input matrix "
     "$A\\in \\mathbb{R}^{n\\times d}$ with $n\\gg d$ and a response vector $b$, we first "
     "consider the matrix exponential of the matrix $A^\\top A$ as a proxy, and we in turn "
     "design algorithms for two types of regression problems: "
     "$\\min_{x\\in \\mathbb{R}^d}\\|(A^\\top A)^jx-b\\|_2$ and "
     "$\\min_{x\\in \\mathbb{R}^d}\\|A(A^\\top A)^jx-b\\|_2$ for any positive integer $j$. "
     "Studying algorithms for these regressions is essential, as matrix exponential can be "
     "approximated term-by-term via these smaller problems. The second proxy is applying "
     "exponential entrywise to the Gram matrix, denoted by $\\exp(AA^\\top)$ and solving the "
     "regression $\\min_{x\\in \\mathbb{R}^n}\\|\\exp(AA^\\top)x-b \\|_2$. We call this "
     "problem the \\emph{attention kernel regression} problem, as the matrix "
     "$\\exp(AA^\\top)$ could be viewed as a kernel function with respect to $A$. We design "
     "fast algorithms for these regression problems, based on sketching and preconditioning. "
     "We hope these efforts will provide an alternative perspective of studying efficient "
     "approximation of attention matrices."),
    ("Bayesian inference approach for entropy regularized reinforcement learning with "
     "stochastic dynamics",
     "We develop a novel approach to determine the optimal policy in entropy-regularized "
     "reinforcement learning (RL) with stochastic dynamics. For deterministic dynamics, the "
     "optimal policy can be derived using Bayesian inference in the control-as-inference "
     "framework; however, for stochastic dynamics, the direct use of this approach leads to "
     "risk-taking optimistic policies. To address this issue, current approaches in "
     "entropy-regularized RL involve a constrained optimization procedure which fixes system "
     "dynamics to the original dynamics, however this approach is not consistent with the "
     "unconstrained Bayesian inference framework. In this work we resolve this inconsistency "
     "by developing an exact mapping from the constrained optimization problem in "
     "entropy-regularized RL to a different optimization problem which can be solved using "
     "the unconstrained Bayesian inference approach. We show that the optimal policies are "
     "the same for both problems, thus our results lead to the exact solution for the "
     "optimal policy in entropy-regularized RL with stochastic dynamics through Bayesian "
     "inference."),
]

STAY = [
    # the no-cue fall-back is not read (the model holds theory at 0.95; gold unclear)
    ("Bayesian Support Vector Regression",
     "We show that the Bayesian evidence framework can be applied to both $\\epsilon$-support "
     "vector regression ($\\epsilon$-SVR) and $\\nu$-support vector regression ($\\nu$-SVR) "
     "algorithms. Standard SVR training can be regarded as performing level one inference of "
     "the evidence framework, while levels two and three allow automatic adjustments of the "
     "regularization and kernel parameters respectively, without the need of a validation "
     "set.", "unclear"),
    # an abstract cut short
    ("Differentially private subspace clustering",
     "Subspace clustering is an unsupervised learning problem that aims at grouping data "
     "points into multiple", "unclear"),
    # a proposed method the model holds theory at 0.67: below the threshold
    ("Kernel Measures of Independence for non-iid Data",
     "Many machine learning algorithms can be formulated in the framework of statistical "
     "independence such as the Hilbert Schmidt Independence Criterion. In this paper, we "
     "extend this criterion to deal with with structured and interdependent observations. "
     "This is achieved by modeling the structures using undirected graphical models and "
     "comparing the Hilbert space embeddings of distributions. We apply this new criterion to "
     "independent component analysis and sequence clustering.", "empirical"),
    # the model holds theory (0.82), but a run is named in words no cue reads (the first
    # form's corpus change cvpr2017:518, read wrong: both)
    ("On the Global Geometry of Sphere-Constrained Sparse Blind Deconvolution",
     "Blind deconvolution is the problem of recovering a convolutional kernel and an "
     "activation signal from their convolution. This problem is ill-posed without further "
     "constraints or priors. This paper studies the situation where the nonzero entries in "
     "the activation signal are sparsely and randomly populated.. We normalize the "
     "convolution kernel to have unit Frobenius norm and cast the sparse blind deconvolution "
     "problem as a nonconvex optimization problem over the sphere. With this spherical "
     "constraint, every spurious local minimum turns out to be close to some signed shift "
     "truncation of the ground truth, under certain hypotheses. This benign property "
     "motivates an effective two stage algorithm that recovers the ground truth from the "
     "partial information offered by a suboptimal local minimum. This geometry-inspired "
     "algorithm recovers the ground truth for certain microscopy problems, also exhibits "
     "promising performance in the more challenging image deblurring problem.", "unclear"),
    # the model holds theory (0.92); "show applications to large scale problems" (the first
    # form's corpus change nips2000:4bbd9f18cd, read wrong: both)
    ("Sparse Greedy Gaussian Process Regression",
     "We present a simple sparse greedy technique to approximate the maximum a posteriori "
     "estimate of Gaussian Processes with much improved scaling behaviour in the sample size "
     "m. In particular, computational requirements are O(n2m), storage is O(nm), the cost for "
     "prediction is 0 ( n) and the cost to compute confidence bounds is O(nm), where n << m. "
     "We show how to compute a stopping criterion, give bounds on the approximation error, "
     "and show applications to large scale problems.", "unclear"),
    # a device proposed and built
    ("Micro fluidic device to control the position and to analyze the condition of C. elegans",
     "We proposed a micro fluidic device to control the position of Caenorhabditis elegans "
     "(C. elegans) and to analyze the condition of C. elegans as a bioindicator during its "
     "lifespan. In this device, we can filter C. elegans depending on size and control the "
     "position of C. elegans to culture and test C. elegans and to measure the capacitance "
     "change. The capacitance change depends on the body volume of C. elegans. The proposed "
     "micro fluidic device was implemented using a PDMS layer and a glass substrate that were "
     "bonded together.", "empirical"),
]


def _typed(title: str, abstract: str) -> tuple[str, str, float]:
    return classify_text(clean_text(abstract), clean_text(title), abstract)


@pytest.mark.parametrize(("title", "abstract"), THEORY)
def test_a_fall_back_the_model_reads_as_theory_is_theory(title, abstract):
    kind, evidence, confidence = _typed(title, abstract)
    assert kind == "theory", evidence
    assert evidence.startswith("the whole abstract reads as theory (")
    assert 0.6 < confidence < 0.95   # a theory label's calibrated confidence, not the rules'


@pytest.mark.parametrize(("title", "abstract", "expected"), STAY)
def test_look_alikes_keep_the_rules_label(title, abstract, expected):
    kind, evidence, _ = _typed(title, abstract)
    assert kind == expected, evidence


def test_the_batch_path_gives_the_same_rows():
    rows = THEORY + [(t, a) for t, a, _ in STAY]
    batch = classify_papers([clean_text(a) for _, a in rows], [clean_text(t) for t, _ in rows],
                            [a for _, a in rows], workers=1)
    for k, (title, abstract) in enumerate(rows):
        kind, evidence, confidence = _typed(title, abstract)
        assert batch.loc[k, "paper_type"] == kind
        assert batch.loc[k, "paper_type_evidence"] == evidence
        assert batch.loc[k, "paper_type_confidence"] == pytest.approx(confidence)


def test_only_the_two_fall_backs_of_a_complete_abstract_are_candidates():
    title, abstract = THEORY[1]
    scored = score_text(clean_text(abstract), clean_text(title), abstract)
    assert theory69.candidate(scored, ("unclear", "no stated result; only hints of theory: x"))
    assert theory69.candidate(scored, ("empirical", "no proved result; proposes a method/system"))
    assert not theory69.candidate(scored, ("unclear", "no evidence either way"))
    assert not theory69.candidate(scored, ("unclear", "abstract truncated, no result either way"))
    assert not theory69.candidate(scored, None)
    title, abstract = STAY[3][:2]   # "promising performance in ... image deblurring"
    named = score_text(clean_text(abstract), clean_text(title), abstract)
    assert not theory69.candidate(named, ("unclear", "no stated result; only hints of theory"))
    short = score_text("we present a theory of x.", "", "")
    assert not theory69.candidate(short, ("unclear", "no stated result; only hints of theory"))


def test_the_threshold_and_the_most_probable_label_are_both_needed():
    fitted = shipped_model()
    title, abstract = THEORY[1]
    scored = score_text(clean_text(abstract), clean_text(title), abstract)
    final = ("unclear", "no stated result; only hints of theory: x")
    at = {c: 0.0 for c in fitted.classes}

    def probs(theory: float, empirical: float) -> list[float]:
        p = {**at, "theory": theory, "empirical": empirical}
        return [p[c] for c in fitted.classes]

    assert theory69.reread(scored, fitted, final, probs(0.71, 0.29)) is not None
    assert theory69.reread(scored, fitted, final, probs(0.69, 0.31)) is None
    assert theory69.reread(scored, fitted, final, probs(0.70, 0.80)) is None
