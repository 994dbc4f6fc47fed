/** The touch test's grid: columns across, rows down, filling the screen. */
export const TOUCH_COLUMNS = 6;
export const TOUCH_ROWS = 10;
export const TOUCH_CELLS = TOUCH_COLUMNS * TOUCH_ROWS;

export interface GridBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The cell under a point of the grid (row by row from the top left), or null outside it. */
export function cellAt(
  box: GridBox,
  x: number,
  y: number,
  columns = TOUCH_COLUMNS,
  rows = TOUCH_ROWS,
): number | null {
  const dx = x - box.left;
  const dy = y - box.top;
  if (dx < 0 || dy < 0 || dx >= box.width || dy >= box.height) return null;
  const column = Math.min(columns - 1, Math.floor((dx / box.width) * columns));
  const row = Math.min(rows - 1, Math.floor((dy / box.height) * rows));
  return row * columns + column;
}

/**
 * The cells a finger crossed between two points of a stroke: pointer events come some pixels apart on a quick
 * swipe, and a cell the finger passed over between two of them was touched all the same.
 */
export function cellsAlong(
  box: GridBox,
  from: { x: number; y: number },
  to: { x: number; y: number },
  columns = TOUCH_COLUMNS,
  rows = TOUCH_ROWS,
): number[] {
  const step = Math.min(box.width / columns, box.height / rows) / 3;
  const distance = Math.hypot(to.x - from.x, to.y - from.y);
  const count = Math.max(1, Math.ceil(distance / step));
  const cells = new Set<number>();
  for (let i = 0; i <= count; i += 1) {
    const cell = cellAt(
      box,
      from.x + ((to.x - from.x) * i) / count,
      from.y + ((to.y - from.y) * i) / count,
      columns,
      rows,
    );
    if (cell !== null) cells.add(cell);
  }
  return [...cells];
}

/** The cells not touched, in order: the dead zones shown after Done. */
export function deadCells(filled: ReadonlySet<number>, total = TOUCH_CELLS): number[] {
  const dead: number[] = [];
  for (let cell = 0; cell < total; cell += 1) if (!filled.has(cell)) dead.push(cell);
  return dead;
}
