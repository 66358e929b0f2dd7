"""The "About" sheet of a workbook: what the tables after it hold, in words.

A downloaded workbook is read later, by someone else, away from the page that made it;
until about66 its corpus, filters and settings were only in its file name (review66).
Its first sheet now says them, two columns (``about``, ``value``), a line each:

- the corpus, its input files (and the files that held no papers), the papers loaded of
  the records read and the records skipped by reason, as manifest.json counts them;
- the filters of the view, a line each in the page's words (``none`` for ``analyze``);
- the settings: topics K and how K was chosen (the rule, or ``--topics``, and the topics
  no paper was mainly about left out; the saved analysis whose topics an extended one
  kept), the seed, the shortest abstract kept and the paper-trends version the manifest
  records;
- the time written (UTC), and one line per sheet after it: the table registry's
  description of its rows (:data:`analysis.tables.TABLES`).

One pure function of the manifest, the filter words and the sheets, so that ``analyze
--excel`` and the dashboard's download write the same lines the same way.  Every value is
text: the sheet is read, not computed on, and a count written as "2,996 of 3,001" says
what it is of.  CSVs get no such lines: a comment line would break their readers.
"""

from __future__ import annotations

import datetime
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

import pandas as pd

from analysis.io.skips import skip_counts_text
from analysis.tables import table_spec

#: The sheet's name, first in the workbook (no table is called so: theirs are lower case).
ABOUT_SHEET = "About"
COLUMNS = ["about", "value"]
#: Its columns' widths in characters, the text wrapped within them: the longest line's
#: name ("Sheet acceptance_by_paper_type", 30) whole, and a value a line of prose wide
#: (a table's description wraps to two to four lines, not one line of 300 characters).
ABOUT_WIDTHS = (32.0, 100.0)
#: The line that says no filter was set (``analyze``; a view of every paper).
NO_FILTER = ("Filters", "none: every paper")


def topics_words(settings: Mapping[str, Any]) -> str:
    """"39, by the rule round(...)" or "12, given (--topics 12)", with the topics left
    out when some fitted ones had no paper mainly about them."""
    k = settings.get("k_selection") or {}
    n = settings.get("n_topics", k.get("chosen"))
    asked = settings.get("n_topics_requested")
    how = f"given (--topics {asked:,})" if asked else f"by the rule {k.get('rule', 'unknown')}"
    left = int(k.get("left_out") or 0)
    out = (f"; {left:,} of the {k.get('fitted', n):,} fitted left out: no paper was mainly "
           "about them" if left else "")
    return f"{n:,}, {how}{out}" if isinstance(n, int) else f"unknown, {how}"


def _corpus_lines(manifest: Mapping[str, Any]) -> list[tuple[str, str]]:
    counts = manifest.get("counts", {})
    inputs, empty = manifest.get("inputs", []), manifest.get("skipped_files", [])
    files = f"{len(inputs):,}" + (f" (and {len(empty):,} with no papers, not read)"
                                  if empty else "")
    loaded = (f"{int(counts['loaded']):,} of {int(counts['read']):,} records read"
              if "loaded" in counts and "read" in counts else "unknown")
    return [("Corpus", str(manifest.get("corpus", ""))), ("Input files", files),
            ("Papers loaded", loaded),
            ("Records skipped", skip_counts_text(dict(manifest)) or "none")]


def _settings_lines(manifest: Mapping[str, Any]) -> list[tuple[str, str]]:
    settings = manifest.get("settings", {})
    shortest = settings.get("min_abstract_chars")
    model = manifest.get("model")  # an analysis extended with papers (--model DIR)
    fitted = [("Topics fitted on", f"the saved analysis {Path(str(model['folder'])).name}: "
               f"{int(model['saved_papers']):,} papers; {int(model['added_papers']):,} "
               "added later, each placed in its topics")] if model else []
    return [("Topics (K)", topics_words(settings)), *fitted,
            ("Seed", str(settings.get("seed", "unknown"))),
            ("Shortest abstract kept", f"{shortest:,} characters" if shortest else "unknown"),
            ("paper-trends version", str(manifest.get("version", "unknown")))]


def about_table(manifest: Mapping[str, Any], sheets: Iterable[str],
                filters: Sequence[tuple[str, str]] = (),
                written: datetime.datetime | None = None) -> pd.DataFrame:
    """The About sheet (:data:`COLUMNS`) of a workbook of the tables named ``sheets``, in
    order, made from ``manifest`` (manifest.json's, or a loaded analysis'); ``filters``:
    (filter, its value in words) of the view, none for every paper; ``written``: when
    (now when None; a naive time is taken as UTC)."""
    when = written or datetime.datetime.now(datetime.timezone.utc)
    if when.tzinfo is not None:
        when = when.astimezone(datetime.timezone.utc)
    lines = _corpus_lines(manifest)
    lines += list(filters) or [NO_FILTER]
    lines += _settings_lines(manifest)
    lines.append(("Written", when.strftime("%Y-%m-%d %H:%M UTC")))
    lines += [(f"Sheet {name}", _description(name)) for name in sheets]
    return pd.DataFrame(lines, columns=COLUMNS, dtype=object)


def _description(name: str) -> str:
    try:
        return table_spec(name).description
    except KeyError:
        return ""


def with_about(tables: Mapping[str, pd.DataFrame], manifest: Mapping[str, Any],
               filters: Sequence[tuple[str, str]] = (),
               written: datetime.datetime | None = None) -> dict[str, pd.DataFrame]:
    """``tables`` after their About sheet (:func:`about_table`), as a workbook has them."""
    return {ABOUT_SHEET: about_table(manifest, list(tables), filters, written), **tables}
