"""The analysis on a Dask cluster (issue 15): the single-process stages run partition by
partition where the data is, only counts, models and matrix rows travelling to the
client (:mod:`analysis.cluster.engine`); :mod:`analysis.cluster.connect` starts a local
cluster or joins an existing one.  Dask is an optional dependency (``pip install
'paper-trends[dask]'``): nothing else in ``analysis`` imports this package.
"""

from analysis.cluster.connect import ClusterSettings, cluster_client
from analysis.cluster.engine import TEXT_COLUMNS, analyze_on_cluster

__all__ = ["TEXT_COLUMNS", "ClusterSettings", "analyze_on_cluster", "cluster_client"]
