"""Each analysed upload's own dashboard, at ``/u/<id>/`` of the same server.

:class:`UploadMount` wraps the main app's WSGI callable (Flask's documented middleware
hook, ``server.wsgi_app``), so the Werkzeug server, gunicorn and the tests all get it.
A request under ``/u/<id>/`` is answered by a Dash app made for that upload (the same
:func:`~dashboard.app.create_app` as the default corpus, under the prefix: the main app
hands it in, so this module does not import it back) only when the
id is well formed, the upload is its caller's (owner cookie, :mod:`dashboard.uploads`)
and its analysis is saved; anything else gets one plain "not found", whatever the
reason, so a stranger learns nothing from trying ids.  Each process keeps the apps of
the :data:`APPS_KEPT` uploads used last (an app of a few thousand papers takes tens of
MB) and drops the app of an upload that expired.
"""

from __future__ import annotations

import html
import re
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterable
from http.cookies import SimpleCookie
from typing import Any

from dashboard.uploads import (
    OWNER_COOKIE,
    STORE,
    UploadSettings,
    folder_of,
    owned_folder,
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


def _page(start_response: StartResponse, status: str, title: str, text: str,
          refresh: bool = False) -> list[bytes]:
    meta = "<meta http-equiv=refresh content=2>" if refresh else ""
    body = (f"<!doctype html><html lang=en><head><meta charset=utf-8>{meta}"
            f"<title>Paper Trends · {html.escape(title)}</title></head><body>"
            f"<h1>{html.escape(title)}</h1><p>{html.escape(text)}</p>"
            "<p><a href=\"/\">Back to the dashboard</a></p></body></html>").encode()
    start_response(status, [("Content-Type", "text/html; charset=utf-8"),
                            ("Content-Length", str(len(body))), ("Cache-Control", "no-store")])
    return [body]


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
                         "No upload of yours is here: uploads are shown only in the browser "
                         "that sent them, and are removed after a while.")
        upload_id, rest = match.group(1), match.group(2) or ""
        if not rest:
            start_response("308 Permanent Redirect", [("Location", upload_path(upload_id)),
                                                     ("Content-Length", "0")])
            return [b""]
        state = status_of(folder)
        if state.get("state") != "done":
            if state.get("state") == "failed":
                return _page(start_response, "404 Not Found", "The upload could not be read",
                             str(state.get("message", "")))
            return _page(start_response, "503 Service Unavailable", "Analysing the upload",
                         "This page turns into its dashboard when the analysis is ready.",
                         refresh=True)
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
