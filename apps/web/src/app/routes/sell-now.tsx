import { modelImageUrl } from '@phonix/shared/images';
import { seller_book_cancel_note } from '@phonix/shared/messages/seller_book_cancel_note';
import { seller_book_free_pickup } from '@phonix/shared/messages/seller_book_free_pickup';
import { seller_book_intro } from '@phonix/shared/messages/seller_book_intro';
import { seller_book_missing_address } from '@phonix/shared/messages/seller_book_missing_address';
import { seller_book_missing_date } from '@phonix/shared/messages/seller_book_missing_date';
import { seller_book_missing_slot } from '@phonix/shared/messages/seller_book_missing_slot';
import { seller_book_new_quote } from '@phonix/shared/messages/seller_book_new_quote';
import { seller_book_nothing_text } from '@phonix/shared/messages/seller_book_nothing_text';
import { seller_book_nothing_title } from '@phonix/shared/messages/seller_book_nothing_title';
import { seller_book_paid_note } from '@phonix/shared/messages/seller_book_paid_note';
import { seller_book_pickup_address } from '@phonix/shared/messages/seller_book_pickup_address';
import { seller_book_title } from '@phonix/shared/messages/seller_book_title';
import { seller_my_orders } from '@phonix/shared/messages/seller_my_orders';
import { seller_purpose_book } from '@phonix/shared/messages/seller_purpose_book';
import { seller_something_went_wrong } from '@phonix/shared/messages/seller_something_went_wrong';
import { type PickupSlot, pickupDates } from '@phonix/shared/pickup';
import { type AnswerRecord, answerRecordSchema } from '@phonix/shared/questionnaire';
import { paths } from '@phonix/shared/routes';
import { useQueryClient } from '@tanstack/react-query';
import { PackageCheck, ShieldCheck, Smartphone, Truck, Wallet } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '@/components/ui/button.tsx';
import { DeviceImage } from '@/components/ui/device-image.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { PickupSchedule } from '@/components/ui/pickup-schedule.tsx';
import { useAddresses } from '@/features/addresses/api/addresses.ts';
import { SavedAddresses } from '@/features/addresses/components/saved-addresses.tsx';
import { RequireSession } from '@/features/auth/components/require-session.tsx';
import { recordEnquiry, useGenerateOrder } from '@/features/checkout/api/generate-order.ts';
import { BookingSummary } from '@/features/checkout/components/booking-summary.tsx';
import { recordBookingOptIn, whatsAppKey } from '@/features/messaging/api/whatsapp.ts';
import {
  BookingWhatsAppOptIn,
  bookingOptInText,
} from '@/features/messaging/components/booking-whatsapp-optin.tsx';
import { useExactValue } from '@/features/quote/api/get-exact-value.ts';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { newIdempotencyKey } from '@/lib/api-transport.ts';
import { withCity } from '@/lib/city-path.ts';
import { useSession } from '@/lib/session.ts';
import type { StoredUser } from '@/lib/storage.ts';
import { type CheckoutArea, SESSION_KEYS, storage } from '@/lib/storage.ts';
import { useSingleFlight } from '@/lib/use-single-flight.ts';

/** The area this seller gave in the checkout dialog, in this tab, to finish as their first address. */
function checkoutArea(mobile: string): CheckoutArea | null {
  const area = storage.getTabValue(SESSION_KEYS.checkoutArea) as Partial<CheckoutArea> | null;
  const { city, state, pincode, locality } = area ?? {};
  return area?.mobile === mobile &&
    [city, state, pincode, locality].every((part) => typeof part === 'string') &&
    pincode
    ? (area as CheckoutArea)
    : null;
}

function storedRecord(): AnswerRecord | null {
  const stored = storage.getSelectedModel();
  return stored && answerRecordSchema.safeParse(stored).success ? stored : null;
}

/** Whether the stored quote is still this one (another tab may have started a new evaluation since). */
const stillStored = (record: AnswerRecord) =>
  JSON.stringify(storage.getSelectedModel()) === JSON.stringify(record);

/** /sell-now without a quote: booked already (Back after booking), or never priced. */
function NothingToBook() {
  const { user } = useSession();
  return (
    <PageContainer className="flex flex-1 flex-col items-center justify-center gap-4 py-20 text-center">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <PackageCheck className="size-8" aria-hidden />
      </span>
      <h1 className="text-2xl font-bold text-slate-900">{seller_book_nothing_title()}</h1>
      <p className="max-w-md text-slate-600">{seller_book_nothing_text()}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={withCity(paths.sellMobile())} className={buttonClass('primary', 'lg')}>
          <Smartphone className="size-5" aria-hidden />
          {seller_book_new_quote()}
        </Link>
        {user ? (
          <Link to={paths.salesOrders()} className={buttonClass('secondary', 'lg')}>
            {seller_my_orders()}
          </Link>
        ) : null}
      </div>
    </PageContainer>
  );
}

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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const quote = useExactValue(record);
  const addresses = useAddresses(user.customer_id);
  const order = useGenerateOrder();
  const { busy, guard } = useSingleFlight();
  const dates = useMemo(() => pickupDates(), []);
  const [chosenAddress, setChosenAddress] = useState<number | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<PickupSlot | null>(null);
  // Unticked until the seller ticks it (docs/decisions/150).
  const [whatsApp, setWhatsApp] = useState(false);
  const attemptKey = useRef<string | null>(null);
  const enquiryId = useRef(enquiry);
  const [knownArea, setKnownArea] = useState(() => checkoutArea(user.mobile));

  // Exactly one address is preselected; otherwise the default one (SPEC 2).
  const list = addresses.data ?? [];
  const preselected =
    list.length === 1 ? (list[0]?.id ?? null) : (list.find((item) => item.is_default === 1)?.id ?? null);
  const addressId =
    chosenAddress !== null && list.some((item) => item.id === chosenAddress) ? chosenAddress : preselected;

  // A different choice is a different booking attempt; a retry of the same one reuses its key.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key follows the choices, by design
  useEffect(() => {
    attemptKey.current = null;
  }, [addressId, date, slot]);

  const missing = [
    ...(addressId === null ? [seller_book_missing_address()] : []),
    ...(date === null ? [seller_book_missing_date()] : []),
    ...(slot === null ? [seller_book_missing_slot()] : []),
  ];

  const confirm = guard(async () => {
    if (addressId === null || date === null || slot === null) return;
    attemptKey.current ??= newIdempotencyKey();
    try {
      // A quote priced before its enquiry was recorded (or stored by an older release) gets one now, kept
      // for a retry: the booking always names its evaluation.
      if (enquiryId.current === null) {
        enquiryId.current = await recordEnquiry(record);
        if (stillStored(record)) storage.setBookingEnquiry(enquiryId.current);
      }
      const answer = await order.mutateAsync({
        record,
        enquiryId: enquiryId.current,
        customerId: user.customer_id,
        addressId,
        pickupDate: date,
        pickupTime: slot,
        exactValue: quote.data?.finalValue,
        idempotencyKey: attemptKey.current,
      });
      // The quote is spent: Back to this page, or another tab, now offers a new one instead.
      if (stillStored(record)) storage.clearQuote();
      // The order is booked: the WhatsApp choice follows on its own, never holding or failing the booking.
      if (whatsApp)
        void recordBookingOptIn(bookingOptInText()).then((recorded) =>
          recorded ? queryClient.invalidateQueries({ queryKey: whatsAppKey(user.customer_id) }) : undefined,
        );
      navigate(paths.response(answer.RefNo));
    } catch (error) {
      // An enquiry the server does not take for this quote is dropped; the next Confirm records another.
      if (
        error instanceof ApiError &&
        (error.code === 'QUOTE_NOT_FOUND' || error.code === 'QUOTE_MISMATCH')
      ) {
        enquiryId.current = null;
      }
      toast.error(errorMessage(error, seller_something_went_wrong()));
    }
  });

  const modelName = record.model_name ?? record.item_name ?? record.ic_slug;
  return (
    <div className="bg-slate-50 pb-12">
      <PageContainer className="py-6 md:py-10">
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 md:text-3xl">
          {seller_book_title()}
        </h1>
        <p className="mt-1 text-slate-600">{seller_book_intro()}</p>
        <div className="mt-6 grid gap-5 lg:grid-cols-[1fr_360px] lg:gap-x-8">
          <div className="flex flex-col gap-5">
            <section className="flex items-center gap-4 rounded-2xl bg-white p-4 shadow-xs ring-1 ring-slate-200">
              <DeviceImage
                src={record.item_image || modelImageUrl(record.ic_slug)}
                alt={modelName}
                width={300}
                height={400}
                eager
                className="w-14 shrink-0"
              />
              <div className="min-w-0">
                <p className="truncate text-lg font-bold text-slate-900">{modelName}</p>
                <p className="text-sm font-semibold text-slate-600">{record.variant_name}</p>
              </div>
            </section>
            <div className="rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200 md:p-6">
              <SavedAddresses
                customerId={user.customer_id}
                title={seller_book_pickup_address()}
                selection={{ value: addressId, onChange: setChosenAddress }}
                knownArea={knownArea}
                onSaved={(saved) => {
                  setChosenAddress(saved.id);
                  // The checkout area has become an address (or the seller gave another): done with it.
                  storage.setTabValue(SESSION_KEYS.checkoutArea, null);
                  setKnownArea(null);
                }}
              />
            </div>
            <div className="rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200 md:p-6">
              <PickupSchedule
                dates={dates}
                date={date}
                onDateChange={setDate}
                slot={slot}
                onSlotChange={setSlot}
              />
            </div>
          </div>
          <div className="flex flex-col gap-5 lg:sticky lg:top-24 lg:self-start">
            <BookingSummary
              finalValue={quote.data?.finalValue}
              missing={missing}
              busy={busy}
              onConfirm={confirm}
              beforeConfirm={
                <BookingWhatsAppOptIn
                  customerId={user.customer_id}
                  checked={whatsApp}
                  onChange={setWhatsApp}
                />
              }
            />
            <ul className="flex flex-col gap-3 rounded-2xl bg-white p-5 text-sm text-slate-700 shadow-xs ring-1 ring-slate-200">
              <li className="flex gap-3">
                <Truck className="size-5 shrink-0 text-brand-700" aria-hidden />
                {seller_book_free_pickup()}
              </li>
              <li className="flex gap-3">
                <ShieldCheck className="size-5 shrink-0 text-brand-700" aria-hidden />
                {seller_book_cancel_note()}
              </li>
              <li className="flex gap-3">
                <Wallet className="size-5 shrink-0 text-brand-700" aria-hidden />
                {seller_book_paid_note()}
              </li>
            </ul>
          </div>
        </div>
      </PageContainer>
    </div>
  );
}

export function Component() {
  const [record] = useState(storedRecord);
  const [enquiry] = useState(() => storage.getBookingEnquiry());
  if (record === null) return <NothingToBook />;
  return (
    <RequireSession purpose={seller_purpose_book()}>
      {(user) => <Booking user={user} record={record} enquiry={enquiry} />}
    </RequireSession>
  );
}
