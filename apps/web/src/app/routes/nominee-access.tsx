import { breadcrumb_home } from '@phonix/shared/messages/breadcrumb_home';
import { privacy_nominee_page_intro } from '@phonix/shared/messages/privacy_nominee_page_intro';
import { privacy_nominee_page_title } from '@phonix/shared/messages/privacy_nominee_page_title';
import { Breadcrumb } from '@/components/ui/breadcrumb.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { NomineeAccess } from '@/features/privacy/components/nominee-access.tsx';

/**
 * A seller's nominee (issue 24, DR 185): signs in with their own number and a code, then downloads the data
 * of each seller who named them or raises a grievance on their behalf. Drawn in the browser only.
 */
export function Component() {
  return (
    <div className="bg-slate-50 pb-12">
      <PageContainer className="py-6 md:py-10">
        <div className="mx-auto flex max-w-3xl flex-col gap-5">
          <Breadcrumb
            items={[{ label: breadcrumb_home(), to: '/' }, { label: privacy_nominee_page_title() }]}
          />
          <div>
            <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 md:text-3xl">
              {privacy_nominee_page_title()}
            </h1>
            <p className="mt-1 text-slate-600">{privacy_nominee_page_intro()}</p>
          </div>
          <NomineeAccess />
        </div>
      </PageContainer>
    </div>
  );
}
