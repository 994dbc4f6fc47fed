import { zodResolver } from '@hookform/resolvers/zod';
import { privacy_erase_blocked } from '@phonix/shared/messages/privacy_erase_blocked';
import { privacy_erase_cancel } from '@phonix/shared/messages/privacy_erase_cancel';
import { privacy_erase_code_sent } from '@phonix/shared/messages/privacy_erase_code_sent';
import { privacy_erase_confirm } from '@phonix/shared/messages/privacy_erase_confirm';
import { privacy_erase_deleted_addresses } from '@phonix/shared/messages/privacy_erase_deleted_addresses';
import { privacy_erase_deleted_consents } from '@phonix/shared/messages/privacy_erase_deleted_consents';
import { privacy_erase_deleted_handover } from '@phonix/shared/messages/privacy_erase_deleted_handover';
import { privacy_erase_deleted_messages } from '@phonix/shared/messages/privacy_erase_deleted_messages';
import { privacy_erase_deleted_profile } from '@phonix/shared/messages/privacy_erase_deleted_profile';
import { privacy_erase_deleted_quotes } from '@phonix/shared/messages/privacy_erase_deleted_quotes';
import { privacy_erase_deleted_sessions } from '@phonix/shared/messages/privacy_erase_deleted_sessions';
import { privacy_erase_deleted_title } from '@phonix/shared/messages/privacy_erase_deleted_title';
import { privacy_erase_intro } from '@phonix/shared/messages/privacy_erase_intro';
import { privacy_erase_kept_none_note } from '@phonix/shared/messages/privacy_erase_kept_none_note';
import { privacy_erase_kept_title } from '@phonix/shared/messages/privacy_erase_kept_title';
import { privacy_erase_otp_label } from '@phonix/shared/messages/privacy_erase_otp_label';
import { privacy_erase_resend } from '@phonix/shared/messages/privacy_erase_resend';
import { privacy_erase_see_orders } from '@phonix/shared/messages/privacy_erase_see_orders';
import { privacy_erase_start } from '@phonix/shared/messages/privacy_erase_start';
import { privacy_erase_title } from '@phonix/shared/messages/privacy_erase_title';
import { privacy_label_period } from '@phonix/shared/messages/privacy_label_period';
import { privacy_label_source } from '@phonix/shared/messages/privacy_label_source';
import { erasureRequestSchema, type KeptRecord, type PrivacySummary } from '@phonix/shared/privacy-api';
import { RETENTION, type RetentionCode } from '@phonix/shared/retention';
import { paths } from '@phonix/shared/routes';
import { TriangleAlert, UserX } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { CodeField } from '@/components/ui/code-field.tsx';
import { Link } from '@/components/ui/link.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { checkNow } from '@/lib/check-now.ts';
import { translated } from '@/lib/form-resolver.ts';
import { useErase, useSendErasureCode } from '../api/privacy.ts';
import { privacyFieldWords } from '../lib/field-words.ts';
import { failureText } from '../lib/format.ts';
import { RETENTION_WORDS } from '../lib/notice-text.ts';
import { SectionCard, StatusLine } from './section-card.tsx';

/** The destructive buttons: red, so they never read as the page's usual next step. */
const DANGER_BASE =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50';
const DANGER_SOLID = `${DANGER_BASE} bg-red-700 text-white shadow-sm hover:bg-red-800 active:bg-red-900`;
const DANGER_OUTLINE = `${DANGER_BASE} border border-red-700 bg-white text-red-800 hover:bg-red-50`;

/** What an erasure deletes and what the law keeps (retention.ts), before the seller asks for it. */
function ErasureExplained() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div>
        <h3 className="mb-1 font-bold text-slate-900">{privacy_erase_deleted_title()}</h3>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700 marker:text-brand-600">
          <li>{privacy_erase_deleted_profile()}</li>
          <li>{privacy_erase_deleted_addresses()}</li>
          <li>{privacy_erase_deleted_quotes()}</li>
          <li>{privacy_erase_deleted_sessions()}</li>
          <li>{privacy_erase_deleted_consents()}</li>
          <li>{privacy_erase_deleted_messages()}</li>
          <li>{privacy_erase_deleted_handover()}</li>
        </ul>
      </div>
      <div>
        <h3 className="mb-1 font-bold text-slate-900">{privacy_erase_kept_title()}</h3>
        <ul className="flex flex-col gap-2 text-sm text-slate-700">
          {(Object.keys(RETENTION) as RetentionCode[]).map((code) => {
            const words = RETENTION_WORDS[code];
            return (
              <li key={code} className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
                <p className="font-semibold text-slate-900">{words.what()}</p>
                <p className="mt-1">{words.why()}</p>
                <p className="mt-1 text-xs text-slate-600">
                  <span className="font-semibold">{privacy_label_period()}:</span> {words.period()}
                </p>
                <p className="mt-1 text-xs text-slate-600">
                  <span className="font-semibold">{privacy_label_source()}:</span> {words.source()}
                </p>
              </li>
            );
          })}
        </ul>
        <p className="mt-2 text-sm text-slate-600">{privacy_erase_kept_none_note()}</p>
      </div>
    </div>
  );
}

/**
 * Erasure with a fresh OTP (the server's erasure endpoints): refused while an order is open, as the page says;
 * on success the parent signs the seller out and shows what was kept.
 */
export function ErasureSection({
  rights,
  mobile,
  onErased,
}: {
  rights: PrivacySummary['rights'];
  mobile: string;
  onErased: (kept: KeptRecord[]) => void;
}) {
  const sendCode = useSendErasureCode();
  const erase = useErase();
  const [step, setStep] = useState<'explain' | 'code'>('explain');
  const form = useForm({
    resolver: translated(zodResolver(erasureRequestSchema), privacyFieldWords),
    defaultValues: { otp: '' },
  });
  const otpHint = useId();
  const blockedByServer =
    (sendCode.error instanceof ApiError && sendCode.error.code === 'ERASURE_ORDER_OPEN') ||
    (erase.error instanceof ApiError && erase.error.code === 'ERASURE_ORDER_OPEN');
  const blocked = !rights.can_erase || blockedByServer;

  const requestCode = () =>
    sendCode.mutate(undefined, {
      onSuccess: () => {
        form.reset();
        erase.reset();
        setStep('code');
        form.setFocus('otp');
      },
    });

  const submit = form.handleSubmit(({ otp }) =>
    erase.mutate(otp, { onSuccess: (answer) => onErased(answer.kept) }),
  );

  const error = erase.error ?? sendCode.error;
  return (
    <SectionCard
      id="erase"
      title={privacy_erase_title()}
      icon={<UserX className="size-5 text-red-700" aria-hidden />}
    >
      <p className="mb-4 text-slate-700">{privacy_erase_intro()}</p>
      <ErasureExplained />
      <div className="mt-5 border-t border-slate-100 pt-4">
        {blocked ? (
          <div className="flex flex-col items-start gap-3">
            <p
              role="status"
              className="flex items-start gap-2 rounded-xl bg-amber-50 p-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
            >
              <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
              {privacy_erase_blocked({ count: String(Math.max(rights.open_orders, 1)) })}
            </p>
            <Link to={paths.salesOrders()} className={buttonClass('secondary')}>
              {privacy_erase_see_orders()}
            </Link>
          </div>
        ) : step === 'explain' ? (
          <div className="flex flex-col items-start gap-3">
            <button
              type="button"
              className={DANGER_OUTLINE}
              disabled={sendCode.isPending}
              onClick={requestCode}
            >
              {privacy_erase_start()}
            </button>
            {sendCode.isError ? <StatusLine tone="error" message={failureText(sendCode.error)} /> : null}
          </div>
        ) : (
          <form
            onSubmit={(event) =>
              checkNow(form, erasureRequestSchema, privacyFieldWords)
                ? void submit(event)
                : event.preventDefault()
            }
            noValidate
            className="flex max-w-md flex-col gap-3"
          >
            <p role="status" id={otpHint} className="text-sm text-slate-700">
              {privacy_erase_code_sent({ mobile })}
            </p>
            <CodeField
              control={form.control}
              name="otp"
              label={privacy_erase_otp_label()}
              describedBy={otpHint}
              autoFocus
            />
            <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <button type="submit" className={DANGER_SOLID} disabled={erase.isPending}>
                {privacy_erase_confirm()}
              </button>
              <Button variant="ghost" disabled={sendCode.isPending} onClick={requestCode}>
                {privacy_erase_resend()}
              </Button>
              <Button variant="ghost" onClick={() => setStep('explain')}>
                {privacy_erase_cancel()}
              </Button>
            </div>
            {error ? <StatusLine tone="error" message={failureText(error)} /> : null}
          </form>
        )}
      </div>
    </SectionCard>
  );
}
