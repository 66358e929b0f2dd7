"""The "About" sheet of a workbook: what the tables after it hold, in words and numbers.

A downloaded workbook is read later, by someone else, away from the page that made it;
until about66 its corpus, filters and settings were only in its file name (review66).
Its first sheet now says them, two columns (``about``, ``value``), a line each:

- the corpus, its input files (and the files that held no papers), the records read, the
  papers loaded and the records skipped, in all and by reason, as manifest.json counts
  them;
- the filters of the view, a line each in the page's words (``none`` for ``analyze``);
- the settings: topics K and how K was chosen (the rule, or ``--topics``, and the topics
  no paper was mainly about left out; the saved analysis whose topics an extended one
  kept), the seed, the shortest abstract kept and the paper-trends version the manifest
  records;
- the paper types set by hand (issue 14): how many, of them changed and confirmed, the
  corrections file they came from, and its rows that could not be used (each named,
  file:line: reason, up to :data:`SKIPS_NAMED`); the dashboard gives the counts of the
  corrections as they are when the workbook is written (its manifest's are those of the
  analysis, older than corrections made since);
- the time written (UTC), and one line per sheet after it: the table registry's
  description of its rows (:data:`analysis.tables.TABLES`).

One pure function of the manifest, the filter words and the sheets, so that ``analyze
--excel`` and the dashboard's download write the same lines the same way.  A count is a
number in its cell (review67: "2,996 of 3,001 records read" was text a spreadsheet could
not sum or compare), on a line of its own whose name says what it counts; everything
else is text.  CSVs get no such lines: a comment line would break their readers.
"""

from __future__ import annotations

import datetime
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

import pandas as pd

from analysis.tables import table_spec

#: The sheet's name, first in the workbook (no table is called so: theirs are lower case).
ABOUT_SHEET = "About"
COLUMNS = ["about", "value"]
#: Its columns' widths in characters, the text wrapped within them: the longest line's
#: name ("Paper types set by hand, confirmed", 34) whole, and a value a line of prose wide
#: (a table's description wraps to two to four lines, not one line of 300 characters).
ABOUT_WIDTHS = (36.0, 100.0)
#: The line that says no filter was set (``analyze``; a view of every paper).
NO_FILTER = ("Filters", "none: every paper")


#: The unusable rows of a corrections file named a line each, the first ones: the count
#: says how many in all (a file of another corpus's ids can have thousands).
SKIPS_NAMED = 10


def topics_words(settings: Mapping[str, Any]) -> str:
    """"39, by the rule round(...)" or "12, given (--topics 12)", with the topics left
    out when some fitted ones had no paper mainly about them."""
    k = settings.get("k_selection") or {}
    n = settings.get("n_topics", k.get("chosen"))
    left = int(k.get("left_out") or 0)
    out = (f"; {left:,} of the {k.get('fitted', n):,} fitted left out: no paper was mainly "
           "about them" if left else "")
    how = _how_k(settings)
    return f"{n:,}, {how}{out}" if isinstance(n, int) else f"unknown, {how}"


def _how_k(settings: Mapping[str, Any]) -> str:
    """"given (--topics 12)" or "by the rule round(...)"."""
    k = settings.get("k_selection") or {}
    asked = settings.get("n_topics_requested")
    return f"given (--topics {asked:,})" if asked else f"by the rule {k.get('rule', 'unknown')}"


def _count(value: Any) -> int | str:
    """A count as a number (a spreadsheet sums it), "unknown" when the manifest has none."""
    try:
        return int(value)
    except (TypeError, ValueError):
        return "unknown"


Line = tuple[str, Any]


def _corpus_lines(manifest: Mapping[str, Any]) -> list[Line]:
    counts = manifest.get("counts", {})
    empty = manifest.get("skipped_files", [])
    reasons = [(f"Records skipped, {k.removeprefix('skipped_').replace('_', ' ')}", int(v))
               for k, v in counts.items() if k.startswith("skipped_") and v]
    return [("Corpus", str(manifest.get("corpus", ""))),
            ("Input files", len(manifest.get("inputs", []))),
            *([("Input files not read (no papers)", len(empty))] if empty else []),
            ("Records read", _count(counts.get("read"))),
            ("Papers loaded", _count(counts.get("loaded"))),
            ("Records skipped", sum(v for _, v in reasons)), *reasons]


def _settings_lines(manifest: Mapping[str, Any]) -> list[Line]:
    settings = manifest.get("settings", {})
    k = settings.get("k_selection") or {}
    n = settings.get("n_topics", k.get("chosen"))
    left = int(k.get("left_out") or 0)
    shortest = settings.get("min_abstract_chars")
    model = manifest.get("model")  # an analysis extended with papers (--model DIR)
    fitted = [("Topics fitted on", f"the saved analysis {Path(str(model['folder'])).name}: "
               f"{int(model['saved_papers']):,} papers; {int(model['added_papers']):,} "
               "added later, each placed in its topics")] if model else []
    chosen = _how_k(settings) + (f"; {left:,} of the {_count(k.get('fitted', n))} fitted "
                                 "left out: no paper was mainly about them" if left else "")
    return [("Topics (K)", n if isinstance(n, int) else "unknown"),
            ("Topics (K) chosen", chosen),
            *([("Topics left out", left)] if left else []), *fitted,
            ("Seed", _count(settings.get("seed"))),
            ("Shortest abstract kept (characters)", _count(shortest)),
            ("paper-trends version", str(manifest.get("version", "unknown")))]


def _hand_set_lines(corrections: Mapping[str, Any] | None) -> list[Line]:
    """The paper types set by hand (manifest ``corrections``, or the dashboard's now)."""
    fixes = corrections or {}
    skipped = [str(s) for s in fixes.get("skipped_rows") or []]
    lines: list[Line] = [("Paper types set by hand", int(fixes.get("applied") or 0))]
    if "corrected" in fixes:  # (analyses saved before review61 count "applied" only)
        lines += [("Paper types set by hand, changed", int(fixes["corrected"])),
                  ("Paper types set by hand, confirmed", int(fixes.get("confirmed") or 0))]
    lines += [("Corrections file", str(fixes.get("path") or "none")),
              ("Correction rows not used", len(skipped))]
    lines += [("Correction row not used", s) for s in skipped[:SKIPS_NAMED]]
    if len(skipped) > SKIPS_NAMED:
        lines.append(("Correction row not used", f"and {len(skipped) - SKIPS_NAMED:,} more"))
    return lines


def about_table(manifest: Mapping[str, Any], sheets: Iterable[str],
                filters: Sequence[tuple[str, str]] = (),
                written: datetime.datetime | None = None,
                corrections: Mapping[str, Any] | None = None) -> pd.DataFrame:
    """The About sheet (:data:`COLUMNS`) of a workbook of the tables named ``sheets``, in
    order, made from ``manifest`` (manifest.json's, or a loaded analysis'); ``filters``:
    (filter, its value in words) of the view, none for every paper; ``written``: when
    (now when None; a naive time is taken as UTC); ``corrections``: the types set by hand
    as manifest ``corrections`` has them (path, applied, corrected, confirmed,
    skipped_rows), the manifest's own when None."""
    when = written or datetime.datetime.now(datetime.timezone.utc)
    if when.tzinfo is not None:
        when = when.astimezone(datetime.timezone.utc)
    lines: list[Line] = _corpus_lines(manifest)
    lines += list(filters) or [NO_FILTER]
    lines += _settings_lines(manifest)
    lines += _hand_set_lines(manifest.get("corrections") if corrections is None
                             else corrections)
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
               written: datetime.datetime | None = None,
               corrections: Mapping[str, Any] | None = None) -> dict[str, pd.DataFrame]:
    """``tables`` after their About sheet (:func:`about_table`), as a workbook has them."""
    return {ABOUT_SHEET: about_table(manifest, list(tables), filters, written, corrections),
            **tables}
