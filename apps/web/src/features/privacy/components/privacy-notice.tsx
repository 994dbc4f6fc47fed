import { COMPANY } from '@phonix/shared/company';
import { privacy_board_text } from '@phonix/shared/messages/privacy_board_text';
import { privacy_board_title } from '@phonix/shared/messages/privacy_board_title';
import { privacy_label_period } from '@phonix/shared/messages/privacy_label_period';
import { privacy_label_source } from '@phonix/shared/messages/privacy_label_source';
import { privacy_label_why } from '@phonix/shared/messages/privacy_label_why';
import { privacy_notice_changes } from '@phonix/shared/messages/privacy_notice_changes';
import { privacy_notice_changes_title } from '@phonix/shared/messages/privacy_notice_changes_title';
import { privacy_notice_collect_title } from '@phonix/shared/messages/privacy_notice_collect_title';
import { privacy_notice_go_account } from '@phonix/shared/messages/privacy_notice_go_account';
import { privacy_notice_intro } from '@phonix/shared/messages/privacy_notice_intro';
import { privacy_notice_kept_intro } from '@phonix/shared/messages/privacy_notice_kept_intro';
import { privacy_notice_kept_title } from '@phonix/shared/messages/privacy_notice_kept_title';
import { privacy_notice_label_purpose } from '@phonix/shared/messages/privacy_notice_label_purpose';
import { privacy_notice_label_recipients } from '@phonix/shared/messages/privacy_notice_label_recipients';
import { privacy_notice_label_retention } from '@phonix/shared/messages/privacy_notice_label_retention';
import { privacy_officer_text } from '@phonix/shared/messages/privacy_officer_text';
import { privacy_officer_title } from '@phonix/shared/messages/privacy_officer_title';
import { privacy_right_access } from '@phonix/shared/messages/privacy_right_access';
import { privacy_right_access_title } from '@phonix/shared/messages/privacy_right_access_title';
import { privacy_right_correct } from '@phonix/shared/messages/privacy_right_correct';
import { privacy_right_correct_title } from '@phonix/shared/messages/privacy_right_correct_title';
import { privacy_right_erase } from '@phonix/shared/messages/privacy_right_erase';
import { privacy_right_erase_title } from '@phonix/shared/messages/privacy_right_erase_title';
import { privacy_right_grievance } from '@phonix/shared/messages/privacy_right_grievance';
import { privacy_right_grievance_title } from '@phonix/shared/messages/privacy_right_grievance_title';
import { privacy_right_withdraw } from '@phonix/shared/messages/privacy_right_withdraw';
import { privacy_right_withdraw_title } from '@phonix/shared/messages/privacy_right_withdraw_title';
import { privacy_rights_title } from '@phonix/shared/messages/privacy_rights_title';
import {
  GRIEVANCE_ANSWER_DAYS,
  GRIEVANCE_OFFICER,
  PRIVACY_NOTICE_ITEMS,
} from '@phonix/shared/privacy-notice';
import { RETENTION, type RetentionCode } from '@phonix/shared/retention';
import { paths } from '@phonix/shared/routes';
import { Mail, MapPin, Phone, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button.tsx';
import { Link } from '@/components/ui/link.tsx';
import { NOTICE_ITEM_WORDS, RETENTION_WORDS } from '../lib/notice-text.ts';

function NoticeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} id={id} className="flex scroll-mt-24 flex-col gap-4">
      <h2 id={`${id}-title`} className="text-xl font-bold tracking-tight text-slate-900 md:text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Label and text pairs of one item, as a description list (read as "Why: ...", "Who receives it: ..."). */
function Facts({ rows }: { rows: [label: string, text: string][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12.5rem_1fr] md:text-base">
      {rows.map(([label, text]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-900">{label}</dt>
          <dd className="mb-2 text-slate-700 sm:mb-1">{text}</dd>
        </div>
      ))}
    </dl>
  );
}

const cardClass = 'rounded-2xl bg-white p-4 ring-1 ring-slate-200 md:p-5';

/**
 * The privacy notice (issue 24; DPDP Act 2023 s. 5, DPDP Rules 2025 r. 3), drawn from privacy-notice.ts
 * and retention.ts in the reader's language: what is collected, why, who receives it, how long it is kept,
 * what stays after an erasure, the rights, the Grievance Officer and the Data Protection Board.
 */
export function PrivacyNotice() {
  const linkClass = 'font-semibold text-brand-800 underline';
  return (
    <div className="flex flex-col gap-10 text-base leading-relaxed text-slate-700">
      <p>{privacy_notice_intro({ legalName: COMPANY.legalName, company: COMPANY.name })}</p>

      <NoticeSection id="what-we-collect" title={privacy_notice_collect_title()}>
        <ul className="flex flex-col gap-3">
          {PRIVACY_NOTICE_ITEMS.map((item) => {
            const words = NOTICE_ITEM_WORDS[item.code];
            if (!words) return null;
            return (
              <li key={item.code} className={cardClass}>
                <h3 className="mb-2 text-base font-bold text-slate-900 md:text-lg">{words.data()}</h3>
                <Facts
                  rows={[
                    [privacy_notice_label_purpose(), words.purpose()],
                    [privacy_notice_label_recipients(), words.recipients()],
                    [privacy_notice_label_retention(), words.retention()],
                  ]}
                />
              </li>
            );
          })}
        </ul>
      </NoticeSection>

      <NoticeSection id="what-we-keep" title={privacy_notice_kept_title()}>
        <p>{privacy_notice_kept_intro()}</p>
        <ul className="flex flex-col gap-3">
          {(Object.keys(RETENTION) as RetentionCode[]).map((code) => {
            const words = RETENTION_WORDS[code];
            return (
              <li key={code} className={cardClass}>
                <h3 className="mb-2 text-base font-bold text-slate-900 md:text-lg">{words.what()}</h3>
                <Facts
                  rows={[
                    [privacy_label_why(), words.why()],
                    [privacy_label_period(), words.period()],
                    [privacy_label_source(), words.source()],
                  ]}
                />
              </li>
            );
          })}
        </ul>
      </NoticeSection>

      <NoticeSection id="your-rights" title={privacy_rights_title()}>
        <dl className="flex flex-col gap-3">
          {[
            [privacy_right_withdraw_title(), privacy_right_withdraw()],
            [privacy_right_access_title(), privacy_right_access()],
            [privacy_right_correct_title(), privacy_right_correct()],
            [privacy_right_erase_title(), privacy_right_erase()],
            [
              privacy_right_grievance_title(),
              privacy_right_grievance({ days: String(GRIEVANCE_ANSWER_DAYS) }),
            ],
          ].map(([title, text]) => (
            <div key={title}>
              <dt className="font-bold text-slate-900">{title}</dt>
              <dd>{text}</dd>
            </div>
          ))}
        </dl>
        <div>
          <Link to={paths.accountPrivacy()} className={buttonClass('primary', 'md')}>
            <ShieldCheck className="size-4" aria-hidden />
            {privacy_notice_go_account()}
          </Link>
        </div>
      </NoticeSection>

      <NoticeSection id="grievance-officer" title={privacy_officer_title()}>
        <p>{privacy_officer_text()}</p>
        {/* The officer's name and address are facts: as they are in every language. */}
        <address className={`${cardClass} flex flex-col gap-2 not-italic`}>
          <strong className="text-slate-900">{GRIEVANCE_OFFICER.name}</strong>
          <a href={`mailto:${GRIEVANCE_OFFICER.email}`} className={`${linkClass} flex items-center gap-2`}>
            <Mail className="size-4 shrink-0" aria-hidden />
            {GRIEVANCE_OFFICER.email}
          </a>
          <a
            href={`tel:${GRIEVANCE_OFFICER.phone.replace(/\s/g, '')}`}
            className={`${linkClass} flex items-center gap-2`}
          >
            <Phone className="size-4 shrink-0" aria-hidden />
            {GRIEVANCE_OFFICER.phone}
          </a>
          <span className="flex items-start gap-2">
            <MapPin className="mt-1 size-4 shrink-0" aria-hidden />
            {GRIEVANCE_OFFICER.address}
          </span>
        </address>
      </NoticeSection>

      <NoticeSection id="data-protection-board" title={privacy_board_title()}>
        <p>{privacy_board_text({ days: String(GRIEVANCE_ANSWER_DAYS) })}</p>
      </NoticeSection>

      <NoticeSection id="changes" title={privacy_notice_changes_title()}>
        <p>{privacy_notice_changes()}</p>
      </NoticeSection>
    </div>
  );
}
