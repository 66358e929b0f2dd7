"""The upload control: drop or pick a paper list, watch its analysis, open its dashboard.

The file travels in the callback request (``dcc.Upload`` reads it in the browser as a data
URL) and is kept and analysed by :mod:`dashboard.uploads` (the limits, the owner cookie,
the job); this module only turns that into what the page says.  The browser refuses a
file over the limit before sending it (``max_size``; ``assets/upload_limit.js`` says so,
since ``dcc.Upload`` drops such a file without a word), and the server checks again.
The upload's id lives in this tab's session storage, so a reload keeps showing its
progress; the poll (once a second while an analysis runs) answers only to the browser
that owns the upload.
"""

from __future__ import annotations

import base64
import binascii
import time
from typing import Any

from dash import Dash, Input, Output, State, ctx, dcc, html, no_update

from dashboard import ids
from dashboard.files import DOWNLOAD_ROUTE
from dashboard.sections.downloads import SKIPPED
from dashboard.upload_mount import upload_path
from dashboard.uploads import (
    FORMATS_TEXT,
    OWNER_COOKIE,
    UploadError,
    UploadSettings,
    create_upload,
    new_owner_token,
    owned_folder,
    status_of,
    sweep,
)

POLL_MS = 1000
SWEEP_EVERY = 60.0  # s: expired uploads are removed at most this often per process
_last_sweep = [0.0]


def upload_panel(settings: UploadSettings) -> html.Section:
    """The drop zone, what it takes, and the status of this tab's upload."""
    hours = settings.max_age_seconds / 3600
    return html.Section([
        html.H2("Analyse your own papers", id="upload-title"),
        html.P(f"Drop a paper list here: {FORMATS_TEXT}, up to {settings.limit_text}. It is "
               "read exactly as `paper-trends analyze` reads it and analysed on the server; "
               f"only this browser sees it, and it is deleted after {hours:g} hours.",
               className="section-lead", id="upload-help"),
        dcc.Upload(
            id=ids.UPLOAD, multiple=False, max_size=settings.max_bytes,
            children=html.Div(["Drag a paper list here, or ",
                               html.Span("choose a file", className="link")]),
            className="upload-drop", className_active="upload-drop active",
            className_reject="upload-drop rejected"),
        # filled by assets/upload_limit.js only (never by a callback)
        html.P(id=ids.UPLOAD_REFUSED, className="upload-status upload-error", role="alert",
               **_attributes({"data-max-bytes": str(settings.max_bytes),
                              "data-limit": settings.limit_text})),
        html.Div(id=ids.UPLOAD_STATUS, className="upload-status", role="status",
                 **_attributes({"aria-live": "polite"})),
        dcc.Store(id=ids.UPLOAD_ID, storage_type="session"),
        dcc.Interval(id=ids.UPLOAD_POLL, interval=POLL_MS, disabled=True),
    ], id="upload-section", className="section",
        **_attributes({"aria-labelledby": "upload-title"}))


def _attributes(values: dict[str, str]) -> dict[str, Any]:
    """``data-*`` and ``aria-*`` attributes, as keyword arguments of a Dash component."""
    return values


def decode_contents(contents: str) -> bytes:
    """The bytes of ``dcc.Upload``'s data URL (``data:<type>;base64,<data>``)."""
    _, _, data = contents.partition(",")
    try:
        return base64.b64decode(data, validate=True)
    except (binascii.Error, ValueError):
        raise UploadError("The browser sent the file garbled; try again.") from None


def _error(message: str) -> html.P:
    return html.P(message, className="upload-error")


def received(settings: UploadSettings, contents: str, name: str | None,
             owner: str) -> tuple[str | None, Any]:
    """(the new upload's id or None, what the page says)."""
    try:
        upload_id = create_upload(settings, name, decode_contents(contents), owner)
    except UploadError as e:
        return None, _error(f"{name or 'The file'}: {e}")
    return upload_id, html.P(f"Received {name}; the analysis starts…")


def describe(settings: UploadSettings, upload_id: str, owner: str | None,
             href: str) -> tuple[Any, bool]:
    """(what the page says about the upload, whether polling is over)."""
    folder = owned_folder(settings, upload_id, owner)
    if folder is None:
        return html.P("Your upload is no longer here (uploads are deleted after a while); "
                      "drop the file again to analyse it."), True
    status = status_of(folder)
    state = status.get("state")
    if state == "done":
        skipped = int(status.get("skipped", 0))
        listed = [html.P(html.A(
            f"Download the list of {'the' if skipped > 1 else 'the one'} skipped "
            f"record{'s' * (skipped > 1)}: file, record, reason (CSV)",
            href=f"{href}{DOWNLOAD_ROUTE.lstrip('/')}{SKIPPED}", download=""))] if skipped else []
        return [html.P(f"Analysed: {status['papers']:,} papers, {status['topics']} topics."),
                html.Ul([html.Li(line) for line in status.get("summary", [])]), *listed,
                html.A("Open its dashboard", href=href, className="upload-open")], True
    if state == "failed":
        return _error(str(status.get("message", "The analysis failed."))), True
    # its own page (dashboard.upload_mount) follows the analysis and becomes its dashboard
    follow = html.P([html.A("Follow it on its own page", href=href, className="upload-follow"),
                     ", which turns into its dashboard when the analysis is done."])
    if state == "waiting":
        return [html.P("Waiting for another upload's analysis to finish…"), follow], False
    if state == "starting":
        return [html.P("Starting the analysis…"), follow], False
    progress = status.get("progress", {})
    return [html.P(f"Analysing: {progress.get('stage_name') or 'starting'}, "
                   f"{progress.get('percent', 0)}%"),
            html.Progress(value=str(progress.get("percent", 0)), max="100"), follow], False


def register_uploads(app: Dash, settings: UploadSettings) -> None:
    """The upload callback (keep the file, start its analysis, give the browser its owner
    cookie) and the poll of the analysis."""

    @app.callback(Output(ids.UPLOAD_ID, "data"), Output(ids.UPLOAD_STATUS, "children",
                                                         allow_duplicate=True),
                  Output(ids.UPLOAD_POLL, "disabled", allow_duplicate=True),
                  Output(ids.UPLOAD, "contents"),
                  Input(ids.UPLOAD, "contents"), State(ids.UPLOAD, "filename"),
                  prevent_initial_call=True)
    def _received(contents: str | None, name: str | None) -> tuple[Any, ...]:
        if not contents:
            return no_update, no_update, no_update, no_update
        owner = ctx.cookies.get(OWNER_COOKIE)
        if not owner:
            owner = new_owner_token()
            ctx.response.set_cookie(OWNER_COOKIE, owner, httponly=True, samesite="Strict",
                                    max_age=int(settings.max_age_seconds) + 3600)
        upload_id, message = received(settings, contents, name, owner)
        if upload_id is None:
            return no_update, message, True, None
        return upload_id, message, False, None

    @app.callback(Output(ids.UPLOAD_STATUS, "children"), Output(ids.UPLOAD_POLL, "disabled"),
                  Input(ids.UPLOAD_POLL, "n_intervals"), Input(ids.UPLOAD_ID, "data"))
    def _poll(_: int | None, upload_id: str | None) -> tuple[Any, bool]:
        if not upload_id:
            return no_update, True
        now = time.monotonic()
        if now - _last_sweep[0] > SWEEP_EVERY:
            _last_sweep[0] = now
            sweep(settings)
        href = app.get_relative_path(upload_path(upload_id))
        return describe(settings, upload_id, ctx.cookies.get(OWNER_COOKIE), href)
