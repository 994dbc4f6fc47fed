import { zodResolver } from '@hookform/resolvers/zod';
import { approvePartnerRequestRequestSchema, type StaffPartnerRequest } from '@phonix/shared/partner-api';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { useApprovePartnerRequest } from '../api/partners-admin.ts';
import { usePincodeList } from '../hooks/use-pincode-list.ts';
import { PincodeEditor } from './pincode-editor.tsx';

/** The names are a form of their own; the pincodes have their editor (usePincodeList). */
const namesSchema = approvePartnerRequestRequestSchema.pick({ shop_name: true, owner_name: true });

/** A refusal that no edit in this dialog can fix (approved or declined meanwhile, gone, mobile taken). */
const isFinal = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 409);

/**
 * Approving a partner request: the shop and owner names as the form sent them (corrected here if need be)
 * and the pincodes the new partner serves, starting with the one on the form.
 */
export function ApproveRequestDialog({
  request,
  onClose,
  returnFocus,
}: {
  request: StaffPartnerRequest;
  onClose: () => void;
  returnFocus: () => Element | null;
}) {
  const form = useForm({
    resolver: zodResolver(namesSchema),
    defaultValues: { shop_name: request.shop_name, owner_name: request.owner_name },
  });
  const { errors } = form.formState;
  const list = usePincodeList([request.pincode]);
  const pincodeInput = useRef<HTMLInputElement>(null);
  const approve = useApprovePartnerRequest(request.id);
  const { busy, guard } = useSingleFlight();

  const showError = (field: string | undefined, message: string): boolean => {
    if (field === 'pincodes' || field?.startsWith('pincodes.')) {
      list.setError(message);
      pincodeInput.current?.focus();
      return true;
    }
    if (field === 'shop_name' || field === 'owner_name') {
      form.setError(field, { message }, { shouldFocus: true });
      return true;
    }
    return false;
  };

  const submit = guard(
    form.handleSubmit(async (names) => {
      const pincodes = list.commit();
      if (!pincodes) {
        pincodeInput.current?.focus();
        return;
      }
      const body = { pincodes, ...names };
      try {
        const result = await approve.mutateAsync(body);
        toast.success(`${result.partner.shop_name} is now a partner`);
        // The mutation read the list again first, so the focus goes back to a list without the decided row.
        onClose();
      } catch (error) {
        const message = errorMessage(error, 'The request could not be approved. Please try again.');
        if (error instanceof ApiError && showError(error.field, message)) return;
        toast.error(message);
        // Decided meanwhile or gone: the lists were read again by the mutation.
        if (isFinal(error)) onClose();
      }
    }),
  );

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Approve partner request"
      description={
        <>
          The shop becomes a partner: it signs in with{' '}
          <strong className="tabular-nums">{request.mobile}</strong> and is offered the pickups in the
          pincodes below.
        </>
      }
      size="lg"
      returnFocus={returnFocus}
      initialFocus={() => pincodeInput.current}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="Shop name"
            {...form.register('shop_name')}
            error={errors.shop_name?.message}
            maxLength={150}
            className="h-11 text-sm"
          />
          <TextField
            label="Owner name"
            {...form.register('owner_name')}
            error={errors.owner_name?.message}
            maxLength={100}
            className="h-11 text-sm"
          />
        </div>
        <PincodeEditor list={list} city={request.city} inputRef={pincodeInput} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Approving...' : 'Approve partner'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
