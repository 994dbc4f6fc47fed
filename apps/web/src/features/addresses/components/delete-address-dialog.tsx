import { answerText } from '@phonix/shared/answer-text';
import { seller_address_delete_confirm } from '@phonix/shared/messages/seller_address_delete_confirm';
import { seller_address_delete_title } from '@phonix/shared/messages/seller_address_delete_title';
import { seller_address_deleted } from '@phonix/shared/messages/seller_address_deleted';
import { seller_cancel } from '@phonix/shared/messages/seller_cancel';
import { seller_delete } from '@phonix/shared/messages/seller_delete';
import { seller_something_went_wrong } from '@phonix/shared/messages/seller_something_went_wrong';
import { LoaderCircle, Trash2 } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { useDeleteAddress } from '../api/addresses.ts';

interface DeleteAddressDialogProps {
  customerId: number;
  addressId: number;
  onClose: () => void;
  onDeleted?: (id: number) => void;
}

/** 'Are you sure you want to delete?' with Delete / Cancel (SPEC 2, profile). */
export function DeleteAddressDialog({ customerId, addressId, onClose, onDeleted }: DeleteAddressDialogProps) {
  const remove = useDeleteAddress(customerId);
  const { busy, guard } = useSingleFlight();
  const confirm = guard(async () => {
    try {
      const answer = await remove.mutateAsync(addressId);
      toast.success(answerText(answer.message, seller_address_deleted, 'Address deleted'));
      onDeleted?.(addressId);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, seller_something_went_wrong()));
    }
  });
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={seller_address_delete_title()}
      size="sm"
    >
      <div className="flex flex-col items-center gap-4 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600">
          <Trash2 className="size-7" aria-hidden />
        </span>
        <p className="text-base font-semibold text-slate-900">{seller_address_delete_confirm()}</p>
        <div className="grid w-full grid-cols-2 gap-3">
          <Button variant="ghost" onClick={onClose} className="ring-1 ring-slate-300">
            {seller_cancel()}
          </Button>
          <Button onClick={confirm} disabled={busy} className="bg-red-600 hover:bg-red-700 active:bg-red-800">
            {busy ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : null}
            {seller_delete()}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
