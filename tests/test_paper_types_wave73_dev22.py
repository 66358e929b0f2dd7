"""Wave 73 (label73): dev22, the thirteenth blind dev set (``sample.py --round 22``, seed 7302).

200 abstracts (100 of the 24k, 100 of the 61k) read and labelled by LABELLING_GUIDE.md and
committed before any classifier ran on them; scored as their own block
(``evaluate.py --round9``) and pooled blind (``bootstrap_dev.BLIND``, main 8d3689d), never
pooled into dev.  No row may have been read before, under any spelling of its id.
"""

from __future__ import annotations

import re


def test_dev22_is_its_own_split_and_draws_no_earlier_paper(paper_bench):
    ev = paper_bench.evaluate
    dev22 = ev.load_split("dev22")
    assert len(dev22) == 200 and set(dev22["label"]) <= set(ev.LABELS)
    assert dev22["paper_id"].is_unique
    assert dev22["label"].value_counts().to_dict() == {
        "empirical": 148, "both": 36, "theory": 8, "unclear": 8}
    assert "dev22" in ev.SPLITS and "dev22" in ev.BLIND_SETS and all(
        "dev22" not in sample for pairs in ev.DEV_PARTS.values() for sample, _ in pairs)
    assert paper_bench.bootstrap_dev.BLIND["dev22"] == "8d3689d"
    earlier = {pid for pattern in ("sample_*.csv", "labels_*.csv")
               for path in ev.HERE.glob(pattern) if "dev22" not in path.name
               for pid in ev.pd.read_csv(path, dtype=str)["paper_id"]}
    assert earlier.isdisjoint(dev22["paper_id"])


def test_dev22_draws_half_from_each_corpus(paper_bench):
    # the 61k's venue folders (papercopilot-more); the rest are the 24k's
    ev = paper_bench.evaluate
    more = {"aaai", "ijcai", "alt", "acml", "coling", "automl", "cvpr", "iccv", "eccv", "wacv",
            "icra", "iros", "rss"}
    ids = ev.load_split("dev22")["paper_id"].str.extract(r"^([a-z]+)", expand=False)
    assert ids.isin(more).sum() == 100 and (~ids.isin(more)).sum() == 100


def test_no_dev22_row_was_read_before_under_any_spelling(paper_bench):
    # as rounds 20-21: ``id`` columns too, and a paper matched by its venue's letters and the id
    # after the colon ("nips:d8bc4223a5" is nips1995:d8bc4223a5)
    later = re.compile(r"dev(2[2-9]|[3-9]\d)|_w(7[3-9]|[89]\d)")
    ev = paper_bench.evaluate
    dev22 = ev.load_split("dev22")
    venue = {pid.split(":", 1)[1]: re.sub(r"\d", "", pid.split(":", 1)[0]) for pid in dev22["paper_id"]}
    token = re.compile(r"\b([a-z]+)\d*:([\w.-]+)")
    seen = set()
    for path in ev.HERE.rglob("*.csv"):
        if later.search(path.name):
            continue
        for m in token.finditer(path.read_text("utf-8", errors="replace")):
            key = m.group(2).rstrip(".")
            if venue.get(key) == m.group(1):
                seen.add(f"{m.group(1)}:{key}")
    assert seen == set()
