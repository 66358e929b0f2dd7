"""Reading corpus files: one module per input format, one registry, one loader.

- :mod:`~analysis.io.base`: the record, :class:`CorpusError`, the :class:`InputFormat`
  entry and the field-name variants every format maps through.
- :mod:`~analysis.io.paper_list`, :mod:`~analysis.io.json_array`,
  :mod:`~analysis.io.json_lines`, :mod:`~analysis.io.csv_table`: one format each, with
  ``sniff`` (is this file mine?) and ``read`` (its records).
- :mod:`~analysis.io.registry`: :data:`FORMATS`, the one list detection, the folder scan
  and every help or error text read.  A new format is a module and a line there.
- :mod:`~analysis.io.corpus`: :func:`load_corpus` (expand paths, read, detect, validate,
  de-duplicate, count per file).
"""

from analysis.io.base import CorpusError, InputFormat, Record
from analysis.io.corpus import SEEDS_DIR, FileReport, LoadResult, expand_paths, load_corpus
from analysis.io.registry import FORMATS, FORMATS_HELP, SUFFIXES, detect_format

__all__ = ["FORMATS", "FORMATS_HELP", "SEEDS_DIR", "SUFFIXES", "CorpusError", "FileReport",
           "InputFormat", "LoadResult", "Record", "detect_format", "expand_paths", "load_corpus"]
