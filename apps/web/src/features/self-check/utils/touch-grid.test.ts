import { describe, expect, it } from 'vitest';
import { cellAt, cellsAlong, deadCells, TOUCH_CELLS, TOUCH_COLUMNS } from './touch-grid.ts';

const BOX = { left: 0, top: 0, width: 360, height: 600 };

describe('touch grid', () => {
  it('finds the cell under a point, row by row, and none outside the grid', () => {
    expect(cellAt(BOX, 1, 1)).toBe(0);
    expect(cellAt(BOX, 359, 1)).toBe(TOUCH_COLUMNS - 1);
    expect(cellAt(BOX, 1, 61)).toBe(TOUCH_COLUMNS);
    expect(cellAt(BOX, 359.9, 599.9)).toBe(TOUCH_CELLS - 1);
    expect(cellAt(BOX, -1, 10)).toBeNull();
    expect(cellAt(BOX, 10, 600)).toBeNull();
  });

  it('counts every cell a quick swipe crossed between two pointer events', () => {
    // Across the top row in one jump: all six cells.
    expect(cellsAlong(BOX, { x: 5, y: 5 }, { x: 355, y: 5 }).sort((a, b) => a - b)).toEqual([
      0, 1, 2, 3, 4, 5,
    ]);
  });

  it('leaves untouched cells as dead zones, and none once all are filled', () => {
    const filled = new Set<number>();
    for (let y = 30; y < 600; y += 60)
      for (const cell of cellsAlong(BOX, { x: 5, y }, { x: 355, y })) filled.add(cell);
    expect(deadCells(filled)).toEqual([]);
    filled.delete(17);
    filled.delete(42);
    expect(deadCells(filled)).toEqual([17, 42]);
  });
});
