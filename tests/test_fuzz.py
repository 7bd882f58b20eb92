"""Property-based fuzzing of every input surface: conditions, subgraph queries, kn_search requests
with retrieval_config, knowledge_network_retrieval requests with session ids, and `knx` argument
vectors.

The property: an input is accepted, or rejected with a KnxError whose one-line message names what was
wrong (a field path, an argument, or a named thing that does not exist); never another exception.

`make test` runs a few hundred examples per surface; `make fuzz` runs the same properties under the
`fuzz` marker with thousands each (KNX_FUZZ_EXAMPLES, default 5000) and prints the total.
"""

from __future__ import annotations

import json
import os
import re
from typing import Any, Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import CLINIC
from core.cli import main
from core.exceptions import InvalidRequestError, KnxError
from core.models.condition import ALL_OPERATIONS
from core.retrieval import InMemorySessionStore, KnowledgeNetworkRetrieval
from core.search.service import kn_search
from retrieval_support import clinic_home, state_with_schema

NORMAL_EXAMPLES = 150
FUZZ_EXAMPLES = int(os.environ.get("KNX_FUZZ_EXAMPLES", "5000"))
COUNTS: dict[str, int] = {}

FIELDS = [p["name"] for ot in CLINIC["object_types"] for p in ot["data_properties"]]
OBJECT_TYPES = [ot["id"] for ot in CLINIC["object_types"]]
RELATIONS = [(r["id"], r["source_object_type_id"], r["target_object_type_id"]) for r in CLINIC["relation_types"]]

# -- strategies -------------------------------------------------------------------------------------
# Text that breaks naive code: lone surrogates, NUL, LIKE and GLOB metacharacters, quotes, CJK.
nasty_text = st.one_of(
    st.text(max_size=12),
    st.sampled_from(["\ud853", "a\x00b", "%%__%%", "\\", "*[", "'; DROP TABLE o0; --", '"', "上气道梗阻", "  ",
                     "气道", "%", "_", "\U0010ffff", "0", "-1", "1e309", "NaN", "true", "*"]),
    st.text(alphabet=st.sampled_from(list("%_\\\x00\ud800a上*[]\"'")), max_size=8),
)
big_ints = st.sampled_from([2**63, -(2**63) - 1, 2**64, 10**30, 2**63 - 1, -(2**63)])
scalars = st.one_of(st.none(), st.booleans(), st.integers(), big_ints, st.floats(allow_nan=True, allow_infinity=True),
                    nasty_text)
json_values = st.recursive(scalars, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                            st.dictionaries(nasty_text, inner, max_size=3)), max_leaves=8)


def leaf_conditions() -> st.SearchStrategy[dict[str, Any]]:
    return st.fixed_dictionaries(
        {"operation": st.one_of(st.sampled_from(ALL_OPERATIONS + ("contains", "equal", "bogus")), nasty_text)},
        optional={
            "field": st.one_of(st.sampled_from(FIELDS + ["*"]), nasty_text),
            "value": st.one_of(scalars, st.lists(scalars, max_size=4), json_values),
            "value_from": st.sampled_from(["const", "field", None]),
            "limit_key": st.sampled_from(["k", "min_score", "max_distance", "x", None]),
            "limit_value": st.one_of(st.floats(allow_nan=True), st.integers(), big_ints, nasty_text),
            "extra": json_values,
        },
    )


conditions = st.recursive(
    leaf_conditions(),
    lambda inner: st.fixed_dictionaries({"operation": st.sampled_from(["and", "or", "and", "bogus"]),
                                         "sub_conditions": st.lists(inner, max_size=4)},
                                        optional={"field": st.sampled_from(FIELDS)}),
    max_leaves=10,
) | json_values


def instance_queries() -> st.SearchStrategy[Any]:
    return st.one_of(
        st.fixed_dictionaries({}, optional={
            "condition": conditions,
            "limit": st.one_of(st.integers(-5, 20000), big_ints, scalars),
            "need_total": st.one_of(st.booleans(), scalars),
            "properties": st.one_of(st.lists(st.one_of(st.sampled_from(FIELDS), nasty_text), max_size=3), scalars),
            "sort": st.one_of(st.lists(st.fixed_dictionaries(
                {"field": st.one_of(st.sampled_from(FIELDS + ["_score"]), nasty_text)},
                optional={"direction": st.sampled_from(["asc", "desc", "up"])}), max_size=2), scalars),
            "search_after": st.one_of(st.lists(st.one_of(st.integers(-3, 50), big_ints, scalars), max_size=2), scalars),
        }),
        json_values,
    )


def path_nodes() -> st.SearchStrategy[dict[str, Any]]:
    return st.fixed_dictionaries({"id": st.one_of(st.sampled_from(OBJECT_TYPES), nasty_text)},
                                 optional={"condition": conditions, "limit": st.one_of(st.integers(-1, 20000), big_ints),
                                           "sort": st.just([{"field": "_score"}])})


def relation_edges() -> st.SearchStrategy[dict[str, Any]]:
    return st.sampled_from(RELATIONS).flatmap(lambda r: st.fixed_dictionaries(
        {"relation_type_id": st.one_of(st.just(r[0]), nasty_text),
         "source_object_type_id": st.one_of(st.just(r[1]), st.sampled_from(OBJECT_TYPES)),
         "target_object_type_id": st.one_of(st.just(r[2]), st.sampled_from(OBJECT_TYPES))},
        optional={"direction": st.sampled_from(["forward", "backward", "sideways", None])}))


subgraph_queries = st.one_of(
    st.fixed_dictionaries({"relation_type_paths": st.lists(st.fixed_dictionaries(
        {"object_types": st.lists(path_nodes(), min_size=1, max_size=4),
         "relation_types": st.lists(relation_edges(), min_size=0, max_size=3)},
        optional={"limit": st.one_of(st.integers(-1, 20000), big_ints)}), min_size=0, max_size=3)}),
    json_values,
)

config_values = st.one_of(st.integers(-10, 2000), big_ints, st.floats(allow_nan=True, allow_infinity=True),
                          st.booleans(), nasty_text, st.none())
retrieval_configs = st.one_of(
    st.fixed_dictionaries({}, optional={
        "concept_retrieval": st.dictionaries(st.sampled_from(
            ["top_k", "skip_llm", "include_sample_data", "enable_coarse_recall", "per_object_property_top_k",
             "global_property_top_k", "schema_brief", "bogus"]), config_values, max_size=3),
        "semantic_instance_retrieval": st.dictionaries(st.sampled_from(
            ["initial_candidate_count", "per_type_instance_limit", "min_direct_relevance", "global_final_score_ratio",
             "exact_name_match_score", "max_semantic_sub_conditions", "bogus"]), config_values, max_size=3),
        "property_filter": st.dictionaries(st.sampled_from(
            ["max_properties_per_instance", "max_property_value_length", "enable_property_filter"]),
            config_values, max_size=2),
        "bogus": config_values,
    }),
    json_values,
)
queries = st.one_of(st.sampled_from(["上气道梗阻有哪些症状", "感冒", "肺炎 咳嗽", "Asthma", "气道梗阻的科室"]), nasty_text,
                    st.text(min_size=4000, max_size=4001), scalars)
kn_search_requests = st.fixed_dictionaries(
    {"query": queries, "kn_id": st.one_of(st.just("clinic"), nasty_text)},
    optional={"retrieval_config": retrieval_configs, "only_schema": st.one_of(st.booleans(), scalars),
              "enable_rerank": st.booleans(), "debug": st.booleans(), "session_id": st.one_of(nasty_text, scalars),
              "bogus": scalars},
)
session_ids = st.one_of(st.sampled_from(["s1", "s2", "shared"]), nasty_text, st.text(min_size=250, max_size=300), scalars)
retrieval_requests = st.fixed_dictionaries(
    {"query": queries, "kn_ids": st.one_of(st.just(["clinic"]), st.just("clinic"), st.lists(nasty_text, max_size=3), scalars)},
    optional={"session_id": session_ids, "enable_keyword_context": st.booleans(),
              "object_type_id": st.one_of(st.sampled_from(OBJECT_TYPES), nasty_text, scalars),
              "retrieval_config": retrieval_configs, "contextual_knowledge": st.booleans(), "compact": st.booleans(),
              "bogus": scalars},
)
owners = st.one_of(st.just("default"), st.sampled_from(["alice", "bob"]), nasty_text)

as_json = st.builds(lambda v: json.dumps(v, ensure_ascii=False), json_values)
arg_tokens = st.one_of(nasty_text, as_json, st.sampled_from(
    ["--json", "--limit", "10000", "0", "-1", "--columns", "disease_name,rate", "--vertical", "--condition", "--body",
     "--paths", "--kn", "clinic", "--object-type", "disease", "--keyword", "--session", "s1", "--ttl", "nan", "inf",
     "--config", "@/dev/null", "@/nonexistent", "--only-schema", "--compact", "--contextual", "--owner", "--debug",
     "--no-rerank", "--repeat", "3", "@", "--", "-h"]))
cli_argvs = st.one_of(
    st.tuples(st.just("instances"), st.just("--kn"), st.sampled_from(["clinic", "nope", "../x"]),
              st.just("--object-type"), st.sampled_from(OBJECT_TYPES + ["nope"]),
              st.lists(arg_tokens, max_size=5)).map(lambda t: [*t[:5], *t[5]]),
    st.tuples(st.just("instances"), st.just("--kn"), st.just("clinic"), st.just("--object-type"), st.just("disease"),
              st.just("--condition"), st.builds(lambda c: json.dumps(c, ensure_ascii=False), conditions)).map(list),
    st.tuples(st.just("subgraph"), st.just("--kn"), st.just("clinic"), st.just("--paths"),
              st.builds(lambda c: json.dumps(c, ensure_ascii=False), subgraph_queries)).map(list),
    st.tuples(st.just("search"), queries.filter(lambda q: isinstance(q, str) and len(q) < 200), st.just("--kn"),
              st.sampled_from(["clinic", "nope"]), st.lists(arg_tokens, max_size=4)).map(lambda t: [*t[:4], *t[4]]),
    st.tuples(st.just("retrieve"), queries.filter(lambda q: isinstance(q, str) and len(q) < 200), st.just("--kn"),
              st.just("clinic"), st.lists(arg_tokens, max_size=6)).map(lambda t: [*t[:4], *t[4]]),
    st.tuples(st.just("import"), st.one_of(nasty_text, st.sampled_from(["", "/dev/null", "/dev", "/proc/self", "/nonexistent", "."])),
              st.lists(st.sampled_from(["--id", "x", "--json", "--force"]), max_size=2)).map(lambda t: [*t[:2], *t[2]]),
    st.lists(arg_tokens, max_size=6),
)

# -- the property -------------------------------------------------------------------------------------
_NAMES_WHAT = re.compile(r"^\S{1,300}?(\s[^\s:]+){0,6}:\s|\bmust\b|\bdoes not exist\b|\bnot valid\b|"
                         r"不存在|必须提供|不在本session|不包含")


def accepted_or_named(surface: str, call: Callable[[], Any]) -> None:
    COUNTS[surface] = COUNTS.get(surface, 0) + 1
    try:
        call()
    except KnxError as exc:
        message = str(exc)
        assert message and "\n" not in message.strip() and "Traceback" not in message, message
        if isinstance(exc, InvalidRequestError):
            # An odd key is shown quoted, `retrieval_config['  ']`: one path step, whatever it holds.
            path_like = re.sub(r"\[('|\").*?\1\]", "[k]", message)
            assert _NAMES_WHAT.search(path_like), f"{surface}: message names no field: {message!r}"
        payload = exc.to_payload()
        assert {"error", "message", "code", "status_code"} <= set(payload)
        json.dumps(payload, ensure_ascii=False).encode("utf-8")  # strict: HTTP sends it as UTF-8


def run(surface: str, strategy, body: Callable[[Any], None], examples: int) -> None:
    @settings(max_examples=examples, deadline=None, database=None, derandomize=examples == NORMAL_EXAMPLES,
              suppress_health_check=list(HealthCheck))
    @given(strategy)
    def prop(value: Any) -> None:
        body(value)

    prop()


def _surfaces(backend, cli_body):
    tool_store = InMemorySessionStore()
    network = backend.get_network("clinic")
    for sid in ("s1", "s2", "shared"):
        tool_store.put("default", sid, state_with_schema(network))
    tool = KnowledgeNetworkRetrieval(backend, tool_store)
    return {
        "conditions": (instance_queries(), lambda q: accepted_or_named(
            "conditions", lambda: backend.query_instances("clinic", "disease", q))),
        "subgraph": (subgraph_queries, lambda q: accepted_or_named(
            "subgraph", lambda: backend.query_subgraph("clinic", q))),
        "kn_search": (kn_search_requests, lambda r: accepted_or_named("kn_search", lambda: kn_search(backend, r))),
        "retrieval": (st.tuples(retrieval_requests, owners), lambda ro: accepted_or_named(
            "retrieval", lambda: tool.run(ro[0], owner=ro[1]))),
        "cli": (cli_argvs, cli_body),
    }


SURFACES = ["conditions", "subgraph", "kn_search", "retrieval", "cli"]


@pytest.fixture()
def cli_runner(clinic_backend, tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("KNX_HOME", str(clinic_home(tmp_path)))
    monkeypatch.chdir(tmp_path)

    def run_cli(argv: list[str]) -> None:
        COUNTS["cli"] = COUNTS.get("cli", 0) + 1
        if "medical" in argv or (argv and argv[0] == "networks"):
            return  # the demo network's build is not what is fuzzed here
        try:
            code = main(argv)
        except SystemExit as exc:  # argparse: usage errors (2) and --help (0)
            code = exc.code
        _, err = capsys.readouterr()
        assert code in (0, 1, 2, None), (argv, code, err)
        assert "Traceback" not in err and "internal error" not in err, (argv, err)
        if code == 1:
            assert err.startswith("knx: error:"), (argv, err)

    return run_cli


@pytest.mark.parametrize("surface", SURFACES)
def test_fuzz_surface(surface, clinic_backend, cli_runner):
    strategy, body = _surfaces(clinic_backend, cli_runner)[surface]
    run(surface, strategy, body, NORMAL_EXAMPLES if surface != "cli" else NORMAL_EXAMPLES // 2)


@pytest.mark.fuzz
@pytest.mark.parametrize("surface", SURFACES)
def test_fuzz_surface_thousands(surface, clinic_backend, cli_runner):
    before = COUNTS.get(surface, 0)
    strategy, body = _surfaces(clinic_backend, cli_runner)[surface]
    run(surface, strategy, body, FUZZ_EXAMPLES)
    print(f"\nfuzz {surface}: {COUNTS.get(surface, 0) - before} cases, 0 crashes")


@pytest.fixture(scope="module", autouse=True)
def _report_counts():
    yield
    if COUNTS:
        total = sum(COUNTS.values())
        print(f"\nfuzzed cases: {total} ({', '.join(f'{k} {v}' for k, v in sorted(COUNTS.items()))})")
