import { privacy_notice_accept } from '@phonix/shared/messages/privacy_notice_accept';
import { privacy_notice_accepted } from '@phonix/shared/messages/privacy_notice_accepted';
import { privacy_notice_accepted_now } from '@phonix/shared/messages/privacy_notice_accepted_now';
import { privacy_notice_current } from '@phonix/shared/messages/privacy_notice_current';
import { privacy_notice_not_accepted } from '@phonix/shared/messages/privacy_notice_not_accepted';
import { privacy_notice_please_accept } from '@phonix/shared/messages/privacy_notice_please_accept';
import { privacy_notice_read } from '@phonix/shared/messages/privacy_notice_read';
import { privacy_notice_section_title } from '@phonix/shared/messages/privacy_notice_section_title';
import type { PrivacySummary } from '@phonix/shared/privacy-api';
import { paths } from '@phonix/shared/routes';
import { FileText } from 'lucide-react';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { Link } from '@/components/ui/link.tsx';
import { usePageLocale } from '@/lib/locale.tsx';
import { useAcceptNotice } from '../api/privacy.ts';
import { failureText, formatMoment } from '../lib/format.ts';
import { formatDay } from '../lib/format-day.ts';
import { SectionCard, StatusLine } from './section-card.tsx';

/** The notice version the seller accepted and when; when not the current one, a way to read and accept it. */
export function NoticeAcceptance({
  customerId,
  notice,
}: {
  customerId: number;
  notice: PrivacySummary['notice'];
}) {
  const { locale } = usePageLocale();
  const accept = useAcceptNotice(customerId);
  return (
    <SectionCard
      id="notice"
      title={privacy_notice_section_title()}
      icon={<FileText className="size-5 text-brand-700" aria-hidden />}
    >
      <div className="flex flex-col gap-3">
        <p className="text-slate-700">
          {notice.accepted
            ? privacy_notice_accepted({
                version: notice.accepted.version,
                date: formatMoment(notice.accepted.accepted_at, locale),
              })
            : privacy_notice_not_accepted()}{' '}
          {notice.up_to_date ? privacy_notice_current() : null}
        </p>
        {notice.up_to_date ? null : (
          <p className="font-medium text-slate-900">
            {privacy_notice_please_accept({
              version: notice.current_version,
              date: formatDay(notice.effective, locale),
            })}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <Link to={paths.privacyPolicy()} className={buttonClass('secondary')}>
            {privacy_notice_read()}
          </Link>
          {notice.up_to_date ? null : (
            <Button disabled={accept.isPending} onClick={() => accept.mutate(notice.current_version)}>
              {privacy_notice_accept({ version: notice.current_version })}
            </Button>
          )}
        </div>
        <StatusLine
          tone={accept.isError ? 'error' : 'ok'}
          message={
            accept.isError
              ? failureText(accept.error)
              : accept.isSuccess
                ? privacy_notice_accepted_now({ version: accept.data.privacy.notice.current_version })
                : ''
          }
        />
      </div>
    </SectionCard>
  );
}
