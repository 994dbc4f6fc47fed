import { seller_book_missing_address } from '@phonix/shared/messages/seller_book_missing_address';
import { seller_book_missing_date } from '@phonix/shared/messages/seller_book_missing_date';
import { seller_book_missing_slot } from '@phonix/shared/messages/seller_book_missing_slot';
import { seller_something_went_wrong } from '@phonix/shared/messages/seller_something_went_wrong';
import { type PickupSlot, pickupDates } from '@phonix/shared/pickup';
import type { AnswerRecord } from '@phonix/shared/questionnaire';
import { answerRecordSchema } from '@phonix/shared/questionnaire-record';
import { paths } from '@phonix/shared/routes';
import { useEffect, useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { newIdempotencyKey } from '@/lib/api-transport.ts';
import type { StoredUser } from '@/lib/storage.ts';
import { type CheckoutArea, SESSION_KEYS, storage } from '@/lib/storage.ts';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { useGenerateOrder, useRecordEnquiry } from '../api/generate-order.ts';

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

/**
 * The quote this tab is about to book, read once as the page opens: the answers, and the evaluation's price
 * enquiry (the isInserted marker kept past Continue) when there is one. No record: nothing to book.
 */
export function useStoredQuote() {
  const [record] = useState(storedRecord);
  const [enquiry] = useState(() => storage.getBookingEnquiry());
  return { record, enquiry };
}

/** Whether the stored quote is still this one (another tab may have started a new evaluation since). */
const stillStored = (record: AnswerRecord) =>
  JSON.stringify(storage.getSelectedModel()) === JSON.stringify(record);

/**
 * The booking of a priced phone: the pickup address, day and slot chosen, and Confirm, which books the order
 * once however often it is pressed, then opens its confirmation page.
 */
export function useBooking({
  user,
  record,
  enquiry,
  addresses,
  finalValue,
  onBooked,
}: {
  user: StoredUser;
  record: AnswerRecord;
  /** The evaluation's price enquiry, when there is one. */
  enquiry: number | null;
  /** The seller's saved addresses (empty while they load). */
  addresses: readonly { id: number; is_default: number }[];
  /** The quote shown. */
  finalValue: number | undefined;
  /** Told once the order is booked, before the page moves on (never holding or failing the booking). */
  onBooked: () => void;
}) {
  const navigate = useNavigate();
  const order = useGenerateOrder();
  const recordEnquiry = useRecordEnquiry();
  const { busy, guard } = useSingleFlight();
  const dates = useMemo(() => pickupDates(), []);
  const [chosenAddress, setChosenAddress] = useState<number | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<PickupSlot | null>(null);
  const attemptKey = useRef<string | null>(null);
  const enquiryId = useRef(enquiry);
  const [knownArea, setKnownArea] = useState(() => checkoutArea(user.mobile));

  // Exactly one address is preselected; otherwise the default one (SPEC 2).
  const preselected =
    addresses.length === 1
      ? (addresses[0]?.id ?? null)
      : (addresses.find((item) => item.is_default === 1)?.id ?? null);
  const addressId =
    chosenAddress !== null && addresses.some((item) => item.id === chosenAddress)
      ? chosenAddress
      : preselected;

  // A different choice is a different booking attempt; a retry of the same one reuses its key.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key follows the choices, by design
  useEffect(() => {
    attemptKey.current = null;
  }, [addressId, date, slot]);

  const missing: string[] = [
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
        enquiryId.current = await recordEnquiry.mutateAsync(record);
        if (stillStored(record)) storage.setBookingEnquiry(enquiryId.current);
      }
      const answer = await order.mutateAsync({
        record,
        enquiryId: enquiryId.current,
        customerId: user.customer_id,
        addressId,
        pickupDate: date,
        pickupTime: slot,
        exactValue: finalValue,
        idempotencyKey: attemptKey.current,
      });
      // The quote is spent: Back to this page, or another tab, now offers a new one instead.
      if (stillStored(record)) storage.clearQuote();
      onBooked();
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

  return {
    dates,
    addressId,
    chooseAddress: setChosenAddress,
    /** The checkout dialog's area, until it has become an address. */
    knownArea,
    /** A saved address is the one chosen; the checkout area has become an address (or the seller gave another). */
    addressSaved: (saved: { id: number }) => {
      setChosenAddress(saved.id);
      storage.setTabValue(SESSION_KEYS.checkoutArea, null);
      setKnownArea(null);
    },
    date,
    setDate,
    slot,
    setSlot,
    /** What is still to choose before Confirm books. */
    missing,
    busy,
    confirm,
  };
}
