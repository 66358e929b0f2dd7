"""The topic model: number of topics, top terms, labels, mixtures and a 2-D map.

Fitted once per corpus by :func:`fit_topics` (see :mod:`analysis.topics.model`).
"""

from analysis.topics.model import TopicModel, choose_k, fit_topics, representative_papers

__all__ = ["TopicModel", "choose_k", "fit_topics", "representative_papers"]
