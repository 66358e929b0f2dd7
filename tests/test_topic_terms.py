"""Topic terms on planted corpora: never two terms that co-occur by construction (a
phrase's words, an acronym beside its expansion's words), rare terms never fill a
topic, and the terms are ranked by relevance, not by their co-occurrence."""

import random

import numpy as np
import pytest

from analysis.terms import build_vocabulary
from analysis.text import clean_text
from analysis.topics import fit_topics
from analysis.topics.overlap import Overlaps
from analysis.topics.ranking import _deal_out, df_floor, paper_shares, relevance, shown_terms

from .test_topics import PLANTED

TRANSLATION = ("machine translation", "encoder", "decoder", "bleu", "parallel corpus",
               "source sentence", "target language", "attention", "beam search",
               "vocabulary", "tokens", "alignment")


def _paper(rng, words, extra=()):
    picks = rng.sample(words, 8) + list(extra)
    rng.shuffle(picks)
    if len(picks) % 2:
        picks.append("method")
    return clean_text(". ".join(f"The {a} and {b}" for a, b in zip(picks[::2], picks[1::2],
                                                                    strict=False)) + ".")


@pytest.fixture(scope="module")
def translation_corpus():
    """Three topics; in the translation one, every paper writes "machine translation"
    and some also write "machine" and "translation" alone, as do papers of the others."""
    rng = random.Random(5)
    texts = []
    for i in range(40):
        extra = ["machine translation"] * 3 + (["the machine", "a translation"] * 2
                                               if i % 4 == 0 else [])
        texts.append(_paper(rng, list(TRANSLATION[1:]), extra))
    for name in ("rl", "vision"):
        for i in range(60):  # the phrase in at most 30% of the papers: a topic column
            extra = ["machine", "translation"] * 5 if i % 4 == 0 else []
            texts.append(_paper(rng, list(PLANTED[name]), extra))
    vocab = build_vocabulary(texts)
    return vocab, fit_topics(vocab, n_topics=3, seed=0)


def _lists(model, n=None):
    return [g.sort_values("rank")["term"].tolist()[:n] for _, g in model.terms.groupby("topic")]


def test_a_phrase_is_shown_not_its_words(translation_corpus):
    vocab, model = translation_corpus
    shown = shown_terms(vocab)
    for key in ("machine", "translation", "machine translation"):
        assert shown[vocab.key_id(key)], key  # each could be shown: the test can fail
    overlaps = Overlaps(vocab)
    assert overlaps.blocks(vocab.key_id("machine"), vocab.key_id("translation"))
    assert not overlaps.blocks(vocab.key_id("encoder"), vocab.key_id("decoder"))
    lists = _lists(model)
    assert any("machine translation" in terms[:3] for terms in lists), lists
    for terms in lists:
        assert not {"machine", "translation"} <= set(terms), terms


def _acronym_corpus():
    """An optimisation topic naming SVRG (never defined in parentheses, so not joined)
    beside "variance reduced" methods, and a reading topic naming SQuAD, whose papers
    mostly also write "Stanford"."""
    rng = random.Random(11)
    optimisation = ["convergence", "step size", "gradient", "strongly convex", "iterations",
                    "finite sum", "epochs", "minibatch", "smooth", "objective"]
    reading = ["questions", "answers", "passages", "reading", "span", "paragraph", "reader",
               "benchmark", "context", "evidence"]
    texts = []
    for i in range(40):
        texts.append(_paper(rng, optimisation, ["SVRG", "variance reduced"]
                            + (["the SVRG step", "variance reduced methods"] if i % 2 else [])))
        texts.append(_paper(rng, reading, ["the SQuAD benchmark", "SQuAD"]
                            + (["Stanford"] if i % 4 else [])))
        texts.append(_paper(rng, list(PLANTED["rl"])))
    return texts


def test_an_acronym_is_never_beside_its_expansion_words():
    vocab = build_vocabulary(_acronym_corpus())
    overlaps = Overlaps(vocab)
    svrg, reduced = vocab.lookup("SVRG"), vocab.key_id("variance reduced")
    squad, stanford = vocab.lookup("SQuAD"), vocab.lookup("Stanford")
    assert None not in (svrg, reduced, squad, stanford)
    assert overlaps.blocks(svrg, reduced)
    assert overlaps.blocks(squad, stanford)
    assert not overlaps.blocks(svrg, vocab.lookup("convergence"))
    model = fit_topics(vocab, n_topics=3, seed=0)
    for terms in _lists(model):
        shown = set(terms)
        assert not ({"SVRG", "variance reduced"} <= shown), terms
        assert not ({"SQuAD", "Stanford"} <= shown), terms


def test_rare_terms_that_co_occur_by_chance_do_not_fill_a_topic():
    """Each topic's papers share its common words; pairs of rare words appear together
    in exactly two papers each (NPMI 1 on these papers, chance on any others: the pairs
    a search for coherence on the fitted papers picks).  The topic lists its common
    words first, every one used by at least the floor."""
    rng = random.Random(2)
    texts = []
    for name in ("rl", "privacy", "vision"):
        words = list(PLANTED[name])[:12]
        for i in range(40):
            picks = rng.sample(words, 8) * 2 + [f"zq{name}{i // 2}a", f"zq{name}{i // 2}b"] * 2
            rng.shuffle(picks)
            texts.append(clean_text(". ".join(f"The {a} and {b}" for a, b in
                                              zip(picks[::2], picks[1::2], strict=True)) + "."))
    vocab = build_vocabulary(texts)
    model = fit_topics(vocab, n_topics=3, seed=0)
    floor = df_floor(vocab.n_docs, 3)
    df = vocab.terms["df"].to_numpy()
    for _, group in model.terms.groupby("topic"):
        top = group.sort_values("rank").head(10)
        assert (df[top["term_id"].to_numpy()] >= floor).all(), top["term"].tolist()
        assert not any(t.startswith("zq") for t in top["term"]), top["term"].tolist()


def test_relevance_is_sievert_shirley_on_paper_shares():
    """Two topics of two papers each: a term every paper of topic 0 uses and no other
    paper does ranks above one every paper uses, and both above one paper's term."""
    mixture = np.array([[1.0, 0], [1.0, 0], [0, 1.0], [0, 1.0]])
    import scipy.sparse as sp
    presence = sp.csr_matrix(np.array([[1, 1, 1], [1, 1, 0], [0, 1, 0], [0, 1, 0]],
                                      dtype=np.float32))
    phi = paper_shares(mixture, presence)
    assert np.allclose(phi, [[1, 1, 0.5], [0, 1, 0]])
    score = relevance(phi, np.array([2, 4, 1]), 4)
    # lambda 0.6: 0.6 log phi + 0.4 log(phi / p)
    assert score[0, 0] == pytest.approx(0.4 * np.log(2))
    assert score[0, 1] == pytest.approx(0.0)
    assert score[0, 2] == pytest.approx(0.6 * np.log(0.5) + 0.4 * np.log(2))
    assert score[0, 0] > score[0, 1] > score[0, 2]
    assert score[1, 0] == -np.inf


class _Blocks:
    """Overlaps stand-in: the pairs given co-occur by construction, nothing else."""

    def __init__(self, *pairs):
        self.pairs = {frozenset(p) for p in pairs}

    def blocks(self, a, b):
        return frozenset((a, b)) in self.pairs


def test_terms_are_dealt_out_in_turns_to_the_topic_that_reaches_them_first():
    """Planted orders.  Term 0 is more relevant to topic 1 than to topic 0 (the old rule
    gave it to topic 1 alone), but topic 1 ranks two terms before it and topic 0 ranks it
    first: topic 0 takes it in the first round and topic 1 never shows it.  Term 3 is
    wanted first by both topics in round two: the topic it is more relevant to wins,
    the other takes its next term.  Term 5 co-occurs by construction with topic 0's
    term 0, so topic 0 passes it by."""
    score = np.array([[0.5, -9, -9, 0.2, -9, 0.1, 0.0],
                      [0.9, 2.0, -9, 0.3, 1.0, -9, -9]])
    orders = [np.array([0, 3, 5, 6]), np.array([1, 3, 0, 4])]
    columns = np.arange(7) + 100
    picks = _deal_out(orders, score, columns, _Blocks((100, 105)), 3)
    assert picks == [[0, 6], [1, 3, 4]]
    assert _deal_out(orders, score, columns, _Blocks(), 3) == [[0, 5, 6], [1, 3, 4]]
    # one term per topic: each topic's first choice, no topic's taken by another
    assert _deal_out(orders, score, columns, _Blocks(), 1) == [[0], [1]]


def test_every_topic_lists_ten_terms_and_few_are_shared(translation_corpus):
    """Dealt out in turns, the planted topics each still get ten terms; at most a tenth
    of them are a second topic's use of a term, and no term is in three topics."""
    vocab, model = translation_corpus
    lists = _lists(model, 10)
    assert all(len(terms) == 10 for terms in lists), lists
    flat = [t for terms in lists for t in terms]
    assert len(flat) - len(set(flat)) <= 0.1 * len(flat), lists
    assert max(flat.count(t) for t in flat) <= 2, lists


def test_a_second_topic_shows_a_term_only_within_a_tenth_and_where_its_papers_use_it():
    """Planted orders.  Topics 1 and 2 reach topic 0's first term in round ten, when a
    tenth of the terms dealt may be second uses: topic 1 takes it (its papers use it
    more than papers in general), topic 2 may not (two topics at most) and takes its next
    term; where topic 1's papers use it less, topic 2 takes it.  In round two the share
    allows no second use yet."""
    orders = [np.arange(10), np.array([*range(10, 19), 0, 19]),
              np.array([*range(20, 29), 0, 29])]
    score = np.zeros((3, 30))
    columns = np.arange(30) + 100
    shareable = np.ones((3, 30), dtype=bool)
    picks = _deal_out(orders, score, columns, _Blocks(), 10, shareable)
    assert picks == [list(range(10)), [*range(10, 19), 0], [*range(20, 29), 29]]
    shareable[1, 0] = False
    picks = _deal_out(orders, score, columns, _Blocks(), 10, shareable)
    assert picks == [list(range(10)), list(range(10, 20)), [*range(20, 29), 0]]
    early = [np.array([0, 1]), np.array([0, 2])]
    assert _deal_out(early, np.zeros((2, 3)), np.arange(3), _Blocks(), 2,
                     np.ones((2, 3), dtype=bool)) == [[0, 1], [2]]


def test_a_term_goes_to_the_topic_that_reaches_it_first_not_to_its_most_exclusive():
    """Planted: 60 of 120 astronomy papers and all 42 enzyme papers use "spectroscopy".
    The enzyme topic is the more exclusive about it (every paper), so the rule before
    gave it there, behind eight enzyme terms of its own; the astronomy topic, whose
    papers hold most of its uses, has only six terms of its own and reaches it first."""
    rng = random.Random(3)
    astronomy = ["galaxy", "telescope", "orbit", "comet", "nebula", "asteroid"]
    enzymes = ["enzyme", "protein", "ligand", "kinase", "receptor", "peptide", "substrate",
               "inhibitor"]
    geology = ["glacier", "sediment", "erosion", "moraine", "basalt", "magma", "volcano",
               "tectonics"]
    oceans = ["coral", "plankton", "tide", "salinity", "reef", "current", "kelp", "trench"]

    def paper(words):
        words = words * 2
        rng.shuffle(words)
        return clean_text(". ".join(f"The {a} and {b}" for a, b in
                                    zip(words[::2], words[1::2], strict=True)) + ".")

    texts = [paper(rng.sample(astronomy, 4) + (["spectroscopy"] if i % 2 else []))
             for i in range(120)]
    texts += [paper(enzymes + ["spectroscopy"]) for _ in range(42)]
    texts += [paper(rng.sample(geology, 5)) for _ in range(119)]
    texts += [paper(rng.sample(oceans, 5)) for _ in range(119)]
    vocab = build_vocabulary(texts)
    model = fit_topics(vocab, n_topics=4, seed=0)
    lists = _lists(model)
    astro = next(terms for terms in lists if "galaxy" in terms)
    enzyme = next(terms for terms in lists if "enzyme" in terms)
    assert set(astro[:6]) == set(astronomy), lists
    assert "spectroscopy" in astro, lists
    # the enzyme topic may show it as a second use (all its papers use it), never as
    # the only one; the astronomy topic, out of terms of its own, takes no ocean term
    # as a second use: its papers use them less than papers in general
    assert len(astro) == 7 and enzyme[-1] == "spectroscopy", lists
    # the enzyme topic is the more exclusive: the rule before would have given it there
    columns = model.columns
    j = int(np.flatnonzero(columns == vocab.key_id("spectroscopy"))[0])
    phi = paper_shares(model.doc_topic, vocab.presence[:, columns])
    score = relevance(phi, vocab.terms["df"].to_numpy()[columns], vocab.n_docs)
    assert lists.index(enzyme) == int(score[:, j].argmax())
