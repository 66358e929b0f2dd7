"""The corpus's own field vocabulary (issue 10, wave 38): a single word common in the
papers of many of the corpus's subjects is the field's word, not a subject, even where
the reference's venues never use it ("robot" led the 61k corpus's keywords).  Planted:
24 subjects of 10 papers each; "robot" in the titles and abstracts of half the papers of
every subject, "grasping" in every paper of one subject only."""

from __future__ import annotations

import random

import numpy as np
import scipy.sparse as sp

from analysis.terms.field_words import FIELD_SUBJECT_SHARE, MIN_SUBJECTS
from analysis.terms.keywords import keyword_counts
from analysis.terms.vocabulary import build_vocabulary
from analysis.text import clean_text

SUBJECTS = ("optical flow", "visual odometry", "bundle adjustment", "loop closure",
            "point cloud", "occupancy grid", "trajectory optimization", "sparse coding",
            "contact dynamics", "terrain traversal", "swarm coordination",
            "legged locomotion", "tactile sensing", "inverse kinematics",
            "motion retargeting", "reward shaping", "domain randomization",
            "scene graph", "active perception", "soft actuator", "cable routing",
            "drone racing", "underwater docking", "exoskeleton gait")
_FILLER = ("we report results on several benchmarks", "this is shown in experiments",
           "the study covers many settings", "code is released", "costs are low",
           "it runs in real time", "baselines are compared")


def _papers(n_subjects: int = len(SUBJECTS), seed: int = 3) -> list[str]:
    rng = random.Random(seed)
    texts = []
    for s, subject in enumerate(SUBJECTS[:n_subjects]):
        for i in range(10):
            robot = i % 2 == 0
            grasp = s == 0
            title = subject.capitalize() + (" for grasping" if grasp else "") \
                + (" on a robot" if robot else "")
            body = [f"We study {subject}.", f"Our {subject} is new.",
                    f"Results on {subject} are strong."]
            if robot:
                body += ["We build a robot.", "The robot is fast.", "Each robot is cheap."]
            if grasp:
                body += ["We study grasping.", "Grasping is hard.", "It helps grasping."]
            body += [rng.choice(_FILLER).capitalize() + "." for _ in range(3)]
            texts.append(clean_text(title + ". " + " ".join(body)))
    return texts


def test_a_word_common_in_every_subject_is_no_keyword(monkeypatch):
    from analysis.terms import termhood

    texts = _papers()
    after = set(keyword_counts(build_vocabulary(texts))["term"])
    assert "grasping" in after  # a subject, heavy in its own subject's papers only
    assert {"optical flow", "visual odometry"} <= after
    assert "robot" not in after
    # the same corpus without the corpus-internal test: "robot" was a keyword
    monkeypatch.setattr(termhood, "field_words", lambda terms, *a: terms["df"] < 0)
    before = set(keyword_counts(build_vocabulary(texts))["term"])
    assert before == after | {"robot"}
    assert 0.2 < FIELD_SUBJECT_SHARE <= 0.5


def test_too_few_subjects_to_tell_leave_the_words_alone():
    """A small corpus (fewer than MIN_SUBJECTS subjects of 5 papers) cannot measure a
    share of its subjects: the test is off, "robot" stays a keyword."""
    texts = _papers(n_subjects=MIN_SUBJECTS - 2)
    terms = set(keyword_counts(build_vocabulary(texts))["term"])
    assert "robot" in terms and "grasping" in terms


def test_the_spread_is_the_same_a_block_of_subjects_at_a_time(monkeypatch):
    """Blocks of subjects keep the dense product small at 250k papers; the shares must
    not depend on the block size (each block's subjects meet their own paper counts)."""
    from analysis.terms import field_words as fw
    rng = np.random.default_rng(7)
    presence = sp.csc_matrix((rng.random((300, 40)) < rng.random(40) * 0.6).astype(np.int8))
    keys = np.array([f"w{j}" for j in range(20)] + [f"w{j % 20} p{j}" for j in range(20, 40)],
                    dtype=object)
    subjects, words = np.arange(20, 40), np.arange(20)
    whole = fw.subject_spread(keys, presence, subjects, words, 0.2)
    monkeypatch.setattr(fw, "SUBJECT_BLOCK", 3)
    blocked = fw.subject_spread(keys, presence, subjects, words, 0.2)
    np.testing.assert_array_equal(blocked, whole)
    assert np.isfinite(whole).all() and 0 < whole.mean() < 1
