"""Each analysed upload's own dashboard, at ``/u/<id>/`` of the same server.

:class:`UploadMount` wraps the main app's WSGI callable (Flask's documented middleware
hook, ``server.wsgi_app``), so the Werkzeug server, gunicorn and the tests all get it.
A request under ``/u/<id>/`` is answered by a Dash app made for that upload (the same
:func:`~dashboard.app.create_app` as the default corpus, under the prefix: the main app
hands it in, so this module does not import it back) only when the
id is well formed, the upload is its caller's (owner cookie, :mod:`dashboard.uploads`)
and its analysis is saved; while it is analysed, its owner gets the preparing page of
``serve`` (:mod:`dashboard.preparing`: the stage and percent the job reports, and it
turns into the dashboard by itself), and after a failure the file and the reason (422
for a file we cannot use, 500 for our fault: :func:`failed_status`);
anything else gets one plain "not found", whatever the reason, so a stranger learns
nothing from trying ids.  Each process keeps the apps of
the :data:`APPS_KEPT` uploads used last (an app of a few thousand papers takes tens of
MB) and drops the app of an upload that expired.
"""

from __future__ import annotations

import html
import re
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterable
from http.cookies import SimpleCookie
from typing import Any

from analysis.progress import ESTIMATE_FROM
from dashboard.preparing import HTML, answer_failed, answer_preparing, page_html, preparing_page
from dashboard.uploads import (
    FORMATS_TEXT,
    META,
    OWNER_COOKIE,
    STORE,
    UploadSettings,
    folder_of,
    owned_folder,
    read_json,
    status_of,
)

APPS_KEPT = 4
PREFIX = "/u/"
_PATH = re.compile(r"/u/([A-Za-z0-9_-]{22})(/.*)?")

StartResponse = Callable[..., Any]
WSGI = Callable[[dict[str, Any], StartResponse], Iterable[bytes]]


def upload_path(upload_id: str) -> str:
    return f"{PREFIX}{upload_id}/"


def owner_of(environ: dict[str, Any]) -> str | None:
    cookie: SimpleCookie = SimpleCookie()
    try:
        cookie.load(environ.get("HTTP_COOKIE", ""))
    except Exception:  # noqa: BLE001 - a malformed cookie header: no owner
        return None
    morsel = cookie.get(OWNER_COOKIE)
    return morsel.value if morsel else None


NOT_FOUND = ("No upload of yours is here: uploads are shown only in the browser that sent "
             "them, and are removed after a while.")
#: The stage shown before the job's first progress report (uploads.status_of's states).
_BEFORE = {"waiting": "waiting for another upload's analysis to finish",
           "starting": "starting", "running": "starting"}


def _home(environ: dict[str, Any]) -> str:
    home = html.escape(environ.get("SCRIPT_NAME", "").rstrip("/") + "/")
    return f'<p><a href="{home}">Back to the dashboard</a></p>'


def _page(start_response: StartResponse, status: str, title: str, body: str) -> list[bytes]:
    page = page_html(title, body)
    start_response(status, [("Content-Type", HTML), ("Content-Length", str(len(page))),
                            ("Cache-Control", "no-store")])
    return [page]


def progress_of(status: dict[str, Any]) -> dict[str, Any]:
    """The job's progress (:meth:`~analysis.progress.Progress.describe`, written by
    :mod:`dashboard.upload_job`), or the stage before its first report."""
    described = status.get("progress")
    if status.get("state") == "running" and isinstance(described, dict):
        # the job writes its estimate when a stage begins: one from then would stay
        # "about 0 s left" through a long stage (walk60), so it is made now, from the
        # wall-clock time the job has run (its imports included: a little long if anything)
        done = float(described.get("percent", 0)) / 100
        ran = time.time() - float(status.get("started", time.time()))
        left = round(ran * (1 - done) / done) if ESTIMATE_FROM <= done < 1 else None
        return {"done": 0, "total": 0, "unit": "", "notes": [], "percent": 0,
                **described, "seconds_left": left}
    return {"stage_name": _BEFORE.get(str(status.get("state")), "starting"), "percent": 0,
            "done": 0, "total": 0, "unit": "", "seconds_left": None, "notes": []}


def waiting_page(environ: dict[str, Any], status: dict[str, Any], name: str) -> bytes:
    """The upload's page while it is analysed: :mod:`dashboard.preparing`'s, which
    turns into the upload's dashboard by itself."""
    return preparing_page(progress_of(status), heading=f"Analysing {name}",
                          becomes="its dashboard", after=_home(environ))


def failed_body(environ: dict[str, Any], status: dict[str, Any], name: str) -> str:
    """What a failed upload's page says: the file, the reason (the job's message names
    the record or line), what an upload may be, the way back to upload it again."""
    message = str(status.get("message") or "The analysis failed.")
    return (f"<h1>{html.escape(name)} could not be analysed</h1>"
            f"<p class=error role=alert>{html.escape(message)}</p>"
            f"<p>An upload may be {html.escape(FORMATS_TEXT)}. Correct the file, then drop "
            "it on the dashboard again.</p>" + _home(environ))


def failed_status(status: dict[str, Any]) -> str:
    """The HTTP status of a failed upload's page: 422 when the file cannot be used (the
    job's ``cause`` is "file": a :class:`~analysis.io.CorpusError`, naming file, record and
    reason), 500 for anything else (our fault: a crash, the server's memory or time)."""
    if status.get("cause") == "file":
        return "422 Unprocessable Content"
    return "500 Internal Server Error"


class UploadMount:
    """The main app, plus every analysed upload's dashboard under ``/u/<id>/``."""

    def __init__(self, main: WSGI, settings: UploadSettings,
                 make_app: Callable[[Any, str], WSGI]) -> None:
        self.main = main
        self.settings = settings
        self.make_app = make_app  # (analysis, URL prefix) -> its dashboard (app.create_app's)
        self._apps: OrderedDict[str, WSGI] = OrderedDict()
        self._lock = threading.Lock()

    def __call__(self, environ: dict[str, Any], start_response: StartResponse
                 ) -> Iterable[bytes]:
        path = environ.get("PATH_INFO", "")
        if not path.startswith(PREFIX):
            return self.main(environ, start_response)
        match = _PATH.fullmatch(path)
        folder = owned_folder(self.settings, match.group(1), owner_of(environ)) \
            if match else None
        if match is None or folder is None:
            if match and folder_of(self.settings, match.group(1)) is None:
                self._forget(match.group(1))  # expired: its app goes too
            return _page(start_response, "404 Not Found", "Not found",
                         f"<h1>Not found</h1><p>{NOT_FOUND}</p>{_home(environ)}")
        upload_id, rest = match.group(1), match.group(2) or ""
        if not rest:
            start_response("308 Permanent Redirect", [("Location", upload_path(upload_id)),
                                                     ("Content-Length", "0")])
            return [b""]
        state = status_of(folder)
        if state.get("state") != "done":
            name = str((read_json(folder / META) or {}).get("shown_name") or "the file")
            if state.get("state") == "failed":
                return answer_failed(environ, start_response, failed_status(state),
                                     page_html("the upload could not be analysed",
                                               failed_body(environ, state, name)))
            return answer_preparing(environ, start_response, waiting_page(environ, state, name))
        app = self._app(upload_id, folder)
        script = environ.get("SCRIPT_NAME", "").rstrip("/")
        inner = dict(environ, SCRIPT_NAME=f"{script}/u/{upload_id}", PATH_INFO=rest)
        return app(inner, start_response)

    def _app(self, upload_id: str, folder: Any) -> WSGI:
        with self._lock:
            app = self._apps.get(upload_id)
            if app is not None:
                self._apps.move_to_end(upload_id)
                return app
        from analysis.store import open_analysis

        made = self.make_app(open_analysis(folder / STORE), upload_path(upload_id))
        with self._lock:
            self._apps[upload_id] = made
            while len(self._apps) > APPS_KEPT:
                self._apps.popitem(last=False)
            return self._apps[upload_id]

    def _forget(self, upload_id: str) -> None:
        with self._lock:
            self._apps.pop(upload_id, None)
