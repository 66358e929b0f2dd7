import sys, time, numpy as np
from analysis.cluster import ClusterSettings, cluster_client, analyze_on_cluster
from analysis.pipeline import analyze
paths = sys.argv[1:] or None
def main():
    t=time.time()
    with cluster_client(ClusterSettings(workers=2, memory_limit="3GB", dashboard=":0")) as c:
        a = analyze_on_cluster(c, paths)
    print("dask", time.time()-t, a.n_papers, a.manifest["engine"])
    t=time.time()
    b = analyze(paths)
    print("single", time.time()-t)
    print("terms", a.vocab.terms.equals(b.vocab.terms), (a.vocab.matrix != b.vocab.matrix).nnz)
    print("types", (a.papers.paper_type.values == b.papers.paper_type.values).all())
    print("topics", (a.topics.assignment == b.topics.assignment).all(), a.topics.labels == b.topics.labels)
    print("papers", a.papers.equals(b.papers))
    print("counts", a.manifest["counts"] == b.manifest["counts"], a.manifest["inputs"] == b.manifest["inputs"])
    
if __name__ == '__main__':
    main()
