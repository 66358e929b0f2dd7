"""Downloads work under any corpus name (issue 13, item 5): an ASCII ``filename`` and the
exact name as RFC 5987 ``filename*``, one charset, through Flask and through real servers."""

import dataclasses
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.parse
import urllib.request
from pathlib import Path

import pytest

from dashboard.sections import downloads
from tests.data_paths import ROOT, SEEDS


def filename_star(disposition: str) -> str:
    value = disposition.split("filename*=", 1)[1].split(";")[0]
    charset, _, quoted = value.split("'", 2)
    assert charset == "UTF-8"
    return urllib.parse.unquote(quoted)


@pytest.fixture(scope="module")
def client_for(seeds_analysis):
    from dashboard.app import create_app

    def make(name: str):
        return create_app(dataclasses.replace(seeds_analysis, name=name)).server.test_client()
    return make


def test_a_non_ascii_corpus_name_downloads_with_both_names(client_for):
    resp = client_for("论文2013").get(downloads.DOWNLOAD_ROUTE + "papers")
    assert resp.status_code == 200
    disposition = resp.headers["Content-Disposition"]
    disposition.encode("ascii")  # a header must be sendable as it is
    assert disposition == ("attachment; filename=2013_papers.csv; "
                           "filename*=UTF-8''%E8%AE%BA%E6%96%872013_papers.csv")
    assert filename_star(disposition) == "论文2013_papers.csv"
    assert resp.headers["Content-Type"] == "text/csv; charset=utf-8"  # one charset
    assert resp.data.decode("utf-8").startswith("paper_id,")


def test_the_workbook_and_ascii_names(client_for):
    resp = client_for("icml").get(downloads.DOWNLOAD_ROUTE + "tables?venue=ICML")
    assert resp.headers["Content-Disposition"] == "attachment; filename=icml_ICML_tables.xlsx"
    assert resp.headers["Content-Type"] == downloads.XLSX_TYPE
    assert resp.headers["Cache-Control"] == "no-store"


def test_several_folders_or_files_are_named_by_their_venues(tmp_path):
    """Three venue folders were named "corpus" in the header and every download
    ("corpus_topics.csv"); files of one venue share its name without their years."""
    from analysis.pipeline import corpus_name

    for venue in ("icra", "iros", "rss", "aaai", "cvpr"):
        (tmp_path / venue).mkdir()
    folders = [tmp_path / v for v in ("icra", "iros", "rss")]
    assert corpus_name(folders) == "icra+iros+rss"
    assert corpus_name([tmp_path / "icra" / "icra2020.json",
                        tmp_path / "icra" / "icra_2021.json"]) == "icra"
    assert corpus_name([*folders, tmp_path / "aaai", tmp_path / "cvpr"]) == \
        "icra+iros+rss+2-more"
    # one more is named, not counted: "cvpr+iccv+eccv+1-more" said less in as many letters
    assert corpus_name([*folders, tmp_path / "cvpr"]) == "icra+iros+rss+cvpr"
    assert corpus_name([tmp_path / "2019.json", tmp_path / "2020.json"]) == "2019+2020"
    assert corpus_name([tmp_path / "icra"]) == "icra" and corpus_name(None) == "seeds"


@pytest.mark.parametrize("name", ['a"b;c', "line\nbreak", "../../etc/passwd", "Ünïcödé é"])
def test_hostile_corpus_names_cannot_break_the_header(client_for, name):
    resp = client_for(name).get(downloads.DOWNLOAD_ROUTE + "keywords")
    assert resp.status_code == 200
    disposition = resp.headers["Content-Disposition"]
    disposition.encode("ascii")
    assert "\n" not in disposition and disposition.startswith("attachment; filename=")
    if "filename*" in disposition:
        assert "/" not in filename_star(disposition)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _fetch_when_up(url: str, proc: subprocess.Popen, seconds: float = 120):
    deadline = time.time() + seconds
    while True:
        try:
            return urllib.request.urlopen(url, timeout=10)
        except OSError:
            assert proc.poll() is None, proc.stdout.read() if proc.stdout else "server exited"
            assert time.time() < deadline, f"no answer from {url} within {seconds} s"
            time.sleep(0.5)


@pytest.mark.parametrize("server", ["development", "gunicorn"])
def test_real_servers_answer_downloads_under_a_non_ascii_name(tmp_path, server):
    if server == "gunicorn" and shutil.which("gunicorn") is None:
        pytest.skip("gunicorn is not installed")
    corpus = tmp_path / "论文2013.txt"
    corpus.write_bytes(sorted(SEEDS.glob("*.txt"))[0].read_bytes())
    port = _free_port()
    if server == "gunicorn":
        cmd = ["gunicorn", "-w", "1", "-b", f"127.0.0.1:{port}", "--timeout", "120",
               "dashboard.app:server"]
        env = {"PAPER_TRENDS_CORPUS": str(corpus)}
    else:
        cmd = [sys.executable, "-m", "dashboard.cli", "serve", str(corpus), "--port", str(port)]
        env = {}
    proc = subprocess.Popen(cmd, cwd=ROOT, env={**os.environ, **env}, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True)
    try:
        with _fetch_when_up(f"http://127.0.0.1:{port}{downloads.DOWNLOAD_ROUTE}papers", proc) as r:
            assert r.status == 200
            assert r.headers["Content-Type"] == "text/csv; charset=utf-8"
            assert filename_star(r.headers["Content-Disposition"]) == "论文2013_papers.csv"
            assert r.read().decode("utf-8").startswith("paper_id,")
    finally:
        proc.terminate()
        proc.wait(timeout=20)
    assert Path(corpus).exists()
