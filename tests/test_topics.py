"""Topic model on a planted corpus: known topics come back, clean labels, reproducible."""

import random

import numpy as np
import pytest

from analysis.terms import build_vocabulary, text_key
from analysis.text import clean_text
from analysis.text.stopwords import DEBRIS, ENGLISH
from analysis.topics import choose_k, fit_topics, representative_papers

PLANTED = {
    "rl": ("reinforcement learning", "policy", "reward", "agent", "environment", "actions",
           "exploration", "q-learning", "markov decision process", "value function",
           "episodes", "trajectory", "bellman", "return", "robot", "control", "planning",
           "simulator", "sparse rewards", "policy gradient", "actor", "critic", "horizon",
           "state space", "transition", "discount", "reward shaping", "offline dataset",
           "behavior cloning", "imitation"),
    "privacy": ("differential privacy", "privacy", "private", "noise", "sensitivity",
                "epsilon", "adversary", "membership inference", "attack", "leakage",
                "federated learning", "clients", "server", "secure aggregation",
                "encryption", "anonymity", "privacy budget", "laplace mechanism",
                "composition", "gaussian mechanism", "utility", "records", "releases",
                "queries", "database", "users", "trust", "consent", "auditing",
                "cryptography"),
    "vision": ("image", "pixels", "convolutional", "segmentation", "object detection",
               "bounding boxes", "imagenet", "resolution", "camera", "scenes", "video",
               "frames", "optical flow", "depth", "point clouds", "3d", "texture",
               "shape", "rendering", "photos", "visual", "cnn", "backbone", "augmentation",
               "cropping", "masks", "instance", "semantic segmentation", "lighting",
               "occlusion"),
}
FILLER = ("We propose a novel method and show strong results. Extensive experiments "
          "demonstrate that our approach outperforms existing methods. Code is available "
          "at https://github.com/anon/repo. (cid:3) The $\\mathcal{O}(n)$ paper studies ")


def planted_corpus(n_per_topic=30, seed=0):
    rng = random.Random(seed)
    texts, truth = [], []
    for name, words in PLANTED.items():
        for _ in range(n_per_topic):
            picks = rng.sample(words, 12)
            pairs = zip(picks[::2], picks[1::2], strict=True)
            body = ". ".join(f"The {a} and {b}" for a, b in pairs)
            texts.append(clean_text(f"On {picks[0]}. {FILLER}{body}."))
            truth.append(name)
    return texts, np.array(truth)


@pytest.fixture(scope="module")
def corpus():
    texts, truth = planted_corpus()
    vocab = build_vocabulary(texts)
    return texts, truth, vocab, fit_topics(vocab, n_topics=3, seed=0)


def _topic_terms(model):
    return [set(g.sort_values("rank")["term"]) for _, g in model.terms.groupby("topic")]


def test_planted_topics_come_back(corpus):
    texts, truth, vocab, model = corpus
    assert model.n_topics == 3
    planted_words = {k: {w for t in v for w in text_key(t).split()} for k, v in PLANTED.items()}
    for t in range(3):
        top = model.terms[model.terms["topic"] == t].sort_values("rank")["term"].head(10)
        words = {w for term in top for w in text_key(term).split()}
        homes = [k for k, pw in planted_words.items() if words <= pw]
        assert len(homes) == 1, (t, list(top))
        # and the papers of that planted topic are assigned to it
        members = truth[model.assignment == t]
        assert (members == homes[0]).mean() > 0.95


def test_labels_are_clean_words_and_phrases(corpus):
    _, _, _, model = corpus
    assert len(model.labels) == 3 and len(set(model.labels)) == 3
    for label in model.labels:
        parts = label.split(" · ")
        assert 1 <= len(parts) <= 3
        for part in parts:
            for w in part.lower().split():
                assert w in ("of", "to") or w not in ENGLISH and w not in DEBRIS, label
    all_terms = set(model.terms["term"].str.lower())
    for bad in ("https", "github", "cid", "mathcal", "propose", "novel", "method",
                "approach", "results", "paper"):
        assert bad not in all_terms


def test_terms_weights_and_shapes(corpus):
    texts, _, vocab, model = corpus
    n = len(texts)
    assert model.doc_topic.shape == (n, 3)
    np.testing.assert_allclose(model.doc_topic.sum(axis=1), 1.0)
    assert model.assignment.shape == (n,)
    assert set(model.assignment) <= {0, 1, 2}
    assert model.map_xy.shape == (n, 2) and np.isfinite(model.map_xy).all()
    assert list(model.terms.columns[:4]) == ["topic", "rank", "term", "weight"]
    per_topic = model.terms.groupby("topic").size()
    assert (per_topic >= 25).all()
    for _, g in model.terms.groupby("topic"):
        assert g["rank"].tolist() == list(range(len(g)))
        assert (g["weight"] >= 0).all()
    # topics are numbered by size, largest first
    sizes = np.bincount(model.assignment, minlength=3)
    assert (np.diff(sizes) <= 0).all()


def test_a_term_s_weight_is_the_share_of_the_topic_s_papers_using_it(corpus):
    """topics.csv's term_weights are what the terms are ranked by and a reader can count:
    the share of the topic's papers that use each term (the factorisation's weights gave
    "information" 0 in a topic where 17% of the papers use it); on planted topics, whose
    papers belong to one topic each, that is the share of its assigned papers."""
    _, _, vocab, model = corpus
    presence = vocab.presence.tocsc()
    for topic, g in model.terms.groupby("topic"):
        mine = model.assignment == topic
        for term_id, weight in g.sort_values("rank").head(10)[["term_id", "weight"]].to_numpy():
            used = presence[:, int(term_id)].toarray().ravel()[mine].mean()
            assert abs(weight - used) < 0.05, (topic, vocab.terms["term"][int(term_id)])


def test_representative_papers_belong_to_topic(corpus):
    _, truth, _, model = corpus
    for t in range(3):
        rows = representative_papers(model, t, n=5)
        assert len(rows) == 5
        assert (model.assignment[rows] == t).all()
        assert len(set(truth[rows])) == 1
    with pytest.raises(ValueError, match="topic must be"):
        representative_papers(model, 3)


def test_reproducible(corpus):
    texts, _, vocab, model = corpus
    again = fit_topics(build_vocabulary(texts), n_topics=3, seed=0)
    assert again.labels == model.labels
    assert again.terms.equals(model.terms)
    np.testing.assert_array_equal(again.assignment, model.assignment)
    np.testing.assert_allclose(again.map_xy, model.map_xy)


@pytest.mark.parametrize("shuffle_seed", [1, 2])
def test_order_independent(corpus, shuffle_seed):
    texts, _, _, model = corpus
    perm = np.random.RandomState(shuffle_seed).permutation(len(texts))
    other = fit_topics(build_vocabulary([texts[i] for i in perm]), n_topics=3, seed=0)
    assert other.labels == model.labels
    assert _topic_terms(other) == _topic_terms(model)
    np.testing.assert_array_equal(other.assignment, model.assignment[perm])
    np.testing.assert_allclose(other.doc_topic, model.doc_topic[perm], atol=1e-9)
    np.testing.assert_allclose(other.map_xy, model.map_xy[perm], atol=1e-9)


def test_every_paper_gets_a_topic_even_without_terms():
    texts, _ = planted_corpus(n_per_topic=10)
    texts = texts + ["We propose a novel method.", ""]
    model = fit_topics(build_vocabulary(texts), n_topics=3)
    assert model.assignment.shape == (len(texts),)
    np.testing.assert_allclose(model.doc_topic.sum(axis=1), 1.0)
    assert (model.assignment >= 0).all()


def test_terms_across_topics_are_diverse(corpus):
    """Topic diversity of the top 25 at least 0.9 (a term in two topics at most: see
    analysis.topics.ranking), and the planted topics' first terms are their own."""
    _, _, _, model = corpus
    tops = [g.sort_values("rank")["term"].head(25) for _, g in model.terms.groupby("topic")]
    allt = [t for g in tops for t in g]
    assert len(set(allt)) >= 0.9 * len(allt)
    assert max(allt.count(t) for t in allt) <= 2
    heads = [t for g in tops for t in g.head(5)]
    assert len(set(heads)) == len(heads)


def test_k_rule_and_override(corpus):
    assert choose_k(57) == 5
    assert choose_k(3000) == 20
    assert choose_k(24000) == 40
    assert choose_k(1) == 2
    _, _, vocab, _ = corpus
    auto = fit_topics(vocab)
    assert auto.n_topics == auto.k_selection["chosen"]
    assert auto.k_selection["override"] is False
    assert "rule" in auto.k_selection
    forced = fit_topics(vocab, n_topics=4)
    assert forced.n_topics == 4 and forced.k_selection["override"] is True
    with pytest.raises(ValueError, match="n_topics"):
        fit_topics(vocab, n_topics=-1)


def test_the_factorisation_can_be_swapped(corpus):
    from sklearn.decomposition import MiniBatchNMF

    _, truth, vocab, model = corpus
    made = []

    def mini_batch(k, seed):
        made.append(MiniBatchNMF(n_components=k, init="nndsvda", random_state=seed))
        return made[-1]

    other = fit_topics(vocab, n_topics=3, seed=0, factorization=mini_batch)
    assert len(made) == 1 and made[0].components_.shape[0] == 3
    assert other.n_topics == 3 and len(set(other.labels)) == 3
    # the planted topics come back from this factorisation too
    for t in range(3):
        members = truth[other.assignment == t]
        assert (members == members[0]).mean() > 0.95
    assert sorted(np.bincount(other.assignment)) == sorted(np.bincount(model.assignment))


def _repeats(terms):
    """Terms that only add or drop words of an earlier term (the scorer's rule)."""
    seen, out = [], []
    for term in terms:
        words = set(text_key(term).split())
        if any(words <= s or s <= words for s in seen):
            out.append(term)
        seen.append(words)
    return out


def test_topic_terms_carry_no_repeats():
    """A corpus whose subjects come as nested phrases ("convergence", "convergence rate",
    "linear convergence rate"): no topic lists two of them.  Four subjects, so that each
    is used by fewer than 30% of the papers and its phrases are topic terms (with three,
    every subject's terms were left out and the fit saw only a few rare words, in 13
    of the 90 papers: a degenerate fit whose topics had one or two terms)."""
    rng = random.Random(3)
    nests = {
        "convergence": ["convergence", "convergence rate", "linear convergence",
                        "linear convergence rate", "faster convergence rate"],
        "networks": ["neural networks", "deep neural networks", "deep networks",
                     "convolutional neural networks", "neural"],
        "privacy": ["privacy", "differential privacy", "local differential privacy",
                    "privacy budget", "private"],
        "segmentation": ["segmentation", "semantic segmentation", "instance segmentation",
                         "image segmentation", "segmentation masks"],
    }
    others_of = {"convergence": "rl", "networks": "vision", "privacy": "privacy",
                 "segmentation": "vision"}
    texts = []
    for name, phrases in nests.items():
        others = PLANTED[others_of[name]]
        for i in range(30):
            picks = rng.sample(phrases, 3) + rng.sample(others, 6)
            body = ". ".join(f"The {a} and {b}" for a, b in zip(picks[::2], picks[1::2], strict=False))
            texts.append(clean_text(f"{phrases[i % 3].capitalize()} study. {body}."))
    model = fit_topics(build_vocabulary(texts), n_topics=4, seed=0)
    assert sorted(model.sizes) == [30, 30, 30, 30]
    for _, group in model.terms.groupby("topic"):
        top = group.sort_values("rank")["term"].head(10).tolist()
        assert not _repeats(top), top
    for label in model.labels:
        parts = label.split(" · ")
        assert len(parts) == 3 and not _repeats(parts), label


def test_a_corpus_larger_than_the_fit_sample_is_transformed(corpus, monkeypatch):
    """Past MAX_FIT_PAPERS the factorisation is fitted on a content-hash sample and the
    other papers get their mixtures from the fitted topics: the planted topics still
    come back, for every paper, whatever the papers' order."""
    import analysis.topics.factorization as factorization

    texts, truth, vocab, _ = corpus
    monkeypatch.setattr(factorization, "MAX_FIT_PAPERS", 40)
    assert factorization.fit_sample(vocab.matrix, 0).size == 40
    model = fit_topics(vocab, n_topics=3, seed=0)
    assert model.doc_topic.shape == (len(texts), 3)
    np.testing.assert_allclose(model.doc_topic.sum(axis=1), 1.0)
    for t in range(3):
        members = truth[model.assignment == t]
        assert members.size and (members == members[0]).mean() > 0.9
    perm = np.random.RandomState(4).permutation(len(texts))
    other = fit_topics(build_vocabulary([texts[i] for i in perm]), n_topics=3, seed=0)
    np.testing.assert_array_equal(other.assignment, model.assignment[perm])


def test_topic_weights_count_a_term_once_per_paper():
    """Binary tf-idf (analysis.topics.weighting): a paper repeating a term ten times
    weighs it as one that uses it once; a rarer term weighs more; rows have unit norm."""
    import scipy.sparse as sp

    from analysis.topics.weighting import tfidf

    counts = sp.csr_matrix(np.array([[10, 1, 0], [1, 1, 0], [1, 0, 3], [0, 0, 0]]))
    weights = tfidf(counts).toarray()
    np.testing.assert_allclose(weights[0], weights[1])
    assert weights[2, 2] > weights[2, 0] > 0
    np.testing.assert_allclose(np.linalg.norm(weights[:3], axis=1), 1.0)
    assert not weights[3].any()


def test_label_terms_share_no_word_unless_the_topic_has_too_few():
    """A label names three ideas: "Boltzmann machine" and "machine learning" after
    "machine translation", "differentially private" after "differential privacy" say a
    word again (analysis/topics/labels.py); with too few head terms, a term that does
    not only add or drop words of a chosen one fills the label."""
    from types import SimpleNamespace

    import pandas as pd

    from analysis.topics.labels import label_terms

    def labels(keys):
        vocab = SimpleNamespace(terms=pd.DataFrame({"key": keys, "keyword": True}))
        n = len(keys)
        relevance = np.linspace(1.0, 0.5, n)[None, :]
        return [[keys[t] for t in chosen] for chosen in
                label_terms(relevance, np.arange(n), vocab, [list(range(n))])]

    assert labels(["machine translation", "boltzmann machine", "machine learning",
                   "differential privacy", "differentially private", "speech recognition"]
                  ) == [["machine translation", "differential privacy", "speech recognition"]]
    assert labels(["gradient descent", "gradient method", "gradient"]) == [
        ["gradient descent", "gradient method"]]


def _one_topic_label(keys: list[str], keyword: list[bool], shares: list[float]) -> list[str]:
    """The label terms of one topic whose shown terms are ``keys`` in that order, used by
    ``shares`` of its papers."""
    from types import SimpleNamespace

    import pandas as pd

    from analysis.topics.labels import label_terms

    vocab = SimpleNamespace(terms=pd.DataFrame({"key": keys, "keyword": keyword}))
    n = len(keys)
    chosen = label_terms(np.array([shares]), np.arange(n), vocab, [list(range(n))])[0]
    return [keys[t] for t in chosen]


def test_a_keyword_does_not_take_the_place_of_a_far_more_used_term_it_shares_a_word_with():
    """The 24k's machine-learning grab-bag was labelled "machine translation" (10% of its
    papers) over "machine learning" (70%); a keyword used nearly as much still leads."""
    keys = ["machine learning", "machine translation", "setting", "framework"]

    def label(shares):
        return _one_topic_label(keys, [False, True, False, False], shares)

    assert label([0.70, 0.10, 0.17, 0.17]) == ["machine learning", "setting", "framework"]
    assert label([0.30, 0.10, 0.17, 0.17]) == ["machine translation", "setting", "framework"]


def test_a_label_is_led_by_the_terms_most_of_its_papers_use():
    """"transformer" (6% of a topic's papers) led a label on natural-language tasks (53%),
    so the topic read as transformers falling: a label term used by under a quarter as
    many papers as another goes last; the terms stay the same, and a keyword used nearly
    as much as a plain term still leads."""
    keys = ["transformer", "natural language", "tasks", "sentence"]

    def label(shares):
        return _one_topic_label(keys, [True, False, False, False], shares)

    assert label([0.06, 0.53, 0.46, 0.10]) == ["natural language", "tasks", "transformer"]
    assert label([0.20, 0.53, 0.46, 0.10]) == ["transformer", "natural language", "tasks"]


def test_segments_of_rows_change_no_paper_s_topics(corpus, monkeypatch):
    """Past the fit sample each paper's strengths, mixture and map position are computed
    a segment of rows at a time (analysis/topics/segments.py, which a cluster's workers
    run) and the sums over papers added segment by segment: one transform chunk per
    segment gives every per-paper array of one segment for all, and the same topics."""
    import pandas as pd

    import analysis.topics.factorization as factorization
    from analysis.topics import segments

    texts, _, vocab, _ = corpus
    monkeypatch.setattr(factorization, "MAX_FIT_PAPERS", 30)
    monkeypatch.setattr(factorization, "TRANSFORM_CHUNK", 8)
    monkeypatch.setattr(segments, "DIGEST_ROWS", 11)
    monkeypatch.setattr(segments, "SEGMENT_CHUNKS", 1000)
    one = fit_topics(vocab, n_topics=3, seed=0)
    monkeypatch.setattr(segments, "SEGMENT_CHUNKS", 1)
    sample = factorization.fit_sample(vocab.matrix[:, one.columns], 0)
    assert len(segments.segments(vocab.n_docs, sample)) >= 3
    many = fit_topics(vocab, n_topics=3, seed=0)
    for name in ("doc_topic", "strength", "map_xy", "assignment", "components", "centres"):
        np.testing.assert_array_equal(getattr(many, name), getattr(one, name), err_msg=name)
    assert many.labels == one.labels
    pd.testing.assert_frame_equal(many.terms, one.terms)


class _WithABackgroundComponent:
    """NMF of K - 1 topics plus one component spread thinly over every paper (the same
    weight on every term, a tenth of each paper's smallest strength): no paper's main
    topic, as the 24,000 papers' "complexity; number; size" was at K = 40."""

    def __init__(self, k: int, seed: int) -> None:
        from sklearn.decomposition import NMF

        self.nmf = NMF(n_components=k - 1, init="nndsvd", random_state=seed, max_iter=200)

    def _add(self, strength: np.ndarray) -> np.ndarray:
        return np.hstack([strength, 0.1 * strength.min(axis=1, keepdims=True) + 1e-6])

    def fit_transform(self, X):
        return self._add(self.nmf.fit_transform(X))

    def transform(self, X):
        return self._add(self.nmf.transform(X))

    @property
    def components_(self) -> np.ndarray:
        c = self.nmf.components_
        return np.vstack([c, np.full((1, c.shape[1]), c.mean())])


def test_a_component_no_paper_is_about_is_left_out(corpus):
    _, truth, vocab, model = corpus
    fitted = fit_topics(vocab, n_topics=4, seed=0, factorization=_WithABackgroundComponent)
    assert fitted.n_topics == 3 and fitted.doc_topic.shape == (len(truth), 3)
    assert fitted.k_selection["fitted"] == 4 and fitted.k_selection["left_out"] == 1
    assert np.allclose(fitted.doc_topic.sum(axis=1), 1.0)  # the kept shares renormalised
    assert sorted(np.bincount(fitted.assignment)) == sorted(np.bincount(model.assignment))
    for t in range(3):  # the planted topics, each with its papers
        members = truth[fitted.assignment == t]
        assert (members == members[0]).mean() > 0.95
    assert set(fitted.terms["topic"]) == {0, 1, 2} and len(fitted.labels) == 3
    assert model.k_selection["left_out"] == 0  # a plain fit keeps every topic


def test_topics_note_says_when_topics_k_did_not_give_k():
    """review66: `--topics 5000` on 47 papers gave 46 topics; only manifest.json said so."""
    from analysis.topics.selection import topics_note

    def settings(asked, chosen, fitted):
        return {"n_topics_requested": asked, "k_selection": {
            "n_docs": 47, "chosen": chosen, "fitted": fitted, "left_out": fitted - chosen}}

    assert topics_note(settings(None, 5, 5)) == ""  # chosen from the corpus
    assert topics_note(settings(6, 6, 6)) == ""
    assert topics_note(settings(5000, 46, 47)) == (
        "--topics 5,000: 46 topics (at most 47 can be fitted to 47 papers and their terms; "
        "1 that no paper was mainly about left out)\n")
    assert topics_note(settings(20, 19, 20)) == (
        "--topics 20: 19 topics (20 fitted; 1 that no paper was mainly about left out)\n")
