"""Faults and extensions over real loopback HTTP: SPARQL endpoints that are down, slow or answer
HTML; the OpenAI-compatible relation filter (picks, retries with backoff, fallback); the toolbox."""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler

import pytest

from core.kg.llm_filter import OpenAIChatFilter, parse_selection
from core.kg.session import KgSession
from core.kg.store import EmbeddedStore, HttpSparqlStore
from core.kg.tools import GET_RELATIONS, GET_TRIPLES, kg_toolbox, open_kg_session
from kg_fixtures import SAMPLE_ID, free_port, kg_home, sample_nt  # noqa: F401
from process_support import LoopbackHTTPServer

pytestmark = pytest.mark.timeout(120)


class Loopback:
    """A loopback HTTP server whose answers a test scripts: a list of (status, content type, body,
    delay) used in turn (the last one repeats); requests are recorded."""

    def __init__(self, answers):
        self.answers, self.requests, self.headers = list(answers), [], []
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):  # noqa: N802
                outer.headers.append(dict(self.headers))
                length = int(self.headers.get("content-length", 0))
                outer.requests.append(self.rfile.read(length).decode())
                status, ctype, body, delay = outer.answers[min(len(outer.requests), len(outer.answers)) - 1]
                time.sleep(delay)
                data = body(outer.requests[-1]) if callable(body) else body
                try:
                    self.send_response(status)
                    self.send_header("content-type", ctype)
                    self.send_header("content-length", str(len(data.encode())))
                    self.end_headers()
                    self.wfile.write(data.encode())
                except OSError:
                    pass

            do_GET = do_POST  # noqa: N815

            def log_message(self, *args):
                pass

        self.server = LoopbackHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exc):
        self.server.shutdown()
        self.server.server_close()


# -- SPARQL endpoint faults -----------------------------------------------------------------------

def _assert_clean_failure(session: KgSession, text: str, fragment: str) -> None:
    assert text.startswith("[KG query failed:") and fragment in text, text
    error = [e for e in session.trace if e["type"] == "error"][-1]
    assert error["error"] == "store" and error["queries"][-1]["error"]
    # the session goes on: the next call is counted and answered
    assert session.execute("nonsense") == "[Could not parse query: nonsense]"


def test_endpoint_down():
    store = HttpSparqlStore(f"http://127.0.0.1:{free_port()}/sparql", timeout_s=5)
    s = KgSession(store, "q")
    _assert_clean_failure(s, s.execute('get_relations("Argentina")'), "cannot reach SPARQL endpoint")


def test_endpoint_too_slow():
    with Loopback([(200, "application/sparql-results+json", '{"results":{"bindings":[]}}', 2.0)]) as srv:
        s = KgSession(HttpSparqlStore(srv.url + "/sparql", timeout_s=0.3), "q")
        _assert_clean_failure(s, s.execute('get_relations("Argentina")'), "did not answer within 0.3 s")


def test_endpoint_answering_html():
    with Loopback([(200, "text/html", "<html><body>Welcome to the homepage</body></html>", 0)]) as srv:
        s = KgSession(HttpSparqlStore(srv.url + "/", timeout_s=5), "q")
        _assert_clean_failure(s, s.execute('get_relations("m.0jgd")'), "that is not SPARQL JSON results")


def test_endpoint_gets_the_auth_header_and_asks_for_json():
    body = '{"head":{"vars":["relation"]},"results":{"bindings":[{"relation":{"type":"uri","value":"http://rdf.freebase.com/ns/a.b.c"}}]}}'
    with Loopback([(200, "application/sparql-results+json", body, 0)]) as srv:
        store = HttpSparqlStore(srv.url + "/sparql", auth_header="Bearer s3cret")
        assert KgSession(store, "q").execute('get_relations("m.0x")') == "a.b.c"
    assert srv.headers[0]["Authorization"] == "Bearer s3cret"
    assert srv.headers[0]["Accept"] == "application/sparql-results+json"
    assert "query=SELECT" in srv.requests[0]


def test_endpoint_http_error_shows_status_and_body():
    with Loopback([(400, "text/plain", "Virtuoso 37000 Error SP030: SPARQL compiler", 0)]) as srv:
        s = KgSession(HttpSparqlStore(srv.url + "/sparql", timeout_s=5, method="GET"), "q")
        _assert_clean_failure(s, s.execute('get_relations("m.0jgd")'), "HTTP 400: Virtuoso 37000")
        assert srv.requests == [""]  # GET: the query went in the URL


# -- the LLM relation filter ----------------------------------------------------------------------

def chat(content: str):
    return json.dumps({"choices": [{"message": {"role": "assistant", "content": content}}]})


def test_parse_selection():
    offered = ["a.b.c", "d.e.f", "g.h.i"]
    assert parse_selection('Sure: ["g.h.i", "x.y.z", "a.b.c"]', offered) == ["g.h.i", "a.b.c"]
    assert parse_selection("no list here", offered) is None
    assert parse_selection('["x.y.z"]', offered) is None


def test_filter_picks_and_reorders_relations(kg_home):
    reply = chat('["location.country.capital", "location.country.currency_used"]')
    with Loopback([(200, "application/json", reply, 0)]) as srv:
        llm = OpenAIChatFilter(srv.url + "/v1", model="m", api_key="k", backoff_s=0.01)
        s = KgSession(EmbeddedStore(SAMPLE_ID, kg_home), "currency", ["Argentina"], {"kg_top_k": 3}, llm)
        result = s.get_relations(entity="Argentina")
    assert [r.relation for r in result.relations] == ["location.country.capital", "location.country.currency_used"]
    stage = result.stages.llm
    assert stage and not stage.fallback and stage.attempts == 1 and sorted(stage.asked) == sorted(result.stages.candidates)
    body = json.loads(srv.requests[0])
    assert body["model"] == "m" and "Relations: [" in body["messages"][0]["content"]


def test_filter_retries_with_backoff_then_succeeds(kg_home):
    reply = chat('["location.country.currency_used"]')
    answers = [(500, "text/plain", "busy", 0), (200, "application/json", chat("I cannot decide"), 0),
               (200, "application/json", reply, 0)]
    with Loopback(answers) as srv:
        llm = OpenAIChatFilter(srv.url, backoff_s=0.05)
        started = time.perf_counter()
        s = KgSession(EmbeddedStore(SAMPLE_ID, kg_home), "currency", ["Argentina"], {"kg_top_k": 3}, llm)
        result = s.get_relations(entity="Argentina")
    assert time.perf_counter() - started >= 0.05 + 0.1  # 0.05 s, then 0.1 s
    assert result.stages.llm.attempts == 3 and [r.relation for r in result.relations] == ["location.country.currency_used"]


def test_filter_failing_falls_back_to_bm25_order(kg_home):
    with Loopback([(503, "text/plain", "down", 0)]) as srv:
        llm = OpenAIChatFilter(srv.url, backoff_s=0.01)
        s = KgSession(EmbeddedStore(SAMPLE_ID, kg_home), "currency", ["Argentina"], {"kg_top_k": 3}, llm)
        result = s.get_relations(entity="Argentina")
    assert len(srv.requests) == 3 and result.stages.llm.fallback and "HTTP 503" in result.stages.llm.error
    assert [r.relation for r in result.relations] == result.stages.candidates[:3]


def test_flatten_candidates_go_through_the_filter_with_its_prompt(kg_home):
    flat = "politician.government_positions_held.government.government_position_held.from_1"
    with Loopback([(200, "application/json", chat(json.dumps([flat])), 0)]) as srv:
        llm = OpenAIChatFilter(srv.url, backoff_s=0.01)
        s = KgSession(EmbeddedStore(SAMPLE_ID, kg_home), "since when", ["Edith Schippers"], None, llm)
        result = s.get_triples(entity="Edith Schippers", relations=["government.politician.government_positions_held"])
    assert result.text == f"[Edith Schippers, {flat}, 2003]"
    assert "intermediate (CVT) node" in json.loads(srv.requests[-1])["messages"][0]["content"]


# -- the toolbox ----------------------------------------------------------------------------------

def test_toolbox_exposes_both_tools(kg_home):
    session = KgSession(EmbeddedStore(SAMPLE_ID, kg_home), "currency of Argentina", ["Argentina"])
    box = kg_toolbox(session)
    assert box.names == ["get_relations", "get_triples"]
    schema = GET_TRIPLES.openai_tool()["function"]["parameters"]
    assert schema["required"] == ["entity", "relations"] and schema["properties"]["relations"]["type"] == "array"
    assert GET_RELATIONS.mcp_tool()["annotations"]["readOnlyHint"] is True
    out = box.call("get_relations", '{"entity": "Argentina"}')
    assert out.ok and "location.country.currency_used" in out.content["relations"]
    out = box.call("get_triples", {"entity": "Argentina", "relations": ["location.country.currency_used"]})
    assert out.ok and out.content["text"] == "[Argentina, location.country.currency_used, Argentine peso]"
    refused = box.call("get_triples", {"entity": "Argentina", "relations": ["people.person.children"]})
    assert not refused.ok and refused.content["error"].startswith("The relation 'people.person.children'")
    bad = box.call("get_relations", {"entity": "Argentina", "limit": 3})
    assert not bad.ok and "unknown parameter" in bad.content["error"]
    assert [e["tool"] for e in session.trace if e.get("tool")] == ["get_relations", "get_triples", "get_triples"]


def test_open_kg_session_for_an_imported_kg(kg_home, monkeypatch):
    monkeypatch.setenv("KNX_HOME", str(kg_home))
    session = open_kg_session(kg=SAMPLE_ID, question="currency", topic_entities={"m.0jgd": "Argentina"})
    out = kg_toolbox(session).call("get_triples", {"entity": "Argentina", "relations": ["location.country.currency_used"]})
    assert out.ok and out.content["entity_id"] == "m.0jgd"
