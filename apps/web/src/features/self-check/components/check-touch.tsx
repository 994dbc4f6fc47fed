import { sc_retry } from '@phonix/shared/messages/sc_retry';
import { sc_touch_all } from '@phonix/shared/messages/sc_touch_all';
import { sc_touch_count } from '@phonix/shared/messages/sc_touch_count';
import { sc_touch_dead } from '@phonix/shared/messages/sc_touch_dead';
import { sc_touch_done } from '@phonix/shared/messages/sc_touch_done';
import { sc_touch_grid } from '@phonix/shared/messages/sc_touch_grid';
import { sc_touch_help } from '@phonix/shared/messages/sc_touch_help';
import { sc_touch_map } from '@phonix/shared/messages/sc_touch_map';
import { sc_touch_start } from '@phonix/shared/messages/sc_touch_start';
import type { SelfCheckOutcome } from '@phonix/shared/self-check';
import { Hand } from 'lucide-react';
import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import {
  cellAt,
  cellsAlong,
  deadCells,
  TOUCH_CELLS,
  TOUCH_COLUMNS,
  TOUCH_ROWS,
} from '../utils/touch-grid.ts';
import { enterFullscreen, exitFullscreen } from './check-fullscreen.ts';

/** The seller has this long to fill the grid; what is left unfilled then is a dead zone. */
const TOUCH_SECONDS = 45;

export function TouchCheck({
  result,
  onResult,
}: {
  result: SelfCheckOutcome | null;
  onResult: (outcome: SelfCheckOutcome | null, dead?: number[]) => void;
}) {
  const [running, setRunning] = useState(false);
  const [filled, setFilled] = useState<ReadonlySet<number>>(new Set());
  const [dead, setDead] = useState<number[] | null>(null);
  const grid = useRef<HTMLDivElement>(null);
  const filledRef = useRef(new Set<number>());
  const lastPoints = useRef(new Map<number, { x: number; y: number }>());

  const finish = useCallback(() => {
    exitFullscreen();
    setRunning(false);
    window.scrollTo({ top: 0 });
    const missing = deadCells(filledRef.current);
    setDead(missing);
    onResult(missing.length === 0 ? 'passed' : 'failed', missing);
  }, [onResult]);

  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(finish, TOUCH_SECONDS * 1000);
    return () => window.clearTimeout(timer);
  }, [running, finish]);

  // Every cell filled: the test is done without waiting for Done.
  useEffect(() => {
    if (!running || filled.size < TOUCH_CELLS) return;
    const timer = window.setTimeout(finish, 400);
    return () => window.clearTimeout(timer);
  }, [running, filled, finish]);

  const begin = () => {
    filledRef.current = new Set();
    lastPoints.current.clear();
    setFilled(new Set());
    setDead(null);
    onResult(null);
    setRunning(true);
    enterFullscreen();
  };

  const mark = (cells: number[]) => {
    let added = false;
    for (const cell of cells) {
      if (!filledRef.current.has(cell)) {
        filledRef.current.add(cell);
        added = true;
      }
    }
    if (added) setFilled(new Set(filledRef.current));
  };

  const box = () => grid.current?.getBoundingClientRect() ?? null;
  const onDown = (event: PointerEvent<HTMLDivElement>) => {
    const rect = box();
    if (!rect) return;
    const point = { x: event.clientX, y: event.clientY };
    lastPoints.current.set(event.pointerId, point);
    const cell = cellAt(rect, point.x, point.y);
    if (cell !== null) mark([cell]);
  };
  const onMove = (event: PointerEvent<HTMLDivElement>) => {
    const rect = box();
    const last = lastPoints.current.get(event.pointerId);
    if (!rect || !last) return;
    const point = { x: event.clientX, y: event.clientY };
    lastPoints.current.set(event.pointerId, point);
    mark(cellsAlong(rect, last, point));
  };
  const onUp = (event: PointerEvent<HTMLDivElement>) => {
    lastPoints.current.delete(event.pointerId);
  };

  if (running) {
    return (
      <div className="fixed inset-0 z-[100] flex flex-col bg-slate-900" data-touch-layer>
        <div className="flex h-14 shrink-0 items-center justify-between gap-3 bg-slate-900 px-3 text-white">
          <p className="text-base font-bold" aria-live="polite">
            {sc_touch_count({ filled: filled.size, total: TOUCH_CELLS })}
          </p>
          <Button variant="secondary" onClick={finish} className="min-w-24">
            {sc_touch_done()}
          </Button>
        </div>
        <div
          ref={grid}
          role="img"
          aria-label={sc_touch_grid()}
          className="grid flex-1 touch-none select-none"
          style={{
            gridTemplateColumns: `repeat(${TOUCH_COLUMNS}, 1fr)`,
            gridTemplateRows: `repeat(${TOUCH_ROWS}, 1fr)`,
          }}
          onPointerDown={onDown}
          onPointerMove={onMove}
          onPointerUp={onUp}
          onPointerCancel={onUp}
          onPointerLeave={onUp}
          data-touch-grid
        >
          {Array.from({ length: TOUCH_CELLS }, (_, cell) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: the cells are positions, fixed for the test
              key={cell}
              data-filled={filled.has(cell) ? 'true' : 'false'}
              className={`border border-slate-700 ${filled.has(cell) ? 'bg-emerald-500' : 'bg-white'}`}
            />
          ))}
        </div>
      </div>
    );
  }

  return (
    <>
      <p>{sc_touch_help()}</p>
      {dead !== null && result !== null ? (
        <div className="flex flex-col items-center gap-3 sm:flex-row-reverse sm:items-start sm:justify-end">
          <p className="self-start font-semibold">
            {dead.length === 0 ? sc_touch_all() : sc_touch_dead({ count: dead.length })}
          </p>
          <div
            role="img"
            aria-label={sc_touch_map()}
            className="grid w-28 shrink-0 gap-px rounded-md bg-slate-300 p-px"
            style={{ gridTemplateColumns: `repeat(${TOUCH_COLUMNS}, 1fr)` }}
          >
            {Array.from({ length: TOUCH_CELLS }, (_, cell) => (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: the cells are positions, fixed for the test
                key={cell}
                className={`aspect-[3/4] ${dead.includes(cell) ? 'bg-red-600' : 'bg-emerald-500'}`}
                data-dead={dead.includes(cell) ? 'true' : undefined}
              />
            ))}
          </div>
        </div>
      ) : null}
      {result === null ? (
        <Button size="lg" onClick={begin} className="w-full sm:w-auto">
          <Hand className="size-5" aria-hidden />
          {sc_touch_start()}
        </Button>
      ) : (
        <Button variant="secondary" size="lg" onClick={begin} className="w-full sm:w-auto">
          {sc_retry()}
        </Button>
      )}
    </>
  );
}
