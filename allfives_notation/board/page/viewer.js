// The replay viewer: draws the board from the embedded game data, steps through it, keeps the
// moment in the URL fragment (#h3t12: hand 3 after turn 12; #g2h3t12 in a file of several games).
"use strict";
(function () {
  const DATA = JSON.parse(document.getElementById("game-data").textContent);
  const SVG = "http://www.w3.org/2000/svg";
  const CELL = 64; // one grid cell: a tile is two cells' halves, 62 by 31
  const SIDE_COLOURS = ["#0b6e4f", "#c0392b", "#2962ff", "#8e44ad"];
  const PIPS = {
    0: [], 1: [[2, 2]], 2: [[1, 1], [3, 3]], 3: [[1, 1], [2, 2], [3, 3]],
    4: [[1, 1], [3, 1], [1, 3], [3, 3]], 5: [[1, 1], [3, 1], [2, 2], [1, 3], [3, 3]],
    6: [[1, 1], [1, 2], [1, 3], [3, 1], [3, 2], [3, 3]],
  };
  const $ = (id) => document.getElementById(id);
  const wide = window.matchMedia("(min-width: 761px)");
  let at = { game: 0, index: 0 };

  function el(name, attrs, parent, text) {
    const node = name.startsWith("svg:") ? document.createElementNS(SVG, name.slice(4)) : document.createElement(name);
    for (const [key, value] of Object.entries(attrs || {})) node.setAttribute(key, value);
    if (text !== undefined) node.textContent = text;
    if (parent) parent.appendChild(node);
    return node;
  }

  // every moment of a game in order, as [hand index, step index]
  function moments(game) {
    const out = [];
    game.hands.forEach((hand, h) => hand.steps.forEach((_, s) => out.push([h, s])));
    return out;
  }

  function halfPips(group, n, x, y, size, upright) {
    for (const [a, b] of PIPS[n]) {
      const [col, row] = upright ? [b, a] : [a, b]; // a six runs along the tile
      el("svg:circle", { cx: x + (col * size) / 4, cy: y + (row * size) / 4, r: size * 0.09 }, group);
    }
  }

  // a tile with `first` on the left (or on top when upright), its top-left corner at x, y
  function tile(parent, x, y, first, second, upright, half, classes) {
    const group = el("svg:g", { class: "tile " + (classes || "") }, parent);
    const [w, h] = upright ? [half, 2 * half] : [2 * half, half];
    el("svg:rect", { class: "face", x, y, width: w, height: h, rx: half * 0.14 }, group);
    if (upright) el("svg:line", { x1: x + 3, y1: y + half, x2: x + half - 3, y2: y + half }, group);
    else el("svg:line", { x1: x + half, y1: y + 3, x2: x + half, y2: y + half - 3 }, group);
    halfPips(group, first, x, y, half, upright);
    halfPips(group, second, upright ? x : x + half, upright ? y + half : y, half, upright);
    el("svg:title", {}, group, `${first}-${second}`);
    return group;
  }

  function back(parent, x, y, half) {
    const group = el("svg:g", { class: "back" }, parent);
    el("svg:rect", { x, y, width: 2 * half, height: half, rx: half * 0.14 }, group);
    el("svg:path", { d: `M${x + 4} ${y + half / 2}h${2 * half - 8}M${x + half} ${y + 4}v${half - 8}` }, group);
    el("svg:title", {}, group, "a tile not known");
  }

  function drawBoard(step) {
    const box = $("board");
    box.replaceChildren();
    const board = wide.matches ? step.wide : step.narrow;
    const cols = Math.max(board.cols, 3);
    const rows = Math.max(board.rows, 1);
    // centre the tiles across the grid's width, so a short line sits in the middle of the table
    const used = board.tiles.map((t) => t[1]);
    const shift = used.length ? (cols - (Math.max(...used) - Math.min(...used) + 1)) / 2 - Math.min(...used) : 0;
    // one cell of margin all round, for the labels beyond the open ends
    const svg = el("svg:svg", { viewBox: `${-(shift + 1) * CELL} ${-CELL} ${(cols + 2) * CELL} ${(rows + 2) * CELL}`, role: "img" }, box);
    el("svg:title", {}, svg, `${step.tiles} tiles on the table. ${step.ends}`);
    if (!board.tiles.length) {
      el("svg:text", { x: (cols * CELL) / 2, y: CELL / 2 + 6, "text-anchor": "middle", class: "empty" }, svg, "nothing on the table yet");
      return;
    }
    const half = CELL / 2 - 1;
    for (const [row, col, first, second, upright, latest, spinner] of board.tiles) {
      const x = col * CELL + (upright ? CELL / 4 : 1);
      const y = row * CELL + (upright ? 1 : CELL / 4);
      const classes = (latest ? "latest " : "") + (spinner ? "spinner" : "");
      tile(svg, x, y, first, second, !!upright, half, classes);
    }
    for (const [row, col, pips] of board.ends) { // what each open end shows, just beyond it
      const badge = el("svg:g", { class: "end" }, svg);
      el("svg:circle", { cx: col * CELL + CELL / 2, cy: row * CELL + CELL / 2, r: CELL / 5 }, badge);
      el("svg:text", { x: col * CELL + CELL / 2, y: row * CELL + CELL / 2 + 6, "text-anchor": "middle" }, badge, pips);
    }
  }

  function scoreLine(game, scores) {
    if (!scores) return "score not known";
    return game.sides.map((name, side) => `${name} ${scores[side]}`).join(" \u00b7 ");
  }

  function drawSeats(game, step) {
    const box = $("hands");
    box.replaceChildren();
    step.hands.forEach((seatHand, seat) => {
      const row = el("div", { class: "seat" + (step.toPlay === seat ? " to-play" : ""), "data-seat": seat }, box);
      const name = el("div", { class: "name" }, row, game.seats[seat]);
      const side = game.sideOf[seat];
      const score = step.scores ? step.scores[side] : "?";
      const team = game.sides[side] !== game.seats[seat] ? ` (${game.sides[side]})` : "";
      el("small", { class: "score" }, name, `${score} points${team}`);
      const count = seatHand.known.length + seatHand.hidden;
      const half = 30;
      const tiles = el("div", { class: "tiles", title: `${count} tiles` + (seatHand.hidden ? `, ${seatHand.hidden} not known` : "") }, row);
      const one = () => el("svg:svg", { viewBox: `0 0 ${2 * half + 2} ${half + 2}`, role: "img" }, tiles);
      seatHand.known.forEach(([a, b]) => tile(one(), 1, 1, a, b, false, half, "in-hand"));
      for (let i = 0; i < seatHand.hidden; i++) back(one(), 1, 1, half);
      if (!count) el("span", { class: "none" }, tiles, "no tiles");
    });
    $("boneyard").textContent = `Boneyard: ${step.boneyard} tile${step.boneyard === 1 ? "" : "s"} \u00b7 ${scoreLine(game, step.scores)} \u00b7 target ${game.target}`;
  }

  function findingList(list, findings) {
    list.replaceChildren();
    for (const f of findings) {
      const item = el("li", { class: "finding " + f.severity }, list);
      el("span", { class: "code" }, item, f.code);
      item.appendChild(document.createTextNode(`${f.message}${f.rule ? ` (${f.rule})` : ""} \u2014 ${f.where}`));
    }
  }

  function drawTurn(game, step) {
    $("moment").textContent = step.title.replace(/:.*$/, "");
    const text = $("turn-text");
    text.replaceChildren();
    const words = step.text.split(" ");
    for (const word of words) {
      const cls = /^\+\d+$/.test(word) ? "points" : step.glyphs && step.glyphs.includes(word) ? "glyph" : "";
      el("span", cls ? { class: cls } : {}, text, word);
      text.appendChild(document.createTextNode(" "));
    }
    const ends = $("ends");
    ends.replaceChildren();
    ends.appendChild(document.createTextNode(step.ends.replace(/; count.*$/, "") + " \u2014 "));
    el("span", { class: "count" }, ends, `count ${step.count}`);
    ends.appendChild(document.createTextNode(step.spinner ? ` \u2014 spinner ${step.spinner}` : ""));
    const analysis = $("analysis");
    analysis.hidden = !step.analysis;
    analysis.replaceChildren();
    if (step.analysis) {
      const a = step.analysis;
      const parts = [];
      if (a.eval !== null) parts.push(`value ${a.eval.toFixed(1)}`);
      if (a.best) parts.push(`best ${a.best}${a.bestValue !== null ? ` (${a.bestValue.toFixed(1)})` : ""}`);
      if (a.count !== null) parts.push(`count ${a.count}`);
      if (a.win !== null) parts.push(`chance to win ${Math.round(a.win * 100)}%`);
      analysis.textContent = parts.join(" \u00b7 ");
      if (a.eval !== null && a.bestValue !== null && a.bestValue - a.eval > 0.05) {
        el("span", { class: "loss" }, analysis, ` \u00b7 loses ${(a.bestValue - a.eval).toFixed(1)}`);
      }
    }
    const comments = $("comments");
    comments.replaceChildren();
    for (const c of step.comments || []) el("li", {}, comments, c);
    findingList($("findings"), step.findings);
    $("problem").hidden = !step.problem;
    $("problem").textContent = step.problem || "";
  }

  function drawList(game) {
    const list = $("turns");
    list.replaceChildren();
    game.hands.forEach((hand, h) => {
      el("li", { class: "hand-head" }, list, `Hand ${hand.number}`);
      hand.steps.forEach((step, s) => {
        const item = el("li", { "data-hand": h, "data-step": s }, list);
        if (step.findings.length) item.classList.add("has-finding");
        const link = el("a", { href: fragment(game, h, s) }, item);
        el("span", { class: "n" }, link, step.label);
        el("span", { class: "t" }, link, step.text);
        if (step.analysis && step.analysis.eval !== null) el("span", { class: "v" }, link, step.analysis.eval.toFixed(1));
      });
    });
  }

  function drawChart(game) {
    const box = $("chart");
    box.replaceChildren();
    const order = moments(game);
    const all = order.map(([h, s]) => game.hands[h].steps[s].scores);
    const known = all.filter((s) => s);
    if (!known.length) return;
    const w = 600, h = 190, pad = 34;
    const values = known.flat().concat([0, game.target]);
    const lo = Math.min(...values), hi = Math.max(...values);
    const x = (i) => pad + (i * (w - pad - 8)) / Math.max(1, all.length - 1);
    const y = (v) => h - 18 - ((v - lo) * (h - 36)) / Math.max(1, hi - lo);
    const svg = el("svg:svg", { viewBox: `0 0 ${w} ${h}`, role: "img" }, box);
    el("svg:title", {}, svg, "The score race");
    el("svg:line", { x1: pad, x2: w - 8, y1: y(game.target), y2: y(game.target), stroke: "#999", "stroke-dasharray": "4 4" }, svg);
    el("svg:text", { x: 2, y: y(game.target) + 4, "font-size": 15, fill: "#777" }, svg, game.target);
    el("svg:text", { x: 2, y: y(0) + 4, "font-size": 15, fill: "#777" }, svg, 0);
    el("svg:line", { x1: pad, x2: w - 8, y1: y(0), y2: y(0), stroke: "#ccc" }, svg);
    game.hands.forEach((_, k) => { // a faint line where each hand starts
      if (!k) return;
      const i = order.findIndex(([mh]) => mh === k);
      el("svg:line", { x1: x(i), x2: x(i), y1: 20, y2: h - 18, stroke: "#e4e0d6" }, svg);
    });
    game.sides.forEach((name, side) => {
      const points = all.map((s, i) => (s ? `${x(i).toFixed(1)},${y(s[side]).toFixed(1)}` : null)).filter(Boolean);
      el("svg:polyline", { points: points.join(" "), fill: "none", stroke: SIDE_COLOURS[side], "stroke-width": 3 }, svg);
      el("svg:text", { x: pad + 6 + side * 150, y: 14, "font-size": 16, "font-weight": 600, fill: SIDE_COLOURS[side], class: "legend" }, svg, name);
    });
    el("svg:line", { id: "now", x1: x(0), x2: x(0), y1: 16, y2: h - 14, stroke: "#f5b700", "stroke-width": 3 }, svg);
    svg.addEventListener("click", (e) => { // a click on the race jumps to that moment
      const rect = svg.getBoundingClientRect();
      const chartX = ((e.clientX - rect.left) * w) / rect.width;
      at.index = Math.max(0, Math.round(((chartX - pad) * Math.max(1, all.length - 1)) / (w - pad - 8)));
      show();
    });
    box.dataset.steps = String(all.length);
  }

  function fragment(game, h, s) {
    const g = at.game ? `g${at.game + 1}` : "";
    return `#${g}h${game.hands[h].number}t${s}`;
  }

  function show() {
    const game = DATA.games[at.game];
    const all = moments(game);
    at.index = Math.max(0, Math.min(at.index, all.length - 1));
    const [h, s] = all[at.index];
    const step = game.hands[h].steps[s];
    drawBoard(step);
    drawTurn(game, step);
    drawSeats(game, step);
    const slider = $("slider");
    slider.max = String(all.length - 1);
    slider.value = String(at.index);
    slider.setAttribute("aria-valuetext", step.title);
    for (const item of document.querySelectorAll("#turns li.current")) item.classList.remove("current");
    const item = document.querySelector(`#turns li[data-hand="${h}"][data-step="${s}"]`);
    if (item) {
      item.classList.add("current");
      const list = $("moves");
      const top = item.offsetTop - list.offsetTop;
      if (top < list.scrollTop || top > list.scrollTop + list.clientHeight - item.offsetHeight) {
        list.scrollTop = top - list.clientHeight / 2;
      }
    }
    const now = document.getElementById("now");
    if (now) {
      const w = 600, pad = 34;
      const nx = pad + (at.index * (w - pad - 8)) / Math.max(1, all.length - 1);
      now.setAttribute("x1", nx);
      now.setAttribute("x2", nx);
    }
    const want = fragment(game, h, s);
    if (location.hash !== want) history.replaceState(null, "", want);
  }

  function loadGame(g) {
    at = { game: g, index: 0 };
    const game = DATA.games[g];
    $("title").textContent = game.title;
    const result = game.result ? `won by ${game.result}` : "unfinished";
    $("meta").textContent = `${game.rules} \u00b7 view: ${game.view} \u00b7 ${result} \u00b7 ${game.verdict}`;
    findingList($("game-findings"), game.findings);
    $("games").value = String(g);
    drawList(game);
    drawChart(game);
  }

  function fromFragment() {
    const found = /^#(?:g(\d+))?h(\d+)t(\d+)$/.exec(location.hash);
    if (!found) return false;
    const g = found[1] ? Number(found[1]) - 1 : 0;
    if (!DATA.games[g]) return false;
    if (g !== at.game || !$("turns").childElementCount) loadGame(g);
    const game = DATA.games[g];
    const h = game.hands.findIndex((hand) => hand.number === Number(found[2]));
    if (h < 0) return false;
    const s = Math.min(Number(found[3]), game.hands[h].steps.length - 1);
    at.index = moments(game).findIndex(([mh, ms]) => mh === h && ms === s);
    return true;
  }

  function move(by) {
    at.index += by;
    show();
  }

  function toHand(by) {
    const game = DATA.games[at.game];
    const all = moments(game);
    const h = Math.max(0, Math.min(game.hands.length - 1, all[at.index][0] + by));
    at.index = all.findIndex(([mh]) => mh === h);
    show();
  }

  const picker = $("games");
  if (DATA.games.length > 1) {
    picker.hidden = false;
    DATA.games.forEach((game, g) => el("option", { value: g }, picker, `Game ${g + 1}: ${game.title}`));
    picker.addEventListener("change", () => { loadGame(Number(picker.value)); show(); });
  }
  $("first").addEventListener("click", () => { at.index = 0; show(); });
  $("back").addEventListener("click", () => move(-1));
  $("forward").addEventListener("click", () => move(1));
  $("last").addEventListener("click", () => { at.index = Infinity; show(); });
  $("slider").addEventListener("input", (e) => { at.index = Number(e.target.value); show(); });
  $("turns").addEventListener("click", (e) => {
    const item = e.target.closest("li[data-step]");
    if (!item) return;
    e.preventDefault();
    const all = moments(DATA.games[at.game]);
    at.index = all.findIndex(([h, s]) => h === Number(item.dataset.hand) && s === Number(item.dataset.step));
    show();
  });
  document.addEventListener("keydown", (e) => {
    if (["SELECT", "INPUT"].includes(e.target.tagName) || e.altKey || e.ctrlKey || e.metaKey) return;
    const keys = { ArrowLeft: () => move(-1), ArrowRight: () => move(1), ArrowUp: () => toHand(-1),
      ArrowDown: () => toHand(1), Home: () => { at.index = 0; show(); }, End: () => { at.index = Infinity; show(); } };
    if (keys[e.key]) { e.preventDefault(); keys[e.key](); }
  });
  window.addEventListener("hashchange", () => { if (fromFragment()) show(); });
  wide.addEventListener("change", show);
  if (!fromFragment()) loadGame(0);
  show();
})();
