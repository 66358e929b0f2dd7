"""A callback that runs too long is answered with a message, not left to stall its client.

Every callback's work is bounded by design (the search plans at most 500 characters and
10 phrases, :mod:`analysis.search.query`; the grid pages are capped), so this is the net
under what was not foreseen: a machine swamped by other work, a corpus far larger than
any we measured.  Without it, a request slower than gunicorn's timeout gets its worker
killed (every request that worker was serving is lost and the client sees a broken
connection), and a merely slow one leaves its user with a spinner and no word.

How: :class:`CallbackDeadline` wraps the Flask app (``server.wsgi_app``) and runs each
Dash callback request (``POST .../_dash-update-component``) in a thread of its own; if
no answer is ready after :data:`CALLBACK_SECONDS`, the client gets one at once: the
message in the page's note (the filter note or the headline, whichever the callback
fills), else a 503 with the message.  Python cannot stop a thread, so the late work
finishes in the background and its answer is dropped; the bounded work above is what
keeps that rare.  20 s: 100 times the slowest filter change measured on 250,000 papers,
and well within gunicorn's timeout (``GUNICORN_TIMEOUT``, 120 s), so no worker is
killed for a slow callback.
"""

from __future__ import annotations

import io
import json
import os
import threading
from collections.abc import Callable, Iterable
from typing import Any

from dashboard import ids

CALLBACK_SECONDS = 20.0
#: Sets :data:`CALLBACK_SECONDS` for a server (seconds; e.g. lower behind a proxy that gives
#: up sooner).
SECONDS_ENV = "PAPER_TRENDS_CALLBACK_SECONDS"
CALLBACK_PATH = "/_dash-update-component"
MESSAGE = ("This took longer than {seconds:g} s, so the server stopped waiting for it. "
           "Try fewer or narrower filters, or reload the page.")
#: Where the message goes, by the callback's outputs: (output "id.prop", the props set).
NOTE_OUTPUTS: tuple[tuple[str, dict[str, Any]], ...] = (
    (f"{ids.FILTER_NOTE}.children", {"hidden": False}), (f"{ids.HEADLINE_DETAIL}.children", {}))
#: The largest callback request read (bytes); an upload's limit is added to it.  1 MB
#: holds ten 100 kB searches; a larger body is refused unread (413).
MAX_BODY = 1_000_000

StartResponse = Callable[..., Any]
WSGI = Callable[[dict[str, Any], StartResponse], Iterable[bytes]]


def callback_seconds() -> float:
    """The deadline: ``PAPER_TRENDS_CALLBACK_SECONDS``, else :data:`CALLBACK_SECONDS`."""
    value = os.environ.get(SECONDS_ENV, "").strip()
    return float(value) if value else CALLBACK_SECONDS


class CallbackDeadline:
    """Answer a Dash callback within ``seconds``, with a message if its work is late."""

    def __init__(self, app: WSGI, seconds: float = CALLBACK_SECONDS,
                 max_body: int = MAX_BODY) -> None:
        self.app, self.seconds, self.max_body = app, seconds, max_body

    def __call__(self, environ: dict[str, Any], start_response: StartResponse
                 ) -> Iterable[bytes]:
        length = environ.get("CONTENT_LENGTH") or ""
        if environ.get("REQUEST_METHOD") != "POST" or not length.isdigit() \
                or not environ.get("PATH_INFO", "").endswith(CALLBACK_PATH):
            return self.app(environ, start_response)
        if int(length) > self.max_body:
            return _answer(start_response, "413 Content Too Large", {"message": (
                f"The request holds {int(length):,} bytes, more than the {self.max_body:,} "
                "the server reads.")})
        body = environ["wsgi.input"].read(int(length))  # here: the thread never waits on it
        inner = dict(environ, **{"wsgi.input": io.BytesIO(body)})
        answer: dict[str, Any] = {}
        done = threading.Event()
        threading.Thread(target=self._run, args=(inner, answer, done), daemon=True,
                         name="callback").start()
        if not done.wait(self.seconds):
            return late_answer(body, self.seconds, start_response)
        if "error" in answer:
            raise answer["error"]
        start_response(answer["status"], answer["headers"])
        return [answer["body"]]

    def _run(self, environ: dict[str, Any], answer: dict[str, Any],
             done: threading.Event) -> None:
        def start(status: str, headers: list[tuple[str, str]], exc_info: Any = None
                  ) -> Callable[[bytes], None]:
            answer["status"], answer["headers"] = status, headers
            return lambda data: None

        try:
            chunks = self.app(environ, start)
            try:
                answer["body"] = b"".join(chunks)
            finally:
                close = getattr(chunks, "close", None)
                if close is not None:
                    close()
        except BaseException as error:  # noqa: BLE001 - raised again in the request's thread
            answer["error"] = error
        finally:
            done.set()


def late_answer(body: bytes, seconds: float, start_response: StartResponse) -> list[bytes]:
    """The message, in the page's note when the callback fills one, else as a 503."""
    message = MESSAGE.format(seconds=seconds)
    try:
        request = json.loads(body)
        outputs = request["outputs"]
        outputs = outputs if isinstance(outputs, list) else [outputs]
        filled = {f"{o['id']}.{o['property']}" for o in outputs if isinstance(o, dict)}
    except (ValueError, KeyError, TypeError):
        filled = set()
    for output, extra in NOTE_OUTPUTS:
        if output in filled:
            component, prop = output.rsplit(".", 1)
            return _answer(start_response, "200 OK", {"multi": True, "response": {
                component: {prop: message, **extra}}})
    return _answer(start_response, "503 Service Unavailable", {"message": message})


def _answer(start_response: StartResponse, status: str, value: dict[str, Any]) -> list[bytes]:
    data = json.dumps(value).encode()
    start_response(status, [("Content-Type", "application/json"),
                            ("Content-Length", str(len(data))), ("Cache-Control", "no-store")])
    return [data]
