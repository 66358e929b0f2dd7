"""The saved analysis: an :class:`~analysis.result.Analysis` on disk, in open formats.

``paper-trends analyze PATH... --out DIR`` writes it to ``DIR/store``; ``paper-trends
serve DIR`` starts from it in seconds; ``serve PATH...`` keeps one per corpus and
settings in a cache folder and reuses it while the inputs are unchanged.  Layout and
checks: :mod:`analysis.store.codec` (tables as Arrow IPC, arrays as ``.npy``, both
memory-mapped so server workers share one copy), :mod:`analysis.store.saved` (the
versioned ``store.json``, fingerprints, atomic writes) and :mod:`analysis.store.cache`.
"""

from analysis.store.cache import (
    CACHE_ENV,
    Prepared,
    analysis_settings,
    default_cache_root,
    open_saved,
    prepare,
    saved_folder,
)
from analysis.store.saved import (
    FORMAT_VERSION,
    STORE_FOLDER,
    StoreError,
    check_store,
    fingerprint_inputs,
    open_analysis,
    save_analysis,
)

__all__ = [
    "CACHE_ENV", "FORMAT_VERSION", "STORE_FOLDER", "Prepared", "StoreError",
    "analysis_settings", "check_store", "default_cache_root", "fingerprint_inputs",
    "open_analysis", "open_saved", "prepare", "save_analysis", "saved_folder",
]
