"""The on-demand jieba dictionary (core.lexicon) cuts exactly as jieba with its whole dictionary."""

from __future__ import annotations

import random
import sqlite3

import pytest

from core.lexicon import LazyFrequencies, build_lexicon, import_jieba, lazy_tokenizer, lexicon_path

QUESTIONS = [
    "上气道梗阻有哪些症状", "感冒应该挂哪个科", "阿莫西林可以治疗哪些疾病", "糖尿病的并发症",
    "肺炎需要做什么检查", "高血压患者能吃什么药", "儿童哮喘的常见病因", "Ⅱ型糖尿病 type2 diabetes 的治疗",
    "乙肝病毒携带者可以献血吗？", "COVID-19 新冠肺炎 的症状和潜伏期", "胃溃疡和十二指肠溃疡有什么区别",
    "", "的", "病", "abc def", "3.5mg/kg 每日两次", "心肌梗死后 PCI 术后康复", "红细胞沉降率(ESR)升高",
]


@pytest.fixture(scope="module")
def lexicon_dir(tmp_path_factory):
    return tmp_path_factory.mktemp("lexicon")


@pytest.fixture(scope="module")
def tokenizers(lexicon_dir):
    """jieba's own tokenizer (whole dictionary in memory) and the lazy one over a fresh table."""
    jieba = import_jieba()
    reference = jieba.Tokenizer()
    reference.initialize()
    lazy = lazy_tokenizer(lexicon_dir)
    assert isinstance(lazy.FREQ, LazyFrequencies)
    return jieba, reference, lazy


def _texts(reference, n: int = 3000) -> list[str]:
    """Questions, then random sentences made of dictionary words, their prefixes, common
    characters, punctuation and latin runs: cuts that need the DAG, the route and HMM."""
    rng = random.Random(14)
    words = [w for w, f in reference.FREQ.items() if f]
    rng.shuffle(words)
    words = words[:20000]
    prefixes = [w for w, f in list(reference.FREQ.items())[:200000] if not f][:5000]
    chars = "的了是在有和病症药治疗检查科医院患者血糖压心肺肝肾胃肠痛热咳喘"
    extras = ["，", "。", "？", " ", "ABC", "x2", "（", "）", "-", "3"]
    texts = list(QUESTIONS)
    for _ in range(n):
        parts = []
        for _ in range(rng.randint(1, 8)):
            pick = rng.random()
            if pick < 0.55:
                parts.append(rng.choice(words))
            elif pick < 0.7:
                parts.append(rng.choice(prefixes))
            elif pick < 0.9:
                parts.append("".join(rng.choice(chars) for _ in range(rng.randint(1, 4))))
            else:
                parts.append(rng.choice(extras))
        texts.append("".join(parts))
    return texts


def test_lazy_tokens_equal_jieba_on_many_texts(tokenizers):
    _, reference, lazy = tokenizers
    texts = _texts(reference)
    for text in texts:
        assert lazy.lcut(text) == reference.lcut(text), text
        assert lazy.lcut(text, HMM=False) == reference.lcut(text, HMM=False), text
        assert list(lazy.cut_for_search(text)) == list(reference.cut_for_search(text)), text


def test_prefetched_and_single_lookups_agree(tokenizers):
    _, reference, lazy = tokenizers
    freq = lazy.FREQ
    assert freq.total == reference.total and len(freq) == len(reference.FREQ)
    sample = random.Random(3).sample(sorted(reference.FREQ), 2000) + ["不存在的词汇xyz", "", "a" * 100]
    for word in sample:
        assert (word in freq) == (word in reference.FREQ), word
        assert freq.get(word) == reference.FREQ.get(word), word
    freq.prefetch("糖尿病并发症" * 5)
    assert freq.get("糖尿病") == reference.FREQ["糖尿病"]


def _statements(freq: LazyFrequencies) -> list[str]:
    """The statements `freq` runs from now on."""
    run: list[str] = []
    freq._conn.set_trace_callback(run.append)
    return run


def test_after_a_prefetch_every_piece_is_answered_without_a_statement(tokenizers, lexicon_dir):
    _, reference, _ = tokenizers
    for text in QUESTIONS + _texts(reference, 300)[-300:]:
        freq = lazy_tokenizer(lexicon_dir).FREQ  # nothing remembered yet
        freq.prefetch(text)
        run = _statements(freq)
        for i in range(len(text)):
            for j in range(i + 1, len(text) + 1):
                assert freq.get(text[i:j]) == reference.FREQ.get(text[i:j]), text[i:j]
        assert run == [], text


def test_a_long_lived_tokenizer_remembers_only_where_its_walks_end(tokenizers, lexicon_dir):
    """A miss is remembered only when the piece one character shorter is an entry: the pieces
    after it are known to be none (the dictionary holds every prefix of its words)."""
    _, reference, _ = tokenizers
    lazy = lazy_tokenizer(lexicon_dir)
    texts = _texts(reference, 1000)
    for text in texts:
        assert lazy.lcut(text) == reference.lcut(text), text
        assert list(lazy.cut_for_search(text)) == list(reference.cut_for_search(text)), text
    known = lazy.FREQ._known
    misses = [w for w, n in known.items() if n is None]
    assert misses and all(len(w) == 1 or known.get(w[:-1]) is not None for w in misses)
    # at most one miss per character cut, where every substring up to max_len was remembered before
    assert len(misses) <= sum(map(len, texts))
    assert all(known[w] == reference.FREQ[w] for w, n in known.items() if n is not None)


def test_what_a_tokenizer_remembers_is_bounded(tokenizers, lexicon_dir, monkeypatch):
    _, reference, _ = tokenizers
    monkeypatch.setattr("core.lexicon.KNOWN_LIMIT", 300)
    lazy = lazy_tokenizer(lexicon_dir)
    lazy.add_word("上气道梗阻", 1000)  # kept whatever is forgotten
    reference_with_word = import_jieba().Tokenizer()
    reference_with_word.FREQ, reference_with_word.total = dict(reference.FREQ), reference.total
    reference_with_word.initialized = True
    reference_with_word.add_word("上气道梗阻", 1000)
    largest = 0
    for number, text in enumerate(_texts(reference, 400) + ["上气道梗阻有哪些症状"]):
        if number % 2:  # as core.text cuts: the pieces looked up first
            lazy.FREQ.prefetch(text)
        assert lazy.lcut(text) == reference_with_word.lcut(text), text
        largest = max(largest, len(lazy.FREQ._known))
    # forgotten once past the limit, before the next text: the limit plus one text's pieces at most
    assert 300 < largest <= 300 + 16 * max(map(len, _texts(reference, 400)))
    assert "上气道梗阻" in lazy.lcut("上气道梗阻有哪些症状")


def test_add_word_reaches_the_lazy_table(tokenizers):
    _, _, lazy = tokenizers
    assert "上气道梗阻" not in lazy.lcut("上气道梗阻有哪些症状")
    lazy.add_word("上气道梗阻", 1000)
    try:
        assert "上气道梗阻" in lazy.lcut("上气道梗阻有哪些症状")
    finally:
        lazy.FREQ._added.pop("上气道梗阻")  # leave the shared tokenizer as it was
        lazy._blocks.clear()  # its blocks were cut with the word


def test_blocks_cut_once_give_jieba_words_in_every_text(tokenizers, monkeypatch):
    """The lazy tokenizer remembers each block's words (`core.lexicon._block_cached`): texts whose
    blocks it has cut before, put together anew (joined by marks, spaces and latin runs), still cut
    as jieba cuts them, and a block met again is not cut again."""
    _, reference, lazy = tokenizers
    texts = _texts(reference, 600)
    rng = random.Random(3)
    joined = [rng.choice(["，", " ", "ABC", "。", "3"]).join(rng.sample(texts, 3)) for _ in range(600)]
    for text in texts + joined + texts:
        assert lazy.lcut(text) == reference.lcut(text), text
        assert lazy.lcut(text, HMM=False) == reference.lcut(text, HMM=False), text
        assert list(lazy.cut_for_search(text)) == list(reference.cut_for_search(text)), text
    cut = []  # blocks cut (and then remembered) from here on
    remember = lazy._blocks.put
    monkeypatch.setattr(lazy._blocks, "put", lambda key, words: cut.append(key) or remember(key, words))
    for text in joined:
        lazy.lcut(text)
    assert cut == []  # every block was cut before
    lazy.lcut("这是一个从未切过的句子")
    assert cut == [(True, "这是一个从未切过的句子")]


def test_table_is_written_once_and_named_by_the_dictionary(tmp_path):
    jieba = import_jieba()
    path = lexicon_path(tmp_path, jieba)
    assert not path.exists()
    (tmp_path / "jieba-0.1-100-1600000000-v1.sqlite").write_bytes(b"an older jieba's table")
    (tmp_path / "jieba-0.1-100-1600000000-v1.tmp77-1").write_bytes(b"another process writing")
    lazy_tokenizer(tmp_path)
    assert path.exists()
    # the older table is removed when the new one is written; a table being written is not
    assert sorted(p.name for p in tmp_path.iterdir()) == ["jieba-0.1-100-1600000000-v1.tmp77-1", path.name]
    written = path.stat().st_mtime_ns
    lazy_tokenizer(tmp_path)
    assert path.stat().st_mtime_ns == written
    with sqlite3.connect(path) as conn:
        assert conn.execute("SELECT n FROM freq WHERE word = '糖尿病'").fetchone()[0] > 0


def test_unwritable_directory_falls_back_to_jieba(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    tokenizer = lazy_tokenizer(blocker / "cache")
    assert isinstance(tokenizer.FREQ, dict)
    assert tokenizer.lcut("糖尿病的并发症") == ["糖尿病", "的", "并发症"]


def test_build_replaces_atomically(tmp_path):
    jieba = import_jieba()
    path = build_lexicon(tmp_path / "lex.sqlite", jieba)
    assert [p.name for p in tmp_path.iterdir()] == ["lex.sqlite"]
    assert LazyFrequencies(path).get("感冒") is not None


def test_a_prefetch_covers_only_blocks_not_cut_before(tokenizers):
    """`unseen` names the blocks of a text neither cut has met, one a line: what `core.text` prefetches
    before a cut, so a question cut again (its variants share most blocks) reads nothing more."""
    _, _, lazy = tokenizers
    lazy.lcut("甲状腺功能亢进症，需要做哪些检查")
    assert lazy.unseen("甲状腺功能亢进症，需要做哪些检查") == ""
    assert lazy.unseen("□需要做哪些检查？还有糖耐量试验吗") == "还有糖耐量试验吗"
    lazy.lcut("二甲双胍 metformin 500mg", HMM=False)
    assert lazy.unseen("二甲双胍 metformin 500mg 一天两次") == "一天两次"
    assert lazy.unseen("新词一，新词二") == "新词一\n新词二"


def test_the_entity_linker_asks_the_lexicon_once_for_a_new_questions_pieces(medical_backend):
    """The linker's common-word checks read pieces of the question before anything cuts it: they
    are looked up with the question's other pieces in one statement (`know_word_frequencies`),
    not one statement each."""
    from core.search.linking import EntityLinker
    from core.text import _jieba

    freq = _jieba().FREQ
    assert isinstance(freq, LazyFrequencies)
    linker = EntityLinker()
    linker.mentions(medical_backend, "medical", "感冒有哪些症状")  # the dictionary loaded
    for question in ["吃了半生的烤串之后浑身肌肉疼 查出旋毛虫病 吃啥药啊", "土办法能止住鼻血吗，老中医说是肝火旺",
                     "手麻 骨科说怀疑尺神经管综合征，要做肌电图吗", "晚上打呼噜憋气，说是小儿阻塞性睡眠呼吸暂停"]:
        freq._known.clear()  # nothing remembered: every piece is new
        run = _statements(freq)
        mentions, _ = linker.mentions(medical_backend, "medical", question)
        freq._conn.set_trace_callback(None)
        assert mentions, question
        assert len(run) == 1, (question, run)
