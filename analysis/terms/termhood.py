"""Which terms are *keywords*: terms that name a research subject, method, model, task,
dataset or property, as the keywords authors attach to their papers do.

Method (corpus-driven: statistics of the corpus's own counts and of a reference corpus,
no word list)

burstiness
    Residual IDF (Church & Gale 1995, "Poisson mixtures", Natural Language
    Engineering 1(2)): the term's observed IDF minus the IDF a Poisson process with the
    same number of occurrences would give, in bits.  A paper about a subject uses its
    name again and again; a word used in passing ("limited", "insights", "diverse",
    "performance", "approach") is spread like a Poisson process and scores near 0, and
    so do the field's own words, used everywhere ("learning", "model", "data",
    "algorithm": many papers, about one use each beyond chance).
keyphraseness
    The share of the papers using the term that name it in their first sentence (the
    title, when the paper has one): how often authors choose it as what their paper is
    about (the keyphraseness of Mihalcea & Csomai 2007, with titles as the marked
    keyphrases).  It separates "reinforcement learning" (named in 48% of the titles of
    the ICML papers that use it) from "training data" (5%).
standing alone
    The share of its occurrences that end a noun phrase (no word follows): a keyword
    can be the whole name of a subject.  Modifiers ("generative", "stochastic",
    "recurrent") and the first words of a phrase ("reinforcement", "Monte") fail;
    so does a word nearly always inside one longer term ("Carlo": 80% or more in
    "Monte Carlo", the phrase stands for it), and a single word used inside phrase
    terms in more than half of its occurrences (the head of many phrases: "selection"
    in "feature selection", "model selection"; counted when the papers are encoded,
    :func:`standalone_keywords`).
named on its own
    A single word must be named on its own in the titles that name it, not mostly as a
    part of a longer phrase term there: the title says what a paper is about, and where
    it says "question answering", "named entity recognition", "relation extraction" or
    "intent detection", the phrase is the subject and its word is no keyword
    ("question", "entity", "relation", "intent"), however bursty and however often
    written alone in abstracts ("answer the question").  Counted when the papers are
    encoded (:func:`named_alone`): of the papers naming the word in their first
    sentence, the share naming it outside every phrase term there must be
    :data:`MIN_STANDALONE` (a half, as for its tokens), with one allowance, C-value's
    (below, nested terms): the titles where the word is the head of a two-word phrase
    term (its last word: "pose estimation" is an estimation, "question answering" is no
    question) count for it in a share ``1 - 1/k``, ``k`` the effective number of those
    phrases, so a word heading many is their common subject and stays ("summarization",
    ACL + NAACL + COLING: named alone in 43% of its 202 titles, the head of abstractive,
    extractive, dialogue ... summarization, k 6.7: 0.92), while a word its titles name in
    one phrase ("allocation" in "task allocation", ICRA + IROS + RSS: 36% alone, k 1.0)
    or as a modifier ("question": 23% alone, 13% of its phrase titles as a head: 0.30)
    is not.  No new number: the half and the
    smoothing (:data:`LEAD_PSEUDO_PAPERS` papers at the word's share of tokens on its own,
    so that a corpus without titles is judged by its tokens) are the ones above.  ACL +
    NAACL + COLING lose "question", "entity", "relation", "intent", "argument",
    "correction" from their first 50 keywords; ICRA + IROS + RSS and CVPR + ICCV + ECCV +
    WACV none; ICLR 2017-18 none (precision@100 0.62 as before); ICML "maximization",
    "topic", "stream", "screening" (its topics unchanged); "estimation" stays, named on
    its own in 59% of the robotics titles naming it ("Estimation of ...", "TTC
    estimation": bench/keywords/RESULTS.md, session 72).
the field's vocabulary
    A single word that the field at large uses everywhere is no subject, however bursty
    it is in one venue: "learning" is used again and again by the robotics papers that
    learn, "network" by the vision papers that train one, and both lead ICRA's and
    CVPR's keywords by the three statistics above.  The upper cut-off of Luhn (1958, "The
    automatic creation of literature abstracts", IBM J. Res. Dev. 2(2)): words too common
    to tell documents apart are not significant; measured across fields, not in the corpus
    itself (where a venue's own subject is common too: "control" in 33% of ICRA's papers),
    as the share of a venue's papers using the word in the median venue of the reference
    corpus (:func:`analysis.terms.reference.venue_shares`, 12 venues of vision, robotics,
    language, AI and learning theory, each weighing the same).  A word used by a fifth of
    the papers of the typical venue (:data:`MAX_VENUE_SHARE`) is no keyword ("method",
    "model", "learning", "data", "network", "algorithm", "framework": 0.23-0.56), while
    subjects stay far below ("image" 0.13, "estimation" 0.11, "detection" 0.09, "graph"
    0.06, "control" and "segmentation" 0.04).  A cut-off of 0.15 or 0.3 gives the same
    figures on the benchmark's corpora and 14 venue groups (bench/keywords/RESULTS.md,
    Wave 15).  Phrases are not cut so: their cohesion makes them terms.
the corpus's own field
    The same upper cut-off measured inside the corpus, across its own subjects
    (:mod:`analysis.terms.field_words`): a single word used by a fifth of the papers
    (:data:`MAX_VENUE_SHARE`) of at least a quarter of the corpus's subjects (its phrase
    keywords of 5 papers or more, those naming the word left out) is its field's word,
    which the reference's venues may never use: "robot" in 35% of the 61k corpus's papers,
    common in 59% of its subjects, "control" 41%, "object" 32%, while subjects are common
    in their neighbours only ("estimation" 18%, "grasping" 5%, "SLAM" 2%).  Off in a
    corpus with fewer than 20 such subjects (the seeds), where no share can be measured.
usually a modifier
    A term written in several spellings (one :func:`~analysis.terms.inflection.
    spelling_key`: "high-speed" / "high speed") is judged by each, and is a keyword when
    one passes; but when the spelling most papers use ends a noun phrase in at most
    :data:`analysis.terms.adjectives.MAX_HEAD_SHARE` (0.15) of its uses, the term is a
    compound adjective ("a high-speed camera", "open-world detection", "finite-sum
    problems"), whose open spelling passes only because English puts it after the noun
    ("at high speed"), and it is no keyword (:func:`analysis.terms.part_flags.
    usually_a_modifier`; bench/keywords/RESULTS.md, wave 37).
nested terms
    A phrase that is almost only ever part of longer terms is a fragment of them, not a
    subject: "component analysis" (304 papers of the 24,000) is used outside "principal"
    and "independent component analysis" by 34 (11%), "random field" outside "Markov" and
    "conditional random field" by 13%.  The C-value of Frantzi, Ananiadou & Mima (2000,
    "Automatic recognition of multi-word terms", Int. J. Digital Libraries 3(2)) scores a
    nested candidate by its frequency less the mean frequency of the candidates holding
    it: a string held by one longer candidate keeps only its own uses, one held by ``k``
    distinct candidates a share ``1 - 1/k`` of its nested uses too (a string inside many
    different terms heads them: "maximization" in "expectation", "submodular", "influence"
    maximization).  Counted by papers here and measured rather than subtracted (a phrase
    term's *standalone* papers: those using it outside every longer phrase term or writing
    its acronym, :mod:`analysis.terms.encode`; subtracting counts of papers counts twice
    the papers that use both), a phrase is a fragment, no keyword, when fewer than
    :data:`MIN_OWN` of its papers use it on its own and C-value credits it with no
    majority of its nested uses (``1 - 1/k <= 1/2``: held by at most two distinct phrase
    terms one word longer, :data:`HEAD_CONTAINERS`), at least one of which is a keyword: a
    phrase only ever held by longer phrases that are no terms is the term itself (a
    templated corpus's "diffusion model" inside "diffusion model improves sample"; on the
    24k this keeps "effect estimation" and nothing else changes in the first 500 keywords
    of the 24k or 61k, wave 29).  :data:`MIN_OWN` is 0.3 of its papers (wave 36).  It
    was the one use in five on its own that the phrase selection's fragment test asks of
    a phrase against its single most frequent extension (:data:`analysis.terms.
    phrase_selection.FRAGMENT_SHARE`), which left the 61k corpus's "aerial vehicle"
    (1,027 papers, 0.25 of them using it outside "unmanned" and "micro aerial vehicle")
    beside the two terms it is a fragment of.  Every keyword whose own share is under
    0.3 with at most two holders reads as a fragment of one dominant longer term (ICML:
    "component analysis", "risk minimization", "output prediction"; 24k: "arm
    identification"; 61k: "aerial vehicle", "surface vehicle", "barrier function",
    "elastic actuator", "expression recognition", "flow estimation", "language query",
    "radiance field", "zero dynamics", "supervised semantic segmentation"); from 0.35 the
    cut takes terms of their own ("Reynolds number" 0.34, "Boltzmann machine" 0.32, 61k),
    and from 0.4 "language model" (0.36, 61k), so 0.3 sits in the gap
    (bench/keywords/RESULTS.md, wave 36; before, wave 28: from 0.15 to 0.2 the 24k lost
    "effect estimation" and "adversarial net" beside "component analysis" and "random
    field", and ``k < 3`` or ``k < 4`` gave the same lists).  Single words keep their own
    test (half their tokens on their own, :data:`MIN_STANDALONE`).

Small corpora: the three statistics are smoothed (:func:`term_statistics`), so a
handful of papers is not taken for a pattern: toward the corpus's base rate, and for a
term used by fewer papers than the prior weighs (:data:`REFERENCE_BELOW`, 5) toward what
a 57,000-paper reference corpus says of the same term (:mod:`analysis.terms.reference`,
empirical Bayes).  A term with the 5-15 papers ICML or the 24,000 papers require is
judged by its own papers as before; one with the 2-4 papers of a 57-abstract corpus
mostly by the reference: that is how the method scales down (the seeds: 7 keywords, three
of them one paper's repeated word, before; 22 after, none generic).  In a corpus with
fewer than :data:`MIN_CONTENT_TERMS` bursty terms burstiness is not required (it cannot
tell).

Thresholds: a single word needs residual IDF >= 0.6 bits and keyphraseness >= 0.3, a
phrase >= 0.2 bits and >= 0.15 (a phrase is a term already by its cohesion, see
:mod:`analysis.terms.phrase_selection`, and is often shortened to an acronym after its
first use, which lowers its burstiness); both must end a noun phrase in at least 40%
of their uses.  A phrase of three or more words that only adds an unbursty word to a
keyword ("policy gradient methods", "deep learning approach") is no keyword: the
keyword says it.  The numbers were set on ICML 2013-19 and ICLR 2017-18 and checked on
the seeds, the 24,000-paper PaperCopilot corpus and IJCAI's area keywords; moving any
one of them to a lower or a higher value moves precision against ICLR's author keywords
within 0.62-0.66 and against IJCAI's within 0.19-0.24, and lets no generic word into
the first 50 keywords of ICLR, IJCAI or ICML (bench/keywords/SENSITIVITY.md).  An
acronym joined to its expansion is a keyword when either is; a long form holding a
function word (:mod:`analysis.terms.defined`: "bidirectional encoder representations from
transformers (BERT)") takes its acronym's statistics and is judged by the phrase
thresholds, as the same term without the function word would be
(:func:`analysis.terms.part_flags.defined_keyword`).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pandas as pd
import scipy.sparse as sp

from analysis.terms import reference
from analysis.terms.field_words import field_words

WORD_MIN_RIDF = 0.6
PHRASE_MIN_RIDF = 0.2
WORD_MIN_LEAD = 0.3
PHRASE_MIN_LEAD = 0.15
MIN_END = 0.4
LEAD_PSEUDO_PAPERS = 5
RIDF_PSEUDO_PAPERS = 2
#: Uses the end-of-phrase share's prior weighs: as many as the lead prior's papers.
END_PSEUDO_USES = LEAD_PSEUDO_PAPERS
#: A term used by fewer papers than this is smoothed toward its reference statistics
#: (:mod:`analysis.terms.reference`): below it the prior outweighs the term's own papers.
REFERENCE_BELOW = LEAD_PSEUDO_PAPERS
MAX_INSIDE = 0.8
#: Share of a single word's occurrences outside every phrase term it needs to be a
#: keyword (the word must name the subject on its own, not mostly as a phrase's head).
MIN_STANDALONE = 0.5
#: Share of a venue's papers using a single word, in the reference's median venue, from
#: which the word is the whole field's vocabulary rather than a subject (Luhn's upper
#: cut-off, measured across fields: "network" 0.31, "learning" 0.40, "model" 0.51;
#: subjects such as "detection", "graph", "control", "segmentation" under 0.1).
MAX_VENUE_SHARE = 0.2
#: Share of a phrase's papers that must use it outside every longer phrase term held by
#: at most two (module docstring: the fragments under it, the terms from 0.35).
MIN_OWN = 0.3
#: Distinct longer phrase terms holding a phrase from which C-value credits it with a
#: majority of its nested uses (1 - 1/k > 1/2): a head, kept whatever its own share.
HEAD_CONTAINERS = 3
#: Burstiness a word needs to be content (a topic column), not passing vocabulary.
CONTENT_MIN_RIDF = 0.25
#: Fewer content terms than this: the corpus is too small or too uniform for burstiness.
MIN_CONTENT_TERMS = 20


def base_lead_share(word_stats: pd.DataFrame) -> float:
    """The corpus's base rate of naming a word first: papers using a word in their first
    sentence over papers using it, over every word."""
    return float(word_stats["lead"].sum() / max(word_stats["df"].sum(), 1))


def residual_idf(df: np.ndarray, tf: np.ndarray, n_docs: int) -> np.ndarray:
    """Residual IDF in bits: ``log2(n / df) + log2(1 - exp(-tf / n))`` (0 where unused)."""
    n = max(int(n_docs), 1)
    df = np.asarray(df, dtype=np.float64)
    tf = np.asarray(tf, dtype=np.float64)
    with np.errstate(divide="ignore", invalid="ignore"):
        out = np.log2(n / df) + np.log2(-np.expm1(-tf / n))
    return np.where((df > 0) & (tf > 0), out, 0.0)


def term_statistics(stats: pd.DataFrame, n_docs: int, base_lead: float,
                    keys: Sequence[str] | None = None) -> pd.DataFrame:
    """``ridf``, ``lead_share`` and ``end_share`` of terms with :data:`STATS` columns
    (``keys``: the terms' keys, for their reference priors).

    All three are smoothed toward a prior so that a handful of papers is not taken for a
    pattern (it matters in small corpora only: the pseudo-counts are little against the
    15 papers a term needs at 24,000): the residual IDF counts :data:`RIDF_PSEUDO_PAPERS`
    more papers using the term as often as papers do in the reference corpus (once each
    where it lacks the term: a word used three times by two papers is not bursty yet);
    the lead share is an m-estimate (Cestnik 1990) with :data:`LEAD_PSEUDO_PAPERS` papers
    at the term's reference lead share, else at the corpus's base rate ``base_lead`` (two
    of three papers naming a term first is not a 67% keyphrase); the end share likewise,
    with :data:`END_PSEUDO_USES` uses at the reference's share (none where it lacks the
    term).  The reference priors (:mod:`analysis.terms.reference`, how a small corpus
    scales down) are taken only for terms used by fewer than :data:`REFERENCE_BELOW`
    papers, where the prior outweighs the term's own papers; a term with more is smoothed
    toward the base rate as before, so a corpus whose terms all have 5 papers or more
    (about 2,000 papers and up: ICML, the 24,000) keeps its keywords exactly.
    """
    df = stats["df"].to_numpy(dtype=np.float64)
    tf = stats["tf"].to_numpy(dtype=np.float64)
    lead = stats["lead"].to_numpy(dtype=np.float64)
    end = stats["end"].to_numpy(dtype=np.float64)
    prior = reference.priors(list(stats.index) if keys is None else list(keys), base_lead)
    own = df >= REFERENCE_BELOW  # enough papers of its own: the base-rate prior, as ever
    prior.loc[own, "lead_share"] = base_lead
    prior.loc[own, "uses"] = 1.0
    prior.loc[own, "end_share"] = np.nan
    p_end = prior["end_share"].to_numpy()
    known = ~np.isnan(p_end)
    return pd.DataFrame({
        "ridf": residual_idf(df + RIDF_PSEUDO_PAPERS,
                             tf + RIDF_PSEUDO_PAPERS * prior["uses"].to_numpy(),
                             n_docs + RIDF_PSEUDO_PAPERS),
        "lead_share": (lead + LEAD_PSEUDO_PAPERS * prior["lead_share"].to_numpy())
        / (df + LEAD_PSEUDO_PAPERS),
        "end_share": np.where(known, (end + END_PSEUDO_USES * np.nan_to_num(p_end))
                              / (tf + END_PSEUDO_USES), end / np.maximum(tf, 1)),
    }, index=stats.index)


def is_keyword(statistics: pd.DataFrame, n_words: np.ndarray,
               inside: np.ndarray) -> np.ndarray:
    """Keyword test of the module docstring for terms with :func:`term_statistics`
    columns, their number of words and (words) the largest share of their occurrences
    inside one phrase.  In a corpus with fewer than :data:`MIN_CONTENT_TERMS` content
    terms (too small or too uniform for burstiness to tell anything: every word used
    once per paper) burstiness is not required."""
    phrase = np.asarray(n_words) > 1
    ridf = statistics["ridf"].to_numpy()
    lead = statistics["lead_share"].to_numpy()
    end = statistics["end_share"].to_numpy()
    bursty = ridf >= np.where(phrase, PHRASE_MIN_RIDF, WORD_MIN_RIDF)
    if int(is_content(statistics).sum()) < MIN_CONTENT_TERMS:
        bursty = np.ones_like(bursty)
    named = lead >= np.where(phrase, PHRASE_MIN_LEAD, WORD_MIN_LEAD)
    alone = (end >= MIN_END) & (phrase | (np.asarray(inside) < MAX_INSIDE))
    return bursty & named & alone


def is_content(statistics: pd.DataFrame) -> np.ndarray:
    """Terms used repeatedly by the papers that use them (residual IDF >=
    :data:`CONTENT_MIN_RIDF`): subject matter, as opposed to the vocabulary every
    abstract shares ("propose", "results", "novel", "state-of-the-art" score near 0)."""
    return statistics["ridf"].to_numpy() >= CONTENT_MIN_RIDF


def standalone_keywords(terms: pd.DataFrame,
                        presence: sp.csc_matrix | None = None) -> np.ndarray:
    """The final keyword flags: a phrase keyword must be no fragment of longer terms
    (:func:`fragments`); a single-word keyword without an acronym must also be
    used on its own (outside every phrase term) in :data:`MIN_STANDALONE` of its
    occurrences (``standalone_share``: counted when the papers are encoded, see
    :mod:`analysis.terms.encode`), and must not be the vocabulary of the field at large:
    used by :data:`MAX_VENUE_SHARE` of the papers of the reference's median venue
    (:func:`analysis.terms.reference.venue_shares`), nor, given the papers x terms 0/1
    ``presence``, the vocabulary of the corpus's own field: common in many of its
    subjects (:func:`analysis.terms.field_words.field_words`)."""
    single = (terms["n_words"].to_numpy() == 1) & (terms["acronym"].to_numpy() == "")
    alone = terms["standalone_share"].to_numpy() >= MIN_STANDALONE
    spread = np.nan_to_num(reference.venue_shares(terms["key"].astype(str).tolist()))
    keyword = terms["keyword"].to_numpy()
    word_ok = keyword & single & alone & named_alone(terms) & (spread < MAX_VENUE_SHARE)
    phrase_ok = keyword & ~single & ~fragments(terms)
    subjects = phrase_ok & (terms["n_words"].to_numpy() > 1)
    field = field_words(terms, presence, word_ok, subjects, MAX_VENUE_SHARE)
    return (word_ok & ~field) | phrase_ok


def named_alone(terms: pd.DataFrame) -> np.ndarray:
    """Whether each word's titles name it on its own or as the head of several terms
    (module docstring, named on its own).  Of the papers naming the word in their first
    sentence (``lead_papers``), the share naming it outside every phrase term there
    (``own_lead_papers``; an m-estimate with :data:`LEAD_PSEUDO_PAPERS` papers at the
    word's share of tokens on its own, ``standalone_share``, so that a corpus without
    titles is judged by its tokens), plus, as C-value credits a nested string, the share
    ``1 - 1/k`` of the rest that heads a two-word phrase term (:func:`title_heads`: ``k``
    the effective number of those phrases), must be :data:`MIN_STANDALONE`.  True for
    every term of a table without the columns (saved before them)."""
    if "own_lead_papers" not in terms.columns:
        return np.ones(len(terms), dtype=bool)
    own = terms["own_lead_papers"].to_numpy(dtype=np.float64)
    lead = terms["lead_papers"].to_numpy(dtype=np.float64)
    prior = terms["standalone_share"].to_numpy(dtype=np.float64)
    share = (own + LEAD_PSEUDO_PAPERS * prior) / (lead + LEAD_PSEUDO_PAPERS)
    heads, head_share = title_heads(terms)
    credit = head_share * (1.0 - 1.0 / np.maximum(heads, 1.0))
    return share + (1.0 - share) * credit >= MIN_STANDALONE


def title_heads(terms: pd.DataFrame) -> tuple[np.ndarray, np.ndarray]:
    """Per term, as the word of two-word phrase terms named in first sentences (each
    phrase weighed by the papers naming it there, ``lead_papers``): the effective number
    (inverse Simpson, ``1 / sum(q^2)``) of those it is the head of (the last word: "pose
    estimation" is an estimation, "question answering" is no question), and the share of
    the weight of all those holding it that these hold; 0 and 0 where none holds it."""
    keys = terms["key"].astype(str).to_numpy()
    pairs = np.flatnonzero(terms["n_words"].to_numpy() == 2)
    weight = terms["lead_papers"].to_numpy(dtype=np.float64)[pairs]
    split = [key.split() for key in keys[pairs]]
    words = pd.Index(keys)
    sums = []
    for position in (0, 1):
        word = words.get_indexer([w[position] if len(w) == 2 else "" for w in split])
        found = word >= 0
        sums.append((np.bincount(word[found], weights=weight[found], minlength=len(terms)),
                     np.bincount(word[found], weights=weight[found] ** 2,
                                 minlength=len(terms))))
    (modified, _), (headed, squares) = sums
    with np.errstate(divide="ignore", invalid="ignore"):
        heads = np.where(squares > 0, headed ** 2 / squares, 0.0)
        share = np.where(headed + modified > 0, headed / (headed + modified), 0.0)
    return heads, share


def fragments(terms: pd.DataFrame) -> np.ndarray:
    """Phrases that are fragments of longer terms (module docstring, nested terms): used
    on their own by fewer than :data:`MIN_OWN` of their papers (``standalone_share``)
    and held by fewer than :data:`HEAD_CONTAINERS` longer phrase terms (``containers``),
    at least one of them a keyword (``term_containers``: a fragment of no term is the
    term; a table without the columns, saved before them, has no fragment)."""
    if "term_containers" not in terms.columns:
        return np.zeros(len(terms), dtype=bool)
    phrase = terms["n_words"].to_numpy() > 1
    return phrase & (terms["standalone_share"].to_numpy() < MIN_OWN) \
        & (terms["containers"].to_numpy() < HEAD_CONTAINERS) \
        & (terms["term_containers"].to_numpy() >= 1)
