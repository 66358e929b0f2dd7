"""`paper-trends analyze` writes a saved analysis and Parquet; `serve` answers at once,
turns into the dashboard, reuses the saved analysis, and runs gunicorn workers."""

import json
import os
import socket
import stat
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pandas as pd
import pytest

from analysis.progress import Progress, TerminalProgress
from dashboard.cli import main
from dashboard.serving import PROGRESS_PATH, SwitchingApp, preparing_page

ROOT = Path(__file__).resolve().parents[1]


def test_analyze_writes_a_store_parquet_and_papers_without_abstracts(planted_path, tmp_path,
                                                                     capsys):
    out = tmp_path / "out"
    assert main(["analyze", str(planted_path), "--out", str(out), "--topics", "4",
                 "--format", "parquet", "--quiet"]) == 0
    captured = capsys.readouterr()
    assert "paper-trends serve" in captured.out and captured.err == ""  # --quiet: no progress
    assert not list(out.glob("*.csv"))
    papers = pd.read_parquet(out / "papers.parquet")
    assert "abstract" not in papers.columns
    assert papers["year"].dtype.kind == "i" and papers["topic_weight"].dtype.kind == "f"
    assert (out / "store" / "store.json").is_file()
    manifest = json.loads((out / "manifest.json").read_text())
    assert "papers.parquet" in manifest["outputs"]

    assert main(["analyze", str(planted_path), "--out", str(out), "--topics", "4",
                 "--abstracts", "--no-store", "--quiet"]) == 0
    csv = pd.read_csv(out / "papers.csv")
    assert not list(out.glob("*.parquet"))  # the other format's tables are not left behind
    assert "abstract" in csv.columns and csv["abstract"].str.len().min() >= 100
    assert list(csv["paper_id"]) == list(papers["paper_id"])


def test_progress_lines_when_not_a_terminal(planted_path, tmp_path, capsys):
    assert main(["analyze", str(planted_path), "--out", str(tmp_path), "--topics", "4"]) == 0
    err = capsys.readouterr().err.splitlines()
    stages = [line.split(":")[1].strip() for line in err]
    assert stages[0].startswith("reading and cleaning the papers (0/1 files)")
    assert any(s.startswith("typing the papers") for s in stages)
    assert any(s.startswith("saving the analysis") for s in stages)
    percents = [int(line.rsplit(": ", 1)[1].split("%")[0]) for line in err]
    assert percents == sorted(percents) and percents[-1] > 80


def test_progress_percent_and_estimate():
    p = Progress()
    p.expect(["load_and_clean", "vocabulary"])
    p.stage("load_and_clean", total=4, unit="files")
    assert p.fraction == 0
    p.advance(2)
    assert p.fraction == pytest.approx(0.17 / 0.41 / 2)
    p.stage("vocabulary")
    assert p.fraction == pytest.approx(0.17 / 0.41)
    assert p.describe()["stage_name"] == "finding the terms"
    p.done()
    assert p.fraction == 1 and p.line() == "ready"
    assert isinstance(TerminalProgress(), Progress)


def test_the_preparing_page_then_the_dashboard():
    progress = Progress()
    progress.expect(["load_and_clean", "vocabulary"])
    progress.stage("load_and_clean", total=10, unit="files")
    progress.advance(5)
    switch = SwitchingApp(progress)
    seen = {}

    def start_response(status, headers):
        seen["status"], seen["headers"] = status, dict(headers)

    body = b"".join(switch({"PATH_INFO": "/", "QUERY_STRING": "topic=2"}, start_response))
    assert seen["status"].startswith("503") and seen["headers"]["Retry-After"] == "1"
    assert b"reading and cleaning the papers" in body and b"21%" in body
    assert b"5 of 10 files" in body and b'http-equiv=refresh' in body
    # a browser (it asks for HTML) gets the page with 200: a 503 is a console error
    assert body == b"".join(switch({"PATH_INFO": "/", "HTTP_ACCEPT": "text/html,*/*"},
                                   start_response))
    assert seen["status"] == "200 OK" and seen["headers"]["X-Paper-Trends"] == "preparing"
    state = json.loads(b"".join(switch({"PATH_INFO": PROGRESS_PATH}, start_response)))
    assert state["percent"] == 21 and state["stage"] == "load_and_clean"
    switch.app = lambda environ, respond: (respond("200 OK", []), [b"dashboard"])[1]
    assert b"".join(switch({"PATH_INFO": "/"}, start_response)) == b"dashboard"
    assert seen["status"] == "200 OK"
    assert b"&lt;b&gt;" in preparing_page({**state, "notes": ["<b>"]})  # notes are escaped


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _get(url: str) -> tuple[int, bytes]:
    try:
        with urllib.request.urlopen(url, timeout=30) as r:
            return r.status, r.read()
    except urllib.error.HTTPError as e:
        return e.code, e.read()
    except OSError:
        return 0, b""


def _serve(args: list[str], env: dict, until: float = 120, then=None) -> tuple[list[int], str]:
    """Start `serve`, poll the root every 0.05 s until the dashboard answers (then call
    ``then(port)``); the codes seen and the command's output."""
    port = _free_port()
    proc = subprocess.Popen([sys.executable, "-m", "dashboard.cli", "serve", *args, "--port",
                             str(port)], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True)
    codes = []
    try:
        t0 = time.monotonic()
        while time.monotonic() - t0 < until and proc.poll() is None:
            code, body = _get(f"http://127.0.0.1:{port}/")
            codes.append(code)
            if code == 200:
                assert b"_dash-config" in body
                assert _get(f"http://127.0.0.1:{port}/_dash-layout")[0] == 200
                if then is not None:
                    then(port)
                break
            time.sleep(0.05)
    finally:
        proc.terminate()
        out, _ = proc.communicate(timeout=60)
    return codes, out


def test_serve_answers_while_preparing_then_reuses_the_saved_analysis(planted_path, tmp_path):
    temp = tmp_path / "temp"  # the server's temporary folder, where its search index goes
    temp.mkdir()
    env = {**os.environ, "PAPER_TRENDS_CACHE": str(tmp_path / "cache"), "TMPDIR": str(temp)}
    codes, out = _serve([str(planted_path), "--topics", "4"], env)
    assert codes[-1] == 200, out
    assert 503 in codes  # the preparing page answered before the dashboard
    assert "analysed and saved in" in out
    # each request logged once: one made while preparing had werkzeug add a handler of its
    # own beside the root's, and every later request was printed twice (walk64)
    assert out.count("GET /_dash-layout HTTP/1.1") == 1, out
    # stopped by SIGTERM (_serve's terminate), it removed the index it had built
    assert list(temp.iterdir()) == [], out
    codes, out = _serve([str(planted_path), "--topics", "4"], env)
    assert codes[-1] == 200 and "reused the saved analysis" in out, out


def test_gunicorn_workers_serve_a_read_only_store(planted_path, tmp_path):
    pytest.importorskip("gunicorn")
    out = tmp_path / "out"
    assert main(["analyze", str(planted_path), "--out", str(out), "--topics", "4",
                 "--quiet"]) == 0
    store = out / "store"
    paths = sorted(store.rglob("*"), key=lambda p: -len(p.parts)) + [store]  # deepest first
    for p in paths:
        p.chmod(stat.S_IRUSR | stat.S_IXUSR if p.is_dir() else stat.S_IRUSR)
    try:
        codes, log = _serve([str(out), "--workers", "2"], dict(os.environ))
    finally:
        for p in reversed(paths):
            p.chmod(stat.S_IRWXU)
    assert codes[-1] == 200, log
    assert "opened the saved analysis" in log and "2 gunicorn workers" in log
    assert "Booting worker" in log  # gunicorn's own log: the workers were forked


def test_gunicorn_keeps_a_browsers_idle_connection_so_its_worker_cache_answers(planted_path,
                                                                            tmp_path):
    """Each gunicorn worker has its own per-state caches: a reader's next change, seconds
    later, must come on the same connection (the same worker), not a new one that lands
    on either (gunicorn's default keeps an idle connection 2 s: a repeated state missed
    about half the time with 2 workers, cache69)."""
    import http.client

    pytest.importorskip("gunicorn")
    out = tmp_path / "out"
    assert main(["analyze", str(planted_path), "--out", str(out), "--topics", "4",
                 "--quiet"]) == 0
    kept = []

    def twice(port: int) -> None:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        conn.request("GET", "/_dash-layout")
        assert conn.getresponse().read()
        first = conn.sock
        time.sleep(3.5)  # a reader between two changes
        conn.request("GET", "/_dash-layout")  # http.client reconnects if the server closed
        response = conn.getresponse()
        kept.append((response.status, conn.sock is first and first is not None))
        conn.close()

    codes, log = _serve([str(out), "--workers", "2"], dict(os.environ), then=twice)
    assert codes[-1] == 200, log
    assert kept == [(200, True)], log


def test_a_terminal_gets_a_progress_bar():
    import io

    class Terminal(io.StringIO):
        def isatty(self):
            return True

    screen = Terminal()
    p = TerminalProgress(stream=screen)
    p.expect(["load_and_clean", "paper_types"])
    p.stage("load_and_clean", total=2, unit="files")
    p.advance(2)
    p.stage("paper_types", total=10, unit="papers")
    p.note("the saved analysis is not used: x.npy is missing")
    p.done()
    shown = screen.getvalue()
    assert "\r" in shown and "typing the papers" in shown and "0/10 papers" in shown
    assert "paper-trends: the saved analysis is not used" in shown


@pytest.mark.parametrize("prefix", ["/", "/u/abc123/"])
def test_the_page_preloads_the_scripts_its_components_ask_for(seeds_analysis, prefix):
    """plotly.js (4.8 MB) and the components' on-demand scripts are fetched from the start
    of the first load, under the page's own prefix, from URLs the server serves (the
    browser test checks that the components ask for exactly these)."""
    import re as _re

    from dashboard.app import create_app
    from dashboard.page import PRELOADED

    app = create_app(seeds_analysis, url_prefix=prefix)
    client = app.server.test_client()
    page = client.get("/").get_data(as_text=True)
    links = _re.findall(r'<link rel="preload" href="([^"]+)" as="script">', page)
    assert links == [f"{prefix}{path}" for path in PRELOADED]
    for path in PRELOADED:
        served = client.get(f"/{path}")
        assert served.status_code == 200 and len(served.get_data()) > 10_000


def test_a_page_with_years_and_uploads_preloads_their_scripts_too(planted_analysis, tmp_path):
    """The year slider's script for a corpus over several years, the upload control's when
    the server takes uploads: the components the page has, no other."""
    import re as _re

    from dashboard.app import create_app
    from dashboard.page import PRELOADED, SLIDER_JS, UPLOAD_JS
    from dashboard.uploads import UploadSettings

    app = create_app(planted_analysis, uploads=UploadSettings(root=tmp_path / "uploads"))
    page = app.server.test_client().get("/").get_data(as_text=True)
    links = _re.findall(r'<link rel="preload" href="/([^"]+)" as="script">', page)
    assert links == [*PRELOADED, SLIDER_JS, UPLOAD_JS]


def test_the_preparing_page_logs_a_request_once_and_without_colours(caplog):
    """While preparing, the page's poll each second was a log line each ("GET / 503" for
    minutes), and a 503 came as "\\x1b[1m\\x1b[35m..." in a log file (walk64): a client's
    request and status are logged once until the dashboard answers, then every request
    as before; no ANSI codes when stderr is not a terminal (pytest's is not)."""
    import logging

    from dashboard.serving import start_preparing

    caplog.set_level(logging.INFO, logger="werkzeug")
    early = start_preparing("127.0.0.1", 0, Progress(), quiet=False)
    try:
        for _ in range(4):
            assert _get(early.url)[0] == 503
        assert _get(early.url + PROGRESS_PATH.lstrip("/"))[0] == 503

        def ready(environ, start_response):
            start_response("200 OK", [("Content-Type", "text/plain")])
            return [b"dashboard"]
        early.switch.app = ready
        for _ in range(2):
            assert _get(early.url) == (200, b"dashboard")
    finally:
        early.server.shutdown()
        early.server.server_close()
    lines = [r.getMessage() for r in caplog.records if r.name == "werkzeug"]
    assert [line.split("] ", 1)[1] for line in lines] == [
        '"GET / HTTP/1.1" 503 -', f'"GET {PROGRESS_PATH} HTTP/1.1" 503 -',
        '"GET / HTTP/1.1" 200 -', '"GET / HTTP/1.1" 200 -'], lines


def test_serve_dir_says_which_settings_it_does_not_use(tmp_path):
    """review66: `serve DIR --topics 7` served the saved analysis's topics and said nothing
    of the 7."""
    from argparse import Namespace

    from dashboard.serving import settings_not_used

    (tmp_path / "store.json").write_text(json.dumps({"settings": {"n_topics": None, "seed": 0}}))
    assert settings_not_used(Namespace(topics=None, seed=0), tmp_path) == []
    assert settings_not_used(Namespace(topics=7, seed=3), tmp_path) == [
        "--topics 7 is not used: a saved analysis is served as it was made (without --topics); "
        "`paper-trends analyze PATH... --topics 7 --out DIR` makes another",
        "--seed 3 is not used: a saved analysis is served as it was made (with --seed 0); "
        "`paper-trends analyze PATH... --seed 3 --out DIR` makes another"]
    (tmp_path / "store.json").write_text(json.dumps({"settings": {"n_topics": 7, "seed": 3}}))
    assert settings_not_used(Namespace(topics=7, seed=3), tmp_path) == []


def test_dash_is_set_up_before_the_first_request_so_no_bundle_meets_an_empty_registry(
        planted_analysis):
    """plotly/dash#3971: Dash sets its first-request guard before filling the registry
    of component bundles, so under gunicorn's threaded workers a bundle fetched while the
    first page was being set up answered 500 ("dash is not a registered library"; seen
    on the 24k with 2 workers).  Set up before serving, the registry is full before any
    request, and a bundle asked for first is served."""
    from dashboard.app import create_app
    from dashboard.serving import set_up_before_serving

    app = create_app(planted_analysis)
    assert not app.registered_paths  # Dash fills it on the first request
    set_up_before_serving(app)
    assert "dash" in app.registered_paths
    # the race's state: the guard already set; a bundle request must still find "dash"
    assert app._got_first_request["setup_server"]
    bundle = next(p for p in sorted(app.registered_paths["dash"]) if p.endswith(".js"))
    with app.server.test_client() as client:
        reply = client.get(f"/_dash-component-suites/dash/{bundle}")
    assert reply.status_code == 200, reply.data[:200]
