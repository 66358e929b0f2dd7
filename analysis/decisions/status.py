"""A paper's decision (status) and track, normalised to a small documented set, with the
original kept beside it.

Every format writes decisions its own way: PaperCopilot ``status`` says ``Oral``,
``Spotlight``, ``Poster``, ``Reject``, ``Withdraw``, ``Workshop``, ``Poster Workshop``,
``Findings``, ``Long``, ``Short``, ``Main``, ``Technical``, ``Industry``, ``System
Demonstrations``, ``Active`` (counted over the 85,600 papers in the shared corpora);
OpenReview exports say ``ICLR 2023 notable top 5%`` or ``ICLR 2024 Conference Withdrawn
Submission``; a CSV may have a ``decision`` column with ``Accept (Oral)``.  They are read
as words, in this order (the first rule that matches wins), into :data:`STATUSES`:

=====================  ==========================================================  =========
normalised             words in the status (or, for ``workshop``, in the track)     why first
=====================  ==========================================================  =========
``withdrawn``          withdraw, withdrawn, retracted                               a withdrawn
                                                                                    oral is not
                                                                                    an oral
``rejected``           reject, rejected, rejection (``desk rejected`` too)          likewise
``workshop``           workshop (``Poster Workshop``: ICLR 2013's workshop track)   not the main
                                                                                    conference
``findings``           findings (ACL/NAACL Findings: accepted, not to the main      before the
                       conference)                                                  "long/short"
``accepted-oral``      oral, talk, ``top 5%`` (OpenReview's ICLR 2023 orals)
``accepted-spotlight`` spotlight, ``top 25%``
``accepted-poster``    poster
``accepted``           accept, accepted, long, short, main, technical, industry,
                       demo, demonstration(s), published, conference, paper
``unknown``            empty, ``Active`` / submitted / under review / pending (no
                       decision yet), anything else
=====================  ==========================================================  =========

``accepted`` is an accepted paper whose presentation the data does not give (ACL's
``Long``, AAAI's ``Technical``).  Nothing unknown is guessed: a value no rule reads stays
``unknown`` and its original is shown, so a user sees what was not understood.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from typing import Final

#: The normalised decisions, in the order every table and chart lists them.
STATUSES: Final = ("accepted-oral", "accepted-spotlight", "accepted-poster", "accepted",
                   "findings", "workshop", "rejected", "withdrawn", "unknown")
#: Accepted to the main conference (the numerator of an acceptance rate).
ACCEPTED: Final = ("accepted-oral", "accepted-spotlight", "accepted-poster", "accepted")
#: Decisions only a venue that published its rejections has (acceptance rates need them).
REFUSED: Final = ("rejected", "withdrawn")
#: How each status is named on the page.
STATUS_LABELS: Final = {
    "accepted-oral": "Oral", "accepted-spotlight": "Spotlight", "accepted-poster": "Poster",
    "accepted": "Accepted", "findings": "Findings", "workshop": "Workshop",
    "rejected": "Rejected", "withdrawn": "Withdrawn", "unknown": "Unknown"}

_RULES: Final = (
    ("withdrawn", re.compile(r"\b(withdraw|withdrawn|retracted)\b")),
    ("rejected", re.compile(r"\b(reject|rejected|rejection)\b")),
    ("workshop", re.compile(r"\bworkshops?\b")),
    ("findings", re.compile(r"\bfindings\b")),
    ("unknown", re.compile(r"\b(active|submitted|under review|pending|in review)\b")),
    ("accepted-oral", re.compile(r"\b(oral|talk|top 5)\b")),
    ("accepted-spotlight", re.compile(r"\b(spotlight|top 25)\b")),
    ("accepted-poster", re.compile(r"\bposter\b")),
    ("accepted", re.compile(r"\b(accept|accepted|long|short|main|technical|industry|demos?|"
                            r"demonstrations?|published|conference|paper)\b")),
)


def _words(value: str) -> str:
    """Lower case, accents and punctuation gone, single spaces: ``Accept (Oral)`` ->
    ``accept oral``."""
    value = unicodedata.normalize("NFKD", value).encode("ascii", "ignore").decode()
    return " ".join(re.sub(r"[^a-z0-9]+", " ", value.lower()).split())


def clean_label(value: str) -> str:
    """A status or track as given, with runs of spaces made one (the original, shown)."""
    return " ".join(str(value or "").split())


@functools.lru_cache(maxsize=4096)
def normalise_status(status: str, track: str = "") -> str:
    """The normalised decision (one of :data:`STATUSES`) of a status and track as given.

    The track is read only for ``workshop`` (a poster in a workshop track is a workshop
    paper); every other track (IJCAI's ``Survey Track``) keeps the status's decision.
    Cached: a corpus repeats a few dozen (status, track) pairs over every paper.
    """
    words = _words(status)
    if re.search(r"\bworkshops?\b", _words(track)):
        if not re.search(r"\b(withdraw|withdrawn|retracted|reject|rejected|rejection)\b", words):
            return "workshop"
    if not words:
        return "unknown"
    for name, pattern in _RULES:
        if pattern.search(words):
            return name
    return "unknown"
