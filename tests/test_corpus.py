"""Corpus import: chapter headings, overlapping chunks, entity linking, the vector store's filters,
the co-occurrence entity graph, and linking against a given network."""

from __future__ import annotations

import json
import socket
from pathlib import Path
import threading
from http.server import BaseHTTPRequestHandler

import numpy as np
import pytest

from agent_support import STORY
from core.backends.sqlite import SqliteBackend
from core.corpus.corpus import open_corpus
from core.corpus.importer import corpora_dir, import_corpus, list_corpora, load_manifest, manifest_path
from core.corpus.linking import EntityLinker, discover_entities, fold_given_names
from core.corpus.models import Chunk, EntityEntry
from core.corpus.split import chinese_number, chunk_text, read_source, split_chapters
from core.corpus.store import CorpusStore
from core.exceptions import BackendError, InvalidRequestError, NotFoundError, StorageError
from core.home import network_path, networks_dir
from process_support import LoopbackHTTPServer


@pytest.mark.parametrize("text, value", [("一", 1), ("十", 10), ("十三", 13), ("二十", 20), ("一百二十", 120),
                                         ("一百零四", 104), ("二〇", 20), ("37", 37), ("３７", 37), ("甲", None)])
def test_chinese_numbers(text, value):
    assert chinese_number(text) == value


def test_headings_of_every_kind_split_chapters():
    text = ("前言一段。\n第一回 开始\n甲。\n第 二 章\n乙。\n第三节：丙\n丙。\nChapter 4: Four\nd.\n"
            "CHAPTER IX\nnine.\n# 尾声\n完。\n## 第十二回 标题\n十二。")
    chapters = split_chapters(text)
    assert [(c.number, c.text) for c in chapters] == [
        (0, "前言一段。"), (1, "甲。\n第 二 章\n乙。"), (3, "丙。"), (4, "d."), (9, "nine."), (10, "完。"), (12, "十二。")]
    # "第 二 章" (spaced) is not a heading: it stays text of chapter 1


def test_chunks_overlap_and_cover_the_text():
    text = "。".join(f"第{i}句话在这里" for i in range(200)) + "。"
    chunks = list(chunk_text(text, 100, 20))
    assert all(len(c) <= 100 for c in chunks)
    for a, b in zip(chunks, chunks[1:]):
        assert a[-10:] in b or b[:10] in a  # neighbours share text
    assert chunks[0].startswith("第0句") and chunks[-1].endswith("第199句话在这里。")
    with pytest.raises(InvalidRequestError, match="overlap"):
        list(chunk_text(text, 100, 60))


def test_jsonl_rows_and_their_errors(tmp_path):
    good = tmp_path / "book.jsonl"
    good.write_text('{"chapter": 2, "title": "二", "text": "乙"}\n{"chapter": 1, "text": "甲"}\n\n'
                    '{"text": "第三回 丙\\n丙文"}\n', encoding="utf-8")
    assert [(c.number, c.text) for c in read_source(good)] == [(1, "甲"), (2, "乙"), (3, "丙文")]
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"chapter": 1, "text": "a"}\n{"chapter": "x", "text": "b"}\n', encoding="utf-8")
    with pytest.raises(InvalidRequestError, match=r"bad.jsonl:2: `chapter` must be"):
        read_source(bad)
    bad.write_text('{"chapter": 1}\n', encoding="utf-8")
    with pytest.raises(InvalidRequestError, match=r"bad.jsonl:1: a row needs a string `text`"):
        read_source(bad)
    with pytest.raises(InvalidRequestError, match="not a file"):
        read_source(tmp_path / "missing.txt")
    # a JSON document is no text to split, and no JSON Lines either
    whole = tmp_path / "book.json"
    whole.write_text('[{"chapter": 1, "text": "甲"}]', encoding="utf-8")
    with pytest.raises(InvalidRequestError, match=r"book.json: a .json file is no corpus source"):
        read_source(whole)


def test_linking_is_leftmost_longest_and_folds_given_names():
    entries = fold_given_names([EntityEntry(name="贾宝玉"), EntityEntry(name="宝玉"), EntityEntry(name="林黛玉")])
    assert [(e.name, e.aliases) for e in entries] == [("贾宝玉", ["宝玉"]), ("林黛玉", [])]
    linker = EntityLinker(entries)
    assert linker.link("贾宝玉见了林黛玉，宝玉笑了") == ["贾宝玉", "林黛玉"]
    assert linker.resolve("宝玉") == "贾宝玉" and linker.resolve("无名") is None


def test_offline_discovery_finds_recurring_person_names():
    texts = ["张三和李四去了北京。", "张三对李四说话。", "李四笑了，张三也笑了。", "Alice met Bob. Alice smiled."] * 2
    names = {e.name for e in discover_entities(texts, min_mentions=3)}
    assert {"张三", "李四"} <= names
    assert {e.name for e in discover_entities(texts, min_mentions=2)} >= {"Alice"}


@pytest.fixture(scope="module")
def story(tmp_path_factory):
    path = tmp_path_factory.mktemp("story") / "story.md"
    path.write_text(STORY, encoding="utf-8")
    lexicon = [EntityEntry(name=n) for n in ("阿明", "小红", "老李", "王老师")]
    result = import_corpus({"path": path, "corpus_id": "story", "lexicon": lexicon, "discover": False,
                            "chunk_chars": 40, "overlap_chars": 8})
    return result.manifest


def test_story_import_manifest_chunks_and_graph(story):
    assert story.chapter_count == 3 and story.kn_id == "story" and story.network_built
    assert load_manifest("story").chunk_count == story.chunk_count
    corpus = open_corpus("story")
    chunks = corpus.store.scroll()
    assert [c.chunk_id for c in chunks] == list(range(1, len(chunks) + 1))
    by_chapter: dict[int, list[int]] = {}
    for chunk in chunks:
        by_chapter.setdefault(chunk.chapter, []).append(chunk.event_order)
    assert all(orders == list(range(1, len(orders) + 1)) for orders in by_chapter.values())
    assert any("阿明" in c.entities and "小红" in c.entities for c in chunks)
    # counts of the graph = chunks that mention both
    both = sum(1 for c in chunks if {"阿明", "小红"} <= set(c.entities))
    assert story.cooccurrence["小红\t阿明"] == both > 0
    backend = SqliteBackend(networks_dir())
    network = backend.get_network("story")
    assert [r.id for r in network.relation_types] == ["co_occurs_with"]
    rows = backend.query_instances("story", "entity", {"limit": 10}).datas
    assert {r["entity_name"] for r in rows} == {"阿明", "小红", "老李", "王老师"}
    ming = next(r for r in rows if r["entity_name"] == "阿明")
    assert ming["first_chapter"] == 1 and ming["last_chapter"] == 3 and f"小红:{both}" in ming["cooccurrence"]


def test_unknown_corpus_and_foreign_network_are_refused(story, tmp_path, clinic_backend):
    with pytest.raises(NotFoundError, match="known corpora: .*story"):
        open_corpus("nope")
    # a network the corpus import did not build is never overwritten
    import shutil

    shutil.copy(clinic_backend.directory / "clinic.sqlite", networks_dir() / "clinic.sqlite")
    path = tmp_path / "s.txt"
    path.write_text(STORY, encoding="utf-8")
    with pytest.raises(InvalidRequestError, match="already exists and was not built from a corpus"):
        import_corpus({"path": path, "corpus_id": "clinic", "discover": False})


def test_an_import_that_cannot_finish_is_refused_before_any_work(tmp_path, clinic_backend):
    import shutil

    from core.corpus.store import release

    # the id of a network no corpus built: refused before the source is read, nothing written
    shutil.copy(clinic_backend.directory / "clinic.sqlite", networks_dir() / "foreign.sqlite")
    path = tmp_path / "s.txt"
    path.write_text(STORY, encoding="utf-8")
    steps: list[str] = []
    with pytest.raises(InvalidRequestError, match="'foreign' already exists and was not built from a corpus"):
        import_corpus({"path": path, "corpus_id": "foreign", "discover": False},
                      progress=lambda message, _fraction: steps.append(message))
    # a network to link against that does not exist, likewise
    with pytest.raises(NotFoundError, match="'nowhere' does not exist"):
        import_corpus({"path": path, "corpus_id": "linked", "kn_id": "nowhere", "discover": False},
                      backend=clinic_backend, progress=lambda message, _fraction: steps.append(message))
    assert steps == []
    for corpus_id in ("foreign", "linked"):
        assert _collections(corpus_id) == [] and not manifest_path(corpus_id).exists()


def _collections(corpus_id: str) -> list[str]:
    """The collections of the corpus store that hold corpus `corpus_id`."""
    from core.corpus.store import release

    store = CorpusStore("any")
    try:
        names = [c.name for c in store.client.get_collections().collections]
    finally:
        release(store.location)
    return sorted(n for n in names if n == f"corpus_{corpus_id}" or n.startswith(f"corpus_{corpus_id}@"))


def _stray_network_files() -> list[str]:
    """Unfinished files in the networks directory (staged or kept entity graphs)."""
    return sorted(p.name for pattern in ("*.tmp*", "*.kept") for p in networks_dir().glob(pattern))


def test_a_failure_late_in_an_import_leaves_nothing_behind(tmp_path):
    path = tmp_path / "s.md"
    path.write_text(STORY, encoding="utf-8")
    request = {"path": path, "corpus_id": "late", "lexicon": [EntityEntry(name="阿明")], "discover": False,
               "chunk_chars": 40, "overlap_chars": 8}
    blocker = corpora_dir() / "late" / "manifest.json"
    blocker.mkdir(parents=True)  # the manifest, written last, cannot be
    with pytest.raises(StorageError, match="cannot write the corpus manifest .*late"):
        import_corpus(request)
    assert _collections("late") == [] and not network_path("late").exists()  # no collection, no entity graph
    assert _stray_network_files() == []
    blocker.rmdir()
    manifest = import_corpus(request).manifest
    assert _collections("late") == [manifest.collection]
    assert network_path("late").exists() and load_manifest("late") == manifest


def test_cli_import_errors_name_the_options(tmp_path, capsys):
    from core.cli import main

    path = tmp_path / "book.md"
    path.write_text(STORY, encoding="utf-8")
    for options, expected in [
        (["--chunk-chars", "5"], "--chunk-chars: 5 is out of range; valid: 20 to 20000"),
        (["--overlap", "9999"], "--overlap: 9999 is out of range; valid: 0 to 5000"),
        (["--overlap", "30", "--chunk-chars", "40"], "--overlap: 30 is not less than half the chunk size (40 characters)"),
        (["--min-mentions", "0"], "--min-mentions: 0 is out of range; valid: 1 to 1000"),
    ]:
        assert main(["corpus", "import", str(path), "--id", "opts", *options]) == 2
        err = capsys.readouterr().err
        assert err.startswith(f"knx: error: {expected}") and err.count("\n") == 1, err  # nothing read: no progress
    assert main(["corpus", "import", str(path), "--id", "../bad"]) == 2
    assert capsys.readouterr().err.startswith("knx: error: --id: '../bad' is not a valid network id")
    # called as a library, the fields keep their names
    with pytest.raises(InvalidRequestError, match=r"^corpus import.chunk_chars: 5 is out of range"):
        import_corpus({"path": path, "corpus_id": "opts", "chunk_chars": 5})


def test_filters_run_inside_the_search_not_after_it(tmp_path):
    """The design sketch filtered the top k*3 hits: matches ranked below that are lost. Here 60
    chunks sit close to the query and mention nobody; the 5 that mention 小红 are far from it."""
    store = CorpusStore("filter_probe", location=str(tmp_path / "qdrant"))
    rng = np.random.default_rng(7)
    query = np.zeros(16, dtype=np.float32)
    query[0] = 1.0
    chunks, vectors = [], []
    for i in range(65):
        far = i >= 60
        vector = rng.normal(size=16).astype(np.float32) * 0.05
        vector[0 if not far else 1] += 1.0
        chunks.append(Chunk(chunk_id=i + 1, chapter=1 + i % 3, event_order=i + 1,
                            entities=["小红"] if far else [], text=f"chunk {i}"))
        vectors.append(vector / np.linalg.norm(vector))
    store.recreate(16)
    store.upsert(chunks, np.vstack(vectors))
    inside = store.search(query, 5, entities=["小红"])
    post = store.search_post_filtered(query, 5, entities=["小红"])
    assert len(inside) == 5 and all("小红" in c.entities for c in inside)
    assert post == []  # every match ranked below the top 15
    in_range = store.search(query, 10, chapter_range=(2, 2), entities=["小红"])
    assert in_range and all(c.chapter == 2 and "小红" in c.entities for c in in_range)
    # the local read mirror answers exactly as Qdrant's own filtered search
    for kwargs in ({}, {"entities": ["小红"]}, {"chapter_range": (2, 3)}, {"chapter_range": (1, 1), "entities": ["小红"]},
                   {"entities": ["nobody"]}):
        mirror, native = store.search(query, 7, **kwargs), store.search_in_qdrant(query, 7, **kwargs)
        assert [c.chunk_id for c in mirror] == [c.chunk_id for c in native]
        assert [c.score for c in mirror] == pytest.approx([c.score for c in native], abs=1e-5)
    assert [c.chunk_id for c in store.scroll(entities=["小红"])] == [61, 64, 62, 65, 63]  # (chapter, event_order)
    store.delete()


def test_int8_shortlist_returns_the_exact_scan_results(tmp_path, monkeypatch):
    """Above EXACT_SCAN_ROWS rows the mirror shortlists on int8 codes and rescores exactly: the same
    chunks, order and scores as the exact scan and as Qdrant's own search, filtered or not."""
    from core.corpus import store as store_module

    store = CorpusStore("shortlist_probe", location=str(tmp_path / "qdrant"))
    rng = np.random.default_rng(5)
    vectors = rng.normal(size=(3000, 48)).astype(np.float32)
    vectors[:40] = vectors[0] + rng.normal(size=(40, 48)).astype(np.float32) * 0.01  # near-ties
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    chunks = [Chunk(chunk_id=i + 1, chapter=1 + i // 100, event_order=1 + i % 100,
                    entities=[f"e{i % 7}"], text=f"chunk {i}") for i in range(3000)]
    store.recreate(48)
    store.upsert(chunks, vectors)
    queries = np.vstack([vectors[0], rng.normal(size=(25, 48)).astype(np.float32)])
    cases = ({}, {"chapter_range": (3, 20)}, {"entities": ["e3"]}, {"chapter_range": (1, 30), "entities": ["e1"]})
    monkeypatch.setattr(store_module, "EXACT_SCAN_ROWS", 10**9)
    exact = [[store.search(q, 10, **kw) for kw in cases] for q in queries]
    monkeypatch.setattr(store_module, "EXACT_SCAN_ROWS", 100)
    monkeypatch.setattr(store_module, "RESCORE_MIN", 30)
    shortlisted = [[store.search(q, 10, **kw) for kw in cases] for q in queries]
    assert shortlisted == exact
    assert shortlisted == [[store.search(q, 10, **kw) for kw in cases] for q in queries]  # deterministic
    native = store.search_in_qdrant(queries[1], 10, chapter_range=(3, 20))
    assert [c.chunk_id for c in shortlisted[1][1]] == [c.chunk_id for c in native]
    codes, scales = store_module.quantize_rows(vectors[:3])
    assert codes.dtype == np.int8 and np.abs(codes).max(axis=1).tolist() == [127, 127, 127]
    assert np.allclose(codes * scales[:, None], vectors[:3], atol=scales.max())
    store.delete()


def test_linking_against_a_given_network(clinic_backend, tmp_path):
    path = tmp_path / "notes.txt"
    path.write_text("第一章\n病人咳嗽、发烧，诊断为感冒。\n第二章\n感冒可并发肺炎，肺炎的症状有咳嗽。", encoding="utf-8")
    manifest = import_corpus({"path": path, "corpus_id": "clinic_notes", "kn_id": "clinic", "discover": False,
                              "chunk_chars": 30, "overlap_chars": 5}, backend=clinic_backend).manifest
    assert manifest.kn_id == "clinic" and not manifest.network_built and manifest.linking == "network"
    linked = {e.name: e for e in manifest.entities}
    assert {"咳嗽", "发烧", "感冒", "肺炎"} <= set(linked)
    assert linked["感冒"].object_type_id == "disease" and linked["咳嗽"].object_type_id == "symptom"
    from core.agent.tools import agent_toolbox

    toolbox = agent_toolbox(corpus=open_corpus("clinic_notes", backend=clinic_backend))
    result = toolbox.call("graph_search", {"entity": "感冒", "depth": 1})
    assert result.ok, result.content
    names = {n["name"]: n for n in result.content["neighbours"]}
    assert {"咳嗽", "发烧", "流涕", "呼吸内科", "肺炎"} <= set(names)
    assert names["肺炎"]["relation"] == "has_complication" and names["肺炎"]["direction"] == "outgoing"
    deeper = toolbox.call("graph_search", {"entity": "肺炎", "depth": 2, "relation": "has_complication"}).content
    assert {(n["name"], n["hop"], n["direction"]) for n in deeper["neighbours"]} == {
        ("感冒", 1, "incoming"), ("上气道梗阻", 1, "outgoing")}
    assert json.dumps(deeper, ensure_ascii=False).count("咳嗽") == 0 or deeper["chunks"]


def test_a_reimport_is_seen_by_an_open_corpus(tmp_path):
    path = tmp_path / "v.txt"
    path.write_text("第一章\n阿明在村口。阿明回家。阿明睡觉。", encoding="utf-8")
    lexicon = [EntityEntry(name="阿明"), EntityEntry(name="小红")]
    import_corpus({"path": path, "corpus_id": "versions", "lexicon": lexicon, "discover": False})
    first = open_corpus("versions")
    assert [c.chapter for c in first.store.scroll(entities=["阿明"])] == [1]
    import os
    import time

    time.sleep(0.01)
    path.write_text("第一章\n阿明在村口。\n第二章\n阿明遇见小红。\n第三章\n小红和阿明回家。", encoding="utf-8")
    import_corpus({"path": path, "corpus_id": "versions", "lexicon": lexicon, "discover": False})
    manifest = manifest_path("versions")
    os.utime(manifest, (manifest.stat().st_atime, manifest.stat().st_mtime + 1))  # coarse mtime clocks
    second = open_corpus("versions")
    assert [c.chapter for c in second.store.scroll(entities=["阿明"])] == [1, 2, 3]
    assert second.manifest.cooccurrence == {"小红\t阿明": 2}


OLD_TEXT = "第一章\n阿明在村口种了一棵桃树。阿明每天给桃树浇水。\n第二章\n老李来看阿明的桃树。"
NEW_TEXT = "第一章\n小红在河边洗衣服。小红唱了一首歌。\n第二章\n王老师听见小红唱歌。"
VERSION_LEXICON = [EntityEntry(name=n) for n in ("阿明", "小红", "老李", "王老师")]


def _import_version(corpus_id: str, text: str, tmp_path, backend=None, **extra):
    path = tmp_path / f"{corpus_id}-{abs(hash(text))}.txt"
    path.write_text(text, encoding="utf-8")
    return import_corpus({"path": path, "corpus_id": corpus_id, "lexicon": VERSION_LEXICON, "discover": False,
                          "chunk_chars": 20, "overlap_chars": 4, **extra}, backend=backend)


def _search_on_disk(manifest, question: str) -> list[tuple[str, float]]:
    """What the collection the manifest names answers, asked of Qdrant itself (no read mirror)."""
    from core.corpus.importer import make_embedder
    from core.corpus.store import release

    store = CorpusStore(manifest.collection)
    try:
        hits = store.search_in_qdrant(make_embedder(manifest.embedder).embed([question])[0], 3)
    finally:
        release(store.location)
    return [(h.text, h.score) for h in hits]


def _graph_entities(kn_id: str) -> set[str]:
    rows = SqliteBackend(networks_dir()).query_instances(kn_id, "entity", {"limit": 50}).datas
    return {r["entity_name"] for r in rows}


@pytest.mark.parametrize("failing", ["_write_entity_graph", "_write_manifest"])
def test_a_reimport_that_fails_late_leaves_the_previous_corpus_as_it_was(failing, tmp_path, monkeypatch):
    from core.corpus import importer

    corpus_id = f"kept{failing.replace('_', '-')}"
    before = _import_version(corpus_id, OLD_TEXT, tmp_path).manifest
    manifest_bytes = manifest_path(corpus_id).read_bytes()
    graph_bytes = network_path(corpus_id).read_bytes()
    answers = _search_on_disk(before, "阿明的桃树")
    assert answers and "桃树" in answers[0][0]
    assert _graph_entities(corpus_id) == {"阿明", "老李"}

    def fail(*_args, **_kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(importer, failing, fail)
    with pytest.raises(OSError, match="No space left"):
        _import_version(corpus_id, NEW_TEXT, tmp_path)
    monkeypatch.undo()
    # the previous corpus, whole: manifest, collection (same answers, from disk), entity graph
    assert manifest_path(corpus_id).read_bytes() == manifest_bytes
    assert _collections(corpus_id) == [before.collection]
    assert _search_on_disk(before, "阿明的桃树") == answers
    assert network_path(corpus_id).read_bytes() == graph_bytes and _graph_entities(corpus_id) == {"阿明", "老李"}
    assert _stray_network_files() == []
    corpus = open_corpus(corpus_id)
    assert corpus.manifest == before
    hits = corpus.store.search(corpus.embedder.embed(["阿明的桃树"])[0], 3)
    assert [(h.text, h.score) for h in hits] == answers


def test_a_reimport_replaces_the_corpus_and_leaves_no_other_collection(tmp_path):
    import subprocess
    import sys

    from core.corpus import importer

    before = _import_version("replaced", OLD_TEXT, tmp_path).manifest
    # a collection of an import whose process was killed (local mode: the next import removes it)
    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    killed = CorpusStore(f"corpus_replaced@20240101T000000-{int(gone.stdout)}-abcdef")
    killed.recreate(8)
    from core.corpus.store import release

    release(killed.location)
    assert len(_collections("replaced")) == 2
    result = _import_version("replaced", NEW_TEXT, tmp_path)
    after = result.manifest
    assert _collections("replaced") == [after.collection]  # the previous one and the killed one are gone
    assert after.collection != before.collection and result.warnings == []
    assert load_manifest("replaced") == after and _stray_network_files() == []
    corpus = open_corpus("replaced")
    texts = [c.text for c in corpus.store.scroll()]
    assert any("小红" in t for t in texts) and not any("桃树" in t for t in texts)
    hits = corpus.store.search(corpus.embedder.embed(["小红洗衣服"])[0], 3)
    assert "洗衣服" in hits[0].text
    assert _graph_entities("replaced") == {"小红", "王老师"}
    assert importer.corpus_collections(["corpus_replaced", "corpus_replaced@x", "corpus_replaced2@x",
                                        "corpus_replaced.v2"], "replaced") == ["corpus_replaced", "corpus_replaced@x"]


def test_a_corpus_imported_under_the_old_collection_name_opens_and_is_replaced(tmp_path, monkeypatch):
    from core.corpus import importer

    # imports used to write `corpus_{id}`, one collection a corpus kept across re-imports
    monkeypatch.setattr(importer, "collection_name", lambda corpus_id, _token: f"corpus_{corpus_id}")
    before = _import_version("legacy", OLD_TEXT, tmp_path).manifest
    monkeypatch.undo()
    assert before.collection == "corpus_legacy"
    corpus = open_corpus("legacy")
    assert "桃树" in corpus.store.search(corpus.embedder.embed(["阿明的桃树"])[0], 1)[0].text
    # a failing re-import leaves it as it was; one that succeeds replaces it and its collection
    def fail(*_args):
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(importer, "_write_manifest", fail)
    with pytest.raises(OSError, match="Input/output error"):
        _import_version("legacy", NEW_TEXT, tmp_path)
    monkeypatch.undo()
    assert _collections("legacy") == ["corpus_legacy"] and load_manifest("legacy") == before
    after = _import_version("legacy", NEW_TEXT, tmp_path).manifest
    assert _collections("legacy") == [after.collection] and after.collection.startswith("corpus_legacy@")
    corpus = open_corpus("legacy")
    assert "洗衣服" in corpus.store.search(corpus.embedder.embed(["小红洗衣服"])[0], 1)[0].text


def test_a_reimport_linked_to_a_network_removes_the_corpus_entity_graph(tmp_path, clinic_backend):
    _import_version("relinked", OLD_TEXT, tmp_path)
    assert network_path("relinked").exists()
    linked = "第一章\n病人咳嗽，诊断为感冒。"
    after = _import_version("relinked", linked, tmp_path, kn_id="clinic", backend=clinic_backend).manifest
    assert after.kn_id == "clinic" and not after.network_built
    assert not network_path("relinked").exists() and _collections("relinked") == [after.collection]


def test_a_previous_collection_that_cannot_be_removed_is_a_warning(tmp_path, capsys, monkeypatch):
    from core.cli import main
    from core.corpus import store as store_module

    path = tmp_path / "w.txt"
    path.write_text(OLD_TEXT, encoding="utf-8")
    assert main(["corpus", "import", str(path), "--id", "stuck", "--no-discover"]) == 0
    before = load_manifest("stuck")

    def refuse(self):
        raise BackendError(f"cannot delete {self.collection}")

    monkeypatch.setattr(store_module.CorpusStore, "delete", refuse)
    path.write_text(NEW_TEXT, encoding="utf-8")
    capsys.readouterr()
    assert main(["corpus", "import", str(path), "--id", "stuck", "--no-discover"]) == 0  # the import is done
    err = capsys.readouterr().err
    assert (f"knx: warning: the collection '{before.collection}' that corpus 'stuck' no longer uses "
            "could not be removed") in err
    monkeypatch.undo()
    after = load_manifest("stuck")
    assert after.collection != before.collection
    assert _collections("stuck") == sorted([before.collection, after.collection])


def test_an_open_corpus_reads_its_old_version_until_it_is_opened_again(tmp_path):
    """A process holding a corpus open while another process re-imports it keeps answering from the
    old version (local mode: its read mirror) until `open_corpus` is called again."""
    import subprocess
    import sys

    _import_version("watched", OLD_TEXT, tmp_path)
    held = open_corpus("watched")
    question = held.embedder.embed(["阿明的桃树"])[0]
    old_answers = [(h.text, h.score) for h in held.store.search(question, 3)]
    source = tmp_path / "watched-new.txt"
    source.write_text(NEW_TEXT, encoding="utf-8")
    script = ("import sys; from core.corpus.importer import import_corpus; from core.corpus.models import EntityEntry; "
              "import_corpus({'path': sys.argv[1], 'corpus_id': 'watched', 'discover': False, 'chunk_chars': 20, "
              "'overlap_chars': 4, 'lexicon': [EntityEntry(name=n) for n in ('小红', '王老师')]})")
    done = subprocess.run([sys.executable, "-c", script, str(source)], capture_output=True, text=True,
                          cwd=str(Path(__file__).resolve().parent.parent), timeout=120)
    assert done.returncode == 0, done.stderr
    assert _collections("watched") == [load_manifest("watched").collection] != [held.manifest.collection]
    assert [(h.text, h.score) for h in held.store.search(question, 3)] == old_answers  # the old version
    reopened = open_corpus("watched")
    assert reopened is not held and reopened.manifest.collection != held.manifest.collection
    assert not any("桃树" in c.text for c in reopened.store.scroll())
    # opening the new version dropped the old one's mirror; its collection is gone from disk
    with pytest.raises(NotFoundError, match="is not in .*open it again"):
        held.store.search(question, 3)


# A child that imports a corpus version (corpus id: $CORPUS_ID, default "raced"), printing its
# progress; with HOLD set it stops after moving its entity graph into place, before writing the
# manifest (with HOLD_AFTER set too: just after writing it), until the file HOLD names exists.
_IMPORTER = """
import os, sys, time
from pathlib import Path
from core.corpus import importer
from core.corpus.models import EntityEntry
hold = os.environ.get("HOLD")
if hold:
    write = importer._write_manifest
    def wait():
        Path(hold + ".reached").touch()
        deadline = time.monotonic() + 60
        while not Path(hold).exists() and time.monotonic() < deadline:
            time.sleep(0.02)
    def held(path, manifest):
        if os.environ.get("HOLD_AFTER"):
            write(path, manifest)
            wait()
        else:
            wait()
            write(path, manifest)
    importer._write_manifest = held
importer.import_corpus({"path": sys.argv[1], "corpus_id": os.environ.get("CORPUS_ID", "raced"), "discover": False, "chunk_chars": 20,
                        "overlap_chars": 4, "lexicon": [EntityEntry(name=n) for n in sys.argv[2:]]},
                       progress=lambda message, _fraction: print(message, flush=True))
"""


def test_two_imports_of_one_corpus_finish_one_after_the_other(tmp_path):
    """The second import to finish waits for the first to be in place, then replaces it whole: its
    manifest, its entity graph and only its collection (without the lock, it would read the same
    previous manifest and leave the first import's manifest beside its own entity graph)."""
    import os
    import subprocess
    import sys
    import time

    _import_version("raced", OLD_TEXT, tmp_path)
    root = str(Path(__file__).resolve().parent.parent)
    first_text, second_text = tmp_path / "first.txt", tmp_path / "second.txt"
    first_text.write_text(NEW_TEXT, encoding="utf-8")
    second_text.write_text("第一章\n老李在院子里劈柴。老李的斧头很旧。", encoding="utf-8")
    hold = tmp_path / "go"
    first = subprocess.Popen([sys.executable, "-c", _IMPORTER, str(first_text), "小红", "王老师"], cwd=root,
                             env={**os.environ, "HOLD": str(hold)}, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             text=True)
    second = None
    try:
        deadline = time.monotonic() + 60
        while not Path(str(hold) + ".reached").exists():
            assert first.poll() is None and time.monotonic() < deadline, first.communicate()
            time.sleep(0.05)
        second = subprocess.Popen([sys.executable, "-c", _IMPORTER, str(second_text), "老李"], cwd=root,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        # the second import either finishes (nothing holds it) or says it waits for the first
        lines = []
        for line in second.stdout:
            lines.append(line.strip())
            if "waiting for another process" in line:
                break
        hold.touch()
        out, err = second.communicate(timeout=120)
        assert second.returncode == 0, err
        assert first.wait(timeout=120) == 0, first.communicate()[1]
    finally:
        hold.touch()
        for child in (first, second):
            if child is not None and child.poll() is None:
                child.kill()
    manifest = load_manifest("raced")
    assert [e.name for e in manifest.entities] == ["老李"]  # the second text's, the last to finish
    assert _graph_entities("raced") == {"老李"}
    assert _collections("raced") == [manifest.collection]
    assert _stray_network_files() == []
    corpus = open_corpus("raced")
    assert all("劈柴" in c.text or "斧头" in c.text for c in corpus.store.scroll())
    assert "waiting for another process that is changing corpus 'raced'" in lines[-1], lines


def _killed_while_installing(corpus_id: str, text: str, names: list[str], tmp_path, *, after_manifest: bool) -> None:
    """Run an import of `corpus_id` in a child and kill it (SIGKILL) once its entity graph is in
    place: before its manifest is written, or with `after_manifest` just after."""
    import os
    import subprocess
    import sys
    import time

    root = str(Path(__file__).resolve().parent.parent)
    source = tmp_path / f"{corpus_id}-killed.txt"
    source.write_text(text, encoding="utf-8")
    hold = tmp_path / f"{corpus_id}-hold"
    env = {**os.environ, "HOLD": str(hold), "CORPUS_ID": corpus_id, **({"HOLD_AFTER": "1"} if after_manifest else {})}
    child = subprocess.Popen([sys.executable, "-c", _IMPORTER, str(source), *names], cwd=root, env=env,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60
        while not Path(str(hold) + ".reached").exists():
            assert child.poll() is None and time.monotonic() < deadline, child.communicate()
            time.sleep(0.02)
    finally:
        child.kill()
        child.wait(timeout=30)


def test_a_reimport_killed_before_its_manifest_leaves_the_previous_corpus(tmp_path):
    """Killed between moving its entity graph into place and writing the manifest, an import leaves
    the new graph beside the old manifest; the next reader of the corpus puts the old graph back."""
    from core.corpus.importer import install_record_path

    before = _import_version("killed", OLD_TEXT, tmp_path).manifest
    graph_bytes = network_path("killed").read_bytes()
    _killed_while_installing("killed", NEW_TEXT, ["小红", "王老师"], tmp_path, after_manifest=False)
    # what the kill left: the new entity graph in place, the old manifest, the record and the kept copy
    assert _graph_entities("killed") == {"小红", "王老师"}
    assert manifest_path("killed").read_text(encoding="utf-8") == before.model_dump_json()
    assert install_record_path("killed").exists() and len(list(networks_dir().glob("killed.previous-*.kept"))) == 1

    assert load_manifest("killed") == before
    assert network_path("killed").read_bytes() == graph_bytes and _graph_entities("killed") == {"阿明", "老李"}
    assert not install_record_path("killed").exists() and _stray_network_files() == []
    corpus = open_corpus("killed")
    assert "桃树" in corpus.store.search(corpus.embedder.embed(["阿明的桃树"])[0], 1)[0].text
    # the killed import's collection goes with the next import, which replaces the corpus whole
    after = _import_version("killed", NEW_TEXT, tmp_path).manifest
    assert _collections("killed") == [after.collection] and _graph_entities("killed") == {"小红", "王老师"}


def test_an_import_killed_after_its_manifest_is_complete(tmp_path):
    from core.corpus.importer import install_record_path

    _import_version("finished", OLD_TEXT, tmp_path)
    _killed_while_installing("finished", NEW_TEXT, ["小红", "王老师"], tmp_path, after_manifest=True)
    assert install_record_path("finished").exists()
    assert list_corpora().count("finished") == 1  # settles the record
    assert not install_record_path("finished").exists() and _stray_network_files() == []
    manifest = load_manifest("finished")
    assert [e.name for e in manifest.entities] == ["小红", "王老师"] and _graph_entities("finished") == {"小红", "王老师"}


def test_a_first_import_killed_before_its_manifest_leaves_no_corpus(tmp_path, capsys):
    from core.cli import main
    from core.corpus.importer import install_record_path

    _killed_while_installing("never", NEW_TEXT, ["小红"], tmp_path, after_manifest=False)
    assert network_path("never").exists() and not manifest_path("never").exists()  # a graph no manifest names
    assert "never" not in list_corpora()
    assert not network_path("never").exists() and not install_record_path("never").exists()
    assert _stray_network_files() == []
    # and a delete settles a record too, then says there is no such corpus
    _killed_while_installing("never", NEW_TEXT, ["小红"], tmp_path, after_manifest=False)
    assert main(["corpus", "delete", "never"]) != 0
    assert "corpus 'never' does not exist" in capsys.readouterr().err
    assert not network_path("never").exists() and not install_record_path("never").exists()


def test_an_unreadable_install_record_is_a_clear_error(tmp_path):
    from core.corpus.importer import install_record_path

    before = _import_version("garbled", OLD_TEXT, tmp_path).manifest
    install_record_path("garbled").write_text("{not json", encoding="utf-8")
    with pytest.raises(StorageError, match="cannot read the install record .*installing.json an interrupted import left"):
        load_manifest("garbled")
    assert "garbled" in list_corpora()  # listed as it is: the listing of the others goes on
    assert _graph_entities("garbled") == {"阿明", "老李"}  # nothing was touched
    install_record_path("garbled").unlink()
    assert load_manifest("garbled") == before


def test_delete_removes_the_corpus_and_keeps_a_linked_network(tmp_path, capsys, clinic_backend):
    import subprocess
    import sys

    from core.cli import main

    built = _import_version("dropped", OLD_TEXT, tmp_path).manifest
    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    killed = CorpusStore(f"corpus_dropped@20240101T000000-{int(gone.stdout)}-abcdef")
    killed.recreate(8)
    from core.corpus.store import release

    release(killed.location)
    assert open_corpus("dropped").manifest == built and len(_collections("dropped")) == 2
    assert main(["corpus", "delete", "dropped"]) == 0
    out = capsys.readouterr().out
    assert f"corpus dropped deleted: collection {built.collection} and its entity graph" in out
    assert _collections("dropped") == [] and not network_path("dropped").exists()
    assert not manifest_path("dropped").exists() and not manifest_path("dropped").parent.exists()
    assert "dropped" not in list_corpora()
    with pytest.raises(NotFoundError, match="corpus 'dropped' does not exist"):
        open_corpus("dropped")
    assert main(["corpus", "delete", "dropped"]) == 2
    assert "corpus 'dropped' does not exist" in capsys.readouterr().err
    assert main(["corpus", "delete", "../x"]) == 2
    assert "not a valid network id" in capsys.readouterr().err

    linked = _import_version("notes_on_clinic", "第一章\n病人咳嗽，诊断为感冒。", tmp_path, kn_id="clinic",
                             backend=clinic_backend).manifest
    clinic_bytes = (clinic_backend.directory / "clinic.sqlite").read_bytes()
    assert main(["corpus", "delete", "notes_on_clinic", "--json"]) == 0
    reply = json.loads(capsys.readouterr().out)
    assert reply == {"id": "notes_on_clinic", "deleted": True, "collection": linked.collection,
                     "entity_graph_deleted": False, "warnings": []}
    assert _collections("notes_on_clinic") == []
    assert (clinic_backend.directory / "clinic.sqlite").read_bytes() == clinic_bytes


def test_cli_import_and_its_errors(tmp_path, capsys):
    from core.cli import main

    path = tmp_path / "book.md"
    path.write_text(STORY, encoding="utf-8")
    lexicon = tmp_path / "names.txt"
    lexicon.write_text("阿明 明仔\n小红\n# a comment\n老李\n", encoding="utf-8")
    assert main(["corpus", "import", str(path), "--id", "cli_story", "--lexicon", str(lexicon),
                 "--no-discover", "--chunk-chars", "40", "--overlap", "8"]) == 0
    captured = capsys.readouterr()
    assert "corpus cli_story: 3 chapters" in captured.out and "entity graph built" in captured.out
    assert "[corpus" in captured.err  # progress, one line per stage when not on a terminal
    assert main(["corpus", "import", str(tmp_path / "missing.txt"), "--id", "x"]) == 2
    assert "missing.txt: not a file" in capsys.readouterr().err
    assert main(["corpus", "import", str(path), "--id", "../bad"]) == 2
    assert "not a valid network id" in capsys.readouterr().err
    assert main(["corpus", "import", str(path), "--id", "y", "--overlap", "30", "--chunk-chars", "40"]) == 2
    assert "overlap" in capsys.readouterr().err


# -- a Qdrant server that fails ----------------------------------------------------------------
class _FaultyQdrant(BaseHTTPRequestHandler):
    """Answers every request the way a broken server or proxy does."""

    def log_message(self, *args):  # keep test output clean
        pass

    def _answer(self):
        length = int(self.headers.get("Content-Length") or 0)
        if length:
            self.rfile.read(length)
        kind = self.server.kind
        if kind == "500":
            status, ctype, body = 500, "application/json", b'{"status": {"error": "boom"}}'
        elif kind == "html":
            status, ctype, body = 200, "text/html", b"<html><body>proxy login</body></html>"
        else:  # truncated JSON
            status, ctype, body = 200, "application/json", b'{"result": {"points": [{"id"'
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    do_GET = do_POST = do_PUT = do_DELETE = _answer


@pytest.mark.parametrize("kind", ["500", "html", "truncated", "down"])
def test_a_failing_qdrant_server_is_one_clear_message(kind):
    import numpy as np

    from core.corpus.store import CorpusStore

    if kind == "down":
        sock = socket.socket()
        sock.bind(("127.0.0.1", 0))
        url = f"http://127.0.0.1:{sock.getsockname()[1]}"
        sock.close()  # nothing listens there now
        server = None
    else:
        server = LoopbackHTTPServer(("127.0.0.1", 0), _FaultyQdrant)
        server.kind = kind
        threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
        url = f"http://127.0.0.1:{server.server_address[1]}"
    try:
        store = CorpusStore(f"faulty_{kind}", location=url)
        for call in (store.exists, store.count,
                     lambda: store.search(np.ones(8, dtype=np.float32), 5, chapter_range=(1, 3)),
                     lambda: store.scroll(entities=["阿明"])):
            with pytest.raises(BackendError) as caught:
                call()
            message = str(caught.value)
            assert f"the Qdrant server {url} failed" in message and "KNX_QDRANT_URL" in message
            assert "\n" not in message
    finally:
        if server is not None:
            server.shutdown()
            server.server_close()


def test_graph_search_walks_a_network_with_composite_keys(tmp_path):
    """Instances keyed by (code, version): the walk starts from the row's own identity and expands
    composite-key frontiers, two hops out."""
    from core.agent.tools import agent_toolbox
    from kn_search_support import build_backend, network, object_type, relation

    def keyed(type_id, name):
        spec = object_type(type_id, name)
        spec["primary_keys"] = [f"{type_id}_code", f"{type_id}_version"]
        spec["data_properties"] += [
            {"name": f"{type_id}_code", "type": "varchar", "condition_operations": ["==", "in"]},
            {"name": f"{type_id}_version", "type": "integer", "condition_operations": ["==", "in"]}]
        return spec

    def rows(type_id, names):
        return [{f"{type_id}_code": f"{type_id}-{n}", f"{type_id}_version": n, f"{type_id}_name": name}
                for n, name in enumerate(names, start=1)]

    def end(type_id, n):
        return json.dumps([f"{type_id}-{n}", n])

    spec = network("keyed", [keyed("disease", "疾病"), keyed("symptom", "症状")], [
        relation("has_symptom", "症状", "disease", "symptom"),
        relation("has_complication", "并发症", "disease", "disease"),
    ])
    backend = build_backend(tmp_path / "keyed", spec,
                            {"disease": rows("disease", ["感冒", "肺炎"]), "symptom": rows("symptom", ["咳嗽", "发烧"])},
                            {"has_symptom": [(end("disease", 1), end("symptom", 2)), (end("disease", 2), end("symptom", 1))],
                             "has_complication": [(end("disease", 1), end("disease", 2))]})
    path = tmp_path / "notes.txt"
    path.write_text("第一章\n病人发烧，诊断为感冒。\n第二章\n感冒可并发肺炎，肺炎的症状有咳嗽。", encoding="utf-8")
    import_corpus({"path": path, "corpus_id": "keyed_notes", "kn_id": "keyed", "discover": False,
                   "chunk_chars": 30, "overlap_chars": 5}, backend=backend)
    toolbox = agent_toolbox(corpus=open_corpus("keyed_notes", backend=backend))
    result = toolbox.call("graph_search", {"entity": "感冒", "depth": 2})
    assert result.ok, result.content
    assert result.content["instance_id"] == "disease-disease-1-1"
    reached = {(n["name"], n["hop"], n["relation"], n["direction"]) for n in result.content["neighbours"]}
    assert reached == {("发烧", 1, "has_symptom", "outgoing"), ("肺炎", 1, "has_complication", "outgoing"),
                       ("咳嗽", 2, "has_symptom", "outgoing")}
    assert {(e["source"], e["target"]) for e in result.content["edges"]} == {
        ("感冒", "发烧"), ("感冒", "肺炎"), ("肺炎", "咳嗽")}
