"""Compact read-only forms of data a cold process reads whole but uses little of.

A cache of ~140k names read into Python lists costs a Python object per entry (tens of MB) and
the time to build them; kept as flat arrays in a memory-mapped file it costs the pages a lookup
touches. Three pieces:

- `write_arrays` / `read_arrays`: one file of named numpy arrays (plus a JSON header of plain
  data), read back with a memory map, nothing decoded up front. No pickle: reading a file runs
  no code, and a damaged or foreign file raises ValueError (callers rebuild it).
- `PackedStrings`: a sequence of strings as one UTF-8 blob and byte offsets, decoded per item.
- `PackedLists`: a read-only mapping key -> list of strings as offsets into one flat array of
  ints, decoded per lookup.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np

MAGIC = b"KNXARR01"
_ALIGN = 64
_DTYPES = frozenset({"uint8", "bool", "int32", "int64", "float16", "float32"})


def write_arrays(header: dict[str, Any], arrays: dict[str, np.ndarray]) -> bytes:
    """The bytes of an arrays file: MAGIC, the header's length (8 bytes, little-endian), a JSON
    header (the caller's plain data plus each array's dtype, shape and offset), the arrays'
    bytes, each aligned to 64."""
    layout: dict[str, Any] = {}
    offset = 0
    for name, array in arrays.items():
        array = np.ascontiguousarray(array)
        if array.dtype.name not in _DTYPES:
            raise ValueError(f"array {name}: dtype {array.dtype} is not one of {sorted(_DTYPES)}")
        layout[name] = {"dtype": array.dtype.name, "shape": list(array.shape), "offset": offset}
        offset += -(-array.nbytes // _ALIGN) * _ALIGN
    meta = json.dumps({"header": header, "arrays": layout}, ensure_ascii=False).encode("utf-8")
    start = -(-(len(MAGIC) + 8 + len(meta)) // _ALIGN) * _ALIGN
    out = bytearray(start + offset)
    out[: len(MAGIC)] = MAGIC
    out[len(MAGIC) : len(MAGIC) + 8] = len(meta).to_bytes(8, "little")
    out[len(MAGIC) + 8 : len(MAGIC) + 8 + len(meta)] = meta
    for name, array in arrays.items():
        at = start + layout[name]["offset"]
        data = np.ascontiguousarray(array).tobytes()
        out[at : at + len(data)] = data
    return bytes(out)


def read_arrays(path: Path) -> tuple[dict[str, Any], dict[str, np.ndarray]]:
    """The header and the arrays (read-only views of one memory map) of a `write_arrays` file;
    ValueError when the file is not one or is cut short.

    The views are plain ndarrays (the map stays open as their base): a `np.memmap`'s every index
    and slice runs numpy's Python-level `memmap.__getitem__` and `__array_finalize__` (~2 us; the
    linking dictionary's arrays are indexed ~230 times by a new question)."""
    mapped = np.memmap(path, dtype=np.uint8, mode="r").view(np.ndarray)
    if len(mapped) < len(MAGIC) + 8 or bytes(mapped[: len(MAGIC)]) != MAGIC:
        raise ValueError(f"{path.name} is not an arrays file")
    size = int.from_bytes(bytes(mapped[len(MAGIC) : len(MAGIC) + 8]), "little")
    if len(MAGIC) + 8 + size > len(mapped):
        raise ValueError(f"{path.name} is cut short")
    meta = json.loads(bytes(mapped[len(MAGIC) + 8 : len(MAGIC) + 8 + size]).decode("utf-8"))
    start = -(-(len(MAGIC) + 8 + size) // _ALIGN) * _ALIGN
    arrays: dict[str, np.ndarray] = {}
    for name, spec in meta["arrays"].items():
        if spec["dtype"] not in _DTYPES:
            raise ValueError(f"{path.name}: array {name} has dtype {spec['dtype']}")
        dtype = np.dtype(spec["dtype"])
        count = int(np.prod(spec["shape"], dtype=np.int64))
        at = start + int(spec["offset"])
        if at + count * dtype.itemsize > len(mapped):
            raise ValueError(f"{path.name} is cut short")
        arrays[name] = mapped[at : at + count * dtype.itemsize].view(dtype).reshape(spec["shape"])
    return meta["header"], arrays


def _offsets(lengths: Sequence[int]) -> np.ndarray:
    """Where each of consecutive items of these lengths starts, and the end: item i is
    [offsets[i], offsets[i + 1])."""
    offsets = np.zeros(len(lengths) + 1, dtype=np.int64)
    offsets[1:] = np.cumsum(lengths)
    return offsets


def pack_lists(lists: Sequence[Sequence[int]]) -> tuple[np.ndarray, np.ndarray]:
    """(offsets, flat) of lists of ints: list i is flat[offsets[i]:offsets[i + 1]]."""
    offsets = _offsets([len(x) for x in lists])
    flat = np.fromiter((i for x in lists for i in x), dtype=np.int32, count=int(offsets[-1]))
    return offsets, flat


class PackedStrings(Sequence):
    """A read-only list of strings as one UTF-8 blob (uint8 array) cut by byte offsets: string i is
    decoded when asked for, so 140k names cost two buffers instead of 140k objects."""

    def __init__(self, blob: np.ndarray, offsets: np.ndarray) -> None:
        self.blob = blob
        self.offsets = offsets

    @classmethod
    def of(cls, strings: Iterable[str]) -> "PackedStrings":
        encoded = [s.encode("utf-8") for s in strings]
        return cls(np.frombuffer(b"".join(encoded), dtype=np.uint8), _offsets([len(b) for b in encoded]))

    def __len__(self) -> int:
        return len(self.offsets) - 1

    def __getitem__(self, i):  # type: ignore[override]
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self)))]
        if i < 0:
            i += len(self)
        if not 0 <= i < len(self):
            raise IndexError(i)
        return self.blob[self.offsets[i] : self.offsets[i + 1]].tobytes().decode("utf-8")

    def __iter__(self) -> Iterator[str]:
        blob, offsets = self.blob.tobytes(), self.offsets.tolist()
        return (blob[a:b].decode("utf-8") for a, b in zip(offsets, offsets[1:]))


class PackedLists(Mapping):
    """A read-only mapping key -> list of strings held as arrays (no Python object per entry):
    a key's slot is `slot(key)` (None when absent), its values `flat[offsets[slot]:offsets[slot + 1]]`,
    decoded by `decode`. Keys with a slot but `present[slot]` false are absent (a trie shared by
    several mappings holds words that are keys of only one of them)."""

    def __init__(self, slot: Callable[[str], int | None], keys: Callable[[], Iterable[str]],
                 offsets: np.ndarray, flat: np.ndarray, decode: Callable[[int], str],
                 present: np.ndarray | None = None) -> None:
        self._slot = slot
        self._keys = keys
        self._offsets = offsets
        self._flat = flat
        self._decode = decode
        self._present = present

    def _find(self, key: object) -> int | None:
        if not isinstance(key, str):
            return None
        slot = self._slot(key)
        if slot is None or (self._present is not None and not self._present[slot]):
            return None
        return slot

    def __getitem__(self, key: str) -> list[str]:
        slot = self._find(key)
        if slot is None:
            raise KeyError(key)
        decode = self._decode
        return [decode(i) for i in self._flat[self._offsets[slot] : self._offsets[slot + 1]].tolist()]

    def get(self, key: str, default: Any = None) -> Any:
        return default if self._find(key) is None else self[key]

    def __contains__(self, key: object) -> bool:
        return self._find(key) is not None

    def __iter__(self) -> Iterator[str]:
        return (key for key in self._keys() if key in self)

    def __len__(self) -> int:
        return len(self._offsets) - 1 if self._present is None else int(np.count_nonzero(self._present))


__all__ = ["PackedLists", "PackedStrings", "pack_lists", "read_arrays", "write_arrays"]
