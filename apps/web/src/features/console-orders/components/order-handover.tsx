import type { StaffOrderDetail } from '@phonix/shared/console-orders-api';
import { PAYOUT_METHOD_LABELS } from '@phonix/shared/handover';
import { formatINR } from '@phonix/shared/money';
import type { ReactNode } from 'react';
import { Badge } from '@/components/console/badge.tsx';
import { IndiaTime } from '@/components/console/india-time.tsx';
import { ReceiptDownload } from './receipt-button.tsx';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </>
  );
}

const notYet = <span className="text-slate-500">Not yet</span>;

/** The doorstep handover as it stands: IMEI checks, the seller's ID (masked), wipe, payout, receipt. */
export function OrderHandover({ order }: { order: StaffOrderDetail }) {
  const handover = order.handover;
  const receipt = handover?.receipt_number ?? order.receipt_number;
  if (!handover) {
    return (
      <div className="text-sm text-slate-700">
        <p>The doorstep handover has not started.</p>
        {receipt ? (
          <div className="mt-2 flex flex-wrap items-center gap-2">
            Receipt <ReceiptDownload refNo={order.ref_no} receipt={receipt} />
          </div>
        ) : null}
      </div>
    );
  }
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm" data-testid="order-handover">
      <Row label="IMEI">
        {handover.imeis.length === 0 ? (
          notYet
        ) : (
          <ul className="flex flex-col gap-1">
            {handover.imeis.map((imei) => {
              const check = handover.imei_checks.find((item) => item.imei === imei);
              return (
                <li key={imei} className="flex flex-wrap items-center gap-2">
                  <span className="font-mono tabular-nums">{imei}</span>
                  {check ? (
                    <Badge tone={check.status === 'clear' ? 'good' : 'bad'}>
                      {check.status === 'clear' ? 'Clear' : 'Restricted'}
                    </Badge>
                  ) : (
                    <Badge>Not checked</Badge>
                  )}
                  {check?.reference ? (
                    <span className="text-xs text-slate-500">ref {check.reference}</span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </Row>
      <Row label="Seller's ID">
        {handover.seller_id ? (
          <>
            {handover.seller_id.id_label} <span className="font-mono">{handover.seller_id.id_masked}</span>
            <br />
            <span className="text-xs text-slate-600">Name on ID: {handover.seller_id.name_on_id}</span>
          </>
        ) : (
          notYet
        )}
      </Row>
      <Row label="Phone wiped">
        {handover.wipe_confirmed_at ? <IndiaTime value={handover.wipe_confirmed_at} /> : notYet}
      </Row>
      <Row label="Payout to">
        {handover.payout ? (
          <>
            {PAYOUT_METHOD_LABELS[handover.payout.method]}: {handover.payout.description}
            <br />
            <span className="text-xs text-slate-600">
              Chosen <IndiaTime value={handover.payout.chosen_at} />
            </span>
          </>
        ) : (
          <span className="text-slate-500">Not chosen yet</span>
        )}
      </Row>
      <Row label="Amount">
        {handover.final_amount !== null ? (
          <span className="font-semibold tabular-nums">{formatINR(handover.final_amount)}</span>
        ) : (
          <span className="text-slate-500">
            {formatINR(handover.agreed_value)} agreed, not yet confirmed at the door
          </span>
        )}
        {handover.offer_pending ? (
          <span className="ml-2">
            <Badge tone="warn">Revised offer waits for the seller</Badge>
          </span>
        ) : null}
      </Row>
      <Row label="Payout OTP">
        {handover.otp ? (
          <>
            {handover.otp.verified ? 'Confirmed by the seller' : 'Sent'} ·{' '}
            <IndiaTime value={handover.otp.sent_at} />
          </>
        ) : (
          notYet
        )}
      </Row>
      <Row label="Paid">
        {handover.paid ? (
          <>
            <span className="font-mono">{handover.paid.reference}</span>
            {handover.paid.test ? (
              <span className="ml-2">
                <Badge tone="warn">Test payout</Badge>
              </span>
            ) : null}
            <br />
            <span className="text-xs text-slate-600">
              <IndiaTime value={handover.paid.released_at} />
            </span>
          </>
        ) : (
          notYet
        )}
      </Row>
      <Row label="Completed">
        {handover.completed_at ? <IndiaTime value={handover.completed_at} /> : notYet}
      </Row>
      <Row label="Receipt">
        {receipt ? <ReceiptDownload refNo={order.ref_no} receipt={receipt} /> : notYet}
      </Row>
    </dl>
  );
}
