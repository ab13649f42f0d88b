// Five Up (R25) on a phone, as tests/board/test_browser.py checks it: at every moment of game `g`,
// in the page's own pixels, a tile outside the board or the window's width, two tiles overlapping,
// a tile over an end's label, a tile left out. Returns them in words, with the smallest tile's
// short side and how wide the page scrolls.
(g) => {
  const faults = [];
  let smallest = Infinity;
  const inside = (a, b) => a.left >= b.left - 0.5 && a.right <= b.right + 0.5 && a.top >= b.top - 0.5 && a.bottom <= b.bottom + 0.5;
  const overlap = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5
    && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
  for (let i = 0; i < allfivesViewer.moments(g); i++) {
    allfivesViewer.show(g, i);
    const at = `${location.hash}`;
    const board = document.getElementById("board").getBoundingClientRect();
    const svg = document.querySelector("#board svg").getBoundingClientRect();
    const tiles = [...document.querySelectorAll("#board g.tile rect.face")].map((r) => r.getBoundingClientRect());
    const labels = [...document.querySelectorAll("#board g.end circle")].map((c) => c.getBoundingClientRect());
    if (tiles.length !== allfivesViewer.moment(g, i).tiles) faults.push(`${at}: ${tiles.length} tiles drawn`);
    if (board.left < 0 || board.right > window.innerWidth) faults.push(`${at}: the board is wider than the window`);
    if (!inside(svg, board)) faults.push(`${at}: the picture is cut off by the board`);
    tiles.forEach((a, k) => {
      smallest = Math.min(smallest, a.width, a.height);
      if (!inside(a, svg)) faults.push(`${at}: a tile outside the picture`);
      for (const b of tiles.slice(k + 1)) if (overlap(a, b)) faults.push(`${at}: two tiles overlap`);
      for (const c of labels) if (overlap(a, c)) faults.push(`${at}: a tile over an end's label`);
    });
  }
  return { faults, smallest, wide: document.documentElement.scrollWidth };
}
