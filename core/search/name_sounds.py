"""Names as they sound: a record's name typed with one character that sounds the same in its place.

People type names by their sound: a pinyin keyboard offers every character of a syllable, and the one picked is
often not the name's (布落芬 for 布洛芬, 阿莫西淋 for 阿莫西林, 川穹 for 川芎). Longest match over the names finds
none of these. `SoundIndex` holds every name of `SOUND_MIN_LENGTH` Chinese characters or more written as its
syllables, and `SoundIndex.find` returns the stretches of a text that sound as a name does and differ from it in
exactly one character: a slip, not another word.

Syllables come from pypinyin's table of readings per character (`pypinyin.pinyin_dict`, a package's data, read
only when an index is built): a character's first reading, its tone dropped, zh / ch / sh read as z / c / s and a
final -ng as -n (the pairs a pinyin keyboard's fuzzy input merges and many speakers do not tell apart). Each syllable
is one private-use character, so a name's sound is a string as long as the name and a MARISA trie finds every name
sounding as a stretch of the text at each start, as the dictionary's own trie finds the names themselves. The index
is stored in the dictionary's cache file with it: a question reads arrays and builds nothing."""

from __future__ import annotations

import importlib.util
import json
import re
import unicodedata
from functools import lru_cache
from pathlib import Path
from typing import Iterator

import marisa_trie
import numpy as np

SOUND_MIN_LENGTH = 3  # fewer characters than this sound like too many words of a question
_FIRST_CODE = 0xF0000  # syllables are written as characters of a private-use plane
_CJK = re.compile(r"[\u4e00-\u9fff]+")
_RETROFLEX = re.compile(r"^([zcs])h")
_VELAR_FINAL = re.compile(r"([aeio])ng$")


def syllable(reading: str) -> str:
    """A pinyin reading as the index compares it: tone marks dropped, zh / ch / sh as z / c / s, -ng as -n."""
    decomposed = unicodedata.normalize("NFD", reading).replace("u\u0308", "v")  # ü (lǜ) keeps its own vowel
    plain = "".join(c for c in decomposed if not unicodedata.combining(c))
    return _VELAR_FINAL.sub(r"\1n", _RETROFLEX.sub(r"\1", plain))


@lru_cache(maxsize=1)
def character_syllables() -> tuple[np.ndarray, np.ndarray]:
    """(code points, syllable numbers), sorted by code point: every character pypinyin reads, by its first
    reading's syllable (`syllable`). Made once per process (read-only arrays): it depends on the package alone."""
    pinyin_dict = _pinyin_readings()
    numbers: dict[str, int] = {}
    points = sorted(pinyin_dict)
    # ~42k characters share ~1.5k first readings: each reading's syllable made once
    syllable_of = lru_cache(maxsize=None)(syllable)
    codes = [numbers.setdefault(syllable_of(pinyin_dict[p].split(",")[0]), len(numbers)) for p in points]
    arrays = np.asarray(points, dtype=np.int32), np.asarray(codes, dtype=np.int32)
    for array in arrays:
        array.flags.writeable = False  # shared by every index this process builds
    return arrays


def _pinyin_readings() -> dict[int, str]:
    """pypinyin's readings per code point. Read from the table file its `pinyin_dict` module loads: importing that
    module runs the package's `__init__`, which also loads its phrase table and trains its segmenter (~0.25 s of
    ~0.3 s here), none of which an index reads. The module is imported where the file is not found."""
    try:
        spec = importlib.util.find_spec("pypinyin")  # finds the package without running it
        locations = list(spec.submodule_search_locations or ()) if spec else []
        table = Path(locations[0]) / "pinyin_dict.json" if locations else None
        if table is not None and table.is_file():
            return {int(point): readings for point, readings in json.loads(table.read_text("utf-8")).items()}
    except (OSError, ValueError, ImportError):  # unreadable or another layout: the module's own loading
        pass
    from pypinyin.pinyin_dict import pinyin_dict

    return pinyin_dict


class SoundIndex:
    """The names of a dictionary's forms (`forms`, its trie) by their sound: `sounds`, a trie of the names of
    `SOUND_MIN_LENGTH` Chinese characters or more written as syllables, each sound's form ids in `flat` cut by
    `offsets` at the sound's trie id; `points` / `codes`, each character's syllable."""

    def __init__(self, points: np.ndarray, codes: np.ndarray, sounds: marisa_trie.Trie, offsets: np.ndarray,
                 flat: np.ndarray) -> None:
        self.points, self.codes, self.sounds = points, codes, sounds
        self._offsets, self._flat = offsets, flat
        self._table: dict[int, str] | None = None

    @classmethod
    def build(cls, forms: marisa_trie.Trie) -> "SoundIndex":
        points, codes = character_syllables()
        index = cls(points, codes, marisa_trie.Trie(), np.zeros(1, dtype=np.int64), np.zeros(0, dtype=np.int32))
        by_sound: dict[str, list[int]] = {}
        for form, form_id in forms.iteritems():
            if len(form) >= SOUND_MIN_LENGTH and _CJK.fullmatch(form):
                by_sound.setdefault(index.sound_of(form), []).append(form_id)
        sounds = marisa_trie.Trie(by_sound)
        ids: list[list[int]] = [[] for _ in range(len(sounds))]
        for sound, form_ids in by_sound.items():
            ids[sounds[sound]] = sorted(form_ids)
        offsets = np.zeros(len(ids) + 1, dtype=np.int64)
        offsets[1:] = np.cumsum([len(i) for i in ids])
        flat = np.fromiter((i for group in ids for i in group), dtype=np.int32, count=int(offsets[-1]))
        return cls(points, codes, sounds, offsets, flat)

    def _translation(self) -> dict[int, str]:
        if self._table is None:  # ~40k characters, built once per index (~10 ms)
            self._table = dict(zip(self.points.tolist(), (chr(_FIRST_CODE + c) for c in self.codes.tolist())))
        return self._table

    def sound_of(self, text: str) -> str:
        """The text with each character pypinyin reads written as its syllable; other characters as they are."""
        return text.translate(self._translation())

    def find(self, text: str, forms: marisa_trie.Trie) -> Iterator[tuple[int, int, str]]:
        """(start, end, form) of every stretch of `text` that sounds as a form of `forms` does and differs from it
        in exactly one character."""
        if not len(self.sounds):
            return
        sound = self.sound_of(text)
        prefixes = self.sounds.prefixes
        for start in range(len(text) - SOUND_MIN_LENGTH + 1):
            for key in prefixes(sound[start:]):
                at = self.sounds[key]
                typed = text[start:start + len(key)]
                for form_id in self._flat[self._offsets[at]:self._offsets[at + 1]].tolist():
                    form = forms.restore_key(form_id)
                    if sum(a != b for a, b in zip(typed, form)) == 1:
                        yield start, start + len(form), form

    ARRAYS = ("sound_points", "sound_codes", "sounds", "sound_offsets", "sound_flat")  # `to_arrays`' keys

    def to_arrays(self) -> dict[str, np.ndarray]:
        return {"sound_points": self.points, "sound_codes": self.codes,
                "sounds": np.frombuffer(self.sounds.tobytes(), dtype=np.uint8),
                "sound_offsets": self._offsets, "sound_flat": self._flat}

    @classmethod
    def from_arrays(cls, arrays: dict[str, np.ndarray]) -> "SoundIndex":
        sounds = marisa_trie.Trie().frombytes(arrays["sounds"].tobytes())
        if len(arrays["sound_offsets"]) != len(sounds) + 1:
            raise ValueError("dictionary sounds and offsets do not fit together")
        return cls(arrays["sound_points"], arrays["sound_codes"], sounds, arrays["sound_offsets"],
                   arrays["sound_flat"])


__all__ = ["SOUND_MIN_LENGTH", "SoundIndex", "character_syllables", "syllable"]
