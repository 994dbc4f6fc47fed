import type { ReactNode } from 'react';

/** One part of the privacy page: a card with its heading (the page's outline is these h2s). */
export function SectionCard({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-2xl bg-white p-4 shadow-xs ring-1 ring-slate-200 sm:p-5 md:p-6"
    >
      <h2 id={`${id}-title`} className="mb-3 flex items-center gap-2 text-lg font-bold text-slate-900">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A result said aloud where it happened (role="status": polite, never moving the focus). */
export function StatusLine({ message, tone = 'ok' }: { message: string; tone?: 'ok' | 'error' }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`min-h-5 text-sm font-medium ${tone === 'error' ? 'text-red-700' : 'text-green-800'}`}
    >
      {message}
    </p>
  );
}
