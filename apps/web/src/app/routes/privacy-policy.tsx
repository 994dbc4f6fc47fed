import { breadcrumb_home } from '@phonix/shared/messages/breadcrumb_home';
import { page_privacy_title } from '@phonix/shared/messages/page_privacy_title';
import { privacy_notice_version } from '@phonix/shared/messages/privacy_notice_version';
import { CURRENT_PRIVACY_NOTICE } from '@phonix/shared/privacy-notice';
import { paths } from '@phonix/shared/routes';
import { Suspense } from 'react';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { ContentHero } from '@/features/content/components/content-hero.tsx';
import { formatDay } from '@/features/privacy/lib/format-day.ts';
import { lazyUntilInteraction } from '@/lib/lazy-below-fold.ts';
import { usePageLocale } from '@/lib/locale.tsx';

// The notice is text to read: the server's HTML shows it, and its code (its words included) loads only at the
// reader's first tap or key press. One element, made once, so the page's re-renders never reach it.
const Notice = lazyUntilInteraction('privacy-notice', () =>
  import('@/features/privacy/components/privacy-notice.tsx').then((module) => module.PrivacyNotice),
);
const NOTICE = (
  <Suspense fallback={null}>
    <Notice />
  </Suspense>
);

/**
 * The privacy notice (issue 24), at the policy's address: one page, the versioned notice of privacy-notice.ts
 * in the reader's language, with its version and the day it took effect (docs/decisions/175).
 */
export function Component() {
  const { locale } = usePageLocale();
  return (
    <>
      <ContentHero
        title={page_privacy_title()}
        lead={
          <p>
            {privacy_notice_version({
              version: CURRENT_PRIVACY_NOTICE.version,
              date: formatDay(CURRENT_PRIVACY_NOTICE.effective, locale),
            })}
          </p>
        }
        crumbs={[{ label: breadcrumb_home(), to: paths.home() }, { label: page_privacy_title() }]}
      />
      <div id="privacy-notice">
        <PageContainer className="max-w-3xl py-10 md:py-14">{NOTICE}</PageContainer>
      </div>
    </>
  );
}
