import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageContainer } from './page-container.tsx';

/** A finished-looking page for a service that is not open yet. */
export function PlaceholderPage({
  icon: Icon,
  title,
  children,
  actions,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-1 bg-gradient-to-b from-brand-50 to-white">
      <PageContainer className="flex flex-col items-center justify-center gap-5 py-16 text-center md:py-24">
        <span className="flex size-20 items-center justify-center rounded-3xl bg-white text-brand-700 shadow-md ring-1 ring-brand-100">
          <Icon className="size-10" aria-hidden />
        </span>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 md:text-4xl">{title}</h1>
        <div className="max-w-lg text-base text-slate-600 md:text-lg">{children}</div>
        {actions ? <div className="mt-2 flex flex-wrap justify-center gap-3">{actions}</div> : null}
      </PageContainer>
    </div>
  );
}
