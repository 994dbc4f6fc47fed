import { zodResolver } from '@hookform/resolvers/zod';
import { ID_TYPES, type IdType, type SellerIdRequest, sellerIdRequestSchema } from '@phonix/shared/handover';
import type { PartnerHandover } from '@phonix/shared/handover-api';
import { idLastFourMessage, idTypeLabel, sellerIdReason } from '@phonix/shared/handover-words';
import { partner_seller_id_change } from '@phonix/shared/messages/partner_seller_id_change';
import { partner_seller_id_choose } from '@phonix/shared/messages/partner_seller_id_choose';
import { partner_seller_id_last_four } from '@phonix/shared/messages/partner_seller_id_last_four';
import { partner_seller_id_last_four_hint } from '@phonix/shared/messages/partner_seller_id_last_four_hint';
import { partner_seller_id_last_four_placeholder } from '@phonix/shared/messages/partner_seller_id_last_four_placeholder';
import { partner_seller_id_name_on_id } from '@phonix/shared/messages/partner_seller_id_name_on_id';
import { partner_seller_id_save } from '@phonix/shared/messages/partner_seller_id_save';
import { partner_seller_id_type } from '@phonix/shared/messages/partner_seller_id_type';
import { partner_step_seller_id } from '@phonix/shared/messages/partner_step_seller_id';
import { partner_toast_seller_id } from '@phonix/shared/messages/partner_toast_seller_id';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { SelectField, TextField } from '@/components/ui/text-field.tsx';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { useRecordSellerId } from '../api/partner-handover.ts';
import { handoverFieldError } from '../utils/handover-field-error.ts';
import { ChangeButton, Problem, Recorded, refusal, StepButton, StepCard } from './handover-parts.tsx';

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
      title={partner_step_seller_id()}
      state={recorded ? 'done' : 'todo'}
      testId="handover-step-seller-id"
    >
      <p className="flex items-start gap-2 rounded-xl bg-slate-100 px-4 py-3 text-base text-slate-900">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-slate-700" aria-hidden />
        <span data-testid="seller-id-reason">{sellerIdReason()}</span>
      </p>
      {recorded && (!editing || locked) ? (
        <>
          <Recorded
            rows={[
              {
                label: idTypeLabel(recorded.id_type),
                value: <span className="font-mono tabular-nums">{recorded.id_masked}</span>,
                testId: 'recorded-seller-id',
              },
              { label: partner_seller_id_name_on_id(), value: recorded.name_on_id },
            ]}
          />
          {locked ? null : (
            <ChangeButton onClick={() => setEditing(true)}>{partner_seller_id_change()}</ChangeButton>
          )}
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
  const record = useRecordSellerId(refNo);
  const { busy, guard } = useSingleFlight();
  const [problem, setProblem] = useState<string | null>(null);
  const { errors } = form.formState;
  const type = form.watch('id_type');

  const submit = guard(
    form.handleSubmit(async (body) => {
      setProblem(null);
      try {
        await record.mutateAsync(body);
        toast.success(partner_toast_seller_id());
        onSaved();
      } catch (error) {
        setProblem(refusal(error));
      }
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <SelectField
        label={partner_seller_id_type()}
        data-testid="seller-id-type"
        error={handoverFieldError(errors.id_type?.message)}
        className="h-14 text-lg"
        {...form.register('id_type')}
      >
        <option value="">{partner_seller_id_choose()}</option>
        {ID_TYPES.map((idType) => (
          <option key={idType} value={idType}>
            {idTypeLabel(idType)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={partner_seller_id_last_four()}
        data-testid="seller-id-last-four"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={4}
        placeholder={partner_seller_id_last_four_placeholder()}
        hint={type ? idLastFourMessage(type) : partner_seller_id_last_four_hint()}
        error={handoverFieldError(errors.id_last_four?.message)}
        className="h-14 font-mono text-2xl font-bold tracking-[0.4em] uppercase tabular-nums placeholder:font-sans placeholder:text-lg placeholder:tracking-normal"
        {...form.register('id_last_four')}
      />
      <TextField
        label={partner_seller_id_name_on_id()}
        data-testid="seller-id-name"
        autoComplete="off"
        autoCapitalize="words"
        error={handoverFieldError(errors.name_on_id?.message)}
        className="h-14 text-lg"
        {...form.register('name_on_id')}
      />
      <Problem message={problem} />
      <StepButton type="submit" busy={busy} data-testid="save-seller-id">
        {partner_seller_id_save()}
      </StepButton>
    </form>
  );
}
