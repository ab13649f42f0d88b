// The replay viewer. Each game is stored as its moves, with what the engine made of each
// (docs/pages.md); the page replays a hand to the moment shown and arranges the table exactly
// as allfives_notation/board/arrange.py does. A game's data is read only when it is picked.
// The moment is kept in the URL fragment (#h3t12: hand 3 after turn 12; #g2h3t12 in a file of
// several games).
"use strict";
(function () {
  const VERSION = 2;
  const SVG = "http://www.w3.org/2000/svg";
  const CELL = 64; // one grid cell: a tile is two cells' halves, 62 by 31
  const WIDE = [13, 3], NARROW = [7, 5]; // columns, and rows an arm of the spinner runs before it turns
  const SIDE_COLOURS = ["#0b6e4f", "#c0392b", "#2962ff", "#8e44ad"];
  const PIPS = {
    0: [], 1: [[2, 2]], 2: [[1, 1], [3, 3]], 3: [[1, 1], [2, 2], [3, 3]],
    4: [[1, 1], [3, 1], [1, 3], [3, 3]], 5: [[1, 1], [3, 1], [2, 2], [1, 3], [3, 3]],
    6: [[1, 1], [1, 2], [1, 3], [3, 1], [3, 2], [3, 3]],
  };
  const ARMS = ["W", "E", "N", "S"];
  const W = 0, E = 1, N = 2, S = 3;
  // what the engine says a turn did, beyond its tile and arm (the page knows no rules); under
  // spinner=every (R25) a later double stands, and the later double the tile covers opens its arms
  const MADE_SPINNER = 1, OPENS_CROSS = 2, CENTRE_STOPS = 4, PASSES = 8, STANDS = 16, OPENS = 32;
  const LEAD = -1, NOT_PLACED = -2; // where a tile went: the centre, an arm (0-3 W E N S, then R25's), or nowhere
  const HALVES = []; // HALVES[id] = [low, high], as the engine numbers tiles
  for (let low = 0; low <= 6; low++) for (let high = low; high <= 6; high++) HALVES.push([low, high]);
  const $ = (id) => document.getElementById(id);
  const wide = window.matchMedia("(min-width: 761px)");
  const LIST = JSON.parse($("games").textContent); // each game's title, result and verdict
  let at = { game: 0, index: 0 };
  let bestAt = null; // the moment whose study's best move is on the table in place of the move played
  let loaded = { number: -1, game: null, order: null, scores: null };

  // ---- the games, each read when it is picked -------------------------------------------

  function game(g) {
    if (loaded.number !== g) {
      const data = JSON.parse($(`game-${g + 1}`).textContent);
      if (data.version !== VERSION) throw new Error(`game data of version ${data.version}; this page reads ${VERSION}`);
      const order = []; // every moment of the game, as [hand, step]
      data.hands.forEach((hand, h) => { for (let s = 0; s < steps(hand); s++) order.push([h, s]); });
      loaded = { number: g, game: data, order, scores: null };
      loaded.scores = order.map(([h, s]) => replay(data, h, s).scores);
    }
    return loaded.game;
  }

  const steps = (hand) => hand.turns.length + 1 + (hand.end ? 1 : 0);
  const tileText = (id) => `${HALVES[id][1]}-${HALVES[id][0]}`;

  // a stored turn: [seat, words, tile, where, count, scored, flags, draws, drawn, calls]; missing ones are 0
  // (calls: the muggins calls after the turn, [seat, points] each, R23)
  function turnOf(row) {
    return { seat: row[0], words: row[1], tile: row[2], where: row[3], count: row[4], scored: row[5] || 0,
      flags: row[6] || 0, draws: row[7] || 0, drawn: row[8] || [], calls: row[9] || [] };
  }

  // ---- a moment of a hand, replayed: as allfives_notation/board/position.py has it ----------

  function replay(data, h, step) {
    const hand = data.hands[h];
    const known = hand.dealt.map((ids) => ids.slice());
    const held = data.seats.map(() => data.handSize);
    const points = data.sides.map(() => 0);
    const arms = data.arms || 4; // 18 under spinner=every: two across each double (R25)
    const table = { lead: null, arms: Array.from({ length: arms }, () => []), ends: Array(arms).fill(-1),
      counts: Array(arms).fill(0), stands: Array(7).fill(-1), centre: 0, spinner: -1, spinnerArm: null, count: 0 };
    let boneyard = data.boneyard, latest = null, toPlay = hand.leader;
    const played = Math.min(step, hand.turns.length);
    for (let t = 0; t < played; t++) {
      const turn = turnOf(hand.turns[t]);
      held[turn.seat] += turn.draws;
      boneyard = Math.max(0, boneyard - turn.draws);
      known[turn.seat].push(...turn.drawn);
      latest = null;
      if (turn.tile >= 0) {
        held[turn.seat] = Math.max(0, held[turn.seat] - 1);
        const mine = known[turn.seat].indexOf(turn.tile);
        if (mine >= 0) known[turn.seat].splice(mine, 1);
        if (turn.where !== NOT_PLACED) {
          place(table, turn, t);
          latest = turn.tile;
          points[data.sideOf[turn.seat]] += turn.scored;
        }
      }
      for (const [seat, called] of turn.calls) points[data.sideOf[seat]] += called; // a call scores for its side (R23)
      table.count = turn.count;
      const last = t === hand.turns.length - 1 && hand.end;
      const drawing = turn.tile < 0 && !(turn.flags & PASSES); // an unfinished record's last turn
      toPlay = last ? null : drawing ? turn.seat : data.next[turn.seat];
    }
    const running = hand.start ? hand.start.map((score, side) => score + points[side]) : null;
    const view = { hand: h, number: hand.number, step, table, latest, boneyard, scores: running, toPlay,
      ended: step > hand.turns.length, problem: hand.problem && step >= hand.problem[0] ? hand.problem[1] : null };
    if (view.ended) {
      for (const [seat, ids] of hand.end.shown || []) { known[seat] = ids.slice(); held[seat] = ids.length; }
      view.scores = hand.end.scores || running;
      view.toPlay = null;
      view.latest = null;
    }
    view.hands = known.map((ids, seat) => ({ known: ids, hidden: Math.max(0, held[seat] - ids.length) }));
    return view;
  }

  // one tile on the table, and what the engine said it did (R13-R16)
  function place(table, turn, t) {
    const [low, high] = HALVES[turn.tile];
    if (turn.where === LEAD) {
      table.lead = { tile: turn.tile, inner: low, outer: high, turn: t };
      table.ends[W] = low;
      table.ends[E] = high;
      if (low === high) table.centre = low + high; // a double lead counts while a side is free
      else { table.counts[W] = low; table.counts[E] = high; }
    } else {
      const chain = table.arms[turn.where];
      if (turn.flags & OPENS) { // the tile takes a later double's far side: its two arms open (R25)
        const pip = chain[chain.length - 1].inner;
        table.ends[4 + 2 * pip] = table.ends[5 + 2 * pip] = pip;
      }
      const inner = table.ends[turn.where];
      const outer = inner === low ? high : low;
      chain.push({ tile: turn.tile, inner, outer, turn: t });
      table.ends[turn.where] = outer;
      table.counts[turn.where] = low === high ? 2 * outer : outer;
      if (turn.flags & STANDS) table.stands[low] = turn.where;
    }
    if (turn.flags & MADE_SPINNER) {
      table.spinner = turn.tile;
      table.spinnerArm = turn.where === LEAD ? null : turn.where;
    }
    if (turn.flags & OPENS_CROSS) table.ends[N] = table.ends[S] = HALVES[table.spinner][0];
    if (turn.flags & CENTRE_STOPS) table.centre = 0;
  }

  // ---- the arrangement: as allfives_notation/board/arrange.py has it, step for step ---------

  const DROP = 2;

  function snake(start, step, rise, count, edge, keep) {
    const out = [];
    let row = 0, column = start - step, going = step, turning = 0;
    let [low, high] = edge;
    for (let i = 0; i <= count; i++) {
      if (i === count) { if (step < 0) low -= 1; else high += 1; } // the next tile's cell may be in the margin
      const ahead = column + going;
      if (!turning && (!out.length || i < keep || (going > 0 ? ahead <= high : ahead >= low))) {
        column = ahead;
        out.push([row, column, 0, going]);
        continue;
      }
      if (!turning) turning = DROP;
      row += rise;
      turning -= 1;
      out.push([row, column, rise, 0]);
      if (!turning) going = -going;
    }
    return out;
  }

  function spinnerIndex(table) {
    if (table.spinnerArm === null) return -1;
    return table.arms[table.spinnerArm].findIndex((p) => p.tile === table.spinner);
  }

  function centreColumn(table, columns) {
    const west = table.arms[W].length, east = table.arms[E].length, last = columns - 1;
    if (west + 1 + east <= columns) return west;
    let centre;
    if (west <= Math.floor(last / 2)) centre = west;
    else if (east <= last - Math.floor(last / 2)) centre = last - east;
    else centre = Math.floor(last / 2);
    let low = west ? 1 : 0, high = last - (east ? 1 : 0);
    const spinnerAt = spinnerIndex(table);
    if (table.spinnerArm === W) low = spinnerAt + 2;
    else if (table.spinnerArm === E) high = last - spinnerAt - 2;
    else if (table.spinner >= 0) { low = Math.max(low, 1); high = Math.min(high, last - 1); }
    return low <= high ? Math.max(low, Math.min(centre, high)) : low;
  }

  function crossArm(count, column, rise, last, height, flat) {
    const stem = height === null ? count : Math.min(count, Math.max(1, height));
    const out = [];
    for (let i = 1; i <= stem; i++) out.push([rise * i, column, rise, 0]);
    if (count === stem && (height === null || stem < Math.max(1, height))) {
      out.push([rise * (stem + 1), column, rise, 0]);
      return out;
    }
    let step = rise < 0 ? 1 : -1;
    if (flat) step = last - column >= column ? 1 : -1;
    const edge = step > 0 ? [column + 1, Math.max(last, column + 1)] : [Math.min(0, column - 1), column - 1];
    for (const [r, c, dr, dc] of snake(column + step, step, rise, count - stem, edge, 0)) out.push([rise * stem + r, c, dr, dc]);
    return out;
  }

  // a cell: [row, column, first, second, upright, latest, spinner, arm (-1 the lead), apart (R25)]
  function cellOf(row, column, placed, dr, dc, table, latest, arm, apart) {
    const [low, high] = HALVES[placed.tile];
    const backward = (dr === 0 && dc === -1) || (dr === -1 && dc === 0); // drawn outer half first
    const [first, second] = backward ? [placed.outer, placed.inner] : [placed.inner, placed.outer];
    let upright = dr !== 0;
    if (low === high) upright = !upright; // doubles stand crosswise (R13)
    return [row, column, first, second, upright ? 1 : 0, placed.tile === latest ? 1 : 0,
      placed.tile === table.spinner ? 1 : 0, arm, apart ? 1 : 0];
  }

  function arranged(table, latest, columns, height) {
    const lead = table.lead;
    if (!lead) return { rows: 0, cols: columns, tiles: [], ends: [] };
    const last = columns - 1;
    const centre = centreColumn(table, columns);
    const spinnerAt = spinnerIndex(table);
    let spinnerColumn = centre;
    if (table.spinnerArm === W) spinnerColumn = centre - spinnerAt - 1;
    else if (table.spinnerArm === E) spinnerColumn = centre + spinnerAt + 1;
    const spun = table.spinner >= 0;
    const edges = [[0, spun ? spinnerColumn - 2 : last], [spun ? spinnerColumn + 2 : 0, last]];
    const paths = [];
    for (const [arm, step, rise] of [[W, -1, -1], [E, 1, 1]]) {
      const keep = table.spinnerArm === arm ? spinnerAt + 1 : 0;
      paths[arm] = snake(centre + step, step, rise, table.arms[arm].length, edges[arm], keep);
    }
    for (const [arm, rise, line] of [[N, -1, W], [S, 1, E]]) {
      const flat = paths[line].every(([r]) => r === 0);
      paths[arm] = crossArm(table.arms[arm].length, spinnerColumn, rise, last, height, flat);
    }
    const raw = [[0, centre, lead, 0, 1, -1]];
    for (const arm of [W, E, N, S]) {
      table.arms[arm].forEach((placed, i) => {
        const [r, c, dr, dc] = paths[arm][i];
        raw.push([r, c, placed, dr, dc, arm]);
      });
    }
    const top = Math.min(...raw.map((x) => x[0]));
    const left = Math.min(0, ...raw.map((x) => x[1]));
    const tiles = raw.map(([r, c, placed, dr, dc, arm]) => cellOf(r - top, c - left, placed, dr, dc, table, latest, arm));
    const ends = [];
    for (const arm of [W, E, N, S]) {
      if (table.ends[arm] < 0) continue;
      const next = paths[arm][paths[arm].length - 1];
      ends.push([next[0] - top, next[1] - left, table.ends[arm]]);
    }
    return {
      rows: Math.max(...tiles.map((x) => x[0])) + 1,
      cols: Math.max(columns, Math.max(...tiles.map((x) => x[1])) + 1),
      tiles,
      ends,
    };
  }

  function arrange(table, latest, grid) {
    if (table.arms.length > ARMS.length) return fiveUpPage(table, latest, Math.max(3, grid[0]), grid[1]);
    for (let width = Math.max(3, grid[0]); ; width++) {
      const picture = arranged(table, latest, width, grid[1]);
      const taken = new Set(picture.tiles.map(([r, c]) => `${r},${c}`));
      if (taken.size === picture.tiles.length && !picture.ends.some(([r, c]) => taken.has(`${r},${c}`))) return picture;
    }
  }

  // ---- Five Up (spinner=every, R25): as arrange.py's _five_up, step for step ---------------

  const WAYS = [[-1, 0], [0, 1], [1, 0], [0, -1]];
  const spotKey = (r, c) => `${r},${c}`;
  const leftOf = ([dr, dc]) => [-dc, dr];
  const isDouble = (tile) => HALVES[tile][0] === HALVES[tile][1];

  // an arm's name as a record writes it: W, E, N, S, or its path from the lead (E3N)
  function armName(table, arm) {
    if (arm < ARMS.length) return ARMS[arm];
    const pip = (arm - 4) >> 1;
    const path = armName(table, table.stands[pip]);
    return `${path}${pip}${("WE".includes(path[path.length - 1]) ? "NS" : "WE")[(arm - 4) % 2]}`;
  }

  function going(row, column, way, rise, turn, low, high) {
    return { row, column, way, rise, turn, low, high, climbed: 0, fixed: true };
  }

  function fiveUpTable(table, columns, height) {
    const t = { table, last: columns - 1, height, taken: new Set(), kept: new Map(), going: [], jumps: 0 };
    t.free = (r, c, arm) => !t.taken.has(spotKey(r, c)) && (t.kept.has(spotKey(r, c)) ? t.kept.get(spotKey(r, c)) : arm) === arm;
    t.fits = (r, c, way, arm, double) => {
      if (!t.free(r, c, arm)) return false;
      if (!double) return true;
      const [dr, dc] = leftOf(way);
      return t.free(r + way[0], c + way[1], arm) && t.free(r + dr, c + dc, arm) && t.free(r - dr, c - dc, arm);
    };
    t.room = (r, c, way, arm, double, needed) => {
      const [dr, dc] = leftOf(way);
      const seen = new Set([spotKey(r, c)]);
      if (double) { seen.add(spotKey(r + dr, c + dc)); seen.add(spotKey(r - dr, c - dc)); }
      const starts = double ? [[r + way[0], c + way[1]]] : WAYS.map(([wr, wc]) => [r + wr, c + wc]);
      const todo = starts.filter(([sr, sc]) => !seen.has(spotKey(sr, sc)) && t.free(sr, sc, arm));
      for (const [sr, sc] of todo) seen.add(spotKey(sr, sc));
      let count = 0;
      while (todo.length && count < needed) {
        const [tr, tc] = todo.pop();
        count += 1;
        for (const [wr, wc] of WAYS) {
          const [nr, nc] = [tr + wr, tc + wc];
          if (!seen.has(spotKey(nr, nc)) && t.free(nr, nc, arm)) { seen.add(spotKey(nr, nc)); todo.push([nr, nc]); }
        }
      }
      return count;
    };
    t.ways = (g, double) => {
      const way = g.way;
      if (g.fixed) return [way];
      const reach = double ? 2 : 1;
      if (way[0] === 0) {
        const ahead = g.column + reach * way[1];
        const toward = [g.rise, 0], away = [-g.rise, 0];
        const inside = way[1] > 0 ? ahead <= g.high : ahead >= g.low;
        return inside ? [way, toward, away] : [toward, away, way];
      }
      const turn = [0, g.turn], other = [0, -g.turn];
      if (t.height === null || g.climbed + reach <= t.height) return [way, turn, other];
      return [turn, other, way];
    };
    t.nearest = (g, arm, double, needed) => {
      for (let distance = 1; ; distance++) {
        for (let dr = -distance; dr <= distance; dr++) {
          const across = distance - Math.abs(dr);
          for (const dc of across ? [-across, across] : [0]) {
            const [r, c] = [g.row + dr, g.column + dc];
            if (t.fits(r, c, g.way, arm, double) && t.room(r, c, g.way, arm, double, needed) >= needed) return [r, c];
          }
        }
      }
    };
    t.step = (arm, double, needed) => {
      const g = t.going[arm];
      let best = null, most = -1;
      for (const way of t.ways(g, double)) {
        const [r, c] = [g.row + way[0], g.column + way[1]];
        if (!t.fits(r, c, way, arm, double)) continue;
        const room = t.room(r, c, way, arm, double, needed);
        if (room >= needed) return [r, c, way, false];
        if (room > most) { best = [r, c, way, false]; most = room; }
      }
      if (best) return best;
      t.jumps += 1;
      return [...t.nearest(g, arm, double, needed), g.way, true];
    };
    t.label = (arm) => {
      const g = t.going[arm];
      for (const way of t.ways(g, false)) {
        const [r, c] = [g.row + way[0], g.column + way[1]];
        if (t.free(r, c, arm)) return [r, c];
      }
      for (const way of WAYS) {
        const [r, c] = [g.row + way[0], g.column + way[1]];
        if (t.free(r, c, t.kept.has(spotKey(r, c)) ? t.kept.get(spotKey(r, c)) : arm)) return [r, c];
      }
      t.jumps += 1;
      return t.nearest(g, arm, false, 0);
    };
    t.put = (arm, placed, r, c, way) => {
      t.taken.add(spotKey(r, c));
      const double = isDouble(placed.tile);
      if (arm < 0) { // the lead: the line leaves it west and east
        t.kept.set(spotKey(r, c - 1), W);
        t.kept.set(spotKey(r, c + 1), E);
        t.going[W] = going(r, c, [0, -1], -1, -1, 1, t.last - 1);
        t.going[E] = going(r, c, [0, 1], 1, 1, 1, t.last - 1);
      } else {
        const g = t.going[arm];
        if (way[0] === 0) g.climbed = 0;
        else if (way[0] === g.way[0] && way[1] === g.way[1]) g.climbed += 1;
        else { g.climbed = 1; g.rise = way[0]; g.turn = -g.way[1] || g.turn; } // a run up or down begins
        Object.assign(g, { row: r, column: c, way, fixed: double });
        if (double) t.kept.set(spotKey(r + way[0], c + way[1]), arm);
      }
      if (double) t.branch(arm, placed, r, c, way);
    };
    t.branch = (arm, placed, r, c, way) => { // a double's two arms, across its way
      const pip = placed.inner;
      const arms = placed.tile === table.spinner ? [N, S] : [4 + 2 * pip, 5 + 2 * pip];
      const name = arm < 0 ? "E" : armName(table, arm);
      const left = leftOf(way);
      const north = "EN".includes(name[name.length - 1]) ? left : [-left[0], -left[1]];
      [north, [-north[0], -north[1]]].forEach((side, k) => {
        const branch = arms[k];
        t.kept.set(spotKey(r + side[0], c + side[1]), branch);
        if (side[0]) t.going[branch] = going(r, c, side, side[0], branch > S ? way[1] : -side[0], 1, t.last - 1);
        else t.going[branch] = going(r, c, side, way[0], -side[1], 1, t.last - 1);
      });
    };
    return t;
  }

  function lineCentre(west, east, columns) {
    const low = 1, high = columns - 2, span = high - low, half = Math.floor(span / 2);
    if (west + east <= span || west <= half) return low + Math.min(west, span);
    if (east <= span - half) return high - east;
    return low + half;
  }

  function fiveUp(table, latest, columns, height) {
    const lead = table.lead;
    if (!lead) return [{ rows: 0, cols: columns, tiles: [], ends: [] }, 0];
    const t = fiveUpTable(table, columns, height);
    const centre = lineCentre(table.arms[W].length, table.arms[E].length, columns);
    t.put(-1, lead, 0, centre, [0, 1]);
    const played = [];
    table.arms.forEach((chain, arm) => chain.forEach((placed, i) => played.push([placed.turn, arm, i])));
    played.sort((a, b) => a[0] - b[0]);
    const where = table.arms.map(() => []);
    for (const [, arm, i] of played) {
      const chain = table.arms[arm], placed = chain[i];
      const [r, c, way, apart] = t.step(arm, isDouble(placed.tile), chain.length - i);
      t.put(arm, placed, r, c, way);
      where[arm][i] = [r, c, way, apart];
    }
    const labels = [];
    table.ends.forEach((pips, arm) => {
      if (pips < 0) return;
      const [r, c] = t.label(arm);
      t.taken.add(spotKey(r, c));
      labels.push([r, c, pips]);
    });
    const raw = [[0, centre, [0, 1], false, lead, -1]];
    table.arms.forEach((chain, arm) => chain.forEach((placed, i) => raw.push([...where[arm][i], placed, arm])));
    const top = Math.min(...raw.map((x) => x[0]));
    const left = Math.min(0, ...raw.map((x) => x[1]));
    const tiles = raw.map(([r, c, [dr, dc], apart, placed, arm]) => cellOf(r - top, c - left, placed, dr, dc, table, latest, arm, apart));
    return [{
      rows: Math.max(...tiles.map((x) => x[0])) + 1,
      cols: Math.max(columns, Math.max(...tiles.map((x) => x[1])) + 1),
      tiles,
      ends: labels.map(([r, c, pips]) => [r - top, c - left, pips]),
    }, t.jumps];
  }

  // as arrange.py's _five_up_page: a column wider, up to half as wide again, where a tile finds no room
  function fiveUpPage(table, latest, columns, height) {
    let [best, fewest] = fiveUp(table, latest, columns, height);
    for (let width = columns + 1; width <= columns + Math.floor(columns / 2) && fewest; width++) {
      const [picture, jumps] = fiveUp(table, latest, width, height);
      if (jumps < fewest) [best, fewest] = [picture, jumps];
    }
    return best;
  }

  // ---- words: as allfives_notation/board/terminal.py has them -----------------------------

  function endsText(table, countPoints) {
    if (!table.lead) return "nothing on the table yet";
    const parts = [];
    table.ends.forEach((end, arm) => {
      if (end < 0) return;
      const chain = table.arms[arm], name = armName(table, arm);
      const tip = chain[chain.length - 1];
      if (arm >= N && !chain.length) parts.push(`${name} ${end} (counts once played on)`);
      else if (!chain.length && table.centre) parts.push(`${name} ${end} (a free side of the lead)`);
      else if (tip && isDouble(tip.tile)) parts.push(`${name} ${end}-${end} (${table.counts[arm]})`);
      else parts.push(`${name} ${end}`);
    });
    if (table.centre) parts.push(`the lead double ${tileText(table.lead.tile)} counts ${table.centre} while a side is free`);
    const count = table.count;
    // what the count scores, by the rules' count table (R15, R20); a page of older data counts in fives
    const points = countPoints ? countPoints[count] || 0 : count > 0 && count % 5 === 0 ? count : 0;
    const scores = !points ? "" : points === count ? " (a multiple of five)" : ` (scores ${points})`;
    return `open ends ${parts.join(", ")}; count ${count}${scores}`;
  }

  function turnText(data, turn) {
    return `${data.seats[turn.seat]} ${turn.words}`;
  }

  function title(data, h, step) {
    const hand = data.hands[h];
    if (step > hand.turns.length) return `hand ${hand.number}, the end: ${hand.end.text}`;
    if (step === 0) return `hand ${hand.number}, the deal: ${data.seats[hand.leader]} leads`;
    return `hand ${hand.number}, turn ${step} of ${hand.turns.length}: ${turnText(data, turnOf(hand.turns[step - 1]))}`;
  }

  // the best option a study wrote on a judged turn, as the engine places it: [tile, where, flags, count]
  function bestPlay(data, h, s) {
    const a = ((data.hands[h].notes || {})[s] || {}).analysis;
    return a && a.bestPlay ? a.bestPlay : null;
  }

  // everything shown of one moment: what the tests hold equal to the Python drawing; with `best`,
  // the table before the turn with the study's best option on it in place of the move played
  function moment(g, index, best) {
    const data = game(g);
    const [h, s] = loaded.order[index];
    const play = best ? bestPlay(data, h, s) : null;
    const view = replay(data, h, play ? s - 1 : s);
    const table = view.table;
    if (play) {
      const [tile, where, flags, count] = play;
      place(table, { tile, where, flags }, s - 1);
      table.count = count;
      view.latest = tile;
      const mover = turnOf(data.hands[h].turns[s - 1]).seat, hand = view.hands[mover];
      const mine = hand.known.indexOf(tile); // the tile leaves the mover's hand, as the move played's would
      if (mine >= 0) hand.known.splice(mine, 1);
      else hand.hidden = Math.max(0, hand.hidden - 1);
      view.toPlay = data.next[mover];
    }
    return {
      ...(play ? { best: tileText(play[0]) + (play[1] >= 0 ? ` ${armName(table, play[1])}` : "") } : {}),
      title: title(data, h, s),
      ends: endsText(table, data.countPoints),
      count: table.count,
      tiles: (table.lead ? 1 : 0) + table.arms.reduce((n, arm) => n + arm.length, 0),
      boneyard: view.boneyard,
      scores: view.scores,
      toPlay: view.toPlay,
      problem: view.problem,
      spinner: table.spinner >= 0 ? tileText(table.spinner) : null,
      hands: view.hands.map((seat) => ({ known: seat.known.map((id) => [HALVES[id][1], HALVES[id][0]]), hidden: seat.hidden })),
      names: table.arms.map((_, arm) => arm < ARMS.length || table.stands[(arm - 4) >> 1] >= 0 ? armName(table, arm) : ""),
      wide: arrange(table, view.latest, WIDE),
      narrow: arrange(table, view.latest, NARROW),
    };
  }

  // ---- drawing ---------------------------------------------------------------------------

  function el(name, attrs, parent, text) {
    const node = name.startsWith("svg:") ? document.createElementNS(SVG, name.slice(4)) : document.createElement(name);
    for (const [key, value] of Object.entries(attrs || {})) node.setAttribute(key, value);
    if (text !== undefined) node.textContent = text;
    if (parent) parent.appendChild(node);
    return node;
  }

  function halfPips(group, n, x, y, size, upright) {
    for (const [a, b] of PIPS[n]) {
      const [col, row] = upright ? [b, a] : [a, b]; // a six runs along the tile
      el("svg:circle", { cx: x + (col * size) / 4, cy: y + (row * size) / 4, r: size * 0.09 }, group);
    }
  }

  // a tile with `first` on the left (or on top when upright), its top-left corner at x, y
  function tile(parent, x, y, first, second, upright, half, attrs) {
    const group = el("svg:g", attrs, parent);
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

  function drawBoard(shown) {
    const box = $("board");
    box.replaceChildren();
    const board = wide.matches ? shown.wide : shown.narrow;
    if (!board.tiles.length) {
      const svg = el("svg:svg", { viewBox: `0 0 ${board.cols * CELL} ${CELL}`, role: "img" }, box);
      el("svg:text", { x: (board.cols * CELL) / 2, y: CELL / 2 + 6, "text-anchor": "middle", class: "empty" }, svg, "nothing on the table yet");
      return;
    }
    // the tiles and the ends' labels, centred across the grid's width, with a quarter cell of margin
    const cells = board.tiles.concat(board.ends);
    const rows = cells.map((x) => x[0]), cols = cells.map((x) => x[1]);
    const [top, bottom, left, right] = [Math.min(...rows), Math.max(...rows), Math.min(...cols), Math.max(...cols)];
    const across = Math.max(board.cols, right - left + 1);
    const x0 = (left - (across - (right - left + 1)) / 2) * CELL - CELL / 4;
    const viewBox = `${x0} ${top * CELL - CELL / 4} ${across * CELL + CELL / 2} ${(bottom - top + 1) * CELL + CELL / 2}`;
    const svg = el("svg:svg", { viewBox, role: "img" }, box);
    el("svg:title", {}, svg, shown.best ? `The study's best option, ${shown.best}, on the table in place of the move played. ${shown.ends}`
      : `${shown.tiles} tiles on the table. ${shown.ends}`);
    board.tiles.forEach((cell, i) => { // Five Up (R25): a dashed link to a tile drawn apart from its arm
      if (!cell[8]) return;
      const arm = cell[7], before = i && board.tiles[i - 1][7] === arm ? board.tiles[i - 1] : armBase(board, arm);
      el("svg:line", { class: "apart-link", x1: before[1] * CELL + CELL / 2, y1: before[0] * CELL + CELL / 2,
        x2: cell[1] * CELL + CELL / 2, y2: cell[0] * CELL + CELL / 2 }, svg);
    });
    const half = CELL / 2 - 1;
    for (const [row, col, first, second, upright, latest, spinner, arm, apart] of board.tiles) {
      const x = col * CELL + (upright ? CELL / 4 : 1);
      const y = row * CELL + (upright ? 1 : CELL / 4);
      const classes = "tile" + (latest ? (shown.best ? " best" : " latest") : "") + (spinner ? " spinner" : "") + (apart ? " apart" : "");
      const drawn = tile(svg, x, y, first, second, !!upright, half, { class: classes, "data-arm": arm < 0 ? "lead" : shown.names[arm] });
      if (apart) drawn.querySelector("title").textContent += `, drawn apart: no room beside the tile before it on ${shown.names[arm]}`;
    }
    board.ends.forEach(([row, col, pips], i) => { // what each open end shows, where its next tile would go
      const badge = el("svg:g", { class: "end" }, svg);
      el("svg:circle", { cx: col * CELL + CELL / 2, cy: row * CELL + CELL / 2, r: CELL / 5 }, badge);
      el("svg:text", { x: col * CELL + CELL / 2, y: row * CELL + CELL / 2 + 6, "text-anchor": "middle" }, badge, pips);
      badge.dataset.end = String(i);
    });
  }

  // the cell of the tile an arm leaves: the lead for W and E, the spinner for N and S, its double for a later arm
  function armBase(board, arm) {
    if (arm < N) return board.tiles.find((cell) => cell[7] < 0);
    if (arm < ARMS.length) return board.tiles.find((cell) => cell[6]);
    const pip = (arm - 4) >> 1;
    return board.tiles.find((cell) => cell[2] === pip && cell[3] === pip);
  }

  function scoreLine(data, scores) {
    if (!scores) return "score not known";
    return data.sides.map((name, side) => `${name} ${scores[side]}`).join(" \u00b7 ");
  }

  const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;

  function drawSeats(data, shown) {
    const box = $("hands");
    box.replaceChildren();
    shown.hands.forEach((seatHand, seat) => {
      const row = el("div", { class: "seat" + (shown.toPlay === seat ? " to-play" : ""), "data-seat": seat }, box);
      const name = el("div", { class: "name" }, row, data.seats[seat]);
      const side = data.sideOf[seat];
      const score = shown.scores ? shown.scores[side] : "?";
      const team = data.sides[side] !== data.seats[seat] ? ` (${data.sides[side]})` : "";
      el("small", { class: "score" }, name, `${score} points${team}`);
      const count = seatHand.known.length + seatHand.hidden;
      const half = 30;
      const tiles = el("div", { class: "tiles", title: plural(count, "tile") + (seatHand.hidden ? `, ${seatHand.hidden} not known` : "") }, row);
      const one = () => el("svg:svg", { viewBox: `0 0 ${2 * half + 2} ${half + 2}`, role: "img" }, tiles);
      seatHand.known.forEach(([a, b]) => tile(one(), 1, 1, a, b, false, half, { class: "tile in-hand" }));
      for (let i = 0; i < seatHand.hidden; i++) back(one(), 1, 1, half);
      if (!count) el("span", { class: "none" }, tiles, "no tiles");
    });
    $("boneyard").textContent = `Boneyard: ${plural(shown.boneyard, "tile")} \u00b7 ${scoreLine(data, shown.scores)} \u00b7 target ${data.target}`;
  }

  function findingList(list, findings) {
    list.replaceChildren();
    for (const f of findings || []) {
      const item = el("li", { class: "finding " + f.severity }, list);
      el("span", { class: "code" }, item, f.code);
      item.appendChild(document.createTextNode(`${f.message}${f.rule ? ` (${f.rule})` : ""} \u2014 ${f.where}`));
    }
  }

  // a step's words, comments, glyphs and analysis: [label, text, note]
  function stepWords(data, h, s) {
    const hand = data.hands[h];
    if (s > hand.turns.length) return ["end", hand.end.text, { comments: hand.end.comments }];
    if (s === 0) return ["deal", `${data.seats[hand.leader]} leads`, { comments: hand.comments }];
    return [String(s), turnText(data, turnOf(hand.turns[s - 1])), (hand.notes || {})[s] || {}];
  }

  function drawTurn(data, h, s, shown) {
    const [, words, note] = stepWords(data, h, s);
    $("moment").textContent = shown.title.replace(/:.*$/, "");
    const text = $("turn-text");
    text.replaceChildren();
    for (const word of words.split(" ")) {
      const cls = s > 0 && s <= data.hands[h].turns.length && /^\+\d+$/.test(word) ? "points"
        : (note.glyphs || []).includes(word) ? "glyph" : "";
      el("span", cls ? { class: cls } : {}, text, word);
      text.appendChild(document.createTextNode(" "));
    }
    const ends = $("ends");
    ends.replaceChildren();
    ends.appendChild(document.createTextNode(shown.ends.replace(/; count.*$/, "") + " \u2014 "));
    el("span", { class: "count" }, ends, `count ${shown.count}`);
    ends.appendChild(document.createTextNode(shown.spinner ? ` \u2014 spinner ${shown.spinner}` : ""));
    const analysis = $("analysis");
    const a = note.analysis;
    analysis.hidden = !a;
    analysis.replaceChildren();
    if (a) {
      // a value with its 95% interval's half-width (1.96 standard errors), where the record gives its error
      const sure = (v, e, scale, digits) => `${(v * scale).toFixed(digits)}${e ? ` \u00b1 ${(1.96 * e * scale).toFixed(digits)}` : ""}`;
      const parts = [];
      if (a.eval !== null) parts.push(`value ${sure(a.eval, a.evalError, 1, 1)}`);
      if (a.best) parts.push(`best ${a.best}${a.bestValue !== null ? ` (${sure(a.bestValue, a.bestError, 1, 1)})` : ""}`);
      if (a.count !== null) parts.push(`count ${a.count}`);
      if (a.win !== null) {
        const best = a.bestWin !== undefined ? `, the best ${Math.round(a.bestWin * 100)}%` : "";
        parts.push(`chance to win ${sure(a.win, a.winError, 100, 0)}%${best}`);
      }
      analysis.textContent = parts.join(" \u00b7 ");
      if (a.loss !== undefined) { // the record's own [%loss]: against the best other option, in chance where ranked so
        const chance = a.win !== null;
        const text = a.loss >= 0
          ? `gives away ${sure(a.loss, a.lossError, chance ? 100 : 1, chance ? 0 : 1)}${chance ? "% chance to win" : ""}`
          : `ahead of every other option by ${sure(-a.loss, a.lossError, chance ? 100 : 1, chance ? 0 : 1)}${chance ? "% chance to win" : ""}`;
        el("span", { class: a.loss > 0.005 ? "loss" : "lead" }, analysis, ` \u00b7 ${text}`);
      } else if (a.eval !== null && a.bestValue !== null && a.bestValue - a.eval > 0.05) {
        el("span", { class: "loss" }, analysis, ` \u00b7 loses ${(a.bestValue - a.eval).toFixed(1)}`);
      }
    }
    if (a && a.bestPlay) { // the best option drawn on the table, at a press
      const button = el("button", { id: "show-best", type: "button", "aria-pressed": shown.best ? "true" : "false",
        title: "Show the study's best option on the table (b)" }, analysis,
        shown.best ? "Show the move played" : `Show the best, ${a.best}, on the table`);
      button.addEventListener("click", toggleBest);
    }
    const comments = $("comments");
    comments.replaceChildren();
    for (const c of note.comments || []) el("li", {}, comments, c);
    findingList($("findings"), (data.hands[h].findings || {})[s]);
    $("problem").hidden = !shown.problem;
    $("problem").textContent = shown.problem || "";
  }

  function drawList(data) {
    const list = $("turns");
    list.replaceChildren();
    data.hands.forEach((hand, h) => {
      el("li", { class: "hand-head" }, list, `Hand ${hand.number}`);
      for (let s = 0; s < steps(hand); s++) {
        const [label, words, note] = stepWords(data, h, s);
        const item = el("li", { "data-hand": h, "data-step": s }, list);
        if ((hand.findings || {})[s]) item.classList.add("has-finding");
        const link = el("a", { href: fragment(data, h, s) }, item);
        el("span", { class: "n" }, link, label);
        el("span", { class: "t" }, link, words);
        if (note.analysis && note.analysis.eval !== null) el("span", { class: "v" }, link, note.analysis.eval.toFixed(1));
      }
    });
  }

  function drawChart(data) {
    const box = $("chart");
    box.replaceChildren();
    const order = loaded.order;
    const all = loaded.scores;
    const known = all.filter((s) => s);
    if (!known.length) return;
    const w = 600, h = 190, pad = 34;
    const values = known.flat().concat([0, data.target]);
    const lo = Math.min(...values), hi = Math.max(...values);
    const x = (i) => pad + (i * (w - pad - 8)) / Math.max(1, all.length - 1);
    const y = (v) => h - 18 - ((v - lo) * (h - 36)) / Math.max(1, hi - lo);
    const svg = el("svg:svg", { viewBox: `0 0 ${w} ${h}`, role: "img" }, box);
    el("svg:title", {}, svg, "The score race");
    el("svg:line", { x1: pad, x2: w - 8, y1: y(data.target), y2: y(data.target), stroke: "#999", "stroke-dasharray": "4 4" }, svg);
    el("svg:text", { x: 2, y: y(data.target) + 4, "font-size": 15, fill: "#777" }, svg, data.target);
    el("svg:text", { x: 2, y: y(0) + 4, "font-size": 15, fill: "#777" }, svg, 0);
    el("svg:line", { x1: pad, x2: w - 8, y1: y(0), y2: y(0), stroke: "#ccc" }, svg);
    data.hands.forEach((_, k) => { // a faint line where each hand starts
      if (!k) return;
      const i = order.findIndex(([mh]) => mh === k);
      el("svg:line", { x1: x(i), x2: x(i), y1: 20, y2: h - 18, stroke: "#e4e0d6" }, svg);
    });
    data.sides.forEach((name, side) => {
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

  // the study's values across the game, from the first side's point of view (as lichess draws it):
  // a point at each turn whose record carries [%eval], with its 95% interval; two sides only
  function drawEvals(data) {
    const box = $("evals");
    box.replaceChildren();
    box.hidden = true;
    const order = loaded.order;
    if (data.sides.length !== 2) return;
    const found = [];
    order.forEach(([h, s], i) => {
      const a = ((data.hands[h].notes || {})[s] || {}).analysis;
      if (!a || a.eval === null || s < 1 || s > data.hands[h].turns.length) return;
      const sign = data.sideOf[turnOf(data.hands[h].turns[s - 1]).seat] === 0 ? 1 : -1;
      found.push({ i, v: sign * a.eval, e: 1.96 * (a.evalError || 0), h, s });
    });
    if (!found.length) return;
    box.hidden = false;
    const w = 600, h = 150, pad = 34;
    const top = Math.max(10, ...found.map((p) => Math.abs(p.v) + p.e));
    const x = (i) => pad + (i * (w - pad - 8)) / Math.max(1, order.length - 1);
    const y = (v) => h / 2 - (v * (h / 2 - 16)) / top;
    const svg = el("svg:svg", { viewBox: `0 0 ${w} ${h}`, role: "img" }, box);
    el("svg:title", {}, svg, `The study's values, for ${data.sides[0]}`);
    el("svg:line", { x1: pad, x2: w - 8, y1: y(0), y2: y(0), stroke: "#999" }, svg);
    el("svg:text", { x: 2, y: y(0) + 4, "font-size": 15, fill: "#777" }, svg, 0);
    el("svg:text", { x: 2, y: y(top) + 10, "font-size": 13, fill: "#777" }, svg, `+${Math.round(top)}`);
    el("svg:text", { x: pad + 6, y: 14, "font-size": 14, "font-weight": 600, fill: SIDE_COLOURS[0], class: "legend" }, svg,
      `points to the hand's end for ${data.sides[0]}`);
    for (const p of found) {
      el("svg:line", { x1: x(p.i), x2: x(p.i), y1: y(p.v + p.e), y2: y(p.v - p.e), stroke: "#bbb", class: "interval" }, svg);
    }
    el("svg:polyline", { points: found.map((p) => `${x(p.i).toFixed(1)},${y(p.v).toFixed(1)}`).join(" "), fill: "none",
      stroke: SIDE_COLOURS[0], "stroke-width": 2 }, svg);
    for (const p of found) {
      const dot = el("svg:circle", { cx: x(p.i).toFixed(1), cy: y(p.v).toFixed(1), r: 4, fill: SIDE_COLOURS[p.v >= 0 ? 0 : 1],
        class: "eval", "data-hand": p.h, "data-step": p.s, "data-value": p.v.toFixed(1) }, svg);
      el("svg:title", {}, dot, `${data.sides[0]} ${p.v >= 0 ? "+" : ""}${p.v.toFixed(1)}`);
      dot.addEventListener("click", () => { at.index = p.i; show(); });
    }
    el("svg:line", { id: "evalnow", x1: x(0), x2: x(0), y1: 16, y2: h - 4, stroke: "#f5b700", "stroke-width": 3 }, svg);
  }

  // each player's study figures, as the record's own [%loss] commands and glyphs give them
  function drawStudy(data) {
    const box = $("study");
    box.replaceChildren();
    const figures = data.study || [];
    box.hidden = !figures.length;
    if (!figures.length) return;
    const chance = figures.some((f) => f.chanceDecisions);
    const table = el("table", {}, box);
    el("caption", {}, table, "The study, player by player (\u00b1 the 95% interval)");
    const head = el("tr", {}, el("thead", {}, table));
    const columns = ["Player", "Decisions", "Points lost", ...(chance ? ["Chance given away"] : []), "Accuracy", "?!", "?", "??"];
    for (const name of columns) el("th", { scope: "col" }, head, name);
    const body = el("tbody", {}, table);
    for (const f of figures) {
      const row = el("tr", {}, body);
      el("th", { scope: "row" }, row, f.name);
      const cell = (text) => el("td", { class: "n" }, row, text);
      const ranked = f.decisions - f.chanceDecisions;
      cell(String(f.decisions));
      cell(ranked ? `${f.lost.toFixed(1)}${f.lostError ? ` \u00b1 ${(1.96 * f.lostError).toFixed(1)}` : ""}` : "\u2013");
      if (chance) {
        const pct = (v) => (100 * v).toFixed(0);
        cell(f.chanceDecisions ? `${pct(f.chanceLost)}%${f.chanceLostError ? ` \u00b1 ${pct(1.96 * f.chanceLostError)}` : ""} over ${plural(f.chanceDecisions, "decision")}` : "\u2013");
      }
      cell(f.decisions ? `${Math.round((100 * f.accurate) / f.decisions)}%` : "\u2013");
      for (const glyph of ["?!", "?", "??"]) cell(String(f.glyphs[glyph] || 0));
    }
  }

  function fragment(data, h, s) {
    const g = at.game ? `g${at.game + 1}` : "";
    return `#${g}h${data.hands[h].number}t${s}`;
  }

  // on a laptop the turn list stands beside the board: it ends at the window's bottom, wherever
  // the page is scrolled, so that every turn in it can be scrolled into sight
  function fitList() {
    const list = $("moves");
    list.style.maxHeight = wide.matches ? `${window.innerHeight - Math.max(10, list.getBoundingClientRect().top) - 10}px` : "";
  }

  // keep the moment shown in sight in the turn list, scrolling the list only (never the page): in
  // the part of the list the window shows, or in the whole list where the window shows none of it
  function follow(item) {
    fitList();
    const list = $("moves");
    const box = list.getBoundingClientRect(), it = item.getBoundingClientRect();
    let top = Math.max(box.top, 0), bottom = Math.min(box.bottom, window.innerHeight);
    if (bottom - top < 2 * it.height) [top, bottom] = [box.top, box.bottom];
    if (it.top < top || it.bottom > bottom) list.scrollTop += it.top - (top + bottom) / 2 + it.height / 2;
  }

  function show() {
    const data = game(at.game);
    const order = loaded.order;
    at.index = Math.max(0, Math.min(at.index, order.length - 1));
    const [h, s] = order[at.index];
    if (bestAt !== at.index) bestAt = null; // another moment: the moves as played
    const shown = moment(at.game, at.index, bestAt === at.index);
    drawBoard(shown);
    drawTurn(data, h, s, shown);
    drawSeats(data, shown);
    document.title = `${data.title} \u2014 ${shown.title.replace(/:.*$/, "")}`;
    const slider = $("slider");
    slider.max = String(order.length - 1);
    slider.value = String(at.index);
    slider.setAttribute("aria-valuetext", shown.title);
    for (const item of document.querySelectorAll("#turns li.current")) item.classList.remove("current");
    const item = document.querySelector(`#turns li[data-hand="${h}"][data-step="${s}"]`);
    if (item) {
      item.classList.add("current");
      follow(item);
    }
    for (const now of [document.getElementById("now"), document.getElementById("evalnow")]) { // the moment in both charts
      if (!now) continue;
      const w = 600, pad = 34;
      const nx = pad + (at.index * (w - pad - 8)) / Math.max(1, order.length - 1);
      now.setAttribute("x1", nx);
      now.setAttribute("x2", nx);
    }
    const want = fragment(data, h, s);
    if (location.hash !== want) history.replaceState(null, "", want);
  }

  function loadGame(g) {
    at = { game: g, index: 0 };
    const data = game(g);
    $("title").textContent = data.title;
    const result = data.result ? `won by ${data.result}` : "unfinished";
    $("meta").textContent = `${data.rules} \u00b7 view: ${data.view} \u00b7 ${result} \u00b7 ${data.verdict}`;
    findingList($("game-findings"), data.findings);
    $("picker").value = String(g);
    drawList(data);
    drawChart(data);
    drawEvals(data);
    drawStudy(data);
    bestAt = null;
    $("moves").scrollTop = 0;
  }

  function fromFragment() {
    const found = /^#(?:g(\d+))?h(\d+)t(\d+)$/.exec(location.hash);
    if (!found) return false;
    const g = found[1] ? Number(found[1]) - 1 : 0;
    if (!LIST[g]) return false;
    if (g !== at.game || !$("turns").childElementCount) loadGame(g);
    const data = game(g);
    const h = data.hands.findIndex((hand) => hand.number === Number(found[2]));
    if (h < 0) return false;
    const s = Math.min(Number(found[3]), steps(data.hands[h]) - 1);
    at.index = loaded.order.findIndex(([mh, ms]) => mh === h && ms === s);
    return true;
  }

  function toggleBest() {
    const [h, s] = loaded.order[at.index];
    bestAt = bestAt === at.index || !bestPlay(game(at.game), h, s) ? null : at.index;
    show();
  }

  function move(by) {
    at.index += by;
    show();
  }

  function toHand(by) {
    const data = game(at.game);
    const order = loaded.order;
    const h = Math.max(0, Math.min(data.hands.length - 1, order[at.index][0] + by));
    at.index = order.findIndex(([mh]) => mh === h);
    show();
  }

  const picker = $("picker");
  if (LIST.length > 1) {
    picker.hidden = false;
    LIST.forEach((listed, g) => {
      const result = listed.result ? `won by ${listed.result}` : "unfinished";
      el("option", { value: g }, picker, `Game ${g + 1}: ${listed.title} \u00b7 ${result} \u00b7 ${listed.verdict}`);
    });
    picker.addEventListener("change", () => {
      loadGame(Number(picker.value));
      show();
      picker.blur(); // the keys step through the game picked, not through the list of games
    });
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
    at.index = loaded.order.findIndex(([h, s]) => h === Number(item.dataset.hand) && s === Number(item.dataset.step));
    show();
  });
  document.addEventListener("keydown", (e) => {
    if (["SELECT", "INPUT"].includes(e.target.tagName) || e.altKey || e.ctrlKey || e.metaKey) return;
    const keys = { ArrowLeft: () => move(-1), ArrowRight: () => move(1), ArrowUp: () => toHand(-1),
      ArrowDown: () => toHand(1), Home: () => { at.index = 0; show(); }, End: () => { at.index = Infinity; show(); },
      b: toggleBest };
    if (keys[e.key]) { e.preventDefault(); keys[e.key](); }
  });
  window.addEventListener("hashchange", () => { if (fromFragment()) show(); });
  wide.addEventListener("change", show);
  window.addEventListener("scroll", fitList, { passive: true });
  window.addEventListener("resize", fitList);
  // for the tests and for anyone curious: every moment as the page works it out
  window.allfivesViewer = {
    games: LIST.length,
    moments: (g) => { game(g); return loaded.order.length; },
    moment,
    show: (g, index) => { if (g !== at.game) loadGame(g); at.index = index; show(); },
  };
  if (!fromFragment()) loadGame(0);
  show();
})();
