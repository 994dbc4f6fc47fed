import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from '@/components/ui/breadcrumb.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';

/** The title band of a content page: breadcrumb, heading and a short lead. */
export function ContentHero({
  title,
  lead,
  crumbs,
  eyebrow,
}: {
  title: string;
  lead?: ReactNode;
  crumbs: Crumb[];
  eyebrow?: string;
}) {
  return (
    <section className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
      <PageContainer className="py-6 md:py-10">
        <Breadcrumb items={crumbs} />
        {eyebrow ? (
          <p className="mt-4 text-sm font-bold tracking-wider text-brand-700 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 md:text-4xl">{title}</h1>
        {lead ? <div className="mt-3 max-w-2xl text-base text-slate-600 md:text-lg">{lead}</div> : null}
      </PageContainer>
    </section>
  );
}
