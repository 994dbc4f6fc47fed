import type { ReactNode } from 'react';

/**
 * A table for wide data: on a narrow screen it scrolls sideways inside its own box (the page itself never
 * gets wider than the screen), and keyboard users can scroll it too.
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-slate-200"
    >
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">{children}</table>
    </section>
  );
}

export const th = 'bg-slate-50 px-3 py-2.5 text-xs font-semibold tracking-wide text-slate-600 uppercase';
export const td = 'border-t border-slate-100 px-3 py-2.5 align-top text-slate-800';
