import { endpointUrl } from '@phonix/shared/api/endpoints';
import { seller_invoice_description } from '@phonix/shared/messages/seller_invoice_description';
import { seller_invoice_download } from '@phonix/shared/messages/seller_invoice_download';
import { seller_invoice_failed } from '@phonix/shared/messages/seller_invoice_failed';
import { FileDown, LoaderCircle } from 'lucide-react';
import { type MouseEvent, useId } from 'react';
import toast from 'react-hot-toast';
import { buttonClass } from '@/components/ui/button.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { downloadInvoice } from '../api/orders.ts';

/**
 * 'Download Invoice', only for a Completed order: the PDF needs the session, so it is fetched, then saved.
 * The PDF is the purchase receipt (issue 13); the link keeps its name and says so in its description.
 */
export function InvoiceLink({ refNo }: { refNo: string }) {
  const { busy, guard } = useSingleFlight();
  const descriptionId = useId();
  // One download per click however fast it is pressed; a second click meanwhile only stops the browser's own.
  const download = guard(async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    try {
      await downloadInvoice(refNo);
    } catch (error) {
      toast.error(errorMessage(error, seller_invoice_failed()));
    }
  });
  return (
    <span className="inline-flex flex-col gap-1">
      <a
        href={endpointUrl('invoice', { ref: refNo })}
        download={`Phonix-Receipt-${refNo}.pdf`}
        onClick={download}
        aria-busy={busy || undefined}
        aria-describedby={descriptionId}
        className={buttonClass('secondary', 'md')}
        data-testid="download-invoice"
      >
        {busy ? (
          <LoaderCircle className="size-4 animate-spin" aria-hidden />
        ) : (
          <FileDown className="size-4" aria-hidden />
        )}
        {seller_invoice_download()}
      </a>
      <span id={descriptionId} className="text-xs text-slate-600">
        {seller_invoice_description()}
      </span>
    </span>
  );
}
