import { zodResolver } from '@hookform/resolvers/zod';
import { type StaffPartner, updatePartnerPincodesRequestSchema } from '@phonix/shared/partner-api';
import { type FormEvent, useRef } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { useUpdatePartnerPincodes } from '../api/partners-admin.ts';
import { usePincodeList } from '../hooks/use-pincode-list.ts';
import { PincodeEditor } from './pincode-editor.tsx';

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((code) => b.includes(code));

/** Replacing the pincodes a partner serves (its pool of open pickups follows at once). */
export function EditPincodesDialog({
  partner,
  onClose,
  returnFocus,
}: {
  partner: StaffPartner;
  onClose: () => void;
  returnFocus: () => Element | null;
}) {
  const list = usePincodeList(partner.pincodes);
  const pincodeInput = useRef<HTMLInputElement>(null);
  // The editor keeps the list as it is chosen (usePincodeList); the form checks it with the contract's rule.
  const form = useForm({
    resolver: zodResolver(updatePartnerPincodesRequestSchema),
    defaultValues: { pincodes: [...partner.pincodes] },
  });
  const { busy, guard } = useSingleFlight();

  const refused = (message: string) => {
    list.setError(message);
    pincodeInput.current?.focus();
  };

  const updatePincodes = useUpdatePartnerPincodes(partner.partner_id);
  const save = async ({ pincodes }: { pincodes: string[] }) => {
    if (sameSet(pincodes, partner.pincodes)) {
      toast.success('No change to save');
      onClose();
      return;
    }
    try {
      const result = await updatePincodes.mutateAsync(pincodes);
      const count = result.partner.pincodes.length;
      toast.success(`${result.partner.shop_name} now serves ${count} pincode${count === 1 ? '' : 's'}`);
      onClose();
    } catch (error) {
      const message = errorMessage(error, 'The pincodes could not be saved. Please try again.');
      if (error instanceof ApiError && error.field?.startsWith('pincodes')) return refused(message);
      toast.error(message);
      // Gone: the lists were read again by the mutation.
      if (error instanceof ApiError && error.status === 404) onClose();
    }
  };

  const submit = guard(async (event: FormEvent) => {
    event.preventDefault();
    const pincodes = list.commit();
    if (!pincodes) return pincodeInput.current?.focus();
    form.setValue('pincodes', pincodes);
    await form.handleSubmit(save, (errors) => refused(errors.pincodes?.message ?? ''))();
  });

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Areas served by ${partner.shop_name}`}
      description="The partner is offered the open pickups in these pincodes, from now on."
      size="lg"
      returnFocus={returnFocus}
      initialFocus={() => pincodeInput.current}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        <PincodeEditor list={list} inputRef={pincodeInput} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : 'Save pincodes'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
