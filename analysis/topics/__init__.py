"""The topic model: number of topics, top terms, labels, mixtures and a 2-D map.

Fitted once per corpus by :func:`fit_topics`, in stages (weighting, factorization,
ranking, labels, layout; K from selection): see :mod:`analysis.topics.model`.
"""

from analysis.topics.factorization import Factorization, FactorizationFactory, nmf
from analysis.topics.model import TopicModel, fit_topics, representative_papers
from analysis.topics.selection import choose_k

__all__ = ["Factorization", "FactorizationFactory", "TopicModel", "choose_k", "fit_topics",
           "nmf", "representative_papers"]
