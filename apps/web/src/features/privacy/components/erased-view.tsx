import { privacy_erased_home } from '@phonix/shared/messages/privacy_erased_home';
import { privacy_erased_kept_none } from '@phonix/shared/messages/privacy_erased_kept_none';
import { privacy_erased_kept_title } from '@phonix/shared/messages/privacy_erased_kept_title';
import { privacy_erased_signed_out } from '@phonix/shared/messages/privacy_erased_signed_out';
import { privacy_erased_title } from '@phonix/shared/messages/privacy_erased_title';
import type { KeptRecord } from '@phonix/shared/privacy-api';
import { paths } from '@phonix/shared/routes';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { buttonClass } from '@/components/ui/button.tsx';
import { Link } from '@/components/ui/link.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { KeptList } from './kept-list.tsx';

/** After the erasure: signed out, and what was kept, why and until when (the server's answer). */
export function ErasedView({ kept }: { kept: KeptRecord[] }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The page changed under the seller's hands: the focus goes to its new heading, read out first.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="bg-slate-50 pb-12">
      <PageContainer className="py-8 md:py-12">
        <div className="mx-auto flex max-w-3xl flex-col gap-5 rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200 md:p-8">
          <CircleCheck className="size-10 text-green-700" aria-hidden />
          <h1
            ref={heading}
            tabIndex={-1}
            className="text-2xl font-extrabold text-slate-900 outline-none md:text-3xl"
          >
            {privacy_erased_title()}
          </h1>
          <p role="status" className="text-slate-700">
            {privacy_erased_signed_out()}
          </p>
          <section aria-labelledby="kept-title" className="flex flex-col gap-3">
            <h2 id="kept-title" className="text-lg font-bold text-slate-900">
              {privacy_erased_kept_title()}
            </h2>
            {kept.length === 0 ? (
              <p className="text-slate-700">{privacy_erased_kept_none()}</p>
            ) : (
              <KeptList kept={kept} />
            )}
          </section>
          <div>
            <Link to={paths.home()} className={buttonClass('secondary')}>
              {privacy_erased_home()}
            </Link>
          </div>
        </div>
      </PageContainer>
    </div>
  );
}
