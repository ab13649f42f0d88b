"""The library that loads each JSON line of the fast path, orjson or json: the same reports.

orjson is the stricter of the two; the fast path may use it only if it takes no line json
refuses and loads every line it takes as json does (whole numbers beyond 64 bits aside:
it makes them floats, which the walk does not take, so such lines go to the reference).
"""

from __future__ import annotations

import json
import math
import random
import sys
from unittest import mock

import pytest
from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st

from allfives_notation.check import GameReport
from allfives_notation.fast import jsonl
from allfives_notation.notation import write_jsonl
from allfives_notation.record import View, record_of
from allfives_notation.testing.mutators import make_input
from allfives_notation.testing.strategies import played_games, views
from tests.fast.test_differential import covered

orjson = pytest.importorskip("orjson")

MANY = settings(max_examples=400, deadline=None, suppress_health_check=list(HealthCheck))

#: What JSON text is made of, and what json and orjson may read differently.
_PIECES = st.sampled_from(
    [
        *'{}[],:"0123456789-+.eE \t\n\r\\/ubfnrtx',
        *("true", "false", "null", "NaN", "Infinity", "\ufeff", '"seat"', '"Ann"', '"6-4"', "é", "\u2028"),
        *("\\ud800", "\\udc00", "\\u0041", "\x00", "\x1f", "\ud800"),
        *("18446744073709551616", "9223372036854775808", "-9223372036854775809", "1e400", "-0", "01"),
    ]
)
_JSONISH = st.lists(_PIECES, max_size=30).map("".join)


def _as_orjson_loads(value: object) -> object:
    """``value`` with its whole numbers beyond 64 bits made floats, as orjson loads them."""
    if isinstance(value, bool):
        return value
    if isinstance(value, int) and not -(2**63) <= value < 2**64:
        return float(value)
    if isinstance(value, list):
        return [_as_orjson_loads(item) for item in value]
    if isinstance(value, dict):
        return {key: _as_orjson_loads(item) for key, item in value.items()}
    return value


def _same(left: object, right: object) -> bool:
    """Equal, NaN equal to NaN."""
    if isinstance(left, float) and isinstance(right, float) and math.isnan(left) and math.isnan(right):
        return True
    if isinstance(left, list) and isinstance(right, list):
        return len(left) == len(right) and all(_same(a, b) for a, b in zip(left, right, strict=True))
    if isinstance(left, dict) and isinstance(right, dict):
        return left.keys() == right.keys() and all(_same(left[k], right[k]) for k in left)
    return type(left) is type(right) and left == right


def _load(loader: object, text: str) -> tuple[bool, object]:
    try:
        return True, loader(text)  # type: ignore[operator]
    except (ValueError, RecursionError):
        return False, None


_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(),
    lambda inner: st.lists(inner) | st.dictionaries(st.text(max_size=4), inner),
    max_leaves=8,
)


@given(st.one_of(_JSONISH, _VALUES.map(json.dumps)))
@MANY
def test_orjson_takes_no_text_json_refuses_and_loads_the_rest_as_json_does(text: str) -> None:
    by_json, value = _load(json.JSONDecoder().decode, text)
    by_orjson, fast_value = _load(orjson.loads, text)
    if by_orjson:
        assert by_json, f"orjson takes {text!r}, json refuses it"
        assert _same(fast_value, _as_orjson_loads(value)), text


def _reports_by_each_library(text: str) -> tuple[list[object], list[object]]:
    """(the fast path's reports of a stretch of JSON Lines loaded by json, the same loaded by orjson)."""
    with mock.patch.object(jsonl, "LOAD", json.JSONDecoder().decode):
        by_json = jsonl.jsonl_reports(text, "games.jsonl", 1)
    with mock.patch.object(jsonl, "LOAD", orjson.loads):
        by_orjson = jsonl.jsonl_reports(text, "games.jsonl", 1)
    return list(by_json), list(by_orjson)


@given(st.randoms(use_true_random=False))
@MANY
def test_the_fuzz_mutators_json_lines_give_the_same_reports_by_either_library(rng: random.Random) -> None:
    made = make_input(rng, "jsonl")
    text = made.data.decode("utf-8", "surrogateescape")
    note(f"{made.seed}: {made.changes}")
    by_json, by_orjson = _reports_by_each_library(text)
    assert by_json == by_orjson


@given(played_games(), st.data())
@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
def test_engine_games_are_vouched_for_alike_by_either_library(played: object, data: st.DataObject) -> None:
    view: View = data.draw(views(played.table.players))  # type: ignore[attr-defined]
    game = record_of(played, view)  # type: ignore[arg-type]
    by_json, by_orjson = _reports_by_each_library(write_jsonl([game]))
    assert by_json == by_orjson
    if covered(game):
        assert isinstance(by_orjson[0], GameReport), "a valid engine game the fast path does not vouch for"


def test_orjson_loads_the_lines_where_it_is_installed_and_json_where_not() -> None:
    assert jsonl.LOADER == "orjson" and jsonl.LOAD is orjson.loads
    with mock.patch.dict(sys.modules, {"orjson": None}):  # as if it were not installed
        name, load = jsonl._loader()
    assert name == "json"
    assert load('{"a": [1, 2]}') == {"a": [1, 2]}
