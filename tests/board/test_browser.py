"""The replay page in a real browser: Playwright driving Debian's Chromium, headless.

The page replays each game's moves in its own script: every moment it works out is held
equal to the Python drawing (tests/board/reference.py), and every board it draws to the law
of tests/board/laws.py, at laptop and phone widths. Without Chromium (or Playwright) these
tests are skipped, saying why; under ``CI=true`` a missing browser fails them instead.
Screenshots at laptop and phone sizes are saved in tests/output/ to be looked at.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from allfives_notation.board.html import page as build_page
from allfives_notation.board.position import game_positions
from allfives_notation.check import check_game
from allfives_notation.check.report import GameReport
from allfives_notation.engine import RuleSet, Spinner, Table, play_game
from allfives_notation.notation import parse_games
from allfives_notation.record import GameRecord, Knowledge, View, record_of
from tests.board.layouts import LAYOUTS, layout
from tests.board.records import (
    ANNOTATED,
    APART_SEEDS,
    BEST_PLAYED,
    LONG_SEED,
    SAMPLES,
    STUDIED,
    WRONG_POINTS,
    five_up_game,
)
from tests.board.reference import moments

CHROMIUM = "/usr/bin/chromium"
OUTPUT = Path(__file__).resolve().parent.parent / "output"
DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
SMALL_PHONE = {"width": 375, "height": 667}
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]

RECORDS = {
    "open": (SAMPLES / "two-players-open.afn").read_text(encoding="utf-8"),
    "player": (SAMPLES / "player-view.afn").read_text(encoding="utf-8"),
    "public": (SAMPLES / "public-view.afn").read_text(encoding="utf-8"),
    "partners": (SAMPLES / "four-players-partners.afn").read_text(encoding="utf-8"),
    "annotated": ANNOTATED,
    "studied": STUDIED,
    "best-played": BEST_PLAYED,
    "finding": WRONG_POINTS,
    "club-night": (SAMPLES / "club-night.afn").read_text(encoding="utf-8"),
}


def _unavailable(reason: str) -> None:
    if os.environ.get("CI") == "true":
        pytest.fail(f"{reason}; CI needs it for the browser tests (.ci/run installs it)")
    pytest.skip(f"{reason}: the browser tests need it")


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _unavailable("Playwright for Python is not installed (pip install playwright)")
    chromium = CHROMIUM if Path(CHROMIUM).exists() else shutil.which("chromium")
    if chromium is None:
        _unavailable(f"Chromium is not installed at {CHROMIUM} (apt-get install chromium)")
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=chromium, headless=True, args=ARGS)
        yield launched
        launched.close()


@pytest.fixture(scope="module")
def pages(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("pages")
    out = {}
    for name, text in RECORDS.items():
        reports = [check_game(game, index=i) for i, game in enumerate(parse_games(text), 1)]
        out[name] = folder / f"{name}.html"
        out[name].write_text(build_page(reports, name), encoding="utf-8")
    return out


class Viewer:
    """One page open in the browser, with every request it makes noted and refused."""

    def __init__(
        self, browser: Any, path: Path, fragment: str = "", viewport: dict[str, int] = DESKTOP
    ) -> None:
        self.context = browser.new_context(viewport=viewport)
        self.url = path.as_uri()
        self.requests: list[str] = []
        self.errors: list[str] = []
        self.context.route("**/*", self._route)
        self.page = self.context.new_page()
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))
        self.page.goto(self.url + fragment)
        self.page.wait_for_selector("#board svg")

    def _route(self, route: Any) -> None:
        if route.request.url.split("#")[0] == self.url:
            route.continue_()
        else:
            self.requests.append(route.request.url)
            route.abort()

    def text(self, selector: str) -> str:
        return str(self.page.inner_text(selector))

    def count(self, selector: str) -> int:
        return int(self.page.locator(selector).count())

    @property
    def fragment(self) -> str:
        return str(self.page.evaluate("location.hash"))

    def shot(self, name: str) -> None:
        OUTPUT.mkdir(exist_ok=True)
        self.page.screenshot(path=str(OUTPUT / f"{name}.png"), full_page=True)

    def close(self) -> None:
        assert self.requests == [], f"the page asked the network for {self.requests}"
        assert self.errors == [], f"the page's script failed: {self.errors}"
        self.context.close()


@pytest.fixture()
def viewer(browser: Any, pages: dict[str, Path]) -> Iterator[Any]:
    opened: list[Viewer] = []

    def open_page(name: str, fragment: str = "", viewport: dict[str, int] = DESKTOP) -> Viewer:
        view = Viewer(browser, pages[name], fragment, viewport)
        opened.append(view)
        return view

    yield open_page
    for view in opened:
        view.close()


def test_keys_step_through_the_game(viewer: Any) -> None:
    view = viewer("open", "#h1t0")
    assert "the deal" in view.text("#moment") and view.count("#board g.tile") == 0
    view.page.keyboard.press("ArrowRight")
    assert view.text("#turn-text") == "Ben 6-6" and view.count("#board g.tile") == 1
    view.page.keyboard.press("ArrowRight")
    view.page.keyboard.press("ArrowRight")
    assert view.text("#turn-text") == "Ben 6-0 +5"
    assert view.count("#board g.tile") == 3 and view.count("#board g.tile.latest") == 1
    assert "Ben 5" in view.text("#boneyard") and view.fragment == "#h1t3"
    view.page.keyboard.press("ArrowLeft")
    assert view.text("#turn-text") == "Ann 6-5 W" and view.fragment == "#h1t2"
    view.page.keyboard.press("End")
    assert "hand 6, the end" in view.text("#moment")
    view.page.keyboard.press("Home")
    assert view.fragment == "#h1t0"
    view.page.keyboard.press("ArrowDown")
    assert view.fragment == "#h2t0"


def test_buttons_slider_and_turn_list(viewer: Any) -> None:
    view = viewer("open")
    view.page.click("#first")
    view.page.click("#forward")
    view.page.click("#forward")
    assert view.text("#turn-text") == "Ann 6-5 W"
    view.page.click("#back")
    assert view.text("#turn-text") == "Ben 6-6"
    view.page.locator("#slider").fill("8")
    assert view.text("#turn-text") == "Ann draws 1-0, plays 1-0 W" and view.fragment == "#h1t8"
    view.page.click('#turns li[data-hand="1"][data-step="4"] a')
    assert view.fragment == "#h2t4" and "hand 2, turn 4" in view.text("#moment")
    assert view.count("#turns li.current") == 1
    view.page.click("#last")
    assert "the end" in view.text("#moment")
    box = view.page.locator("#chart svg").bounding_box()
    view.page.mouse.click(
        box["x"] + box["width"] * 0.06, box["y"] + box["height"] / 2
    )  # near the start of the race
    assert "hand 1," in view.text("#moment") and view.fragment.startswith("#h1t")
    view.shot("open-desktop")


def test_a_link_opens_at_its_turn(viewer: Any) -> None:
    view = viewer("open", "#h2t5")
    assert "hand 2, turn 5" in view.text("#moment")
    view.page.evaluate("location.hash = '#h1t1'")
    view.page.wait_for_function("document.getElementById('turn-text').innerText === 'Ben 6-6'")


def test_a_player_record_shows_the_others_hands_as_backs(viewer: Any) -> None:
    view = viewer("player", "#h1t0")
    seats = {name: i for i, name in enumerate(["Ann", "Ben", "Cat", "Dan"])}
    assert view.count(f'.seat[data-seat="{seats["Ben"]}"] .tile') == 5
    assert view.count(f'.seat[data-seat="{seats["Ben"]}"] .back') == 0
    for name in ("Ann", "Cat", "Dan"):
        assert view.count(f'.seat[data-seat="{seats[name]}"] .back') == 5
    view.shot("player-desktop")


def test_a_public_record_shows_every_hand_as_backs_until_shown(viewer: Any) -> None:
    view = viewer("public", "#h1t1")
    assert view.count("#hands .tile") == 0 and view.count("#hands .back") > 0
    view.page.keyboard.press("ArrowDown")
    view.page.keyboard.press("ArrowLeft")  # back from hand 2's deal: the end of hand 1
    assert "hand 1, the end" in view.text("#moment")
    assert view.count("#hands .tile") > 0  # the tiles shown at the end
    view.shot("public-desktop")


def test_a_partnership_game_scores_by_side(viewer: Any) -> None:
    view = viewer("partners", "", PHONE)
    view.page.keyboard.press("End")
    assert "Ann+Cat" in view.text("#boneyard") and "Ben+Dan" in view.text("#boneyard")
    assert view.count("#chart polyline") == 2
    assert view.page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]  # no sideways scroll
    view.shot("partners-phone")
    desk = viewer("partners", "#h1t12")
    desk.shot("partners-desktop")


def test_analysis_is_shown_at_its_turn(viewer: Any) -> None:
    view = viewer("annotated", "#h1t3")
    analysis = view.text("#analysis")
    assert "value 4.5" in analysis and "best 6-0 E (6.0)" in analysis and "52%" in analysis
    assert "loses 1.5" in analysis and view.text("#comments") == "sound"
    view.page.keyboard.press("ArrowRight")
    assert not view.page.is_visible("#analysis")
    viewer("annotated", "#h1t3", PHONE).shot("annotated-phone")


def test_a_study_is_shown_with_its_errors_and_drawn_across_the_game(viewer: Any) -> None:
    view = viewer("studied", "#h1t3")
    analysis = view.text("#analysis")
    assert "value 4.5 \u00b1 1.0" in analysis and "best 6-3 E (6.0 \u00b1 1.0)" in analysis
    assert "gives away 1.5 \u00b1 0.5" in analysis and "loses" not in analysis
    # the values across the game, for the first side (Ann): Ben's +4.5 is Ann's -4.5
    dots = view.page.eval_on_selector_all(
        "#evals circle.eval", "ds => ds.map(d => [d.dataset.hand, d.dataset.step, d.dataset.value])"
    )
    assert dots == [["0", "3", "-4.5"], ["0", "4", "-2.0"]]
    assert view.count("#evals line.interval") == 2
    view.page.click("#evals circle.eval >> nth=1")
    assert view.fragment == "#h1t4"
    assert "ahead of every other option by 3.0 \u00b1 1.0" in view.text("#analysis")
    view.shot("studied-desktop")
    assert not viewer("open").page.is_visible("#evals")  # no study in the record: no graph
    phone = viewer("studied", "#h1t3", PHONE)
    assert phone.count("#evals circle.eval") == 2
    assert phone.page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]  # no sideways scroll
    phone.shot("studied-phone")


def test_the_best_move_is_drawn_on_the_table_at_a_press(viewer: Any) -> None:
    """At a judged turn, "b" (or the button) puts the study's best option on the table in place of the move.

    The table then drawn is the one the record would show had the best been played (a
    record that plays it, BEST_PLAYED), at laptop and phone widths; the best tile is marked
    as such; any move to another moment shows the moves as played again.
    """
    view = viewer("studied", "#h1t3")
    button = view.page.locator("#show-best")
    assert button.inner_text() == "Show the best, 6-3 E, on the table"
    assert view.count("#board .tile.latest") == 1 and view.count("#board .tile.best") == 0
    played = view.page.evaluate("allfivesViewer.moment(0, 3)")
    best = view.page.evaluate("allfivesViewer.moment(0, 3, true)")
    other = viewer("best-played", "#h1t3").page.evaluate("allfivesViewer.moment(0, 3)")
    for key in ("wide", "narrow", "ends", "count", "tiles", "spinner", "boneyard", "hands", "toPlay"):
        assert best[key] == other[key], key
    assert best["best"] == "6-3 E" and "best" not in played and best["wide"] != played["wide"]
    view.page.keyboard.press("b")
    assert view.count("#board .tile.best") == 1 and view.count("#board .tile.latest") == 0
    assert sorted(view.page.text_content("#board .tile.best title").split("-")) == ["3", "6"]
    assert "best option, 6-3 E, on the table" in view.page.text_content("#board svg > title")
    assert button.inner_text() == "Show the move played" and button.get_attribute("aria-pressed") == "true"
    view.shot("best-desktop")
    button.click()
    assert view.count("#board .tile.best") == 0 and view.count("#board .tile.latest") == 1
    view.page.keyboard.press("b")
    view.page.keyboard.press("ArrowRight")
    view.page.keyboard.press("ArrowLeft")
    assert view.count("#board .tile.best") == 0  # another moment: the moves as played
    assert view.fragment == "#h1t3"
    view.page.keyboard.press("ArrowRight")  # Ann's turn 4: the move played is the best, nothing to show
    assert view.count("#show-best") == 0
    view.page.keyboard.press("b")
    assert view.count("#board .tile.best") == 0
    phone = viewer("studied", "#h1t3", PHONE)
    phone.page.click("#show-best")
    assert phone.count("#board .tile.best") == 1
    phone.shot("best-phone")
    assert not view.errors and not phone.errors


def test_the_study_figures_of_each_player_are_shown(viewer: Any) -> None:
    view = viewer("studied", "#h1t3")
    rows = view.page.eval_on_selector_all(
        "#study tbody tr", "rs => rs.map(r => [...r.children].map(c => c.textContent))"
    )
    # Ben gave away 1.5 (se 0.25: the 95% interval 0.5 either side); Ann's move was the best
    assert rows == [
        ["Ann", "1", "0.0 \u00b1 1.0", "100%", "0", "0", "0"],
        ["Ben", "1", "1.5 \u00b1 0.5", "100%", "0", "0", "0"],
    ]
    assert not viewer("open").page.is_visible("#study")  # no study in the record: no figures


def test_a_finding_is_marked_at_its_turn(viewer: Any) -> None:
    view = viewer("finding", "#h1t3")
    assert "AF301" in view.text("#findings") and "R15" in view.text("#findings")
    assert view.count("#turns li.has-finding") == 1
    assert view.page.get_attribute("#turns li.has-finding", "data-step") == "3"
    view.page.keyboard.press("ArrowRight")
    assert view.count("#findings li") == 0
    view.page.keyboard.press("ArrowLeft")
    view.shot("finding-desktop")


def test_a_file_of_games_has_a_picker(viewer: Any) -> None:
    view = viewer("club-night", "", PHONE)
    assert view.count("#picker option") == 3
    view.page.select_option("#picker", "1")
    assert view.fragment.startswith("#g2h1t")
    view.shot("club-night-phone")


def test_each_game_is_read_only_when_it_is_picked(
    browser: Any, pages: dict[str, Path], tmp_path: Path
) -> None:
    html = pages["club-night"].read_text(encoding="utf-8")
    third = html.index('<script type="application/json" id="game-3">') + len(
        '<script type="application/json" id="game-3">'
    )
    broken = tmp_path / "third-game-broken.html"
    broken.write_text(html[:third] + "{not json" + html[third:], encoding="utf-8")
    context, page, errors = _open(browser, broken, DESKTOP)
    try:
        assert page.inner_text("#turns li.current") and errors == []  # games 1 and 2 are shown as ever
        page.select_option("#picker", "1")
        assert "Game 2" in page.inner_text("#picker option:checked") and errors == []
        page.select_option("#picker", "2")  # only now is the third game's data read
        assert errors and "JSON" in errors[0]
    finally:
        context.close()


def test_the_turn_list_follows_the_moment_after_another_game_and_end(viewer: Any) -> None:
    for size in (DESKTOP, PHONE):
        view = viewer("club-night", "", size)
        view.page.select_option("#picker", "2")
        view.page.keyboard.press("End")
        assert view.fragment.startswith("#g3h") and "the end" in view.text("#moment")
        assert view.page.evaluate(
            """() => {
                const list = document.getElementById("moves").getBoundingClientRect();
                const item = document.querySelector("#turns li.current").getBoundingClientRect();
                const onScreen = list.top < window.innerHeight;  // a phone shows the list below the board
                const bottom = onScreen ? Math.min(list.bottom, window.innerHeight) : list.bottom;
                return item.top >= list.top && item.bottom <= bottom;
            }"""
        ), "the moment shown is out of sight in the turn list"
        view.page.keyboard.press("Home")
        assert view.fragment == "#g3h1t0"
        assert view.page.evaluate("document.getElementById('moves').scrollTop") == 0


# ---- the replay and the drawing, over many games -------------------------------------------


def engine_games(count: int, hands: int, first: int = 0) -> list[GameRecord]:
    """Self-played games at every table, spinner rule and view in turn, each cut after ``hands`` hands."""
    tables = [Table(2), Table(3), Table(4), Table(4, partnerships=True)]
    spinners = [Spinner.STANDARD, Spinner.OPEN, Spinner.NONE]
    out = []
    for seed in range(first, first + count):
        base = tables[seed % 4]
        table = Table(base.players, rules=RuleSet(spinner=spinners[seed % 3]), partnerships=base.partnerships)
        played = play_game(table, seed, ("random", "greedy")[seed // 4 % 2], max_hands=hands)
        level = (Knowledge.OPEN, Knowledge.PLAYER, Knowledge.PUBLIC)[seed // 2 % 3]
        out.append(
            record_of(played, View(level, seed % table.players) if level is Knowledge.PLAYER else View(level))
        )
    return out


def _reports(games: list[GameRecord]) -> list[GameReport]:
    return [check_game(game, index=i) for i, game in enumerate(games, 1)]


#: The open sample with Ben's 6-0 put on the north arm, which is not open: the layout stops there.
STOPS = parse_games(
    (SAMPLES / "two-players-open.afn")
    .read_text(encoding="utf-8")
    .replace("  Ben 6-0 +5\n", "  Ben 6-0 N\n", 1)
)[0]
#: The samples that read, the hand-made layouts, a record whose layout stops, and engine games.
QUICK = [
    *(g for path in sorted(SAMPLES.glob("*.afn")) for g in parse_games(path.read_text(encoding="utf-8"))),
    *(layout(name) for name in LAYOUTS),
    STOPS,
    *engine_games(16, 2),
]


def _open(browser: Any, path: Path, size: dict[str, int]) -> tuple[Any, Any, list[str]]:
    """A page open in a context of its own, and the list its script's failures go to."""
    context = browser.new_context(viewport=size)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(path.as_uri())
    page.wait_for_selector("#board svg")
    return context, page, errors


def _replayed_as_python_draws(browser: Any, games: list[GameRecord], folder: Path) -> None:
    reports = _reports(games)
    path = folder / "replay.html"
    path.write_text(build_page(reports, "replay"), encoding="utf-8")
    context, page, errors = _open(browser, path, DESKTOP)
    try:
        for g, report in enumerate(reports):
            shown = page.evaluate(
                "g => Array.from({length: allfivesViewer.moments(g)}, (_, i) => allfivesViewer.moment(g, i))",
                g,
            )
            wanted = moments(report)
            assert len(shown) == len(wanted), f"game {g + 1}: {len(shown)} moments, not {len(wanted)}"
            for i, (one, other) in enumerate(zip(shown, wanted, strict=True)):
                assert one == other, f"game {g + 1}, moment {i}: {other['title']}"
        assert errors == []
    finally:
        context.close()


def test_the_page_replays_every_moment_as_the_python_drawing(browser: Any, tmp_path: Path) -> None:
    assert any(moment["problem"] for moment in moments(check_game(STOPS))), "a record whose layout stops"
    _replayed_as_python_draws(browser, QUICK, tmp_path)


@pytest.mark.slow
def test_the_page_replays_every_moment_of_many_games_as_the_python_drawing(
    browser: Any, tmp_path: Path
) -> None:
    _replayed_as_python_draws(browser, engine_games(300, 6, first=1000), tmp_path)


#: The law of tests/board/laws.py, checked on the board as drawn (a function of a game's number).
DRAWN_LAW = (Path(__file__).parent / "drawn_law.js").read_text(encoding="utf-8")


def _drawn_by_the_law(browser: Any, games: list[GameRecord], folder: Path, name: str) -> None:
    path = folder / "law.html"
    path.write_text(build_page(_reports(games), "law"), encoding="utf-8")
    for size, where in ((DESKTOP, "desktop"), (PHONE, "phone")):
        context, page, errors = _open(browser, path, size)
        try:
            faults = [fault for g in range(len(games)) for fault in page.evaluate(DRAWN_LAW, g)]
            assert faults == [], f"{len(faults)} faults on a {where}, the first: {faults[:5]}"
            assert errors == []
            OUTPUT.mkdir(exist_ok=True)
            page.screenshot(path=str(OUTPUT / f"{name}-{where}.png"), full_page=True)
        finally:
            context.close()


def test_a_bend_never_lands_where_the_spinner_s_arms_are_or_could_be(browser: Any, tmp_path: Path) -> None:
    games = [*(layout(name) for name in LAYOUTS), *engine_games(24, 2, first=100)]
    _drawn_by_the_law(browser, games, tmp_path, "law")


@pytest.mark.slow
def test_a_bend_never_lands_where_the_spinner_s_arms_are_or_could_be_over_many_games(
    browser: Any, tmp_path: Path
) -> None:
    _drawn_by_the_law(browser, engine_games(200, 5, first=2000), tmp_path, "law-many")


def _muggins_games() -> list[GameRecord]:
    """Careless players under the named rule set muggins (R23): claims missed and struck, calls made."""
    out = []
    for seed, (players, partners) in enumerate([(2, False), (3, False), (4, True)]):
        table = Table(players, partners, RuleSet.from_variants({}, "muggins"))
        out.append(record_of(play_game(table, seed, ("careless:40",) * players, max_hands=3)))
    return out


def test_R23_the_page_shows_a_muggins_call_after_its_turn_and_scores_it(browser: Any, tmp_path: Path) -> None:
    """A call's words follow the turn it answers; the scores count it; every moment as the Python drawing."""
    games = _muggins_games()
    _replayed_as_python_draws(browser, games, tmp_path)
    record = games[0]
    found = next(
        (h, t, turn)
        for h, hand in enumerate(record.hands)
        for t, turn in enumerate(hand.turns)
        if any(call.points for call in turn.calls)
    )
    h, t, turn = found
    call = next(call for call in turn.calls if call.points)
    path = tmp_path / "muggins.html"
    path.write_text(build_page(_reports([record]), "muggins"), encoding="utf-8")
    view = Viewer(browser, path, f"#h{record.hands[h].number}t{t + 1}")
    try:
        words = view.text("#turn-text")
        assert f"{record.seats[call.seat]} muggins +{call.points}" in words
        assert "(claimed " in words  # the claim that was called, against the count
        position = game_positions(record)[h][t + 1]
        assert position.scores is not None
        for name, score in zip(record.side_names, position.scores, strict=True):
            assert f"{name} {score}" in view.text("#boneyard")
    finally:
        view.close()


# ---- Five Up (spinner=every, R25): arms branching off every later double ---------------------


def _five_up_games() -> list[GameRecord]:
    """The hand-made Five Up layout and self-played ones at every table, some drawing a tile apart."""
    seeds = (*APART_SEEDS, *range(9))
    return [layout("five-up"), *(five_up_game(2 + seed % 3, seed) for seed in seeds)]


def test_R25_the_page_replays_five_up_moments_as_the_python_drawing(browser: Any, tmp_path: Path) -> None:
    """The later arms' tiles, names, open ends and the tiles drawn apart, at laptop and phone widths."""
    _replayed_as_python_draws(browser, _five_up_games(), tmp_path)


@pytest.mark.slow
def test_R25_the_page_replays_many_five_up_games_as_the_python_drawing(browser: Any, tmp_path: Path) -> None:
    games = [five_up_game(2 + seed % 3, seed, hands=4) for seed in range(3000, 3150)]
    _replayed_as_python_draws(browser, games, tmp_path)


#: On the board as drawn at every moment of a game, in the page's pixels: a tile outside the board
#: or the window's width, two tiles overlapping, a label under a tile, a tile left out.
FIVE_UP_ON_A_PHONE = (Path(__file__).parent / "five_up_on_a_phone.js").read_text(encoding="utf-8")


def test_R25_a_long_five_up_hand_is_all_on_a_phone_s_board(browser: Any, tmp_path: Path) -> None:
    """At every moment of a long Five Up hand, on a small phone: every tile in sight, none overlapping.

    The board scales the picture to its width (a layout that needs it grows a few columns
    wider): nothing is cut off, the page never scrolls sideways, and a tile stays big enough
    to count its pips.
    """
    games = [five_up_game(2 + LONG_SEED % 3, LONG_SEED, hands=1), five_up_game(2 + 48 % 3, 48)]
    path = tmp_path / "five-up.html"
    path.write_text(build_page(_reports(games), "five up"), encoding="utf-8")
    long_hand = game_positions(games[0])[0][-1]
    assert sum(on >= 0 for on in long_hand.stands) >= 4 and long_hand.on_table >= 20
    context, page, errors = _open(browser, path, SMALL_PHONE)
    try:
        for g in range(len(games)):
            found = page.evaluate(FIVE_UP_ON_A_PHONE, g)
            assert found["faults"] == [], f"game {g + 1}: {found['faults'][:5]}"
            assert found["wide"] <= SMALL_PHONE["width"], "the page scrolls sideways"
            assert found["smallest"] >= 8, f"a tile {found['smallest']:.1f} pixels across"
        OUTPUT.mkdir(exist_ok=True)
        page.evaluate("allfivesViewer.show(0, allfivesViewer.moments(0) - 1)")
        page.screenshot(path=str(OUTPUT / "five-up-phone.png"), full_page=True)
        shown = page.evaluate(
            """() => { // the last moment with a tile drawn apart at a phone's width, shown
                const i = Array.from({length: allfivesViewer.moments(1)}, (_, i) => i)
                    .filter((i) => allfivesViewer.moment(1, i).narrow.tiles.some((cell) => cell[8])).pop();
                allfivesViewer.show(1, i);
                return i;
            }"""
        )
        assert shown is not None, "seed 48's game draws a tile apart on a phone"
        apart = page.locator("#board g.tile.apart").count()
        assert apart >= 1 and page.locator("#board line.apart-link").count() == apart
        assert "drawn apart" in page.text_content("#board g.tile.apart title")
        page.screenshot(path=str(OUTPUT / "five-up-phone-apart.png"), full_page=True)
        assert errors == []
    finally:
        context.close()
