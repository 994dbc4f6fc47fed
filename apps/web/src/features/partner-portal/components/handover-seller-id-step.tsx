import { zodResolver } from '@hookform/resolvers/zod';
import {
  ID_TYPE_RULES,
  ID_TYPES,
  type IdType,
  SELLER_ID_REASON,
  type SellerIdRequest,
  sellerIdRequestSchema,
} from '@phonix/shared/handover';
import type { PartnerHandover } from '@phonix/shared/handover-api';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { SelectField, TextField } from '@/components/ui/text-field.tsx';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { recordSellerId } from '../api/partner-handover.ts';
import {
  afterRefusal,
  ChangeButton,
  Problem,
  Recorded,
  refusal,
  StepButton,
  StepCard,
} from './handover-parts.tsx';

/**
 * Step 2: the seller's ID for the dealer register: its type, the last four characters and the name on it.
 * The page says why it is asked, and that no photo or full number is kept (the server stores it masked).
 */
export function SellerIdStep({
  refNo,
  handover,
  locked,
}: {
  refNo: string;
  handover: PartnerHandover;
  locked: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const recorded = handover.seller_id;
  return (
    <StepCard
      number={2}
      title="Seller’s ID"
      state={recorded ? 'done' : 'todo'}
      testId="handover-step-seller-id"
    >
      <p className="flex items-start gap-2 rounded-xl bg-slate-100 px-4 py-3 text-base text-slate-900">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-slate-700" aria-hidden />
        <span data-testid="seller-id-reason">{SELLER_ID_REASON}</span>
      </p>
      {recorded && (!editing || locked) ? (
        <>
          <Recorded
            rows={[
              {
                label: recorded.id_label,
                value: <span className="font-mono tabular-nums">{recorded.id_masked}</span>,
                testId: 'recorded-seller-id',
              },
              { label: 'Name on the ID', value: recorded.name_on_id },
            ]}
          />
          {locked ? null : <ChangeButton onClick={() => setEditing(true)}>Change seller ID</ChangeButton>}
        </>
      ) : (
        <SellerIdForm refNo={refNo} handover={handover} onSaved={() => setEditing(false)} />
      )}
    </StepCard>
  );
}

interface SellerIdValues {
  id_type: IdType;
  id_last_four: string;
  name_on_id: string;
}

function SellerIdForm({
  refNo,
  handover,
  onSaved,
}: {
  refNo: string;
  handover: PartnerHandover;
  onSaved: () => void;
}) {
  // The ID type starts unchosen: the select's first option asks for it.
  const form = useForm<SellerIdValues, unknown, SellerIdRequest>({
    resolver: zodResolver(sellerIdRequestSchema),
    defaultValues: {
      ...(handover.seller_id ? { id_type: handover.seller_id.id_type } : {}),
      id_last_four: '',
      name_on_id: handover.seller_id?.name_on_id ?? '',
    },
  });
  const { busy, guard } = useSingleFlight();
  const [problem, setProblem] = useState<string | null>(null);
  const { errors } = form.formState;
  const type = form.watch('id_type');
  const rule = type ? ID_TYPE_RULES[type] : undefined;

  const submit = guard(
    form.handleSubmit(async (body) => {
      setProblem(null);
      try {
        const answer = await recordSellerId(refNo, body);
        toast.success(answer.message);
        onSaved();
      } catch (error) {
        setProblem(refusal(error));
        await afterRefusal(refNo, error);
      }
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <SelectField
        label="ID type"
        data-testid="seller-id-type"
        error={errors.id_type?.message}
        className="h-14 text-lg"
        {...form.register('id_type')}
      >
        <option value="">Choose the ID the seller shows</option>
        {ID_TYPES.map((idType) => (
          <option key={idType} value={idType}>
            {ID_TYPE_RULES[idType].label}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Last 4 characters of the ID"
        data-testid="seller-id-last-four"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={4}
        placeholder="Last 4 only"
        hint={rule ? rule.lastFourMessage : 'Only the last 4 characters, never the full number.'}
        error={errors.id_last_four?.message}
        className="h-14 font-mono text-2xl font-bold tracking-[0.4em] uppercase tabular-nums"
        {...form.register('id_last_four')}
      />
      <TextField
        label="Name on the ID"
        data-testid="seller-id-name"
        autoComplete="off"
        autoCapitalize="words"
        error={errors.name_on_id?.message}
        className="h-14 text-lg"
        {...form.register('name_on_id')}
      />
      <Problem message={problem} />
      <StepButton type="submit" busy={busy} data-testid="save-seller-id">
        Save seller ID
      </StepButton>
    </form>
  );
}
