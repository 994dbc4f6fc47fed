import { sc_display_again } from '@phonix/shared/messages/sc_display_again';
import { sc_display_colour } from '@phonix/shared/messages/sc_display_colour';
import { sc_display_help } from '@phonix/shared/messages/sc_display_help';
import { sc_display_line } from '@phonix/shared/messages/sc_display_line';
import { sc_display_none } from '@phonix/shared/messages/sc_display_none';
import { sc_display_question } from '@phonix/shared/messages/sc_display_question';
import { sc_display_spot } from '@phonix/shared/messages/sc_display_spot';
import { sc_display_start } from '@phonix/shared/messages/sc_display_start';
import type { DisplayFinding, SelfCheckOutcome } from '@phonix/shared/self-check';
import { Palette } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { enterFullscreen, exitFullscreen } from './check-fullscreen.ts';

/** The solid colours, in order: black shows bright spots, white dark ones, each primary a dead sub-pixel. */
const COLOURS = ['#000000', '#ffffff', '#ff0000', '#00ff00', '#0000ff'] as const;

const ANSWERS: { finding: DisplayFinding; text: () => string }[] = [
  { finding: 'none', text: sc_display_none },
  { finding: 'spots', text: sc_display_spot },
  { finding: 'lines', text: sc_display_line },
];

export function DisplayCheck({
  result,
  finding,
  onResult,
}: {
  result: SelfCheckOutcome | null;
  finding: DisplayFinding | null;
  onResult: (outcome: SelfCheckOutcome | null, finding?: DisplayFinding) => void;
}) {
  const [colour, setColour] = useState<number | null>(null);
  const [asking, setAsking] = useState(false);
  const layer = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (colour !== null) layer.current?.focus();
  }, [colour]);

  const show = () => {
    onResult(null);
    setAsking(false);
    setColour(0);
    enterFullscreen();
  };
  const nextColour = () => {
    if (colour === null) return;
    if (colour + 1 < COLOURS.length) {
      setColour(colour + 1);
      return;
    }
    exitFullscreen();
    setColour(null);
    window.scrollTo({ top: 0 });
    setAsking(true);
  };

  if (colour !== null) {
    const light = colour === 1 || colour === 3;
    return (
      <button
        ref={layer}
        type="button"
        onClick={nextColour}
        className="fixed inset-0 z-[100] h-full w-full cursor-pointer outline-none"
        style={{ backgroundColor: COLOURS[colour] }}
        aria-label={sc_display_colour({ n: colour + 1, total: COLOURS.length })}
        data-colour={colour}
      >
        <span
          aria-hidden
          className={`absolute bottom-4 left-1/2 -translate-x-1/2 rounded-full px-3 py-1 text-xs font-semibold opacity-60 ${light ? 'text-black' : 'text-white'}`}
        >
          {colour + 1} / {COLOURS.length}
        </span>
      </button>
    );
  }

  return (
    <>
      {asking || result !== null ? null : <p>{sc_display_help()}</p>}
      {asking || result !== null ? (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-3 text-lg font-bold text-slate-900">{sc_display_question()}</legend>
          {ANSWERS.map((answer) => {
            const chosen = finding === answer.finding && result !== null;
            return (
              <Button
                key={answer.finding}
                size="lg"
                variant={chosen ? 'primary' : 'secondary'}
                aria-pressed={chosen}
                className="w-full justify-start text-left"
                onClick={() => onResult(answer.finding === 'none' ? 'passed' : 'failed', answer.finding)}
              >
                {answer.text()}
              </Button>
            );
          })}
        </fieldset>
      ) : null}
      {asking || result !== null ? (
        <Button variant="ghost" size="lg" onClick={show} className="w-full ring-1 ring-slate-300 sm:w-auto">
          {sc_display_again()}
        </Button>
      ) : (
        <Button size="lg" onClick={show} className="w-full sm:w-auto">
          <Palette className="size-5" aria-hidden />
          {sc_display_start()}
        </Button>
      )}
    </>
  );
}
