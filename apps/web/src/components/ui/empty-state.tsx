import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';

export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center">
      <SearchX className="size-10 text-slate-400" aria-hidden />
      <p className="text-base font-medium text-slate-700">{message}</p>
      {children}
    </div>
  );
}
