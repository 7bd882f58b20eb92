"""The remote KWeaver backend: the embedded backend's behavioural tests, run again through HTTP against
`knx serve` in a subprocess, and faults from a loopback fault server (down, slow, 500, HTML instead
of JSON, a cut-off body) that end in one clear message, never a traceback, with partial results
where kn_search and keyword context allow them."""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler

import httpx
import pytest

from conftest import CLINIC
from core.backends.kweaver import KWeaverBackend
from core.exceptions import (
    BackendError,
    InvalidRequestError,
    NotFoundError,
    ServiceTimeoutError,
    UpstreamAuthenticationError,
)
from core.retrieval import InMemorySessionStore, KnowledgeNetworkRetrieval
from core.search.service import kn_search
from process_support import LoopbackHTTPServer
from serve_support import free_port

# The embedded backend's behavioural tests, collected again here with `clinic_backend` (overridden
# below) being the remote backend talking to `knx serve` over the same clinic network.
from test_kn_search_service import (  # noqa: F401
    test_debug_trace_covers_every_stage,
    test_invalid_requests_name_the_path,
    test_partial_config_deep_merges_over_defaults,
    test_request_object_and_dict_give_the_same_answer,
    test_timing_is_always_there_and_trace_only_with_debug,
    test_unknown_network_is_not_found,
    test_wire_format_keeps_upstream_fields,
)
from test_retrieval_keyword import (  # noqa: F401
    clinic,
    test_dedup_across_three_rounds,
    test_instance_with_neighbours_in_both_directions,
    test_matched_fields_per_instance_and_within_reply_dedup,
    test_no_match_and_no_searchable_property,
    test_only_the_session_relation_types_give_neighbours,
    test_or_covers_every_property_that_can_equal_the_keyword,
    test_self_relation_gives_both_directions,
    test_subgraph_failure_keeps_instances,
)
from test_retrieval_service import (  # noqa: F401
    test_bad_parameters_name_the_field,
    test_missing_object_type_payload_is_the_designs,
    test_missing_schema_payload_is_the_designs,
    test_object_type_unknown_or_outside_the_session_schema,
    test_owners_are_isolated_through_the_tool,
    test_schema_recall_is_stored_then_used_by_keyword_calls,
)
from test_sqlite_backend import (  # noqa: F401
    test_backward_hop_reports_relations_in_their_true_direction,
    test_bad_paths_are_rejected,
    test_bad_subgraph_bodies,
    test_condition_on_a_later_hop_including_scoring,
    test_forward_hop,
    test_per_parent_limit,
    test_search_concepts,
    test_self_relation_direction,
    test_several_paths_in_one_query,
    test_start_limit_and_path_limit,
    test_two_hops,
)

KN = "clinic"
QUESTION = "上气道梗阻有哪些症状"


@pytest.fixture(scope="module")
def clinic_backend(served_clinic):
    backend = KWeaverBackend(served_clinic.url, token=served_clinic.token)
    yield backend
    backend.close()


def test_remote_lists_and_maps_networks(clinic_backend, served_clinic):
    (summary,) = [n for n in clinic_backend.list_networks() if n.id == KN]
    assert (summary.name, summary.object_type_count, summary.relation_type_count, summary.action_type_count) == ("小诊所", 3, 3, 1)
    assert summary.source == f"kweaver {served_clinic.url}"
    network = clinic_backend.get_network(KN)
    assert network.object_type("disease").get_property("rate").family == "number"
    assert network.action_types[0].object_type_id == "disease"
    with pytest.raises(NotFoundError, match="nowhere"):
        clinic_backend.get_network("nowhere")


def test_remote_token_is_required_and_never_shown(served_clinic):
    backend = KWeaverBackend(served_clinic.url, token="wrong-secret")
    with pytest.raises(UpstreamAuthenticationError) as caught:
        backend.list_networks()
    assert "wrong-secret" not in str(caught.value) and "wrong-secret" not in repr(backend)
    # the remote's own words once (its payload repeats `error` in `message`, with its suggestion after it)
    assert str(caught.value).count("the bearer token is not valid") == 1, str(caught.value)
    # this process's credentials were refused: a bad gateway to whoever called it, not their 401
    assert caught.value.status_code == 502 and caught.value.code == "backend_authentication_error"


def test_kn_search_runs_unchanged_on_the_remote_backend(clinic_backend, served_clinic):
    from core.backends.sqlite import SqliteBackend

    local = SqliteBackend(served_clinic.networks_dir)
    body = {"query": QUESTION, "kn_id": KN}
    remote_reply, local_reply = kn_search(clinic_backend, body), kn_search(local, body)
    assert [r.concept_id for r in remote_reply.relation_types] == [r.concept_id for r in local_reply.relation_types]
    assert [(n.instance_name, n.score) for n in remote_reply.nodes] == [(n.instance_name, n.score) for n in local_reply.nodes]


class _InFlight(httpx.HTTPTransport):
    """Counts the requests in flight at once; each takes at least `delay_s` (a far-away server)."""

    def __init__(self, delay_s: float = 0.02) -> None:
        super().__init__()
        self.delay_s, self.now, self.most, self.lock = delay_s, 0, 0, threading.Lock()

    def handle_request(self, request):
        with self.lock:
            self.now += 1
            self.most = max(self.most, self.now)
        try:
            time.sleep(self.delay_s)
            return super().handle_request(request)
        finally:
            with self.lock:
                self.now -= 1


def _without_timing(value):
    """A reply's dump without what the clock says (`timing`, every `*_ms`)."""
    if hasattr(value, "model_dump"):
        value = value.model_dump(mode="json")
    if isinstance(value, dict):
        return {k: _without_timing(v) for k, v in value.items() if k != "timing" and not k.endswith("_ms")}
    if isinstance(value, list):
        return [_without_timing(v) for v in value]
    return value


@pytest.mark.parametrize("body", [{"query": QUESTION, "kn_id": KN},
                                  {"query": "哮喘 儿童 咳嗽", "kn_id": KN, "debug": True},
                                  {"query": "肺炎", "kn_id": KN, "retrieval_config": {
                                      "semantic_instance_retrieval": {"per_type_instance_limit": 2}}}])
def test_requests_sent_side_by_side_give_the_replies_sent_one_by_one(served_clinic, body):
    """kn_search's per-type instance recall and each type's batch travel side by side on a remote
    (up to `concurrency` at once), with the reply, trace and failures of one request at a time."""
    replies, most = {}, {}
    for concurrency in (1, 8):
        transport = _InFlight()
        backend = KWeaverBackend(served_clinic.url, token=served_clinic.token, concurrency=concurrency,
                                 transport=transport)
        try:
            assert backend.request_concurrency(KN) == concurrency
            backend.get_network(KN)  # the schema read is not part of what is compared
            transport.most = 0
            replies[concurrency] = _without_timing(kn_search(backend, body))
            most[concurrency] = transport.most
        finally:
            backend.close()
    assert replies[8] == replies[1] and replies[1]["nodes"]
    assert most[1] == 1 and most[8] > 2, most


def test_a_routed_remote_network_keeps_its_concurrency(served_clinic):
    """The explorer reaches a connection through RoutedBackend: its networks are searched side by
    side, the local ones one request at a time."""
    from core.backends.routed import RoutedBackend
    from core.backends.sqlite import SqliteBackend

    remote = KWeaverBackend(served_clinic.url, token=served_clinic.token, concurrency=5)
    try:
        routed = RoutedBackend(SqliteBackend(served_clinic.networks_dir), {"far": remote})
        assert routed.request_concurrency("far:clinic") == 5 and routed.request_concurrency("clinic") == 1
        body = {"query": QUESTION, "kn_id": "far:clinic"}
        local = kn_search(SqliteBackend(served_clinic.networks_dir), {**body, "kn_id": KN})
        assert [(n.instance_name, n.score) for n in kn_search(routed, body).nodes] == \
            [(n.instance_name, n.score) for n in local.nodes]
    finally:
        remote.close()


def test_a_failing_type_is_reported_in_type_order_when_sent_side_by_side(faults):
    faults.rules["/api/ontology-query/v1/knowledge-networks/clinic/object-types/symptom"] = "500"
    messages = {}
    for concurrency in (1, 8):
        reply = kn_search(_backend(faults.url, concurrency=concurrency), {"query": QUESTION, "kn_id": KN})
        messages[concurrency] = reply.message
    assert "symptom" in messages[1] and "HTTP 500" in messages[1]
    assert messages[8] == messages[1]


@pytest.mark.parametrize(("kwargs", "message"), [
    ({"concurrency": 0}, "concurrency: 0 is out of range; valid: 1 to max_connections (20)"),
    ({"concurrency": True}, "concurrency: True is out of range"),
    ({"concurrency": 30}, "concurrency: 30 is out of range; valid: 1 to max_connections (20)"),
    ({"concurrency": 4, "max_connections": 2}, "valid: 1 to max_connections (2)"),
    ({"max_connections": 0}, "max_connections: 0 is out of range; valid: 1 to 100"),
    ({"concurrency": "8"}, "concurrency: '8' is out of range"),
])
def test_bad_concurrency_names_the_valid_range(kwargs, message):
    with pytest.raises(InvalidRequestError) as caught:
        KWeaverBackend("http://127.0.0.1:9", **kwargs)
    assert message in str(caught.value)


# -- faults ---------------------------------------------------------------------------------------
EXPORT = {**CLINIC, "statistics": {"object_types_total": 3}}


class FaultServer:
    """A loopback HTTP server whose replies a test chooses per path prefix."""

    def __init__(self) -> None:
        self.rules: dict[str, str] = {}
        self.hits: list[str] = []
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):  # quiet
                pass

            def do_GET(self):
                server.answer(self)

            def do_POST(self):
                length = int(self.headers.get("content-length") or 0)
                self.rfile.read(length)
                server.answer(self)

        self.httpd = LoopbackHTTPServer(("127.0.0.1", free_port()), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def answer(self, handler: BaseHTTPRequestHandler) -> None:
        path = handler.path.split("?")[0]
        self.hits.append(path)
        mode = next((m for prefix, m in self.rules.items() if path.startswith(prefix)), "ok")
        if mode == "slow":
            time.sleep(1.5)
            mode = "ok"
        if mode == "500":
            return self._send(handler, 500, b'{"error": "InternalError", "message": "index shard failed"}')
        if mode == "503":
            return self._send(handler, 503, b'{"error": "Unavailable"}')
        if mode == "html":
            return self._send(handler, 200, b"<html><body>Sign in</body></html>", "text/html")
        if mode == "shape":
            return self._send(handler, 200, b'{"entries": 5, "total_count": "x"}')
        if mode == "list":
            return self._send(handler, 200, b'[1, 2, 3]')
        if mode == "truncated":
            return self._send(handler, 200, b'{"datas": [{"disease_id": "d1", "disea', declared=200)
        if path.endswith("/object-types") or path.endswith("/relation-types"):  # concept search
            return self._send(handler, 200, b'{"entries": []}')
        if "/ontology-manager/" in path:
            if path.rstrip("/").endswith("knowledge-networks"):
                return self._send(handler, 200, json.dumps({"entries": [{"id": KN, "name": "小诊所"}], "total_count": 1}).encode())
            return self._send(handler, 200, json.dumps(EXPORT, ensure_ascii=False).encode())
        return self._send(handler, 200, b'{"datas": [], "entries": []}')

    @staticmethod
    def _send(handler, status: int, body: bytes, content_type: str = "application/json", declared: int | None = None) -> None:
        handler.send_response(status)
        handler.send_header("Content-Type", content_type)
        handler.send_header("Content-Length", str(declared or len(body)))
        handler.end_headers()
        try:
            handler.wfile.write(body)
            if declared:
                handler.close_connection = True
        except OSError:
            pass

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture()
def faults():
    server = FaultServer()
    yield server
    server.close()


def _backend(url: str, **kwargs) -> KWeaverBackend:
    return KWeaverBackend(url, token="t", backoff_s=0.01, **{"timeout_s": 0.5, "connect_timeout_s": 0.5, **kwargs})


def _one_line(exc: BaseException) -> str:
    text = str(exc)
    assert "\n" not in text and "Traceback" not in text
    return text


def test_server_down():
    backend = _backend(f"http://127.0.0.1:{free_port()}")
    with pytest.raises(BackendError) as caught:
        backend.list_networks()
    assert "cannot reach KWeaver at http://127.0.0.1" in _one_line(caught.value)


def test_slow_server_times_out(faults):
    faults.rules["/api/ontology-manager"] = "slow"
    with pytest.raises(ServiceTimeoutError) as caught:
        _backend(faults.url).get_network(KN)
    assert "did not answer in time" in _one_line(caught.value)


def test_500_names_the_remote_message_and_503_is_retried(faults):
    faults.rules["/api/ontology-manager"] = "500"
    with pytest.raises(BackendError) as caught:
        _backend(faults.url).list_networks()
    assert "HTTP 500" in _one_line(caught.value) and "index shard failed" in str(caught.value)
    assert len(faults.hits) == 1  # 500 is not retried
    faults.hits.clear()
    faults.rules["/api/ontology-manager"] = "503"
    with pytest.raises(BackendError, match="HTTP 503"):
        _backend(faults.url, retries=2).list_networks()
    assert len(faults.hits) == 3  # first try and two retries


def test_html_instead_of_json(faults):
    faults.rules["/api/ontology-manager"] = "html"
    with pytest.raises(BackendError) as caught:
        _backend(faults.url).get_network(KN)
    assert "HTML, not JSON" in _one_line(caught.value) and "base URL" in str(caught.value)


@pytest.mark.parametrize("mode", ["shape", "list"])
def test_a_reply_of_another_shape_is_a_backend_error_not_an_empty_network(faults, mode):
    faults.rules["/api/ontology-manager"] = mode
    backend = _backend(faults.url)
    with pytest.raises(BackendError) as caught:
        backend.list_networks()
    assert "is not a listing" in _one_line(caught.value), caught.value
    with pytest.raises(BackendError) as caught:  # it read as a network without types, every question unanswered
        backend.get_network(KN)
    assert "without a network detail" in _one_line(caught.value), caught.value


def test_truncated_body(faults):
    faults.rules["/api/ontology-query"] = "truncated"
    with pytest.raises(BackendError) as caught:
        _backend(faults.url).query_instances(KN, "disease", {"limit": 1})
    assert "cut its reply off" in _one_line(caught.value) and "instances of disease" in str(caught.value)


def test_kn_search_keeps_the_schema_when_instance_queries_fail(faults):
    """The schema comes back; the nodes' failure is the design's message, not an exception."""
    faults.rules["/api/ontology-query"] = "500"
    reply = kn_search(_backend(faults.url), {"query": QUESTION, "kn_id": KN})
    assert reply.object_types and reply.relation_types
    assert reply.message.startswith("语义实例召回失败") and "HTTP 500" in reply.message


def test_keyword_context_degrades_when_the_subgraph_fails(faults):
    tool = KnowledgeNetworkRetrieval(_backend(faults.url), InMemorySessionStore())
    tool.run({"query": QUESTION, "kn_ids": [KN], "session_id": "s"})
    faults.rules["/api/ontology-query"] = "html"
    reply = tool.run({"query": "上气道梗阻", "kn_ids": [KN], "session_id": "s", "enable_keyword_context": True,
                      "object_type_id": "disease"}).to_wire()
    assert "HTML" in json.dumps(reply, ensure_ascii=False)


def test_knx_serve_over_a_remote_backend(served_clinic, tmp_path, monkeypatch):
    """`knx serve --backend <KWeaver URL>`: a service in front of another (the chain a proxy or a
    local cache deployment would form); its answers equal the remote's."""
    import httpx

    from serve_support import start_server, stop_server

    monkeypatch.setenv("KNX_KWEAVER_TOKEN", served_clinic.token)
    front = start_server(tmp_path, None, token=None, extra=["--backend", served_clinic.url, "--no-demo"])
    try:
        body = {"query": QUESTION, "kn_id": KN}
        via_front = httpx.post(f"{front.url}/api/agent-retrieval/v1/kn/kn_search", json=body, timeout=30).json()
        direct = httpx.post(f"{served_clinic.url}/api/agent-retrieval/v1/kn/kn_search", json=body,
                            headers=served_clinic.headers, timeout=30).json()
        assert [n["instance_name"] for n in via_front["nodes"]] == [n["instance_name"] for n in direct["nodes"]]
        ready = httpx.get(f"{front.url}/readyz").json()
        assert ready["backend"] == "kweaver" and ready["networks"] == 1
    finally:
        stop_server(front.process)
    # the service's own token refused upstream: its callers get a bad gateway, not a 401 about theirs
    monkeypatch.setenv("KNX_KWEAVER_TOKEN", "not-the-token")
    front = start_server(tmp_path, None, token=None, extra=["--backend", served_clinic.url, "--no-demo"], ready=False)
    try:
        reply = httpx.get(f"{front.url}/api/ontology-manager/v1/knowledge-networks", timeout=30)
        assert reply.status_code == 502 and reply.json()["code"] == "backend_authentication_error", reply.text
        assert "KNX_KWEAVER_TOKEN" in reply.text and "not-the-token" not in reply.text
    finally:
        stop_server(front.process)


def test_a_hanging_remote_is_named_in_the_time_limit_advice(faults):
    from starlette.testclient import TestClient

    from core.serve.app import create_app
    from core.serve.context import ServeConfig

    faults.rules["/api/ontology-manager"] = "slow"
    remote = f"http://user:secret@{faults.url.removeprefix('http://')}"
    app = create_app(ServeConfig(backend=remote, request_timeout_s=0.3, demo=False),
                     backend=_backend(faults.url, timeout_s=5))
    with TestClient(app) as client:
        reply = client.get("/api/ontology-manager/v1/knowledge-networks")
    shown = f"http://***@{faults.url.removeprefix('http://')}"  # as every message shows a URL (redact_url)
    assert reply.status_code == 504 and f"KWeaver deployment at {shown}" in reply.text, reply.text
    assert "secret" not in reply.text and "user:" not in reply.text
