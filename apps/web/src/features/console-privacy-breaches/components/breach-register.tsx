import { INDIA_TIME_ZONE } from '@phonix/shared/pickup';
import {
  BREACH_DATA_KINDS,
  type Breach,
  type BreachDataKind,
  type BreachSellers,
  type BreachSellersPreview,
} from '@phonix/shared/privacy-api';
import { ShieldAlert, UserPlus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Badge } from '@/components/console/badge.tsx';
import { ConfirmDialog } from '@/components/console/confirm-dialog.tsx';
import { IndiaTime } from '@/components/console/india-time.tsx';
import { Panel } from '@/components/console/panel.tsx';
import { QueryState } from '@/components/console/query-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { describedBy, FieldShell, fieldControlClass, TextField } from '@/components/ui/text-field.tsx';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import {
  addBreachSellers,
  previewBreachSellers,
  recordBreach,
  reportBreachToBoard,
  useBreaches,
} from '../api/breaches-admin.ts';

export const DATA_KIND_LABELS: Record<BreachDataKind, string> = {
  mobile: 'Mobile numbers',
  name: 'Names',
  email: 'E-mail addresses',
  address: 'Pickup addresses',
  device_answers: 'Device answers',
  imei: 'IMEIs',
  id_details: 'ID type and last digits',
  payout_details: 'Payout details',
  order_history: 'Order history',
  sessions: 'Sign-in sessions',
};

/** The India wall-clock time of a moment as a datetime-local value ('2026-11-27T18:05'). */
export function indiaLocalValue(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: INDIA_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** A datetime-local value read as India time (UTC+05:30, no daylight saving), as ISO with its offset. */
export function fromIndiaLocalValue(value: string): string {
  return `${value}:00+05:30`;
}

/** '12, 40 ,12' -> [12, 40]; null when something is not a whole positive number. */
export function parseIds(text: string): number[] | null {
  const parts = text.split(/[\s,]+/).filter((part) => part !== '');
  if (!parts.every((part) => /^\d{1,10}$/.test(part) && Number(part) > 0)) return null;
  return [...new Set(parts.map(Number))];
}

/** '500081, 500032' -> ['500081', '500032']; null when one is not six digits. */
export function parsePincodes(text: string): string[] | null {
  const parts = text.split(/[\s,]+/).filter((part) => part !== '');
  return parts.every((part) => /^\d{6}$/.test(part)) ? [...new Set(parts)] : null;
}

/** '1 seller told', '12 sellers told'. */
const sellersTold = (count: number) => `${count} ${count === 1 ? 'seller' : 'sellers'} told`;

function Deadline({ breach }: { breach: Breach }) {
  if (breach.board_reported_at)
    return (
      <span className="inline-flex flex-wrap items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-300 ring-inset">
        Reported to the Board <IndiaTime value={breach.board_reported_at} />
      </span>
    );
  const hours = breach.hours_left ?? 0;
  if (hours < 0) return <Badge tone="bad">Board report overdue by {-hours} h</Badge>;
  return <Badge tone={hours <= 24 ? 'bad' : 'warn'}>{hours} h left for the Board report</Badge>;
}

/** Which sellers: customer ids, or every seller, or those with orders on some days or in some pincodes. */
function SellersFields({
  prefix,
  state,
  onChange,
  errors,
}: {
  prefix: string;
  state: SellersState;
  onChange: (next: SellersState) => void;
  errors: Partial<Record<keyof SellersState, string>>;
}) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">Sellers affected</legend>
      <TextField
        label="Customer ids"
        hint="Separated by commas or spaces."
        value={state.ids}
        inputMode="numeric"
        onChange={(event) => onChange({ ...state, ids: event.target.value })}
        error={errors.ids}
        id={`${prefix}-ids`}
      />
      <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="size-5"
          checked={state.all}
          onChange={(event) => onChange({ ...state, all: event.target.checked })}
        />
        Every seller with an account (a breach of the whole customer table)
      </label>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          type="date"
          label="Orders booked from (India day)"
          value={state.from}
          disabled={state.all}
          onChange={(event) => onChange({ ...state, from: event.target.value })}
          id={`${prefix}-from`}
        />
        <TextField
          type="date"
          label="Orders booked to (India day)"
          value={state.to}
          disabled={state.all}
          onChange={(event) => onChange({ ...state, to: event.target.value })}
          error={errors.to}
          id={`${prefix}-to`}
        />
      </div>
      <TextField
        label="Pickup pincodes"
        hint="Sellers with an order in these pincodes (with the days above, both must match)."
        value={state.pincodes}
        inputMode="numeric"
        disabled={state.all}
        onChange={(event) => onChange({ ...state, pincodes: event.target.value })}
        error={errors.pincodes}
        id={`${prefix}-pincodes`}
      />
    </fieldset>
  );
}

interface SellersState {
  ids: string;
  all: boolean;
  from: string;
  to: string;
  pincodes: string;
}
const NO_SELLERS: SellersState = { ids: '', all: false, from: '', to: '', pincodes: '' };

/** The form's sellers as the API takes them, or the fields in error. */
function sellersOf(
  state: SellersState,
):
  | { sellers: BreachSellers | undefined; errors?: undefined }
  | { errors: Partial<Record<keyof SellersState, string>> } {
  const errors: Partial<Record<keyof SellersState, string>> = {};
  const ids = parseIds(state.ids);
  if (ids === null) errors.ids = 'Customer ids are whole numbers.';
  const pincodes = state.all ? [] : parsePincodes(state.pincodes);
  if (pincodes === null) errors.pincodes = 'Pincodes are six digits.';
  if (!state.all && state.from && state.to && state.from > state.to)
    errors.to = 'The last day must not be before the first day.';
  if (Object.keys(errors).length > 0) return { errors };
  const filter = state.all
    ? { all: true as const }
    : state.from || state.to || (pincodes?.length ?? 0) > 0
      ? {
          ...(state.from ? { ordered_from: state.from } : {}),
          ...(state.to ? { ordered_to: state.to } : {}),
          ...((pincodes?.length ?? 0) > 0 ? { pincodes: pincodes ?? [] } : {}),
        }
      : undefined;
  const named = ids ?? [];
  if (named.length === 0 && !filter) return { sellers: undefined };
  return { sellers: { ...(named.length > 0 ? { customer_ids: named } : {}), ...(filter ? { filter } : {}) } };
}

function TextArea({
  label,
  value,
  onChange,
  error,
  hint,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
}) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <textarea
        id={id}
        value={value}
        rows={3}
        maxLength={2000}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${fieldControlClass(Boolean(error))} h-auto py-3`}
      />
    </FieldShell>
  );
}

const TEXTS = {
  description: 'What happened (nature, extent, timing and where)',
  consequences: 'Likely consequences for the sellers',
  measures: 'What we have done to limit it',
  seller_steps: 'What sellers can do to protect themselves',
} as const;
type TextKey = keyof typeof TEXTS;

/** A preview of a breach's sellers waiting for the second, explicit confirmation. */
interface SellersToConfirm {
  preview: BreachSellersPreview;
  /** Sends with the number confirmed. */
  send: (confirmCount: number) => Promise<void>;
}

/**
 * Issue 31: before anyone is told, how many sellers the choice matches and who some of them are; nothing is
 * sent until "Tell N sellers" is pressed (the server also refuses a count that is not the current one).
 */
function ConfirmSellers({ pending, onClose }: { pending: SellersToConfirm | null; onClose: () => void }) {
  const { busy, guard } = useSingleFlight();
  const matched = pending?.preview.matched ?? 0;
  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Tell ${sellersCount(matched)}?`}
      confirmLabel={`Tell ${sellersCount(matched)}`}
      busy={busy}
      onConfirm={guard(async () => {
        if (!pending) return;
        await pending.send(matched);
        onClose();
      })}
    >
      <p data-testid="breach-sellers-matched">
        These sellers match {sellersCount(matched)}. Each is sent one SMS about this breach; nothing has been
        sent yet.
      </p>
      {pending && pending.preview.sample.length > 0 ? (
        <>
          <p className="mt-3 font-semibold text-slate-800">
            {matched > pending.preview.sample.length
              ? `The first ${pending.preview.sample.length}:`
              : 'They are:'}
          </p>
          <ul className="mt-1 list-disc pl-5" aria-label="Sample of the sellers">
            {pending.preview.sample.map((row) => (
              <li key={row.customer_id}>
                #{row.customer_id} {row.name} · <span className="tabular-nums">{row.mobile}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </ConfirmDialog>
  );
}

/** '1 seller', '1,250 sellers'. */
const sellersCount = (count: number) =>
  `${count.toLocaleString('en-IN')} ${count === 1 ? 'seller' : 'sellers'}`;

function RecordForm() {
  const [texts, setTexts] = useState<Record<TextKey, string>>({
    description: '',
    consequences: '',
    measures: '',
    seller_steps: '',
  });
  const [detected, setDetected] = useState(() => indiaLocalValue(new Date()));
  const [kinds, setKinds] = useState<BreachDataKind[]>([]);
  const [sellers, setSellers] = useState<SellersState>(NO_SELLERS);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState<SellersToConfirm | null>(null);
  const { busy, guard } = useSingleFlight();
  const kindsId = useId();

  const submit = guard(async () => {
    const next: Record<string, string> = {};
    for (const key of Object.keys(TEXTS) as TextKey[])
      if (texts[key].trim() === '') next[key] = 'Please fill this in.';
    if (kinds.length === 0) next.kinds = 'Choose at least one kind of data.';
    if (!detected) next.detected = 'When was it detected?';
    const chosen = sellersOf(sellers);
    if (chosen.errors) Object.assign(next, chosen.errors);
    setErrors(next);
    if (Object.keys(next).length > 0 || chosen.errors) return;
    const record = async (confirmCount?: number) => {
      try {
        const breach = await recordBreach({
          description: texts.description.trim(),
          consequences: texts.consequences.trim(),
          measures: texts.measures.trim(),
          seller_steps: texts.seller_steps.trim(),
          detected_at: fromIndiaLocalValue(detected),
          data_kinds: kinds,
          ...(chosen.sellers
            ? {
                sellers: {
                  ...chosen.sellers,
                  ...(confirmCount === undefined ? {} : { confirm_count: confirmCount }),
                },
              }
            : {}),
        });
        toast.success(`${breach.number} recorded; ${sellersTold(breach.sellers_affected)}.`);
        setTexts({ description: '', consequences: '', measures: '', seller_steps: '' });
        setKinds([]);
        setSellers(NO_SELLERS);
      } catch (error) {
        if (error instanceof ApiError && error.field)
          setErrors({ [error.field === 'detected_at' ? 'detected' : 'ids']: error.message });
        toast.error(errorMessage(error, 'Could not record the breach. Please try again.'));
      }
    };
    if (!chosen.sellers) return record();
    try {
      const preview = await previewBreachSellers(chosen.sellers);
      if (preview.matched === 0) return record(0);
      setPending({ preview, send: record });
    } catch (error) {
      if (error instanceof ApiError && error.field) setErrors({ ids: error.message });
      toast.error(errorMessage(error, 'Could not count the sellers. Please try again.'));
    }
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  return (
    <Panel title="Record a breach">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField
          type="datetime-local"
          label="Detected at (India time)"
          hint="The Board's report is due 72 hours after this."
          value={detected}
          max={indiaLocalValue(new Date())}
          onChange={(event) => setDetected(event.target.value)}
          error={errors.detected}
        />
        {(Object.keys(TEXTS) as TextKey[]).map((key) => (
          <TextArea
            key={key}
            label={TEXTS[key]}
            value={texts[key]}
            onChange={(value) => setTexts({ ...texts, [key]: value })}
            error={errors[key]}
          />
        ))}
        <fieldset className="min-w-0" aria-describedby={errors.kinds ? `${kindsId}-error` : undefined}>
          <legend className="text-sm font-semibold text-slate-800">Kinds of data</legend>
          <div className="mt-2 grid gap-1 sm:grid-cols-2">
            {BREACH_DATA_KINDS.map((kind) => (
              <label key={kind} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={kinds.includes(kind)}
                  onChange={(event) =>
                    setKinds(
                      event.target.checked ? [...kinds, kind] : kinds.filter((entry) => entry !== kind),
                    )
                  }
                />
                {DATA_KIND_LABELS[kind]}
              </label>
            ))}
          </div>
          {errors.kinds ? (
            <p id={`${kindsId}-error`} className="text-sm font-medium text-red-700">
              {errors.kinds}
            </p>
          ) : null}
        </fieldset>
        <SellersFields prefix="record" state={sellers} onChange={setSellers} errors={errors} />
        <p className="text-sm text-slate-600">
          Each seller named is sent one SMS pointing to the details on their privacy page; adding them again
          later does not send a second one. You see how many sellers that is, and some of them, before
          anything is sent.
        </p>
        <Button type="submit" disabled={busy} className="self-start">
          <ShieldAlert className="size-4" aria-hidden />
          {busy ? 'Recording...' : 'Record the breach'}
        </Button>
      </form>
      <ConfirmSellers pending={pending} onClose={() => setPending(null)} />
    </Panel>
  );
}

function AddSellers({ breach }: { breach: Breach }) {
  const [open, setOpen] = useState(false);
  const [sellers, setSellers] = useState<SellersState>(NO_SELLERS);
  const [errors, setErrors] = useState<Partial<Record<keyof SellersState, string>>>({});
  const [pending, setPending] = useState<SellersToConfirm | null>(null);
  const { busy, guard } = useSingleFlight();
  const submit = guard(async () => {
    const chosen = sellersOf(sellers);
    if (chosen.errors) return setErrors(chosen.errors);
    if (!chosen.sellers)
      return setErrors({ ids: 'Name sellers by id, or choose days, pincodes or everyone.' });
    setErrors({});
    const named = chosen.sellers;
    const add = async (confirmCount: number) => {
      try {
        const answer = await addBreachSellers(breach.id, { ...named, confirm_count: confirmCount });
        toast.success(`${answer.added} more: ${sellersTold(answer.added)}.`);
        setSellers(NO_SELLERS);
        setOpen(false);
      } catch (error) {
        toast.error(errorMessage(error, 'Could not add the sellers. Please try again.'));
      }
    };
    try {
      const preview = await previewBreachSellers(named);
      if (preview.matched === 0) return setErrors({ ids: 'No seller matches this choice.' });
      setPending({ preview, send: add });
    } catch (error) {
      toast.error(errorMessage(error, 'Could not count the sellers. Please try again.'));
    }
  });
  if (!open)
    return (
      <Button variant="secondary" className="min-h-9 px-3 py-1" onClick={() => setOpen(true)}>
        <UserPlus className="size-4" aria-hidden />
        Add sellers<span className="sr-only"> to {breach.number}</span>
      </Button>
    );
  return (
    <>
      <form
        noValidate
        className="flex w-full flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <SellersFields prefix={`add-${breach.id}`} state={sellers} onChange={setSellers} errors={errors} />
        <div className="flex gap-2">
          <Button type="submit" disabled={busy}>
            {busy ? 'Adding...' : 'Add and tell them'}
          </Button>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </div>
      </form>
      <ConfirmSellers pending={pending} onClose={() => setPending(null)} />
    </>
  );
}

function BoardReport({ breach }: { breach: Breach }) {
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { busy, guard } = useSingleFlight();
  const submit = guard(async () => {
    if (reference.trim() === '') return setError('Enter the Board’s acknowledgement or reference.');
    setError(undefined);
    try {
      await reportBreachToBoard(breach.id, reference.trim());
      toast.success(`The Board report of ${breach.number} is recorded.`);
    } catch (caught) {
      toast.error(errorMessage(caught, 'Could not record the report. Please try again.'));
    }
  });
  if (breach.board_reported_at)
    return (
      <p className="text-sm text-slate-700">
        Board reference <span className="font-mono">{breach.board_reference}</span>
      </p>
    );
  return (
    <form
      noValidate
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        label={`Board report reference for ${breach.number}`}
        value={reference}
        maxLength={200}
        onChange={(event) => setReference(event.target.value)}
        error={error}
        containerClassName="flex-1"
      />
      <Button type="submit" disabled={busy} className="sm:mb-0.5">
        {busy ? 'Saving...' : 'Mark reported to the Board'}
      </Button>
    </form>
  );
}

function BreachCard({ breach }: { breach: Breach }) {
  return (
    <li
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-xs"
      data-testid="breach"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-base font-bold text-slate-900">{breach.number}</span>
        <Deadline breach={breach} />
        <Badge>{sellersTold(breach.sellers_affected)}</Badge>
      </div>
      <p className="whitespace-pre-line break-words text-slate-800">{breach.description}</p>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[12rem_1fr]">
        <dt className="font-semibold text-slate-600">Detected</dt>
        <dd>
          <IndiaTime value={breach.detected_at} /> IST
        </dd>
        <dt className="font-semibold text-slate-600">Board report due</dt>
        <dd>
          <IndiaTime value={breach.board_deadline} /> IST (72 hours after detection)
        </dd>
        <dt className="font-semibold text-slate-600">Data</dt>
        <dd>
          {breach.data_kinds.map((kind) => DATA_KIND_LABELS[kind as BreachDataKind] ?? kind).join(', ')}
        </dd>
        <dt className="font-semibold text-slate-600">Consequences</dt>
        <dd className="whitespace-pre-line break-words">{breach.consequences}</dd>
        <dt className="font-semibold text-slate-600">Measures taken</dt>
        <dd className="whitespace-pre-line break-words">{breach.measures}</dd>
        <dt className="font-semibold text-slate-600">Sellers can</dt>
        <dd className="whitespace-pre-line break-words">{breach.seller_steps}</dd>
      </dl>
      <BoardReport breach={breach} />
      <div>
        <AddSellers breach={breach} />
      </div>
    </li>
  );
}

/** The breach register: every breach with its Board deadline, newest first, and the form to record one. */
export function BreachRegister() {
  const query = useBreaches();
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] xl:items-start">
      <section aria-labelledby="breaches-heading">
        <h2 id="breaches-heading" className="mb-3 text-lg font-semibold text-slate-900">
          Breaches
        </h2>
        <QueryState
          query={query}
          loadingLabel="Loading the register..."
          isEmpty={(data) => data.breaches.length === 0}
          empty="No breach has been recorded."
        >
          {(data) => (
            <ul className="flex flex-col gap-4">
              {data.breaches.map((breach) => (
                <BreachCard key={breach.id} breach={breach} />
              ))}
            </ul>
          )}
        </QueryState>
      </section>
      <RecordForm />
    </div>
  );
}
