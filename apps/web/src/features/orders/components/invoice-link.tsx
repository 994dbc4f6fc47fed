import { endpointUrl } from '@phonix/shared/api/endpoints';
import { FileDown, LoaderCircle } from 'lucide-react';
import { type MouseEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { buttonClass } from '@/components/ui/button.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { downloadInvoice } from '../api/orders.ts';

/** 'Download Invoice', only for a Completed order: the PDF needs the session, so it is fetched, then saved. */
export function InvoiceLink({ refNo }: { refNo: string }) {
  const [busy, setBusy] = useState(false);
  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await downloadInvoice(refNo);
    } catch (error) {
      toast.error(errorMessage(error, 'Could not download the invoice'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <a
      href={endpointUrl('invoice', { ref: refNo })}
      download={`Phonix-Invoice-${refNo}.pdf`}
      onClick={download}
      aria-busy={busy || undefined}
      className={buttonClass('secondary', 'md')}
    >
      {busy ? (
        <LoaderCircle className="size-4 animate-spin" aria-hidden />
      ) : (
        <FileDown className="size-4" aria-hidden />
      )}
      Download Invoice
    </a>
  );
}
