import { Download } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { downloadOrderReceipt } from '../api/files.ts';

/** The receipt's number with a button saving its PDF (the download is recorded in the audit log). */
export function ReceiptDownload({ refNo, receipt }: { refNo: string; receipt: string }) {
  const { busy, guard } = useSingleFlight();
  const download = guard(async () => {
    try {
      await downloadOrderReceipt(refNo);
    } catch (error) {
      toast.error(errorMessage(error, 'Could not download the receipt. Please try again.'));
    }
  });
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="font-mono font-semibold">{receipt}</span>
      <Button
        variant="secondary"
        className="min-h-9 px-3 py-1"
        disabled={busy}
        onClick={() => void download()}
      >
        <Download className="size-4" aria-hidden />
        {busy ? 'Preparing...' : 'Download receipt (PDF)'}
      </Button>
    </span>
  );
}
