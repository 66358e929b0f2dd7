"""Reviewing paper types by hand: the "needs review" switch, the form that sets the type of
the paper shown, and what is said once it is saved.

"Needs review" (``review=1`` in the URL) keeps the uncertain papers only, least certain
first, so a reader checks the labels most likely wrong.  A type set by hand is kept in the
corrections file (:mod:`dashboard.corrections`), counted in every chart, table and download
from the next request on, and leaves the review list (its band is then ``corrected``, or
``confirmed`` for the model's type kept); "as the model says" gives the paper back to the
model.  "Label is right" confirms the model's type in one click: a row of the corrections
file with that same type, so a paper read and agreed with leaves the list as a changed one
does and is not met again, unread-looking, after a reload (review55: 67 of 100 papers came
back); its band and source are ``confirmed``, not ``corrected`` (review61).  The button
names the label it keeps: "Label is right: Theory only", or on a paper corrected to another
type "Keep Empirical only, set by hand" (it keeps the hand-set type, not the model's).
Either, and Save in "Needs review", opens the next paper (``assets/review_next.js``).  The
form's values come from the browser and are checked here before anything is written.
"""

from __future__ import annotations

from typing import Any

from dash import dcc, html

from analysis.paper_types.corrections import CONFIRMED, HAND_SET, CorrectionsFileError
from analysis.schema import PAPER_TYPES
from dashboard import ids
from dashboard.charts import attributes
from dashboard.figures import TYPE_LABELS
from dashboard.grid_sort import TIE_ORDER
from dashboard.state import REVIEW
from dashboard.view import View

MODEL_LABEL = "model"  # the correction form's choice "as the model says"
CONFIRM_KEY = "Y"  # presses "Label is right" in the paper's panel (assets/review_next.js)
#: The keys of the review loop, under the form (README, "Reviewing paper types"); hidden
#: where there is no keyboard to press them (dashboard.css, ``hover: none``).
KEYS_NOTE = ("Keys: Enter on a row opens its paper; in the paper, Y = Label is right, "
             "Tab to the type and Save, Escape = back to the row.")
NOTE_CHARS = 500  # a note longer than this is cut (it comes from the browser)
TITLE_CHARS = 120  # a title longer than this is cut in the message after a correction

#: The review order's ties (:data:`~dashboard.grid_sort.TIE_ORDER`) as the "Needs review"
#: switch says them.
TIE_WORDS = f"ties: {', '.join(TYPE_LABELS[t] for t in TIE_ORDER)}, each newest first"


def type_name(kind: str) -> str:
    """A paper type as the menu, the table and the charts name it ("Theory only"): the
    messages said the stored lower-case "unclear", "theory only" beside them (review59)."""
    return TYPE_LABELS.get(kind, kind)


def toggle(view: View) -> html.Div:
    """"Needs review": the uncertain papers only, least certain first (``review=1``)."""
    return html.Div(dcc.Checklist(id=ids.REVIEW_FILTER, value=[], className="review-filter",
                                  options=toggle_options(view)))


def toggle_options(view: View) -> list[dict[str, str]]:
    """The switch's one option, with the corpus's number of papers left to review (sent
    again after each correction: a corrected paper leaves the uncertain band).  The number
    is the corpus's, said so: under a venue filter "the 11,905 papers whose type is
    uncertain" beside "279 of 60,974 papers" read as 11,905 to review there (review53).
    It says how papers of one confidence are ordered (:data:`TIE_WORDS`): a quarter of
    ICML's uncertain papers share 0.356 (review61)."""
    papers = view.analysis.papers
    n = int((papers["paper_type_band"] == "uncertain").sum()) if (
        "paper_type_band" in papers) else 0
    return [{"label": " Needs review: only the papers whose type is uncertain, least certain "
                      f"first ({n:,} in the corpus; {TIE_WORDS})", "value": REVIEW}]


def correction_form() -> html.Div:
    """Set the type of the paper shown (hidden until a paper is picked)."""
    options = [{"label": TYPE_LABELS.get(t, t), "value": t} for t in PAPER_TYPES]
    options.append({"label": "As the model says", "value": MODEL_LABEL})
    return html.Div(
        [html.Label("Set this paper's type", htmlFor=ids.CORRECT_TYPE),
         dcc.Dropdown(id=ids.CORRECT_TYPE, options=options, clearable=False,
                      placeholder="Choose a type", className="correct-type"),
         dcc.Input(id=ids.CORRECT_NOTE, type="text", placeholder="note (optional)",
                   debounce=False, className="correct-note", value=""),
         html.Button("Save", id=ids.CORRECT_SAVE, n_clicks=0, className="button primary"),
         html.Button("Label is right", id=ids.CORRECT_CONFIRM, n_clicks=0, className="button",
                     **attributes(aria_keyshortcuts=CONFIRM_KEY)),
         html.Span(id=ids.CORRECT_STATUS, className="correct-status", role="status"),
         html.Span(KEYS_NOTE, className="correct-keys")],
        id=ids.CORRECT_FORM, className="correct-form", hidden=True)


def form_value(view: View, row: int | None) -> str | None:
    """The correction form's choice for a paper: its hand-set type, else none chosen."""
    if row is None or "paper_type_source" not in view.analysis.papers:
        return None
    papers = view.analysis.papers
    return (str(papers["paper_type"].iat[row])
            if papers["paper_type_source"].iat[row] in HAND_SET else None)


def confirm_button(view: View, row: int | None) -> tuple[str, str]:
    """"Label is right"'s text and tooltip for a paper: it names the label it keeps.  On a
    paper corrected to another type it keeps the hand-set one, not the model's, which the
    bare "Label is right" (tooltip: "keep the model's type") did not say (review57)."""
    if row is None:
        return "Label is right", f"key {CONFIRM_KEY}"
    shown = str(view.analysis.papers["paper_type"].iat[row])
    kind, model = (TYPE_LABELS.get(t, t) for t in (shown, view.live.model_label(row)))
    if shown != view.live.model_label(row):
        return (f"Keep {kind}, set by hand",
                f"keep the type set by hand, {kind} (the model said {model}), "
                f"and open the next paper (key {CONFIRM_KEY})")
    return (f"Label is right: {kind}",
            f"keep the model's type, {kind}, confirmed by hand (it leaves Needs "
            f"review), and open the next paper (key {CONFIRM_KEY})")


def form_note(view: View, row: int | None) -> str:
    """The note field's text for a paper: the note saved with its correction, else empty.
    The field kept the last paper's note: typed for one paper, it was saved again with the
    next one corrected (review55)."""
    if row is None or not view.live.enabled:
        return ""
    return view.live.note(str(view.analysis.papers["paper_id"].iat[row]))


def save_correction(view: View, row: int | None, choice: Any, note: Any) -> str:
    """Record the choice for the paper at ``row`` (a row of ours, checked by
    :func:`dashboard.sections.papers.row_of`, or None); the message shown after.  A type
    that is not one, a note that is not text (they come from the browser) are refused or
    ignored, never written."""
    if not view.live.enabled:
        return "No corrections file: start the dashboard with --corrections FILE."
    if row is None or not 0 <= row < view.n_papers:
        return "Pick a paper first."
    note = note[:NOTE_CHARS] if isinstance(note, str) else ""
    paper_id = str(view.analysis.papers["paper_id"].iat[row])
    if choice not in (*PAPER_TYPES, MODEL_LABEL):
        return "Choose a type first."
    try:
        view.live.set(paper_id, None if choice == MODEL_LABEL else choice, note or "")
    except OSError as e:  # a read-only corpus folder, a full disk: say where and why
        return (f"Not saved: cannot write {view.live.path} ({e.strerror or e}). Start the "
                "dashboard with --corrections FILE in a folder you can write.")
    except CorrectionsFileError as e:  # not UTF-8, no paper_id header: not written over
        return f"Not saved: {e}."
    if choice == MODEL_LABEL:
        return f"Back to the model's label, {type_name(view.live.model_label(row))}."
    return f"Saved: {type_name(choice)}, in {view.live.path}.{_not_used(view)}"


def _not_used(view: View) -> str:
    """" 2 rows of the file are not used: F:7: ..." when some are (a typed type, another
    corpus's paper_id), so the reader who saves there hears of them (review67: only the
    server's terminal said so)."""
    unused = view.live.skipped()
    if not unused:
        return ""
    if len(unused) == 1:
        return f" 1 row of the file is not used: {unused[0]}."
    return (f" {len(unused):,} rows of the file are not used (the workbook's About sheet "
            f"lists them), the first: {unused[0]}.")


def confirm_label(view: View, row: int | None, note: Any) -> str:
    """Keep the type the paper at ``row`` shows (the model's, or one set by hand before) as
    a correction (see :func:`save_correction`); the message shown after."""
    if not (view.live.enabled and row is not None and 0 <= row < view.n_papers):
        return save_correction(view, row, MODEL_LABEL, note)  # says what is missing
    view.live.refresh()  # the type shown now, whichever process set it
    choice = str(view.analysis.papers["paper_type"].iat[row])
    message = save_correction(view, row, choice, note)
    if not message.startswith("Saved: "):
        return message
    kind = type_name(choice)
    return (f"Confirmed: {kind}, the model's label, in {view.live.path}."
            if choice == view.live.model_label(row) else
            f"Kept: {kind}, as corrected by hand, in {view.live.path}.") + _not_used(view)


def saved_note(view: View, row: int | None) -> str:
    """The "no papers match" message's line when a correction emptied the selection (the
    review list's last paper set by hand): the views, the paper panel and its "Saved" go
    out of sight with it, so this says that the correction was kept and where the paper
    went.  ``row``: as for :func:`save_correction`."""
    if row is None or not 0 <= row < view.n_papers or not view.live.enabled:
        return ""
    paper = view.analysis.papers.iloc[row]
    title = " ".join(str(paper["title"] or "").split())
    title = (f"“{title[:TITLE_CHARS]}{'…' if len(title) > TITLE_CHARS else ''}”"
             if title else "The paper")
    kind = type_name(str(paper["paper_type"]))
    source = paper.get("paper_type_source")
    how = "confirmed by hand" if source == CONFIRMED else "corrected by hand"
    said = (f"is now {kind}, {how} (kept in {view.live.path})"
            if source in HAND_SET
            else f"is back to the model's label, {kind}")
    return (f"Saved: {title} {said}. It was the last paper these filters matched; clear "
            "them to find it among the others.")
