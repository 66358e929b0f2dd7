"""Titles are shown and exported as written, LaTeX rendered readably; the analysis reads the
cleaned text (issue 13, item 6)."""

import json

import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from analysis.io import load_corpus
from analysis.text import clean_text, display_abstract, display_title
from analysis.text.display import MAX_RENDERED_CHARS
from dashboard.cli import main
from tests.data_paths import SEEDS, corpora_root

ABSTRACT = ("We study a problem of some importance and propose a method for it. Experiments on "
            "three benchmark datasets show that the method works well in practice. {}")
HYPERLINK = '=HYPERLINK("https://evil.example/x","click")'
EMOJI = "Robots 👩\u200d🔬 in the lab"  # woman scientist: woman, zero-width joiner, microscope


@pytest.mark.parametrize("written, shown", [
    (r"\proptoSVM for Learning with Label Proportions", "∝SVM for Learning with Label Proportions"),
    (r"Efficient Online Bandit Multiclass Learning with $\tilde{O}(\sqrt{T})$ Regret",
     "Efficient Online Bandit Multiclass Learning with Õ(√T) Regret"),
    (r"\propto SVM", "∝SVM"),
    (r"Bandit Convex Optimization: \sqrtT Regret in One Dimension",
     "Bandit Convex Optimization: √T Regret in One Dimension"),
    (r"Breaking the $1/\sqrt{n}$ Barrier", "Breaking the 1/√n Barrier"),
    (r"$q\texttt{POTS}$: Efficient Batch", "qPOTS: Efficient Batch"),
    (r"Variational Schr\"odinger Momentum Diffusion", "Variational Schrödinger Momentum Diffusion"),
    (r"Efficient inference with \iid observation noise", "Efficient inference with iid observation noise"),
    (r"Model Selection: Consistency of \boldmath$\ell_1$-regularized MLE",
     "Model Selection: Consistency of ℓ_1-regularized MLE"),
    (r"Multi-Person Action Recognition in 360$^{\circ}$ Videos",
     "Multi-Person Action Recognition in 360° Videos"),
    (r"MACH: $O(d\log{K})$ memory", "MACH: O(d log K) memory"),
    # plain text stays exactly as written: LaTeX specials in ordinary titles are not LaTeX
    ("Mix & Match Agent Curricula", "Mix & Match Agent Curricula"),
    (r"Learning 50% faster with $\ell_1$ & friends", "Learning 50% faster with ℓ_1 & friends"),
    ("The Baxter Easyhand: A robot hand that costs $150 US in parts",
     "The Baxter Easyhand: A robot hand that costs $150 US in parts"),
    (r"A robot that costs $150 with \emph{three} arms", "A robot that costs $150 with three arms"),
    ("MaskGAN: Better Text Generation via Filling in the _______",
     "MaskGAN: Better Text Generation via Filling in the _______"),
    (HYPERLINK, HYPERLINK),
    (EMOJI, EMOJI),
    ("Robust transport by\r $β$-potential", "Robust transport by β-potential"),
    ("Tom &amp; Jerry", "Tom & Jerry"),
    ("EENAS: An Eﬀicient Evolutionary Algorithm", "EENAS: An Efficient Evolutionary Algorithm"),
    ("I²R-Net and PL₁P", "I²R-Net and PL₁P"),  # as written: not NFKC
])
def test_display_title_renders_latex_and_keeps_everything_else(written, shown):
    assert display_title(written) == shown


def test_pathological_titles_are_shown_as_written():
    deep = "{" * 5_000 + "x"
    assert display_title(deep) == deep
    long = r"$\alpha$ " * (MAX_RENDERED_CHARS // 4)
    assert display_title(long) == long.strip()  # too long to render: as written, not cut


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=200))
def test_display_title_never_fails_and_never_empties_a_title(title):
    shown = display_title(title)
    assert isinstance(shown, str)
    assert bool(shown) == bool(title.split())
    if not any(c in title for c in "\\$&\ufb00\ufb01\ufb02\ufb03\ufb04\ufb05\ufb06"):
        assert shown == " ".join(title.split())  # nothing to render: exactly as written


def write_special_titles(folder):
    rows = [
        {"id": "latex", "title": r"Bandits with $\tilde{O}(\sqrt{T})$ Regret",
         "abstract": ABSTRACT.format("Regret bounds for bandits.")},
        {"id": "propto", "title": r"\proptoSVM for Learning with Label Proportions",
         "abstract": ABSTRACT.format("Label proportions.")},
        {"id": "formula", "title": HYPERLINK, "abstract": ABSTRACT.format("Spreadsheets.")},
        {"id": "emoji", "title": EMOJI, "abstract": ABSTRACT.format("Robots.")},
    ]
    (folder / "icml2019.json").write_text(json.dumps(rows, ensure_ascii=False), encoding="utf-8")
    return folder / "icml2019.json"


def test_loader_keeps_display_and_analysis_titles_apart(tmp_path):
    papers = load_corpus([write_special_titles(tmp_path)]).papers.set_index("source_key")
    assert papers.loc["latex", "title"] == "Bandits with Õ(√T) Regret"
    assert papers.loc["latex", "title_clean"] == "Bandits with O T Regret"
    assert papers.loc["latex", "text"].startswith("Bandits with O T Regret. We study")
    assert papers.loc["propto", "title"] == "∝SVM for Learning with Label Proportions"
    assert papers.loc["formula", "title"] == HYPERLINK
    assert papers.loc["formula", "title_clean"] == clean_text(HYPERLINK)
    assert papers.loc["emoji", "title"] == EMOJI
    assert "\u200d" not in papers.loc["emoji", "text"]  # cleaned for the analysis


def test_seed_titles_stay_derived_as_before():
    papers = load_corpus().papers
    assert (papers["title"] == papers["title_clean"]).all()
    assert papers["title"].iloc[0] == "Temporal Weighted Encoding (TWE)"


def test_export_writes_titles_as_written_and_neutralises_formulas(tmp_path):
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    write_special_titles(corpus)
    for seed in SEEDS.glob("*.txt"):
        (corpus / seed.name).write_bytes(seed.read_bytes())
    out = tmp_path / "out"
    assert main(["analyze", str(corpus), "--out", str(out), "--topics", "3", "--excel"]) == 0
    papers = pd.read_csv(out / "papers.csv", dtype=str, keep_default_na=False).set_index("source_key")
    assert papers.loc["latex", "title"] == "Bandits with Õ(√T) Regret"
    assert papers.loc["propto", "title"] == "∝SVM for Learning with Label Proportions"
    assert papers.loc["formula", "title"] == "'" + HYPERLINK  # as written, made inert
    assert papers.loc["emoji", "title"] == EMOJI
    assert "title_clean" not in papers.columns and "text" not in papers.columns
    topics = pd.read_csv(out / "topics.csv", keep_default_na=False)
    assert not topics["top_terms"].str.contains("√|Õ|∝", regex=True).any()  # analysis: cleaned


@pytest.mark.corpora
def test_real_latex_titles_are_rendered():
    root = corpora_root()
    papers = load_corpus([root / "icml"]).papers
    titles = set(papers["title"])
    assert "∝SVM for Learning with Label Proportions" in titles
    assert "Efficient Online Bandit Multiclass Learning with Õ(√T) Regret" in titles
    latex = papers[papers["title"] != papers["title_clean"]]
    assert not latex["title"].str.contains(r"\\[A-Za-z]", regex=True).any()  # no raw macros
    # every title keeps its words: no rendered title is shorter than its cleaned form
    assert (papers["title"].str.len() + 5 >= papers["title_clean"].str.len()).all()


@pytest.mark.parametrize("written, shown", [
    (r"We propose **Deepcontour**, a *novel* solver", "We propose Deepcontour, a novel solver"),
    ("2**10 steps, a * b * c, and p < 0.05*", "2**10 steps, a * b * c, and p < 0.05*"),
    (r"regret $\widetilde{O}(\sqrt{T})$ and \emph{node-level} feedback",
     "regret O(√T) and node-level feedback"),
    (r"\textit{integration contours}---improper selection", "integration contours—improper selection"),
    (r"leading to $>$20\% success, ~3 times faster", "leading to >20% success, ~3 times faster"),
    ("it costs $150 and ~3 hours, 50% of runs", "it costs $150 and ~3 hours, 50% of runs"),
    (r"less than $2\\%$ labels, {\sf SGD} by~\cite{a,b}, $\|x\|$",  # "\\%" is not a comment
     "less than 2% labels, SGD by […], ‖x‖"),
])
def test_display_abstract_renders_markup_and_keeps_plain_text(written, shown):
    assert display_abstract(written) == shown


@pytest.mark.parametrize("written, shown", [
    # review57: one "$150" escaped every $, each $\alpha$ shown raw
    (r"regret $\tilde{O}(\sqrt{T})$ for a robot that costs $150",
     "regret Õ(√T) for a robot that costs $150"),
    (r"costs $150 and $x^2$ more", "costs $150 and x^2 more"),  # "$150 and $": spaced inside
    (r"up to $\sim \textbf{10.9%} accuracy, $\sim$\textbf{1.91x} latency",
     "up to $∼10.9% accuracy, ∼1.91x latency"),  # a closing $ forgotten (a real abstract)
    (r"is \|F(x)\|_\infty$ (i.e. how confident $F$ is", "is ‖F(x)‖_∞$ (i.e. how confident F is"),
    (r"$$\alpha$$ and $5", "α and $5"),
])
def test_an_odd_number_of_dollars_keeps_the_maths_that_pairs(written, shown):
    assert display_abstract(written) == shown


@pytest.mark.parametrize("written, shown", [
    # review58: an even number of $ that are prices rendered "5 and" as maths
    ("It costs $5 and $10 per run.", "It costs $5 and $10 per run."),
    ("a robot at $5-$10 an hour", "a robot at $5-$10 an hour"),
    ("made $10,301 profit on an investment of less than $1000.",  # NeurIPS 1990
     "made $10,301 profit on an investment of less than $1000."),
    (r"costs $5 and $x$ more", "costs $5 and x more"),
    # the maths the authors saw rendered (MathJax) stays maths
    (r"$\sim$5600 labeled instances, $\pm$1 weights", "∼5600 labeled instances, ±1 weights"),
    (r"where $ d $ is the dimension and $2^n$ the size", "where d is the dimension and 2^n the size"),
    (r"regret $14\epsilon T $ and loss $2\sqrt{T} $ in", "regret 14ϵ T and loss 2√T in"),
])
def test_an_even_number_of_dollars_that_are_prices_stays_as_written(written, shown):
    assert display_abstract(written) == shown


def test_a_long_or_pathological_abstract_is_shown_as_written():
    long = "$x$ " + "word " * 3_000
    assert display_abstract(long) == " ".join(long.split())
    tildes = "~$x$" * 3_000  # a "~" is escaped only to be rendered, never shown escaped
    assert display_abstract(tildes) == tildes
    assert display_abstract("~$x$" * 2_000) == "~x" * 2_000


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from("ab $\\{}~*_^%&-\n"), max_size=300))
def test_display_abstract_never_fails_and_never_empties_an_abstract(abstract):
    shown = display_abstract(abstract)
    assert isinstance(shown, str) and bool(shown) == bool(abstract.split())
    assert "textasciitilde" not in shown
