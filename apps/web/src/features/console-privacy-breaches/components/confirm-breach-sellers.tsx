import type { BreachSellersPreview } from '@phonix/shared/privacy-api';
import { ConfirmDialog } from '@/components/console/confirm-dialog.tsx';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { sellersCount } from './breach-words.ts';

/** A preview of a breach's sellers waiting for the second, explicit confirmation. */
export interface SellersToConfirm {
  preview: BreachSellersPreview;
  /** Sends with the number confirmed. */
  send: (confirmCount: number) => Promise<void>;
}

/**
 * Issue 31: before anyone is told, how many sellers the choice matches and who some of them are; nothing is
 * sent until "Tell N sellers" is pressed (the server also refuses a count that is not the current one).
 */
export function ConfirmBreachSellers({
  pending,
  onClose,
}: {
  pending: SellersToConfirm | null;
  onClose: () => void;
}) {
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
