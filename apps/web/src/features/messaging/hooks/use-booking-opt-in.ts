import { useState } from 'react';
import { useRecordBookingOptIn } from '../api/whatsapp.ts';
import { bookingOptInText } from '../components/booking-whatsapp-optin.tsx';

/**
 * The booking page's WhatsApp box: unticked until the seller ticks it (docs/decisions/150); `booked()` sends
 * the choice once the order is booked, never holding or failing the booking.
 */
export function useBookingOptIn(customerId: number) {
  const [checked, setChecked] = useState(false);
  const record = useRecordBookingOptIn(customerId);
  return {
    checked,
    setChecked,
    booked: () => {
      if (checked) record.mutate(bookingOptInText());
    },
  };
}
