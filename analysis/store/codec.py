"""Any frozen result dataclass to files in open formats, and back, memory-mapped.

A value is written by its type, so a stage that gains a field is saved without a change
here:

=====================  =============================================================
value                  on disk
=====================  =============================================================
DataFrame, Series      an Arrow IPC file (Feather v2, uncompressed, so it can be
                       memory-mapped; record batches of ``BATCH_ROWS`` rows,
                       :mod:`analysis.store.frames`); a frame
                       whose text columns a cluster's workers wrote: that file and
                       theirs, one per partition (:mod:`analysis.store.parts`)
ndarray (numeric)      a ``.npy`` file, opened with ``mmap_mode="r"``; an array that is
                       a whole ``.npy`` file memory-mapped (a cluster's stacked
                       matrices, an opened store's arrays) is that file, hard-linked
CSR / CSC matrix       its ``data``, ``indices`` and ``indptr`` as ``.npy`` files
Index                  an Arrow file of one column
large ``dict[str, int]``  an Arrow file of (key, value) columns
object with ``save`` / its own files in a sub-folder, written by ``value.save(folder)``
``open`` (a class)     and read by ``cls.open(folder)`` (the search index's SQLite file)
nested dataclass       its fields, recursively (the class is named in the spec)
dict, list, tuple      JSON in the spec when plain (labels, settings, the manifest), else
                       each item by its own type (``{2: ndarray}``), keys kept as typed
=====================  =============================================================

Why these: Arrow and ``.npy`` are open (pyarrow, numpy, R's arrow, Julia read them) and
both memory-map, so N server workers opening one saved analysis share one copy of it in
the page cache instead of holding N; pandas 3 keeps Arrow-backed strings as Arrow
buffers, so the abstracts stay in the mapped file too.  Only classes of this package are
rebuilt from a spec (a store cannot make Python import anything else).
"""

from __future__ import annotations

import dataclasses
import importlib
import json
import mmap
import os
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
import scipy.sparse as sp

from analysis.store.frames import read_frame, write_frame
from analysis.store.parts import JoinedFrame, encode_joined, read_joined

#: A ``dict[str, int]`` larger than this goes to an Arrow file instead of JSON.
MAPPING_IN_FILE = 1_000
_PACKAGE = "analysis."

Spec = dict[str, Any]


class StoreFormatError(ValueError):
    """A spec or file that does not describe a value this version can rebuild."""


def _safe_name(name: str) -> str:
    return name.replace("/", "_").replace("\\", "_")


def _write_array(array: np.ndarray, path: Path) -> None:
    if array.dtype == object:
        raise StoreFormatError(f"{path.name}: object arrays are not stored (use a frame)")
    source = mapped_file(array)
    if source is not None:  # already a whole .npy file (a cluster's matrices): linked
        try:
            os.link(source, path)
        except OSError:  # another file system, or links not allowed
            shutil.copyfile(source, path)
        return
    np.save(path, np.ascontiguousarray(array), allow_pickle=False)


def mapped_file(array: np.ndarray) -> Path | None:
    """The ``.npy`` file ``array`` is, whole and memory-mapped read-only (``np.load(path,
    mmap_mode="r")``, or a view of all of it); None for any other array."""
    top: object = array
    while isinstance(top, np.ndarray) and not isinstance(top, np.memmap):
        top = top.base
    if not isinstance(top, np.memmap) or not isinstance(top.base, mmap.mmap) or \
            top.mode != "r" or not top.filename:
        return None
    if top.dtype != array.dtype or top.shape != array.shape or not array.flags.c_contiguous \
            or array.__array_interface__["data"][0] != top.__array_interface__["data"][0]:
        return None
    path = Path(top.filename)
    if path.suffix != ".npy" or path.stat().st_size != top.offset + top.nbytes:
        return None
    return path


def _read_array(path: Path) -> np.ndarray:
    return np.load(path, mmap_mode="r", allow_pickle=False)


def _write_sparse(matrix: sp.spmatrix, folder: Path, name: str) -> Spec:
    fmt = "csc" if matrix.format == "csc" else "csr"
    matrix = matrix.asformat(fmt)
    files = {}
    for part in ("data", "indices", "indptr"):
        files[part] = f"{name}.{part}.npy"
        _write_array(getattr(matrix, part), folder / files[part])
    return {"kind": "sparse", "format": fmt, "shape": list(matrix.shape),
            "sorted": bool(matrix.has_sorted_indices), "files": files}


def _read_sparse(spec: Spec, folder: Path) -> sp.spmatrix:
    parts = tuple(_read_array(folder / spec["files"][p]) for p in ("data", "indices", "indptr"))
    make = sp.csc_matrix if spec["format"] == "csc" else sp.csr_matrix
    matrix = make(parts, shape=tuple(spec["shape"]), copy=False)
    matrix.has_sorted_indices = bool(spec["sorted"])
    return matrix


def _is_large_mapping(value: object) -> bool:
    return (isinstance(value, dict) and len(value) > MAPPING_IN_FILE
            and all(isinstance(k, str) for k in value)
            and all(isinstance(v, (int, np.integer)) for v in value.values()))


def _json_ready(value: Any) -> Any:
    """Numpy scalars and tuples as plain JSON values (so a spec is readable anywhere)."""
    if isinstance(value, dict):
        return {str(k): _json_ready(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_json_ready(v) for v in value]
    if isinstance(value, np.generic):
        return value.item()
    if isinstance(value, Path):
        return str(value)
    return value


def _is_plain(value: Any) -> bool:
    """JSON can hold it as it is (after numpy scalars become Python ones)."""
    if value is None or isinstance(value, (bool, int, float, str, np.generic)):
        return True
    if isinstance(value, (list, tuple)):
        return all(_is_plain(v) for v in value)
    if isinstance(value, dict):
        return all(isinstance(k, str) and _is_plain(v) for k, v in value.items())
    return False


def _encode_container(value: Any, folder: Path, name: str) -> Spec:
    """A dict, list or tuple: JSON when plain, else item by item."""
    if _is_plain(value):
        return {"kind": "json", "value": _json_ready(value),
                **({"tuple": True} if isinstance(value, tuple) else {})}
    if isinstance(value, dict):
        if not all(k is None or isinstance(k, (bool, int, float, str)) for k in value):
            raise StoreFormatError(f"{name}: dict keys must be numbers or strings")
        return {"kind": "dict", "items": [[k, encode(v, folder, f"{name}.{i}")]
                                          for i, (k, v) in enumerate(value.items())]}
    return {"kind": "sequence", "tuple": isinstance(value, tuple),
            "items": [encode(v, folder, f"{name}.{i}") for i, v in enumerate(value)]}


def _class_path(cls: type) -> str:
    return f"{cls.__module__}.{cls.__qualname__}"


def _saves_itself(value: Any) -> bool:
    """A value with its own on-disk form: ``value.save(folder)`` and ``cls.open(folder)``."""
    return callable(getattr(value, "save", None)) and callable(
        getattr(type(value), "open", None)) and not isinstance(value, type)


def _encode_own_files(value: Any, folder: Path, name: str) -> Spec:
    sub = folder / name
    sub.mkdir()
    value.save(sub)
    files = sorted(str(p.relative_to(folder)) for p in sub.rglob("*") if p.is_file())
    return {"kind": "own_files", "class": _class_path(type(value)), "dir": name, "files": files}


def encode(value: Any, folder: Path, name: str) -> Spec:
    """Write ``value`` under ``folder`` (files named after ``name``) and return its spec."""
    name = _safe_name(name)
    if _saves_itself(value):
        return _encode_own_files(value, folder, name)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        cls = type(value)
        fields = {f.name: encode(getattr(value, f.name), folder, f"{name}.{f.name}")
                  for f in dataclasses.fields(value) if f.init}
        return {"kind": "dataclass", "class": _class_path(cls), "fields": fields}
    if isinstance(value, pd.DataFrame):
        if isinstance(value, JoinedFrame):  # columns the cluster's workers wrote
            return encode_joined(value, folder, name)
        write_frame(value, folder / f"{name}.arrow")
        return {"kind": "frame", "file": f"{name}.arrow"}
    if isinstance(value, pd.Series):
        write_frame(value.to_frame(name="values"), folder / f"{name}.arrow")
        return {"kind": "series", "file": f"{name}.arrow", "name": _json_ready(value.name)}
    if isinstance(value, pd.Index) and not isinstance(value, pd.MultiIndex):
        write_frame(pd.DataFrame({"values": value.to_numpy()}), folder / f"{name}.arrow")
        return {"kind": "index", "file": f"{name}.arrow", "name": _json_ready(value.name)}
    if sp.issparse(value):
        return _write_sparse(value, folder, name)
    if isinstance(value, np.ndarray):
        _write_array(value, folder / f"{name}.npy")
        return {"kind": "array", "file": f"{name}.npy"}
    if _is_large_mapping(value):
        frame = pd.DataFrame({"key": list(value), "value": np.fromiter(
            value.values(), dtype=np.int64, count=len(value))})
        write_frame(frame, folder / f"{name}.arrow")
        return {"kind": "mapping", "file": f"{name}.arrow"}
    if isinstance(value, (dict, list, tuple)):
        return _encode_container(value, folder, name)
    if _is_plain(value):
        return {"kind": "json", "value": _json_ready(value)}
    raise StoreFormatError(f"{name}: cannot store a {type(value).__name__}")


def _package_class(path: str) -> type:
    """A class of this package named in a spec (nothing else may be imported)."""
    module_name, _, class_name = path.rpartition(".")
    if not path.startswith(_PACKAGE):
        raise StoreFormatError(f"class {path} is not one of this package's results")
    try:
        cls = getattr(importlib.import_module(module_name), class_name, None)
    except ImportError:
        cls = None
    if not isinstance(cls, type):
        raise StoreFormatError(f"class {path} does not exist in this version")
    return cls


def _own_files(spec: Spec, folder: Path) -> Any:
    return _package_class(str(spec["class"])).open(folder / spec["dir"])  # type: ignore[attr-defined]


def _dataclass(spec: Spec, folder: Path) -> Any:
    path = str(spec["class"])
    cls = _package_class(path)
    if not dataclasses.is_dataclass(cls):
        raise StoreFormatError(f"class {path} is not a result dataclass")
    known = {f.name for f in dataclasses.fields(cls) if f.init}
    if set(spec["fields"]) != known:
        raise StoreFormatError(f"{path} has fields {sorted(known)}, the store "
                               f"{sorted(spec['fields'])}")
    return cls(**{k: decode(v, folder) for k, v in spec["fields"].items()})


def _mapping(spec: Spec, folder: Path) -> dict[str, int]:
    frame = read_frame(folder / spec["file"])
    return dict(zip(frame["key"].tolist(), frame["value"].tolist(), strict=True))


def _series(spec: Spec, folder: Path) -> pd.Series:
    return read_frame(folder / spec["file"])["values"].rename(spec["name"])


def _index(spec: Spec, folder: Path) -> pd.Index:
    return pd.Index(read_frame(folder / spec["file"])["values"], name=spec["name"])


def _json(spec: Spec, folder: Path) -> Any:
    return tuple(spec["value"]) if spec.get("tuple") else spec["value"]


def _dict(spec: Spec, folder: Path) -> dict[Any, Any]:
    return {key: decode(item, folder) for key, item in spec["items"]}


def _sequence(spec: Spec, folder: Path) -> list[Any] | tuple[Any, ...]:
    items = [decode(item, folder) for item in spec["items"]]
    return tuple(items) if spec["tuple"] else items


_DECODERS: dict[str, Callable[[Spec, Path], Any]] = {
    "dataclass": _dataclass,
    "own_files": _own_files,
    "frame": lambda spec, folder: read_frame(folder / spec["file"]),
    "joined_frame": read_joined,
    "series": _series,
    "sparse": _read_sparse,
    "array": lambda spec, folder: _read_array(folder / spec["file"]),
    "mapping": _mapping,
    "index": _index,
    "json": _json,
    "dict": _dict,
    "sequence": _sequence,
}


def decode(spec: Spec, folder: Path) -> Any:
    """The value :func:`encode` wrote, arrays and tables memory-mapped read-only."""
    kind = spec.get("kind") if isinstance(spec, dict) else None
    if kind not in _DECODERS:
        raise StoreFormatError(f"unknown kind of stored value: {kind!r}")
    return _DECODERS[kind](spec, folder)


def spec_files(spec: Spec) -> list[str]:
    """Every file a spec refers to (to check them all before anything is read)."""
    kind = spec.get("kind")
    if kind == "dataclass":
        return [f for field in spec["fields"].values() for f in spec_files(field)]
    if kind == "sparse":
        return list(spec["files"].values())
    if kind == "own_files":
        return list(spec["files"])
    if kind == "joined_frame":
        return [spec["file"], *spec["parts"]]
    if kind == "dict":
        return [f for _, item in spec["items"] for f in spec_files(item)]
    if kind == "sequence":
        return [f for item in spec["items"] for f in spec_files(item)]
    return [spec["file"]] if "file" in spec else []


def dumps(spec: Spec) -> str:
    return json.dumps(spec, indent=1, sort_keys=False) + "\n"
