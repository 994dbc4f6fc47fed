import { formatIndiaDateIn } from '@phonix/shared/india-time';
import { messaging_whatsapp_load_failed } from '@phonix/shared/messages/messaging_whatsapp_load_failed';
import { messaging_whatsapp_loading } from '@phonix/shared/messages/messaging_whatsapp_loading';
import { messaging_whatsapp_profile_label } from '@phonix/shared/messages/messaging_whatsapp_profile_label';
import { messaging_whatsapp_save_failed } from '@phonix/shared/messages/messaging_whatsapp_save_failed';
import { messaging_whatsapp_saving } from '@phonix/shared/messages/messaging_whatsapp_saving';
import { messaging_whatsapp_state_off } from '@phonix/shared/messages/messaging_whatsapp_state_off';
import { messaging_whatsapp_state_on } from '@phonix/shared/messages/messaging_whatsapp_state_on';
import { messaging_whatsapp_title } from '@phonix/shared/messages/messaging_whatsapp_title';
import { messaging_whatsapp_turned_off } from '@phonix/shared/messages/messaging_whatsapp_turned_off';
import { messaging_whatsapp_turned_on } from '@phonix/shared/messages/messaging_whatsapp_turned_on';
import { seller_check_connection } from '@phonix/shared/messages/seller_check_connection';
import { seller_try_again } from '@phonix/shared/messages/seller_try_again';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { usePageLocale } from '@/lib/locale.tsx';
import { useSetWhatsAppConsent, useWhatsAppConsent } from '../api/whatsapp.ts';
import { WhatsAppMark } from './whatsapp-icon.tsx';

/**
 * The profile's "WhatsApp updates" card (docs/decisions/150): the box shows the seller's latest choice
 * (unticked when they never chose); ticking or unticking records it at once, with the words shown.
 */
export function WhatsAppPreference({ customerId }: { customerId: number }) {
  const { locale } = usePageLocale();
  const consent = useWhatsAppConsent(customerId);
  const save = useSetWhatsAppConsent(customerId);
  const [announcement, setAnnouncement] = useState('');
  // The choice being saved, set inside the click's own event: the mutation's state reaches React only on a
  // later task, and until then React put the box back as it was (a click seemed to do nothing).
  const [saving, setSaving] = useState<boolean | null>(null);

  const change = (optIn: boolean) => {
    if (saving !== null) return;
    setSaving(optIn);
    setAnnouncement('');
    save.mutate(
      { optIn, source: 'profile', text: messaging_whatsapp_profile_label() },
      {
        onSuccess: () =>
          setAnnouncement(optIn ? messaging_whatsapp_turned_on() : messaging_whatsapp_turned_off()),
        onError: (error) => toast.error(errorMessage(error, messaging_whatsapp_save_failed())),
        onSettled: () => setSaving(null),
      },
    );
  };

  return (
    <section
      aria-labelledby="whatsapp-title"
      className="flex flex-col gap-3"
      data-testid="whatsapp-preference"
    >
      <h2 id="whatsapp-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <WhatsAppMark />
        {messaging_whatsapp_title()}
      </h2>
      {consent.isPending ? (
        <div role="status" aria-label={messaging_whatsapp_loading()}>
          <Skeleton className="h-12" />
        </div>
      ) : consent.isError ? (
        <ErrorState
          title={messaging_whatsapp_load_failed()}
          message={seller_check_connection()}
          retryLabel={seller_try_again()}
          onRetry={() => consent.refetch()}
        />
      ) : (
        <>
          <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              // The choice being saved shows at once; a refusal puts the saved one back.
              checked={saving ?? consent.data.opted_in}
              disabled={saving !== null}
              aria-describedby="whatsapp-state"
              onChange={(event) => change(event.target.checked)}
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
              data-testid="whatsapp-optin"
            />
            {messaging_whatsapp_profile_label()}
          </label>
          <p
            id="whatsapp-state"
            className="flex items-center gap-2 text-sm text-slate-600"
            data-testid="whatsapp-state"
          >
            {saving !== null ? (
              <>
                <LoaderCircle className="size-4 animate-spin" aria-hidden />
                {messaging_whatsapp_saving()}
              </>
            ) : consent.data.opted_in && consent.data.at ? (
              messaging_whatsapp_state_on({ date: formatIndiaDateIn(consent.data.at, locale) })
            ) : (
              messaging_whatsapp_state_off()
            )}
          </p>
        </>
      )}
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
