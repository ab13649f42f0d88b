"""The quick shape test of a JSON game never passes what the schema refuses, and passes every valid game.

``shape.fits`` lets the reader skip the schema's validator for a valid document, so it
must say True only for documents the validator accepts: checked here against the
validator itself, over engine-made games and every kind of change to their JSON trees
(a value replaced by any JSON value, a key dropped or added, an item dropped or doubled).
And the JSON reader, fast path and all, reads exactly what it read with the schema alone;
the validator, its references put in place, finds the same error the schema as written finds.
"""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from jsonschema import Draft202012Validator
from jsonschema.exceptions import best_match

from allfives_notation.errors import NotationError
from allfives_notation.notation import game_from_json, game_to_json, jsonform, jsonproblems
from allfives_notation.notation.shape import fits
from allfives_notation.resources import schema
from allfives_notation.testing.strategies import records

JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**65), 2**65)
    | st.sampled_from([0, 1, 5, 3.0, 1.5, -1, 2**64, 2**64 - 1])
    | st.sampled_from(["", "Ann", "6-6", "0-0", "W", "S", "X", "line", "brace", "player", "open", "blocked"])
    | st.sampled_from(
        ["out", "allfives", "AFN 1.0", "Ann+Cat", "*", "!!", "$12", "2026-11-30", "a\nb", "{x}"]
    )
    | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=6,
)


def places(tree: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path to a value in a JSON tree, the root included."""
    found = [path]
    if isinstance(tree, dict):
        for key, value in tree.items():
            found += places(value, (*path, key))
    elif isinstance(tree, list):
        for index, value in enumerate(tree):
            found += places(value, (*path, index))
    return found


def at(tree: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        tree = tree[step]
    return tree


@st.composite
def changed_documents(draw: st.DrawFn) -> Any:
    """An engine-made game's JSON tree with one to three changes anywhere in it."""
    document = json.loads(json.dumps(game_to_json(draw(records()))))
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.sampled_from(places(document)))
        if not path:
            return draw(JSON_VALUES)
        parent, last = at(document, path[:-1]), path[-1]
        how = draw(st.sampled_from(["replace", "drop", "add", "double"]))
        if how == "replace":
            parent[last] = draw(JSON_VALUES)
        elif how == "drop":
            del parent[last]
        elif how == "double" and isinstance(parent, list):
            parent.insert(last, copy.deepcopy(parent[last]))
        elif isinstance(parent, dict):
            key = draw(
                st.sampled_from(["style", "seat", "tile", "arm", "passes", "points", "draws", "how", "x"])
            )
            parent[key] = draw(JSON_VALUES)
    return document


@settings(max_examples=250, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(changed_documents())
def test_the_quick_test_passes_only_what_the_schema_accepts(document: Any) -> None:
    if fits(document):
        assert jsonform.validator().is_valid(document)


@settings(max_examples=60, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(records())
def test_every_valid_game_passes_the_quick_test(record: Any) -> None:
    document = json.loads(json.dumps(game_to_json(record)))
    assert fits(document)
    assert game_from_json(document) == record


def read_with_schema_only(document: Any) -> Any:
    """What the reader gave before the quick test: the schema's validator first, always."""
    original = jsonform.fits
    jsonform.fits = lambda _document: False  # type: ignore[assignment]
    try:
        return game_from_json(document)
    except NotationError as error:
        return (error.message, error.pointer, error.code)
    finally:
        jsonform.fits = original


@settings(max_examples=200, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(changed_documents())
def test_the_reader_reads_and_refuses_exactly_as_with_the_schema_alone(document: Any) -> None:
    try:
        fast: Any = game_from_json(document)
    except NotationError as error:
        fast = (error.message, error.pointer, error.code)
    assert fast == read_with_schema_only(document)


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d["hands"][0]["turns"][0].update(points=1.0),  # whole, but written with a point
        lambda d: d["hands"][0]["turns"][0].update(seat=True),
        lambda d: d.update(seats=["Ann", "Ann"]),
        lambda d: d.update(seed=2**64),
        lambda d: d["view"].update(seat="Ann"),
        lambda d: d["hands"][0]["turns"][0].update(passes=True),
        lambda d: d["hands"][0].update(end={"how": "blocked", "seat": "Ann"}),
        lambda d: d.update(comments=[{"text": "a}b"}]),
        lambda d: d.update(comments=[{"text": "a\nb", "style": "line"}]),
        lambda d: d.update(event="two\nlines"),
    ],
)
def test_documents_the_quick_test_leaves_to_the_schema(change: Any) -> None:
    with open("samples/two-players-open.json", encoding="utf-8") as file:
        document = json.load(file)
    change(document)
    assert not fits(document)


def test_a_value_found_good_once_is_good_only_where_it_was_found() -> None:
    """The quick test keeps the names and tiles it found good: a seat's name is still no tile."""
    with open("samples/two-players-open.json", encoding="utf-8") as file:
        document = json.load(file)
    assert fits(document)  # its seats' names and its tiles are now known good
    seat, tile = document["seats"][0], document["hands"][0]["turns"][0]["tile"]
    as_tile, as_seat = copy.deepcopy(document), copy.deepcopy(document)
    as_tile["hands"][0]["turns"][0]["tile"] = seat
    as_seat["hands"][0]["turns"][0]["seat"] = tile
    assert not fits(as_tile)
    assert not fits(as_seat)
    assert fits(document)


def worded(validator: Draft202012Validator, document: Any) -> Any:
    """What the reader says of a document from the error the validator finds most relevant."""
    problem = best_match(validator.iter_errors(document))
    if problem is None:
        return None
    return jsonproblems._schema_message(problem), list(problem.absolute_path), problem.validator


@settings(max_examples=200, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(changed_documents())
def test_the_schema_with_its_references_in_place_finds_the_same_error(document: Any) -> None:
    as_written = Draft202012Validator(schema("afn"))
    assert worded(jsonform.validator(), document) == worded(as_written, document)


def test_a_schema_that_names_itself_cannot_be_put_in_place() -> None:
    looping = {"$ref": "#/$defs/hand", "$defs": {"hand": {"items": {"$ref": "#/$defs/hand"}}}}
    with pytest.raises(ValueError, match="#/\\$defs/hand"):
        jsonform.inlined(looping)
    with pytest.raises(ValueError, match="#/\\$defs/turn"):
        jsonform.inlined({"$ref": "#/$defs/turn", "$defs": {}})
