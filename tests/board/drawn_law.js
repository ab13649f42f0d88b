// The law of tests/board/laws.py, checked on the board as the page draws it: each tile's
// rectangle and each end's label, in the SVG's own units, at every moment of game `g`.
// Returns what breaks it, in words.
(g) => {
  const faults = [];
  const CELL = 64, HALF = CELL / 2;
  const boxOf = (group) => {
    const rect = group.querySelector("rect");
    const [x, y, w, h] = ["x", "y", "width", "height"].map((k) => Number(rect.getAttribute(k)));
    return { arm: group.dataset.arm, spinner: group.classList.contains("spinner"), x, y, w, h, cx: x + w / 2, cy: y + h / 2 };
  };
  const overlap = (a, b) =>
    Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > 0.5 && Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > 0.5;
  for (let i = 0; i < allfivesViewer.moments(g); i++) {
    allfivesViewer.show(g, i);
    const at = `game ${g + 1}, ${location.hash}`;
    const svg = document.querySelector("#board svg");
    const [vx, vy, vw, vh] = svg.getAttribute("viewBox").split(" ").map(Number);
    const tiles = [...svg.querySelectorAll("g.tile")].map(boxOf);
    const labels = [...svg.querySelectorAll("g.end circle")].map((c) => [Number(c.getAttribute("cx")), Number(c.getAttribute("cy"))]);
    tiles.forEach((a, k) => {
      if (a.x < vx || a.y < vy || a.x + a.w > vx + vw || a.y + a.h > vy + vh) faults.push(`${at}: a tile outside the board`);
      for (const b of tiles.slice(k + 1)) if (overlap(a, b)) faults.push(`${at}: two tiles overlap`);
      for (const [cx, cy] of labels) {
        if (cx > a.x && cx < a.x + a.w && cy > a.y && cy < a.y + a.h) faults.push(`${at}: a tile over an end's label`);
      }
    });
    const lead = tiles.find((t) => t.arm === "lead"), spinner = tiles.find((t) => t.spinner);
    if (!lead || !spinner) continue;
    const main = lead.cy, column = spinner.cx;
    const bent = (arm) => tiles.filter((t) => t.arm === arm && Math.abs(t.cy - main) > HALF);
    const bends = { W: bent("W"), E: bent("E") };
    for (const t of bends.W) {
      if (!(t.cy < main - HALF && t.cx < column - HALF)) faults.push(`${at}: the west line bends where an arm of the spinner is or could be`);
    }
    for (const t of bends.E) {
      if (!(t.cy > main + HALF && t.cx > column + HALF)) faults.push(`${at}: the east line bends where an arm of the spinner is or could be`);
    }
    for (const [arm, line, above] of [["N", "W", true], ["S", "E", false]]) {
      for (const t of tiles.filter((t) => t.arm === arm)) {
        if (above ? t.cy > main - HALF : t.cy < main + HALF) faults.push(`${at}: the ${arm} arm crosses the line`);
        const turned = Math.abs(t.cx - column) > HALF;
        if (turned && bends[line].length && t.cx < column === (line === "W")) faults.push(`${at}: the ${arm} arm turns into the ${line} line's bends`);
      }
    }
  }
  return faults;
}
