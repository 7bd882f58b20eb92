"""The shared checks of a number of seconds and of an http(s) URL (core.checks), and every entry point
that takes one: the SPARQL store, `knx retrieve --ttl`, the service's `--timeout`, the agent's `--model`."""

from __future__ import annotations

import argparse
import math

import pytest

from core.checks import HTTP_URL_HINT, MAX_TIMEOUT_S, check_http_url, check_seconds
from core.exceptions import InvalidRequestError

VALID = "valid: a number of seconds above 0"
BOUNDED = f"{VALID} and at most 3600"


# -- seconds ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("value", [1, 0.001, 30.0, 3600, 3600.0])
def test_seconds_in_range_are_kept_as_floats(value):
    seconds = check_seconds(value, "timeout", most=MAX_TIMEOUT_S)
    assert seconds == value and type(seconds) is float


@pytest.mark.parametrize("value, message", [
    (0, f"timeout: 0 is out of range; {BOUNDED}"),
    (0.0, f"timeout: 0 is out of range; {BOUNDED}"),
    (-1, f"timeout: -1 is out of range; {BOUNDED}"),
    (3601, f"timeout: 3601 is out of range; {BOUNDED}"),
    (3600.5, f"timeout: 3600.5 is out of range; {BOUNDED}"),
    (math.nan, f"timeout: nan is not a finite number; {BOUNDED}"),
    (math.inf, f"timeout: inf is not a finite number; {BOUNDED}"),
    (-math.inf, f"timeout: -inf is not a finite number; {BOUNDED}"),
    (True, f"timeout: True is not a number; {BOUNDED}"),
    (False, f"timeout: False is not a number; {BOUNDED}"),
    ("30", f"timeout: '30' is not a number; {BOUNDED}"),
    (None, f"timeout: None is not a number; {BOUNDED}"),
    (10 ** 400, f"timeout: the number is too large; {BOUNDED}"),
])
def test_seconds_out_of_range_or_not_numbers_are_refused(value, message):
    with pytest.raises(InvalidRequestError) as caught:
        check_seconds(value, "timeout", most=MAX_TIMEOUT_S)
    assert caught.value.message == message


def test_seconds_without_an_upper_bound_or_a_name():
    assert check_seconds(10 ** 6, "ttl_seconds") == 1e6
    with pytest.raises(InvalidRequestError) as caught:
        check_seconds(-2, "ttl_seconds")
    assert caught.value.message == f"ttl_seconds: -2 is out of range; {VALID}"
    with pytest.raises(InvalidRequestError) as caught:
        check_seconds(math.nan, None)
    assert caught.value.message == f"nan is not a finite number; {VALID}"


def test_the_ttl_option_takes_the_same_seconds_as_argparse_errors():
    from core.cli.output import positive_seconds

    assert positive_seconds("600") == 600.0 and positive_seconds(" 0.5 ") == 0.5
    for text, shown in [("nan", "nan is not a finite number"), ("inf", "inf is not a finite number"),
                        ("0", "0 is out of range"), ("-1", "-1 is out of range"),
                        ("abc", "'abc' is not a number"), ("true", "'true' is not a number")]:
        with pytest.raises(argparse.ArgumentTypeError) as caught:
            positive_seconds(text)
        assert str(caught.value) == f"{shown}; {VALID}"


def test_counts_of_the_benchmarks_are_whole_numbers_from_their_least():
    from core.cli.output import whole_number

    runs, failures = whole_number(1), whole_number(0)
    assert runs("30") == 30 and runs(" 1 ") == 1 and failures("0") == 0
    for parse, text, shown in [(runs, "0", "0 is out of range; valid: 1 or more"),
                               (runs, "-2", "-2 is out of range; valid: 1 or more"),
                               (failures, "-1", "-1 is out of range; valid: 0 or more"),
                               (runs, "2.5", "'2.5' is not a whole number; valid: 1 or more"),
                               (runs, "", "'' is not a whole number; valid: 1 or more")]:
        with pytest.raises(argparse.ArgumentTypeError) as caught:
            parse(text)
        assert str(caught.value) == shown


def test_a_benchmark_run_with_no_rounds_is_refused_by_name(capsys):
    """A count of 0 used to reach `statistics.median([])` and end in a traceback."""
    from bench import sql_floor

    for argv, shown in [(["--rounds", "0"], "argument --rounds: 0 is out of range; valid: 1 or more"),
                        (["--calls", "x"], "argument --calls: 'x' is not a whole number; valid: 1 or more")]:
        with pytest.raises(SystemExit) as stopped:
            sql_floor.main(argv)
        assert stopped.value.code == 2
        assert shown in capsys.readouterr().err


def test_the_service_timeout_is_checked_the_same_way():
    from core.serve.context import ServeConfig

    assert ServeConfig(request_timeout_s=5, demo=False).request_timeout_s == 5.0
    for value, problem in [(0, "0 is out of range"), (math.nan, "nan is not a finite number"),
                           (True, "True is not a number"), ("5", "'5' is not a number"),
                           (3601, "3601 is out of range")]:
        with pytest.raises(InvalidRequestError) as caught:
            ServeConfig(request_timeout_s=value, demo=False)
        assert caught.value.message == f"request_timeout_s (--timeout): {problem}; {BOUNDED}"


def test_the_store_timeout_is_checked_the_same_way(tmp_path):
    from core.kg.store import HttpSparqlStore, open_store

    for value, problem in [(-1, "-1 is out of range"), (math.inf, "inf is not a finite number"),
                           (True, "True is not a number"), (7200, "7200 is out of range")]:
        with pytest.raises(InvalidRequestError) as caught:
            open_store(endpoint="http://127.0.0.1:9/q", timeout_s=value, home=tmp_path)
        assert caught.value.message == f"timeout: {problem}; {BOUNDED}"
        with pytest.raises(InvalidRequestError) as caught:
            HttpSparqlStore("http://127.0.0.1:9/q", timeout_s=value)
        assert caught.value.message == f"timeout: {problem}; {BOUNDED}"


# -- http(s) URLs -----------------------------------------------------------------------------------
@pytest.mark.parametrize("url", ["http://127.0.0.1:7878/query", "https://host/sparql", "HTTP://Host:8890/x",
                                 "http://user:pw@host/q", "http://[::1]:8000/v1", "https://example.com"])
def test_http_urls_with_a_host_are_kept_as_given(url):
    assert check_http_url(url, "endpoint") == url


@pytest.mark.parametrize("url, message", [
    ("ftp://host/q", "endpoint: 'ftp://host/q' is not an http(s) URL"),
    ("host:8000/q", "endpoint: 'host:8000/q' is not an http(s) URL"),
    ("", "endpoint: '' is not an http(s) URL"),
    (None, "endpoint: None is not an http(s) URL"),
    (42, "endpoint: 42 is not an http(s) URL"),
    ("http://", "endpoint: 'http://' has no host"),
    ("http:///sparql", "endpoint: 'http:///sparql' has no host"),
    ("http://:8000/q", "endpoint: 'http://:8000/q' has no host"),
    ("http://host:port/q", "endpoint: 'http://host:port/q' is not a valid URL (Port could not be cast"),
    ("http://host:99999/q", "endpoint: 'http://host:99999/q' is not a valid URL (Port out of range"),
    ("http://[::1/q", "endpoint: 'http://[::1/q' is not a valid URL (Invalid IPv6 URL)"),
    ("http://ho st/q", "endpoint: 'http://ho st/q' is not a valid URL (it holds white space)"),
    ("http://host/q\n", "endpoint: 'http://host/q\\n' is not a valid URL (it holds white space)"),
    ("http://host/\x01", "endpoint: 'http://host/\\x01' is not a valid URL"),
])
def test_urls_that_are_not_http_or_lack_a_host_or_port_are_refused(url, message):
    with pytest.raises(InvalidRequestError) as caught:
        check_http_url(url, "endpoint")
    assert caught.value.message.startswith(message), caught.value.message
    assert caught.value.suggestion == HTTP_URL_HINT


@pytest.mark.parametrize("url, shown", [
    ("ftp://admin:s3cret@host/q", "'ftp://***@host/q' is not an http(s) URL"),
    ("http://admin:s3cret@host:x/q", "'http://***@host:x/q' is not a valid URL (Port could not be cast"),
    ("http://admin:s3cret@[::1/q", "'http://***@[::1/q' is not a valid URL (Invalid IPv6 URL)"),
    ("http://admin:s3cret@/q", "'http://***@/q' has no host"),
    ("http://admin:s3 cret@host/q", "'http://***@host/q' is not a valid URL (it holds white space)"),
    # what is wrong is in the password itself: the reason says so without quoting it
    ("http://admin:s3\x01cret@host/q", "'http://***@host/q' is not a valid URL (its user or password is not valid)"),
])
def test_a_urls_user_and_password_never_appear_in_a_message(url, shown):
    with pytest.raises(InvalidRequestError) as caught:
        check_http_url(url, "endpoint", suggestion="give the endpoint")
    error = caught.value
    assert error.message.startswith(f"endpoint: {shown}"), error.message
    assert "s3" not in str(error) and "admin" not in str(error) and "s3" not in str(error.to_payload())
    assert error.suggestion == "give the endpoint"


def test_every_url_entry_point_uses_the_same_check():
    from core.agent.models import OpenAIChatModel, model_from_spec
    from core.kg.store import ENDPOINT_HINT, HttpSparqlStore

    for url, problem in [("http://host:99999/q", "is not a valid URL (Port out of range"),
                         ("http://", "has no host"), ("http://a:pw@[::1/q", "is not a valid URL (Invalid IPv6")]:
        shown = url.replace("a:pw@", "***@")
        with pytest.raises(InvalidRequestError) as store_error:
            HttpSparqlStore(url)
        assert store_error.value.message.startswith(f"endpoint: {shown!r} {problem}")
        assert store_error.value.suggestion == ENDPOINT_HINT
        with pytest.raises(InvalidRequestError) as model_error:
            model_from_spec(url, "--model")
        assert model_error.value.message.startswith(f"--model: {shown!r} {problem}")
        assert "pw" not in str(store_error.value) + str(model_error.value)
    assert isinstance(model_from_spec(" https://api.example.com/v1 "), OpenAIChatModel)


def test_the_remote_backend_the_filter_the_reranker_and_serve_check_urls_the_same_way():
    from core.backends.kweaver import KWeaverBackend
    from core.exceptions import ConfigError
    from core.kg.llm_filter import OpenAIChatFilter
    from core.search.rerankers import HttpReranker
    from core.serve.context import ServeConfig

    url, shown = "http://a:pw@host:99999/", "'http://***@host:99999/' is not a valid URL (Port out of range"
    for make, what, kind in [(lambda: KWeaverBackend(url), "base_url", InvalidRequestError),
                             (lambda: OpenAIChatFilter(base_url=url), "llm filter base_url", ConfigError),
                             (lambda: HttpReranker(url), "reranker url", ConfigError),
                             (lambda: ServeConfig(backend=url), "backend", InvalidRequestError)]:
        with pytest.raises(kind) as caught:
            make()
        assert caught.value.message.startswith(f"{what}: {shown}"), caught.value.message
        assert "pw" not in str(caught.value.to_payload())


@pytest.mark.parametrize("value", [0, -1, float("nan"), float("inf"), True, "5"])
def test_the_remote_backend_the_filter_the_reranker_and_sessions_check_seconds_the_same_way(value):
    from core.backends.kweaver import KWeaverBackend
    from core.exceptions import ConfigError
    from core.kg.llm_filter import OpenAIChatFilter
    from core.retrieval.sessions import check_ttl
    from core.search.rerankers import HttpReranker

    with pytest.raises(InvalidRequestError) as reference:
        check_seconds(value, "x")
    reason = reference.value.message.removeprefix("x: ")
    for make, what, kind in [(lambda: KWeaverBackend("http://host/", timeout_s=value), "timeout_s", InvalidRequestError),
                             (lambda: KWeaverBackend("http://host/", connect_timeout_s=value), "connect_timeout_s",
                              InvalidRequestError),
                             (lambda: OpenAIChatFilter(base_url="http://host/v1", timeout_s=value),
                              "llm filter timeout_s", ConfigError),
                             (lambda: HttpReranker("http://host/rerank", timeout=value), "reranker timeout", ConfigError),
                             (lambda: check_ttl(value), "ttl_seconds", InvalidRequestError)]:
        with pytest.raises(kind) as caught:
            make()
        assert caught.value.message == f"{what}: {reason}", caught.value.message
