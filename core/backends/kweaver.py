"""A remote KWeaver deployment as a `KnowledgeBackend` (httpx).

    from core.backends.kweaver import KWeaverBackend
    backend = KWeaverBackend("https://kweaver.example.com", token="...", business_domain="bd_public")
    kn_search(backend, {"query": "上气道梗阻有哪些症状", "kn_id": "kn_medical"})

Calls, as kweaver-sdk makes them (`Authorization: Bearer <token>`, `x-business-domain`, optionally
`x-account-id` / `x-account-type`):

- networks: `GET /api/ontology-manager/v1/knowledge-networks` (paged by offset / limit), the schema
  from `GET .../knowledge-networks/{kn_id}?mode=export`, kept for `schema_ttl_s` seconds;
- coarse concept recall: `POST .../knowledge-networks/{kn_id}/object-types` (or `relation-types`)
  with `X-HTTP-Method-Override: GET` and a `knn` / `match` condition on `*`, sorted by `_score`;
- instances: `POST /api/ontology-query/v1/knowledge-networks/{kn_id}/object-types/{ot_id}`,
  subgraphs: `POST .../subgraph?query_type=relation_path`, both with `X-HTTP-Method-Override: GET`.

Requests are validated against the schema here, before they travel (the interface's public methods
do it for every backend). Independent requests travel side by side, up to `concurrency` at once: the
queries of one `query_instances_batch`, and (through `request_concurrency`) kn_search's per-type
instance recall; a search sends ~50 instance queries, which one after the other cost ~50 round
trips. Transport: one pooled `httpx.Client`, a connect / read timeout, and retries
with exponential backoff on connection failures and 502 / 503 / 504 (every call is a read, so a
retry is safe). Failures become `core.exceptions` errors with one readable line: the remote's own
message for 4xx, what went wrong for the rest (unreachable, timed out, HTML or truncated JSON where
JSON was expected), never a traceback. The token is never part of a message or `repr`.
"""

from __future__ import annotations

import threading
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Callable

import httpx

from core.backends.base import KnowledgeBackend
from core.checks import check_http_url, check_seconds
from core.exceptions import (
    BackendError,
    InvalidRequestError,
    KnxError,
    NotFoundError,
    ServiceTimeoutError,
    UpstreamAuthenticationError,
)
from core.models.network import KnowledgeNetwork, NetworkSummary, ObjectType
from core.models.query import (
    ConceptHit,
    ConceptKind,
    InstanceQuery,
    InstanceQueryResult,
    SubgraphQuery,
    SubgraphResult,
)

ONTOLOGY_MANAGER = "/api/ontology-manager/v1/knowledge-networks"
ONTOLOGY_QUERY = "/api/ontology-query/v1/knowledge-networks"
RETRY_STATUSES = frozenset({502, 503, 504})
QUERY_HEADERS = {"X-HTTP-Method-Override": "GET"}


class KWeaverBackend(KnowledgeBackend):
    kind = "kweaver"

    def __init__(
        self,
        base_url: str,
        *,
        token: str | None = None,
        business_domain: str | None = "bd_public",
        account_id: str | None = None,
        account_type: str | None = None,
        timeout_s: float = 30.0,
        connect_timeout_s: float = 5.0,
        retries: int = 2,
        backoff_s: float = 0.2,
        schema_ttl_s: float = 60.0,
        max_connections: int = 20,
        concurrency: int = 8,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        check_http_url(base_url, "base_url", suggestion="give the deployment's base URL, e.g. https://kweaver.example.com")
        check_seconds(timeout_s, "timeout_s")
        check_seconds(connect_timeout_s, "connect_timeout_s")
        if isinstance(retries, bool) or not isinstance(retries, int) or not 0 <= retries <= 10:
            raise InvalidRequestError(f"retries: {retries!r} is out of range; valid: 0 to 10")
        if isinstance(max_connections, bool) or not isinstance(max_connections, int) or not 1 <= max_connections <= 100:
            raise InvalidRequestError(f"max_connections: {max_connections!r} is out of range; valid: 1 to 100")
        if isinstance(concurrency, bool) or not isinstance(concurrency, int) or not 1 <= concurrency <= max_connections:
            raise InvalidRequestError(f"concurrency: {concurrency!r} is out of range; valid: 1 to max_connections "
                                      f"({max_connections})")
        self.concurrency = concurrency
        self.base_url = base_url.rstrip("/")
        self.retries = retries
        self.backoff_s = backoff_s
        self.schema_ttl_s = schema_ttl_s
        headers = {"Accept": "application/json"}
        if token:
            # kweaver-sdk's TokenAuth sends the token as given; a bare token gets the Bearer scheme.
            headers["Authorization"] = token if token.lower().startswith("bearer ") else f"Bearer {token}"
        if business_domain:
            headers["x-business-domain"] = business_domain
        if account_id:
            headers["x-account-id"] = account_id
        if account_type:
            headers["x-account-type"] = account_type
        # what a caller may see depends on the business domain and account, not only on the server
        self._data_scope = "|".join((self.base_url, business_domain or "", account_id or ""))
        self._client = httpx.Client(
            base_url=self.base_url,
            headers=headers,
            timeout=httpx.Timeout(timeout_s, connect=connect_timeout_s),
            limits=httpx.Limits(max_connections=max_connections, max_keepalive_connections=max_connections),
            transport=transport,
        )
        self._schemas: dict[str, tuple[float, KnowledgeNetwork]] = {}
        self._lock = threading.Lock()
        self._senders: ThreadPoolExecutor | None = None  # made on first use, for `_side_by_side`

    def data_location(self, kn_id: str) -> str | None:
        return f"kweaver:{self._data_scope}"

    def __repr__(self) -> str:  # the token stays out of logs and tracebacks
        return f"KWeaverBackend({self.base_url!r})"

    def request_concurrency(self, kn_id: str) -> int:
        return self.concurrency

    def close(self) -> None:
        with self._lock:
            senders, self._senders = self._senders, None
        if senders is not None:
            senders.shutdown(wait=True)
        self._client.close()

    def forget(self, kn_id: str | None = None) -> None:
        """Drop cached schemas (one network's, or all)."""
        with self._lock:
            if kn_id is None:
                self._schemas.clear()
            else:
                self._schemas.pop(kn_id, None)

    # -- transport ----------------------------------------------------------------------------
    def _call(self, method: str, path: str, *, what: str, json: Any = None,
              params: dict[str, Any] | None = None, headers: dict[str, str] | None = None) -> Any:
        last = self.retries
        for attempt in range(last + 1):
            if attempt:
                time.sleep(self.backoff_s * 2 ** (attempt - 1))
            try:
                response = self._client.request(method, path, json=json, params=params, headers=headers)
            except httpx.RemoteProtocolError as exc:
                # The connection was made and a reply started, then ended early.
                raise BackendError(
                    f"{what}: KWeaver at {self.base_url} cut its reply off ({exc})",
                    suggestion="retry; if it persists, check proxies between here and the deployment",
                ) from None
            except httpx.TimeoutException as exc:
                # A connection that could not be opened in time is retried like a refused one; a
                # reply that does not come is not (waiting again would double the caller's wait).
                if isinstance(exc, httpx.ConnectTimeout) and attempt < last:
                    continue
                raise ServiceTimeoutError(
                    f"{what}: KWeaver at {self.base_url} did not answer in time",
                    suggestion="check the deployment's load, or raise the backend's timeout",
                ) from None
            except httpx.TransportError as exc:
                if attempt < last:
                    continue
                raise BackendError(
                    f"{what}: cannot reach KWeaver at {self.base_url} ({type(exc).__name__}: {exc})",
                    suggestion="check the URL and that the deployment is running",
                ) from None
            if response.status_code in RETRY_STATUSES and attempt < last:
                continue
            return self._decode(response, what)
        raise AssertionError("unreachable: the last attempt returns or raises")  # pragma: no cover

    def _decode(self, response: httpx.Response, what: str) -> Any:
        status = response.status_code
        content_type = response.headers.get("content-type", "")
        if status >= 400:
            raise _remote_error(status, _remote_message(response), what, self.base_url)
        if not response.content:
            return None
        if "html" in content_type or response.content.lstrip()[:1] == b"<":
            raise BackendError(
                f"{what}: KWeaver at {self.base_url} answered with HTML, not JSON (status {status})",
                suggestion="check the base URL: it should be the KWeaver gateway, not a web page or proxy login",
            )
        try:
            return response.json()
        except ValueError as exc:
            raise BackendError(
                f"{what}: KWeaver at {self.base_url} answered with invalid JSON ({exc}); "
                f"the reply may have been cut off ({len(response.content)} bytes)",
            ) from None

    # -- the interface's steps ------------------------------------------------------------------
    def _list_networks(self) -> list[NetworkSummary]:
        out: list[NetworkSummary] = []
        offset, limit = 0, 100
        while True:
            data = self._call("GET", ONTOLOGY_MANAGER, what="list knowledge networks",
                              params={"offset": offset, "limit": limit})
            entries = _entries(data, "list knowledge networks")
            for entry in entries:
                stats = entry.get("statistics") if isinstance(entry.get("statistics"), dict) else {}
                out.append(NetworkSummary(
                    id=str(entry.get("id") or entry.get("kn_id") or ""),
                    name=entry.get("name") or "",
                    comment=entry.get("comment") or entry.get("description"),
                    object_type_count=_count(stats, "object_types_total"),
                    relation_type_count=_count(stats, "relation_types_total"),
                    action_type_count=_count(stats, "action_types_total"),
                    instance_count=_count(entry, "instance_count", None),
                    edge_count=_count(entry, "edge_count", None),
                    source=f"kweaver {self.base_url}",
                ))
            total = _count(data, "total_count", None) if isinstance(data, dict) else None
            offset += len(entries)
            if len(entries) < limit or (total is not None and offset >= total) or offset > 100_000:
                return [s for s in out if s.id]

    def _get_network(self, kn_id: str) -> KnowledgeNetwork:
        now = time.monotonic()
        with self._lock:
            cached = self._schemas.get(kn_id)
        if cached is not None and now - cached[0] < self.schema_ttl_s:
            return cached[1]
        data = self._call("GET", f"{ONTOLOGY_MANAGER}/{_segment(kn_id)}", what=f"network {kn_id}",
                          params={"mode": "export"})
        if not isinstance(data, dict) or not ({"object_types", "detail"} & set(data)):
            # an object without types would read as an empty network, and every question as unanswerable
            raise BackendError(f"network {kn_id}: KWeaver answered without a network detail (no object_types)",
                               suggestion="check the base URL: it should be the KWeaver gateway")
        try:
            network = KnowledgeNetwork.from_export({**data, "id": data.get("id") or kn_id})
        except (ValueError, TypeError) as exc:
            raise BackendError(f"network {kn_id}: KWeaver's export does not parse: {str(exc).splitlines()[0]}") from None
        with self._lock:
            self._schemas[kn_id] = (now, network)
        return network

    def _search_concepts(self, kn_id: str, kind: ConceptKind, query: str, limit: int) -> list[ConceptHit]:
        path = "object-types" if kind == "object_type" else "relation-types"
        body = {
            "condition": {"operation": "or", "sub_conditions": [
                {"operation": "knn", "field": "*", "value": query, "value_from": "const",
                 "limit_key": "k", "limit_value": min(limit, 10000)},
                {"operation": "match", "field": "*", "value": query, "value_from": "const"},
            ]},
            "sort": [{"field": "_score", "direction": "desc"}],
            "limit": min(limit, 10000),
            "need_total": False,
        }
        data = self._call("POST", f"{ONTOLOGY_MANAGER}/{_segment(kn_id)}/{path}", what=f"{kind} search in {kn_id}",
                          json=body, headers=QUERY_HEADERS)
        hits = []
        for entry in _entries(data, f"{kind} search in {kn_id}"):
            if entry.get("id"):
                hits.append(ConceptHit(id=str(entry["id"]), score=float(entry.get("_score") or 0.0)))
        return hits

    def _query_instances(self, network: KnowledgeNetwork, object_type: ObjectType, query: InstanceQuery) -> InstanceQueryResult:
        data = self._call(
            "POST", f"{ONTOLOGY_QUERY}/{_segment(network.id)}/object-types/{_segment(object_type.id)}",
            what=f"instances of {object_type.id} in {network.id}",
            json=query.model_dump(mode="json", exclude_none=True), headers=QUERY_HEADERS,
        )
        if not isinstance(data, dict):
            raise BackendError(f"instances of {object_type.id}: KWeaver answered without a result object")
        return InstanceQueryResult(
            datas=data.get("datas") or data.get("data") or [],
            total_count=data.get("total_count"),
            search_after=data.get("search_after"),
            overall_ms=data.get("overall_ms"),
        )

    def _query_instances_batch(
        self, network: KnowledgeNetwork, object_type: ObjectType, parse: Callable[[Any], InstanceQuery],
        queries: list[Any],
    ) -> list[InstanceQueryResult]:
        # Every query is checked before any is sent, in order, so the first bad one fails as it
        # would alone; then they travel side by side and the first failure in order is raised.
        parsed = [parse(query) for query in queries]
        return self._side_by_side([lambda q=q: self._query_instances(network, object_type, q) for q in parsed])

    def _side_by_side(self, calls: list[Callable[[], Any]]) -> list[Any]:
        """The calls' results in order, up to `concurrency` of them in flight at once; the first
        failing call in order raises (after every call has ended, so none is left running)."""
        if self.concurrency == 1 or len(calls) < 2:
            return [call() for call in calls]
        with self._lock:
            if self._senders is None:
                self._senders = ThreadPoolExecutor(self.concurrency, thread_name_prefix="kweaver")
            senders = self._senders
        futures = [senders.submit(call) for call in calls]
        for future in futures:
            future.exception()  # waits
        return [future.result() for future in futures]

    def _query_subgraph(self, network: KnowledgeNetwork, query: SubgraphQuery) -> SubgraphResult:
        data = self._call(
            "POST", f"{ONTOLOGY_QUERY}/{_segment(network.id)}/subgraph", what=f"subgraph in {network.id}",
            params={"query_type": "relation_path"}, json=query.model_dump(mode="json", exclude_none=True),
            headers=QUERY_HEADERS,
        )
        if not isinstance(data, dict):
            raise BackendError(f"subgraph in {network.id}: KWeaver answered without a result object")
        try:
            return SubgraphResult.model_validate({"entries": data.get("entries") or []})
        except ValueError as exc:
            raise BackendError(f"subgraph in {network.id}: KWeaver's reply does not parse: {str(exc).splitlines()[0]}") from None


def _segment(value: str) -> str:
    from urllib.parse import quote

    return quote(value, safe="")


def _entries(data: Any, what: str) -> list[dict[str, Any]]:
    """The entries of a listing reply (a list, or `entries` / `data` of an object), each an object;
    a reply of another shape is a BackendError, not an empty listing."""
    entries = data.get("entries", data.get("data")) if isinstance(data, dict) else data
    if entries is None and isinstance(data, dict):
        entries = []
    if not isinstance(entries, list) or not all(isinstance(entry, dict) for entry in entries):
        raise BackendError(f"{what}: KWeaver's reply is not a listing (a list of objects under 'entries')",
                           suggestion="check the base URL: it should be the KWeaver gateway")
    return entries


def _count(data: dict[str, Any], key: str, default: int | None = 0) -> int | None:
    """A whole number the reply gives under `key`; `default` when it gives none or something else."""
    value = data.get(key)
    return value if type(value) is int and value >= 0 else default


def _remote_message(response: httpx.Response) -> tuple[str, str | None]:
    """The remote's own words: ErrorResponse `error` / `message` (KWeaver's `description`), and its
    suggestion (`detail.suggestion`, `suggestion`, KWeaver's `solution`) when it gives one."""
    try:
        data = response.json()
    except ValueError:
        text = response.text.strip()
        if text.startswith("<"):
            return "an HTML error page", None
        return text[:200] or response.reason_phrase, None
    if isinstance(data, dict):
        detail = data.get("detail") if isinstance(data.get("detail"), dict) else {}
        suggestion = detail.get("suggestion") or data.get("suggestion") or data.get("solution")
        error, message = data.get("error"), data.get("message")
        if error and message and str(message).startswith(str(error)):
            # this project's payload (and KWeaver's ErrorResponse) repeat `error` in `message`, with the
            # suggestion after it, which is reported on its own
            message = None
        parts = [error, message, data.get("description")]
        text = "; ".join(dict.fromkeys(str(p) for p in parts if p))
        if text:
            return text[:500], (str(suggestion)[:500] if suggestion else None)
    return str(data)[:200], None


def _remote_error(status: int, remote: tuple[str, str | None], what: str, base_url: str) -> KnxError:
    message, suggestion = remote
    if status == 400:
        return InvalidRequestError(f"{what}: {message}", suggestion=suggestion)
    if status == 404:
        return NotFoundError(f"{what}: {message}", suggestion=suggestion)
    if status in (401, 403):
        return UpstreamAuthenticationError(
            f"{what}: KWeaver at {base_url} refused the credentials (HTTP {status}): {message}",
            suggestion="check the token this process calls it with (KNX_KWEAVER_TOKEN for knx serve) and the "
                       "business domain",
        )
    if status == 504:
        return ServiceTimeoutError(f"{what}: KWeaver at {base_url} timed out (HTTP 504): {message}")
    return BackendError(f"{what}: KWeaver at {base_url} failed (HTTP {status}): {message}", suggestion=suggestion)


__all__ = ["KWeaverBackend"]
