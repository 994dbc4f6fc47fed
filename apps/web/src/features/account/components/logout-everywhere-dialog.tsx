import { seller_cancel } from '@phonix/shared/messages/seller_cancel';
import { seller_logout_all_confirm } from '@phonix/shared/messages/seller_logout_all_confirm';
import { seller_logout_all_description } from '@phonix/shared/messages/seller_logout_all_description';
import { seller_logout_all_done } from '@phonix/shared/messages/seller_logout_all_done';
import { seller_logout_all_failed } from '@phonix/shared/messages/seller_logout_all_failed';
import { seller_logout_all_title } from '@phonix/shared/messages/seller_logout_all_title';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Modal, ModalClose } from '@/components/ui/modal.tsx';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { logoutEverywhere } from '@/lib/session.ts';

/**
 * Confirms "Log out from all devices": every session of the customer ends on the server (a lost phone, a
 * shared computer), this one included, and the site goes home logged out.
 */
export function LogoutEverywhereDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      await logoutEverywhere();
    } catch (error) {
      // 401: the session had already ended, so this browser has forgotten it as well.
      if (!(error instanceof ApiError && error.status === 401)) {
        toast.error(errorMessage(error, seller_logout_all_failed()));
        setPending(false);
        return;
      }
    }
    onOpenChange(false);
    navigate('/');
    toast.success(seller_logout_all_done());
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
      title={seller_logout_all_title()}
      description={seller_logout_all_description()}
      size="sm"
    >
      <div className="grid w-full grid-cols-2 gap-3">
        <ModalClose asChild>
          <Button variant="ghost" disabled={pending} className="ring-1 ring-slate-300">
            {seller_cancel()}
          </Button>
        </ModalClose>
        <Button
          onClick={confirm}
          disabled={pending}
          className="bg-red-600 hover:bg-red-700 active:bg-red-800"
        >
          {pending ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : null}
          {seller_logout_all_confirm()}
        </Button>
      </div>
    </Modal>
  );
}
