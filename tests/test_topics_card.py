"""The Topics card says how a label is made (walk59): a label names keywords the topic
owns as well as its top terms (analysis/topics/labels.py), so 12 of the vision corpus's 34
labels hold a term outside the topic's 15 top terms (#3 "subspace · clustering ·
manifold", top terms "algorithm; optimization; solution; ...")."""

from dashboard.sections.topics import SIZES


def test_the_topics_card_does_not_call_labels_top_terms_alone():
    note = SIZES.note
    assert "labels are each topic's top terms" not in note
    assert "by its top terms and by keywords more common in its papers than in any other " \
        "topic's" in note
    assert "hover for its top terms" in note
