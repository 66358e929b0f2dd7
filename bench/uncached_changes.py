"""The server's uncached answer to the shared tool's 20 filter changes, and whether two
versions give the same answers.

A fresh server's first ``../shared/tools/browser_latency.py`` run is the honest interaction
figure (bench/INTERACTION.md): every state is new, the render cache holds none of them.
This measures that server work without a browser, so two checkouts can be compared on
the same requests and their answers checked equal:

- ``record``: drives the tool's 20 changes in Chromium against a server of this process
  (``browser_interaction.py``'s) and saves every callback request the page made, in order,
  with its answer;
- ``replay``: posts those requests, in order, to a freshly built app of ``--root`` (the
  caches empty, as a fresh server's) through Flask's test client, without the callback
  deadline's thread, and prints the callback thread's CPU ms per request (parsing, the
  callback, serialising); ``--answers`` writes the answers, ``--compare`` checks them
  against another replay's (as JSON values: key order aside).

Usage::

    python bench/uncached_changes.py record STORE_DIR requests.json
    python bench/uncached_changes.py replay STORE_DIR requests.json --root CHECKOUT \\
        [--answers FILE] [--compare FILE]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path


def record(store: Path, out: Path) -> None:
    import threading

    import flask
    import werkzeug.serving
    from browser_interaction import drive

    from analysis.store import open_saved, saved_folder
    from dashboard.app import create_app

    app = create_app(open_saved(saved_folder(store)).analysis)
    requests: list[dict] = []

    @app.server.after_request
    def _keep(response: flask.Response) -> flask.Response:
        if flask.request.path.endswith("_dash-update-component"):
            requests.append({"body": flask.request.get_json(), "status": response.status_code,
                             "answer": response.get_data(as_text=True)
                             if response.status_code == 200 else None})
        return response

    server = werkzeug.serving.make_server("127.0.0.1", 0, app.server, threaded=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    changes, _ = drive(f"http://127.0.0.1:{server.server_port}/", [])
    server.shutdown()
    out.write_text(json.dumps({"changes": changes, "requests": requests}))
    print(f"{len(requests)} requests of {len(changes)} changes saved to {out}")


def replay(store: Path, saved: Path, root: Path) -> list[tuple[str, float, str | int]]:
    """(the changed input, CPU ms, the answer or its status) of each saved request."""
    sys.path.insert(0, str(root.resolve()))
    from analysis.store import open_saved, saved_folder
    from dashboard.app import create_app
    from dashboard.deadline import CallbackDeadline

    app = create_app(open_saved(saved_folder(store)).analysis)
    if isinstance(app.server.wsgi_app, CallbackDeadline):  # CPU of this thread: no thread
        app.server.wsgi_app = app.server.wsgi_app.app
    client = app.server.test_client()
    out = []
    for saved_request in json.loads(saved.read_text())["requests"]:
        body = saved_request["body"]
        t = time.thread_time()
        response = client.post("/_dash-update-component", json=body)
        ms = (time.thread_time() - t) * 1000
        answer = response.get_data(as_text=True) if response.status_code == 200 \
            else response.status_code
        out.append((body["changedPropIds"][0].split(".")[0], ms, answer))
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("what", choices=["record", "replay"])
    ap.add_argument("store", type=Path)
    ap.add_argument("requests", type=Path)
    ap.add_argument("--root", type=Path, default=Path(__file__).resolve().parent.parent)
    ap.add_argument("--answers", type=Path)
    ap.add_argument("--compare", type=Path)
    args = ap.parse_args(argv)
    if args.what == "record":
        sys.path.insert(0, str(args.root.resolve()))
        record(args.store, args.requests)
        return 0
    done = replay(args.store, args.requests, args.root)
    for i, (changed, ms, answer) in enumerate(done):
        size = len(answer) if isinstance(answer, str) else answer
        print(f"{i:2d} {changed:24s} {ms:7.1f} ms  {size}")
    print(f"total {sum(ms for _, ms, _ in done[1:]):.0f} ms over the {len(done) - 1} changes "
          f"(the first request is the page's own); code of {sys.modules['dashboard'].__file__}")
    answers = [a for *_, a in done]
    if args.answers:
        args.answers.write_text(json.dumps(answers))
    if args.compare:
        other = json.loads(args.compare.read_text())
        parsed = [json.loads(a) if isinstance(a, str) else a for a in answers]
        differ = [i for i, (a, b) in enumerate(zip(parsed, other, strict=True))
                  if a != (json.loads(b) if isinstance(b, str) else b)]
        print("answers equal" if not differ else f"answers differ at requests {differ}")
        return 1 if differ else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
