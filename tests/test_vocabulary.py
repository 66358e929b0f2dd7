"""Vocabulary: inflection merge, acronyms, phrases, debris, order and chunk independence."""

import numpy as np
import pytest

from analysis.terms import build_vocabulary, default_min_df, word_key
from analysis.text import clean_text
from tests.planted_terms import SUBJECTS, planted_papers

TEXTS = [clean_text(t) for t in [
    "Large Language Models for reasoning. We propose a novel method: LLMs reason with "
    "chain of thought. Code at https://github.com/x/y.",
    "Scaling large language models. Our LLM uses gradient descent; models improve.",
    "A large language model agent. The LLM plans with reinforcement learning (RL).",
    "Gradient descent for deep networks. Stochastic gradient descent with a model of "
    "noise; (cid:12) mathcal results show it works.",
    "Reinforcement learning with GANs. RL agents and a GAN generator; the model learns.",
    "Optimal transport. Optimization of the optimal transport plan; policies and a policy.",
]]


def _vocabulary(*texts: str, min_df: int = 2):
    """The vocabulary of a few planted papers, cleaned as the pipeline cleans them."""
    return build_vocabulary([clean_text(t) for t in texts], min_df=min_df)


@pytest.mark.parametrize("token,key", [
    ("Models", "model"), ("models", "model"), ("LLMs", "llm"), ("GANs", "gan"),
    ("policies", "policy"), ("classes", "class"), ("matrices", "matrix"),
    ("processes", "process"), ("k-means", "k-means"), ("means", "means"),
    ("analysis", "analysis"), ("dynamics", "dynamics"), ("topics", "topic"),
    ("biases", "bias"), ("RL", "rl"), ("ReLUs", "relu"), ("model's", "model"),
    ("equilibria", "equilibrium"), ("Spectra", "spectrum"), ("stimuli", "stimulus"),
    ("curricula", "curriculum"), ("formulae", "formula"), ("media", "media"),
    # four capitals: an acronym, whose final S is a letter, not a plural
    ("MCTS", "mcts"), ("RKHS", "rkhs"), ("L-BFGS", "l-bfgs"), ("CMOS", "cmos"),
    ("MEMS", "mems"), ("MCTs", "mct"), ("NETWORKS", "network"), ("STEPS", "step"),
])
def test_word_key_merges_inflections_only(token, key):
    assert word_key(token) == key


def test_derivations_are_not_merged():
    # a stemmer would map both to "optim"; their counts must stay apart
    assert word_key("optimal") != word_key("optimization")
    assert word_key("experience") != word_key("experiment")


def test_inflections_share_one_term_and_lookup_is_insensitive():
    v = build_vocabulary(TEXTS, min_df=2)
    j = v.lookup("Models")
    assert j is not None
    assert v.lookup("model") == j == v.lookup("MODEL")
    assert v.lookup("LARGE LANGUAGE MODELS") == v.lookup("large language model") is not None
    assert v.terms.loc[j, "key"] == "model"
    assert (v.terms["key"] == "model").sum() == 1
    # "Models" (0), "models" (1), "model" (2, 3, 4): five papers
    assert v.terms.loc[j, "df"] == 5


def test_acronyms_kept_upper_case_and_singular():
    v = build_vocabulary(TEXTS, min_df=1)
    assert v.terms.loc[v.lookup("llms"), "term"] == "LLM"
    assert v.terms.loc[v.lookup("rl"), "term"] == "RL"
    assert v.terms.loc[v.lookup("GANs"), "term"] == "GAN"


def test_phrases_found_with_display_form():
    v = build_vocabulary(TEXTS, min_df=2)
    j = v.lookup("large language model")
    assert j is not None
    assert v.terms.loc[j, "n_words"] == 3
    # the head noun singular, though every paper writes "models"
    assert v.terms.loc[j, "term"] == "large language model"
    assert v.terms.loc[j, "acronym"] == ""  # no paper defines "LLM"
    assert v.terms.loc[j, "df"] == 3
    for p in ("gradient descent", "reinforcement learning"):
        assert v.lookup(p) is not None, p
    v1 = build_vocabulary(TEXTS, min_df=1)
    assert v1.terms.loc[v1.lookup("optimal transport"), "df"] == 1
    assert v1.terms.loc[v1.lookup("Policies"), "term"] in ("policy", "policies")
    # fragments of a longer phrase are not terms of their own
    assert v.lookup("large language") is None


def test_debris_and_function_words_are_not_terms():
    v = build_vocabulary(TEXTS, min_df=1)
    terms = set(v.terms["key"])
    for w in ("https", "github", "cid", "mathcal", "the", "with", "of"):
        assert w not in terms
    # words every abstract uses stay countable terms (the keyword tests judge them)
    assert v.lookup("propose") is not None


def test_matrix_counts_and_rows():
    v = build_vocabulary(TEXTS, min_df=2)
    assert v.matrix.shape == (len(TEXTS), len(v.terms))
    j = v.lookup("gradient descent")
    col = v.matrix[:, j].toarray().ravel()
    assert col.tolist() == [0, 1, 0, 2, 0, 0]
    assert v.terms["df"].tolist() == list(np.diff(v.matrix.tocsc().indptr))


def test_same_terms_and_ids_in_any_order():
    v1 = build_vocabulary(TEXTS, min_df=2)
    perm = [3, 5, 0, 2, 4, 1]
    v2 = build_vocabulary([TEXTS[i] for i in perm], min_df=2)
    assert v1.terms.equals(v2.terms)
    assert (v1.matrix[perm] != v2.matrix).nnz == 0


def test_default_min_df_grows_slowly():
    assert default_min_df(57) == 2
    assert default_min_df(3000) == 5
    assert default_min_df(24000) == 15


def test_empty_and_tiny_inputs():
    v = build_vocabulary([], min_df=1)
    assert v.matrix.shape[0] == 0 and len(v.terms) == 0
    v = build_vocabulary(["", "Graph neural networks."], min_df=1)
    assert v.lookup("graph neural network") is not None
    assert v.matrix[0].nnz == 0


@pytest.fixture(scope="module")
def planted():
    papers = planted_papers()
    return papers, build_vocabulary([p["text"] for p in papers])


@pytest.mark.parametrize("name", ["mixture of experts", "learning to rank", "theory of mind"])
def test_phrases_with_an_inner_function_word(planted, name):
    papers, v = planted
    j = v.lookup(name)
    assert j is not None and v.terms.loc[j, "term"] == name
    assert v.terms.loc[j, "keyword"]
    subject = next(k for k, (n, _) in SUBJECTS.items() if n == name)
    assert set(v.term_docs(j)) == {i for i, p in enumerate(papers) if p["subject"] == subject}
    # the words around the connector are not terms of their own
    assert v.lookup(name.split()[0] + " of") is None


def test_an_acronym_and_its_expansion_are_one_term(planted):
    papers, v = planted
    j = v.lookup("generative adversarial networks")
    assert j is not None
    assert v.lookup("GAN") == v.lookup("GANs") == v.lookup("gans") == j
    assert v.terms.loc[j, "term"] == "generative adversarial network"
    assert v.terms.loc[j, "acronym"] == "GAN"
    assert v.label(j) == "generative adversarial network (GAN)"
    assert v.expansion("GANs") == "generative adversarial network"
    assert v.expansion("mixture of experts") is None
    assert {"gan", "generative adversarial network"} <= set(v.spellings(j))
    # counted once per paper, whether the paper writes the acronym, the name or both
    gan_papers = [i for i, p in enumerate(papers) if p["subject"] == "gan"]
    assert sorted(v.term_docs(j)) == gan_papers
    assert v.terms.loc[j, "df"] == len(gan_papers) == 20
    only_acronym = [i for i in gan_papers if "generative" not in papers[i]["text"].lower()]
    assert only_acronym and set(only_acronym) <= set(v.term_docs(j))
    # no separate term for the acronym
    assert (v.terms["key"] == "gan").sum() == 0


def test_spellings_with_and_without_hyphens_are_one_term():
    v = _vocabulary(
        "Meta-learning for control. We study meta-learning and meta-learning again.",
        "Meta learning at scale. Meta learning is studied; meta learning works.",
        "Fast meta-learning. Meta-learning of priors by meta-learning.",
        "Meta learning of priors. Meta learning for control.",
    )
    j = v.lookup("meta-learning")
    assert j is not None and v.lookup("meta learning") == v.lookup("Metalearning") == j
    assert v.terms.loc[j, "df"] == 4


def test_an_acronym_defined_with_and_without_hyphens_is_joined():
    """The 24k corpora define "MoE" 4 times after "mixture of experts" and 8 times after
    "mixture-of-experts": one long form (12 of 13 definitions), not two halves that each
    miss the majority, so "MoE" joins the term (it once stayed apart and "ME", defined
    twice, was shown)."""
    texts = [clean_text(t) for t in (
        ["Sparse models. We train a mixture-of-experts (MoE) with routing."] * 8
        + ["Routing study. A mixture of experts (MoE) routes tokens."] * 4
        + ["Old work. A mixture of experts (ME) of linear models.",
           "Classic. The mixture of experts (ME) of trees.",
           "Scaling. The MoE layer is sparse and the MoE is fast."]
        + ["Gating. Each mixture of experts gates its experts by the input."] * 6)]
    # the hyphenated spelling alone (8 papers) is below min_df: only the spaced term exists
    v = build_vocabulary(texts, min_df=9)
    j = v.lookup("mixture of experts")
    assert j is not None and v.lookup("MoE") == v.lookup("mixture-of-experts") == j
    assert v.terms.loc[j, "acronym"] == "MoE"
    assert v.terms.loc[j, "df"] == len(texts)


def test_an_acronyms_term_is_shown_as_most_papers_spell_it():
    """The 61k corpora define "HRI" after "human robot interaction" but ~1,000 papers
    write "human-robot interaction" (86 the spaced form): the term is shown hyphenated,
    the acronym still joined; a spelling the definitions use stays findable."""
    texts = [clean_text(t) for t in (
        ["Social robots. We study human robot interaction (HRI) in homes."] * 3
        + ["Trust. Human-robot interaction shapes trust in human-robot interaction."] * 7
        + ["Gestures. The HRI study reads gestures."] * 2)]
    v = build_vocabulary(texts, min_df=2)
    j = v.lookup("HRI")
    assert j is not None and v.lookup("human robot interaction") == j
    assert v.terms.loc[j, "term"] == "human-robot interaction"
    assert v.terms.loc[j, "acronym"] == "HRI" and v.terms.loc[j, "df"] == len(texts)


@pytest.mark.parametrize("chunk_size", [7, 1000])
def test_the_vocabulary_does_not_depend_on_chunks(planted, chunk_size):
    papers, whole = planted
    texts = [p["text"] for p in papers]
    chunked = build_vocabulary(texts, chunk_size=chunk_size)
    assert chunked.terms.equals(whole.terms)
    assert (chunked.matrix != whole.matrix).nnz == 0
    assert (chunked.shown != whole.shown).nnz == 0
    real = build_vocabulary(TEXTS * 5, chunk_size=len(TEXTS) * 5)
    assert build_vocabulary(TEXTS * 5, chunk_size=chunk_size).terms.equals(real.terms)


@pytest.mark.parametrize("workers", [1, 2])
def test_the_vocabulary_does_not_depend_on_the_workers(planted, workers):
    """Chunks counted and encoded by forked workers (analysis.terms.parallel) give the
    one-process vocabulary: the same terms, counts and matrices, bit for bit."""
    papers, whole = planted
    texts = [p["text"] for p in papers]
    spread = build_vocabulary(texts, chunk_size=5, workers=workers)
    assert len(texts) > 3 * 5  # several chunks to each worker
    assert spread.terms.equals(whole.terms)
    for mine, theirs in ((spread.matrix, whole.matrix), (spread.shown, whole.shown)):
        assert (mine.indptr == theirs.indptr).all() and (mine.indices == theirs.indices).all()
        assert (mine.data == theirs.data).all()


def test_papers_holding_a_term_as_shown(planted):
    """A term's papers as a reader checks them: every word of its display form written
    in the paper ("Gaussian process" is shown singular, so only the papers that write
    "process" somewhere hold it as shown)."""
    papers, v = planted
    j = v.lookup("Gaussian processes")
    shown = v.terms.loc[j, "term"]
    expected = [i for i, p in enumerate(papers)
                if all(w in p["text"].lower().replace(".", " ").replace(",", " ").split()
                       for w in shown.lower().split())]
    assert v.shown_docs(j).tolist() == expected
    assert set(v.shown_docs(j)) <= set(v.term_docs(j)) | set(expected)


def test_distinct_is_numpys_unique_by_one_sort():
    import numpy as np

    from analysis.terms.counting import distinct

    rng = np.random.default_rng(3)
    for values in (np.empty(0, dtype=np.int64), np.array([4, 4, 4]), rng.integers(0, 40, 500),
                   rng.integers(-(2**40), 2**40, 20_000)):
        got = distinct(values)
        assert got.dtype == values.dtype and np.array_equal(got, np.unique(values))
    assert distinct(np.array([3, 1, 3, 2])).tolist() == [1, 2, 3]


def test_parts_are_merged_in_order_as_a_balanced_tree():
    """Chunk counts are merged pairwise like merge sort: in order (the merge need not be
    commutative), each part once, and about k log2 k items touched for k parts where
    merging one after another touches about k^2 / 2 (bench/SCALE.md)."""
    import math

    from analysis.terms.counting import merged

    touched = []

    def join(a: list[int], b: list[int]) -> list[int]:
        touched.append(len(a) + len(b))
        return a + b

    for k in (1, 2, 3, 7, 8, 40):
        touched.clear()
        assert merged(([i] for i in range(k)), join) == list(range(k))
        assert len(touched) == k - 1
        assert sum(touched) <= k * math.ceil(math.log2(max(k, 2))) < k * k / 2 or k < 8
    with pytest.raises(ValueError):
        merged(iter([]), join)


def test_sorted_union_is_numpys_union():
    import numpy as np

    from analysis.terms.counting import sorted_union

    rng = np.random.default_rng(5)
    empty = np.empty(0, dtype=np.int64)
    cases = [(empty, empty), (np.array([1, 5]), empty), (empty, np.array([2])),
             (np.array([1, 3, 9]), np.array([3, 4, 9, 12])),
             (np.unique(rng.integers(-(2**40), 2**40, 5_000)),
              np.unique(rng.integers(-(2**40), 2**40, 3_000)))]
    for a, b in cases:
        assert np.array_equal(sorted_union(a, b), np.union1d(a, b))


def test_positions_are_the_binary_searchs():
    """Codes looked up by hash table (more values than distinct codes, or a kept index)
    give the slots and hits of a binary search; codes with repeats still give the first
    slot."""
    import numpy as np

    from analysis.terms.counting import code_table, count_in, is_among, positions

    rng = np.random.default_rng(11)
    codes = np.unique(rng.integers(-(2**40), 2**40, 3_000))
    values = np.concatenate([rng.choice(codes, 2_000), rng.integers(-(2**40), 2**40, 2_000),
                             codes[:1] - 1, codes[-1:] + 1])
    expected_slot = np.searchsorted(codes, values)
    expected_hit = codes[np.minimum(expected_slot, codes.size - 1)] == values
    assert 1_900 <= expected_hit.sum() < values.size  # hits and misses both
    for table, n in ((codes, values.size), (code_table(codes), values.size), (codes, 100)):
        slot, hit = positions(values[:n], table)  # hashed, hashed, binary search
        assert np.array_equal(hit, expected_hit[:n])
        assert np.array_equal(slot[hit], expected_slot[:n][expected_hit[:n]])
        assert np.array_equal(is_among(values, table), expected_hit)
        assert np.array_equal(count_in(values, table),
                              np.bincount(expected_slot[expected_hit], minlength=codes.size))
    repeated = np.array([1, 3, 3, 3, 8])
    slot, hit = positions(np.array([3, 8, 4, 0]), repeated)
    assert hit.tolist() == [True, True, False, False] and slot[:2].tolist() == [1, 4]
    empty = np.empty(0, dtype=np.int64)
    assert positions(values, empty)[1].sum() == 0 and positions(empty, codes)[0].size == 0
    assert is_among(values, empty).sum() == 0


@pytest.mark.parametrize("part_size", [1, 3])
def test_the_vocabulary_does_not_depend_on_the_encoded_parts(planted, part_size, monkeypatch):
    """Chunks encoded a few papers at a time (analysis.terms.vocabulary.ENCODE_PAPERS):
    the same terms (keywords, decided on the summed standalone counts, included) and
    matrices, bit for bit."""
    import analysis.terms.vocabulary as vocabulary

    papers, whole = planted
    monkeypatch.setattr(vocabulary, "ENCODE_PAPERS", part_size)
    parts = build_vocabulary([p["text"] for p in papers], chunk_size=7)
    assert parts.terms.equals(whole.terms)
    for mine, theirs in ((parts.matrix, whole.matrix), (parts.shown, whole.shown),
                         (parts.presence, whole.presence)):
        assert mine.dtype == theirs.dtype and mine.indices.dtype == theirs.indices.dtype
        assert (mine.indptr == theirs.indptr).all() and (mine.indices == theirs.indices).all()
        assert (mine.data == theirs.data).all()


def test_an_expansions_title_case_is_the_acronyms_not_the_words():
    # "Artificial" is only ever written in the Title Case of the expansion: the capitals
    # spell "ANN", they are not the word's case; "Gaussian" is capitalised elsewhere too
    v = _vocabulary(
        "Spiking models. We convert Artificial Neural Networks (ANNs) into spiking ones.",
        "Energy of spikes. Unlike Artificial Neural Networks (ANNs), spikes are sparse.",
        "Kernels. A Gaussian Process (GP) prior; a Gaussian likelihood is used.",
        "Regression. We fit a Gaussian Process (GP) with a Gaussian kernel.",
    )
    assert v.terms.loc[v.lookup("ANN"), "term"] == "artificial neural network"
    assert v.terms.loc[v.lookup("GP"), "term"] == "Gaussian process"


def test_an_acronyms_final_capital_s_is_a_letter():
    # "MCTS" is not the plural of "MCT": two acronyms, two terms, each its own papers
    v = _vocabulary(
        "Planning. We use Monte Carlo tree search (MCTS) for games; MCTS explores.",
        "Search in games. Monte Carlo tree search (MCTS) with learned values.",
        "Dialogue. Multimodal Chat Translation (MCT) translates chats; MCT is hard.",
        "Chats. We study Multimodal Chat Translation (MCT) with images.",
    )
    mcts, mct = v.lookup("MCTS"), v.lookup("MCT")
    assert mcts is not None and mct is not None and mcts != mct
    assert v.terms.loc[mcts, "acronym"] == "MCTS"
    assert v.terms.loc[mct, "acronym"] == "MCT"
    assert v.terms.loc[mcts, "term"] == "Monte Carlo tree search"
    assert (v.terms.loc[mcts, "df"], v.terms.loc[mct, "df"]) == (2, 2)


def test_a_name_the_writers_split_on_is_shown_as_the_corpus_writes_it():
    # 61k: "Perspective-n-Point" 23 of 28 tokens, most in its Title Case definition
    # "(PnP)" and in titles; in free text 5 capitalised, 5 not: split, so the corpus's most
    # common form decides (it was shown "perspective-n-point")
    v = _vocabulary(
        "Pose estimation. We solve the Perspective-n-Point (PnP) problem fast.",
        "Pose again. A new Perspective-n-Point variant; a Perspective-n-Point (PnP) test.",
        "Camera pose. A Perspective-n-Point (PnP) solver with outliers.",
        "Localisation. Perspective-n-Point (PnP) is classic; our Perspective-n-Point solver wins.",
        "Calibration. The perspective-n-point problem is solved by perspective-n-point methods.")
    assert v.terms.loc[v.lookup("PnP"), "term"] == "Perspective-n-Point"


def test_labels_follow_the_shown_acronym_and_head_of_each_vocabulary():
    """A label is its term, its acronym as shown (``shown_acronym`` over ``acronym``; none
    where missing) and its head, read from arrays made once per vocabulary: a vocabulary
    made from another by ``dataclasses.replace`` (the heads step) spells by its own table."""
    import dataclasses

    base = build_vocabulary(TEXTS, min_df=1)
    rl, gan = base.lookup("reinforcement learning"), base.lookup("GAN")
    t1 = base.terms.copy()
    t1["acronym"] = ""
    t1.loc[rl, "acronym"] = "RL"
    t1["shown_acronym"], t1["head"] = t1["acronym"], ""
    v = dataclasses.replace(base, terms=t1)
    name, gan_name = str(t1.loc[rl, "term"]), str(t1.loc[gan, "term"])
    assert v.label(rl) == f"{name} (RL)" and v.label(gan) == gan_name  # the arrays made
    t2 = t1.copy()
    t2.loc[rl, "shown_acronym"] = None  # missing: no acronym, not the unshown one
    t2.loc[gan, "head"] = "generator"
    w = dataclasses.replace(v, terms=t2)
    assert w.label(rl) == name and w.label(gan) == f"{gan_name} generator"
    assert v.label(rl) == f"{name} (RL)" and v.label(gan) == gan_name
    old = dataclasses.replace(v, terms=t1.drop(columns="shown_acronym"))  # saved before
    assert old.label(rl) == f"{name} (RL)"
