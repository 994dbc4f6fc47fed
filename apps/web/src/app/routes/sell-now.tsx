import { seller_book_intro } from '@phonix/shared/messages/seller_book_intro';
import { seller_book_pickup_address } from '@phonix/shared/messages/seller_book_pickup_address';
import { seller_book_title } from '@phonix/shared/messages/seller_book_title';
import { seller_purpose_book } from '@phonix/shared/messages/seller_purpose_book';
import type { AnswerRecord } from '@phonix/shared/questionnaire';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { PickupSchedule } from '@/components/ui/pickup-schedule.tsx';
import { useAddresses } from '@/features/addresses/api/addresses.ts';
import { SavedAddresses } from '@/features/addresses/components/saved-addresses.tsx';
import { RequireSession } from '@/features/auth/components/require-session.tsx';
import { BookingDevice } from '@/features/checkout/components/booking-device.tsx';
import { BookingPromises } from '@/features/checkout/components/booking-promises.tsx';
import { BookingSummary } from '@/features/checkout/components/booking-summary.tsx';
import { NothingToBook } from '@/features/checkout/components/nothing-to-book.tsx';
import { useBooking, useStoredQuote } from '@/features/checkout/hooks/use-booking.ts';
import { BookingWhatsAppOptIn } from '@/features/messaging/components/booking-whatsapp-optin.tsx';
import { useBookingOptIn } from '@/features/messaging/hooks/use-booking-opt-in.ts';
import { useExactValue } from '@/features/quote/api/get-exact-value.ts';
import type { StoredUser } from '@/lib/storage.ts';

function Booking({
  user,
  record,
  enquiry,
}: {
  user: StoredUser;
  record: AnswerRecord;
  /** The evaluation's price enquiry (the isInserted marker kept past Continue), when there is one. */
  enquiry: number | null;
}) {
  const quote = useExactValue(record);
  const addresses = useAddresses(user.customer_id);
  const whatsApp = useBookingOptIn(user.customer_id);
  const booking = useBooking({
    user,
    record,
    enquiry,
    addresses: addresses.data ?? [],
    finalValue: quote.data?.finalValue,
    onBooked: whatsApp.booked,
  });
  return (
    <div className="bg-slate-50 pb-12">
      <PageContainer className="py-6 md:py-10">
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 md:text-3xl">
          {seller_book_title()}
        </h1>
        <p className="mt-1 text-slate-600">{seller_book_intro()}</p>
        <div className="mt-6 grid gap-5 lg:grid-cols-[1fr_360px] lg:gap-x-8">
          <div className="flex flex-col gap-5">
            <BookingDevice record={record} />
            <div className="rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200 md:p-6">
              <SavedAddresses
                customerId={user.customer_id}
                title={seller_book_pickup_address()}
                selection={{ value: booking.addressId, onChange: booking.chooseAddress }}
                knownArea={booking.knownArea}
                onSaved={booking.addressSaved}
              />
            </div>
            <div className="rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200 md:p-6">
              <PickupSchedule
                dates={booking.dates}
                date={booking.date}
                onDateChange={booking.setDate}
                slot={booking.slot}
                onSlotChange={booking.setSlot}
              />
            </div>
          </div>
          <div className="flex flex-col gap-5 lg:sticky lg:top-24 lg:self-start">
            <BookingSummary
              finalValue={quote.data?.finalValue}
              missing={booking.missing}
              busy={booking.busy}
              onConfirm={booking.confirm}
              beforeConfirm={
                <BookingWhatsAppOptIn
                  customerId={user.customer_id}
                  checked={whatsApp.checked}
                  onChange={whatsApp.setChecked}
                />
              }
            />
            <BookingPromises />
          </div>
        </div>
      </PageContainer>
    </div>
  );
}

export function Component() {
  const { record, enquiry } = useStoredQuote();
  if (record === null) return <NothingToBook />;
  return (
    <RequireSession purpose={seller_purpose_book()}>
      {(user) => <Booking user={user} record={record} enquiry={enquiry} />}
    </RequireSession>
  );
}
