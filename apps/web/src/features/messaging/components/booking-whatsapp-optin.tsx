import { messaging_whatsapp_booking_already_on } from '@phonix/shared/messages/messaging_whatsapp_booking_already_on';
import { messaging_whatsapp_booking_label } from '@phonix/shared/messages/messaging_whatsapp_booking_label';
import { useWhatsAppConsent } from '../api/whatsapp.ts';
import { WhatsAppMark } from './whatsapp-icon.tsx';

/** The words shown with the booking page's box: what the opt-in sends as the text agreed to. */
export const bookingOptInText = (): string => messaging_whatsapp_booking_label();

/**
 * The booking page's WhatsApp box (docs/decisions/150): unticked, its words the ones recorded when the
 * seller ticks it and books. A seller who already opted in reads that updates come on WhatsApp instead.
 * While their choice loads nothing shows; if it cannot be read the box shows (ticking it is harmless).
 */
export function BookingWhatsAppOptIn({
  customerId,
  checked,
  onChange,
}: {
  customerId: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const consent = useWhatsAppConsent(customerId);
  if (consent.isPending) return null;
  if (consent.data?.opted_in)
    return (
      <p
        className="flex gap-2 rounded-xl bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200"
        data-testid="booking-whatsapp-on"
      >
        <WhatsAppMark />
        {messaging_whatsapp_booking_already_on()}
      </p>
    );
  return (
    <label className="flex cursor-pointer gap-3 rounded-xl bg-slate-50 p-3 text-sm text-slate-800 ring-1 ring-slate-200">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-5 shrink-0 accent-brand-700"
        data-testid="booking-whatsapp-optin"
      />
      <span className="flex gap-2">
        <WhatsAppMark />
        <span>{bookingOptInText()}</span>
      </span>
    </label>
  );
}
