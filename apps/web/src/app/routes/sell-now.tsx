import { modelImageUrl } from '@phonix/shared/images';
import { type PickupSlot, pickupDates } from '@phonix/shared/pickup';
import { type AnswerRecord, answerRecordSchema } from '@phonix/shared/questionnaire';
import { paths } from '@phonix/shared/routes';
import { ShieldCheck, Truck, Wallet } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Navigate, useNavigate } from 'react-router';
import { DeviceImage } from '@/components/ui/device-image.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { useAddresses } from '@/features/addresses/api/addresses.ts';
import { SavedAddresses } from '@/features/addresses/components/saved-addresses.tsx';
import { RequireSession } from '@/features/auth/components/require-session.tsx';
import { newIdempotencyKey, useGenerateOrder } from '@/features/checkout/api/generate-order.ts';
import { BookingSummary } from '@/features/checkout/components/booking-summary.tsx';
import { PickupSchedule } from '@/features/checkout/components/pickup-schedule.tsx';
import { useExactValue } from '@/features/quote/api/get-exact-value.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { withCity } from '@/lib/city-path.ts';
import type { StoredUser } from '@/lib/storage.ts';
import { storage } from '@/lib/storage.ts';

function storedRecord(): AnswerRecord | null {
  const stored = storage.getSelectedModel();
  return stored && answerRecordSchema.safeParse(stored).success ? stored : null;
}

function Booking({ user, record }: { user: StoredUser; record: AnswerRecord }) {
  const navigate = useNavigate();
  const quote = useExactValue(record);
  const addresses = useAddresses(user.customer_id);
  const order = useGenerateOrder();
  const dates = useMemo(() => pickupDates(), []);
  const [chosenAddress, setChosenAddress] = useState<number | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<PickupSlot | null>(null);
  const attemptKey = useRef<string | null>(null);

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
    ...(addressId === null ? ['an address'] : []),
    ...(date === null ? ['a date'] : []),
    ...(slot === null ? ['a time slot'] : []),
  ];

  const confirm = () => {
    if (addressId === null || date === null || slot === null || order.isPending) return;
    attemptKey.current ??= newIdempotencyKey();
    order.mutate(
      {
        record,
        customerId: user.customer_id,
        addressId,
        pickupDate: date,
        pickupTime: slot,
        exactValue: quote.data?.finalValue,
        idempotencyKey: attemptKey.current,
      },
      {
        onSuccess: (answer) => navigate(paths.response(answer.RefNo)),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  const modelName = record.model_name ?? record.item_name ?? record.ic_slug;
  return (
    <div className="bg-slate-50 pb-12">
      <PageContainer className="py-6 md:py-10">
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 md:text-3xl">
          You're almost done
        </h1>
        <p className="mt-1 text-slate-600">
          Choose where and when we should pick up your phone. Pickup is free.
        </p>
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
                title="Pickup Address"
                selection={{ value: addressId, onChange: setChosenAddress }}
                onSaved={(saved) => setChosenAddress(saved.id)}
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
              busy={order.isPending}
              onConfirm={confirm}
            />
            <ul className="flex flex-col gap-3 rounded-2xl bg-white p-5 text-sm text-slate-700 shadow-xs ring-1 ring-slate-200">
              <li className="flex gap-3">
                <Truck className="size-5 shrink-0 text-brand-700" aria-hidden />
                Free doorstep pickup at the slot you choose.
              </li>
              <li className="flex gap-3">
                <ShieldCheck className="size-5 shrink-0 text-brand-700" aria-hidden />
                Cancel any time before pickup from your orders.
              </li>
              <li className="flex gap-3">
                <Wallet className="size-5 shrink-0 text-brand-700" aria-hidden />
                Paid once our executive has checked the phone.
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
  if (record === null) return <Navigate to={withCity(paths.sellMobile())} replace />;
  return (
    <RequireSession purpose="book your free pickup">
      {(user) => <Booking user={user} record={record} />}
    </RequireSession>
  );
}
