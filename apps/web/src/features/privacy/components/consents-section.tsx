import { privacy_consent_never } from '@phonix/shared/messages/privacy_consent_never';
import { privacy_consent_off_since } from '@phonix/shared/messages/privacy_consent_off_since';
import { privacy_consent_on_since } from '@phonix/shared/messages/privacy_consent_on_since';
import { privacy_consent_turned_off } from '@phonix/shared/messages/privacy_consent_turned_off';
import { privacy_consent_turned_on } from '@phonix/shared/messages/privacy_consent_turned_on';
import { privacy_consents_all_off } from '@phonix/shared/messages/privacy_consents_all_off';
import { privacy_consents_all_off_done } from '@phonix/shared/messages/privacy_consents_all_off_done';
import { privacy_consents_intro } from '@phonix/shared/messages/privacy_consents_intro';
import { privacy_consents_order_note } from '@phonix/shared/messages/privacy_consents_order_note';
import { privacy_consents_title } from '@phonix/shared/messages/privacy_consents_title';
import type { ConsentState } from '@phonix/shared/privacy-api';
import { BellRing, Info } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { usePageLocale } from '@/lib/locale.tsx';
import { useSetConsent, useWithdrawConsents } from '../api/privacy.ts';
import { failureText, formatMoment } from '../lib/format.ts';
import { CONSENT_WORDS } from '../lib/notice-text.ts';
import { SectionCard, StatusLine } from './section-card.tsx';

/** A switch (role="switch"): one tap turns the purpose on or off. */
function ConsentSwitch({
  consent,
  busy,
  onToggle,
}: {
  consent: ConsentState;
  busy: boolean;
  onToggle: () => void;
}) {
  const { locale } = usePageLocale();
  const words = CONSENT_WORDS[consent.purpose];
  const labelId = `consent-${consent.purpose}-label`;
  const stateId = `consent-${consent.purpose}-state`;
  const since = consent.at ? formatMoment(consent.at, locale) : null;
  return (
    <li className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <p id={labelId} className="font-semibold text-slate-900">
          {words.label()}
        </p>
        <p className="text-sm text-slate-600">{words.text()}</p>
        <p id={stateId} className="mt-1 text-xs text-slate-500">
          {since === null
            ? privacy_consent_never()
            : consent.opted_in
              ? privacy_consent_on_since({ date: since })
              : privacy_consent_off_since({ date: since })}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={consent.opted_in}
        aria-labelledby={labelId}
        aria-describedby={stateId}
        disabled={busy}
        onClick={onToggle}
        className={`relative mt-1 inline-flex h-8 w-14 shrink-0 items-center rounded-full transition-colors focus-visible:ring-2 focus-visible:ring-brand-300 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60 ${
          consent.opted_in ? 'bg-brand-700' : 'bg-slate-300'
        }`}
      >
        <span
          aria-hidden
          className={`inline-block size-6 rounded-full bg-white shadow transition-transform ${
            consent.opted_in ? 'translate-x-7' : 'translate-x-1'
          }`}
        />
      </button>
    </li>
  );
}

/** The optional purposes (off until turned on), each one tap, and one tap to turn them all off. */
export function ConsentsSection({ customerId, consents }: { customerId: number; consents: ConsentState[] }) {
  const setConsent = useSetConsent(customerId);
  const withdraw = useWithdrawConsents(customerId);
  const [status, setStatus] = useState<{ message: string; tone: 'ok' | 'error' }>({
    message: '',
    tone: 'ok',
  });
  const busy = setConsent.isPending || withdraw.isPending;
  const toggle = (consent: ConsentState) => {
    const words = CONSENT_WORDS[consent.purpose];
    const optedIn = !consent.opted_in;
    setConsent.mutate(
      // Turning one on records the exact words shown with the switch, in the reader's language.
      optedIn
        ? { purpose: consent.purpose, opted_in: true, text: words.text() }
        : { purpose: consent.purpose, opted_in: false },
      {
        onSuccess: () =>
          setStatus({
            tone: 'ok',
            message: (optedIn ? privacy_consent_turned_on : privacy_consent_turned_off)({
              purpose: words.label(),
            }),
          }),
        onError: (error) => setStatus({ tone: 'error', message: failureText(error) }),
      },
    );
  };
  return (
    <SectionCard
      id="consents"
      title={privacy_consents_title()}
      icon={<BellRing className="size-5 text-brand-700" aria-hidden />}
    >
      <p className="text-slate-700">{privacy_consents_intro()}</p>
      <ul className="divide-y divide-slate-100">
        {consents.map((consent) => (
          <ConsentSwitch
            key={consent.purpose}
            consent={consent}
            busy={busy}
            onToggle={() => toggle(consent)}
          />
        ))}
      </ul>
      <p className="mt-2 flex items-start gap-2 rounded-xl bg-brand-50 p-3 text-sm text-slate-700">
        <Info className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
        {privacy_consents_order_note()}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          disabled={busy || consents.every((consent) => !consent.opted_in)}
          onClick={() =>
            withdraw.mutate(undefined, {
              onSuccess: () => setStatus({ tone: 'ok', message: privacy_consents_all_off_done() }),
              onError: (error) => setStatus({ tone: 'error', message: failureText(error) }),
            })
          }
        >
          {privacy_consents_all_off()}
        </Button>
        <StatusLine message={status.message} tone={status.tone} />
      </div>
    </SectionCard>
  );
}
