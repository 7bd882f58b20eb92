"""The agent: one tool definition rendered three ways, the tools on the demo corpus, the session
context, the loop with the offline planner, and the HTTP model adapters against loopback servers."""

from __future__ import annotations

import json
import re

import pytest

from agent_support import STORY, chat_script, loopback_server
from core.agent.loop import MAX_TURNS, AgentLoop, AgentRun, agent_loop
from core.agent.tokens import count_tokens
from core.agent.models import GeminiModel, OpenAIChatModel, ScriptedPlanner, model_from_spec
from core.agent.session import SessionContext, load_session, save_session
from core.agent.tools import DEFINITIONS, agent_toolbox
from core.cli import main
from core.corpus.corpus import open_corpus
from core.exceptions import InvalidRequestError, NotFoundError


@pytest.fixture(scope="module")
def corpus():
    return open_corpus()  # the demo corpus, built once in this test session's KNX_HOME


@pytest.fixture(scope="module")
def toolbox(corpus):
    return agent_toolbox(corpus=corpus)


# -- declarations --------------------------------------------------------------------------------
def test_the_server_factory_builds_the_same_toolbox(toolbox):
    from core.agent.tools import serve_toolbox

    served = serve_toolbox(object())  # a server passes its context
    assert served.names == toolbox.names and served.mcp_tools() == toolbox.mcp_tools()


def test_four_tools_declared_once_rendered_three_ways_equivalently(toolbox):
    from google.genai import types as genai_types
    from mcp import types as mcp_types

    assert toolbox.names == ["vector_search", "graph_search", "track_entity", "stop"]
    for definition in DEFINITIONS:
        openai = definition.openai_tool()["function"]
        gemini = definition.gemini_declaration()
        mcp = definition.mcp_tool()
        assert openai["name"] == gemini["name"] == mcp["name"] == definition.name
        assert openai["parameters"] == mcp["inputSchema"]
        schema = openai["parameters"]
        assert set(schema["properties"]) == set(gemini["parameters"]["properties"])
        assert schema.get("required", []) == gemini["parameters"].get("required", [])
        for name, prop in schema["properties"].items():
            assert gemini["parameters"]["properties"][name]["type"] == prop["type"].upper()
        genai_types.FunctionDeclaration.model_validate(gemini)
        mcp_types.Tool.model_validate(mcp)
    params = {d.name: d.openai_tool()["function"]["parameters"] for d in DEFINITIONS}
    assert params["vector_search"]["required"] == ["query"]
    assert params["vector_search"]["properties"]["top_k"]["default"] == 10
    assert params["vector_search"]["properties"]["chapter_filter"]["minItems"] == 2
    assert params["graph_search"]["properties"]["depth"] == {
        "type": "integer", "default": 2, "minimum": 1, "maximum": 3, "description": "图遍历深度（1–3）"}
    assert params["track_entity"]["properties"]["chapter_range"]["default"] == [1, 999]
    assert params["stop"]["properties"]["reason"]["enum"] == ["sufficient", "max_turns", "not_found"]


# -- tools ---------------------------------------------------------------------------------------
def test_vector_search_filters_and_is_deterministic(toolbox):
    args = {"query": "起诗社", "chapter_filter": [37, 38], "entity_filter": "宝玉", "top_k": 5}
    first, second = toolbox.call("vector_search", args), toolbox.call("vector_search", args)
    assert first.ok and first.content == second.content
    chunks = first.content["chunks"]
    assert 0 < len(chunks) <= 5 and first.content["entity_filter"] == "贾宝玉"
    assert all(37 <= c["chapter"] <= 38 and "贾宝玉" in c["entities"] for c in chunks)
    assert [c["score"] for c in chunks] == sorted((c["score"] for c in chunks), reverse=True)
    plain = toolbox.call("vector_search", {"query": "刘姥姥进大观园"}).content["chunks"]
    assert len(plain) == 10 and any("刘姥姥" in c["text"] for c in plain[:3])


def test_graph_search_walks_both_directions_with_depth(toolbox, corpus):
    one = toolbox.call("graph_search", {"entity": "黛玉", "depth": 1}).content
    assert one["entity"] == "林黛玉" and one["depth"] == 1
    hops = {n["hop"] for n in one["neighbours"]}
    assert hops == {1} and {n["direction"] for n in one["neighbours"]} == {"incoming", "outgoing"}
    names = [n["name"] for n in one["neighbours"]]
    assert names[:2] == ["贾宝玉", "薛宝钗"]  # ranked by co-occurrence with 林黛玉
    assert one["neighbours"][0]["cooccurrence"] == corpus.cooccurrence("林黛玉", "贾宝玉") > 0
    assert one["chunks"] and all("林黛玉" in c["entities"] for c in one["chunks"])
    two = toolbox.call("graph_search", {"entity": "刘姥姥", "depth": 2}).content
    assert {n["hop"] for n in two["neighbours"]} == {1, 2} and len(two["neighbours"]) <= 40
    bad = toolbox.call("graph_search", {"entity": "林黛玉", "relation": "friend_of"})
    assert not bad.ok and "co_occurs_with" in bad.content["detail"]["suggestion"]


def test_track_entity_is_in_time_order_with_a_timeline(toolbox):
    result = toolbox.call("track_entity", {"entity": "晴雯", "chapter_range": [20, 40]}).content
    keys = [(c["chapter"], c["event_order"]) for c in result["chunks"]]
    assert keys == sorted(keys) and all(20 <= k[0] <= 40 for k in keys)
    assert sum(t["chunks"] for t in result["timeline"]) == result["total_chunks"] >= len(keys)
    default = toolbox.call("track_entity", {"entity": "晴雯"}).content
    assert default["chapter_range"] == [1, 999] and len(default["chunks"]) <= 30


@pytest.mark.parametrize("name, args, expected", [
    ("vector_search", {}, "query: required"),
    ("vector_search", {"query": "x", "chapter_filter": [9, 2]}, "start 9 is after the end 2"),
    ("vector_search", {"query": "x", "top_k": 0}, "top_k"),
    ("vector_search", {"query": "x", "entity_filter": "无此人"}, "is not an entity"),
    ("graph_search", {"entity": "宝玉", "depth": 4}, "depth"),
    ("track_entity", {"entity": "林"}, "close names"),
    ("stop", {"reason": "done"}, "'sufficient', 'max_turns' or 'not_found'"),
    ("vector_search", '{"query": ', "not valid JSON"),
    ("vector_search", {"query": "x", "k": 3}, "unknown parameter"),
    ("lookup", {}, "unknown tool"),
])
def test_bad_calls_come_back_as_results(toolbox, name, args, expected):
    outcome = toolbox.call(name, args)
    assert not outcome.ok and expected in json.dumps(outcome.content, ensure_ascii=False)


# -- session context -----------------------------------------------------------------------------
def test_session_resolves_pronouns_and_renders_the_prompt(tmp_path):
    session = SessionContext()
    assert session.resolve("它在任务中做了什么？") == ("它在任务中做了什么？", {})
    session.push_entities(["阿尤", "基尼奇"])
    assert session.entities == ["阿尤", "基尼奇"]
    session.finish_turn("基尼奇的龙伙伴叫什么？", "基尼奇的龙伙伴叫什么？", "基尼奇的龙伙伴叫阿尤。")
    resolved, mapping = session.resolve("它在任务中做了什么？")
    assert resolved == "阿尤在任务中做了什么？" and mapping == {"它": "阿尤"}
    prompt = session.render("它在任务中做了什么？")
    for line in ('最近提到的实体: ["阿尤", "基尼奇"]', "最近话题: 基尼奇的龙伙伴叫什么？",
                 '- User: "基尼奇的龙伙伴叫什么？"', '- Assistant: "基尼奇的龙伙伴叫阿尤。"',
                 'User: "它在任务中做了什么？"', "它 → 阿尤"):
        assert line in prompt
    session.push_entities([f"e{i}" for i in range(20)])
    assert len(session.entities) == 8
    save_session("s-1", session)
    assert load_session("s-1") == session and load_session("fresh") == SessionContext()
    with pytest.raises(InvalidRequestError, match="not a valid session name"):
        load_session("../x")


def test_concurrent_saves_of_one_session_each_write_a_whole_file():
    """Writers of one session file each rename their own temporary file: none fails, none is torn."""
    import threading

    from core.agent.session import _sessions_dir

    contexts = [SessionContext(entities=[f"w{t}-{i}" for i in range(5)]) for t in range(8)]
    errors: list[BaseException] = []

    def write(context):
        for _ in range(40):
            try:
                save_session("shared", context)
            except BaseException as exc:  # collected; asserted below
                errors.append(exc)

    threads = [threading.Thread(target=write, args=(c,)) for c in contexts]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not errors, errors[:3]
    assert load_session("shared") in contexts
    assert [p.name for p in _sessions_dir().iterdir() if "shared" in p.name] == ["shared.json"]  # no temp left


# -- loop, offline -------------------------------------------------------------------------------
def test_scripted_loop_follows_the_question_types(corpus, toolbox):
    loop = AgentLoop(toolbox, ScriptedPlanner(corpus), corpus_id=corpus.id)
    session = SessionContext()
    relation = loop.run("林黛玉和薛宝钗是什么关系？", session)
    assert [s.tool for s in relation.steps] == ["graph_search", "stop"] and relation.stop_reason == "sufficient"
    assert "薛宝钗" in relation.answer and session.entities[0] == "林黛玉"
    follow = loop.run("她后来的命运如何发展？", session)
    assert follow.pronouns == {"她": "林黛玉"} and follow.resolved_question.startswith("林黛玉")
    assert follow.steps[0].tool == "track_entity" and follow.steps[0].arguments["entity"] == "林黛玉"
    assert follow.steps[0].context_before.entities[0] == "林黛玉"
    chapter = loop.run("第三十七回中谁提议起诗社？")
    assert chapter.steps[0].arguments["chapter_filter"] == [37, 37]
    missing = loop.run("第九十九回发生了什么？")  # the corpus has no chapter 99
    assert [s.tool for s in missing.steps] == ["vector_search", "vector_search", "stop"]
    assert missing.steps[0].result["chunks"] == [] and "chapter_filter" not in json.dumps(
        {k: v for k, v in missing.steps[1].arguments.items() if v is not None})
    assert missing.stop_reason == "sufficient"  # the unfiltered retry found text
    nothing = loop.run("第九十九回的东西", SessionContext())
    assert nothing.steps[0].result["chunks"] == []
    step = relation.steps[0]
    assert step.chars == len(step.model_text) and step.tokens == count_tokens(step.model_text) > 0
    assert step.token_counter == relation.token_counter == "o200k_base"
    assert relation.prompt_tokens == count_tokens(relation.system_prompt) + count_tokens(relation.prompt)
    again = AgentRun.from_json(relation.to_json())
    assert again == relation
    with pytest.raises(InvalidRequestError, match="not an agent trace"):
        AgentRun.from_json("{}")


@pytest.fixture(scope="module")
def chapter_corpus(tmp_path_factory):
    """A corpus whose headings are 第N章, not the demo's 第N回."""
    from core.corpus.importer import import_corpus
    from core.corpus.models import EntityEntry

    path = tmp_path_factory.mktemp("chapters") / "story.md"
    path.write_text(STORY, encoding="utf-8")
    import_corpus({"path": path, "corpus_id": "chapter_words", "discover": False, "chunk_chars": 40,
                   "overlap_chars": 8, "lexicon": [EntityEntry(name=n) for n in ("阿明", "小红", "老李", "王老师")]})
    return open_corpus("chapter_words")


def test_answers_name_chapters_as_the_corpus_headings_do(chapter_corpus, corpus, toolbox):
    loop = AgentLoop(agent_toolbox(corpus=chapter_corpus), ScriptedPlanner(chapter_corpus), corpus_id=chapter_corpus.id)
    facts = loop.run("小红开了什么店？")
    assert facts.steps[0].tool == "vector_search"
    assert "[第3章] " in facts.answer and "回]" not in facts.answer
    later = loop.run("阿明后来怎样了？")
    assert later.steps[0].tool == "track_entity"
    assert "阿明出现在第1–3章的" in later.answer and "（3章）" in later.answer and "回" not in later.answer
    # the demo's headings are 第N回, and so are its answers
    demo = AgentLoop(toolbox, ScriptedPlanner(corpus), corpus_id=corpus.id).run("晴雯的性格是什么？")
    assert re.search(r"\[第\d+回\] ", demo.answer), demo.answer


@pytest.mark.parametrize("title, label, span", [
    ("第十二回 葫芦僧乱判葫芦案", "第4回", "第1–5回"), ("第一章 相识", "第4章", "第1–5章"), ("　第三节：起", "第4节", "第1–5节"),
    ("Chapter IV: The Road", "Chapter 4", "Chapters 1–5"),
    ("序", "章节4", "章节1–5"), ("", "章节4", "章节1–5"),  # no word to go by: a neutral one
])
def test_chapter_labels_follow_the_heading(title, label, span):
    from core.corpus.split import chapter_label, chapter_span, chapter_word

    word = chapter_word(title)
    assert chapter_label(4, word) == label and chapter_span(1, 5, word) == span
    assert chapter_span(4, 4, word) == label


def test_model_texts_become_adapters_or_are_refused(monkeypatch):
    assert model_from_spec("scripted") is None
    openai = model_from_spec("http://127.0.0.1:8000/v1/")
    assert isinstance(openai, OpenAIChatModel) and openai.base_url == "http://127.0.0.1:8000/v1"
    assert isinstance(model_from_spec("https://api.example.com/v1"), OpenAIChatModel)
    monkeypatch.setenv("GEMINI_API_KEY", "g")
    assert model_from_spec("gemini:gemini-test").name == "gemini:gemini-test"
    assert model_from_spec("gemini:").name == "gemini:gemini-2.5-flash"
    assert isinstance(model_from_spec("HTTPS://api.example.com/v1"), OpenAIChatModel)
    for bad, message in [
        ("notaurl", "model: 'notaurl' is not a model"), ("ftp://host/v1", "model: 'ftp://host/v1' is not a model"),
        ("", "model: '' is not a model"), ("127.0.0.1:8000/v1", "model: '127.0.0.1:8000/v1' is not a model"),
        # what looks like a URL is checked as one, and the message says what is wrong with it
        ("http://", "model: 'http://' has no host"),
        ("http://host:port/v1", "model: 'http://host:port/v1' is not a valid URL (Port could not be cast"),
        ("http://host:99999/v1", "model: 'http://host:99999/v1' is not a valid URL (Port out of range"),
        ("http://user:pw@host:x/v1", "model: 'http://***@host:x/v1' is not a valid URL"),
        ("user:pw@host", "model: 'user:pw@host' is not a model"),
    ]:
        with pytest.raises(InvalidRequestError) as caught:
            model_from_spec(bad)
        assert caught.value.message.startswith(message), caught.value.message
        assert caught.value.suggestion.startswith("valid: ") and "gemini:MODEL" in caught.value.suggestion
    with pytest.raises(InvalidRequestError) as caught:
        model_from_spec("ftp://user:s3cret@host/v1")
    assert "s3cret" not in str(caught.value) and "'ftp://***@host/v1'" in caught.value.message


def test_the_loop_refuses_a_bad_model_before_opening_the_corpus():
    # the corpus does not exist either: the model is what is reported, so nothing was opened first
    with pytest.raises(InvalidRequestError, match="model: 'notaurl' is not a model"):
        agent_loop("nosuchcorpus", model="notaurl")
    with pytest.raises(NotFoundError, match="corpus 'nosuchcorpus' does not exist"):
        agent_loop("nosuchcorpus", model="scripted")


# -- loop, over HTTP -----------------------------------------------------------------------------
def test_openai_adapter_loop_with_malformed_unknown_and_extra_calls(toolbox, corpus):
    script = [
        [("vector_search", '{"query": "诗社", ')],                     # malformed JSON
        [("lookup", '{"q": 1}')],                                     # unknown tool
        [("vector_search", '{"query": "诗社", "top_k": 3}'), ("stop", '{"reason": "sufficient"}')],  # two at once
        [("stop", '{"reason": "sufficient"}')],
    ]
    with loopback_server(chat_script(script)) as server:
        model = OpenAIChatModel(base_url=f"{server.url}/v1", model="probe", api_key="k")
        run = AgentLoop(toolbox, model, corpus_id=corpus.id).run("诗社是谁发起的？")
    assert [(s.tool, s.ok) for s in run.steps] == [
        ("vector_search", False), ("lookup", False), ("vector_search", True), ("stop", True)]
    assert "not valid JSON" in run.steps[0].model_text and "unknown tool" in run.steps[1].model_text
    assert "one tool per turn" in run.steps[2].note
    assert run.stop_reason == "sufficient" and run.answer == "最终回答：来自检索结果。"
    first, third, final = server.requests[0], server.requests[2], server.requests[-1]
    assert first["path"] == "/v1/chat/completions" and first["headers"]["Authorization"] == "Bearer k"
    assert [t["function"]["name"] for t in first["body"]["tools"]] == toolbox.names
    tool_messages = [m for m in third["body"]["messages"] if m["role"] == "tool"]
    assert len(tool_messages) == 2 and "unknown tool" in tool_messages[1]["content"]
    assert "tools" not in final["body"] and "只使用检索到的信息" in final["body"]["messages"][-1]["content"]
    answered = {m["tool_call_id"] for m in final["body"]["messages"] if m["role"] == "tool"}
    asked = {c["id"] for m in final["body"]["messages"] if m["role"] == "assistant" for c in m["tool_calls"]}
    assert asked == answered  # every tool call got its tool message


def test_a_model_that_never_stops_gets_max_turns(toolbox, corpus):
    with loopback_server(chat_script([])) as server:
        run = AgentLoop(toolbox, OpenAIChatModel(base_url=server.url), corpus_id=corpus.id).run("随便问问")
    assert len(run.steps) == MAX_TURNS and run.stop_reason == "max_turns" and run.answer


def test_model_failures_and_text_answers_end_the_run_cleanly(toolbox, corpus):
    with loopback_server(chat_script([(500, {"error": "boom"})])) as server:
        failed = AgentLoop(toolbox, OpenAIChatModel(base_url=server.url), corpus_id=corpus.id).run("问题")
    assert failed.stop_reason == "model_error" and "500" in json.dumps(failed.steps[0].result)
    assert failed.answer == "抱歉，未能找到相关信息。"
    with loopback_server(chat_script(["我直接回答"])) as server:
        text = AgentLoop(toolbox, OpenAIChatModel(base_url=server.url), corpus_id=corpus.id).run("问题")
    assert text.stop_reason == "no_tool_call" and text.steps[0].reasoning == "我直接回答"


def test_gemini_adapter_speaks_generate_content(toolbox, corpus):
    def respond(path, body):
        if "tools" not in body:
            return 200, {"candidates": [{"content": {"parts": [{"text": "答：宝玉。"}]}}]}
        done = any("functionResponse" in p for c in body["contents"] for p in c["parts"])
        call = {"name": "stop", "args": {"reason": "sufficient"}} if done else \
            {"name": "vector_search", "args": {"query": "宝玉", "top_k": 2}}
        return 200, {"candidates": [{"content": {"role": "model", "parts": [{"functionCall": call}]}}]}

    with loopback_server(respond) as server:
        model = GeminiModel("gemini-test", api_key="g", base_url=server.url)
        run = AgentLoop(toolbox, model, corpus_id=corpus.id).run("宝玉是谁？")
    assert [s.tool for s in run.steps] == ["vector_search", "stop"] and run.answer == "答：宝玉。"
    request = server.requests[1]
    assert request["path"] == "/models/gemini-test:generateContent" and request["headers"]["x-goog-api-key"] == "g"
    assert request["body"]["tools"][0]["functionDeclarations"] == toolbox.gemini_declarations()
    roles = [c["role"] for c in request["body"]["contents"]]
    assert roles == ["user", "model", "user"] and "systemInstruction" in request["body"]


def test_openai_embedder_against_a_loopback_endpoint():
    from core.embedding import OpenAIEmbedder

    def respond(path, body):
        data = [{"index": i, "embedding": [float(len(t)), 1.0, 0.0]} for i, t in enumerate(body["input"])]
        return 200, {"data": list(reversed(data))}

    with loopback_server(respond) as server:
        embedder = OpenAIEmbedder(base_url=server.url, model="m", api_key="", batch_size=2)
        vectors = embedder.embed(["a", "abc", "ab"])
    assert vectors.shape == (3, 3) and embedder.dim == 3 and len(server.requests) == 2
    assert vectors[1][0] > vectors[0][0]  # order restored from `index`, rows normalised
    assert abs(float((vectors[1] ** 2).sum()) - 1.0) < 1e-5


# -- CLI -----------------------------------------------------------------------------------------
def test_cli_tool_and_ask(corpus, capsys):
    assert main(["agent", "tool", "track_entity", "--args", '{"entity": "香菱"}', "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["entity"] == "香菱" and result["timeline"]
    assert main(["agent", "tool", "graph_search", "--args", '{"entity": "香菱", "depth": 9}']) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and "depth" in captured.err and captured.err.count("\n") == 1
    assert main(["agent", "tool", "graph_search", "--args", '{"entity": "香菱", "depth": 9}', "--json"]) == 2
    assert "depth" in json.loads(capsys.readouterr().out)["error"]
    assert main(["agent", "ask", "薛宝钗和林黛玉是什么关系？", "--session", "cli", "--json"]) == 0
    run = json.loads(capsys.readouterr().out)
    assert run["steps"][0]["tool"] == "graph_search"
    assert main(["agent", "ask", "她的经历？", "--session", "cli"]) == 0
    assert "她 → 薛宝钗" in capsys.readouterr().out
    assert main(["corpus", "list", "--json"]) == 0
    assert "hongloumeng" in capsys.readouterr().out


def test_another_process_can_use_the_store_while_this_one_searches(toolbox):
    """Local Qdrant locks its directory per process; the store is held only while loading or writing."""
    import subprocess
    import sys

    assert toolbox.call("track_entity", {"entity": "香菱"}).ok  # this process has the corpus open
    done = subprocess.run([sys.executable, "-c", "import sys; from core.cli import main; sys.exit(main())",
                           "agent", "tool", "track_entity", "--args", '{"entity": "香菱"}', "--json"],
                          capture_output=True, text=True, timeout=120, env=dict(__import__("os").environ))
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == toolbox.call("track_entity", {"entity": "香菱"}).content
