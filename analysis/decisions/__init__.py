"""Decisions and people: acceptance status and track normalised (:mod:`.status`), rates
with Wilson intervals over the venue-years that list rejections (:mod:`.rates`), and
authors normalised and initialled spellings joined to the one full name they can be
(:mod:`.authors`, :mod:`.name_variants`)."""

from analysis.decisions.authors import (
    Authorship,
    authorship_from,
    authorship_of,
    build_authorship,
    name_key,
    normalise_name,
    per_corpus,
    split_authors,
)
from analysis.decisions.rates import (
    RatePools,
    counted_venue_years,
    rate_pools,
    sole_format,
    status_codes_of,
    wilson_interval,
)
from analysis.decisions.status import (
    ACCEPTED,
    REFUSED,
    STATUS_LABELS,
    STATUSES,
    clean_label,
    normalise_status,
)

__all__ = [
    "ACCEPTED", "REFUSED", "STATUSES", "STATUS_LABELS", "Authorship", "RatePools",
    "authorship_from", "authorship_of", "build_authorship", "clean_label", "counted_venue_years",
    "name_key", "normalise_name", "normalise_status", "per_corpus", "rate_pools", "sole_format",
    "split_authors", "status_codes_of", "wilson_interval",
]
