"""The name dictionary entity linking reads: every surface form of a network's instances, each
pointing at a canonical instance (core.search.linking links a question's mentions through it).

Every instance's display name, every value of an alias property (a text property whose name, display
name or comment says alias: 别名 / 别称 / 又称 / 俗称 / 商品名 / 通用名 / alias / synonym ..., or that it holds the
record's name in another language: english_name / 英文名 / 外文名 / 拉丁学名, whose parts written in Latin letters only
are read; values split at 、，,；;/| outside brackets unless the whole value is the own name of a record of the type:
`listed_names`) and every alias instance reached over an alias relation (a relation type whose id or name says
alias: has_alias, 别名 ...; the instance at the alias end stands for the instance at the other end; its name and,
when it lists several, each of them) is a surface form pointing at a canonical instance. Names as people write them
where the network writes more - without the bracketed note a name ends in, a name or alias holding a dash typed with
a hyphen or without the dash - are kept apart from the forms (`Dictionary.written`), read only where a setting asks.
It is read through the backend interface only (`query_instances` pages and `query_subgraph`), so it works on any
backend; on the embedded engine each entry also gets its instance's degree (edges in both directions)
from one grouped scan of the edge table. The forms go into a MARISA trie (marisa-trie: ~1 MB for the demo's 121k forms
where an Aho-Corasick automaton held ~50 MB, loaded from bytes without rebuilding); a question's
forms are the trie's prefixes of each of its suffixes, a few dozen lookups for a question. The
dictionary is cached in memory and on disk (`$KNX_HOME/cache/linking/`) under the network's
fingerprint (the file's build fingerprint and time on the embedded engine, a hash of the schema and
instance counts elsewhere), so it is built once per network version.
"""

from __future__ import annotations

import bisect
import hashlib
import json
import re
import threading
import time
import uuid
import weakref
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator, Protocol

import marisa_trie
import numpy as np

from core.backends.base import KnowledgeBackend
from core.gc_pause import gc_paused
from core.backends.sqlite_store import NetworkBuilder, TypeLayout
from core.home import knx_home, remove_other_versions, write_atomic
from core.lru import LRUCache
from core.models.condition import MAX_SUB_CONDITIONS
from core.models.network import KnowledgeNetwork, ObjectType
from core.models.query import DISPLAY, INSTANCE_ID, INSTANCE_IDENTITY
from core.once import BuildOnce
from core.packed import PackedStrings, read_arrays, write_arrays
from core.search.intent import type_characters
from core.search.name_sounds import SoundIndex
from core.text import cjk_characters, conversion_version, in_simplified_characters, phrase_rewritten_characters

ALIAS_WORDS = re.compile(r"alias|synonym|aka\b|other_?name|别名|别称|又称|俗称|曾用名|商品名|通用名|同义", re.I)
ALIAS_SPLIT = re.compile(r"[、，,；;/|]")
# A property holding the record's name in another language (english_name, 英文名称, 外文名, 拉丁学名): its values name the
# record as an alias property's do (`alias_properties`), but only its parts written in Latin letters - a part holding
# a Chinese character there is a slip of the data (暂不明确, or a herb's Chinese names in its Latin name's field).
FOREIGN_NAME_WORDS = re.compile(r"(?:english|latin|foreign)(?:[ _]?or[ _]?latin)?[ _]?name|name[ _]in[ _](?:english|latin)"
                                r"|英文名|外文名|拉丁名|拉丁学名", re.I)
_LATIN_LETTER = re.compile(r"[A-Za-z]")
# What an alias property says of the names it holds (`naming_roles`): the standard name of the
# instance (通用名 of a drug, 学名 of a plant) or a name it goes by (商品名, brand, 俗称).
STANDARD_NAME_WORDS = re.compile(r"通用名|学名|正式名|标准名|正名|generic|official|scientific|standard", re.I)
GOES_BY_WORDS = re.compile(r"商品名|品牌|牌子|俗称|俗名|brand|trade|common[ _]?name", re.I)
# Names as people write them where the network writes more (`Dictionary.written`), each kind read where a setting asks:
# a name without the bracketed note it ends in (万苏林 of 万苏林（中效胰岛素）), a dashed name typed with a hyphen or without
# the dash (肩-手综合征, 肩手综合征 of 肩—手综合征)
WITHOUT_NOTES = "without_notes"
TYPED_DASHES = "typed_dashes"
# ... a record's name in another language (a foreign-name property's value: Prune—Belly Syndrome, and as typed:
# Prune-Belly Syndrome), and an alias holding a dash typed with a hyphen or without the dash (狄波普维拉 of the trade name
# 狄波—普维拉, 雷尼综合征 of the alias record 雷—尼综合征)
FOREIGN_NAMES = "foreign_names"
TYPED_ALIASES = "typed_aliases"
STANDARD_NAME = "standard"
GOES_BY = "goes_by"
VIA_NAME = "name"
VIA_ALIAS_PROPERTY = "alias_property:"
VIA_ALIAS_RELATION = "alias_relation:"
PAGE = 10000
ALIAS_BATCH = 2000
FINGERPRINT_TTL = 300.0
DICTIONARY_VERSION = 25  # bump when the dictionary's build changes: cached files are keyed by it


@dataclass
class Entry:
    type_id: str
    instance_id: str
    identity: dict[str, Any]
    name: str
    via: str
    degree: int = 0
    edges: int = 0  # edges at either end, each counted once (the degree weighs incoming ones down)


class WrittenNames(Mapping):
    """kind (WITHOUT_NOTES, TYPED_DASHES, FOREIGN_NAMES, TYPED_ALIASES) -> names written that way -> their entries
    (`Dictionary.written`). A cached file's kinds are JSON texts, each decoded when first read: the names in another
    language are ~13k on the demo, ~5 MB as a dict, which a process whose searches do not read them should not hold
    (a cold `knx search`). `read()` gives the kinds decoded so far."""

    def __init__(self, decoded: dict[str, dict[str, list[int]]] | None = None, encoded: dict[str, str] | None = None,
                 entries: int | None = None) -> None:
        self._decoded = dict(decoded or {})
        self._encoded = dict(encoded or {})
        self._entries = entries  # with encoded kinds: how many entries their indices may point at

    def __getitem__(self, kind: str) -> dict[str, list[int]]:
        names = self._decoded.get(kind)
        if names is None:
            names = json.loads(self._encoded[kind])
            if not isinstance(names, dict) or any(not 0 <= i < (self._entries or 0)
                                                   for indices in names.values() for i in indices):
                raise ValueError(f"dictionary names written as {kind} point past its entries")
            # decoded first, then dropped from the texts: a thread reading the kind meanwhile finds one or the other
            names = self._decoded.setdefault(kind, names)
            self._encoded.pop(kind, None)
        return names

    def __iter__(self) -> Iterator[str]:
        return iter([*self._decoded, *(k for k in list(self._encoded) if k not in self._decoded)])

    def __len__(self) -> int:
        return len(set(self._decoded) | set(self._encoded))

    def read(self) -> list[dict[str, list[int]]]:
        """The kinds decoded so far (every kind linking has read in this process)."""
        return list(self._decoded.values())

    def texts(self) -> dict[str, str]:
        """Every kind as JSON text, as a cached file keeps it."""
        return {kind: self._encoded.get(kind) or json.dumps(self._decoded[kind], ensure_ascii=False) for kind in self}


class Dictionary:
    """Surface forms -> entries: the forms in a MARISA trie, each form's entry indices in one flat
    array cut by `offsets` at the form's trie id. Entries are kept as columns: numeric ones as
    arrays, instance ids and names as packed strings (`core.packed.PackedStrings`). A cached
    dictionary is one memory-mapped arrays file (`core.packed`): loading it copies the forms'
    trie (~1 MB) and builds nothing; an entry's pages are read when it is looked up (the demo's
    141k entries as lists of Python objects held ~27 MB)."""

    def __init__(self, columns: dict[str, Any], forms: marisa_trie.Trie, offsets: np.ndarray,
                 flat: np.ndarray, info: dict[str, Any], sound_arrays: dict[str, np.ndarray] | None = None,
                 written: "WrittenNames | dict[str, dict[str, list[int]]] | None" = None,
                 compound_shares: dict[str, float] | None = None,
                 stored_rewritten: tuple[str, dict[str, tuple[str, ...]]] | None = None) -> None:
        self.columns = columns
        self.forms = forms
        # kind (WITHOUT_NOTES, TYPED_DASHES, FOREIGN_NAMES, TYPED_ALIASES) -> names written that way -> their entries
        # (`find_written`); apart from the forms, so that linking reading none of them reads exactly the forms. No name
        # is of two kinds.
        self.written: WrittenNames = written if isinstance(written, WrittenNames) else WrittenNames(written)
        self._written_tries: dict[str, marisa_trie.Trie] = {}
        # the forms by sound (`find_sounding`), made when first asked for (`sounds`): off by default, a search that
        # does not read sounds neither loads nor builds them
        self._sounds: SoundIndex | None = None
        self._sound_arrays = sound_arrays  # a cached file's, else None: built from the forms
        self._offsets = offsets
        self._flat = flat
        self.info = info
        self._types: list[str] = columns["types"]
        self._vias: list[str] = columns["vias"]
        # `compound_shares` and `rewritten_forms`: a cached file's (computed when it was written), else computed
        # when first asked. Each takes ~0.35 s on the demo, which the first question needing it paid in every
        # process (a cold `knx search` of 祛风明目 or 腰痠 among them).
        self._compound_shares: dict[str, float] | None = compound_shares
        self._rewritten: dict[str, tuple[str, ...]] | None = None
        # (the conversion tables' version, the rewritten forms) of a cached file: used once the version is the one
        # installed, which is only looked up when a question needs the forms
        self._stored_rewritten = stored_rewritten

    @classmethod
    def build(cls, entries: list[Entry], forms: dict[str, list[int]], info: dict[str, Any],
              primary_keys: dict[str, list[str]],
              written: dict[str, dict[str, list[int]]] | None = None,
              sound_arrays: "dict[str, np.ndarray] | Callable[[], dict[str, np.ndarray] | None] | None" = None,
              compound_shares: "Callable[[], dict[str, float] | None] | None" = None) -> "Dictionary":
        """The dictionary of these entries and forms; `sound_arrays`, its forms' `SoundIndex` made elsewhere
        (`SideWork.sounds`: asked for last, so that the side process makes it while this one builds the rest),
        else made when first asked for; `compound_shares`, the same for `compound_shares` (`SideWork.shares`,
        asked for with the sounds)."""
        types = sorted({e.type_id for e in entries})
        vias = sorted({e.via for e in entries})
        type_at = {t: i for i, t in enumerate(types)}
        via_at = {v: i for i, v in enumerate(vias)}
        columns = {
            "types": types, "vias": vias, "primary_keys": primary_keys,
            "type": np.array([type_at[e.type_id] for e in entries], dtype=np.int32),
            "via": np.array([via_at[e.via] for e in entries], dtype=np.int32),
            "id": PackedStrings.of(e.instance_id for e in entries),
            "name": PackedStrings.of(e.name for e in entries),
            "degree": np.array([e.degree for e in entries], dtype=np.int64),
            "edges": np.array([e.edges for e in entries], dtype=np.int64),
            # identities that the instance id does not spell out (composite keys)
            "identity": {i: e.identity for i, e in enumerate(entries) if len(e.identity) != 1},
        }
        trie = marisa_trie.Trie(forms)
        by_id: list[list[int]] = [[] for _ in range(len(trie))]
        for form, indices in forms.items():
            by_id[trie[form]] = indices
        offsets = np.zeros(len(by_id) + 1, dtype=np.int64)
        offsets[1:] = np.cumsum([len(indices) for indices in by_id])
        flat = np.fromiter((i for indices in by_id for i in indices), dtype=np.int32, count=int(offsets[-1]))
        if callable(sound_arrays):
            sound_arrays = sound_arrays()
        return cls(columns, trie, offsets, flat, info, written=written, sound_arrays=sound_arrays,
                   compound_shares=compound_shares() if compound_shares is not None else None)

    def __len__(self) -> int:
        return len(self.columns["id"])

    def indices(self, form: str) -> tuple[int, ...]:
        at = self.forms.get(form)
        if at is None:  # a name as written (`find_written`) is no form: only linking that reads its kind finds it
            return next((tuple(names[form]) for names in self.written.read() if form in names), ())
        return tuple(self._flat[self._offsets[at]:self._offsets[at + 1]].tolist())

    def name(self, i: int) -> str:
        return self.columns["name"][i]

    def own_names(self) -> Iterator[tuple[str, str]]:
        """(type id, name) of every entry that is a record's own name (not an alias), in entry order."""
        name_via = self._vias.index(VIA_NAME) if VIA_NAME in self._vias else -1
        for type_index, via, name in zip(self.columns["type"].tolist(), self.columns["via"].tolist(),
                                         self.columns["name"]):
            if via == name_via:
                yield self._types[type_index], name

    def most_edges(self, form: str) -> int:
        """The edges of the best documented record the form names (0 for a form it does not hold)."""
        return max((self.entry(i).edges for i in self.indices(form)), default=0)

    def named(self, form: str) -> list[Entry]:
        """The entries of the records whose own name is `form` (normalised), not the aliases."""
        return [e for e in map(self.entry, self.indices(form)) if e.via == VIA_NAME]

    def compound_share(self, type_id: str) -> float:
        """The share of a type's own names put together from two other own names of the type (祛风明目
        = 祛风 + 明目 among the efficacies), computed once per dictionary for every type: on the demo
        network 0.46 for the efficacies, below 0.1 for every other type. Read as the network's own
        word on whether a name of that type spells two names side by side or one name and a word."""
        return self.compound_shares().get(type_id, 0.0)

    def compound_shares(self) -> dict[str, float]:
        """`compound_share` of every type with own names."""
        shares = self._compound_shares
        if shares is None:
            shares = self._compound_shares = compound_shares_of(self.own_names())
        return shares

    def rewritten_forms(self) -> dict[str, tuple[str, ...]]:
        """The forms a question's simplified reading would rewrite (东廧子 → 东𪪞子, 卵巢残馀综合征 → 卵巢残余综合征,
        腰痠 → 腰酸), by their rewritten text: where a reading holds one as the question typed it, the reading keeps
        the network's characters there. Computed once per dictionary (~0.35 s on the demo) and kept in its cached
        file; read only when a question needs it."""
        if self._rewritten is None and self._stored_rewritten is not None:
            version, stored = self._stored_rewritten
            self._stored_rewritten = None
            if version == conversion_version():
                self._rewritten = stored
        if self._rewritten is None:
            forms = self.forms.keys()
            # only forms holding a character the conversion may rewrite, alone (廧, 馀) or in one of zhconv's
            # phrases (覆 of 覆查): a few hundred of the demo's forms
            rewrites = {c for c in set("".join(forms)) if in_simplified_characters(c) != c}
            rewrites |= phrase_rewritten_characters()
            rewritten: dict[str, list[str]] = {}
            for form in (f for f in forms if not rewrites.isdisjoint(f)):
                written = in_simplified_characters(form)
                if written != form:
                    rewritten.setdefault(written, []).append(form)
            self._rewritten = {k: tuple(v) for k, v in rewritten.items()}
        return self._rewritten

    def entry(self, i: int) -> Entry:
        c = self.columns
        type_id = self._types[int(c["type"][i])]
        instance_id = c["id"][i]
        identity = c["identity"].get(i)
        if identity is None:
            keys = c["primary_keys"].get(type_id) or []
            identity = {keys[0]: instance_id[len(type_id) + 1:]} if len(keys) == 1 else {}
        return Entry(type_id, instance_id, identity, c["name"][i], self._vias[int(c["via"][i])], int(c["degree"][i]),
                     int(c["edges"][i]))

    def find(self, text: str) -> list[tuple[int, int, str]]:
        """(start, end, form) of every form occurring in the (lower-cased) text."""
        if not len(self.forms):
            return []
        prefixes = self.forms.prefixes
        found = [(start, start + len(form), form) for start in range(len(text)) for form in prefixes(text[start:])]
        found.sort(key=lambda m: (m[1], m[0]))  # by end, the longest first (as a scan would find them)
        return found

    def find_written(self, text: str, kind: str) -> list[tuple[int, int, str]]:
        """(start, end, name) of every name written as `kind` says (WITHOUT_NOTES: 万苏林 of 万苏林（中效胰岛素）;
        TYPED_DASHES: 肩-手综合征 or 肩手综合征 of 肩—手综合征, any dash of the text read as '-') occurring in the
        (lower-cased) text; `indices` gives its records."""
        names = self.written.get(kind)
        if not names:
            return []
        if kind not in self._written_tries:
            self._written_tries[kind] = marisa_trie.Trie(names)
        prefixes = self._written_tries[kind].prefixes
        if kind == TYPED_DASHES:
            text = fold_dashes(text)  # one character for one: the spans are the text's
        return [(start, start + len(form), form) for start in range(len(text)) for form in prefixes(text[start:])]

    @property
    def sounds(self) -> SoundIndex:
        """The forms by sound: read from the cached file's arrays, or built from the forms (~1 s on the demo, once) -
        for a dictionary just built (writing it to the cache asks for them), or when the cached part is damaged (read
        after the file's other checks: rebuilt, as a damaged file is when read, `DictionaryCache._read`)."""
        if self._sounds is None:
            cached = self._cached_sounds()
            self._sounds = cached if cached is not None else SoundIndex.build(self.forms)
        return self._sounds

    def _cached_sounds(self) -> SoundIndex | None:
        if self._sound_arrays is None:
            return None
        try:
            return SoundIndex.from_arrays(self._sound_arrays)
        except Exception:  # damaged: built again
            return None

    def find_sounding(self, text: str) -> list[tuple[int, int, str]]:
        """(start, end, form) of every stretch of the (lower-cased) text that sounds as a form of three Chinese
        characters or more does and differs from it in one character (core.search.name_sounds)."""
        return list(self.sounds.find(text, self.forms))

    def to_arrays(self) -> tuple[dict[str, Any], dict[str, np.ndarray]]:
        """Plain data (JSON) and arrays, for `core.packed.write_arrays`; the collector paused as in
        `build_dictionary`, for the sounds and shares it may compute."""
        with gc_paused():
            return self._to_arrays()

    def _to_arrays(self) -> tuple[dict[str, Any], dict[str, np.ndarray]]:
        c = self.columns
        header = {"version": DICTIONARY_VERSION, "info": self.info, "types": c["types"], "vias": c["vias"],
                  "primary_keys": c["primary_keys"], "identity": [[i, v] for i, v in c["identity"].items()],
                  "written": self.written.texts(), "compound_shares": self.compound_shares(),
                  "rewritten": [conversion_version(), self.rewritten_forms()]}
        arrays = {key: c[key] for key in _ARRAY_COLUMNS}
        for key in _STRING_COLUMNS:
            arrays[f"{key}_blob"], arrays[f"{key}_offsets"] = c[key].blob, c[key].offsets
        arrays.update(forms=np.frombuffer(self.forms.tobytes(), dtype=np.uint8), offsets=self._offsets, flat=self._flat)
        arrays.update(self.sounds.to_arrays())
        return header, arrays

    @classmethod
    def from_arrays(cls, header: dict[str, Any], arrays: dict[str, np.ndarray]) -> "Dictionary":
        """The dictionary `to_arrays` gave (arrays may be views of a memory map: used, not copied)."""
        if header.get("version") != DICTIONARY_VERSION:
            raise ValueError(f"dictionary format {header.get('version')}, expected {DICTIONARY_VERSION}")
        columns: dict[str, Any] = {key: header[key] for key in ("types", "vias", "primary_keys")}
        columns["identity"] = {int(i): identity for i, identity in header["identity"]}
        for key, dtype in _ARRAY_COLUMNS.items():
            if arrays[key].dtype != dtype:
                raise ValueError(f"dictionary column {key} is {arrays[key].dtype}, expected {np.dtype(dtype)}")
            columns[key] = arrays[key]
        for key in _STRING_COLUMNS:
            columns[key] = PackedStrings(arrays[f"{key}_blob"], arrays[f"{key}_offsets"])
        size = len(columns["id"])
        if any(len(columns[key]) != size for key in (*_ARRAY_COLUMNS, *_STRING_COLUMNS)):
            raise ValueError("dictionary columns of different lengths")
        forms = marisa_trie.Trie().frombytes(arrays["forms"].tobytes())
        if len(arrays["offsets"]) != len(forms) + 1:
            raise ValueError("dictionary forms and offsets do not fit together")
        sound_arrays = {key: arrays[key] for key in SoundIndex.ARRAYS}
        if len(sound_arrays["sound_offsets"]) < 1:
            raise ValueError("dictionary sound offsets are empty")
        written = header["written"]
        if not isinstance(written, dict) or not all(isinstance(text, str) for text in written.values()):
            raise ValueError("dictionary names as written are not texts per kind")
        shares = header["compound_shares"]
        version, rewritten = header["rewritten"]
        if not isinstance(shares, dict) or not isinstance(rewritten, dict):
            raise ValueError("dictionary compound shares or rewritten forms are not mappings")
        return cls(columns, forms, arrays["offsets"], arrays["flat"], header["info"], sound_arrays=sound_arrays,
                   written=WrittenNames(encoded=written, entries=size), compound_shares=shares,
                   stored_rewritten=(version, {k: tuple(v) for k, v in rewritten.items()}))


_ARRAY_COLUMNS = {"type": np.int32, "via": np.int32, "degree": np.int64, "edges": np.int64}  # and their dtypes
_STRING_COLUMNS = ("id", "name")


# Full-width letters and digits (Ａ-Ｚ, ａ-ｚ, ０-９: a Chinese keyboard in full-width mode, a copied document, and a few
# of the network's own names, 腹部Ｘ线平片检查) as their ASCII forms. A table rather than unicodedata's NFKC: NFKC
# also rewrites ①, ㎎ or ½ into several characters, and a matching form must keep the question's offsets one for one.
_FULL_WIDTH_RANGES = (("０", "９"), ("Ａ", "Ｚ"), ("ａ", "ｚ"))
_HALF_WIDTH = {c: c - 0xFEE0 for first, last in _FULL_WIDTH_RANGES for c in range(ord(first), ord(last) + 1)}
_FULL_WIDTH = re.compile("[" + "".join(f"{first}-{last}" for first, last in _FULL_WIDTH_RANGES) + "]")


def normalise(text: str) -> str:
    """Matching form: full-width letters and digits written as ASCII, latin lower-cased (Chinese has no case); one
    character for one."""
    # a search costs a sixth of a translation, and a search is called some 300 times: few texts hold full width
    if _FULL_WIDTH.search(text) is not None:
        text = text.translate(_HALF_WIDTH)
    return text.lower()


DASHES = "—–－‐‑‒―"
_TO_HYPHEN = {ord(dash): "-" for dash in DASHES}
_ANY_DASH = re.compile("[-" + DASHES + "]")
# The characters between two of which a typed name drops a dash (`typed_dashed_names`; linking looks an alias record up
# by where a dash may have stood, `linking._typed_alias_rows`, with the same class)
HAN = r"[\u4e00-\u9fff]"
_DASH_BETWEEN_HAN = re.compile(rf"(?<={HAN})[-{DASHES}](?={HAN})")


def fold_dashes(text: str) -> str:
    """Every dash (— – － ‐ ‑ ‒ ―) as '-', one character for one."""
    return text.translate(_TO_HYPHEN)


def typed_dashed_names(name: str) -> list[str]:
    """A name the network writes with a dash as a keyboard types it: with '-' for every dash (5—氟尿嘧啶 → 5-氟尿嘧啶), and
    without the dashes standing between two Chinese characters (肩—手综合征 → 肩手综合征; a dash beside a digit or a
    latin letter stays: without it the name reads as another). Only the ways that differ from the name."""
    if _ANY_DASH.search(name) is None:  # most names (both rewrites leave a name without dashes as it is)
        return []
    hyphens, dash_free = fold_dashes(name), _DASH_BETWEEN_HAN.sub("", name)
    return list(dict.fromkeys(typed for typed in (hyphens, dash_free) if typed != name))


def written_kinds(*, names_without_notes: bool, dashes_as_typed: bool, foreign_names: bool = False,
                  aliases_as_typed: bool = False) -> frozenset[str]:
    """The kinds of names as people write them (`Dictionary.written`) that the settings of these names ask linking to
    read (`concept_retrieval.names_without_notes` / `dashes_as_typed` / `foreign_names` / `aliases_as_typed`,
    `knx link --names-without-notes` / ...)."""
    return frozenset(kind for kind, asked in ((WITHOUT_NOTES, names_without_notes), (TYPED_DASHES, dashes_as_typed),
                                              (FOREIGN_NAMES, foreign_names), (TYPED_ALIASES, aliases_as_typed))
                     if asked)


def alias_properties(ot: ObjectType) -> list[str]:
    display = ot.display_key or ot.name_field
    out = []
    for prop in ot.data_properties:
        if prop.family != "text" or prop.name == display or prop.name in ot.primary_keys:
            continue
        label = _label(prop)
        if ALIAS_WORDS.search(label) or FOREIGN_NAME_WORDS.search(label):
            out.append(prop.name)
    return out


def _label(prop: Any) -> str:
    """What a property says of itself: its name, display name and comment."""
    return " ".join(filter(None, [prop.name, prop.display_name, prop.comment]))


def foreign_name_properties(ot: ObjectType) -> frozenset[str]:
    """The alias properties of a type that hold its records' names in another language (`FOREIGN_NAME_WORDS`)."""
    labels = {name: _label(ot.get_property(name)) for name in alias_properties(ot)}
    return frozenset(name for name, label in labels.items()
                     if FOREIGN_NAME_WORDS.search(label) and not ALIAS_WORDS.search(label))


def alias_values(value: str, own_names: set[str], foreign: bool) -> list[str]:
    """The names an alias property's value gives (`listed_names`); of a foreign-name property's value, only those
    written in Latin letters (a Latin letter and no Chinese character)."""
    names = listed_names(value, own_names)
    if foreign:
        names = [n for n in names if _LATIN_LETTER.search(n) is not None and not cjk_characters(n)]
    return names


def naming_roles(ot: ObjectType) -> dict[str, str]:
    """What each alias property of a type says of the names it holds, by its name, display name
    and comment: `STANDARD_NAME` (通用名, 学名, generic, official, scientific: the instance's standard
    name) or `GOES_BY` (商品名, brand, trade, 俗称: a name it goes by); a property saying both or
    neither is left out."""
    roles = {}
    for name in alias_properties(ot):
        label = _label(ot.get_property(name))
        standard, goes_by = bool(STANDARD_NAME_WORDS.search(label)), bool(GOES_BY_WORDS.search(label))
        if standard != goes_by:
            roles[name] = STANDARD_NAME if standard else GOES_BY
    return roles


def alias_relations(network: KnowledgeNetwork) -> list[tuple[str, str, str]]:
    """(relation type id, canonical end type, alias end type) of the relations that name aliases.

    The alias end is the end whose type is itself about aliases (by id, name or tags); failing that,
    the target (has_alias: disease -> alias)."""
    out = []
    for rel in network.relation_types:
        if not ALIAS_WORDS.search(f"{rel.id} {rel.name or ''}"):
            continue
        target = network.object_type(rel.target_object_type_id)
        source = network.object_type(rel.source_object_type_id)
        if source is None or target is None or source.id == target.id:
            continue
        def about_alias(ot: ObjectType) -> bool:
            return bool(ALIAS_WORDS.search(" ".join([ot.id, ot.name or "", *ot.tags])))
        if about_alias(source) and not about_alias(target):
            out.append((rel.id, target.id, source.id))
        else:
            out.append((rel.id, source.id, target.id))
    return out


_BRACKETS = {"（": "）", "(": ")", "【": "】", "[": "]"}


def listed_names(text: str, whole_names: frozenset[str] | set[str] = frozenset()) -> list[str]:
    """The names a value lists: the value itself when, normalised, it is one of `whole_names` (a record's own name:
    卤米松/三氯生乳膏), else its parts between `ALIAS_SPLIT` separators standing outside brackets (甲型肝炎；甲肝 → 甲型肝炎, 甲肝;
    甲下骨疣（指、趾末节的小的骨软骨瘤） is one name). Parts are stripped; empty ones are left out."""
    if normalise(text.strip()) in whole_names:
        return [text.strip()] if text.strip() else []
    parts, start, closing = [], 0, []
    for i, ch in enumerate(text):
        if ch in _BRACKETS:
            closing.append(_BRACKETS[ch])
        elif closing and ch == closing[-1]:
            closing.pop()
        elif not closing and ALIAS_SPLIT.match(ch):
            parts.append(text[start:i])
            start = i + 1
    parts.append(text[start:])
    return [p.strip() for p in parts if p.strip()]


_OPENING, _CLOSING = "".join(_BRACKETS), "".join(_BRACKETS.values())


def note_free_name(name: str) -> str | None:
    """The name before the bracketed notes it ends in (万苏林（中效胰岛素） → 万苏林; 精蛋白锌胰岛素注射液（预混）（笔芯） →
    精蛋白锌胰岛素注射液), stripped; None when the name ends in no note or is all note. A note inside or at the start of a
    name (地诺前列酮（前列腺素E2）栓, （体位性）低血压) is part of it. Any opening bracket matches any closing one: the data
    mixes full and half width (（HDV))."""
    end = len(name.rstrip())
    while end and name[end - 1] in _CLOSING:
        depth, i = 0, end - 1
        while i >= 0:
            depth += name[i] in _CLOSING
            depth -= name[i] in _OPENING
            if depth == 0:
                break
            i -= 1
        if i < 0:
            return None  # an unmatched closing bracket: no note to take off
        end = len(name[:i].rstrip())
    return name[:end] if 0 < end < len(name.rstrip()) else None


class _NameStems:
    """Whether another record of a type has an own name that begins with a given name and goes on with something other
    than a bracket (脑电图检查 of 脑电图; not 脑电图(eeg), the noted name itself): the types' own names kept sorted, so one
    lookup is a bisection."""

    def __init__(self, own_names_of: dict[str, set[str]]) -> None:
        self._own_names_of = own_names_of
        self._sorted: dict[str, list[str]] = {}

    def begins_another(self, type_id: str, stem: str) -> bool:
        names = self._sorted.get(type_id)
        if names is None:
            names = self._sorted[type_id] = sorted(self._own_names_of.get(type_id, ()))
        i = bisect.bisect_right(names, stem)  # past the stem itself
        while i < len(names) and names[i].startswith(stem):
            if names[i][len(stem)] not in _OPENING:
                return True
            i += 1
        return False


def compound_shares_of(own_names: Iterable[tuple[str, str]]) -> dict[str, float]:
    """`Dictionary.compound_share` of every type among `own_names` ((type id, own name), in entry order)."""
    names: dict[str, set[str]] = {}
    for type_id_of_name, name in own_names:
        names.setdefault(type_id_of_name, set()).add(normalise(name))
    shares = {}
    for type_of_names, own in names.items():
        # A split at k makes two names only where k is a length some name has: for a name longer than
        # there are such lengths, trying those splits alone finds the same, where trying every k sliced a
        # name of length L L times (a 200,000-character name took 30 s, one of 50 million never ended).
        lengths = sorted({len(n) for n in own})
        put_together = sum(1 for n in own if any(
            n[:k] in own and n[k:] in own
            for k in (range(2, len(n) - 1) if len(n) - 3 <= len(lengths) else (k for k in lengths if 2 <= k < len(n) - 1))))
        shares[type_of_names] = put_together / len(own)
    return shares


class SideWork(Protocol):
    """Parts of a dictionary's build another process can do while `build_dictionary` reads the names
    (core.search.prepare): each gives what this module would compute, or None to have it computed here."""

    def edge_counts(self) -> EdgeCounts | None:
        """The network's `edge_counts`."""

    def sounds(self, forms: list[str]) -> Callable[[], dict[str, np.ndarray] | None]:
        """Start on the `SoundIndex` arrays of a trie of these forms; the call returned gives them."""

    def shares(self, own_names: list[tuple[str, str]]) -> Callable[[], dict[str, float] | None]:
        """Start on `compound_shares_of(own_names)`; the call returned gives them."""


def build_dictionary(backend: KnowledgeBackend, kn_id: str, *, side: SideWork | None = None) -> Dictionary:
    """Read every name, alias property value and alias relation of a network (module docstring).
    `side` does the parts that need no names or only the forms, meanwhile.

    With the cyclic garbage collector paused: the build makes ~1M objects that stay alive and no
    cycles, and the collector's full passes over them took ~1.1 s of the demo network's ~6 s."""
    with gc_paused():
        return _build_dictionary(backend, kn_id, side)


def _build_dictionary(backend: KnowledgeBackend, kn_id: str, side: SideWork | None) -> Dictionary:
    started = time.perf_counter()
    network = backend.get_network(kn_id)
    entries: list[Entry] = []
    forms: dict[str, list[int]] = {}
    index_of: dict[str, int] = {}  # instance id -> entry of its own name
    alias_types = {alias for _, _, alias in alias_relations(network)}
    counts: dict[str, int] = {}

    def add(form: str, entry_index: int) -> None:
        form = normalise(form.strip())
        if len(form) < 2 or len(form) > 60:
            return
        bucket = forms.setdefault(form, [])
        if entry_index not in bucket:
            bucket.append(entry_index)

    own_names_of: dict[str, set[str]] = {}  # type id -> the normalised own names of its records
    noted: list[tuple[str, int]] = []  # (note-free name, own-name entry) of the names ending in a bracketed note
    dashed: list[tuple[str, int]] = []  # (a dashed name as typed, own-name entry)
    foreign_names: list[tuple[str, int]] = []  # (a name in another language, as written or typed, its alias entry)
    typed_aliases: list[tuple[str, int]] = []  # (an alias holding a dash as typed, its alias entry)
    names_of_alias_instances: dict[str, str] = {}
    identities_of_alias_instances: dict[str, dict[str, Any]] = {}
    for ot in network.object_types:
        display = ot.display_key or ot.name_field
        prop = ot.get_property(display) if display else None
        if prop is None or prop.family != "text":
            continue  # no text name to find in a question
        props = list(dict.fromkeys([*ot.primary_keys, display, *alias_properties(ot)]))
        alias_props = props[len(ot.primary_keys) + 1:]
        foreign = foreign_name_properties(ot)
        n = 0
        rows = list(backend.iter_instances(kn_id, ot.id, props, page_size=PAGE))
        # a value holding a separator that is, whole, a record's name of the type is that name, not a list
        # (卤米松/三氯生乳膏, 中/长链脂肪乳注射液: 29 of the demo drugs' 34 alias values with a '/')
        names_of_rows = (row.get(DISPLAY) if row.get(DISPLAY) is not None else row.get(display) for row in rows)
        own_names = own_names_of[ot.id] = {normalise(str(own).strip()) for own in names_of_rows if own is not None}
        for row in rows:
            name = row.get(DISPLAY) if row.get(DISPLAY) is not None else row.get(display)
            if name is None:
                continue
            name = str(name)
            n += 1
            iid = str(row.get(INSTANCE_ID))
            if ot.id in alias_types:
                names_of_alias_instances[iid] = name
                identities_of_alias_instances[iid] = dict(row.get(INSTANCE_IDENTITY) or {})
                continue  # alias instances are linked to what they name (below)
            entry = Entry(ot.id, iid, dict(row.get(INSTANCE_IDENTITY) or {}), name, VIA_NAME)
            index_of[iid] = len(entries)
            entries.append(entry)
            add(name, index_of[iid])
            note_free = note_free_name(name)
            if note_free is not None:
                noted.append((note_free, index_of[iid]))
            dashed += [(typed, index_of[iid]) for typed in typed_dashed_names(name)]
            for prop in alias_props:
                for value in alias_values(str(row.get(prop) or ""), own_names, prop in foreign):
                    if value != name:
                        entries.append(Entry(ot.id, iid, entry.identity, name, f"{VIA_ALIAS_PROPERTY}{prop}"))
                        at = len(entries) - 1
                        if prop in foreign:
                            foreign_names += [(value, at), *((typed, at) for typed in typed_dashed_names(value))]
                        else:
                            add(value, at)
                            typed_aliases += [(typed, at) for typed in typed_dashed_names(value)]
        counts[ot.id] = n
    # every own name is read (the later entries are aliases): a side process puts together the types' compound
    # shares meanwhile
    own_names = [(e.type_id, e.name) for e in entries if e.via == VIA_NAME]
    shares = side.shares(own_names) if side is not None else None

    # imported here: core.retrieval imports kn_search, which imports this module
    from core.retrieval.keyword_context import identity_condition

    alias_links = 0
    whole_alias_names = {normalise(name.strip()) for name in names_of_alias_instances.values()}
    for rel_id, canonical_type, alias_type in alias_relations(network):
        alias_ot = network.object_type(alias_type)
        alias_ids = [iid for iid in names_of_alias_instances if iid.startswith(f"{alias_type}-")]
        if alias_ot is None:
            continue
        rel = network.relation_type(rel_id)
        keys = alias_ot.primary_keys
        by_in = len(keys) == 1 and alias_ot.get_property(keys[0]) is not None \
            and "in" in alias_ot.get_property(keys[0]).operations
        size = ALIAS_BATCH if by_in else MAX_SUB_CONDITIONS  # an `or` of `==` holds at most that many
        for start in range(0, len(alias_ids), size):
            batch = alias_ids[start:start + size]
            # the stored identities (typed values, every key of a composite key), not the id text
            condition = identity_condition(alias_ot, [identities_of_alias_instances[iid] for iid in batch])
            if condition is None:  # keys that allow neither `in` nor `==`
                break
            result = backend.query_subgraph(kn_id, {"relation_type_paths": [{
                "object_types": [
                    {"id": alias_type, "condition": condition, "limit": len(batch)},
                    {"id": canonical_type, "limit": 20},
                ],
                "relation_types": [{"relation_type_id": rel_id, "source_object_type_id": alias_type,
                                    "target_object_type_id": canonical_type}],
                "limit": 10000,
            }]})
            for entry in result.entries:
                for path in entry.relation_paths:
                    for relation in path.relations:
                        ends = (relation.source_object_id, relation.target_object_id)
                        alias_end = ends[0] if ends[0].startswith(f"{alias_type}-") else ends[1]
                        canonical_end = ends[1] if alias_end == ends[0] else ends[0]
                        own = index_of.get(canonical_end)
                        alias_name = names_of_alias_instances.get(alias_end)
                        if own is None or alias_name is None or alias_name == entries[own].name:
                            continue
                        base = entries[own]
                        entries.append(Entry(base.type_id, base.instance_id, base.identity, base.name,
                                             f"{VIA_ALIAS_RELATION}{rel.id if rel else rel_id}"))
                        # an alias record may list several names (甲型肝炎；甲肝, 红眼病；流行性急性结膜炎): each is a form, and
                        # so is the record's whole name - except a listed name the network records on its own, as a
                        # record of the type (新疆出血热) or as an alias record (白塞病): the list adds only what it alone says
                        type_names = own_names_of.get(base.type_id, set())
                        listed = [part for part in listed_names(alias_name, type_names) if part != alias_name
                                  and normalise(part) not in type_names and normalise(part) not in whole_alias_names]
                        for form in (alias_name, *listed):
                            if form != entries[own].name:
                                add(form, len(entries) - 1)
                                typed_aliases += [(typed, len(entries) - 1) for typed in typed_dashed_names(form)]
                        alias_links += 1
    # A name ending in a bracketed note (万苏林（中效胰岛素）, 声带休息（声休）) is written without it, a dashed one with a hyphen
    # or without the dash (肩-手综合征, 肩手综合征): that name names the record - unless the dictionary holds that form
    # already, as any record's own name or alias (乌鸡白凤丸 of 乌鸡白凤丸（水蜜丸）): the network records that name on its own.
    # Records sharing such a name all get it. Two characters or a stage or form alone (晚期（骨化期）, 溃疡（2%）, 幼年型（…）)
    # are no name without their note; nor is a stem the network goes on to name other records of the type by
    # (脑电图 of 脑电图（EEG） beside 脑电图检查 and 脑电图改变): alone it names none of them. Kept apart from the forms:
    # linking reads them where concept_retrieval's `names_without_notes` / `dashes_as_typed` ask (both on by default).
    # A record's name in another language and an alias holding a dash as typed are kept apart the same way, read where
    # `foreign_names` / `aliases_as_typed` ask (both off by default: docs/linking.md, fifty-ninth round).
    written: dict[str, dict[str, list[int]]] = {WITHOUT_NOTES: {}, TYPED_DASHES: {}, FOREIGN_NAMES: {}, TYPED_ALIASES: {}}
    stems = _NameStems(own_names_of)
    for kind, names in ((WITHOUT_NOTES, noted), (TYPED_DASHES, dashed), (FOREIGN_NAMES, foreign_names),
                        (TYPED_ALIASES, typed_aliases)):
        for as_written, entry_index in names:
            form = normalise(as_written.strip())
            if (kind == WITHOUT_NOTES and form.endswith(("期", "型"))) or not 3 <= len(form) <= 60 or form in forms \
                    or any(form in other for other_kind, other in written.items() if other_kind != kind):
                continue
            if kind == WITHOUT_NOTES and stems.begins_another(entries[entry_index].type_id, form):
                continue
            if entry_index not in written[kind].setdefault(form, []):
                written[kind][form].append(entry_index)
    sound_arrays = side.sounds(list(forms)) if side is not None else None
    counted = (side.edge_counts() if side is not None else None) or edge_counts(backend, kn_id)
    relation_edges, degrees = counted.per_relation, counted.degrees
    if degrees:
        layouts = backend.network_file(kn_id).layout
        for entry in entries:
            stored = stored_id(layouts[entry.type_id], entry.type_id, entry.instance_id, entry.identity)
            entry.degree = degrees.get((entry.type_id, stored), 0)
            entry.edges = counted.edges.get((entry.type_id, stored), 0)
    names_by_type: dict[str, list[str]] = {}
    for type_id_of_name, name in own_names:
        names_by_type.setdefault(type_id_of_name, []).append(name)
    info = {
        "type_chars": type_characters(names_by_type),
        "relation_edges": relation_edges,
        "instances": counts, "entries": len(entries), "forms": len(forms), "alias_links": alias_links,
        "written": {kind: len(names) for kind, names in written.items()},
        "alias_properties": {ot.id: alias_properties(ot) for ot in network.object_types if alias_properties(ot)},
        "naming_roles": {ot.id: naming_roles(ot) for ot in network.object_types if naming_roles(ot)},
        "alias_relations": [r for r, _, _ in alias_relations(network)],
        "degrees": bool(degrees), "build_seconds": round(time.perf_counter() - started, 3),
    }
    return Dictionary.build(entries, forms, info, {ot.id: list(ot.primary_keys) for ot in network.object_types},
                            written=written, sound_arrays=sound_arrays, compound_shares=shares)


def stored_id(layout: TypeLayout, type_id: str, instance_id: str, identity: dict[str, Any]) -> str | None:
    """The `iid` an instance's row is stored under on the embedded engine. A single key is the
    `_instance_id` after `{type}-`; a composite key is kept as a JSON array of its values, which
    only the identity gives (`NetworkBuilder.identity_of`), so None when the identity is missing."""
    if len(layout.primary_keys) == 1:
        return instance_id[len(type_id) + 1:]
    if not identity or any(key not in identity for key in layout.primary_keys):
        return None
    try:
        return NetworkBuilder.identity_of(layout, identity)
    except Exception:  # an identity without its key values names no stored row
        return None


@dataclass
class EdgeCounts:
    """A network's edges counted per instance and per relation type (`edge_counts`): linking's degree prior.
    Instances are keyed by (object type, stored `iid`); empty where the backend has no edge table."""

    degrees: dict[tuple[str, str], int] = field(default_factory=dict)  # outgoing, plus a tenth of incoming
    edges: dict[tuple[str, str], int] = field(default_factory=dict)  # at either end, each counted once
    per_relation: dict[str, int] = field(default_factory=dict)


def edge_counts(backend: KnowledgeBackend, kn_id: str) -> EdgeCounts:
    """The embedded engine's edges per instance (degree: outgoing, plus a tenth of incoming; edges at either end)
    and per relation type, from its edge table; empty elsewhere, and no degrees where the table cannot be read.

    The backend interface has no aggregate, and counting through subgraph queries would cost one
    query per instance, so only the embedded engine (one grouped scan) gives this prior."""
    counted = EdgeCounts()
    relation_edges, edges = counted.per_relation, counted.edges
    try:
        nf = backend.network_file(kn_id)
        if nf is None:
            return counted
        ends = {
            index: (nf.layout[r.source_object_type_id], nf.layout[r.target_object_type_id])
            for r in nf.network.relation_types
            for index in [nf.relation_index[r.id]]
        }
        by_rid: dict[tuple[int, int], int] = {}
        all_by_rid: dict[tuple[int, int], int] = {}
        # Outgoing edges count fully, incoming ones a tenth: a subject of the source graph (the
        # disease 腹泻, with its symptoms and drugs) outweighs a value many subjects point at (the
        # symptom 腹泻, listed by hundreds of diseases).
        for column, side, weight in (("src", 0, 1.0), ("dst", 1, 0.1)):
            for rt, rid, n in nf.execute(f"SELECT rt, {column}, COUNT(*) FROM edges GROUP BY rt, {column}"):
                layout = ends[rt][side]
                key = (layout.index, rid)
                by_rid[key] = by_rid.get(key, 0) + n * weight
                all_by_rid[key] = all_by_rid.get(key, 0) + n
        out: dict[tuple[str, str], int] = {}
        relation_edges.update(nf.counts.get("edges", {}))
        for ot_id, layout in nf.layout.items():
            for rid, iid in nf.execute(f"SELECT rid, iid FROM {layout.table}"):
                n = by_rid.get((layout.index, rid))
                if n:
                    out[(ot_id, iid)] = max(1, round(n))
                    edges[(ot_id, iid)] = all_by_rid[(layout.index, rid)]
        counted.degrees = out
        return counted
    except Exception:  # a prior, never a reason to fail linking: no degrees (what was counted before is kept)
        return counted


# ----------------------------------------------------------------------------------------------
# Cache
# ----------------------------------------------------------------------------------------------
def network_fingerprint(backend: KnowledgeBackend, kn_id: str) -> str:
    """Changes whenever the network's data may have changed."""
    return _file_fingerprint(backend, kn_id) or _counted_fingerprint(backend, kn_id)


def _file_fingerprint(backend: KnowledgeBackend, kn_id: str) -> str | None:
    """The embedded engine's: its build and the file's mtime (one stat); None elsewhere."""
    try:
        nf = backend.network_file(kn_id)
        if nf is None:
            return None
        mtime = Path(nf.path).stat().st_mtime_ns
        return hashlib.sha256(
            f"{nf.meta.get('fingerprint')}|{nf.meta.get('built_at')}|{mtime}".encode()
        ).hexdigest()[:24]
    except Exception:  # unreadable here: the interface's counts decide
        return None


def _counted_fingerprint(backend: KnowledgeBackend, kn_id: str) -> str:
    """Through the interface alone: the schema and the instance count of each object type."""
    network = backend.get_network(kn_id)
    digest = hashlib.sha256(network.model_dump_json().encode())
    for ot in network.object_types:
        total = backend.query_instances(kn_id, ot.id, {"limit": 1, "need_total": True}).total_count
        digest.update(f"|{ot.id}={total}".encode())
    return digest.hexdigest()[:24]


class DictionaryCache:
    """Dictionaries per (data location, network, fingerprint): in memory (LRU) and, for backends
    whose data has a stable location (`KnowledgeBackend.data_location`), on disk.

    A backend without a location is keyed by the object itself (weakly), never by `id()`: ids are
    reused once an object is gone, and another backend's dictionary must never be handed out."""

    def __init__(self, size: int = 4, directory: Path | None = None) -> None:
        self.size = size
        self.directory = directory
        self._memory: LRUCache[tuple[str, str], tuple[str, Dictionary]] = LRUCache(size)
        self._fingerprints: dict[tuple[str, str], tuple[float, str]] = {}
        self._owners: weakref.WeakKeyDictionary[KnowledgeBackend, str] = weakref.WeakKeyDictionary()
        self._lock = threading.Lock()
        self._once = BuildOnce()  # concurrent first searches build a network's dictionary once

    def _dir(self) -> Path:
        return self.directory or (knx_home() / "cache" / "linking")

    def _owner(self, backend: KnowledgeBackend, location: str | None) -> str | None:
        """The cache key of the data behind `backend`; None when it cannot be keyed safely."""
        if location is not None:
            return location
        with self._lock:
            try:
                owner = self._owners.get(backend)
                if owner is None:
                    owner = self._owners[backend] = f"object:{uuid.uuid4().hex}"
                return owner
            except TypeError:  # neither hashable nor weakly referable
                return None

    def _fingerprint(self, backend: KnowledgeBackend, kn_id: str, owner: str | None) -> str:
        """The embedded engine's fingerprint is one stat and a dict lookup; elsewhere it costs a
        count query per object type, so it is reused for FINGERPRINT_TTL seconds."""
        local = _file_fingerprint(backend, kn_id)
        if local is not None:
            return local
        if owner is None:
            return _counted_fingerprint(backend, kn_id)
        key = (owner, kn_id)
        now = time.monotonic()
        with self._lock:
            known = self._fingerprints.get(key)
        if known and now - known[0] < FINGERPRINT_TTL:
            return known[1]
        fingerprint = _counted_fingerprint(backend, kn_id)
        with self._lock:
            self._fingerprints[key] = (now, fingerprint)
        return fingerprint

    def _version(self, backend: KnowledgeBackend, kn_id: str) -> tuple[str | None, str | None, str]:
        """(data location, owner, fingerprint) of the network behind `backend` (`_owner`, `_fingerprint`)."""
        location = backend.data_location(kn_id)
        owner = self._owner(backend, location)
        return location, owner, self._fingerprint(backend, kn_id, owner)

    def version_of(self, backend: KnowledgeBackend, kn_id: str) -> tuple[str | None, str]:
        """(owner, fingerprint): which data a network's dictionary is kept for and its version, for other caches
        derived from the same data (owner None: no safe key); the fingerprint is reused as `get` reuses it."""
        _, owner, fingerprint = self._version(backend, kn_id)
        return owner, fingerprint

    def get(self, backend: KnowledgeBackend, kn_id: str, *,
            side: SideWork | None = None) -> tuple[Dictionary, str]:
        """The network's dictionary and where it came from ("memory", "disk", "built"); `side` as
        `build_dictionary` takes it, when it is built."""
        location, owner, fingerprint = self._version(backend, kn_id)
        if owner is None:
            return build_dictionary(backend, kn_id, side=side), "built"
        key = (owner, kn_id)

        def in_memory() -> tuple[Dictionary, str] | None:
            cached = self._memory.get(key)
            if cached and cached[0] == fingerprint:
                return cached[1], "memory"
            return None

        def load_or_build() -> tuple[Dictionary, str]:
            dictionary, origin = None, "built"
            if location is not None:
                path = self._path(kn_id, location, fingerprint)
                dictionary, origin = self._read(path), "disk"
            if dictionary is None:
                dictionary, origin = build_dictionary(backend, kn_id, side=side), "built"
                if location is not None:
                    self._write(path, dictionary, stale_prefix=self._prefix(kn_id, location))
            self._memory.put(key, (fingerprint, dictionary))
            return dictionary, origin

        return self._once.get_or_build((key, fingerprint), in_memory, load_or_build)

    @staticmethod
    def _prefix(kn_id: str, location: str) -> str:
        """The start of the names of a network's dictionary files at one data location, every version's."""
        return f"{kn_id}-{hashlib.sha256(location.encode()).hexdigest()[:12]}-"

    def _path(self, kn_id: str, location: str, fingerprint: str) -> Path:
        """The file of a network's dictionary for its data's location and version."""
        return self._dir() / f"{self._prefix(kn_id, location)}{fingerprint}-v{DICTIONARY_VERSION}.arrays"

    def stored_path(self, backend: KnowledgeBackend, kn_id: str) -> Path | None:
        """Where the network's dictionary for its current data is kept on disk (whether or not it is there yet);
        None for a backend whose data has no stable location."""
        location, owner, fingerprint = self._version(backend, kn_id)
        return None if owner is None or location is None else self._path(kn_id, location, fingerprint)

    @staticmethod
    def _read(path: Path) -> Dictionary | None:
        if not path.is_file():
            return None
        try:
            return Dictionary.from_arrays(*read_arrays(path))
        except Exception:  # damaged or foreign: rebuilt
            return None

    @staticmethod
    def _write(path: Path, dictionary: Dictionary, stale_prefix: str) -> None:
        """Write the dictionary, then remove the same network's files of earlier builds and cache
        formats (same network and data location, another fingerprint or version)."""
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            write_atomic(path, write_arrays(*dictionary.to_arrays()))
        except OSError:
            return  # a read-only data dir: built again next process
        except (TypeError, ValueError):
            return  # identity values JSON cannot hold (a backend's own types): kept in memory only
        remove_other_versions(path.parent, stale_prefix, (".arrays", ".pickle"), keep=path.__eq__)


shared_cache = DictionaryCache()  # the process's, unless a linker is given its own


__all__ = ["ALIAS_WORDS", "DICTIONARY_VERSION", "Dictionary", "DictionaryCache", "EdgeCounts", "Entry", "GOES_BY",
           "FOREIGN_NAMES", "TYPED_ALIASES", "TYPED_DASHES", "WITHOUT_NOTES", "WrittenNames",
           "STANDARD_NAME", "SideWork", "VIA_ALIAS_PROPERTY", "VIA_ALIAS_RELATION", "VIA_NAME",
           "alias_properties", "alias_relations", "build_dictionary", "edge_counts", "naming_roles",
           "network_fingerprint", "normalise", "shared_cache", "stored_id"]
