import type { InputHTMLAttributes } from 'react';
import { Search } from '@/components/ui/frame-icons.tsx';

interface SearchFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The accessible name; the placeholder is not enough for screen readers. */
  label: string;
}

export function SearchField({ label, className = '', ...props }: SearchFieldProps) {
  return (
    <div className={`relative ${className}`}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-400"
        aria-hidden
      />
      <input
        type="search"
        aria-label={label}
        autoComplete="off"
        className="h-12 w-full rounded-xl border border-slate-300 bg-white pr-4 pl-11 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
        {...props}
      />
    </div>
  );
}
