"""A batch is read and checked with Python's cycle collector held off, and the collector left as it was."""

from __future__ import annotations

import gc
import os
from collections.abc import Iterator
from unittest import mock

import pytest

from allfives_notation.check import Form
from allfives_notation.engine import RuleSet, Table, play_game
from allfives_notation.notation import write_game, write_jsonl
from allfives_notation.record import Knowledge, View, record_of
from allfives_notation.stream import Batch, check_batch, checking


@pytest.fixture
def collector_on() -> Iterator[None]:
    """The collector on and the fast path off (the reference reads every game), as they were after."""
    was = gc.isenabled()
    gc.enable()
    with mock.patch.dict(os.environ, {"ALLFIVES_FAST": "0"}):
        yield
    if not was:
        gc.disable()


def _batch(form: Form) -> Batch:
    game = record_of(play_game(Table(2, rules=RuleSet(target=100)), 3, "greedy"), View(Knowledge.OPEN))
    text = write_game(game) if form is Form.TEXT else write_jsonl([game])
    return Batch("game.afn" if form is Form.TEXT else "game.jsonl", form, text, 1)


@pytest.mark.parametrize("form", [Form.TEXT, Form.JSONL])
@pytest.mark.usefixtures("collector_on")
def test_the_reference_reads_and_checks_with_the_collector_off_and_leaves_it_on(form: Form) -> None:
    seen: list[tuple[str, bool]] = []
    check, read = checking.check_read, checking.read_batch

    def checked(*args: object, **kwargs: object) -> object:
        seen.append(("check", gc.isenabled()))
        return check(*args, **kwargs)  # type: ignore[arg-type]

    def reading(*args: object, **kwargs: object) -> object:
        for game in read(*args, **kwargs):  # type: ignore[arg-type]
            seen.append(("read", gc.isenabled()))
            yield game

    with (
        mock.patch.object(checking, "check_read", checked),
        mock.patch.object(checking, "read_batch", reading),
    ):
        (report,) = check_batch(_batch(form), keep_records=False)
    assert report.valid
    assert seen == [("read", False), ("check", False)]  # the one game read and checked, the collector off
    assert gc.isenabled()


@pytest.mark.usefixtures("collector_on")
def test_a_batch_that_fails_leaves_the_collector_on() -> None:
    with (
        mock.patch.object(checking, "check_read", side_effect=RuntimeError("a fault")),
        pytest.raises(RuntimeError),
    ):
        check_batch(_batch(Form.TEXT), keep_records=False)
    assert gc.isenabled()


def test_a_collector_the_caller_turned_off_stays_off() -> None:
    was = gc.isenabled()
    gc.disable()
    try:
        check_batch(_batch(Form.JSONL), keep_records=False)
        assert not gc.isenabled()
    finally:
        if was:
            gc.enable()
