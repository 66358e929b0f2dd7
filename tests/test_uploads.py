"""Uploads (dashboard/uploads.py, upload_job.py, upload_mount.py): the same loaders and
messages as the command line, per-owner isolation, no client-chosen path, limits, expiry."""

from __future__ import annotations

import gzip
import json
import os
import re
import shutil
import time
from pathlib import Path

import pytest

from dashboard.uploads import (
    ID_RE,
    INPUT,
    META,
    OWNER_COOKIE,
    UploadError,
    UploadSettings,
    create_upload,
    folder_of,
    owned_folder,
    safe_name,
    status_of,
    sweep,
)
from tests.conftest import write_planted_corpus


def wait_for(settings: UploadSettings, upload_id: str, seconds: float = 240) -> dict:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        folder = folder_of(settings, upload_id)
        assert folder is not None
        status = status_of(folder)
        if status["state"] in ("done", "failed"):
            return status
        time.sleep(0.3)
    raise AssertionError(f"upload {upload_id} not analysed in {seconds} s")


@pytest.fixture
def settings(tmp_path: Path) -> UploadSettings:
    return UploadSettings(root=tmp_path / "uploads", max_bytes=2_000_000)


@pytest.fixture(scope="module")
def analysed(tmp_path_factory) -> tuple[UploadSettings, str, str, int]:
    """One gzip-compressed JSON Lines upload and one broken file, analysed once."""
    root = tmp_path_factory.mktemp("uploads")
    settings = UploadSettings(root=root / "uploads")
    source = root / "planted.jsonl"
    n = write_planted_corpus(source)
    # one record whose abstract is a number: skipped, counted, named and listed
    number = json.dumps({"id": "num", "title": "=cmd|' /C calc'!A0", "abstract": 12345})
    good = create_upload(settings, "icml2020.jsonl.gz",
                         gzip.compress(source.read_bytes() + number.encode() + b"\n"), "ada")
    lines = source.read_text().splitlines()
    # more broken lines than good (jsonl66: one broken line alone is a skipped record)
    broken = "\n".join([lines[0], lines[1], '{"title": "cut short", "abstract": ', "not JSON",
                        "nor this", "nor that", lines[2]])
    bad = create_upload(settings, "../../etc/broken.jsonl", broken.encode(), "ada")
    return settings, good, bad, n


def test_an_upload_is_read_and_counted_as_the_command_line_reads_it(analysed):
    settings, good, _, n = analysed
    status = wait_for(settings, good)
    assert status["state"] == "done", status
    assert status["papers"] == n == 330
    assert status["summary"][0] == (f"{n} of {n + 1} records loaded from 1 file; "
                                    "skipped: 1 malformed")
    assert (folder_of(settings, good) / "store" / "store.json").is_file()


def test_a_broken_upload_names_the_file_as_given_and_the_record(analysed):
    settings, _, bad, _ = analysed
    status = wait_for(settings, bad)
    assert status["state"] == "failed"
    # the CLI's message for line 3, with the name the user gave (reduced), not a server path
    assert status["message"].startswith("broken.jsonl: line 3, column 36: broken JSON")
    assert str(settings.root) not in status["message"]


def test_the_clients_name_is_display_only(analysed):
    settings, _, bad, _ = analysed
    folder = folder_of(settings, bad)
    assert [p.name for p in (folder / INPUT).iterdir()] == ["broken.jsonl"]
    assert not (settings.root.parent / "etc").exists()
    assert safe_name("..\\..\\windows\\win.ini") == "win.ini"
    assert safe_name("../.hidden") == "hidden"
    assert safe_name("论文 2013.json") == "2013.json"
    assert safe_name("") == safe_name(None) == "papers"


def test_ids_are_random_and_an_upload_is_its_owners_only(analysed):
    settings, good, bad, _ = analysed
    assert ID_RE.fullmatch(good) and ID_RE.fullmatch(bad) and good != bad
    assert owned_folder(settings, good, "ada") is not None
    for owner in ("eve", "", None):
        assert owned_folder(settings, good, owner) is None
    meta = json.loads((folder_of(settings, good) / META).read_text())
    assert "ada" not in json.dumps(meta)  # only the cookie's digest is kept
    for bogus in ("../" + good, good[:-1], good + "A", "." * 22, "/etc/passwd", ""):
        assert folder_of(settings, bogus) is None


def test_uploads_are_refused_when_empty_or_too_large(settings):
    with pytest.raises(UploadError, match="empty"):
        create_upload(settings, "a.json", b"", "ada")
    with pytest.raises(UploadError, match="more than the 2 MB an upload may hold"):
        create_upload(settings, "a.json", b"x" * 2_000_001, "ada")
    assert not settings.root.exists() or not any(settings.root.iterdir())


def test_a_gzip_bomb_stops_at_the_expanded_limit(tmp_path):
    settings = UploadSettings(root=tmp_path, max_bytes=100_000)  # 1 MB once decompressed
    bomb = gzip.compress(b"[" + b" " * 3_000_000 + b"]")
    assert len(bomb) < 100_000
    status = wait_for(settings, create_upload(settings, "bomb.json.gz", bomb, "ada"))
    assert status["state"] == "failed"
    assert status["message"].startswith("bomb.json.gz: the file decompresses to more than")


def _fake_upload(settings: UploadSettings, name: str, created: float, size: int) -> Path:
    folder = settings.root / name
    (folder / INPUT).mkdir(parents=True)
    (folder / INPUT / "p.json").write_bytes(b"x" * size)
    (folder / META).write_text(json.dumps({"owner": "", "created": created}))
    (folder / "status.json").write_text(json.dumps({"state": "done"}))
    return folder


def test_uploads_expire_by_age_then_oldest_first_over_the_disk_cap(tmp_path):
    settings = UploadSettings(root=tmp_path, max_age_seconds=3600, disk_bytes=2500)
    now = time.time()
    old = _fake_upload(settings, "A" * 22, now - 7200, 10)
    older_kept = _fake_upload(settings, "B" * 22, now - 600, 1500)
    newest = _fake_upload(settings, "C" * 22, now - 60, 1500)
    stranger = tmp_path / "not-an-upload"
    stranger.mkdir()
    removed = sweep(settings, now)
    assert removed == ["A" * 22, "B" * 22]  # too old; then the oldest, over 2,500 bytes
    assert not old.exists() and not older_kept.exists() and newest.exists()
    assert stranger.exists()  # only upload folders are touched


def test_a_job_that_died_is_reported_not_waited_for(settings, tmp_path):
    folder = _fake_upload(settings, "D" * 22, time.time(), 10)
    dead = os.fork()
    if dead == 0:
        os._exit(0)
    os.waitpid(dead, 0)
    (folder / "status.json").write_text(json.dumps({"state": "running", "pid": dead}))
    status = status_of(folder)
    assert status["state"] == "failed" and "stopped unexpectedly" in status["message"]


def test_a_job_stuck_past_its_bound_is_killed_and_reported(settings):
    """A job whose own alarm cannot end it (its main thread stuck outside Python) showed
    "running" for ever and held the lock the next uploads wait for."""
    import signal
    import subprocess

    from dashboard.upload_job import StatusProgress
    from dashboard.uploads import OVERDUE_SECONDS

    folder = _fake_upload(settings, "S" * 22, time.time(), 10)
    stuck = subprocess.Popen(["sleep", "600"], start_new_session=True)  # a job and its group
    try:
        started = time.time() - OVERDUE_SECONDS + 30  # within its bound: still running
        progress = StatusProgress(folder / "status.json", started)
        progress.stage("load_and_clean", 1, "files")
        assert status_of(folder)["state"] == "running"
        json_status = json.loads((folder / "status.json").read_text())
        assert json_status["started"] == started and json_status["pid"] == os.getpid()
        (folder / "status.json").write_text(json.dumps(
            {**json_status, "pid": stuck.pid, "started": time.time() - OVERDUE_SECONDS - 1}))
        status = status_of(folder)
        assert status["state"] == "failed" and "took too long" in status["message"]
        assert stuck.wait(timeout=60) == -signal.SIGKILL
        assert json.loads((folder / "status.json").read_text())["state"] == "failed"
    finally:
        if stuck.poll() is None:
            stuck.kill()


# --------------------------------------------------------------------------- the mount


@pytest.fixture(scope="module")
def mounted(analysed, seeds_analysis):
    from werkzeug.test import Client

    from dashboard.app import create_app

    settings, good, bad, _ = analysed
    wait_for(settings, good)
    wait_for(settings, bad)
    return Client(create_app(seeds_analysis, uploads=settings).server), settings, good, bad


def _get(client, path: str, owner: str | None):
    if owner is None:
        client.delete_cookie(OWNER_COOKIE)
    else:
        client.set_cookie(OWNER_COOKIE, owner)
    return client.get(path)


def test_an_analysed_upload_is_served_under_its_id_to_its_owner_only(mounted):
    client, _, good, _ = mounted
    page = _get(client, f"/u/{good}/", "ada")
    assert page.status_code == 200
    config = re.search(r'<script id="_dash-config" type="application/json">(.*?)</script>',
                       page.text)
    assert json.loads(config.group(1))["requests_pathname_prefix"] == f"/u/{good}/"
    layout = _get(client, f"/u/{good}/_dash-layout", "ada")
    assert layout.status_code == 200 and "icml2020 · 330 papers" in json.dumps(layout.json, ensure_ascii=False)
    assert _get(client, f"/u/{good}", "ada").status_code == 308
    for owner in ("eve", None):
        refused = _get(client, f"/u/{good}/_dash-layout", owner)
        assert refused.status_code == 404 and "No upload of yours" in refused.text
    main = _get(client, "/_dash-layout", None)
    assert main.status_code == 200 and "icml2020" not in main.text  # the default is untouched


def test_an_uploads_skipped_records_are_said_and_listed_where_the_user_is(mounted):
    """upload61: how many records were skipped and why, in the upload's result and its
    dashboard's masthead, and every one of them as a CSV (file, record, reason) for its
    owner only; a number is "a number, not text", not "too short"."""
    from dashboard.sections.upload import describe

    client, settings, good, _ = mounted
    status = status_of(folder_of(settings, good))
    assert status["skipped"] == 1
    assert status["summary"][1] == ("icml2020.jsonl.gz: line 331 (key num): malformed: its "
                                    "abstract is a number (12345), not text")
    said = json.dumps(describe(settings, good, "ada", f"/u/{good}/")[0], default=str)
    link = f"/u/{good}/_paper-trends/download/skipped_records"
    assert link in said and "Download the list of the one skipped record" in said
    layout = json.dumps(_get(client, f"/u/{good}/_dash-layout", "ada").json, ensure_ascii=False)
    assert "1 record skipped" in layout and '"masthead-skipped-records"' in layout
    assert "Not in the analysis: 1 record skipped: 1 malformed. " in layout
    listed = _get(client, link, "ada")
    assert listed.status_code == 200 and listed.mimetype == "text/csv"
    assert listed.text.splitlines() == [
        "file,record,reason,detail",
        "icml2020.jsonl.gz,line 331 (key num),malformed,"
        "\"its abstract is a number (12345), not text\""]
    assert "icml2020_skipped_records.csv" in listed.headers["Content-Disposition"]
    assert _get(client, link, "eve").status_code == 404
    # the default corpus skipped nothing: no count, no line, no link
    main = _get(client, "/_dash-layout", None).text
    assert "skipped" not in main.lower().replace("skip-link", "")


def test_failed_and_unknown_uploads_answer_plainly(mounted):
    client, _, _, bad = mounted
    failed = _get(client, f"/u/{bad}/", "ada")
    # a file we cannot use is not "not found" (upload61: a 404, logged by the console)
    assert failed.status_code == 422 and "line 3, column 36: broken JSON" in failed.text
    # the file as the user named it, the reason, what an upload may be, the way back
    assert "<h1>../../etc/broken.jsonl could not be analysed</h1>" in failed.text
    assert "broken.jsonl: line 3, column 36: broken JSON" in failed.text
    assert "JSON Lines, CSV" in failed.text and '<a href="/">Back' in failed.text
    assert "X-Paper-Trends" not in failed.headers
    # its waiting page's poll gets it with 200 and a mark, and shows it in place
    polled = client.get(f"/u/{bad}/", headers={"X-Paper-Trends": "poll"})
    assert polled.status_code == 200 and polled.headers["X-Paper-Trends"] == "failed"
    assert polled.text == failed.text
    for path in ("/u/", "/u/../etc/passwd", "/u/%2e%2e/", "/u/" + "A" * 22 + "/"):
        assert _get(client, path, "ada").status_code == 404


def test_a_failure_of_ours_answers_500(mounted):
    """A job that died (or crashed, ran out of memory or time) is our fault, not the file's."""
    from dashboard.uploads import owner_digest

    client, settings, _, _ = mounted
    folder = settings.root / ("D" * 22)
    (folder / INPUT).mkdir(parents=True)
    (folder / META).write_text(json.dumps({"owner": owner_digest("ada"), "created": time.time(),
                                           "shown_name": "icml.json"}))
    (folder / "status.json").write_text(json.dumps({"state": "failed", "message": "MemoryError"}))
    client.set_cookie(OWNER_COOKIE, "ada")
    try:
        answer = client.get(f"/u/{'D' * 22}/")
        assert answer.status_code == 500 and "<h1>icml.json could not be analysed</h1>" in answer.text
    finally:
        shutil.rmtree(folder)


def test_jobs_run_one_at_a_time_and_a_waiting_one_says_so(settings, tmp_path):
    import fcntl

    source = tmp_path / "planted.jsonl"
    write_planted_corpus(source)
    settings.root.mkdir(parents=True)
    with open(settings.root / ".jobs.lock", "wb") as busy:
        fcntl.flock(busy, fcntl.LOCK_EX)  # another upload's analysis is running
        upload_id = create_upload(settings, "p.jsonl", source.read_bytes(), "ada")
        end = time.monotonic() + 120
        while status_of(folder_of(settings, upload_id))["state"] != "waiting":
            assert time.monotonic() < end
            time.sleep(0.2)
        time.sleep(1.0)
        assert status_of(folder_of(settings, upload_id))["state"] == "waiting"
    assert wait_for(settings, upload_id)["state"] == "done"


def test_an_upload_being_analysed_shows_the_preparing_page(mounted):
    """While the job runs, its owner gets ``serve``'s preparing page (dashboard/preparing.py):
    the stage and percent the job wrote, 200 to a browser (a 503 is a console error every
    poll) and 503 to other clients, the header its poll looks for, no timed reload."""
    from dashboard.upload_job import StatusProgress
    from dashboard.uploads import owner_digest

    client, settings, _, _ = mounted
    folder = settings.root / ("W" * 22)
    (folder / INPUT).mkdir(parents=True)
    (folder / META).write_text(json.dumps({"owner": owner_digest("ada"), "created": time.time(),
                                           "shown_name": "<my> icml.json"}))
    (folder / "status.json").write_text(json.dumps({"state": "waiting", "pid": os.getpid()}))
    browser = {"Accept": "text/html,application/xhtml+xml,*/*;q=0.8"}
    client.set_cookie(OWNER_COOKIE, "ada")
    waiting = client.get(f"/u/{'W' * 22}/", headers=browser)
    assert waiting.status_code == 200 and waiting.headers["X-Paper-Trends"] == "preparing"
    assert "<h1>Analysing &lt;my&gt; icml.json</h1>" in waiting.text
    assert "waiting for another upload&#x27;s analysis to finish</b>" in waiting.text
    progress = StatusProgress(folder / "status.json", time.time() - 10)  # began 10 s ago
    progress.expect(["load_and_clean", "vocabulary"])
    progress.stage("load_and_clean", total=10, unit="files")
    progress.advance(5)
    progress.write("running")
    running = client.get(f"/u/{'W' * 22}/", headers=browser)
    assert running.status_code == 200 and ">reading and cleaning the papers</b>" in running.text
    assert "21%" in running.text and "5 of 10 files" in running.text
    # the estimate is made at the request, from the job's time so far: 10 s for 21%
    assert re.search(r"5 of 10 files · about (38|39|40) s left", running.text)  # 38 at once
    assert running.text.count("http-equiv=refresh") == 1  # only the one inside <noscript>
    assert "<noscript><meta http-equiv=refresh content=1></noscript>" in running.text
    assert "This page turns into its dashboard" in running.text
    script = client.get(f"/u/{'W' * 22}/")  # not a browser: "not ready, retry"
    assert script.status_code == 503 and script.headers["Retry-After"] == "1"
    shutil.rmtree(folder)  # a "running" upload of this process: no longer pending
