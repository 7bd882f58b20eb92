"""`SparqlStore`: the one thing the KG tools need from a knowledge graph — run a SELECT, get rows.

Two implementations pass the same test suite (tests/test_kg_stores.py):

- `EmbeddedStore`: a pyoxigraph store on disk under `$KNX_HOME/kgs/{kg_id}/store`, opened
  read-only (any number of readers; `core.kg.importer` is the only writer and swaps whole
  directories, so a reader never sees a half-written KG).
- `HttpSparqlStore`: any SPARQL 1.1 endpoint (Oxigraph server, Virtuoso, …) over httpx, GET or
  POST, JSON results, a timeout (120 s by default) and an optional auth header.

Both raise `SparqlStoreError` with a message that says what happened (endpoint down, too slow,
answered HTML instead of results, bad query) and never leak a traceback.
"""

from __future__ import annotations

import json
import re
import threading
from abc import ABC, abstractmethod
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from core.exceptions import InvalidRequestError, NotFoundError, SparqlStoreError
from core.home import check_kn_id, knx_home
from core.kg.sparql import Row, Term

DEFAULT_TIMEOUT_S = 120.0
META_FILE = "meta.json"


class SparqlStore(ABC):
    """A knowledge graph that answers SPARQL SELECT queries."""

    #: what the store is, for messages and the trace (`embedded:fb`, `http://host/sparql`)
    description: str = ""

    def select(self, query: str) -> list[Row]:
        """Run one SELECT; rows map variable names to `Term`s (unbound variables are absent)."""
        return self._select(query)

    @abstractmethod
    def _select(self, query: str) -> list[Row]: ...

    def close(self) -> None:  # noqa: B027 - most stores hold nothing to release
        """Release connections; the store is not used afterwards."""


# -- the embedded store ---------------------------------------------------------------------------

def check_kg_id(kg_id: str) -> str:
    """KG ids name directories, so they follow the network ids' safe alphabet (`core.home`)."""
    try:
        return check_kn_id(kg_id)
    except InvalidRequestError as exc:
        raise InvalidRequestError(f"kg id {kg_id!r} is not valid", suggestion=exc.suggestion) from None


def kgs_dir(home: Path | None = None) -> Path:
    path = (home or knx_home()) / "kgs"
    path.mkdir(parents=True, exist_ok=True)
    return path


def kg_dir(kg_id: str, home: Path | None = None) -> Path:
    return kgs_dir(home) / check_kg_id(kg_id)


@dataclass(frozen=True)
class KgInfo:
    """An imported KG: its id and what its import recorded (source, counts, time)."""

    kg_id: str
    path: Path
    meta: dict[str, Any]

    @property
    def triples(self) -> int:
        return int(self.meta.get("triples", 0))


def read_meta(directory: Path) -> dict[str, Any]:
    try:
        return json.loads((directory / META_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}


def list_kgs(home: Path | None = None) -> list[KgInfo]:
    """The imported KGs, by id (directories being written by an import are not listed)."""
    out = []
    for path in sorted(kgs_dir(home).iterdir()):
        if path.is_dir() and not path.name.startswith(".") and (path / "store").is_dir():
            out.append(KgInfo(path.name, path, read_meta(path)))
    return out


_open_lock = threading.Lock()
_open_stores: dict[tuple[str, str], Any] = {}


class EmbeddedStore(SparqlStore):
    """A pyoxigraph store imported with `knx kg import`, queried in-process."""

    def __init__(self, kg_id: str, home: Path | None = None) -> None:
        directory = kg_dir(kg_id, home)
        if not (directory / "store").is_dir():
            known = ", ".join(k.kg_id for k in list_kgs(home)) or "none yet"
            raise NotFoundError(
                f"no KG {kg_id!r} in {kgs_dir(home)}",
                suggestion=f"import one with `knx kg import PATH --id {kg_id}`; imported KGs: {known}",
            )
        self.kg_id = kg_id
        self.description = f"embedded:{kg_id}"
        self.meta = read_meta(directory)
        #: the IRI prefix of the KG's entities and relations, when its import recorded one
        self.namespace: str | None = self.meta.get("namespace")
        self._store = _open_read_only(directory, str(self.meta.get("generation", "")))

    def _select(self, query: str) -> list[Row]:
        from pyoxigraph import BlankNode, Literal, NamedNode, QuerySolutions

        try:
            # N-Quads land in named graphs; the tools ask about every triple whatever its graph,
            # as Virtuoso's default graph does.
            solutions = self._store.query(query, use_default_graph_as_union=True)
        except SyntaxError as exc:
            raise SparqlStoreError(f"{self.description}: the query is not valid SPARQL: {exc}") from None
        except OSError as exc:
            raise SparqlStoreError(f"{self.description}: the store could not be read: {exc}") from None
        if not isinstance(solutions, QuerySolutions):
            raise SparqlStoreError(f"{self.description}: only SELECT queries are supported")
        names = [v.value for v in solutions.variables]
        rows: list[Row] = []
        for solution in solutions:
            row: Row = {}
            for name in names:
                value = solution[name]
                if value is None:
                    continue
                if isinstance(value, NamedNode):
                    row[name] = Term("iri", value.value)
                elif isinstance(value, Literal):
                    row[name] = Term("literal", value.value, value.language or "")
                elif isinstance(value, BlankNode):
                    row[name] = Term("bnode", value.value)
            rows.append(row)
        return rows


def _open_read_only(directory: Path, generation: str) -> Any:
    """One read-only handle per KG directory and import generation, shared within the process
    (opening a RocksDB store costs milliseconds; explorer reruns and CLI replays reuse it)."""
    from pyoxigraph import Store

    key = (str(directory), generation)
    with _open_lock:
        store = _open_stores.get(key)
        if store is None:
            for old in [k for k in _open_stores if k[0] == key[0]]:
                del _open_stores[old]  # an older import of the same id
            try:
                store = Store.read_only(str(directory / "store"))
            except OSError as exc:
                raise SparqlStoreError(f"KG store {directory} could not be opened: {exc}") from None
            _open_stores[key] = store
        return store


# -- SPARQL over HTTP -----------------------------------------------------------------------------

class HttpSparqlStore(SparqlStore):
    """A SPARQL 1.1 endpoint reached over HTTP (the SPARQL protocol, JSON results)."""

    def __init__(
        self,
        endpoint: str,
        *,
        timeout_s: float = DEFAULT_TIMEOUT_S,
        method: str = "POST",
        auth_header: str | None = None,
        transport: Any = None,
        namespace: str | None = None,
    ) -> None:
        import httpx

        if not isinstance(endpoint, str) or not re.match(r"^https?://[^\s]+$", endpoint):
            raise InvalidRequestError(
                f"endpoint {endpoint!r} is not an http(s) URL",
                suggestion="give the SPARQL endpoint's URL, e.g. http://127.0.0.1:7878/query or http://host:8890/sparql",
            )
        method = method.upper()
        if method not in ("GET", "POST"):
            raise InvalidRequestError(f"method {method!r} is not supported", suggestion="GET or POST")
        self.endpoint = endpoint
        self.description = endpoint
        self.namespace = namespace
        self.method = method
        self.timeout_s = float(timeout_s)
        headers = {"Accept": "application/sparql-results+json"}
        if auth_header:
            headers["Authorization"] = auth_header
        self._client = httpx.Client(timeout=self.timeout_s, headers=headers, transport=transport,
                                    trust_env=False)

    def _select(self, query: str) -> list[Row]:
        import httpx

        try:
            if self.method == "GET":
                response = self._client.get(self.endpoint, params={"query": query})
            else:
                response = self._client.post(self.endpoint, data={"query": query})
        except httpx.TimeoutException:
            raise SparqlStoreError(
                f"SPARQL endpoint {self.endpoint} did not answer within {self.timeout_s:g} s",
                suggestion="check the server's load, or raise the timeout",
            ) from None
        except httpx.HTTPError as exc:
            raise SparqlStoreError(
                f"cannot reach SPARQL endpoint {self.endpoint}: {exc or type(exc).__name__}",
                suggestion="is the server running, and is this its SPARQL URL?",
            ) from None
        content_type = response.headers.get("content-type", "").split(";")[0].strip().lower()
        if response.status_code >= 400:
            body = " ".join(response.text.split())[:300]
            raise SparqlStoreError(
                f"SPARQL endpoint {self.endpoint} answered HTTP {response.status_code}: {body}"
            )
        try:
            payload = response.json()
            bindings = payload["results"]["bindings"]
        except (ValueError, KeyError, TypeError):
            start = " ".join(response.text.split())[:120]
            raise SparqlStoreError(
                f"SPARQL endpoint {self.endpoint} answered {content_type or 'something'} that is not "
                f"SPARQL JSON results (starts with {start!r})",
                suggestion="the URL must be the SPARQL endpoint itself (e.g. …/sparql or …/query)",
            ) from None
        rows: list[Row] = []
        for binding in bindings:
            row: Row = {}
            for name, value in binding.items():
                kind = value.get("type")
                if kind == "uri":
                    row[name] = Term("iri", value.get("value", ""))
                elif kind in ("literal", "typed-literal"):  # Virtuoso says typed-literal
                    row[name] = Term("literal", value.get("value", ""), value.get("xml:lang", ""))
                elif kind == "bnode":
                    row[name] = Term("bnode", value.get("value", ""))
            rows.append(row)
        return rows

    def close(self) -> None:
        self._client.close()


def open_store(kg: str | None = None, endpoint: str | None = None, *, home: Path | None = None,
               timeout_s: float = DEFAULT_TIMEOUT_S, auth_header: str | None = None,
               method: str = "POST") -> SparqlStore:
    """The store for an imported KG id, or for an endpoint URL (exactly one of the two)."""
    if bool(kg) == bool(endpoint):
        raise InvalidRequestError("give either a KG id or an endpoint URL",
                                  suggestion="--kg ID for an imported KG, --endpoint URL for a SPARQL server")
    if endpoint:
        return HttpSparqlStore(endpoint, timeout_s=timeout_s, auth_header=auth_header, method=method)
    return EmbeddedStore(kg, home)
