import type { OutboxMessage } from '@phonix/shared/console-orders-api';
import { Send } from 'lucide-react';
import { IndiaTime } from '@/components/console/india-time.tsx';
import {
  CHANNEL_LABELS,
  OutboxRecipient,
  OutboxStatusBadge,
  recipientWords,
  templateLabel,
} from '@/components/console/outbox-status-badge.tsx';
import { ScrollTable, td, th } from '@/components/console/table.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { useResendNotification } from '../api/orders-admin.ts';

function ResendButton({ refNo, message }: { refNo: string; message: OutboxMessage }) {
  const { busy, guard } = useSingleFlight();
  const resendMessage = useResendNotification(refNo);
  // A message still waiting (or on its way) goes out anyway: only a sent or failed one can be sent again.
  if (message.status !== 'sent' && message.status !== 'failed') return null;
  const resend = guard(async () => {
    // The hook's toasts tell how it went.
    await resendMessage.mutateAsync(message.id).catch(() => undefined);
  });
  return (
    <Button variant="secondary" className="min-h-9 px-3 py-1" disabled={busy} onClick={() => void resend()}>
      <Send className="size-4" aria-hidden />
      {busy ? 'Sending...' : 'Resend'}
      <span className="sr-only">
        {' '}
        {templateLabel(message.template)} to {recipientWords(message)}
      </span>
    </Button>
  );
}

/** Every SMS and e-mail about the order, oldest first, with its state and a Resend. */
export function OrderNotifications({ refNo, messages }: { refNo: string; messages: OutboxMessage[] }) {
  if (messages.length === 0)
    return <p className="text-sm text-slate-600">No notifications about this order.</p>;
  return (
    <ScrollTable label="Notifications sent">
      <thead>
        <tr>
          <th className={th}>Message</th>
          <th className={th}>To</th>
          <th className={th}>Status</th>
          <th className={`${th} text-right`}>Attempts</th>
          <th className={th}>When</th>
          <th className={th}>
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {messages.map((message) => (
          <tr key={message.id}>
            <td className={td}>
              <span className="font-medium text-slate-900">{templateLabel(message.template)}</span>
              <br />
              <span className="text-xs text-slate-600">
                {CHANNEL_LABELS[message.channel] ?? message.channel}
                {message.resend_of ? ` · resend of #${message.resend_of}` : ''}
              </span>
              {message.last_error ? (
                <p className="mt-1 text-xs break-words text-red-800">{message.last_error}</p>
              ) : null}
            </td>
            <td className={td}>
              <OutboxRecipient message={message} />
            </td>
            <td className={td}>
              <OutboxStatusBadge status={message.status} />
            </td>
            <td className={`${td} text-right tabular-nums`}>{message.attempts}</td>
            <td className={`${td} text-xs whitespace-nowrap`}>
              {message.sent_at ? (
                <>
                  Sent <IndiaTime value={message.sent_at} />
                </>
              ) : message.next_attempt_at ? (
                <>
                  Next try <IndiaTime value={message.next_attempt_at} />
                </>
              ) : (
                <>
                  Queued <IndiaTime value={message.created_at} />
                </>
              )}
            </td>
            <td className={td}>
              <ResendButton refNo={refNo} message={message} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
